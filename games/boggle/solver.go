package boggle

import (
	"math/bits"
	"sort"

	"github.com/wordbot/wordbot/lexicon"
)

// Solver finds every word on many boards quickly. It is built once from a
// lexicon and a set of rules, then solves boards without allocating (Score)
// or with paths (Solve). A Solver is not safe for concurrent use; Clone gives
// another one sharing the read-only tables.
//
// Its table is the lexicon's DAWG recast for the search. Each edge is a
// record holding what the search needs of the node it leads to: the set of
// symbols leaving that node as a bit mask and the index of its first edge, so
// the edge for symbol s is first + popcount(mask below s), one memory read
// per step. With QuFace every "QU" is one symbol (26) and words with a Q not
// followed by U are dropped, so a QU cell is an ordinary cell to the search.
// Words are numbered by their rank in the DAWG (each record carries the
// number of words its earlier siblings lead to), so a per-word array stamped
// with a board generation counts each word once per board without clearing
// anything, and holds the word's length for the minimum and the points.
type Solver struct {
	t     *table
	recs  []record // t.recs
	seen  []stamp  // per word
	gen   uint16
	keep  bool     // Solve: collect the words found
	found []uint32 // Solve: the words found, by number

	// per board
	size int
	min  int
	// The per-cell arrays have 64 entries so that indexes masked with 63
	// need no bounds checks.
	sym     [64]uint8  // symbol of each cell
	nbSym   [64]uint32 // symbols of each cell's neighbours
	nbCells [64]uint64 // each cell's neighbours
	cellsOf [64]uint64 // the cells showing each symbol (none for 27..63)
	words   int
	score   int
}

// stamp is a word's entry in Solver.seen.
type stamp struct {
	gen    uint16 // the board generation that last counted the word
	length uint8  // letters, capped at 255
}

// table is the read-only part of a Solver.
type table struct {
	recs   []record
	root   record  // a record leading to the root
	length []uint8 // per word: its letters, capped at 255
	rules  Rules
	points [256]int32 // points by length
}

// record is an edge of the recast DAWG, describing the node it leads to.
type record struct {
	mask  uint32 // bits 0..26: symbols leaving the node; finalBit: the edge ends a word
	first uint32 // index of the node's first record
	off   uint32 // words reached through the earlier edges of the same node
}

const (
	symQU    = 26
	finalBit = 1 << 31
	symBits  = 1<<27 - 1
)

// NewSolver builds a Solver for lex under rules (the minimum length applies
// per board, so the default follows each board's size).
func NewSolver(lex *lexicon.DAWG, rules Rules) (*Solver, error) {
	if err := rules.check(); err != nil {
		return nil, err
	}
	t := &table{rules: rules}
	for l := range t.points {
		t.points[l] = int32(rules.Scoring.Points(l))
	}
	b := builder{lex: lex, t: t, memo: map[lexicon.Node]nodeInfo{}}
	root := b.node(lex.Root())
	t.root = record{mask: root.mask, first: root.first}
	t.relayout()
	t.length = make([]uint8, root.count)
	t.lengths(t.root, 0, 0)
	return newSolver(t), nil
}

func newSolver(t *table) *Solver {
	s := &Solver{t: t, recs: t.recs, seen: make([]stamp, len(t.length))}
	for i, l := range t.length {
		s.seen[i].length = l
	}
	return s
}

// Clone returns a Solver sharing s's tables, for use on another goroutine.
func (s *Solver) Clone() *Solver { return newSolver(s.t) }

// Records returns the number of edge records (12 bytes each), a measure of
// the Solver's memory.
func (s *Solver) Records() int { return len(s.t.recs) }

type nodeInfo struct{ mask, first, count uint32 }

type builder struct {
	lex  *lexicon.DAWG
	t    *table
	memo map[lexicon.Node]nodeInfo
}

