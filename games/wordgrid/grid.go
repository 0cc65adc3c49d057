package wordgrid

import (
	"math/bits"
	"sync"
)

// MaxCells is the largest number of cells a Grid holds: its cell sets are
// 64-bit masks.
const MaxCells = 64

// Grid is a board of at most MaxCells cells prepared for the search: each
// cell's symbol, its neighbours, the symbols of its neighbours and the cells
// showing each symbol, all as bit sets. The per-cell arrays have 128 or 64
// entries so that masked indexes need no bounds checks.
type Grid struct {
	cells   int
	Sym     [128]uint8 // symbol of each cell; padding cells have symbol 32
	NbSym   [64]uint32 // the symbols of each cell's neighbours
	NbCells [64]uint64 // each cell's neighbours
	CellsOf [64]uint64 // the cells showing each symbol (none for 32..63)
}

// geometry is the fixed part of a Grid for one side n.
type geometry struct {
	masks [64]uint64
	nb8   [64][8]uint8 // each cell's neighbours, padded with cell 64
}

var geometries [9]struct {
	once sync.Once
	g    geometry
}

func geometryOf(n int) *geometry {
	e := &geometries[n]
	e.once.Do(func() {
		nbrs := Neighbours(n)
		for c, ns := range nbrs {
			for j := range e.g.nb8[c] {
				e.g.nb8[c][j] = 64
			}
			for j, x := range ns {
				e.g.nb8[c][j] = uint8(x)
				e.g.masks[c] |= 1 << uint(x)
			}
		}
	})
	return &e.g
}

// Load prepares g for an n x n board (n*n <= MaxCells) whose cells show
// symbols syms (row by row, each 0..31) for a narrow table: NbSym holds the
// symbols 0..26 only (SymBits), the bits of a narrow packed record's mask.
func (g *Grid) Load(n int, syms []byte) { g.load(n, syms, SymBits) }

// LoadWide is Load for a table of the wide layout (Table.Wide): NbSym holds
// all 32 symbols.
func (g *Grid) LoadWide(n int, syms []byte) { g.load(n, syms, WideSymBits) }

// LoadFor is Load or LoadWide, as t's layout needs.
func (g *Grid) LoadFor(t *Table, n int, syms []byte) {
	if t.wide {
		g.load(n, syms, WideSymBits)
	} else {
		g.load(n, syms, SymBits)
	}
}

func (g *Grid) load(n int, syms []byte, symBits uint32) {
	geo := geometryOf(n)
	cells := n * n
	g.cells = cells
	clear(g.CellsOf[:32]) // the entries above stay empty
	g.Sym[64] = 32        // the padding of the neighbour lists: 1<<32 is 0
	for i, s := range syms[:cells] {
		g.Sym[i] = s
		g.CellsOf[s&63] |= 1 << uint(i)
	}
	for i := 0; i < cells; i++ {
		nb := &geo.nb8[i]
		m := uint32(1)<<g.Sym[nb[0]&127] | uint32(1)<<g.Sym[nb[1]&127] |
			uint32(1)<<g.Sym[nb[2]&127] | uint32(1)<<g.Sym[nb[3]&127] |
			uint32(1)<<g.Sym[nb[4]&127] | uint32(1)<<g.Sym[nb[5]&127] |
			uint32(1)<<g.Sym[nb[6]&127] | uint32(1)<<g.Sym[nb[7]&127]
		g.NbSym[i] = m & symBits
		g.NbCells[i] = geo.masks[i]
	}
}

// Cells returns the number of cells.
func (g *Grid) Cells() int { return g.cells }

// Next returns the cells among cell's neighbours, not in used, whose symbol
// is in mask: where a path on cell continues through the node of a record
// with that mask.
func (g *Grid) Next(cell int, mask uint32, used uint64) uint64 {
	cell &= 63
	// The first three symbols are taken without a branch (TrailingZeros32
	// of 0 is 32, whose CellsOf entry is empty): a loop whose exit is taken
	// after a varying number of rounds is mispredicted.
	m := mask & g.NbSym[cell]
	next := g.CellsOf[bits.TrailingZeros32(m)&63]
	m &= m - 1
	next |= g.CellsOf[bits.TrailingZeros32(m)&63]
	m &= m - 1
	next |= g.CellsOf[bits.TrailingZeros32(m)&63]
	m &= m - 1
	for ; m != 0; m &= m - 1 {
		next |= g.CellsOf[bits.TrailingZeros32(m)&63]
	}
	return next & g.NbCells[cell] &^ used
}

// Starts returns the cells whose symbol is in mask (a Rec's Mask).
func (g *Grid) Starts(mask uint32) uint64 {
	var next uint64
	for m := mask; m != 0; m &= m - 1 {
		next |= g.CellsOf[bits.TrailingZeros32(m)&63]
	}
	return next
}
