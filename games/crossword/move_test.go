package crossword

import (
	"encoding/json"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestMoveTyped: a move's main word written for /play (docs/rules.md): its
// letters in capitals, each jolly the move places marked by a '?' before
// it in lower case, a jolly already on the board not (it is no tile of the
// move); Spanish's CH a letter of its own; it reads back (ReadWord) to one
// letter a square, the move's jollies marked. A move whose tiles are not
// on its word is an error.
func TestMoveTyped(t *testing.T) {
	en, es := alphabet(t, "en"), alphabet(t, "es")
	p := func(r, c int) Pos { return Pos{Row: r, Col: c} }
	ch, _ := es.Fold("CH")
	for _, c := range []struct {
		name string
		m    Move
		a    *lexicon.Alphabet
		want string
	}{
		{"jollies", Move{Start: p(7, 7), Dir: Across, Word: "Cat", Tiles: []Placed{
			{p(7, 7), Tile{Letter: 2}}, {p(7, 8), Tile{Letter: 0, Jolly: true}}, {p(7, 9), Tile{Letter: 19, Jolly: true}}}}, en, "C?a?t"},
		{"a jolly on the board", Move{Start: p(7, 7), Dir: Across, Word: "CAt", Tiles: []Placed{
			{p(7, 7), Tile{Letter: 2}}, {p(7, 8), Tile{Letter: 0}}}}, en, "CAT"},
		{"no alphabet", Move{Start: p(7, 7), Dir: Across, Word: "CAT", Tiles: []Placed{{p(7, 9), Tile{Letter: 19}}}}, nil, "CAT"},
		{"down, a jolly CH", Move{Start: p(0, 3), Dir: Down, Word: "chICO", Tiles: []Placed{
			{p(0, 3), Tile{Letter: ch[0] - 'A', Jolly: true}}, {p(1, 3), Tile{Letter: 8}}}}, es, "?chICO"},
	} {
		got, err := c.m.Typed(c.a)
		if err != nil || got != c.want {
			t.Errorf("%s: %q %v, want %q", c.name, got, err, c.want)
			continue
		}
		a := c.a
		if a == nil {
			a = en
		}
		ls, err := ReadWord(got, a)
		if err != nil {
			t.Fatalf("%s: %q reads back: %v", c.name, got, err)
		}
		for _, tl := range c.m.Tiles {
			k := tl.Pos.Row - c.m.Start.Row + tl.Pos.Col - c.m.Start.Col
			if l := ls[k]; l.Letter != tl.Tile.Letter || l.Marked != tl.Tile.Jolly {
				t.Errorf("%s: %q reads back %+v on %v, the move's tile %+v", c.name, got, l, tl.Pos, tl.Tile)
			}
		}
	}
	off := Move{Start: p(7, 7), Dir: Across, Word: "CAT", Tiles: []Placed{{p(8, 7), Tile{Letter: 2}}}}
	if got, err := off.Typed(en); err == nil {
		t.Errorf("a tile off the word: %q", got)
	}
	past := Move{Start: p(7, 7), Dir: Across, Word: "CAT", Tiles: []Placed{{p(7, 10), Tile{Letter: 2}}}}
	if got, err := past.Typed(en); err == nil {
		t.Errorf("a tile past the word: %q", got)
	}
}

// TestMoveSavedAsBefore: a Move is saved (a review's moves kept with a
// game) in the form it had before Words: Words is not written.
func TestMoveSavedAsBefore(t *testing.T) {
	m := Move{Start: Pos{Row: 7, Col: 7}, Dir: Down, Word: "Cat", Tiles: []Placed{{Pos{Row: 7, Col: 7}, Tile{Letter: 2}}}, Score: 5, Words: []string{"CAT", "AT"}}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"Start":{"Row":7,"Col":7},"Dir":1,"Word":"Cat","Tiles":[{"Pos":{"Row":7,"Col":7},"Tile":{"Letter":2,"Jolly":false}}],"Score":5}`
	if string(data) != want {
		t.Errorf("saved %s, want %s", data, want)
	}
}