// node recasts DAWG node dn (memoized, so shared nodes stay shared) and
// returns its symbol mask, first record and number of words.
func (b *builder) node(dn lexicon.Node) nodeInfo {
	if dn == 0 {
		return nodeInfo{}
	}
	if ni, ok := b.memo[dn]; ok {
		return ni
	}
	type edge struct {
		sym   uint32
		child lexicon.Node
		final bool
	}
	var edges []edge
	var qu *edge
	for i := dn; ; i++ {
		e := b.lex.Edge(i)
		l := e.Letter()
		if l == letterQ && b.t.rules.QuFace {
			if c, fin, ok := b.lex.Next(e.Child(), letterU); ok {
				qu = &edge{symQU, c, fin}
			}
		} else {
			edges = append(edges, edge{uint32(l), e.Child(), e.Final()})
		}
		if e.Last() {
			break
		}
	}
	if qu != nil {
		edges = append(edges, *qu)
	}
	kids := make([]nodeInfo, len(edges))
	live := edges[:0]
	for _, e := range edges {
		// Drop edges that lead to no word (the QU recasting can leave some).
		if k := b.node(e.child); e.final || k.count > 0 {
			kids[len(live)] = k
			live = append(live, e)
		}
	}
	edges = live
	ni := nodeInfo{first: uint32(len(b.t.recs))}
	for i, e := range edges {
		r := record{mask: kids[i].mask, first: kids[i].first, off: ni.count}
		ni.count += kids[i].count
		if e.final {
			r.mask |= finalBit
			ni.count++
		}
		ni.mask |= 1 << e.sym
		b.t.recs = append(b.t.recs, r)
	}
	b.memo[dn] = ni
	return ni
}

// relayout orders the nodes' record blocks breadth first from the root, so
// the nodes near the root, which every board visits, share few cache lines.
func (t *table) relayout() {
	old := t.recs
	recs := make([]record, 0, len(old))
	moved := map[uint32]uint32{} // old first -> new first
	queue := []record{t.root}
	for head := 0; head < len(queue); head++ {
		r := queue[head]
		if r.mask&symBits == 0 {
			continue
		}
		if _, ok := moved[r.first]; ok {
			continue
		}
		moved[r.first] = uint32(len(recs))
		n := uint32(bits.OnesCount32(r.mask & symBits))
		block := old[r.first : r.first+n]
		recs = append(recs, block...)
		queue = append(queue, block...)
	}
	for i := range recs {
		if recs[i].mask&symBits != 0 {
			recs[i].first = moved[recs[i].first]
		}
	}
	t.root.first = moved[t.root.first]
	t.recs = recs
}

// lengths fills t.length for the words through r's node, numbered from base,
// reached with length letters.
func (t *table) lengths(r record, base uint32, length int) {
	k := r.first
	for m := r.mask & symBits; m != 0; m &= m - 1 {
		sym := bits.TrailingZeros32(m)
		c := t.recs[k]
		k++
		id := base + c.off
		n := length + symLen(uint8(sym))
		if c.mask&finalBit != 0 {
			t.length[id] = uint8(min(n, 255))
			id++
		}
		t.lengths(c, id, n)
	}
}

// symLen returns the number of letters a symbol stands for: 2 for QU, else 1.
func symLen(sym uint8) int { return 1 + int((sym+6)>>5) }

// spell returns word number id.
func (t *table) spell(id uint32) string {
	var out []byte
	r, base := t.root, uint32(0)
	for {
		// The last edge whose words start at or before id.
		k, sym := r.first, uint32(0)
		var c record
		for m := r.mask & symBits; m != 0; m &= m - 1 {
			if base+t.recs[k].off > id {
				break
			}
			c, sym = t.recs[k], uint32(bits.TrailingZeros32(m))
			k++
		}
		if sym == symQU {
			out = append(out, 'Q', 'U')
		} else {
			out = append(out, 'A'+byte(sym))
		}
		base += c.off
		if c.mask&finalBit != 0 {
			if base == id {
				return string(out)
			}
			base++
		}
		r = c
	}
}

