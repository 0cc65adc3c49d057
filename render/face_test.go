package render

import (
	"bytes"
	"fmt"
	"image"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fogleman/gg"
	"github.com/wordbot/wordbot/games/boggle"
)

// The faces beyond A-Z that the tests draw: the Spanish two-letter tiles
// and Ñ, German Ä Ö Ü, Portuguese Ç, Boggle's Qu, and faces no game has
// (three and four letters, wide letters, other scripts).
var oddFaces = []string{"CH", "LL", "RR", "Ñ", "Ä", "Ö", "Ü", "Ç", "Qu", "ß", "Ж", "ABC", "MWM", "WWWW", "字"}

// inkRect is the box of the pixels where img differs from ref (their
// bounds are the same); empty when none does.
func inkRect(img, ref *image.RGBA) image.Rectangle {
	var r image.Rectangle
	b := img.Bounds()
	n := b.Dx()
	// Row by row: most rows are the same in both (one comparison of the
	// row's bytes, cheap under the race detector too); in a row that
	// differs, the first and the last pixel that differ bound its ink.
	for y := b.Min.Y; y < b.Max.Y && n > 0; y++ {
		row := img.Pix[img.PixOffset(b.Min.X, y):][:4*n]
		was := ref.Pix[ref.PixOffset(b.Min.X, y):][:4*n]
		if bytes.Equal(row, was) {
			continue
		}
		first, last := 0, n-1
		for bytes.Equal(row[4*first:4*first+4], was[4*first:4*first+4]) {
			first++
		}
		for bytes.Equal(row[4*last:4*last+4], was[4*last:4*last+4]) {
			last--
		}
		r = r.Union(image.Rect(b.Min.X+first, y, b.Min.X+last+1, y+1))
	}
	return r
}

// alone draws s alone in f at (x, y) on a blank picture of size w x h and
// returns the box of its ink, as text draws it in a picture.
func alone(f *face, s string, x, y float64, w, h int) image.Rectangle {
	return aloneIn(f, s, x, y, w, h, image.Rect(0, 0, w, h))
}

// aloneIn is alone's box of the ink within part of the picture.
func aloneIn(f *face, s string, x, y float64, w, h int, part image.Rectangle) image.Rectangle {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	blank := image.NewRGBA(m.Rect)
	text(gg.NewContextForRGBA(m), f, th.Ink, s, x, y)
	return inkRect(m.SubImage(part).(*image.RGBA), blank.SubImage(part).(*image.RGBA))
}

// pixelBox is the box of the pixels that b covers at least in part.
func pixelBox(b box) image.Rectangle {
	return image.Rect(int(b.x0), int(b.y0), int(b.x1+0.999), int(b.y1+0.999))
}

