package ruzzle

import (
	"math/bits"

	"github.com/wordbot/wordbot/games/wordgrid"
)

// The search on boards of at most 16 cells (4x4 and smaller), built to keep
// the processor's branch predictor out of the way:
//
//   - A path's score depends only on its set of cells: the letter sum is
//     carried along, the word multiplier and the length come from the set at
//     the end. So the order in which the paths of a word are met does not
//     matter if ties go to the lexicographically smaller path, which is the
//     first best path of the package comment. A path is packed 4 bits a cell,
//     first cell highest, so for paths of one word (one length) comparing
//     the packed paths as integers compares them lexicographically.
//   - The paths to extend wait on an explicit stack. Each round takes ONE
//     cell from the frame on top and leaves the frame there only if cells
//     remain; it pushes the new path, which stays only if some cell continues
//     it. Both are done with arithmetic on the stack pointer, not branches:
//     a round's only branch that depends on the board and the dictionary is
//     the rare loop for a fifth letter continuing a path.
//   - A path that spells a word is written to a buffer of candidates whose
//     end advances by 0 or 1; the buffer is scored and entered into the
//     Solution's hash table (the only data-dependent branches) when full and
//     at the end.
//   - Two searches, from alternate start cells, each on its own stack, take
//     turns, so the processor overlaps a round of one with a round of the
//     other (each round waits on the dictionary record the previous one of
//     the same search read). A search that runs out of paths takes a cell
//     from a frame near the bottom of the other's stack.
//
// The stack holds at most one frame per cell of the current path plus the
// root's, so 17; each half has 32.

const (
	smallCells = 16
	smallStack = 32
	candCap    = 256
)

// sframe is a node of the small search: a path and the cells still to try
// after it.
type sframe struct {
	next uint64 // the cells still to try after this path
	used uint64 // the cells of the path
	node uint64 // the packed record of the node the path leads to
	path uint64 // the path's cells, 4 bits each, last cell lowest
	base uint32 // the number of the node's first word
	sum  uint32 // the path's letter sum and counts (sval)
}

// cand is a path that spells a word, waiting to be scored.
type cand struct {
	idSum uint64 // the word's number | sframe.sum << 32
	path  uint64
}

// smallState is what the small search keeps in a Solution.
type smallState struct {
	stack [2 * smallStack]sframe
	cands [candCap]cand
	// sval holds per cell what it adds to a path's sum: bits 0..15 its
	// letter value x letter bonus, and one to the path's length (bits
	// 16..20), its double word bonuses (21..25) and its triple word bonuses
	// (26..30). Paths have at most 16 cells, so no field overflows.
	sval  [smallCells]uint32
	pow3  [32]int            // 3^i, for i up to 16
	below [smallCells]uint32 // per cell: the symbols below its symbol
	// tab is an open-addressing hash set of the words found, as
	// Solution.table, but each entry holds the word's number too.
	tab   []uint64
	shift uint
}

// searchSmall finds the words on a board of at most 16 cells, for a table of
// the narrow layout (searchSmallWide, generated from it by internal/widegen,
// is the same for the wide layout). sol.grid and the small state's values
// must be loaded.
func (x *Solution) searchSmall(root uint64) {
	ss := x.small
	g := &x.grid
	st := &ss.stack
	cands := &ss.cands
	packed, pk, bigOff := x.packed, x.pk, x.bigOff
	okLen := ^uint32(0) << min(x.minLen, 32) // bit d: d letters are enough
	var starts uint64
	for m := uint32(root) & wordgrid.SymBits; m != 0; m &= m - 1 {
		starts |= g.CellsOf[bits.TrailingZeros32(m)&63]
	}
	even, odd := starts&0x5555, starts&0xaaaa
	sp, other := int((even|-even)>>63), int((odd|-odd)>>63)
	st[0] = sframe{next: even, node: root}
	st[smallStack] = sframe{next: odd, node: root}
	base, obase := 0, smallStack
	nc := 0
	for sp|other != 0 {
		if sp == 0 {
			if steal(st, base, obase, other) {
				sp = 1
			} else {
				sp, other = other, sp
				base, obase = obase, base
			}
		}
		f := &st[(base+sp-1)&(len(st)-1)]
		next, used, node, path, fbase, sum := f.next, f.used, f.node, f.path, f.base, f.sum
		cell := bits.TrailingZeros64(next) & (smallCells - 1)
		rest := next & (next - 1)
		f.next = rest
		sp -= int(((rest | -rest) >> 63) ^ 1) // drop the frame when no cell remains

		letters := uint32(node) & wordgrid.SymBits
		first := uint32(node >> wordgrid.FirstShift & pk.FirstMask)
		k := first + uint32(bits.OnesCount32(letters&ss.below[cell]))
		r := packed[k]
		off := uint32(r >> pk.OffShift)
		if off == pk.OffEscape {
			off = bigOff[k]
		}
		id := fbase + off
		fin := uint32(r>>wordgrid.FinalShift) & 1
		used |= 1 << uint(cell)
		path = path<<4 | uint64(cell)
		sum += ss.sval[cell]

		c := &cands[nc&(len(cands)-1)]
		c.idSum, c.path = uint64(id)|uint64(sum)<<32, path
		nc += int(fin & (okLen >> (sum >> 16 & 31)))

		// The cells that continue the new path (as wordgrid.Grid.Next).
		m := uint32(r) & g.NbSym[cell]
		cn := g.CellsOf[bits.TrailingZeros32(m)&63]
		m &= m - 1
		cn |= g.CellsOf[bits.TrailingZeros32(m)&63]
		m &= m - 1
		cn |= g.CellsOf[bits.TrailingZeros32(m)&63]
		m &= m - 1
		cn |= g.CellsOf[bits.TrailingZeros32(m)&63]
		m &= m - 1
		for ; m != 0; m &= m - 1 {
			cn |= g.CellsOf[bits.TrailingZeros32(m)&63]
		}
		cn &= g.NbCells[cell] &^ used
		t := &st[(base+sp)&(len(st)-1)]
		t.next, t.used, t.node, t.path, t.base, t.sum = cn, used, r, path, id+fin, sum
		sp += int((cn | -cn) >> 63) // keep the path if some cell continues it

		if nc == len(cands) {
			x.enterCands(nc)
			nc = 0
		}
		sp, other = other, sp
		base, obase = obase, base
	}
	x.enterCands(nc)
}