// load prepares the per-board tables and a new generation.
func (s *Solver) load(b *Board) {
	s.size = b.size
	s.min = s.t.rules.Min(b.size)
	adj := &adjacencies[b.size]
	cells := b.Cells()
	clear(s.cellsOf[:])
	for i := 0; i < cells; i++ {
		l := b.cells[i]
		if l == letterQ && s.t.rules.QuFace {
			l = symQU
		}
		s.sym[i] = l
		s.cellsOf[l] |= 1 << i
	}
	for i := 0; i < cells; i++ {
		c := adj.masks[i]
		var m uint32
		for k := c; k != 0; k &= k - 1 {
			m |= 1 << s.sym[bits.TrailingZeros64(k)&63]
		}
		s.nbSym[i] = m
		s.nbCells[i] = c
	}
	s.words, s.score = 0, 0
	s.gen++
	if s.gen == 0 { // wrapped: forget every stamp
		for i := range s.seen {
			s.seen[i].gen = 0
		}
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
// points and the first path in search order (the one Trace returns).
func (s *Solver) Solve(b Board) []Word {
	s.load(&b)
	s.keep = true
	s.found = s.found[:0]
	s.run()
	out := make([]Word, len(s.found))
	for i, id := range s.found {
		w := s.t.spell(id)
		path, _ := b.Trace(w, s.t.rules.QuFace)
		out[i] = Word{Word: w, Points: int(s.t.points[s.t.length[id]]), Path: path}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Word < out[j].Word })
	return out
}

func (s *Solver) run() {
	r := s.t.root
	for cell := 0; cell < s.size*s.size; cell++ {
		sym := s.sym[cell]
		bit := uint32(1) << sym
		if r.mask&bit == 0 {
			continue
		}
		c := s.recs[r.first+uint32(bits.OnesCount32(r.mask&(bit-1)))]
		id := c.off
		if c.mask&finalBit != 0 {
			s.count(id)
			id++
		}
		if c.mask&s.nbSym[cell]&symBits != 0 {
			s.step(cell, c, id, 0)
		}
	}
}

// step continues from record r on cell (used marks the cells before it on
// the path); base is the number of the first word through r's node.
func (s *Solver) step(cell int, r record, base uint32, used uint64) {
	cell &= 63
	used |= 1 << cell
	// The free neighbours whose symbol continues some word.
	// The first two symbols are taken without a branch (TrailingZeros32 of
	// 0 is 32, whose cellsOf entry is empty): a loop's exit, taken after a
	// varying number of rounds, is a branch the processor mispredicts.
	m := r.mask & s.nbSym[cell] & symBits
	next := s.cellsOf[bits.TrailingZeros32(m)&63]
	m &= m - 1
	next |= s.cellsOf[bits.TrailingZeros32(m)&63]
	m &= m - 1
	for ; m != 0; m &= m - 1 {
		next |= s.cellsOf[bits.TrailingZeros32(m)&63]
	}
	next &= s.nbCells[cell] &^ used
	recs := s.recs
	for ; next != 0; next &= next - 1 {
		nb := bits.TrailingZeros64(next) & 63
		c := recs[r.first+uint32(bits.OnesCount32(r.mask&(uint32(1)<<s.sym[nb]-1)))]
		id := base + c.off
		if c.mask&finalBit != 0 {
			if s.seen[id].gen != s.gen {
				s.count(id)
			}
			id++
		}
		if c.mask&s.nbSym[nb]&symBits != 0 {
			s.step(nb, c, id, used)
		}
	}
}

// count counts word number id if it is new on this board and long enough.
func (s *Solver) count(id uint32) {
	w := &s.seen[id]
	if w.gen == s.gen {
		return
	}
	w.gen = s.gen
	if int(w.length) < s.min {
		return
	}
	s.words++
	s.score += int(s.t.points[w.length])
	if s.keep {
		s.found = append(s.found, id)
	}
}
