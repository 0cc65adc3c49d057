package ruzzle

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/wordbot/wordbot/lexicon"
)

// Found is a word found on a board.
type Found struct {
	Word  string // upper case
	Score int    // the best score of the word under the board's Scoring
	Path  Path   // the first best-scoring path (package comment)
}

// Solver finds the words of one dictionary on boards. It re-encodes the
// dictionary's DAWG once so that the search follows a letter in constant
// time with one memory access, and numbers the words (0 .. WordCount-1, in
// alphabetical order) as it goes, so that a board keeps each word's best
// score in a small table keyed by number, without strings or maps. A Solver
// is read-only and safe for concurrent use.
type Solver struct {
	edges []sedge
	root  sedge // a pseudo-edge into the root node
	words int
	pool  sync.Pool // *Solution, for Solve
}

// sedge is a DAWG edge with the node it leads to inlined: the letters
// leaving that node and the index of its first edge. A node's edges are
// stored in letter order, so its edge for letter l is first +
// popcount(letters below l). skip holds finalBit when the edge
// completes a word, and the number of words of the edge's node that come
// before the words through this edge (through its earlier edges).
type sedge struct{ letters, first, skip uint32 }

const (
	finalBit = 1 << 31
	skipMask = finalBit - 1
)

// NewSolver builds a Solver for d. Nodes are laid out breadth first, so the
// short prefixes that every board visits share a few cache lines.
func NewSolver(d *lexicon.DAWG) *Solver {
	s := &Solver{}
	size := d.EdgeCount() + 1 // lexicon.Node values are below size
	// first[n]: where node n's edges go (0: not placed yet; the root's
	// edges go at 0 and it is never a child).
	first := make([]uint32, size)
	count := make([]uint32, size) // words below node n, plus 1 once known
	var words func(n lexicon.Node) uint32
	words = func(n lexicon.Node) uint32 {
		if n == 0 {
			return 0
		}
		if count[n] != 0 {
			return count[n] - 1
		}
		c := uint32(0)
		for i := n; ; i++ {
			e := d.Edge(i)
			if e.Final() {
				c++
			}
			c += words(e.Child())
			if e.Last() {
				break
			}
		}
		count[n] = c + 1
		return c
	}
	info := func(n lexicon.Node) sedge { // n's letters and first
		var e sedge
		if n == 0 {
			return e
		}
		for i := n; ; i++ {
			de := d.Edge(i)
			e.letters |= 1 << de.Letter()
			if de.Last() {
				break
			}
		}
		e.first = first[n]
		return e
	}
	root := d.Root()
	s.words = int(words(root))
	if root == 0 {
		return s
	}
	// Breadth first: place each node's edges when it is first met.
	queue := []lexicon.Node{root}
	next := uint32(0)
	place := func(n lexicon.Node) {
		first[n] = next
		for i := n; ; i++ {
			next++
			if d.Edge(i).Last() {
				break
			}
		}
	}
	place(root)
	for qi := 0; qi < len(queue); qi++ {
		for i := queue[qi]; ; i++ {
			e := d.Edge(i)
			if c := e.Child(); c != 0 && first[c] == 0 {
				place(c)
				queue = append(queue, c)
			}
			if e.Last() {
				break
			}
		}
	}
	s.edges = make([]sedge, next)
	for _, n := range queue {
		skip := uint32(0)
		for i, j := n, first[n]; ; i, j = i+1, j+1 {
			de := d.Edge(i)
			e := info(de.Child())
			e.skip = skip
			if de.Final() {
				e.skip |= finalBit
				skip++
			}
			skip += words(de.Child())
			s.edges[j] = e
			if de.Last() {
				break
			}
		}
	}
	s.root = info(root)
	return s
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
	edges    []sedge
	minLen   int
	lbonus   bool
	path     []uint16
	used     []bool     // general search
	lval     [64]int    // small search (n*n <= 64), per cell: letter value x letter bonus
	wmul     [64]int    // word multiplier
	around   [64]uint32 // the letters of the cell's neighbours
	byLetter [64][32]uint64
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
	root := s.root
	if root.letters == 0 {
		return
	}
	if b.masks != nil && !forceGeneral {
		for c, l := range b.letters {
			sol.lval[c] = b.Scoring.Values.Value(l) * b.bonus[c].LetterMult()
			sol.wmul[c] = b.bonus[c].WordMult()
			around := uint32(0)
			for _, n := range b.nbrs[c] {
				nl := b.letters[n]
				around |= 1 << nl
				sol.byLetter[c][nl] |= 1 << uint(n)
			}
			sol.around[c] = around
		}
		for c, l := range b.letters {
			if bit := uint32(1) << l; root.letters&bit != 0 {
				sol.visit(c, &sol.edges[root.first+uint32(bits.OnesCount32(root.letters&(bit-1)))], 0, 0, 0, 1, 0)
			}
		}
		for c := range b.letters {
			for _, n := range b.nbrs[c] {
				sol.byLetter[c][b.letters[n]] = 0
			}
		}
		return
	}
	if cap(sol.used) < len(b.letters) {
		sol.used = make([]bool, len(b.letters))
	}
	sol.used = sol.used[:len(b.letters)]
	for c, l := range b.letters {
		if bit := uint32(1) << l; root.letters&bit != 0 {
			sol.visitGeneral(int32(c), root.first+uint32(bits.OnesCount32(root.letters&(bit-1))), 0, 0, 1, 0)
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
	x.edges = s.edges
	x.minLen = max(minLen, 1)
	x.lbonus = b.Scoring.LengthBonus
	if cap(x.path) < 64 {
		x.path = make([]uint16, 64)
	}
	x.path = x.path[:cap(x.path)]
}

// visit continues a path on cell c of a board of at most 64 cells, reached
// through edge e; base is the number of words before those of e's node, used
// the cells used before c, sum and mult the letter sum and word multiplier
// before c, depth the number of cells before c. It follows the letters both
// the DAWG and c's unused neighbours have (byLetter gives the neighbours of
// each letter), so for one word the paths still come in lexicographic order
// of their cells.
func (x *Solution) visit(c int, e *sedge, base uint32, used uint64, sum, mult, depth int) {
	c &= 63
	used |= 1 << uint(c)
	x.path[depth&63] = uint16(c)
	depth++
	sum += x.lval[c]
	if k := x.wmul[c]; k != 1 {
		mult = mulWord(mult, k)
	}
	id := base + e.skip&skipMask
	if e.skip&finalBit != 0 {
		if depth >= x.minLen {
			x.record(id, x.score(sum, mult, depth), depth)
		}
		id++
	}
	for ls := e.letters & x.around[c]; ls != 0; ls &= ls - 1 {
		l := bits.TrailingZeros32(ls) & 31
		m := x.byLetter[c][l] &^ used
		if m == 0 {
			continue
		}
		next := &x.edges[e.first+uint32(bits.OnesCount32(e.letters&(1<<l-1)))]
		for ; m != 0; m &= m - 1 {
			x.visit(bits.TrailingZeros64(m), next, id, used, sum, mult, depth)
		}
	}
}

// score is a path's score from its letter sum, word multiplier and length.
func (x *Solution) score(sum, mult, length int) int {
	s := sum * mult
	if x.lbonus && length > 4 {
		s += 5 * (length - 4)
	}
	return s
}

// visitGeneral is visit for boards of any size.
func (x *Solution) visitGeneral(c int32, ei, base uint32, sum, mult, depth int) {
	b := x.board
	e := x.edges[ei]
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
	id := base + e.skip&skipMask
	if e.skip&finalBit != 0 {
		if depth >= x.minLen {
			x.record(id, b.total(sum, mult, depth), depth)
		}
		id++
	}
	if e.letters != 0 {
		for _, n := range b.nbrs[c] {
			bit := uint32(1) << b.letters[n]
			if x.used[n] || e.letters&bit == 0 {
				continue
			}
			x.visitGeneral(n, e.first+uint32(bits.OnesCount32(e.letters&(bit-1))), id, sum, mult, depth)
		}
	}
	x.used[c] = false
}

// record notes that the path x.path[:depth] spells word id with score.
func (x *Solution) record(id uint32, score, depth int) {
	mask := uint32(len(x.table) - 1)
	h := (id * 0x9E3779B1) >> x.shift
	for {
		t := x.table[h&mask]
		if t == 0 {
			break
		}
		if f := &x.found[t-1]; f.id == id {
			if score > f.score {
				f.score = score
				copy(x.cells[f.off:], x.path[:depth])
			}
			return
		}
		h++
	}
	x.table[h&mask] = uint32(len(x.found) + 1)
	off := len(x.cells)
	x.cells = append(x.cells, x.path[:depth]...)
	x.found = append(x.found, found{id: id, off: uint32(off), len: uint32(depth), score: score})
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