// TestTileFacesFit draws tiles with every odd face, on boards of each style
// and on racks, and measures the ink actually drawn: the letters stay inside
// the tile's face, a pixel in from its edge, never touch the value or the
// height badge, and the picture's ink lies within the letters' and the
// value's (so what is measured is what is drawn).
func TestTileFacesFit(t *testing.T) {
	type setup struct {
		name   string
		st     Style // as drawTile gets it (racks draw Upwords tiles as Scrabble, value hidden)
		side   float64
		scale  float64
		height int
		hide   bool
	}
	var setups []setup
	for _, v := range []struct {
		name string
		st   Style
	}{{"scrabble", Scrabble}, {"scarabeo", Scarabeo}} {
		setups = append(setups, setup{v.name + " board", v.st, float64(th.BoardCell), 1, 0, false})
	}
	setups = append(setups,
		setup{"rack", Scrabble, float64(th.RackCell) - 8, th.RackScale, 0, false},
		setup{"upwords rack", Scrabble, float64(th.RackCell) - 8, th.RackScale, 0, true})
	for _, n := range []int{10, 20} {
		l := newBoardLayout(n, Upwords)
		for h := 1; h <= 5; h += 2 {
			setups = append(setups, setup{fmt.Sprintf("upwords %dx%d height %d", n, n, h), Upwords, l.cell, l.scale, h, false})
		}
	}
	var fs faces
	defer fs.release()
	for _, su := range setups {
		for _, s := range oddFaces {
			for _, v := range []int{0, 8, 10, 99} {
				if (su.hide || su.st == Upwords) && v != 0 {
					continue // no value shown
				}
				look := tileLook{letter: s, value: v, height: su.height, face: th.Tile, edge: th.TileEdge, ink: th.Ink, hideValue: su.hide}
				what := fmt.Sprintf("%s: %q value %d", su.name, s, v)
				n := int(su.side)
				draw := func(l tileLook) *image.RGBA {
					dc := gg.NewContext(n, n)
					dc.SetColor(th.Panel)
					dc.Clear()
					drawTile(dc, &fs, su.st, l, 0, 0, su.side, su.scale)
					return dc.Image().(*image.RGBA)
				}
				blind := look
				blind.ink = look.face // letters and value drawn in the face's colour: no ink
				drawn := inkRect(draw(look), draw(blind))

				p := layTile(&fs, su.st, look, 0, 0, su.side, su.scale)
				letters := alone(p.letter.f, s, p.letter.x, p.letter.y, n, n)
				if letters.Empty() {
					t.Errorf("%s: no letter drawn", what)
					continue
				}
				top := pixelBox(p.top).Inset(1)
				if !letters.In(top) {
					t.Errorf("%s: letters' ink %v outside the tile's face %v (a pixel in)", what, letters, top)
				}
				want := letters
				if p.value != "" {
					value := alone(p.vf, p.value, p.vx, p.vy, n, n)
					if letters.Overlaps(value) {
						t.Errorf("%s: letters' ink %v overlaps the value's %v", what, letters, value)
					}
					want = want.Union(value)
				}
				if p.badge != (box{}) {
					if b := pixelBox(p.badge); letters.Overlaps(b) {
						t.Errorf("%s: letters' ink %v overlaps the height badge %v", what, letters, b)
					}
				}
				if drawn.Empty() || !drawn.In(want) {
					t.Errorf("%s: the tile's ink is %v, not within the letters' and value's %v", what, drawn, want)
				}
			}
		}
	}
}

// TestCubeFacesFit does the same for Boggle and Ruzzle cubes: a face stays
// inside its cube, clear of the value and the bonus label, a face of two
// letters or more clear of the step badge's corner too, and a single
// letter's accent (what tells Ñ from N) too.
func TestCubeFacesFit(t *testing.T) {
	for _, size := range []int{4, 5, 6} {
		for _, ruzzle := range []bool{false, true} {
			n := size * size
			g := Grid{Size: size, Letters: make([]string, n)}
			for i := range g.Letters {
				g.Letters[i] = oddFaces[(i+size)%len(oddFaces)]
			}
			if ruzzle {
				g.Values = make([]int, n)
				g.Bonus = make([]byte, n)
				for i := range g.Values {
					g.Values[i] = []int{1, 8, 10, 12}[i%4]
					g.Bonus[i] = "dtDT."[i%5]
				}
			}
			blank := g
			blank.Letters = make([]string, n) // blank cubes: no letter, no value; labels the same
			img := mustImage(t)(GridImage(g)).(*image.RGBA)
			ref := mustImage(t)(GridImage(blank)).(*image.RGBA)

			var fs faces
			l := newGridLayout(g)
			cell := l.cell
			inset := math.Round(cell * th.CubeInset)
			side := cell - 2*inset
			faceH := side - math.Max(3, math.Round(cell*0.06))
			lf := fs.face(fontBold, cell*th.CubeLetter)
			qf := fs.face(fontBold, cell*th.CubeLetter*0.74)
			sf := fs.face(fontBold, cell*th.CubeSmall)
			W, H := img.Bounds().Dx(), img.Bounds().Dy()
			for i := 0; i < n; i++ {
				r, c := i/size, i%size
				x, y := l.origin+float64(c)*cell+inset, l.origin+float64(r)*cell+inset
				p := layCube(&fs, lf, qf, sf, g, i, x, y, cell, side, faceH)
				what := fmt.Sprintf("%dx%d ruzzle %v cube %d %q", size, size, ruzzle, i, p.text)
				letters := alone(p.letter.f, p.text, p.letter.x, p.letter.y, W, H)
				if in := pixelBox(p.face).Inset(1); !letters.In(in) {
					t.Errorf("%s: letters' ink %v outside the cube's face %v", what, letters, in)
				}
				want := letters
				if p.value != "" {
					value := alone(sf, p.value, p.vx, p.vy, W, H)
					// Qu is drawn as it always was (the golden pictures
					// pin it): the corner of its u's box may meet a
					// two-digit value's box
					if letters.Overlaps(value) && p.text != "Qu" {
						t.Errorf("%s: letters' ink %v overlaps the value's %v", what, letters, value)
					}
					want = want.Union(value)
				}
				if _, _, _, label := g.look(i); label != "" {
					lb := alone(sf, label, x+cell*0.07, y+cell*0.06+capHeight(sf)/2+sf.capH/2, W, H)
					if letters.Overlaps(lb) {
						t.Errorf("%s: letters' ink %v overlaps the label's %v", what, letters, lb)
					}
				}
				// a path's step badge takes one of the cube's corners
				// (badgeCorners): none covers a letter
				for k, b := range cornerBadges(x, y, side, faceH) {
					if k == bottomLeft && p.text == "Qu" {
						continue // badgeCorners never puts it there
					}
					if letters.Overlaps(pixelBox(b)) {
						t.Errorf("%s: letters' ink %v overlaps the step badge's corner %d %v", what, letters, k, pixelBox(b))
					}
				}
				cellBox := image.Rect(int(x-inset), int(y-inset), int(x-inset+cell), int(y-inset+cell))
				if drawn := inkRect(img.SubImage(cellBox).(*image.RGBA), ref.SubImage(cellBox).(*image.RGBA)); drawn.Empty() || !drawn.In(want) {
					t.Errorf("%s: the cube's ink is %v, not within the letters' and value's %v", what, drawn, want)
				}
			}
			fs.release()
		}
	}
}

