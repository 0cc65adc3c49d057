package gcg

import (
	"fmt"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
)

// Position is the game just before one of a record's move lines: the board
// the lines before it left, the player's rack as the line gives it, and,
// for a play, the tiles it puts down (docs/records.md; wordbot review reads
// these, docs/cli.md).
type Position struct {
	// Move is the line as written; Saved is it with its word, rack and
	// tiles in the saved form ('A'+letter, 'a'+letter a blank, '?' a blank
	// on a rack), the same for a language of letters A-Z.
	Move, Saved Move
	Board       *scarabeo.Board    // before the move; the position's own copy
	Rack        crossword.Rack     // the rack the line gives (may be partial or empty)
	Tiles       []crossword.Placed // Play: the tiles put down
	// Withdrawn: a play the next line of the same player takes back
	// ('--', a phony challenged off): it scored nothing.
	Withdrawn bool
}

// Positions walks rec on an empty board of v and returns the position
// before each play, exchange and pass (lines that only adjust a score, such
// as end-of-game rack points, a challenge bonus or a time penalty, are not
// moves and have none). A line whose play cannot be put on the board is an
// error naming it: Replay says more about such records.
func Positions(rec *Record, v *scarabeo.Variant) ([]Position, error) {
	board := scarabeo.NewBoard(v)
	beyond := v.Alphabet>>26 != 0
	var out []Position
	type laid struct {
		at    int // index in out
		tiles []crossword.Placed
	}
	var plays []laid
	for _, m := range rec.Moves {
		w := m
		if beyond {
			var err error
			if w, err = savedMove(m, v.Letters()); err != nil {
				return nil, fmt.Errorf("line %d: %v", m.Line, err)
			}
		}
		switch m.Kind {
		case Play, Exchange, Pass:
		case Withdrawn:
			k := len(plays) - 1
			if k < 0 || out[plays[k].at].Move.Nick != m.Nick {
				return nil, fmt.Errorf("line %d: -- takes back a play, but the last play is not %s's", m.Line, m.Nick)
			}
			out[plays[k].at].Withdrawn = true
			plays = plays[:k]
			board = scarabeo.NewBoard(v)
			for _, pl := range plays {
				for _, t := range pl.tiles {
					board.Set(t.Pos, t.Tile)
				}
			}
			continue
		default:
			continue
		}
		rack, err := crossword.ParseRack(w.Rack, v.RackSize, v.Alphabet)
		if err != nil {
			return nil, fmt.Errorf("line %d: rack %s: %v", m.Line, m.Rack, refusalText(err))
		}
		p := Position{Move: m, Saved: w, Board: board.Clone(), Rack: rack}
		if m.Kind == Play {
			tiles, err := placement(board, v, w)
			if err != nil {
				return nil, fmt.Errorf("line %d: %s %s: %v", m.Line, m.Pos, m.Word, err)
			}
			p.Tiles = tiles
			for _, t := range tiles {
				board.Set(t.Pos, t.Tile)
			}
			plays = append(plays, laid{len(out), tiles})
		}
		out = append(out, p)
	}
	return out, nil
}
