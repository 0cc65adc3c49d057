package wordgrid

//go:generate go run ../../internal/widegen/cmd -in counter.go -out counter_wide.go search:searchWide

import "math/bits"

// Counter counts the distinct words of a Table on Grids: Boggle's search.
// It marks each word found with a per-word stamp of the board generation,
// so nothing is cleared between boards. A Counter is not safe for concurrent
// use; several may share one Table.
type Counter struct {
	t      *Table
	seen   []uint16 // per word: the board generation that last counted it
	gen    uint16
	points [256]int32 // by length
	min    int        // the minimum length that pts and cnt hold
	pts    [256]int   // points by length, 0 below min
	cnt    [256]int   // 1 from min up, else 0

	// Found receives the numbers of the words found when Keep is set.
	Found []uint32
	Keep  bool

	stack [2 * halfStack]frame
}

// halfStack is the size of the stack of each of Count's two searches: at
// most 8 nodes wait per cell of a path of at most MaxCells cells, so 520;
// a power of two makes the index wrap an AND.
const halfStack = 1 << 10

// frame is a node of the search waiting on the stack: the end of a path,
// with the cells it used and the cells still to try from it.
type frame struct {
	next uint64 // the cells still to try from this node
	used uint64 // the cells of the path
	node uint64 // the node's packed record (Table.Packed)
	base uint32 // the number of the node's first word
}

// NewCounter returns a Counter for t with points[l] points for a word of l
// letters.
func NewCounter(t *Table, points *[256]int32) *Counter {
	return &Counter{t: t, seen: make([]uint16, len(t.length)), points: *points, min: -1}
}

// Count returns the number of distinct words of at least min letters on g
// and their total points; with Keep it also appends their numbers to Found.
// It does not allocate without Keep.
//
// The search keeps the paths to extend on an explicit stack instead of
// recursing. Each round pops a path and takes every cell that continues it
// (a neighbour, unused, whose symbol the node has: a few bit operations on
// the Grid's masks): it counts the word the new path spells, if new, and
// pushes the new path, which stays on the stack only if some cell continues
// it (no branch: the stack pointer advances by 0 or 1). Two searches, from
// alternate start cells, each on its own half of the stack, take turns: a
// round of one does not depend on the round of the other before it, so the
// processor overlaps them. The order of the search does not matter: words
// are counted, and Found is in word order.
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
		clear(c.seen)
		c.gen = 1
	}
	gen := c.gen
	if c.t.wide {
		words, points = c.searchWide(g, gen)
	} else {
		words, points = c.search(g, gen)
	}
	if c.Keep {
		// The words stamped with this generation, long enough.
		for i := range c.seen {
			if c.seen[i] == gen && c.cnt[c.t.length[i]] != 0 {
				c.Found = append(c.Found, uint32(i))
			}
		}
	}
	return words, points
}

// search is Count's search on a table of the narrow layout; searchWide,
// generated from it (internal/widegen), is the same with the wide layout's
// constants.
func (c *Counter) search(g *Grid, gen uint16) (words, points int) {
	root := c.t.root
	st := &c.stack
	recs, pk, bigOff := c.t.Packed()
	seen, length := c.seen, c.t.length
	starts := g.Starts(root.Mask)
	node := c.t.PackRec(root)
	st[0] = frame{next: starts & 0x5555555555555555, node: node}
	st[halfStack] = frame{next: starts & 0xaaaaaaaaaaaaaaaa, node: node}
	sp, other := 1, 1           // the stack sizes of this round's search and the other's
	base, obase := 0, halfStack // where their stacks start
	for sp|other != 0 {
		if sp == 0 {
			sp, other = other, sp
			base, obase = obase, base
		}
		sp--
		// Read the fields one by one: a copy of the whole frame could
		// load 16 bytes at a time, which the processor cannot forward
		// from the 8-byte stores that pushed it a moment ago.
		f := &st[(base+sp)%len(st)]
		next, used0, base0 := f.next, f.used, f.base
		mask, first := uint32(f.node)&SymBits, uint32(f.node>>FirstShift&pk.FirstMask)
		for ; next != 0; next &= next - 1 {
			cell := bits.TrailingZeros64(next) & 63
			k := first + uint32(bits.OnesCount32(mask&(uint32(1)<<g.Sym[cell]-1)))
			r := recs[k]
			id := base0 + uint32(r>>pk.OffShift)
			if uint32(r>>pk.OffShift) == pk.OffEscape {
				id = base0 + bigOff[k]
			}
			fin := uint32(r>>FinalShift) & 1
			if fin != 0 {
				if seen[id] != gen {
					seen[id] = gen
					l := length[id]
					words += c.cnt[l]
					points += c.pts[l]
				}
			}
			// The cells that continue the new path (as Grid.Next),
			// the first three symbols without a loop.
			used := used0 | 1<<cell
			m := uint32(r) & g.NbSym[cell]
			cn := g.CellsOf[bits.TrailingZeros32(m)&63]
			m &= m - 1
			cn |= g.CellsOf[bits.TrailingZeros32(m)&63]
			m &= m - 1
			cn |= g.CellsOf[bits.TrailingZeros32(m)&63]
			m &= m - 1
			for ; m != 0; m &= m - 1 {
				cn |= g.CellsOf[bits.TrailingZeros32(m)&63]
			}
			cn &= g.NbCells[cell] &^ used
			t := &st[(base+sp)%len(st)]
			t.next, t.used, t.node, t.base = cn, used, r, id+fin
			sp += int((cn | -cn) >> 63) // keep the path if some cell continues it
		}
		sp, other = other, sp
		base, obase = obase, base
	}
	return words, points
}
