package boggle

import (
	"sync/atomic"

	"github.com/wordbot/wordbot/lexicon"
)

// MaxTraceSteps bounds the work of one Trace: the cells its walk may step on.
// A dictionary word on a real board needs a few hundred at most; a typed
// board of one repeated letter and a long word that fails at its end would
// need billions (tracing is a Hamiltonian-path search), and Trace gives up
// after MaxTraceSteps instead (TraceWithin tells the two answers apart).
const MaxTraceSteps = 20000

// Trace looks for word (letters A-Z, any case) on the board and returns the
// cells it is traced through: adjacent cells (8 neighbours, no wrap), each
// used at most once. With quFace a Q cell reads "QU", so a word uses it only
// for a Q followed by U. Of several paths Trace returns the first in search
// order (start cells row by row, neighbours as listed by the adjacency), the
// same one FindAll reports. It is the first of the two searches of docs/rules.md, Boggle: a
// backtracking walk that follows the word, not the lexicon. It first checks
// that the board holds enough of each letter, then walks at most
// MaxTraceSteps cells: ok is false when the word is not on the board or when
// the walk gave up (see TraceWithin). Callers facing untrusted input still
// check the lexicon first, as Round does: a word that is no word costs
// nothing then.
func (b Board) Trace(word string, quFace bool) (Path, bool) {
	t := b.TraceWithin(word, quFace, MaxTraceSteps)
	return t.Path, t.Found
}

// Traced is the outcome of TraceWithin.
type Traced struct {
	Path  Path // the first path in search order, when Found
	Found bool
	// GaveUp is true when the walk used its whole budget without finding a
	// path: the word may or may not be on the board.
	GaveUp bool
	// Steps is the number of cells the walk stepped on (at most the budget).
	Steps int
}

// TraceWithin is Trace with a budget of steps (cells stepped on; at least
// 1), saying whether the walk gave up.
func (b Board) TraceWithin(word string, quFace bool, budget int) Traced {
	if len(word) == 0 || len(word) > 2*MaxSize*MaxSize || b.size == 0 {
		return Traced{}
	}
	w := make([]byte, len(word))
	for i := 0; i < len(word); i++ {
		c := word[i]
		switch {
		case c >= 'a' && c <= 'z':
			w[i] = c - 'a'
		case c >= 'A' && c <= 'A'+lexicon.MaxLetter: // letters beyond Z as the lexicon writes them
			w[i] = c - 'A'
		default:
			return Traced{}
		}
	}
	if !b.hasLetters(w, quFace) {
		return Traced{}
	}
	budget = max(budget, 1)
	t := tracer{b: &b, adj: &adjacencies[b.size], w: w, qu: quFace, left: budget}
	out := Traced{}
	for cell := 0; cell < b.Cells() && t.left > 0; cell++ {
		if t.from(cell, 0, 0) {
			out = Traced{Path: pathOf(b.size, t.path), Found: true}
			break
		}
	}
	out.GaveUp = !out.Found && t.left <= 0
	out.Steps = budget - max(t.left, 0)
	traceSteps.Add(int64(out.Steps))
	return out
}

// traceSteps counts the steps of every trace, for TraceSteps.
var traceSteps atomic.Int64

// TraceSteps returns the steps every Trace and TraceWithin of the process
// has taken so far: tests of callers read it before and after to prove that
// a piece of input cost a bounded search, or none.
func TraceSteps() int64 { return traceSteps.Load() }

type tracer struct {
	b    *Board
	adj  *adjacency
	w    []byte // the word, letters 0..25
	qu   bool
	path []int8
	left int // steps left; the walk stops at 0
}

const letterQ, letterU = 'Q' - 'A', 'U' - 'A'

// from tries to match w[i:] starting on cell, with the cells in used taken.
func (t *tracer) from(cell, i int, used uint64) bool {
	if t.left <= 0 {
		return false
	}
	t.left--
	l := t.b.cells[cell]
	if t.w[i] != l {
		return false
	}
	next := i + 1
	if t.qu && l == letterQ {
		if next >= len(t.w) || t.w[next] != letterU {
			return false
		}
		next++
	}
	t.path = append(t.path, int8(cell))
	if next == len(t.w) {
		return true
	}
	used |= 1 << cell
	for k := 0; k < int(t.adj.count[cell]); k++ {
		nb := int(t.adj.cells[cell][k])
		if used&(1<<nb) == 0 && t.from(nb, next, used) {
			return true
		}
		if t.left <= 0 {
			break
		}
	}
	t.path = t.path[:len(t.path)-1]
	return false
}

// hasLetters reports whether the board holds every letter of w (0..25) as
// often as w uses it; with quFace a Q cell stands for a "QU" of w.
func (b *Board) hasLetters(w []byte, quFace bool) bool {
	var need [lexicon.MaxLetter + 1]int
	for i := 0; i < len(w); i++ {
		need[w[i]]++
		if quFace && w[i] == letterQ {
			if i+1 == len(w) || w[i+1] != letterU {
				return false
			}
			i++
		}
	}
	for i := 0; i < b.Cells(); i++ {
		need[b.cells[i]]--
	}
	for _, n := range need {
		if n > 0 {
			return false
		}
	}
	return true
}
