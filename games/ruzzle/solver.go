package ruzzle

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/wordbot/wordbot/games/wordgrid"
	"github.com/wordbot/wordbot/lexicon"
)

// Found is a word found on a board.
type Found struct {
	Word  string // upper case
	Score int    // the best score of the word under the board's Scoring
	Path  Path   // the first best-scoring path (package comment)
}

// Solver finds the words of one dictionary on boards. It recasts the
// dictionary's DAWG once (wordgrid.Table, shared with games/boggle) so that
// the search follows a letter in constant time with one memory access, and
// numbers the words (0 .. WordCount-1, in alphabetical order) as it goes, so
// that a board keeps each word's best score in a small table keyed by number,
// without strings or maps. A Solver is read-only and safe for concurrent use.
type Solver struct {
	t    *wordgrid.Table
	pool sync.Pool // *Solution, for Solve
}

// NewSolver builds a Solver for d. Nodes are laid out breadth first, so the
// short prefixes that every board visits share a few cache lines.
func NewSolver(d *lexicon.DAWG) *Solver {
	return &Solver{t: wordgrid.NewTable(d, false)}
}

var solvers sync.Map // *lexicon.DAWG -> *Solver

// SolverFor returns a Solver for d, building it on first use and keeping it
// for the life of the process (meant for long-lived dictionaries such as the
// embedded ones).
func SolverFor(d *lexicon.DAWG) *Solver {
	if s, ok := solvers.Load(d); ok {
		return s.(*Solver)
	}
	s, _ := solvers.LoadOrStore(d, NewSolver(d))
	return s.(*Solver)
}

// Solve returns every word of dict on b that has at least minLen letters
// (minLen < 1 counts as 1), each once, with its best score under b.Scoring
// and its first best path, in alphabetical order. It uses SolverFor(dict).
func (b *Board) Solve(dict *lexicon.DAWG, minLen int) []Found {
	return SolverFor(dict).Solve(b, minLen)
}

// Solve is Board.Solve with this Solver's dictionary.
func (s *Solver) Solve(b *Board, minLen int) []Found {
	sol, _ := s.pool.Get().(*Solution)
	if sol == nil {
		sol = new(Solution)
	}
	s.SolveInto(sol, b, minLen)
	sol.Sort()
	out := make([]Found, sol.Len())
	for i := range out {
		out[i] = sol.Found(i)
	}
	sol.board = nil
	s.pool.Put(sol)
	return out
}

// Solution holds the words a Solver found on one board. Reusing one Solution
// across boards (Solver.SolveInto) makes solving allocation-free once its
// buffers have grown. The zero value is ready to use; a Solution is not safe
// for concurrent use.
type Solution struct {
	board *Board
	// table is an open-addressing hash set of the word ids found, holding
	// 1 + their index in found (0: empty). At most half full; 1024 entries
	// (4 KB, cleared per board) until a board finds more than 512 words.
	table []uint32
	shift uint // the hash keeps the top 32-shift bits
	found []found
	cells []uint16 // the best paths of found, back to back

	// The search's view of the board and dictionary.
	table_ *wordgrid.Table
	recs   []wordgrid.Rec
	minLen int
	path   []uint16
	used   []bool // general search
	// small search (n*n <= 64)
	grid   wordgrid.Grid
	lval   [64]int      // per cell: letter value x letter bonus
	wmul   [64]int      // per cell: word multiplier
	lbonus [128]int     // by length: the length bonus (0 without)
	stack  []searchNode // the nodes waiting
}

const (
	tableBits = 10
	tableSize = 1 << tableBits // the hash table's size for each new board
)

type found struct {
	id    uint32 // the word's number in the Solver
	off   uint32 // its best path is cells[off : off+len]
	len   uint32
	score int
}

// forceGeneral makes SolveInto use the general search on small boards too
// (tests compare the two).
var forceGeneral = false

// SolveInto finds the words of the Solver's dictionary on b, as Solve does,
// into sol, replacing what it held. The words are in the order the search
// met them; call sol.Sort for alphabetical order.
func (s *Solver) SolveInto(sol *Solution, b *Board, minLen int) {
	sol.reset(s, b, minLen)
	root := s.t.Root()
	if root.Mask == 0 {
		return
	}
	if b.masks != nil && !forceGeneral {
		for c, l := range b.letters {
			sol.lval[c] = b.Scoring.Values.Value(l) * b.bonus[c].LetterMult()
			sol.wmul[c] = b.bonus[c].WordMult()
		}
		for l := range sol.lbonus {
			sol.lbonus[l] = b.total(0, 1, l)
		}
		sol.grid.Load(b.n, b.letters)
		sol.search(root)
		return
	}
	if cap(sol.used) < len(b.letters) {
		sol.used = make([]bool, len(b.letters))
	}
	sol.used = sol.used[:len(b.letters)]
	for c, l := range b.letters {
		if bit := uint32(1) << l; root.Mask&bit != 0 {
			sol.visitGeneral(int32(c), root.First+uint32(bits.OnesCount32(root.Mask&(bit-1))), 0, 0, 1, 0)
		}
	}
}

