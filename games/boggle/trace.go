package boggle

// Trace looks for word (letters A-Z, any case) on the board and returns the
// cells it is traced through: adjacent cells (8 neighbours, no wrap), each
// used at most once. With quFace a Q cell reads "QU", so a word uses it only
// for a Q followed by U. Of several paths Trace returns the first in search
// order (start cells row by row, neighbours as listed by the adjacency), the
// same one FindAll reports. It is the first of seed 004's two searches: a
// backtracking walk that follows the word, not the lexicon. It first checks
// that the board holds enough of each letter; beyond that, a long word on a
// board of repeated letters can take exponential time (tracing is a
// Hamiltonian-path search), so callers facing untrusted input check the
// lexicon first, as Round does.
func (b Board) Trace(word string, quFace bool) (Path, bool) {
	if len(word) == 0 || len(word) > 2*MaxSize*MaxSize {
		return nil, false
	}
	w := make([]byte, len(word))
	for i := 0; i < len(word); i++ {
		c := word[i]
		switch {
		case c >= 'a' && c <= 'z':
			w[i] = c - 'a'
		case c >= 'A' && c <= 'Z':
			w[i] = c - 'A'
		default:
			return nil, false
		}
	}
	if !b.hasLetters(w, quFace) {
		return nil, false
	}
	t := tracer{b: &b, adj: &adjacencies[b.size], w: w, qu: quFace}
	for cell := 0; cell < b.Cells(); cell++ {
		if t.from(cell, 0, 0) {
			return pathOf(b.size, t.path), true
		}
	}
	return nil, false
}

type tracer struct {
	b    *Board
	adj  *adjacency
	w    []byte // the word, letters 0..25
	qu   bool
	path []int8
}

const letterQ, letterU = 'Q' - 'A', 'U' - 'A'

// from tries to match w[i:] starting on cell, with the cells in used taken.
func (t *tracer) from(cell, i int, used uint64) bool {
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
	}
	t.path = t.path[:len(t.path)-1]
	return false
}

// hasLetters reports whether the board holds every letter of w (0..25) as
// often as w uses it; with quFace a Q cell stands for a "QU" of w.
func (b *Board) hasLetters(w []byte, quFace bool) bool {
	var need [26]int
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
