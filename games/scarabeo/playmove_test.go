package scarabeo

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
)

// tile is a tile of letter c on row r, column col (0-based); a lower-case
// c is a jolly standing for it.
func tile(r, col int, c byte) Placed {
	if c >= 'a' && c <= 'z' {
		return Placed{Pos: sq(r, col), Tile: crossword.Tile{Letter: c - 'a', Jolly: true}}
	}
	return Placed{Pos: sq(r, col), Tile: crossword.Tile{Letter: c - 'A'}}
}

// TestPlayMoveCrossWords: tiles placed on squares (crossword.TurnGame's
// PlayMove, the Activity's placement) are judged and scored by the engine,
// which gives the words the move makes. English Scrabble: CAT on 8H (C 3,
// A 1, T 1 on the centre's double word: 10), then T on 9I (a double
// letter) and O on 9J under the A and T: TO (2+1) and the cross words AT
// (1+2) and TO (1+1) down, 8 points; Word and Pos are /play's.
func TestPlayMoveCrossWords(t *testing.T) {
	g, err := NewGame(Scrabble(), mustLex(t, "CAT", "AT", "TO"), 2, rand.New(rand.NewPCG(7, 11)))
	if err != nil {
		t.Fatal(err)
	}
	g.racks[0] = rackOf(t, g.v, "CATEEEE")
	g.racks[1] = rackOf(t, g.v, "TOEEEEE")
	m, err := g.PlayMove(0, []Placed{tile(7, 9, 'T'), tile(7, 7, 'C'), tile(7, 8, 'A')})
	if err != nil || m.Score != 10 || m.Word != "CAT" || m.Pos() != "8H" || !slices.Equal(m.Words, []string{"CAT"}) {
		t.Fatalf("CAT: %+v %v", m, err)
	}
	m, err = g.PlayMove(1, []Placed{tile(8, 9, 'O'), tile(8, 8, 'T')})
	if err != nil {
		t.Fatal(err)
	}
	if m.Score != 8 || m.Word != "TO" || m.Pos() != "9I" || !slices.Equal(m.Words, []string{"TO", "AT", "TO"}) {
		t.Errorf("TO: score %d word %s at %s, words %v; want 8, TO at 9I, words [TO AT TO]", m.Score, m.Word, m.Pos(), m.Words)
	}
	if got := g.Scores(); got[0] != 10 || got[1] != 8 || g.Turn() != 0 {
		t.Errorf("after TO: scores %v, turn %d", got, g.Turn())
	}
}

// TestPlayMoveJolly: a jolly placed as S in Scarabeo is played as the
// jolly, scoring its letter (CASA 4 points, without the 10 of a move with
// no jolly), the move's word showing it in lower case and its /play form
// marking it (CA?sA, crossword.Move.Typed); the rack's jolly is used.
func TestPlayMoveJolly(t *testing.T) {
	g := newTestGame(t, 2, exampleWords...)
	g.racks[0] = rackOf(t, g.v, "CAA?LLLL")
	m, err := g.PlayMove(0, []Placed{tile(8, 5, 'C'), tile(8, 6, 'A'), tile(8, 7, 's'), tile(8, 8, 'A')})
	if err != nil {
		t.Fatal(err)
	}
	if m.Score != 4 || m.Word != "CAsA" || m.Pos() != "9F" || !slices.Equal(m.Words, []string{"CASA"}) || m.Jollies() != 1 {
		t.Errorf("CAsA: %+v", m)
	}
	if typed, err := m.Typed(g.v.Letters()); err != nil || typed != "CA?sA" {
		t.Errorf("typed: %q %v", typed, err)
	}
	if b, _ := g.board.At(sq(8, 7)); !b.Jolly || b.Letter != 'S'-'A' || g.Scores()[0] != 4 {
		t.Errorf("9H holds %+v, score %d", b, g.Scores()[0])
	}
}

// TestPlayMoveRefusals: PlayMove refuses with the engine's codes, the game
// unchanged: tiles off one line, with an empty square between them, off
// the board, two on a square, a letter or a jolly the rack lacks, a letter
// the game has no tile of, a player not on turn.
func TestPlayMoveRefusals(t *testing.T) {
	g := newTestGame(t, 2, exampleWords...)
	g.racks[0] = rackOf(t, g.v, "CASALIMO")
	for _, c := range []struct {
		name   string
		player int
		tiles  []Placed
		code   refusal.Code
		err    string
	}{
		{"off one line", 0, []Placed{tile(8, 8, 'C'), tile(9, 9, 'A')}, crossword.CodeNotInLine, "the tiles must all be in one row or in one column"},
		{"a gap", 0, []Placed{tile(8, 8, 'C'), tile(8, 10, 'A')}, crossword.CodeGap, "the tiles must make one unbroken word: square 9J is empty"},
		{"off the board", 0, []Placed{tile(8, 8, 'C'), tile(17, 8, 'A')}, crossword.CodeTileOffBoard, "a tile at row 18, column 9 would be off the 17x17 board"},
		{"off the board, negative", 0, []Placed{tile(8, -1, 'C')}, crossword.CodeTileOffBoard, "a tile at row 9, column 0 would be off the 17x17 board"},
		{"a square twice", 0, []Placed{tile(8, 8, 'C'), tile(8, 8, 'A')}, crossword.CodeSameSquare, "you can put only one tile on each square in a move (two on 9I)"},
		{"not on the rack", 0, []Placed{tile(8, 8, 'C'), tile(8, 9, 'E')}, crossword.CodeMissingLetters, "you do not have the letters for that: missing E"},
		{"no jolly", 0, []Placed{tile(8, 8, 'C'), tile(8, 9, 'a')}, crossword.CodeMissingLetters, "you do not have the letters for that: missing a blank"},
		{"no such letter", 0, []Placed{tile(8, 8, 'C'), tile(8, 9, 'X')}, CodeNoLetter, "there is no X in Scarabeo"},
		{"not on turn", 1, []Placed{tile(8, 8, 'C'), tile(8, 9, 'A')}, crossword.CodeNotYourTurn, "it is not your turn"},
	} {
		before := save(t, g)
		_, err := g.PlayMove(c.player, c.tiles)
		var r *refusal.Refusal
		if !errors.As(err, &r) || r.Code != c.code || r.Error() != c.err {
			t.Errorf("%s: %v, want %s %q", c.name, err, c.code, c.err)
		}
		if !bytes.Equal(before, save(t, g)) {
			t.Errorf("%s: the game changed", c.name)
		}
	}
}