func (x *Solution) reset(s *Solver, b *Board, minLen int) {
	if cap(x.table) < tableSize {
		x.table = make([]uint32, tableSize)
	}
	x.table = x.table[:tableSize] // back to the small size after a big board
	x.shift = 32 - tableBits
	clear(x.table)
	x.board = b
	x.found = x.found[:0]
	x.cells = x.cells[:0]
	x.table_ = s.t
	x.recs = s.t.Records()
	x.minLen = max(minLen, 1)
	if cap(x.path) < 64 {
		x.path = make([]uint16, 64)
	}
	x.path = x.path[:cap(x.path)]
}

// searchNode is a node of the small search waiting on the stack: the end of
// a path, with the cells still to try from it.
type searchNode struct {
	next uint64 // the cells still to try from this node
	used uint64 // the cells of the path
	node uint64 // the node's packed record (wordgrid.Table.Packed)
	meta uint64 // the number of the node's first word | the path's last cell << 32 | its length << 40
	sum  int    // the path's letter sum
	mult int    // and word multiplier
}

// stackSize bounds the small search's stack: at most 8 nodes wait per cell
// of a path of at most 64 cells.
const stackSize = 1 << 10

// search is the search on boards of at most 64 cells. It keeps the paths to
// extend on explicit stacks: each round pops one and takes every cell that
// continues it, scoring the word the new path spells if any and pushing the
// new path, which stays only if some cell continues it. Two searches, from
// alternate start cells, each on its own half of the stack, take turns: a
// round of one does not depend on the round of the other before it, so the
// processor overlaps them. A node's cells are taken from the last, so that
// the first stays on top: each search pops its paths in lexicographic order
// of their cells, and its half of x.path holds the popped path's cells. Only
// the words of one node, and those of the two searches, come out of order,
// and record resolves ties explicitly.
func (x *Solution) search(root wordgrid.Rec) {
	if cap(x.stack) < 2*stackSize {
		x.stack = make([]searchNode, 2*stackSize)
	}
	st := x.stack[:2*stackSize]
	g := &x.grid
	recs, pk, bigOff := x.table_.Packed()
	if cap(x.path) < 128 {
		x.path = make([]uint16, 128)
	}
	paths := x.path[:128]
	starts := g.Starts(root.Mask)
	node := x.table_.PackRec(root)
	st[0] = searchNode{next: starts & 0x5555555555555555, node: node, mult: 1}
	st[stackSize] = searchNode{next: starts & 0xaaaaaaaaaaaaaaaa, node: node, mult: 1}
	sp, other := 1, 1 // the stack sizes of this round's search and the other's
	base, obase := 0, stackSize
	for sp|other != 0 {
		if sp == 0 {
			sp, other = other, sp
			base, obase = obase, base
		}
		sp--
		// Read the fields one by one: a copy of the whole node would
		// load 16 bytes at a time, which the processor cannot forward
		// from the 8-byte stores that pushed it a moment ago.
		f := &st[(base+sp)&(2*stackSize-1)]
		next, pused, node, meta, psum, pmult := f.next, f.used, f.node, f.meta, f.sum, f.mult
		path := paths[(base/stackSize)*64 : (base/stackSize)*64+64]
		length := int(meta>>40) & 127 // cells on f's path
		path[(length-1)&63] = uint16(meta >> 32 & 63)
		pbase := uint32(meta)
		mask, first := uint32(node)&wordgrid.SymBits, uint32(node>>28&pk.FirstMask)
		recordable := length+1 >= x.minLen
		for next != 0 {
			cell := (63 - bits.LeadingZeros64(next)) & 63
			next &^= 1 << cell
			sym := uint32(g.Sym[cell])
			k := first + uint32(bits.OnesCount32(mask&(uint32(1)<<sym-1)))
			r := recs[k]
			fin := uint32(r>>27) & 1
			off := uint32(r >> pk.OffShift)
			if off == pk.OffEscape {
				off = bigOff[k]
			}
			id := pbase + off
			sum := psum + x.lval[cell]
			mult := min(pmult*x.wmul[cell], maxWordMult)
			if fin != 0 && recordable {
				path[length&63] = uint16(cell)
				x.record(id, sum*mult+x.lbonus[(length+1)&127], path[:length+1])
			}
			used := pused | 1<<cell
			// The cells that continue the path (as wordgrid.Grid.Next).
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
			c := &st[(base+sp)&(2*stackSize-1)]
			c.next, c.used = cn, used
			c.node = r
			c.meta = uint64(id+fin) | uint64(cell)<<32 | uint64(length+1)<<40
			c.sum, c.mult = sum, mult
			sp += int((cn | -cn) >> 63) // keep the path if some cell continues it
		}
		sp, other = other, sp
		base, obase = obase, base
	}
}

