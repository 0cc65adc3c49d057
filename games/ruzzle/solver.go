package ruzzle

//go:generate go run ../../internal/widegen/cmd -in solver.go -out solver_wide.go visit:visitWide
//go:generate go run ../../internal/widegen/cmd -in small.go -out small_wide.go searchSmall:searchSmallWide

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

// MaxSolveSteps bounds the work of one solve on a board of more than 16
// cells: the cells its walk may step on. A random 64x64 board takes a few
// million with the embedded dictionaries; a board of one repeated letter
// with a dictionary of long words of that letter would take exponentially
// many, and the walk stops at MaxSolveSteps with the words found so far
// (SolveWithin and Solution.Complete say whether it stopped). Boards of at
// most 16 cells have few enough paths to be walked whole.
const MaxSolveSteps = 20_000_000

// Solve is Board.Solve with this Solver's dictionary.
func (s *Solver) Solve(b *Board, minLen int) []Found {
	out, _ := s.SolveWithin(b, minLen, MaxSolveSteps)
	return out
}

// SolveWithin is Solve with a budget of steps on boards of more than 16
// cells; complete is false when the walk ran out of steps, and the words
// are then those found before it stopped.
func (s *Solver) SolveWithin(b *Board, minLen, budget int) (words []Found, complete bool) {
	sol, _ := s.pool.Get().(*Solution)
	if sol == nil {
		sol = new(Solution)
	}
	sol.budget = budget
	s.SolveInto(sol, b, minLen)
	sol.budget = 0
	complete = sol.Complete()
	sol.Sort()
	out := make([]Found, sol.Len())
	for i := range out {
		out[i] = sol.Found(i)
	}
	sol.board = nil
	s.pool.Put(sol)
	return out, complete
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
	recs   []wordgrid.Rec
	packed []uint64
	pk     wordgrid.Packing
	bigOff []uint32
	minLen int
	path   []uint16
	used   []bool // general search
	// small search (n*n <= 64)
	grid   wordgrid.Grid
	lval   [64]int  // per cell: letter value x letter bonus
	wmul   [64]int  // per cell: word multiplier
	lbonus [128]int // by length: the length bonus (0 without)
	// the search on boards of at most 16 cells (small.go), which keeps the
	// paths packed in found.path
	packedPaths bool
	small       *smallState
	// budget is the steps the next SolveInto may take (0: MaxSolveSteps);
	// left counts them down, and stopped says they ran out.
	budget  int
	left    int
	stopped bool
}

// Complete reports whether the last SolveInto walked the whole board: false
// when it stopped after MaxSolveSteps steps (see MaxSolveSteps).
func (x *Solution) Complete() bool { return !x.stopped }

const (
	tableBits = 10
	tableSize = 1 << tableBits // the hash table's size for each new board
)

