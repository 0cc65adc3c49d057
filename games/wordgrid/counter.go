package wordgrid

import "math/bits"

// Counter counts the distinct words of a Table on Grids: Boggle's search.
// It numbers each word found with a per-word stamp of the board generation,
// so nothing is cleared between boards. A Counter is not safe for concurrent
// use; several may share one Table.
type Counter struct {
	t      *Table
	seen   []stamp // per word number + 1; entry 0 takes the non-final steps
	gen    uint16
	points [256]int32 // by length
	min    int        // the minimum length that pts and cnt hold
	pts    [256]int   // points by length, 0 below min
	cnt    [256]int   // 1 from min up, else 0

	// Found receives the numbers of the words found when Keep is set.
	Found []uint32
	Keep  bool

	stack [stackMask + 1]frame
}

// stackMask bounds the stack, of two halves: at most 8 nodes wait per level
// of a path of at most MaxCells cells.
const (
	stackMask = 1<<11 - 1
	halfStack = 1 << 10
)

// stamp is a word's entry in Counter.seen.
type stamp struct {
	gen    uint16 // the board generation that last counted the word
	length uint8  // letters, capped at 255
}

// frame is a node of the search on the stack: a path's last node (its
// record's mask and first) with the cells the path used and the cells still
// to try from it.
type frame struct {
	next uint64 // the cells still to visit from this node
	used uint64 // the cells of the path to this node
	node uint64 // the node's packed record (Table.Packed)
	base uint32 // the number of the node's first word
}

// NewCounter returns a Counter for t with points[l] points for a word of l
// letters.
func NewCounter(t *Table, points *[256]int32) *Counter {
	c := &Counter{t: t, seen: make([]stamp, len(t.length)+1), points: *points, min: -1}
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
	recs, pk, bigOff := c.t.Packed()
	seen := c.seen
	// Two searches share the work, each from half the start cells on its
	// own half of the stack, and take turns: a round of one does not
	// depend on the round of the other before it, so the processor
	// overlaps them.
	starts := g.Starts(root.Mask)
	node := c.t.PackRec(root)
	st[0] = frame{next: starts & 0x5555555555555555, node: node}
	st[halfStack] = frame{next: starts & 0xaaaaaaaaaaaaaaaa, node: node}
	sp, other := 1, 1           // the stack sizes of this round's search and the other's
	base, obase := 0, halfStack // where their stacks start
	// Each round pops a node and takes every cell that continues it:
	// counts the word the step ends, if any, without a branch (a final
	// record's stamp, else the dummy entry 0), and pushes the new node,
	// which stays on the stack only if some cell continues it. The order of
	// the search does not matter: the words are counted, and Solve sorts
	// them. There is no call in the loop, so nothing is spilled around one.
	for sp|other != 0 {
		if sp == 0 {
			sp, other = other, sp
			base, obase = obase, base
		}
		sp--
		f := &st[(base+sp)&stackMask]
		next, used0, base0 := f.next, f.used, f.base
		mask, first := uint32(f.node)&SymBits, uint32(f.node>>28&pk.FirstMask)
		for ; next != 0; next &= next - 1 {
			cell := bits.TrailingZeros64(next) & 63
			sym := uint32(g.Sym[cell])
			k := first + uint32(bits.OnesCount32(mask&(uint32(1)<<sym-1)))
			r := recs[k]
			fin := uint32(r>>27) & 1
			off := uint32(r >> pk.OffShift)
			if off == pk.OffEscape {
				off = bigOff[k]
			}
			id := base0 + off
			if fin != 0 {
				if w := &seen[id+1]; w.gen != gen {
					w.gen = gen
					words += c.cnt[w.length]
					points += c.pts[w.length]
				}
			}
			used := used0 | 1<<cell
			// The cells that continue the path (as Grid.Next).
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
			t := &st[(base+sp)&stackMask]
			t.next, t.used, t.node, t.base = cn, used, r, id+fin
			sp += nonZero(cn) // keep the node if some cell continues it
		}
		sp, other = other, sp
		base, obase = obase, base
	}
	if c.Keep {
		// The words stamped with this generation, long enough.
		for i := 1; i < len(seen); i++ {
			if seen[i].gen == gen && c.cnt[seen[i].length] != 0 {
				c.Found = append(c.Found, uint32(i-1))
			}
		}
	}
	return words, points
}

// nonZero returns 1 if x != 0, else 0, without a branch.
func nonZero(x uint64) int { return int((x | -x) >> 63) }

// popcount is bits.OnesCount32 without its check for the POPCNT instruction,
// whose fallback call would make the search loop spill its registers.
func popcount(x uint32) uint32 {
	x -= (x >> 1) & 0x55555555
	x = x&0x33333333 + (x>>2)&0x33333333
	x = (x + x>>4) & 0x0f0f0f0f
	return x * 0x01010101 >> 24
}