// steal gives the search whose stack starts at base and is empty one cell of
// a frame near the bottom of the other search's stack (obase, n frames), as
// a frame of its own, if one of them has two cells or more to try: so both
// searches go on to the end of the board (a search that waits on nothing
// else runs at half speed).
func steal(st *[2 * smallStack]sframe, base, obase, n int) bool {
	for i := obase; i < obase+min(n, 3); i++ {
		f := &st[i&(len(st)-1)]
		if f.next&(f.next-1) != 0 {
			bit := uint64(1) << (63 - bits.LeadingZeros64(f.next))
			f.next &^= bit
			t := &st[base&(len(st)-1)]
			*t = *f
			t.next = bit
			return true
		}
	}
	return false
}

// enterCands scores the first n candidates and enters them in the Solution:
// a path of a word already found replaces its path if it scores more, or as
// much and comes first. Whether the word is new and whether the path is
// better are decided with arithmetic, not branches (they follow no pattern
// the processor could learn).
func (x *Solution) enterCands(n int) {
	ss := x.small
	fs := x.found
	if cap(fs)-len(fs) <= n {
		fs = append(fs, make([]found, n+1)...)[:len(fs)]
	}
	nf := len(fs)
	fs = fs[:cap(fs)]
	tab, shift := ss.tab, ss.shift
	mask := uint32(len(tab) - 1)
	for i := range ss.cands[:n] {
		c := &ss.cands[i]
		id, sum := uint32(c.idSum), c.idSum>>32
		length := int(sum >> 16 & 31)
		mult := ss.pow3[sum>>26&31] << (sum >> 21 & 31)
		score := int(sum&0xffff)*mult + x.lbonus[length&127]
		// The word's entry, or the empty one where it goes: an entry is
		// (id+1) << 32 | the word's index in found.
		key := uint64(id)<<32 + 1<<32
		h := (id * 0x9E3779B1) >> shift
		var e uint64
		for {
			e = tab[h&mask]
			v := e&^(1<<32-1) ^ key
			if ((v|-v)&(e|-e))>>63 == 0 { // e is empty or the word's
				break
			}
			h++
		}
		isNew := ((e | -e) >> 63) ^ 1
		idx := uint32(e) | uint32(nf)&-uint32(isNew)
		tab[h&mask] = key | uint64(idx)
		f := &fs[idx]
		better := isNew | uint64(f.score-score)>>63 // new, or scores more
		_, before := bits.Sub64(c.path, f.path, 0)
		d := uint64(f.score ^ score)
		better |= before & (((d | -d) >> 63) ^ 1) // as much, and comes first
		keep := -better
		f.id, f.len = id, uint32(length)
		f.score ^= (f.score ^ score) & int(keep)
		f.path ^= (f.path ^ c.path) & keep
		nf += int(isNew)
		if 2*nf > len(tab) {
			x.found = fs[:nf]
			x.growSmall()
			tab, shift = ss.tab, ss.shift
			mask = uint32(len(tab) - 1)
		}
	}
	x.found = fs[:nf]
}

// growSmall doubles the small search's hash table and re-enters the words
// found.
func (x *Solution) growSmall() {
	ss := x.small
	ss.tab = make([]uint64, 2*len(ss.tab))
	ss.shift--
	mask := uint32(len(ss.tab) - 1)
	for i, f := range x.found {
		h := (f.id * 0x9E3779B1) >> ss.shift
		for ss.tab[h&mask] != 0 {
			h++
		}
		ss.tab[h&mask] = uint64(f.id)<<32 + 1<<32 | uint64(i)
	}
}

// loadSmall prepares the small search's view of b for table t.
func (x *Solution) loadSmall(t *wordgrid.Table, b *Board) {
	if x.small == nil {
		x.small = new(smallState)
	}
	ss := x.small
	if cap(ss.tab) < tableSize {
		ss.tab = make([]uint64, tableSize)
	}
	ss.tab = ss.tab[:tableSize] // back to the small size after a big board
	ss.shift = 32 - tableBits
	clear(ss.tab)
	for c, l := range b.letters {
		ss.sval[c] = uint32(b.Scoring.Values.Value(l)*b.bonus[c].LetterMult()) + 1<<16
		switch b.bonus[c].WordMult() {
		case 2:
			ss.sval[c] += 1 << 21
		case 3:
			ss.sval[c] += 1 << 26
		}
	}
	ss.pow3[0] = 1
	for i := 1; i < len(ss.pow3); i++ {
		ss.pow3[i] = 3 * ss.pow3[i-1]
	}
	for l := 0; l <= len(b.letters); l++ {
		x.lbonus[l] = b.total(0, 1, l) // the length bonus
	}
	var syms [smallCells]byte
	for c, l := range b.letters {
		syms[c] = t.Sym(l, false)
		ss.below[c] = 1<<syms[c] - 1
	}
	x.grid.LoadFor(t, b.n, syms[:len(b.letters)])
}
