package boggle

import (
	"sort"

	"github.com/wordbot/wordbot/games/wordgrid"
	"github.com/wordbot/wordbot/lexicon"
)

// Solver finds every word on many boards quickly. It is built once from a
// lexicon and a set of rules, then solves boards without allocating (Score)
// or with paths (Solve). A Solver is not safe for concurrent use; Clone gives
// another one sharing the read-only tables.
//
// Its table is the lexicon's DAWG recast for the search (wordgrid.Table,
// shared with games/ruzzle): each edge is an 8-byte record holding the
// symbols leaving the node it leads to as a bit mask and the index of its
// first record, so the record for symbol s is first + popcount(mask below s),
// one memory read per step. With QuFace every "QU" is one symbol and words
// with a Q not followed by U are dropped, so a QU cell is an ordinary cell to
// the search. A lexicon with letters beyond Z (Spanish Ñ CH LL RR, German
// Ä Ö Ü, Portuguese Ç) gets the table's wide layout, searched by the same
// code compiled with that layout's constants. Words are numbered by their rank in the DAWG, so a per-word
// array stamped with a board generation counts each word once per board
// without clearing anything. The search (wordgrid.Counter) keeps its paths on
// an explicit stack and finds the cells that continue a path with bit masks
// of the board; see wordgrid.Counter.Count.
type Solver struct {
	t     *wordgrid.Table
	rules Rules
	c     *wordgrid.Counter
	g     wordgrid.Grid
}

// NewSolver builds a Solver for lex under rules (the minimum length applies
// per board, so the default follows each board's size).
func NewSolver(lex *lexicon.DAWG, rules Rules) (*Solver, error) {
	if err := rules.check(); err != nil {
		return nil, err
	}
	return newSolver(wordgrid.NewTable(lex, rules.QuFace), rules), nil
}

func newSolver(t *wordgrid.Table, rules Rules) *Solver {
	var points [256]int32
	for l := range points {
		points[l] = int32(rules.Scoring.Points(l))
	}
	return &Solver{t: t, rules: rules, c: wordgrid.NewCounter(t, &points)}
}

// Clone returns a Solver sharing s's tables, for use on another goroutine.
func (s *Solver) Clone() *Solver {
	return newSolver(s.t, s.rules)
}

// Records returns the number of edge records (8 bytes each in the search,
// 12 to build and spell), a measure of the Solver's memory.
func (s *Solver) Records() int { return len(s.t.Records()) }

// run solves b, leaving the words found in s.c.Found when s.c.Keep is set.
func (s *Solver) run(b *Board) (words, points int) {
	var syms [MaxSize * MaxSize]byte
	cells := b.Cells()
	for i := 0; i < cells; i++ {
		syms[i] = s.t.Sym(b.cells[i], s.rules.QuFace)
	}
	s.g.LoadFor(s.t, b.size, syms[:cells])
	return s.c.Count(&s.g, s.rules.Min(b.size))
}

// Score returns the number of distinct words on b and their total points.
// It does not allocate.
func (s *Solver) Score(b Board) (words, points int) {
	s.c.Keep = false
	return s.run(&b)
}

// Solve returns the words on b as FindAll does: sorted, each once, with its
// points and the first path in search order (the one Trace returns).
func (s *Solver) Solve(b Board) []Word {
	s.c.Keep = true
	s.c.Found = s.c.Found[:0]
	s.run(&b)
	s.c.Keep = false
	out := make([]Word, len(s.c.Found))
	for i, id := range s.c.Found {
		w := s.t.Spell(id)
		path, _ := b.Trace(w, s.rules.QuFace)
		out[i] = Word{Word: w, Points: s.rules.Scoring.Points(s.t.Length(id)), Path: path}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Word < out[j].Word })
	return out
}
