package gcg

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// Finding is one line of a replay's verdict.
type Finding struct {
	Line int
	Text string
}

func (f Finding) String() string { return fmt.Sprintf("line %d: %s", f.Line, f.Text) }

// Report is what Replay found.
type Report struct {
	Moves      int       // move lines replayed
	Mismatches []Finding // where the record and our engine disagree
	Unknown    []Finding // words the lexicon lacks (not mismatches)
	Totals     map[string]int
}

type applied struct {
	nick  string
	tiles []crossword.Placed
	score int
}

// Replay plays rec move by move on an empty board of v, scoring every play
// with our engine, and reports where the record disagrees: a position or
// word that cannot be on the board, a score, a running total, tiles not on
// the rack, rack points that are not the tiles' value (docs/records.md).
// Words lex lacks are listed apart: the record may come from another
// lexicon. v is not changed.
func Replay(rec *Record, v *scarabeo.Variant, lex *lexicon.DAWG) *Report {
	rep := &Report{Totals: map[string]int{}}
	known := map[string]bool{}
	for _, p := range rec.Players {
		known[p.Nick] = true
	}
	board := scarabeo.NewBoard(v)
	var plays []applied
	bad := func(line int, format string, a ...any) {
		rep.Mismatches = append(rep.Mismatches, Finding{line, fmt.Sprintf(format, a...)})
	}
	rebuild := func() {
		board = scarabeo.NewBoard(v)
		for _, a := range plays {
			for _, t := range a.tiles {
				board.Set(t.Pos, t.Tile)
			}
		}
	}
	beyond := v.Alphabet>>26 != 0
	for _, m := range rec.Moves {
		rep.Moves++
		// w is the move the checks read; the findings quote m. Spanish,
		// German, Portuguese: the record's tiles as the language writes
		// them (Ñ, [CH]) are read into the saved form ('A'+letter,
		// 'a'+letter for a blank).
		w := m
		if beyond {
			var err error
			if w, err = savedMove(m, v.Letters()); err != nil {
				bad(m.Line, "%v", err)
				rep.Totals[m.Nick] = m.Total
				continue
			}
		}
		if !known[m.Nick] {
			if len(rec.Players) > 0 {
				bad(m.Line, "%s is not one of the #player lines", m.Nick)
			}
			known[m.Nick] = true
		}
		switch m.Kind {
		case Play:
			tiles, err := placement(board, v, w)
			if err != nil {
				bad(m.Line, "%s %s: %v", m.Pos, m.Word, err)
				break
			}
			if w.Rack != "" && !rackHolds(w.Rack, tiles) {
				bad(m.Line, "%s %s: the rack %s does not hold the tiles played", m.Pos, m.Word, m.Rack)
			}
			mv, invalid, err := board.EvaluateAny(lex, tiles)
			if err != nil {
				bad(m.Line, "%s %s: %s", m.Pos, m.Word, refusalText(err))
				for _, t := range tiles {
					board.Set(t.Pos, t.Tile)
				}
				plays = append(plays, applied{m.Nick, tiles, m.Score})
				break
			}
			for _, w := range invalid {
				rep.Unknown = append(rep.Unknown, Finding{m.Line, fmt.Sprintf("%s is not in the lexicon", w)})
			}
			if mv.Score != m.Score {
				bad(m.Line, "%s %s scores %d with our rules, the record says %+d", m.Pos, m.Word, mv.Score, m.Score)
			}
			for _, t := range tiles {
				board.Set(t.Pos, t.Tile)
			}
			plays = append(plays, applied{m.Nick, tiles, m.Score})
		case Withdrawn:
			k := len(plays) - 1
			if k < 0 || plays[k].nick != m.Nick {
				bad(m.Line, "-- takes back a play, but the last play is not %s's", m.Nick)
				break
			}
			if m.Score != -plays[k].score {
				bad(m.Line, "the play taken back scored %d, the record takes back %d", plays[k].score, -m.Score)
			}
			plays = plays[:k]
			rebuild()
		case Exchange:
			if w.Rack != "" && !isCount(w.Tiles) && !rackHoldsLetters(w.Rack, w.Tiles) {
				bad(m.Line, "the rack %s does not hold the tiles exchanged (%s)", m.Rack, m.Tiles)
			}
		case RackPoints:
			val := rackValue(v, w.Tiles)
			// Two conventions: the player who went out gains the value of
			// the tiles left (the others lose it: our rule), or twice it
			// in a two-player Scrabble game (the North American rule).
			if m.Score != val && !(v.EndPenalty && m.Score == 2*val) {
				if v.EndPenalty {
					bad(m.Line, "the tiles %s are worth %d (or %d doubled), the record says %+d", m.Tiles, val, 2*val, m.Score)
				} else {
					bad(m.Line, "the tiles %s are worth %d, the record says %+d", m.Tiles, val, m.Score)
				}
			}
		case RackPenalty:
			if val := rackValue(v, w.Tiles); m.Score != -val {
				bad(m.Line, "the tiles %s are worth %d, the record takes off %d", m.Tiles, val, -m.Score)
			}
		}
		if want := rep.Totals[m.Nick] + m.Score; want != m.Total {
			bad(m.Line, "%s's total is %d, not %d (%d before, %+d)", m.Nick, want, m.Total, rep.Totals[m.Nick], m.Score)
		}
		rep.Totals[m.Nick] = m.Total
	}
	return rep
}

