package render

import (
	"image"
	"image/color"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

func TestBoggleGrid(t *testing.T) {
	b, err := boggle.ParseBoard("QUIT ABCD EFGH IJKL", 4)
	if err != nil {
		t.Fatal(err)
	}
	path := boggle.Path{{Row: 0, Col: 0}, {Row: 0, Col: 1}}
	g := BoggleGrid(b, "", true, path)
	if g.Size != 4 || len(g.Letters) != 16 || g.Letters[0] != "Qu" || g.Letters[1] != "U" || g.Letters[15] != "L" {
		t.Errorf("letters %v", g.Letters)
	}
	if len(g.Path) != 2 || g.Path[1] != (Cell{0, 1}) || g.Values != nil || g.Bonus != nil {
		t.Errorf("grid %+v", g)
	}
	if g := BoggleGrid(b, "", false, nil); g.Letters[0] != "Q" || g.Path != nil {
		t.Errorf("without qu: %v", g.Letters[0])
	}
	if _, err := GridImage(g); err != nil {
		t.Error(err)
	}
}

func TestRuzzleGrid(t *testing.T) {
	b, err := ruzzle.New(2, "QAZE", "dT.D")
	if err != nil {
		t.Fatal(err)
	}
	g := RuzzleGrid(b, "", ruzzle.Path{{Row: 1, Col: 1}})
	want := []int{10, 1, 8, 1}
	for i, v := range want {
		if g.Values[i] != v {
			t.Errorf("value %d = %d, want %d", i, g.Values[i], v)
		}
	}
	if string(g.Bonus) != "dT.D" || strings.Join(g.Letters, "") != "QAZE" || g.Path[0] != (Cell{1, 1}) {
		t.Errorf("grid %+v", g)
	}
	b.Scoring.Values = ruzzle.ValuesEN
	if g := RuzzleGrid(b, "", nil); g.Values[0] != 10 || g.Values[2] != 10 || g.Values[1] != 1 {
		t.Errorf("English values %v", g.Values)
	}
}

func TestCrosswordBoard(t *testing.T) {
	for _, tt := range []struct {
		v          *scarabeo.Variant
		style      Style
		jollyValue int
	}{{scarabeo.Scarabeo(), Scarabeo, 1}, {scarabeo.Scrabble(), Scrabble, 0}} {
		b := scarabeo.NewBoard(tt.v)
		c := tt.v.Centre
		b.Set(c, crossword.Tile{Letter: 'C' - 'A'})
		b.Set(c.Step(crossword.Across, 1), crossword.Tile{Letter: 0, Jolly: true})
		ghost := []scarabeo.Placed{{Pos: c.Step(crossword.Down, 1), Tile: crossword.Tile{Letter: 'Q' - 'A'}}}
		rb := CrosswordBoard(b, []crossword.Pos{c}, ghost)
		n := rb.Size
		if rb.Style != tt.style || n != tt.v.Size || len(rb.Squares) != n*n {
			t.Fatalf("%s: style %v size %d", tt.v.Name, rb.Style, n)
		}
		at := func(p crossword.Pos) Square { return rb.Squares[p.Row*n+p.Col] }
		if s := at(c); s.Letter != "C" || s.Premium != Centre || s.Jolly {
			t.Errorf("%s centre %+v", tt.v.Name, s)
		}
		if s := at(c.Step(crossword.Across, 1)); s.Letter != "A" || !s.Jolly || s.Value != tt.jollyValue {
			t.Errorf("%s jolly %+v", tt.v.Name, s)
		}
		if at(crossword.Pos{}).Premium != TW {
			t.Errorf("%s corner premium %v", tt.v.Name, at(crossword.Pos{}).Premium)
		}
		if len(rb.Last) != 1 || len(rb.Ghost) != 1 || rb.Ghost[0].Letter != "Q" || rb.Ghost[0].Value != 10 {
			t.Errorf("%s last %v ghost %v", tt.v.Name, rb.Last, rb.Ghost)
		}
		if _, err := BoardImage(rb); err != nil {
			t.Error(err)
		}
	}
	// Scarabeo's 2L square at (0,4), Scrabble's DL at (0,3), 3L/TL, 2P/DW.
	sc := CrosswordBoard(scarabeo.NewBoard(scarabeo.Scarabeo()), nil, nil)
	if sc.Squares[4].Premium != DL || sc.Squares[17+6].Premium != TL || sc.Squares[17+1].Premium != DW {
		t.Errorf("Scarabeo premiums %v %v %v", sc.Squares[4].Premium, sc.Squares[17+6].Premium, sc.Squares[17+1].Premium)
	}
	en := CrosswordBoard(scarabeo.NewBoard(scarabeo.Scrabble()), nil, nil)
	if en.Squares[3].Premium != DL || en.Squares[15+5].Premium != TL || en.Squares[15+1].Premium != DW {
		t.Errorf("Scrabble premiums %v %v %v", en.Squares[3].Premium, en.Squares[15+5].Premium, en.Squares[15+1].Premium)
	}
	var r crossword.Rack
	r.Add([]byte{'Q' - 'A', crossword.Jolly})
	rk := CrosswordRack(scarabeo.Scarabeo(), r)
	if len(rk.Tiles) != 2 || rk.Tiles[0].Letter != "Q" || rk.Tiles[0].Value != 10 || !rk.Tiles[1].Jolly {
		t.Errorf("rack %+v", rk)
	}
}

func TestUpwordsBoard(t *testing.T) {
	text := strings.Repeat("..........\n", 4) + "...CASA...\n" + strings.Repeat("..........\n", 5) +
		strings.Repeat("0000000000\n", 4) + "0001211000\n" + strings.Repeat("0000000000\n", 5)
	b, err := upwords.ParseBoard(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	rb := UpwordsBoard(b, "", []crossword.Pos{{Row: 4, Col: 5}}, []crossword.Placed{{Pos: crossword.Pos{Row: 4, Col: 6}, Tile: crossword.Tile{Letter: 'R' - 'A'}}})
	s := rb.Squares[4*10+4]
	if rb.Style != Upwords || s.Letter != "A" || s.Height != 2 || s.Premium != Centre || rb.Squares[0].Premium != None {
		t.Errorf("square %+v", s)
	}
	if s := rb.Squares[4*10+3]; s.Letter != "C" || s.Height != 1 || s.Premium != None {
		t.Errorf("square %+v", s)
	}
	if len(rb.Ghost) != 1 || rb.Ghost[0].Letter != "R" || len(rb.Last) != 1 {
		t.Errorf("ghost %v last %v", rb.Ghost, rb.Last)
	}
	var r crossword.Rack
	r.Add([]byte{0, 4})
	if rk := UpwordsRack(r, ""); rk.Style != Upwords || len(rk.Tiles) != 2 || rk.Tiles[1].Letter != "E" {
		t.Errorf("rack %+v", rk)
	}
}

// A jolly in a proposed move is drawn with the jollies' letter colour on the
// ghost tile, so a hint shows which of its letters a jolly plays.
func TestGhostJolly(t *testing.T) {
	b := scarabeo.NewBoard(scarabeo.Scarabeo())
	draw := func(jolly bool) *image.RGBA {
		g := []scarabeo.Placed{{Pos: crossword.Pos{Row: 8, Col: 8}, Tile: crossword.Tile{Letter: 'A' - 'A', Jolly: jolly}}}
		img, err := BoardImage(CrosswordBoard(b, nil, g))
		if err != nil {
			t.Fatal(err)
		}
		return img.(*image.RGBA)
	}
	count := func(m *image.RGBA, c color.RGBA) int {
		n := 0
		for i := 0; i+3 < len(m.Pix); i += 4 {
			if m.Pix[i] == c.R && m.Pix[i+1] == c.G && m.Pix[i+2] == c.B {
				n++
			}
		}
		return n
	}
	plain, jolly := draw(false), draw(true)
	if count(jolly, th.JollyInk) <= count(plain, th.JollyInk) || count(jolly, th.GhostInk) >= count(plain, th.GhostInk) {
		t.Errorf("a ghost jolly is not drawn in the jolly ink: jolly ink %d vs %d, ghost ink %d vs %d",
			count(jolly, th.JollyInk), count(plain, th.JollyInk), count(jolly, th.GhostInk), count(plain, th.GhostInk))
	}
}

// TestGamesBeyondZ: the engines' letters beyond Z reach the pictures as
// their language writes them, through games.go: a Spanish Scrabble board
// (a variant with Spanish tiles, built by hand until ScrabbleIn plays
// them), its rack, and a Spanish Ruzzle board with its values.
func TestGamesBeyondZ(t *testing.T) {
	const (
		enye = 26 // the Spanish letters beyond Z (lexicon.AlphabetOf("es"))
		ch   = 27
		ll   = 28
		rr   = 29
	)
	v := scarabeo.Scrabble()
	v.TileLang = "es"
	v.Values[enye], v.Values[ch], v.Values[ll], v.Values[rr] = 8, 5, 8, 8
	v.Alphabet |= 1<<enye | 1<<ch | 1<<ll | 1<<rr
	b := scarabeo.NewBoard(v)
	c := v.Centre
	if !b.Set(c, crossword.Tile{Letter: ch}) || !b.Set(c.Step(crossword.Across, 1), crossword.Tile{Letter: 'A' - 'A'}) ||
		!b.Set(c.Step(crossword.Across, 2), crossword.Tile{Letter: enye, Jolly: true}) {
		t.Fatal("the board refuses the Spanish tiles")
	}
	ghost := []scarabeo.Placed{{Pos: c.Step(crossword.Down, 1), Tile: crossword.Tile{Letter: rr}}}
	rb := CrosswordBoard(b, []crossword.Pos{c}, ghost)
	at := func(p crossword.Pos) Square { return rb.Squares[p.Row*rb.Size+p.Col] }
	if s := at(c); s.Letter != "CH" || s.Value != 5 || s.Jolly {
		t.Errorf("CH square %+v", s)
	}
	if s := at(c.Step(crossword.Across, 2)); s.Letter != "Ñ" || s.Value != 0 || !s.Jolly {
		t.Errorf("jolly ñ square %+v", s)
	}
	if len(rb.Ghost) != 1 || rb.Ghost[0].Letter != "RR" || rb.Ghost[0].Value != 8 {
		t.Errorf("ghost %+v", rb.Ghost)
	}
	// the picture is the one of the same faces given by hand
	hand := Board{Size: rb.Size, Style: Scrabble, Squares: make([]Square, len(rb.Squares)), Last: []Cell{{c.Row, c.Col}},
		Ghost: []Tile{{Row: c.Row + 1, Col: c.Col, Letter: "rr", Value: 8}}}
	for i, s := range rb.Squares {
		hand.Squares[i].Premium = s.Premium
	}
	hand.Squares[c.Row*rb.Size+c.Col] = Square{Letter: "ch", Value: 5}
	hand.Squares[c.Row*rb.Size+c.Col+1] = Square{Letter: "a", Value: 1}
	hand.Squares[c.Row*rb.Size+c.Col+2] = Square{Letter: "ñ", Jolly: true}
	if pixelHash(mustImage(t)(BoardImage(rb))) != pixelHash(mustImage(t)(BoardImage(hand))) {
		t.Error("the Spanish game's board differs from the same faces given by hand")
	}

	var r crossword.Rack
	r.Add([]byte{ch, enye, ll, crossword.Jolly})
	rk := CrosswordRack(v, r)
	var faces []string
	for _, t := range rk.Tiles {
		faces = append(faces, t.Letter)
	}
	if !slices.Equal(faces, []string{"Ñ", "CH", "LL", ""}) || !rk.Tiles[3].Jolly || rk.Tiles[1].Value != 5 {
		t.Errorf("rack %+v", rk.Tiles)
	}
	if _, err := RackImage(rk); err != nil {
		t.Error(err)
	}

	rz, err := ruzzle.New(2, "[\\]^", "d..T")
	if err != nil {
		t.Fatal(err)
	}
	rz.Scoring.Values = ruzzle.ValuesES
	for lang, want := range map[string][]string{"es": {"Ñ", "CH", "LL", "RR"}, "": {"Ñ", "CH", "LL", "RR"}, "de": {"Ä", "Ö", "Ü", "?"}} {
		g := RuzzleGrid(rz, lang, ruzzle.Path{{Row: 0, Col: 1}})
		if !slices.Equal(g.Letters, want) || !slices.Equal(g.Values, []int{8, 5, 8, 8}) {
			t.Errorf("ruzzle %q: letters %q values %v", lang, g.Letters, g.Values)
		}
		if _, err := GridImage(g); err != nil {
			t.Error(err)
		}
	}
}

// TestUpwordsBeyondZ: a Spanish Upwords board (CH, Ñ on stacks) and a
// Spanish game's rack reach the pictures as the language writes them.
func TestUpwordsBeyondZ(t *testing.T) {
	text := ". . . . . .\n. CH I C O .\n. . ñ . . .\n" + strings.Repeat(". . . . . .\n", 3) +
		"000000\n031110\n002000\n000000\n000000\n000000\n"
	b, err := upwords.ParseBoardIn(strings.NewReader(text), "es")
	if err != nil {
		t.Fatal(err)
	}
	rb := UpwordsBoard(b, "es", []crossword.Pos{{Row: 1, Col: 1}}, []crossword.Placed{{Pos: crossword.Pos{Row: 3, Col: 2}, Tile: crossword.Tile{Letter: 28}}})
	n := rb.Size
	if s := rb.Squares[1*n+1]; s.Letter != "CH" || s.Height != 3 {
		t.Errorf("CH square %+v", s)
	}
	if s := rb.Squares[2*n+2]; s.Letter != "Ñ" || s.Height != 2 {
		t.Errorf("Ñ square %+v", s)
	}
	if len(rb.Ghost) != 1 || rb.Ghost[0].Letter != "LL" {
		t.Errorf("ghost %+v", rb.Ghost)
	}
	hand := Board{Size: n, Style: Upwords, Squares: make([]Square, n*n), Last: []Cell{{1, 1}}, Ghost: []Tile{{Row: 3, Col: 2, Letter: "LL"}}}
	for i, s := range rb.Squares {
		hand.Squares[i].Premium = s.Premium
	}
	for k, f := range []string{"CH", "I", "C", "O"} {
		hand.Squares[n+1+k] = Square{Letter: f, Height: 1}
	}
	hand.Squares[n+1].Height = 3
	hand.Squares[2*n+2] = Square{Letter: "ñ", Height: 2}
	if pixelHash(mustImage(t)(BoardImage(rb))) != pixelHash(mustImage(t)(BoardImage(hand))) {
		t.Error("the Spanish Upwords board differs from the same faces given by hand")
	}

	lex, err := lexicon.Build([]string{"SI", "NO", "ES"})
	if err != nil {
		t.Fatal(err)
	}
	es, _ := lexicon.AlphabetOf("es")
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := upwords.NewGame(upwords.Config{Tiles: "es"}, lex, 2, rand.New(rand.NewPCG(seed, 2)))
		if err != nil {
			t.Fatal(err)
		}
		r := g.Rack(0)
		rk := TurnRack(g, 0)
		tiles := r.Tiles()
		if len(rk.Tiles) != len(tiles) {
			t.Fatalf("rack picture of %d tiles, rack of %d", len(rk.Tiles), len(tiles))
		}
		for i, l := range tiles {
			if rk.Tiles[i].Letter != es.Symbol(l) {
				t.Errorf("rack tile %d: %q, want %q", i, rk.Tiles[i].Letter, es.Symbol(l))
			}
			seen[rk.Tiles[i].Letter] = true
		}
	}
	if !seen["Ñ"] && !seen["CH"] && !seen["LL"] && !seen["RR"] {
		t.Errorf("20 Spanish racks hold no letter beyond Z: %v", seen)
	}
}

// An Upwords game of Hasbro's set shows its Qu tile as QU on the rack and
// the board, never '?' or '['.
func TestUpwordsHasbroFaces(t *testing.T) {
	lex, err := lexicon.Build([]string{"QUA", "QUIT"})
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 200; seed++ {
		g, err := upwords.NewGame(upwords.Config{Tiles: upwords.Hasbro}, lex, 2, rand.New(rand.NewPCG(seed, 2)))
		if err != nil {
			t.Fatal(err)
		}
		r := g.Rack(0)
		if r[26] == 0 {
			continue
		}
		found := false
		for _, tile := range TurnRack(g, 0).Tiles {
			found = found || tile.Letter == "QU"
			if tile.Letter == "?" || tile.Letter == "[" {
				t.Errorf("seed %d: a rack tile shows %q", seed, tile.Letter)
			}
		}
		if !found {
			t.Errorf("seed %d: the rack holds the Qu tile, the picture shows no QU", seed)
		}
		ghost := &crossword.Move{Tiles: []crossword.Placed{{Pos: crossword.Pos{Row: 4, Col: 4}, Tile: crossword.Tile{Letter: 26}}}}
		if bd := TurnBoard(g, ghost); len(bd.Ghost) != 1 || bd.Ghost[0].Letter != "QU" {
			t.Errorf("the board's ghost Qu tile: %+v", bd.Ghost)
		}
		return
	}
	t.Error("no rack held the Qu tile in 200 seeds")
}
