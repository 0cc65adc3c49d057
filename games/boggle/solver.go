package boggle

import (
	"math/bits"
	"sort"

	"github.com/wordbot/wordbot/lexicon"
)

// Solver finds every word on many boards quickly. It is built once from a
// lexicon and a set of rules and then solves boards without allocating
// (Score) or with paths (Solve). A Solver is not safe for concurrent use;
// Clone gives another one sharing the read-only tables.
//
// It expands the DAWG into a trie laid out breadth first, so the children of
// a node are consecutive: a node is a 32-bit mask of its child symbols and
// the index of its first child, and the child for symbol s is
// first + popcount(mask below s). With QuFace the trie reads every "QU" as one
// symbol (26) and drops words with a Q not followed by U, so a QU cell is an
// ordinary cell to the search. A trie node is a word id: a generation stamp
// per node counts each word once per board without clearing anything.
type Solver struct {
	t     *trie
	stamp []uint8 // per trie node: the generation that last counted it
	gen   uint8

	// per board
	adj   *adjacency
	size  int
	min   int
	sym   [MaxSize * MaxSize]uint8 // trie symbol of each cell
	nbSym   [MaxSize * MaxSize]uint32 // symbols of each cell's neighbours
	nbCells [MaxSize * MaxSize]uint64 // each cell's neighbours
	cellsOf [32]uint64                // the cells showing each symbol
	words int
	score int
	path  [MaxSize * MaxSize]int8
	found []foundNode // Solve only
	keep  bool
}

type foundNode struct {
	node uint32
	path [MaxSize * MaxSize]int8
	n    int8
}

// trie is the read-only part of a Solver.
type trie struct {
	nodes  []tnode
	points []uint16 // per node: the points of the word it ends (words only)
	length []uint8  // per node: letters of the word it ends, capped at 255
	rules  Rules
}

type tnode struct {
	mask  uint32 // bits 0..26: child symbols; wordBit: a word ends here
	first uint32 // index of the first child
}

const (
	symQU   = 26
	wordBit = 1 << 31
)

// NewSolver builds a Solver for lex under rules (the minimum length applies
// per board, so the default follows each board's size).
func NewSolver(lex *lexicon.DAWG, rules Rules) (*Solver, error) {
	if err := rules.check(); err != nil {
		return nil, err
	}
	t := &trie{rules: rules}
	t.build(lex)
	return &Solver{t: t, stamp: make([]uint8, len(t.nodes))}, nil
}

// Clone returns a Solver sharing s's tables, for use on another goroutine.
func (s *Solver) Clone() *Solver {
	return &Solver{t: s.t, stamp: make([]uint8, len(s.t.nodes))}
}

// Nodes returns the number of trie nodes (a measure of the Solver's memory:
// 12 bytes each plus 4 for the stamps).
func (s *Solver) Nodes() int { return len(s.t.nodes) }

// build lays out the trie of lex: the children of a node are consecutive,
// and each child's own children follow soon after (depth first), so a path
// down the trie stays in nearby memory.
func (t *trie) build(lex *lexicon.DAWG) {
	t.nodes = []tnode{{}}
	t.points = []uint16{0}
	t.length = []uint8{0}
	t.layout(lex, 0, lex.Root(), 0)
}

// layout appends the children of trie node id, which stands for DAWG node dn
// reached with length letters, then lays out each child in turn.
func (t *trie) layout(lex *lexicon.DAWG, id uint32, dn lexicon.Node, length int) {
	if dn == 0 {
		return
	}
	type kid struct {
		dn     lexicon.Node
		length int
	}
	var kids [27]kid
	var mask uint32
	first := uint32(len(t.nodes))
	add := func(sym uint32, child lexicon.Node, final bool, length int) {
		var m uint32
		if final {
			m = wordBit
		}
		kids[bits.OnesCount32(mask)] = kid{child, length}
		mask |= 1 << sym
		t.nodes = append(t.nodes, tnode{mask: m})
		t.points = append(t.points, uint16(min(t.rules.Scoring.Points(length), 65535)))
		t.length = append(t.length, uint8(min(length, 255)))
	}
	var quChild lexicon.Node
	var quFinal, hasQU bool
	for i := dn; ; i++ {
		e := lex.Edge(i)
		l := e.Letter()
		if l == letterQ && t.rules.QuFace {
			if c, fin, ok := lex.Next(e.Child(), letterU); ok {
				quChild, quFinal, hasQU = c, fin, true
			}
		} else {
			add(uint32(l), e.Child(), e.Final(), length+1)
		}
		if e.Last() {
			break
		}
	}
	if hasQU {
		add(symQU, quChild, quFinal, length+2)
	}
	t.nodes[id].mask |= mask
	t.nodes[id].first = first
	for k := 0; k < bits.OnesCount32(mask); k++ {
		t.layout(lex, first+uint32(k), kids[k].dn, kids[k].length)
	}
}

