package wordgrid

import "math/bits"

// Counter counts the distinct words of a Table on Grids: Boggle's search.
// It numbers each word found with a per-word stamp of the board generation,
// so nothing is cleared between boards. A Counter is not safe for concurrent
// use; several may share one Table.
type Counter struct {
	t      *Table
	recs   []Rec
	seen   []stamp // per word number + 1; entry 0 takes the non-final steps
	gen    uint16
	points [256]int32 // by length
	min    int        // the minimum length that pts and cnt hold
	pts    [256]int   // points by length, 0 below min
	cnt    [256]int   // 1 from min up, else 0

	// Found receives the numbers of the words found when Keep is set.
	Found []uint32
	Keep  bool

	stack [128]frame
}

// stamp is a word's entry in Counter.seen.
type stamp struct {
	gen    uint16 // the board generation that last counted the word
	length uint8  // letters, capped at 255
}

// frame is a node of the search on the stack: a path's last node (its
// record's mask and first) with the cells the path used and the cells still
// to try from it.
type frame struct {
	next  uint64 // the cells still to visit from this node
	used  uint64 // the cells of the path to this node
	mask  uint32 // the node's symbols
	first uint32 // the node's first record
	base  uint32 // the number of the node's first word
}

// NewCounter returns a Counter for t with points[l] points for a word of l
// letters.
func NewCounter(t *Table, points *[256]int32) *Counter {
	c := &Counter{t: t, recs: t.recs, seen: make([]stamp, len(t.length)+1), points: *points, min: -1}
	for i, l := range t.length {
		c.seen[i+1].length = l
	}
	return c
}

// Table returns the Counter's Table.
func (c *Counter) Table() *Table { return c.t }

// Count returns the number of distinct words of at least min letters on g
// and their total points; with Keep it also appends their numbers to Found.
func (c *Counter) Count(g *Grid, min int) (words, points int) {
	if min != c.min {
		c.min = min
		for l := range c.pts {
			c.pts[l], c.cnt[l] = 0, 0
			if l >= min {
				c.pts[l], c.cnt[l] = int(c.points[l]), 1
			}
		}
	}
	c.gen++
	if c.gen == 0 { // wrapped: forget every stamp
		for i := range c.seen {
			c.seen[i].gen = 0
		}
		c.gen = 1
	}
	gen := c.gen
	root := c.t.root
	st := &c.stack
	st[0] = frame{next: g.Starts(root.Mask), mask: root.Mask, first: root.First}
	sp := 0
	if st[0].next != 0 {
		sp = 1
	}
	recs, seen, keep := c.recs, c.seen, c.Keep
	// An explicit stack instead of recursion, and no branch that depends on
	// the dictionary or the board but the loop's own: each round takes one
	// cell from the top frame (dropping the frame when it was its last),
	// counts the word the step ends if any (a final record's stamp, else the
	// dummy entry 0) and pushes the new node's frame, which the next round
	// keeps only if it has cells to visit.
	for sp > 0 {
		f := &st[(sp-1)&127]
		next := f.next
		cell := bits.TrailingZeros64(next) & 63
		next &= next - 1
		f.next = next
		if next == 0 {
			sp--
		}
		sym := uint32(g.Sym[cell])
		r := recs[f.first+uint32(bits.OnesCount32(f.mask&(uint32(1)<<sym-1)))]
		fin := r.Mask >> 31
		id := f.base + r.Off
		w := &seen[(id+1)&-fin]
		nw := 0
		if w.gen != gen {
			nw = 1
		}
		nw &= int(fin)
		w.gen = gen
		n := nw & c.cnt[w.length]
		words += n
		points += c.pts[w.length] & -nw
		if keep && n != 0 {
			c.Found = append(c.Found, id)
		}
		used := f.used | 1<<cell
		st[sp&127] = frame{next: g.Next(cell, r.Mask, used), used: used, mask: r.Mask, first: r.First, base: id + fin}
		if st[sp&127].next != 0 {
			sp++
		}
	}
	return words, points
}
