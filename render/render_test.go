package render

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand"
	"os"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
)

// The golden hashes in testdata/golden.txt pin every sample picture, byte
// for byte. When the look changes on purpose (theme.go, a layout), look at
// the new pictures and then rewrite the file:
//
//	go test ./render -run TestGolden -update
//	go test ./render -run TestWriteSamples -out /tmp/render   # to view them
//
// A Go release that changes compress/flate or image/png also changes the PNG
// bytes but not the pixels: the file keeps both hashes, so the failure says
// which one moved.
var update = flag.Bool("update", false, "rewrite testdata/golden.txt")

const goldenFile = "testdata/golden.txt"

// pixelHash hashes the picture's pixels, independent of the PNG encoder.
func pixelHash(img image.Image) string {
	h := sha256.New()
	b := img.Bounds()
	fmt.Fprintf(h, "%dx%d\n", b.Dx(), b.Dy())
	if m, ok := img.(*image.RGBA); ok {
		for y := b.Min.Y; y < b.Max.Y; y++ {
			i := m.PixOffset(b.Min.X, y)
			h.Write(m.Pix[i : i+4*b.Dx()])
		}
		return hex.EncodeToString(h.Sum(nil))
	}
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			h.Write([]byte{byte(r >> 8), byte(g >> 8), byte(bl >> 8), byte(a >> 8)})
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

func TestGolden(t *testing.T) {
	got := map[string]string{}
	for name, f := range samplePictures() {
		img, err := f()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		sum := sha256.Sum256(b)
		got[name] = "png=" + hex.EncodeToString(sum[:]) + " pixels=" + pixelHash(img)
	}
	names := make([]string, 0, len(got))
	for n := range got {
		names = append(names, n)
	}
	sort.Strings(names)
	if *update {
		var buf bytes.Buffer
		buf.WriteString("# sha256 of each sample picture: PNG bytes and pixels. Regenerate: go test ./render -run TestGolden -update\n")
		for _, n := range names {
			fmt.Fprintf(&buf, "%s %s\n", n, got[n])
		}
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(goldenFile, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readGolden(t)
	for _, n := range names {
		w, ok := want[n]
		if !ok {
			t.Errorf("%s: no golden hash (run with -update)", n)
			continue
		}
		if w != got[n] {
			t.Errorf("%s changed:\n got %s\nwant %s\nif the change is deliberate, run go test ./render -run TestGolden -update", n, got[n], w)
		}
	}
}

func readGolden(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(goldenFile)
	if err != nil {
		t.Fatalf("%v (create it with go test ./render -run TestGolden -update)", err)
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, rest, _ := strings.Cut(line, " ")
		out[name] = rest
	}
	return out
}

func TestDeterministicAndConcurrent(t *testing.T) {
	want, err := PNG(mustImage(t)(BoardImage(sampleScarabeo())))
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for k := 0; k < 2; k++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			img, err := BoardImage(sampleScarabeo())
			if err != nil {
				errs <- err
				return
			}
			b, _ := PNG(img)
			if !bytes.Equal(b, want) {
				errs <- errors.New("a concurrent render of the same board differs")
			}
		}()
		go func() {
			defer wg.Done()
			if _, err := RoundImage(sampleRuzzle(), sampleScores(), "PASTA", 40); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func mustImage(t *testing.T) func(image.Image, error) image.Image {
	return func(img image.Image, err error) image.Image {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return img
	}
}

func TestDimensions(t *testing.T) {
	cases := []struct {
		name string
		f    func() (image.Image, error)
		w, h int
	}{
		// Scarabeo's 2L 3L 2P 3P get a legend of two rows under the board.
		{"scarabeo 17x17 with legend", func() (image.Image, error) { return BoardImage(sampleScarabeo()) }, 914, 988},
		{"scrabble 15x15", func() (image.Image, error) { return BoardImage(sampleScrabble()) }, 814, 814},
		{"upwords 10x10", func() (image.Image, error) { return BoardImage(sampleUpwords()) }, 664, 664},
		{"upwords 20x20", func() (image.Image, error) {
			return BoardImage(Board{Size: 20, Style: Upwords, Squares: make([]Square, 400)})
		}, 944, 944},
		{"boggle 4x4", func() (image.Image, error) { return GridImage(sampleBoggle()) }, 532, 532},
		{"ruzzle 6x6 with legend", func() (image.Image, error) { return GridImage(sampleRuzzle()) }, 652, 728},
		{"rack of 8", func() (image.Image, error) { return RackImage(Rack{Tiles: make([]RackTile, 8)}) }, 600, 96},
		{"empty rack", func() (image.Image, error) { return RackImage(Rack{}) }, 96, 96},
		{"round 4x4", func() (image.Image, error) { return RoundImage(sampleBoggle(), sampleScores(), "NEGRO", 2) }, 532, 744},
		{"round of 12 players: 9 lines and +3 more", func() (image.Image, error) {
			s := make([]ScoreLine, 12)
			for i := range s {
				s[i] = ScoreLine{Name: strings.Repeat("Giocatore ", i+1), Points: 30 - i}
			}
			return RoundImage(sampleBoggle(), s, "NEGRO", 2)
		}, 532, 1024},
		{"round without best word or players", func() (image.Image, error) { return RoundImage(sampleBoggle(), nil, "", 0) }, 532, 532},
		// Nobody played: the best word alone, no empty panel under it.
		{"round with a best word and no players", func() (image.Image, error) { return RoundImage(sampleBoggle(), nil, "NEGRO", 2) }, 532, 616},
	}
	for _, c := range cases {
		img, err := c.f()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if b := img.Bounds(); b.Dx() != c.w || b.Dy() != c.h {
			t.Errorf("%s: %dx%d, want %dx%d", c.name, b.Dx(), b.Dy(), c.w, c.h)
		}
	}
}

// at reads the colour of pixel (x, y) as RGBA.
func at(img image.Image, x, y float64) color.RGBA {
	return color.RGBAModel.Convert(img.At(int(x), int(y))).(color.RGBA)
}

func expectColour(t *testing.T, what string, img image.Image, x, y float64, want color.RGBA) {
	t.Helper()
	if got := at(img, x, y); got != want {
		t.Errorf("%s at (%.0f,%.0f) is %v, want %v", what, x, y, got, want)
	}
}

func TestBoardPixels(t *testing.T) {
	b := sampleScarabeo()
	img := mustImage(t)(BoardImage(b))
	l := newBoardLayout(17, Scarabeo)
	sq := func(r, c int) (float64, float64, float64) { return l.square(r, c) }

	x, y, _ := sq(0, 0) // 3P, empty
	expectColour(t, "triple word square", img, x+4, y+4, th.TW)
	x, y, _ = sq(0, 4) // 2L, empty
	expectColour(t, "double letter square", img, x+4, y+4, th.DL)
	x, y, w := sq(8, 8) // centre, covered by SCARABEO's O
	expectColour(t, "tile on the centre", img, x+w/2, y+5, th.Tile)
	x, y, w = sq(11, 3) // the jolly a of ARPa
	expectColour(t, "jolly tile", img, x+w/2, y+5, th.Jolly)
	x, y, w = sq(9, 7) // first tile of the last move
	expectColour(t, "last move tile", img, x+w/2, y+5, th.Fresh)
	expectColour(t, "last move ring", img, x+w/2, y+1, th.LastRing)
	x, y, _ = sq(16, 16)
	expectColour(t, "empty corner of the board", img, x-float64(th.BoardGap)/2-0.5, y+10, th.Panel)

	// The centre star on an empty Scarabeo board.
	for i := range b.Squares {
		b.Squares[i].Letter = ""
	}
	img = mustImage(t)(BoardImage(b))
	x, y, w = sq(8, 8)
	expectColour(t, "centre square", img, x+3, y+3, th.Centre)
	expectColour(t, "centre star", img, x+w/2, y+w/2, th.Star)

	// Ghost tiles of a hint on the Scrabble board, and its DW centre.
	s := sampleScrabble()
	img = mustImage(t)(BoardImage(s))
	l = newBoardLayout(15, Scrabble)
	x, y, w = l.square(8, 8)
	expectColour(t, "ghost tile", img, x+w/2, y+5, th.Ghost)
	expectColour(t, "ghost ring", img, x+w/2, y+1, th.GhostRing)
	x, y, w = l.square(7, 7) // D of WORDBOT on the centre
	expectColour(t, "tile", img, x+w/2, y+5, th.Tile)
}

func TestUpwordsPixels(t *testing.T) {
	img := mustImage(t)(BoardImage(sampleUpwords()))
	l := newBoardLayout(10, Upwords)
	for _, c := range []struct {
		r, col, h int
	}{{4, 3, 1}, {4, 5, 2}, {2, 5, 3}, {7, 3, 4}, {7, 4, 5}} {
		x, y, w := l.square(c.r, c.col)
		expectColour(t, fmt.Sprintf("stack of %d", c.h), img, x+w*0.3, y+5, th.Stack[c.h-1])
		// the badge's dark disc, left of its digit
		r := th.BadgeSize * 0.7
		expectColour(t, "height badge", img, x+w-r-2-r*0.7, y+r+2+1, th.Badge)
	}
	x, y, w := l.square(7, 5) // ghost N over the T of TORTE
	expectColour(t, "ghost tile", img, x+w*0.3, y+5, th.Ghost)
	x, y, _ = l.square(5, 4)
	expectColour(t, "centre square", img, x+4, y+4, th.UpCentre)
}

func TestGridPixels(t *testing.T) {
	g := sampleRuzzle()
	img := mustImage(t)(GridImage(g))
	l := newGridLayout(g)
	inset := float64(int(l.cell*th.CubeInset + 0.5))
	corner := func(r, c int) (float64, float64) {
		return l.origin + float64(c)*l.cell + inset, l.origin + float64(r)*l.cell + inset
	}
	side := l.cell - 2*inset

	x, y := corner(0, 4) // TW, off the path
	expectColour(t, "triple word cube", img, x+side/2, y+side*0.15, th.TW)
	x, y = corner(1, 1)
	expectColour(t, "triple letter cube", img, x+side/2, y+side*0.15, th.TL)
	x, y = corner(3, 3)
	expectColour(t, "plain cube", img, x+side/2, y+side*0.15, th.Tile)
	x, y = corner(1, 3) // path step 5, its badge at the top right
	b := badgeBoxes(g, l, cleanPath(g.Path, g.Size))[4]
	if want := cornerBadges(x, y, side, side-math.Max(3, math.Round(l.cell*0.06)))[topRight]; b != want {
		t.Errorf("step 5's badge %v, want the top right corner's %v", b, want)
	}
	expectColour(t, "path step badge", img, (b.x0+b.x1)/2, b.y0+(b.y1-b.y0)*0.2, th.PathBadge)
	expectColour(t, "path ring", img, x-inset/2+1, y+side/2, th.PathRing)

	// Boggle: no values, no legend, a Qu cube.
	if _, err := GridImage(sampleBoggle()); err != nil {
		t.Fatal(err)
	}
}

func TestRackPixels(t *testing.T) {
	img := mustImage(t)(RackImage(Rack{Style: Scarabeo, Tiles: []RackTile{{Letter: "A", Value: 1}, {Jolly: true}}}))
	pad, cell := float64(th.RackPad), float64(th.RackCell)
	expectColour(t, "rack tile", img, pad+cell/2, pad+8, th.Tile)
	expectColour(t, "rack jolly", img, pad+cell*1.5, pad+8, th.Jolly)
}

func TestRoundPixels(t *testing.T) {
	g := sampleBoggle()
	img := mustImage(t)(RoundImage(g, sampleScores(), "NEGRO", 2))
	l := newGridLayout(g)
	// The winner's line is tinted and starred.
	top := float64(l.height) + float64(th.GridPad)/2 + float64(th.ScoreRow)*1.5
	cy := top + float64(th.ScoreRow)/2
	expectColour(t, "winner star", img, float64(th.GridPad)+16+11, cy, th.WinnerStar)
	expectColour(t, "winner line", img, float64(l.width)/2, top+5, th.Empty)
	expectColour(t, "second line", img, float64(l.width)/2, top+float64(th.ScoreRow)+5, th.Panel)
}

// TestCapHeight checks that tile letters read at 50% zoom: capitals at
// least 24 px tall on the crossword boards and the largest Boggle grids.
func TestCapHeight(t *testing.T) {
	var fs faces
	defer fs.release()
	if h := capHeight(fs.face(fontBold, th.LetterSize)); h < 24 {
		t.Errorf("board letters are %.1f px tall, want >= 24", h)
	}
	// The glyph bounds of a drawn letter agree with the face's metric.
	b := inkBounds(fs.face(fontBold, th.LetterSize), "E")
	if h := float64(b.Max.Y-b.Min.Y) / 64; h < 24 {
		t.Errorf("E is drawn %.1f px tall, want >= 24", h)
	}
	l := newGridLayout(Grid{Size: 6})
	if h := capHeight(fs.face(fontBold, l.cell*th.CubeLetter)); h < 30 {
		t.Errorf("6x6 grid letters are %.1f px tall, want >= 30", h)
	}
	if th.BoardCell < 48 {
		t.Errorf("board squares of %d px, want >= 48", th.BoardCell)
	}
}

// TestSizeBudget checks encoded sizes against the 300 KB budget on the
// heaviest pictures.
func TestSizeBudget(t *testing.T) {
	const budget = 300 << 10
	cases := map[string]func() (image.Image, error){
		"full 17x17": func() (image.Image, error) { return BoardImage(fullScarabeo()) },
		"ruzzle 6x6": func() (image.Image, error) { return GridImage(sampleRuzzle()) },
		"round 6x6":  func() (image.Image, error) { return RoundImage(sampleRuzzle(), sampleScores(), "PASTONT", 102) },
		"upwords 20": func() (image.Image, error) {
			b := Board{Size: 20, Style: Upwords, Squares: make([]Square, 400)}
			for i := range b.Squares {
				b.Squares[i] = Square{Letter: asciiFaces[i%26], Height: 1 + i%5}
			}
			return BoardImage(b)
		},
	}
	for name, f := range cases {
		b, err := PNG(mustImage(t)(f()))
		if err != nil {
			t.Fatal(err)
		}
		if len(b) > budget {
			t.Errorf("%s: %d bytes, over %d", name, len(b), budget)
		}
		if _, err := png.Decode(bytes.NewReader(b)); err != nil {
			t.Errorf("%s: the PNG does not decode: %v", name, err)
		}
		t.Logf("%s: %d bytes", name, len(b))
	}
}

func TestInvalidShapes(t *testing.T) {
	cases := map[string]func() (image.Image, error){
		"board size 0":   func() (image.Image, error) { return BoardImage(Board{}) },
		"board size 27":  func() (image.Image, error) { return BoardImage(Board{Size: 27, Squares: make([]Square, 27*27)}) },
		"board negative": func() (image.Image, error) { return BoardImage(Board{Size: -3}) },
		"squares short":  func() (image.Image, error) { return BoardImage(Board{Size: 15, Squares: make([]Square, 224)}) },
		"squares long":   func() (image.Image, error) { return BoardImage(Board{Size: 2, Squares: make([]Square, 5)}) },
		"grid size 0":    func() (image.Image, error) { return GridImage(Grid{}) },
		"grid size 21":   func() (image.Image, error) { return GridImage(Grid{Size: 21, Letters: make([]string, 441)}) },
		"letters short":  func() (image.Image, error) { return GridImage(Grid{Size: 4, Letters: make([]string, 15)}) },
		"values mismatch": func() (image.Image, error) {
			return GridImage(Grid{Size: 2, Letters: make([]string, 4), Values: []int{1}})
		},
		"bonus mismatch": func() (image.Image, error) {
			return GridImage(Grid{Size: 2, Letters: make([]string, 4), Bonus: []byte("..")})
		},
		"round bad grid": func() (image.Image, error) { return RoundImage(Grid{Size: 3}, nil, "", 0) },
		"rack too long":  func() (image.Image, error) { return RackImage(Rack{Tiles: make([]RackTile, 21)}) },
	}
	for name, f := range cases {
		img, err := f()
		if !errors.Is(err, ErrInvalid) || img != nil {
			t.Errorf("%s: got (%v, %v), want (nil, ErrInvalid)", name, img, err)
		}
	}
}

// TestOddContent draws what is valid: odd letters, bonuses, paths, last
// moves, ghosts and heights never panic, and off-board cells change nothing.
func TestOddContent(t *testing.T) {
	g := sampleBoggle()
	want := pixelHash(mustImage(t)(GridImage(g)))
	g.Path = append([]Cell{{-1, 0}, {4, 4}}, g.Path...)
	g.Path = append(g.Path, Cell{9, 9}, g.Path[2]) // off the grid, and a repeat
	if got := pixelHash(mustImage(t)(GridImage(g))); got != want {
		t.Error("path cells off the grid or repeated changed the picture")
	}
	b := sampleScrabble()
	want = pixelHash(mustImage(t)(BoardImage(b)))
	b.Last = append(b.Last, Cell{15, 0}, Cell{0, -1})
	b.Ghost = append(b.Ghost, Tile{Row: 99, Col: 3, Letter: "A"}, Tile{Row: 1, Col: 1, Letter: "#"}, Tile{Row: 1, Col: 2, Letter: "€ 1"})
	if got := pixelHash(mustImage(t)(BoardImage(b))); got != want {
		t.Error("last-move and ghost cells off the board, or ghost non-letters, changed the picture")
	}

	rng := rand.New(rand.NewSource(1))
	for k := 0; k < 8; k++ {
		n := 1 + rng.Intn(7)
		g := Grid{Size: n, Letters: make([]string, n*n), Values: make([]int, n*n), Bonus: make([]byte, n*n)}
		for i := range g.Letters {
			g.Letters[i] = oddFace(rng)
			g.Values[i] = rng.Intn(30) - 5
			g.Bonus[i] = byte(rng.Intn(256))
		}
		for i := rng.Intn(10); i > 0; i-- {
			g.Path = append(g.Path, Cell{rng.Intn(n+4) - 2, rng.Intn(n+4) - 2})
		}
		if _, err := GridImage(g); err != nil {
			t.Fatal(err)
		}
		if _, err := RoundImage(g, []ScoreLine{{Name: "\x00\xff" + strings.Repeat("W", rng.Intn(80)), Points: -rng.Intn(9), Winner: true}}, strings.Repeat("Z", rng.Intn(60)), rng.Int()); err != nil {
			t.Fatal(err)
		}
		m := 1 + rng.Intn(9)
		bd := Board{Size: m, Style: Style(rng.Intn(4)), Squares: make([]Square, m*m)}
		for i := range bd.Squares {
			bd.Squares[i] = Square{Letter: oddFace(rng), Jolly: rng.Intn(2) == 0, Value: rng.Intn(30) - 5,
				Premium: Premium(rng.Intn(8)), Height: rng.Intn(9) - 2}
		}
		for i := rng.Intn(10); i > 0; i-- {
			bd.Last = append(bd.Last, Cell{rng.Intn(m+4) - 2, rng.Intn(m+4) - 2})
			bd.Ghost = append(bd.Ghost, Tile{Row: rng.Intn(m+4) - 2, Col: rng.Intn(m+4) - 2, Letter: oddFace(rng)})
		}
		if _, err := BoardImage(bd); err != nil {
			t.Fatal(err)
		}
		rk := Rack{Style: Style(rng.Intn(4))}
		for i := rng.Intn(21); i > 0; i-- {
			rk.Tiles = append(rk.Tiles, RackTile{Letter: oddFace(rng), Jolly: rng.Intn(4) == 0, Value: rng.Intn(12)})
		}
		if _, err := RackImage(rk); err != nil {
			t.Fatal(err)
		}
	}
}

// oddFace is a face a test draws: random bytes (often not UTF-8), or
// letters and symbols of any script, one to six of them.
func oddFace(rng *rand.Rand) string {
	if rng.Intn(2) == 0 {
		b := make([]byte, rng.Intn(5))
		for i := range b {
			b[i] = byte(rng.Intn(256))
		}
		return string(b)
	}
	parts := []string{"A", "q", "u", "Ñ", "ñ", "CH", "ll", "Ä", "ö", "Ç", "ß", "Ж", "字", "€", "☃", "?", "1", " ", "\x00", "\u0301", "Ǆ", "ﬁ"}
	var sb strings.Builder
	for i := 1 + rng.Intn(3); i > 0; i-- {
		sb.WriteString(parts[rng.Intn(len(parts))])
	}
	return sb.String()
}

// TestReadOnly checks that drawing leaves its input as it was.
func TestReadOnly(t *testing.T) {
	b := sampleUpwords()
	keep := sampleUpwords()
	if _, err := BoardImage(b); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(b, keep) {
		t.Error("BoardImage changed its input")
	}
	g, gk := sampleRuzzle(), sampleRuzzle()
	s, sk := sampleScores(), sampleScores()
	if _, err := RoundImage(g, s, "PASTA", 40); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g, gk) || !reflect.DeepEqual(s, sk) {
		t.Error("RoundImage changed its input")
	}
}

// TestQuFace checks that a Qu cube is drawn as Qu, not as Q.
func TestQuFace(t *testing.T) {
	g := sampleBoggle()
	g.Path = nil
	qu := pixelHash(mustImage(t)(GridImage(g)))
	g.Letters = append([]string(nil), g.Letters...)
	g.Letters[13] = "Q"
	if pixelHash(mustImage(t)(GridImage(g))) == qu {
		t.Error("a Qu cube looks like a Q cube")
	}
	g.Letters[13] = "qu"
	if pixelHash(mustImage(t)(GridImage(g))) != qu {
		t.Error("qu and Qu cubes differ")
	}
}

func TestCubeText(t *testing.T) {
	for in, want := range map[string]string{"a": "A", "Z": "Z", "qu": "Qu", "QU": "Qu", "Qu": "Qu", "": "", "1": "", "#": "", "\xff": "",
		// a language's letters and two-letter cubes, in upper case
		"ñ": "Ñ", "Ñ": "Ñ", "ch": "CH", "Ll": "LL", "ä": "Ä", "ç": "Ç", "é": "É",
		// other characters dropped, at most four letters kept
		"c h": "CH", "A1": "A", "abcdef": "ABCD", "?": "?", "€": ""} {
		if got := cubeText(in); got != want {
			t.Errorf("cubeText(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestEncodeRoundTrip decodes what EncodePNG wrote and compares every pixel,
// on the fast path (opaque RGBA) and the image/png fallback.
func TestEncodeRoundTrip(t *testing.T) {
	var imgs []image.Image
	for _, f := range samplePictures() {
		imgs = append(imgs, mustImage(t)(f()))
	}
	odd := image.NewRGBA(image.Rect(3, 5, 40, 30)) // offset, with transparency
	odd.Set(4, 6, color.RGBA{10, 20, 30, 40})
	opaque := image.NewRGBA(image.Rect(-2, -2, 1, 300)) // negative origin, tall
	for i := range opaque.Pix {
		opaque.Pix[i] = byte(i*7 + i/4)
		if i%4 == 3 {
			opaque.Pix[i] = 0xFF
		}
	}
	imgs = append(imgs, odd, opaque, image.NewGray(image.Rect(0, 0, 7, 7)))
	for k, img := range imgs {
		b, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		got, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("image %d: %v", k, err)
		}
		ib, gb := img.Bounds(), got.Bounds()
		if ib.Dx() != gb.Dx() || ib.Dy() != gb.Dy() {
			t.Fatalf("image %d: decoded %v, want size of %v", k, gb, ib)
		}
		if pixelHash(img) == pixelHash(got) {
			continue // same pixels; the slow comparison below explains a difference
		}
		for y := 0; y < ib.Dy(); y++ {
			for x := 0; x < ib.Dx(); x++ {
				w := color.NRGBAModel.Convert(img.At(ib.Min.X+x, ib.Min.Y+y))
				g := color.NRGBAModel.Convert(got.At(gb.Min.X+x, gb.Min.Y+y))
				if w != g {
					t.Fatalf("image %d: pixel (%d,%d) decoded as %v, want %v", k, x, y, g, w)
				}
			}
		}
	}
}

// A covered premium square stays visible: a tile on a DW square is not
// drawn like the same tile on a plain square (issue 13 item 13).
func TestCoveredPremiumMarked(t *testing.T) {
	for _, st := range []Style{Scarabeo, Scrabble} {
		b := Board{Size: 3, Style: st, Squares: make([]Square, 9)}
		b.Squares[4] = Square{Letter: "A", Value: 1}
		plain := pixelHash(mustImage(t)(BoardImage(b)))
		b.Squares[4].Premium = DW
		if pixelHash(mustImage(t)(BoardImage(b))) == plain {
			t.Errorf("style %d: a tile on a DW square looks like one on a plain square", st)
		}
	}
	// Upwords has no premiums to mark.
	b := Board{Size: 3, Style: Upwords, Squares: make([]Square, 9)}
	b.Squares[4] = Square{Letter: "A", Height: 1}
	plain := pixelHash(mustImage(t)(BoardImage(b)))
	b.Squares[4].Premium = DW
	if pixelHash(mustImage(t)(BoardImage(b))) != plain {
		t.Error("upwords marks a premium")
	}
}