// popcount is bits.OnesCount32 without its check for the POPCNT instruction,
// whose fallback call would make the search loop spill its registers.
func popcount(x uint32) uint32 {
	x -= (x >> 1) & 0x55555555
	x = x&0x33333333 + (x>>2)&0x33333333
	x = (x + x>>4) & 0x0f0f0f0f
	return x * 0x01010101 >> 24
}

// visitGeneral is visit for boards of any size.
func (x *Solution) visitGeneral(c int32, ei, base uint32, sum, mult, depth int) {
	b := x.board
	e := x.recs[ei]
	x.used[c] = true
	if depth == len(x.path) {
		x.path = append(x.path, 0)
		x.path = x.path[:cap(x.path)]
	}
	x.path[depth] = uint16(c)
	depth++
	sum += b.Scoring.Values.Value(b.letters[c]) * b.bonus[c].LetterMult()
	if k := b.bonus[c].WordMult(); k > 1 {
		mult = mulWord(mult, k)
	}
	id := base + e.Off
	if e.Mask&wordgrid.FinalBit != 0 {
		if depth >= x.minLen {
			x.record(id, b.total(sum, mult, depth), x.path[:depth])
		}
		id++
	}
	if letters := e.Mask & wordgrid.SymBits; letters != 0 {
		for _, n := range b.nbrs[c] {
			bit := uint32(1) << b.letters[n]
			if x.used[n] || letters&bit == 0 {
				continue
			}
			x.visitGeneral(n, e.First+uint32(bits.OnesCount32(letters&(bit-1))), id, sum, mult, depth)
		}
	}
	x.used[c] = false
}

// record notes that path spells word id with score; it
// keeps the word's best score and, of its paths with that score, the first in
// lexicographic order of cells.
func (x *Solution) record(id uint32, score int, path []uint16) {
	mask := uint32(len(x.table) - 1)
	h := (id * 0x9E3779B1) >> x.shift
	for {
		t := x.table[h&mask]
		if t == 0 {
			break
		}
		if f := &x.found[t-1]; f.id == id {
			// The first best path in lexicographic order: the small
			// search meets a node's paths from the last cell.
			if score > f.score || score == f.score && slices.Compare(path, x.cells[f.off:f.off+f.len]) < 0 {
				f.score = score
				copy(x.cells[f.off:], path)
			}
			return
		}
		h++
	}
	x.table[h&mask] = uint32(len(x.found) + 1)
	off := len(x.cells)
	x.cells = append(x.cells, path...)
	x.found = append(x.found, found{id: id, off: uint32(off), len: uint32(len(path)), score: score})
	if 2*len(x.found) > len(x.table) {
		x.grow()
	}
}

// grow doubles the hash table and re-enters the words found.
func (x *Solution) grow() {
	if n := 2 * len(x.table); cap(x.table) >= n {
		x.table = x.table[:n]
		clear(x.table)
	} else {
		x.table = make([]uint32, n)
	}
	x.shift--
	mask := uint32(len(x.table) - 1)
	for i, f := range x.found {
		h := (f.id * 0x9E3779B1) >> x.shift
		for x.table[h&mask] != 0 {
			h++
		}
		x.table[h&mask] = uint32(i + 1)
	}
}

// Len returns the number of words found.
func (x *Solution) Len() int { return len(x.found) }

// Score returns the best score of the i-th word found.
func (x *Solution) Score(i int) int { return x.found[i].score }

// Total returns the sum of the best scores of all the words found.
func (x *Solution) Total() int {
	t := 0
	for _, f := range x.found {
		t += f.score
	}
	return t
}

// Found returns the i-th word found, its best score and best path.
func (x *Solution) Found(i int) Found {
	f := x.found[i]
	cells := x.cells[f.off : f.off+f.len]
	word := make([]byte, len(cells))
	path := make(Path, len(cells))
	for j, c := range cells {
		word[j] = 'A' + x.board.letters[c]
		path[j] = x.board.pos(int(c))
	}
	return Found{Word: string(word), Score: f.score, Path: path}
}

// Sort puts the words found in alphabetical order.
func (x *Solution) Sort() {
	slices.SortFunc(x.found, func(a, b found) int { return int(a.id) - int(b.id) })
}
