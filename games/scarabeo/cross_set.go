package scarabeo

import (
	"math/bits"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// crossData is, for one main direction, what each empty square's
// perpendicular word asks of a new tile: the letters it accepts (every letter
// when it has no perpendicular neighbour), and what the tiles already in that
// word add to the score.
type crossData struct {
	mask  []uint32 // letters allowed
	has   []bool   // a perpendicular word forms
	sum   []int32  // score of the old letters of that word (premiums included when reusable)
	wmult []int32  // product of the old word premiums of that word (1 unless reusable)
	size  []uint8  // the perpendicular word's length with the new tile (0: none)
}

// allLetters has every letter, A-Z and those beyond Z (bits 0..lexicon.MaxLetter).
const allLetters = 1<<(lexicon.MaxLetter+1) - 1

// azLetters has the letters A-Z.
const azLetters = 1<<26 - 1

// boardCross is the cross-checks of a board in both directions for one
// automaton and variant, kept on the board (Board.cross) until a tile is put
// down: a game's hints after the same move, or searches on the same
// position, compute them once. It is never changed once stored. After a
// move the board keeps the old one with the squares filled (Board.patch),
// and the next search computes again only the squares and lines the new
// tiles touch (patchCross).
type boardCross struct {
	f *fsa
	v *Variant
	// bounds: the automaton's bound tables the lines were narrowed with
	// (nil: none yet); the lines are made again once the search has more.
	bounds *fsaBounds
	cross  [2]crossData
	// lines are the board's lines as loadLine loads them, without the
	// rack's part (lineState.fit).
	lines      [2][MaxSize]lineState
	emptyBoard bool
	// leftRun is the most empty squares that are no anchor right before
	// an empty anchor of a line (the longest left part from a rack:
	// genState.maxLeft)
	leftRun int
}

// setLeftRun sets c.leftRun from its lines.
func (c *boardCross) setLeftRun(n int) {
	c.leftRun = 0
	for dir := range c.lines {
		if dir == int(crossword.Down) && c.emptyBoard {
			break
		}
		for line := 0; line < n; line++ {
			ln := &c.lines[dir][line]
			for m := ln.anchorSet; m != 0; m &= m - 1 {
				j := bits.TrailingZeros32(m)
				k := 0
				for q := j - 1; q >= 0 && ln.tiles[q] == 0 && !ln.anchor[q]; q-- {
					k++
				}
				c.leftRun = max(c.leftRun, k)
			}
		}
	}
}

// keptCross returns the cross-checks and lines s's board keeps when they
// are for s's automaton, variant and bound tables, else nil.
func (s *genState) keptCross() *boardCross {
	if c := s.b.cross.Load(); c != nil && c.f == s.f && c.v == s.v && c.bounds == s.bounds {
		return c
	}
	return nil
}

// boardCross returns the cross-checks and lines of s's board, computing and
// keeping them when the board has none for s's automaton and variant (after
// computeAnchors, which run skips when the board has them).
func (s *genState) boardCross() *boardCross {
	if c := s.keptCross(); c != nil {
		return c
	}
	if p := s.b.patch.Load(); p != nil && p.base.f == s.f && p.base.v == s.v && p.base.bounds == s.bounds {
		return s.patchCross(p)
	}
	c := &boardCross{f: s.f, v: s.v, bounds: s.bounds, emptyBoard: s.emptyBoard}
	mode := s.rec.mode
	s.rec.mode = modeAll // loadLine without the rack's part
	for _, dir := range []crossword.Dir{crossword.Across, crossword.Down} {
		s.computeCross(dir, &c.cross[dir])
		s.cross = c.cross[dir]
		for line := 0; line < s.n; line++ {
			s.loadLine(dir, line)
			s.extendMasks()
			s.computeReach()
			c.lines[dir][line] = s.lineState
		}
	}
	s.rec.mode = mode
	c.setLeftRun(s.n)
	s.b.cross.Store(c)
	return c
}

// computeCross fills the cross-checks for words along dir on b.
func (s *genState) computeCross(dir crossword.Dir, cd *crossData) {
	size := s.n * s.n
	if cap(cd.mask) < size {
		cd.mask = make([]uint32, size)
		cd.has = make([]bool, size)
		cd.sum = make([]int32, size)
		cd.wmult = make([]int32, size)
		cd.size = make([]uint8, size)
	}
	cd.mask, cd.has, cd.sum, cd.wmult, cd.size = cd.mask[:size], cd.has[:size], cd.sum[:size], cd.wmult[:size], cd.size[:size]
	perp := dir.Other()
	for i := 0; i < size; i++ {
		s.crossAt(cd, perp, i)
	}
}

// crossAt fills the cross-checks of square i in cd, perp being the
// direction of the perpendicular words.
func (s *genState) crossAt(cd *crossData, perp crossword.Dir, i int) {
	b, v, n := s.b, s.v, s.n
	cd.mask[i], cd.has[i], cd.sum[i], cd.wmult[i], cd.size[i] = allLetters, false, 0, 1, 0
	if b.sq[i] != 0 {
		return
	}
	p := crossword.Pos{Row: i / n, Col: i % n}
	before, after := p.Step(perp, -1), p.Step(perp, 1)
	if !b.full(before.Row, before.Col) && !b.full(after.Row, after.Col) {
		return
	}
	var prefix, suffix [MaxSize]byte
	first := p
	for q := before; b.full(q.Row, q.Col); q = q.Step(perp, -1) {
		first = q
	}
	var sum, wm int32 = 0, 1
	np := 0
	for q := first; q != p; q = q.Step(perp, 1) {
		prefix[np] = b.sq[q.Row*n+q.Col] & letterBits
		np++
		sum, wm = s.addOld(q, sum, wm)
	}
	ns := 0
	for q := after; b.full(q.Row, q.Col); q = q.Step(perp, 1) {
		suffix[ns] = b.sq[q.Row*n+q.Col] & letterBits
		ns++
		sum, wm = s.addOld(q, sum, wm)
	}
	cd.mask[i] = s.f.crossSet(prefix[:np], suffix[:ns]) & v.Alphabet
	cd.has[i], cd.sum[i], cd.wmult[i], cd.size[i] = true, sum, wm, uint8(np+ns+1)
}

// addOld adds the tile already on q to a word's letter sum and word multiplier.
func (s *genState) addOld(q crossword.Pos, sum, wm int32) (int32, int32) {
	v := s.v
	val := int32(v.TileValue(sqTile(s.b.sq[q.Row*s.n+q.Col])))
	if v.ReusablePremiums {
		pr := v.Premium(q)
		return sum + val*int32(pr.LetterMult()), wm * int32(pr.WordMult())
	}
	return sum + val, wm
}

// extendMasks narrows the masks of the current line's empty squares next to
// a tile to their extension sets (extset.go): the best-move search's lines
// only (every square's mask stays a superset of what a move puts there).
func (s *genState) extendMasks() {
	if s.bounds == nil {
		return // not built yet (fsaBounds): the masks stay as they are
	}
	g := s.bounds.grams
	for j := 0; j < s.n; j++ {
		if s.tiles[j] != 0 {
			continue
		}
		var left, right [3]byte
		nl, nr := 0, 0
		for k := j - 1; k >= 0 && s.tiles[k] != 0 && nl < 3; k-- {
			nl++
		}
		for x := 0; x < nl; x++ {
			left[x] = byte(s.tiles[j-nl+x] & letterBits)
		}
		for k := j + 1; k < s.n && s.tiles[k] != 0 && nr < 3; k++ {
			right[nr] = byte(s.tiles[k] & letterBits)
			nr++
		}
		if nl+nr > 0 {
			s.mask[j] &= g.extSet(left[:nl], right[:nr])
		}
	}
}

// crossPatch is what a board kept of its cross-checks when tiles were put
// down: those before (base) and the squares that took a tile since.
type crossPatch struct {
	base    *boardCross
	changed []int32
}

// patchCross returns the cross-checks and lines of s's board computed from
// those before its last moves (p): only the squares and lines the new tiles
// touch are computed again. It keeps them on the board.
func (s *genState) patchCross(p *crossPatch) *boardCross {
	old, n := p.base, s.n
	c := &boardCross{f: s.f, v: s.v, bounds: s.bounds, emptyBoard: s.emptyBoard, lines: old.lines}
	for d := range c.cross {
		c.cross[d] = old.cross[d].clone()
	}
	// The squares whose cross-checks may change: the new tiles and the
	// empty squares at both ends of the perpendicular run of tiles through
	// each; the lines to load again: those of these squares (anchors too
	// change only next to a new tile, on these lines).
	var redo [2]uint32 // lines by direction
	for _, i := range p.changed {
		r, col := int(i)/n, int(i)%n
		for _, dir := range []crossword.Dir{crossword.Across, crossword.Down} {
			perp := dir.Other()
			at := crossword.Pos{Row: r, Col: col}
			mark := func(q crossword.Pos) {
				if !q.In(n) {
					return
				}
				s.crossAt(&c.cross[dir], perp, q.Row*n+q.Col)
				line := q.Row
				if dir == crossword.Down {
					line = q.Col
				}
				redo[dir] |= 1 << line
			}
			mark(at)
			q := at
			for s.b.full(q.Row, q.Col) {
				q = q.Step(perp, -1)
			}
			mark(q)
			q = at
			for s.b.full(q.Row, q.Col) {
				q = q.Step(perp, 1)
			}
			mark(q)
		}
	}
	mode := s.rec.mode
	s.rec.mode = modeAll
	for _, dir := range []crossword.Dir{crossword.Across, crossword.Down} {
		s.cross = c.cross[dir]
		for line := 0; line < n; line++ {
			if redo[dir]&(1<<line) == 0 {
				continue
			}
			s.loadLine(dir, line)
			s.extendMasks()
			s.computeReach()
			c.lines[dir][line] = s.lineState
		}
	}
	s.rec.mode = mode
	c.setLeftRun(s.n)
	s.b.cross.Store(c)
	return c
}

// clone returns a copy of cd with its own slices.
func (cd *crossData) clone() crossData {
	return crossData{
		mask:  append([]uint32(nil), cd.mask...),
		has:   append([]bool(nil), cd.has...),
		sum:   append([]int32(nil), cd.sum...),
		wmult: append([]int32(nil), cd.wmult...),
		size:  append([]uint8(nil), cd.size...),
	}
}
