package upwords

import (
	"slices"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// placed is a tile of letter c on row r, column col (0-based), in the
// crossword games' form; jolly makes it a jolly.
func placed(r, col int, c byte, jolly bool) crossword.Placed {
	return crossword.Placed{Pos: crossword.Pos{Row: r, Col: col}, Tile: crossword.Tile{Letter: c - 'A', Jolly: jolly}}
}

// TestPlayMoveStack: tiles placed on squares (crossword.TurnGame's
// PlayMove, the Activity's placement) go onto stacks as Play's do. After
// CASA on 5D, an R on its S (a stack of 2) and an E under it: RE down (R 2
// high, E 1: 3 points) and the cross word CARA (1+1+2+1: 5), 8 points;
// Words names both, Word and Pos are /play's (RE at F5).
func TestPlayMoveStack(t *testing.T) {
	g := newTestGame(t, Config{}, dict(t, "CASA", "CARA", "RE"), "CASAEOR", "REETTOO")
	mustPlay(t, g, "CASA", "5D", 8)
	m, err := g.PlayMove(1, []crossword.Placed{placed(5, 5, 'E', false), placed(4, 5, 'R', false)})
	if err != nil {
		t.Fatal(err)
	}
	if m.Score != 8 || m.Word != "RE" || m.Pos() != "F5" || !slices.Equal(m.Words, []string{"RE", "CARA"}) {
		t.Errorf("RE: score %d word %s at %s, words %v; want 8, RE at F5, words [RE CARA]", m.Score, m.Word, m.Pos(), m.Words)
	}
	if s := g.Board().Stack(gridPos(4, 5)); s != "SR" || g.Scores()[1] != 8 {
		t.Errorf("5F's stack %q, score %d", s, g.Scores()[1])
	}
	if typed, err := m.Typed(g.Look().Letters); err != nil || typed != "RE" {
		t.Errorf("typed: %q %v", typed, err)
	}
}

// TestPlayMoveRefusals: PlayMove refuses with the engine's codes, the game
// unchanged: tiles off one line, with an empty square between them, off
// the board, two on a square, a letter the rack lacks, a jolly (Upwords
// has none), a player not on turn, a letter on the same letter.
func TestPlayMoveRefusals(t *testing.T) {
	g := newTestGame(t, Config{}, dict(t, "CASA", "CARA", "RE"), "CASAEOR", "REETTOA")
	play := func(p int, ts ...crossword.Placed) func() error {
		return func() error { _, err := g.PlayMove(p, ts); return err }
	}
	refused(t, g, crossword.CodeNotInLine, "the tiles must all be in one row or in one column", play(0, placed(4, 4, 'C', false), placed(5, 5, 'A', false)))
	refused(t, g, crossword.CodeGap, "the tiles must make one unbroken word: square 5F is empty", play(0, placed(4, 4, 'C', false), placed(4, 6, 'A', false)))
	refused(t, g, crossword.CodeTileOffBoard, "a tile at row 11, column 5 would be off the 10x10 board", play(0, placed(4, 4, 'C', false), placed(10, 4, 'A', false)))
	refused(t, g, crossword.CodeSameSquare, "you can put only one tile on each square in a move (two on 5E)", play(0, placed(4, 4, 'C', false), placed(4, 4, 'A', false)))
	refused(t, g, crossword.CodeMissingLetters, "you do not have the letters for that: missing T", play(0, placed(4, 4, 'C', false), placed(4, 5, 'T', false)))
	refused(t, g, CodeNotLetterTile, "'?' is not a tile: Upwords has only letters", play(0, placed(4, 4, 'C', false), placed(4, 5, 'A', true)))
	refused(t, g, crossword.CodeNotYourTurn, "it is not your turn", play(1, placed(4, 4, 'R', false), placed(4, 5, 'E', false)))
	mustPlay(t, g, "CASA", "5D", 8)
	refused(t, g, CodeSameLetter, "you cannot put an A on an A (5E)", play(1, placed(4, 4, 'A', false)))
}