// Each letter beyond Z is drawn as itself: not as the plain letter it
// resembles, and the same in either case.
func TestFacesAreTheirLetters(t *testing.T) {
	pictures := map[string]func(face string) (image.Image, error){
		"board": func(f string) (image.Image, error) {
			return BoardImage(Board{Size: 1, Style: Scrabble, Squares: []Square{{Letter: f, Value: 5}}})
		},
		"upwords": func(f string) (image.Image, error) {
			return BoardImage(Board{Size: 1, Style: Upwords, Squares: []Square{{Letter: f, Height: 2}}})
		},
		"ghost": func(f string) (image.Image, error) {
			return BoardImage(Board{Size: 1, Style: Scarabeo, Squares: make([]Square, 1), Ghost: []Tile{{Letter: f, Value: 5}}})
		},
		"rack": func(f string) (image.Image, error) {
			return RackImage(Rack{Style: Scrabble, Tiles: []RackTile{{Letter: f, Value: 5}}})
		},
		"cube": func(f string) (image.Image, error) {
			return GridImage(Grid{Size: 1, Letters: []string{f}, Values: []int{5}, Bonus: []byte(".")})
		},
	}
	pairs := [][2]string{{"CH", "C"}, {"LL", "L"}, {"RR", "R"}, {"Ñ", "N"}, {"Ä", "A"}, {"Ö", "O"}, {"Ü", "U"}, {"Ç", "C"}, {"CH", "HC"}}
	for name, draw := range pictures {
		hash := func(f string) string { return pixelHash(mustImage(t)(draw(f))) }
		empty := hash("")
		for _, p := range pairs {
			h := hash(p[0])
			if h == hash(p[1]) {
				t.Errorf("%s: %s is drawn as %s", name, p[0], p[1])
			}
			if h == empty {
				t.Errorf("%s: %s is not drawn", name, p[0])
			}
			if lower := strings.ToLower(p[0]); hash(lower) != h {
				t.Errorf("%s: %s and %s differ", name, lower, p[0])
			}
		}
	}
}