// symbolsOf spells the word traced through cells.
func (s *Solver) symbolsOf(cells []int8) string {
	out := make([]byte, 0, 2*len(cells))
	for _, c := range cells {
		sym := s.sym[c]
		if sym == symQU {
			out = append(out, 'Q', 'U')
		} else {
			out = append(out, 'A'+sym)
		}
	}
	return string(out)
}

// load prepares the per-board tables and a new generation.
func (s *Solver) load(b *Board) {
	s.size = b.size
	s.min = s.t.rules.Min(b.size)
	s.adj = &adjacencies[b.size]
	for i := 0; i < b.Cells(); i++ {
		l := b.cells[i]
		if l == letterQ && s.t.rules.QuFace {
			l = symQU
		}
		s.sym[i] = l
	}
	clear(s.cellsOf[:])
	for i := 0; i < b.Cells(); i++ {
		s.cellsOf[s.sym[i]] |= 1 << i
		var m uint32
		var c uint64
		for k := 0; k < int(s.adj.count[i]); k++ {
			nb := s.adj.cells[i][k]
			m |= 1 << s.sym[nb]
			c |= 1 << nb
		}
		s.nbSym[i] = m
		s.nbCells[i] = c
	}
	s.words, s.score = 0, 0
	s.gen++
	if s.gen == 0 { // wrapped: forget every stamp
		clear(s.stamp)
		s.gen = 1
	}
}

// Score returns the number of distinct words on b and their total points.
// It does not allocate.
func (s *Solver) Score(b Board) (words, points int) {
	s.load(&b)
	s.keep = false
	s.run()
	return s.words, s.score
}

// Solve returns the words on b as FindAll does: sorted, each once, with its
// points and the first path in search order.
func (s *Solver) Solve(b Board) []Word {
	s.load(&b)
	s.keep = true
	s.found = s.found[:0]
	s.run()
	out := make([]Word, len(s.found))
	for i := range s.found {
		f := &s.found[i]
		cells := f.path[:f.n]
		out[i] = Word{Word: s.symbolsOf(cells), Points: int(s.t.points[f.node]), Path: pathOf(b.size, cells)}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Word < out[j].Word })
	return out
}

func (s *Solver) run() {
	nodes := s.t.nodes
	root := nodes[0]
	for cell := 0; cell < s.size*s.size; cell++ {
		bit := uint32(1) << s.sym[cell]
		if root.mask&bit == 0 {
			continue
		}
		id := root.first + uint32(bits.OnesCount32(root.mask&(bit-1)))
		n := nodes[id]
		s.path[0] = int8(cell)
		if n.mask&wordBit != 0 && s.stamp[id] != s.gen {
			s.stamp[id] = s.gen
			s.counted(id, 0)
		}
		if n.mask&s.nbSym[cell] != 0 {
			s.step(cell, n, 0, 0)
		}
	}
}

// step continues from trie node n on cell, the last of the depth+1 cells of
// the path (used marks the others). The caller has counted n's word and
// checked that some neighbour's letter continues n.
func (s *Solver) step(cell int, n tnode, used uint64, depth int) {
	used |= 1 << cell
	// The free neighbours whose letter continues some word, in cell order
	// (the adjacency order, so paths come out as Trace finds them).
	var next uint64
	for m := n.mask & s.nbSym[cell]; m != 0; m &= m - 1 {
		next |= s.cellsOf[bits.TrailingZeros32(m)]
	}
	next &= s.nbCells[cell] &^ used
	depth++
	nodes := s.t.nodes
	for ; next != 0; next &= next - 1 {
		nb := bits.TrailingZeros64(next)
		bit := uint32(1) << s.sym[nb]
		id := n.first + uint32(bits.OnesCount32(n.mask&(bit-1)))
		c := nodes[id]
		s.path[depth] = int8(nb)
		if c.mask&wordBit != 0 && s.stamp[id] != s.gen {
			s.stamp[id] = s.gen
			s.counted(id, depth)
		}
		if c.mask&s.nbSym[nb]&^wordBit != 0 {
			s.step(nb, c, used, depth)
		}
	}
}

// counted records the word ending at trie node id, found for the first time
// on this board with its last cell at path[depth].
func (s *Solver) counted(id uint32, depth int) {
	if int(s.t.length[id]) < s.min {
		return
	}
	s.words++
	s.score += int(s.t.points[id])
	if s.keep {
		f := foundNode{node: id, n: int8(depth + 1)}
		copy(f.path[:], s.path[:depth+1])
		s.found = append(s.found, f)
	}
}
