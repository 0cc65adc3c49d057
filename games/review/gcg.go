package review

import (
	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/gcg"
	"github.com/wordbot/wordbot/games/scarabeo"
)

// Record judges every play, exchange and pass of a game record with gen's
// rules and lexicon (the record's racks as written: a rack a record gives
// only in part is judged as given), leave the tile set's fitted values
// (nil: by score alone). A play whose word gen's lexicon lacks is judged
// at the score it was given (docs/cli.md, wordbot review).
func Record(rec *gcg.Record, gen *scarabeo.Generator, leave *computer.Leave) ([]Turn, error) {
	v := gen.Variant()
	ps, err := gcg.Positions(rec, v)
	if err != nil {
		return nil, err
	}
	turns := make([]Turn, 0, len(ps))
	for i, p := range ps {
		t := Turn{Number: i + 1, Player: p.Move.Nick, Rack: p.Rack, Withdrawn: p.Withdrawn}
		switch p.Move.Kind {
		case gcg.Play:
			t.Kind = Play
			t.Played = played(p, v)
			if mv, _, err := p.Board.EvaluateAny(gen.Lexicon(), p.Tiles); err == nil {
				// the main word whole, as the board reads it (the record
				// writes '.' for the letters already there)
				t.Played.Start, t.Played.Dir, t.Played.Word = mv.Start, mv.Dir, mv.Word
			}
		case gcg.Exchange:
			t.Kind = Exchange
			t.Given = given(p.Saved.Tiles, v)
		default:
			t.Kind = Pass
		}
		turns = append(turns, Judge(t, gen.Moves(p.Board, p.Rack), v.RackSize, leave))
	}
	return turns, nil
}

// played is a record's play as a Move: its position, word and tiles as
// the record gives them, the score the record gives.
func played(p gcg.Position, v *scarabeo.Variant) crossword.Move {
	start, dir, _ := crossword.ParseStart(p.Move.Pos, v.Size)
	return crossword.Move{Start: start, Dir: dir, Word: p.Saved.Word, Tiles: p.Tiles, Score: p.Move.Score}
}

// given reads the tiles of an exchange line in the saved form (nil when
// the record gives a count instead: the tiles are not known).
func given(s string, v *scarabeo.Variant) []byte {
	r, err := crossword.ParseRack(s, v.RackSize, v.Alphabet)
	if err != nil {
		return nil
	}
	return r.Tiles()
}