func isCount(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// placement turns a move line's position and word into the tiles it puts
// down: '.' (or a letter in parentheses, or a letter already there) is a
// tile on the board, lower case a blank.
func placement(b *scarabeo.Board, v *scarabeo.Variant, m Move) ([]crossword.Placed, error) {
	start, dir, err := crossword.ParseStart(m.Pos, v.Size)
	if err != nil {
		return nil, fmt.Errorf("%s", refusalText(err))
	}
	var tiles []crossword.Placed
	k := 0
	inParen := false
	for i := 0; i < len(m.Word); i++ {
		c := m.Word[i]
		switch c {
		case '(':
			if inParen {
				return nil, fmt.Errorf("a parenthesis inside a parenthesis")
			}
			inParen = true
			continue
		case ')':
			if !inParen {
				return nil, fmt.Errorf("a closing parenthesis without an opening one")
			}
			inParen = false
			continue
		}
		p := start.Step(dir, k)
		k++
		if !p.In(v.Size) {
			return nil, fmt.Errorf("the word runs off the board")
		}
		old, full := b.At(p)
		if c == '.' || inParen {
			if !full {
				return nil, fmt.Errorf("%s is empty, the record plays through a letter there", crossword.FormatPos(p, crossword.Across))
			}
			if inParen && old.Letter != upper(c)-'A' {
				return nil, fmt.Errorf("%s holds %s, not %s", crossword.FormatPos(p, crossword.Across), v.Symbol(old.Letter), v.Symbol(upper(c)-'A'))
			}
			continue
		}
		l := upper(c) - 'A'
		if full {
			if old.Letter != l {
				return nil, fmt.Errorf("%s holds %s, not %s", crossword.FormatPos(p, crossword.Across), v.Symbol(old.Letter), v.Symbol(upper(c)-'A'))
			}
			continue
		}
		if !v.HasLetter(l) {
			return nil, fmt.Errorf("the game has no %s", v.Symbol(l))
		}
		tiles = append(tiles, crossword.Placed{Pos: p, Tile: crossword.Tile{Letter: l, Jolly: c >= 'a' && c <= 'a'+lexicon.MaxLetter}})
	}
	if inParen {
		return nil, fmt.Errorf("a parenthesis left open")
	}
	if len(tiles) == 0 {
		return nil, fmt.Errorf("no tile is put down")
	}
	return tiles, nil
}

func upper(c byte) byte {
	if c >= 'a' && c <= 'a'+lexicon.MaxLetter {
		return c - 'a' + 'A'
	}
	return c
}

// savedMove returns m with its word, rack and tiles read in the letters of
// a (a tile as the language writes it, a two-letter tile in brackets:
// [CH], lower case a blank) and written in the saved form: 'A'+letter,
// 'a'+letter for a blank ('[' ... beyond Z), '.', '(', ')', '?' kept.
func savedMove(m Move, a *lexicon.Alphabet) (Move, error) {
	var err error
	if m.Word, err = savedForm(m.Word, a); err != nil {
		return m, fmt.Errorf("word %s: %v", m.Word, err)
	}
	if m.Rack, err = savedForm(m.Rack, a); err != nil {
		return m, fmt.Errorf("rack %s: %v", m.Rack, err)
	}
	if !isCount(m.Tiles) {
		if m.Tiles, err = savedForm(m.Tiles, a); err != nil {
			return m, fmt.Errorf("tiles %s: %v", m.Tiles, err)
		}
	}
	return m, nil
}

func savedForm(s string, a *lexicon.Alphabet) (string, error) {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		switch c {
		case '.', '(', ')', '?':
			b.WriteByte(c)
			i++
			continue
		}
		tok := s[i : i+1]
		if c == '[' {
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return "", fmt.Errorf("a bracket left open")
			}
			tok = s[i+1 : i+end]
			i += end + 1
		} else {
			_, size := utf8.DecodeRuneInString(s[i:])
			tok = s[i : i+size]
			i += size
		}
		ls, err := crossword.ReadLetters(tok, a, false)
		if err != nil || len(ls) != 1 || tok != strings.ToUpper(tok) && tok != strings.ToLower(tok) {
			return "", fmt.Errorf("%q is not a tile", tok)
		}
		if ls[0].Lower {
			b.WriteByte('a' + ls[0].Letter)
		} else {
			b.WriteByte('A' + ls[0].Letter)
		}
	}
	return b.String(), nil
}

// rackHolds reports whether rack (letters, '?' blanks) holds the tiles.
func rackHolds(rack string, tiles []crossword.Placed) bool {
	var need []byte
	for _, t := range tiles {
		if t.Tile.Jolly {
			need = append(need, '?')
		} else {
			need = append(need, 'A'+t.Tile.Letter)
		}
	}
	return rackHoldsLetters(rack, string(need))
}

func rackHoldsLetters(rack, tiles string) bool {
	var have [crossword.Jolly + 1]int
	idx := func(c byte) int {
		if c == '?' {
			return crossword.Jolly
		}
		if c = upper(c); c < 'A' || c > 'A'+lexicon.MaxLetter {
			return -1
		}
		return int(c - 'A')
	}
	for i := 0; i < len(rack); i++ {
		if j := idx(rack[i]); j >= 0 {
			have[j]++
		}
	}
	for i := 0; i < len(tiles); i++ {
		j := idx(tiles[i])
		if j < 0 || have[j] == 0 {
			return false
		}
		have[j]--
	}
	return true
}

// rackValue is the value of tiles (blanks 0).
func rackValue(v *scarabeo.Variant, tiles string) int {
	n := 0
	for i := 0; i < len(tiles); i++ {
		if c := upper(tiles[i]); c >= 'A' && c <= 'A'+lexicon.MaxLetter {
			n += v.Values[c-'A']
		}
	}
	return n
}

// refusalText is an engine refusal in English.
func refusalText(err error) string {
	s := err.Error()
	return strings.TrimSuffix(s, ".")
}
