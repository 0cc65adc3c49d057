package render

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// TestTurnBoardGhost: a hint drawn on a game's board is the move's own
// tiles (squares, letters, values), and the last move's squares are marked.
func TestTurnBoardGhost(t *testing.T) {
	lex, err := lexicon.Build([]string{"CASA", "CASE", "ASSE", "SE", "ES"})
	if err != nil {
		t.Fatal(err)
	}
	sg, err := scarabeo.NewGame(scarabeo.Scrabble(), lex, 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	ug, err := upwords.NewGame(upwords.Config{}, lex, 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []crossword.TurnGame{sg, ug} {
		m := &crossword.Move{Start: crossword.Pos{Row: 2, Col: 3}, Dir: crossword.Down, Word: "CaSA", Score: 7, Tiles: []crossword.Placed{
			{Pos: crossword.Pos{Row: 2, Col: 3}, Tile: crossword.Tile{Letter: 'C' - 'A'}},
			{Pos: crossword.Pos{Row: 3, Col: 3}, Tile: crossword.Tile{Letter: 0, Jolly: true}},
			{Pos: crossword.Pos{Row: 5, Col: 3}, Tile: crossword.Tile{Letter: 0}},
		}}
		rb := TurnBoard(g, m)
		if rb.Size != g.Size() || len(rb.Squares) != g.Size()*g.Size() {
			t.Fatalf("%T: board of size %d with %d squares", g, rb.Size, len(rb.Squares))
		}
		if len(rb.Ghost) != 3 {
			t.Fatalf("%T: ghost %+v, want the move's 3 tiles", g, rb.Ghost)
		}
		want := []Tile{{Row: 2, Col: 3, Letter: "C", Value: 3}, {Row: 3, Col: 3, Letter: "A", Jolly: true}, {Row: 5, Col: 3, Letter: "A", Value: 1}}
		if _, up := g.(*upwords.Game); up {
			want = []Tile{{Row: 2, Col: 3, Letter: "C"}, {Row: 3, Col: 3, Letter: "A"}, {Row: 5, Col: 3, Letter: "A"}}
		}
		for i, w := range want {
			if rb.Ghost[i] != w {
				t.Errorf("%T: ghost %d = %+v, want %+v", g, i, rb.Ghost[i], w)
			}
		}
		if rb := TurnBoard(g, nil); rb.Ghost != nil || rb.Last != nil {
			t.Errorf("%T: no hint: ghost %v last %v", g, rb.Ghost, rb.Last)
		}
		r := g.Rack(0)
		if rk := TurnRack(g, 0); len(rk.Tiles) != r.Size() || r.Size() == 0 {
			t.Errorf("%T: rack picture of %d tiles, rack %s", g, len(rk.Tiles), r.String())
		}
	}
}

// TestTurnSpanishScrabble: a Spanish Scrabble game (scarabeo.ScrabbleIn)
// drawn through TurnBoard and TurnRack: a hint with CH and a jolly ñ shows
// them with the Spanish values, and racks show the tiles' symbols.
func TestTurnSpanishScrabble(t *testing.T) {
	v, err := scarabeo.ScrabbleIn("es")
	if err != nil {
		t.Fatal(err)
	}
	lex, err := lexicon.Build([]string{"SI", "NO"})
	if err != nil {
		t.Fatal(err)
	}
	es, _ := lexicon.AlphabetOf("es")
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 10; seed++ {
		g, err := scarabeo.NewGame(v, lex, 2, rand.New(rand.NewPCG(seed, 3)))
		if err != nil {
			t.Fatal(err)
		}
		if seed == 1 {
			c := v.Centre
			m := &crossword.Move{Start: c, Dir: crossword.Across, Tiles: []crossword.Placed{
				{Pos: c, Tile: crossword.Tile{Letter: 27}},                                        // CH, 5 points
				{Pos: c.Step(crossword.Across, 1), Tile: crossword.Tile{Letter: 26, Jolly: true}}, // a jolly ñ
			}}
			rb := TurnBoard(g, m)
			want := []Tile{{Row: c.Row, Col: c.Col, Letter: "CH", Value: 5}, {Row: c.Row, Col: c.Col + 1, Letter: "Ñ", Jolly: true}}
			if !slices.Equal(rb.Ghost, want) {
				t.Errorf("hint %+v, want %+v", rb.Ghost, want)
			}
			if _, err := BoardImage(rb); err != nil {
				t.Error(err)
			}
		}
		rk := TurnRack(g, 0)
		r := g.Rack(0)
		tiles := r.Tiles()
		for i, l := range tiles {
			want := es.Symbol(l)
			if l == crossword.Jolly {
				want = ""
			}
			if rk.Tiles[i].Letter != want || rk.Tiles[i].Jolly != (l == crossword.Jolly) || !rk.Tiles[i].Jolly && rk.Tiles[i].Value != v.Values[l] {
				t.Errorf("seed %d rack tile %d %+v, want %q", seed, i, rk.Tiles[i], want)
			}
			seen[rk.Tiles[i].Letter] = true
		}
		if _, err := RackImage(rk); err != nil {
			t.Error(err)
		}
	}
	if !seen["Ñ"] && !seen["CH"] && !seen["LL"] && !seen["RR"] {
		t.Errorf("10 Spanish racks hold no tile beyond Z: %v", seen)
	}
}