// TestUnknownFaces: faces no game has draw something sane and never panic:
// symbols and controls draw no tile (an empty square, a skipped ghost, a
// rack's "?"), other scripts' letters are drawn, a long face is cut.
func TestUnknownFaces(t *testing.T) {
	board := func(f string) string {
		return pixelHash(mustImage(t)(BoardImage(Board{Size: 2, Style: Scarabeo, Squares: []Square{{Letter: f, Value: 3}, {}, {}, {}},
			Ghost: []Tile{{Row: 1, Col: 1, Letter: f}}})))
	}
	empty := board("")
	for _, f := range []string{"€", "#", "12", "\x00\xff", " ", "\u0301", "\U0001F600"} {
		if board(f) != empty {
			t.Errorf("%q: drawn as a tile, want an empty square", f)
		}
	}
	for _, f := range []string{"Ж", "字", "Ω", "ABC"} {
		if board(f) == empty {
			t.Errorf("%q: not drawn", f)
		}
	}
	if board("ABCDEFGH") != board("ABCD") {
		t.Error("a face of 8 letters is not cut to 4")
	}
	jolly := pixelHash(mustImage(t)(RackImage(Rack{Tiles: []RackTile{{Jolly: true}}})))
	if got := pixelHash(mustImage(t)(RackImage(Rack{Tiles: []RackTile{{Letter: "€"}}}))); got != jolly {
		t.Error("a rack tile without a letter is not drawn as a jolly")
	}
}

// FuzzFace draws any face on a board, an Upwords board, a rack and a grid:
// never an error or a panic, and the board's letters stay on their tile.
func FuzzFace(f *testing.F) {
	for _, s := range append(oddFaces, "", "€", "\xff\xfe", "qu", "ch", "ǅ", "ﬃ", "ß", "İ", "ŉ", "Ǆ") {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if _, err := BoardImage(Board{Size: 1, Style: Scrabble, Squares: []Square{{Letter: s, Value: 10}}}); err != nil {
			t.Fatal(err)
		}
		if _, err := BoardImage(Board{Size: 1, Style: Upwords, Squares: []Square{{Letter: s, Height: 5}}, Ghost: []Tile{{Letter: s}}}); err != nil {
			t.Fatal(err)
		}
		if _, err := RackImage(Rack{Tiles: []RackTile{{Letter: s, Value: 10}}}); err != nil {
			t.Fatal(err)
		}
		if _, err := GridImage(Grid{Size: 1, Letters: []string{s}, Values: []int{10}, Bonus: []byte("T"), Path: []Cell{{0, 0}}}); err != nil {
			t.Fatal(err)
		}
		c := cleanFace(s)
		if c == "" || c == "?" {
			return
		}
		var fs faces
		defer fs.release()
		look := tileLook{letter: c, value: 10, face: th.Tile, edge: th.TileEdge, ink: th.Ink}
		p := layTile(&fs, Scrabble, look, 0, 0, float64(th.BoardCell), 1)
		n := th.BoardCell
		if letters := alone(p.letter.f, c, p.letter.x, p.letter.y, n, n); !letters.In(pixelBox(p.top)) {
			t.Errorf("%q: letters' ink %v outside the tile %v", s, letters, pixelBox(p.top))
		}
	})
}

// TestBoggleGridLanguages: a Boggle board's letters beyond Z are drawn as
// the round's language writes them.
func TestBoggleGridLanguages(t *testing.T) {
	letters := make([]byte, 16)
	copy(letters, []byte{26, 27, 28, 29, 'Q' - 'A'})
	b, err := boggle.NewBoard(4, letters)
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string][]string{
		"es": {"Ñ", "CH", "LL", "RR", "Qu"},
		"de": {"Ä", "Ö", "Ü", "?", "Qu"},
		"pt": {"Ç", "?", "?", "?", "Qu"},
		"en": {"?", "?", "?", "?", "Qu"},
		"":   {"?", "?", "?", "?", "Qu"},
	} {
		g := BoggleGrid(b, lang, true, nil)
		if got := g.Letters[:5]; !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", lang, got, want)
		}
		if g.Letters[5] != "A" {
			t.Errorf("%q: cell 5 is %q, want A", lang, g.Letters[5])
		}
	}
	es := mustImage(t)(GridImage(BoggleGrid(b, "es", true, nil)))
	de := mustImage(t)(GridImage(BoggleGrid(b, "de", true, nil)))
	if pixelHash(es) == pixelHash(de) {
		t.Error("the Spanish and German boards of the same letters look alike")
	}
}