type found struct {
	id    uint32 // the word's number in the Solver
	off   uint32 // its best path is cells[off : off+len]
	len   uint32
	score int
	path  uint64 // its best path packed as in sframe, when packedPaths
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
	if len(b.letters) <= smallCells && !forceGeneral {
		sol.packedPaths = true
		sol.loadSmall(s.t, b)
		if s.t.Wide() {
			sol.searchSmallWide(s.t.PackRec(root))
		} else {
			sol.searchSmall(s.t.PackRec(root))
		}
		return
	}
	if b.masks != nil && !forceGeneral {
		for c, l := range b.letters {
			sol.lval[c] = b.Scoring.Values.Value(l) * b.bonus[c].LetterMult()
			sol.wmul[c] = b.bonus[c].WordMult()
		}
		for l := 0; l <= len(b.letters); l++ {
			sol.lbonus[l] = b.total(0, 1, l) // the length bonus
		}
		var syms [64]byte
		for c, l := range b.letters {
			syms[c] = s.t.Sym(l, false)
		}
		sol.grid.LoadFor(s.t, b.n, syms[:len(b.letters)])
		if s.t.Wide() {
			sol.visitWide(-1, s.t.PackRec(root), 0, 0, 0, 1, 0)
		} else {
			sol.visit(-1, s.t.PackRec(root), 0, 0, 0, 1, 0)
		}
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
	if len(b.letters) > smallCells || forceGeneral { // else loadSmall
		if cap(x.table) < tableSize {
			x.table = make([]uint32, tableSize)
		}
		x.table = x.table[:tableSize] // back to the small size after a big board
		x.shift = 32 - tableBits
		clear(x.table)
	}
	x.board = b
	x.packedPaths = false
	x.left, x.stopped = x.budget, false
	if x.left <= 0 {
		x.left = MaxSolveSteps
	}
	x.found = x.found[:0]
	x.cells = x.cells[:0]
	x.recs = s.t.Records()
	x.packed, x.pk, x.bigOff = s.t.Packed()
	x.minLen = max(minLen, 1)
	if cap(x.path) < 64 {
		x.path = make([]uint16, 64)
	}
	x.path = x.path[:cap(x.path)]
}

// visit is the search on boards of at most 64 cells, for a table of the
// narrow layout (visitWide, generated from it by internal/widegen, is the
// same for the wide layout): a depth-first walk over the board and the
// dictionary together, from each start cell in increasing order, started
// with c = -1 at the root. It continues a path through the node of packed record p, on cell c of
// a board of at most 64 cells (c is -1 at the root, before the first cell);
// base is the number of the first word of p's parent node, used the cells
// before c, sum and mult the letter sum and word multiplier before c, depth
// the number of cells before c. It follows the letters both the dictionary
// and c's unused neighbours have, each letter's cells in increasing order,
// so for one word the paths come in lexicographic order of their cells.
func (x *Solution) visit(c int, p uint64, id uint32, used uint64, sum, mult, depth int) {
	if x.left <= 0 {
		x.stopped = true
		return
	}
	x.left--
	g := &x.grid
	around := uint32(wordgrid.SymBits)
	nbs := ^uint64(0)
	if c >= 0 {
		c &= 63
		used |= 1 << uint(c)
		x.path[depth&63] = uint16(c)
		depth++
		sum += x.lval[c]
		mult = min(mult*x.wmul[c], maxWordMult)
		if p&wordgrid.PackedFinal != 0 {
			if depth >= x.minLen {
				x.record(id, sum*mult+x.lbonus[depth&127], x.path[:depth])
			}
			id++
		}
		around, nbs = g.NbSym[c], g.NbCells[c]
	}
	letters := uint32(p) & wordgrid.SymBits
	first := uint32(p >> wordgrid.FirstShift & x.pk.FirstMask)
	for ls := letters & around; ls != 0; ls &= ls - 1 {
		l := bits.TrailingZeros32(ls) & 31
		m := g.CellsOf[l] & nbs &^ used
		if m == 0 {
			continue
		}
		k := first + uint32(bits.OnesCount32(letters&(1<<l-1)))
		next := x.packed[k]
		off := uint32(next >> x.pk.OffShift)
		if off == x.pk.OffEscape {
			off = x.bigOff[k]
		}
		for ; m != 0; m &= m - 1 {
			x.visit(bits.TrailingZeros64(m), next, id+off, used, sum, mult, depth)
		}
	}
}

// visitGeneral is visit for boards of any size.
func (x *Solution) visitGeneral(c int32, ei, base uint32, sum, mult, depth int) {
	if x.left <= 0 {
		x.stopped = true
		return
	}
	x.left--
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
	if e.Final {
		if depth >= x.minLen {
			x.record(id, b.total(sum, mult, depth), x.path[:depth])
		}
		id++
	}
	if letters := e.Mask; letters != 0 {
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

// record notes that path spells word id with score. The searches meet the
// paths of a word in lexicographic order of their cells, so keeping the
// first of the best keeps the first best path.
func (x *Solution) record(id uint32, score int, path []uint16) {
	mask := uint32(len(x.table) - 1)
	h := (id * 0x9E3779B1) >> x.shift
	for {
		t := x.table[h&mask]
		if t == 0 {
			break
		}
		if f := &x.found[t-1]; f.id == id {
			if score > f.score { // the first best path is kept
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
	word := make([]byte, f.len)
	path := make(Path, f.len)
	for j := range path {
		var c int
		if x.packedPaths {
			c = int(f.path>>(4*(int(f.len)-1-j))) & (smallCells - 1)
		} else {
			c = int(x.cells[int(f.off)+j])
		}
		word[j] = 'A' + x.board.letters[c]
		path[j] = x.board.pos(c)
	}
	return Found{Word: string(word), Score: f.score, Path: path}
}

// Sort puts the words found in alphabetical order.
func (x *Solution) Sort() {
	slices.SortFunc(x.found, func(a, b found) int { return int(a.id) - int(b.id) })
}
