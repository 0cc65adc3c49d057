package scarabeo

import (
	"math/bits"
	"sync"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// Generator finds the legal moves for a rack on a board. It holds the
// lexicon's automaton (a copy of its DAWG edges, with the two-letter words
// added under TwoLetterAny) and is safe for concurrent use.
type Generator struct {
	v   *Variant
	lex *lexicon.DAWG
	f   *fsa
	// the variant's bonus words (Words) as a list, the lengths they have
	// and the largest bonus (read once: ranging over a map costs at
	// every hint)
	words    []bonusWord
	wordLens uint32
	maxBonus int32
}

// bonusWord is a word of Variant.Words and its bonus.
type bonusWord struct {
	word  string
	bonus int32
}

// NewGenerator prepares move generation for v with lex. The automaton is
// built once per lexicon and two-letter rule, and shared.
func NewGenerator(v *Variant, lex *lexicon.DAWG) *Generator {
	key := fsaKey{lex: lex, any: v.TwoLetterAny, alphabet: v.Alphabet}
	f, ok := fsaCache.Load(key)
	if !ok {
		f, _ = fsaCache.LoadOrStore(key, newFSA(lex, v))
	}
	g := &Generator{v: v, lex: lex, f: f.(*fsa)}
	for w, b := range v.Words {
		g.words = append(g.words, bonusWord{w, int32(b)})
		if len(w) < 32 {
			g.wordLens |= 1 << len(w)
		}
		g.maxBonus = max(g.maxBonus, int32(b))
	}
	return g
}

type fsaKey struct {
	lex      *lexicon.DAWG
	any      bool
	alphabet uint32
}

// fsaCache holds the automata built so far. Lexicons live as long as the
// program (embedded ones) or a CLI run, so entries are never dropped.
var fsaCache sync.Map

// Variant returns the generator's rules.
func (g *Generator) Variant() *Variant { return g.v }

// Lexicon returns the generator's word list.
func (g *Generator) Lexicon() *lexicon.DAWG { return g.lex }

// Moves returns every legal move for rack on b, each placement once, in no
// particular order. On an empty board only moves across are returned (the
// moves down mirror them on the symmetric boards of both variants).
func (g *Generator) Moves(b *Board, rack crossword.Rack) []Move {
	s := g.state(b, rack, modeAll, 0)
	s.run()
	out := make([]Move, len(s.rec.plays))
	for i := range s.rec.plays {
		out[i] = s.rec.plays[i].move(b)
	}
	release(s)
	g.spell(out)
	return out
}

// spell writes the moves' words as the language writes them (Variant.Spell:
// Ñ, CH, a jolly in lower case) when the game has letters beyond Z.
func (g *Generator) spell(ms []Move) {
	if g.v.Alphabet&^azLetters == 0 {
		return
	}
	for i := range ms {
		ms[i].Word = g.v.Spell(ms[i].Word)
	}
}

// Count returns the number of distinct legal placements for rack on b (as
// Moves; across only on an empty board).
func (g *Generator) Count(b *Board, rack crossword.Rack) int {
	s := g.state(b, rack, modeCount, 0)
	s.run()
	n := s.rec.count
	release(s)
	return n
}

// Best returns the k highest-scoring moves, best first (fewer when there are
// fewer moves; none when there is no legal move). Among equal scores, moves
// across come first, then by first square (row, then column), then by word.
func (g *Generator) Best(b *Board, rack crossword.Rack, k int) []Move {
	if k <= 0 {
		return nil
	}
	s := g.state(b, rack, modeTop, k)
	s.run()
	out := make([]Move, len(s.rec.plays))
	n := 0
	for i := range s.rec.plays {
		n += int(s.rec.plays[i].length)
	}
	tiles := make([]Placed, 0, n) // the moves' tiles, in one allocation
	for i := range s.rec.plays {
		out[i] = s.rec.plays[i].moveInto(&tiles)
	}
	release(s)
	g.spell(out)
	return out
}

func (g *Generator) state(b *Board, rack crossword.Rack, mode recMode, k int) *genState {
	s, _ := statePool.Get().(*genState)
	if s == nil {
		s = new(genState)
	}
	// Keep the buffers of an earlier run, clear the rest.
	*s = genState{v: g.v, f: g.f, bounds: g.f.bounds.Load(), b: b, n: b.n, rack: rack, jobL: -1,
		anchors: s.anchors[:0], cross: s.cross,
		rackVals: s.rackVals[:0], dropVals: s.dropVals[:0], fitOrder: s.fitOrder[:0], jobs: s.jobs[:0], jobRows: s.jobRows[:0],
		subs: s.subs[:0], subVals: s.subVals[:0],
		heap: s.heap[:0], lineFits: s.lineFits, order: s.order,
		rec: recorder{plays: s.rec.plays[:0]}}
	s.rec.mode, s.rec.k = mode, k
	s.twinFirst = mode == modeTop && k == 1 && g.v.JollyScoresLetter
	s.alpha = g.v.Alphabet
	s.rackTiles = rack.Size()
	for l := 0; l < crossword.Jolly; l++ {
		if rack[l] > 0 {
			s.avail |= 1 << l
		}
	}
	for l := 0; l < crossword.Jolly; l++ {
		s.values[l] = int32(g.v.Values[l])
		if g.v.JollyScoresLetter {
			s.jvalues[l] = s.values[l]
		}
	}
	for i, bonus := range g.v.Bonus {
		if i < len(s.bonus) {
			s.bonus[i] = int32(bonus)
		}
	}
	s.wordLens, s.words, s.maxWordBonus = g.wordLens, g.words, g.maxBonus
	return s
}

// statePool keeps generation states (and their buffers) between runs.
var statePool sync.Pool

// release hands s back for reuse; s must not be used afterwards.
func release(s *genState) {
	if cap(s.rec.plays) > 1<<16 {
		s.rec.plays = nil
	}
	s.b, s.endRow = nil, nil
	statePool.Put(s)
}

// lineState is the current line of a generation run, indexed by position
// along it.
type lineState struct {
	dir      crossword.Dir
	line     int
	tiles    [MaxSize]square
	mask     [MaxSize]uint32
	hasCross [MaxSize]bool
	crossLen [MaxSize]uint8
	anchor   [MaxSize]bool
	// crossBase+crossMul*v is what a new tile adding v to the main word
	// scores in its perpendicular word (0 when none forms).
	crossBase [MaxSize]int32
	crossMul  [MaxSize]int32
	lm, wm    [MaxSize]int32 // premiums for a new tile
	oldScore  [MaxSize]int32 // what the tile already there adds to the word
	oldWM     [MaxSize]int32
	lineEnds  uint32 // the squares of the line a word may end on
	anchorSet uint32 // the anchors of the line
	// best-move search: the most a rack tile accepted on the square scores
	fit [MaxSize]int32
	// best-move search: reach[lo] has the squares a word starting on lo
	// may end on (extset.go; every square outside the board's lines)
	reach [MaxSize]uint32
}

// newBit marks, in genState.word, a tile the move places.
const newBit = 0x40

// genState is one generation run: the board, the rack as it is being spent,
// and the current line's squares.
type genState struct {
	v          *Variant
	f          *fsa
	bounds     *fsaBounds // the automaton's bound tables at the search's start (nil: none yet)
	b          *Board
	n          int
	rack       crossword.Rack
	avail      uint32 // letters with at least one tile on the rack
	alpha      uint32 // letters a jolly may stand for
	values     [crossword.Jolly]int32
	jvalues    [crossword.Jolly]int32
	bonus      [MaxSize + 1]int32
	wordLens   uint32
	words      []bonusWord // Variant.Words
	anchors    []bool
	emptyBoard bool
	cross      crossData
	jobs       []anchorJob

	// The current line (the best-move search reads the board's lines,
	// boardCross, and keeps the rack's part of each, lineFits).
	lineState
	lineFits *[2][MaxSize][MaxSize]int32

	anchorPos     int
	anchorAllowed uint32 // letters the rack could put on the anchor (when the left part is the rack's)
	start         int
	word          [MaxSize]byte // letter | jollyBit | newBit, from start
	rackTiles     int           // tiles on the rack before the move
	leftPlain     bool          // no premium under the squares a left part may take

	rackVals []int32 // tile values of the rack, highest first (best-move bounds)
	// The best-move search's line: the values of the rack's tiles that may
	// go on it (rackVals, or dropVals without the lonely letters that fit
	// none of its squares: lonely.go).
	lineVals     []int32
	dropVals     []int32
	lonely       uint32              // the rack's lonely letters
	lineDrop     *[2][MaxSize]uint32 // by line, the lonely letters none of its squares takes
	maxWordBonus int32
	bonusTiles   int        // the most tiles of the rack a word of Words may take (setBonusTiles)
	fitOrder     []fitGroup // the rack's letters by value, highest first

	// Best-move search, the job being generated: endRow[e] bounds its moves
	// whose main word ends on e; goodMask has the squares e whose bound
	// reaches goodT.
	endRow   *[MaxSize]int32
	jobRows  [][MaxSize]int32
	jobL     int // the left part's tiles from the rack (-1: any, outside the best-move search)
	jobStart int // the first square of the job's moves
	// the stretch to play (its last square), and by left part the last
	// square of the stretch of the best bound, and the bound and last
	// square of the next best (anchorBound)
	genHi    int
	bestHi   [MaxSize]uint8
	nextHi   [MaxSize]uint8
	nextB    [MaxSize]int32
	bound    boundScratch // anchorBound's arrays (shadow.go)
	goodMask uint32
	goodT    int32
	goodSet  bool
	// lb: the job's bounds once its left part is known (leftbound.go)
	lb      leftBounds
	curEnds uint32 // the squares the current word may end on

	// The left parts of the rack, listed once per run (all moves).
	boardLeft  int                       // the best-move search: the board's leftRun plus 1 (0: not known)
	lefts      *[MaxSize + 1][]leftEntry // by length; nil: not listed
	leftBuf    []byte
	leftsDepth int
	leftPool   *leftLists
	leftJobs   int
	leftsTried bool
	plain      bool // tests: plain Appel-Jacobson (no left-part list, no empty-board shortcut)
	noAnagrams bool // tests: the best-move search walks the automaton even with a word map
	noLong     bool // tests: no long-word filter
	noJolly    bool // tests: no jolly filter

	// Best-move search with the word map (refine.go): the map (nil: not
	// used), the rack's sets of tiles by size
	// and the heap of jobs.
	wmap      *wordMap
	long      *bloom // the long-word filter, when the search has no word map (longcheck.go)
	jolly     *bloom // the jolly filter, with long and jollies on the rack
	rackHash  uint64 // with long: the rack's multiset hash
	longSkips int    // tests: the stretches the filter left without a bound
	anagrams  bool   // moves are found in the map rather than by walking the automaton
	subs      []subRack
	subSize   [MaxSize + 2]int // the sets of size k: subs[subSize[k]:subSize[k+1]]
	subVals   []int32
	jmax      int32                  // the most a jolly scores
	order     *[maxSubracks]setBound // genStretch's sets, best bound first

	// twinFirst: only the best move is asked for and a jolly scores its
	// letter, so a jolly is not tried as a letter the rack still holds.
	// Every move with it there has a twin with the letter's tile there
	// instead (and the jolly where that tile went, if it went anywhere):
	// the same words and letter values, so the same score, or 10 more
	// when the jolly is then left (NoJollyBonus); and the twin comes first
	// among equal scores (at the first square where they differ it has the
	// letter, the other the jolly). The walks place tiles from left to
	// right, so that square is the one the jolly is refused on.
	twinFirst bool
	heap      []heapJob // jobs by bound

	rec recorder
}

func (s *genState) run() {
	if s.rec.mode == modeTop {
		// The board's lines kept for the search have the anchors.
		if c := s.keptCross(); c != nil {
			s.emptyBoard = c.emptyBoard
		} else {
			s.computeAnchors()
		}
		s.runBest()
		return
	}
	s.computeAnchors()
	if s.emptyBoard && !s.plain {
		s.computeCross(crossword.Across, &s.cross)
		s.runEmpty()
		s.rec.finish()
		return
	}
	if d := s.maxLeft(); d > 0 && !s.plain {
		s.listLefts(d)
	}
	for _, dir := range []crossword.Dir{crossword.Across, crossword.Down} {
		if dir == crossword.Down && s.emptyBoard {
			break
		}
		s.computeCross(dir, &s.cross)
		for line := 0; line < s.n; line++ {
			s.loadLine(dir, line)
			s.genLine()
		}
	}
	s.dropLefts()
	s.rec.finish()
}

// dropLefts hands the left-part buffers back for reuse.
func (s *genState) dropLefts() {
	if s.leftPool != nil {
		leftPool.Put(s.leftPool)
		s.leftPool, s.lefts = nil, nil
	}
}

// runEmpty generates the moves on the empty board: every word the rack
// makes, found once, at every square across the centre row it may start on
// and still cover the centre (Appel-Jacobson would walk each word once per
// start).
func (s *genState) runEmpty() {
	c := s.v.Centre
	s.loadLine(crossword.Across, c.Row)
	s.anchorPos = c.Col
	n := s.n
	var walk func(node uint32, d, nj int)
	walk = func(node uint32, d, nj int) {
		ls := s.f.t[node].letters
		jollies := s.rack[crossword.Jolly] > 0
		allowed := ls & s.avail
		if jollies {
			allowed = ls & (s.avail | s.alpha)
		}
		for ; allowed != 0; allowed &= allowed - 1 {
			l := byte(bits.TrailingZeros32(allowed))
			a := s.f.t[node+uint32(bits.OnesCount32(ls&(1<<l-1)))].a
			more := a.child() != 0 && d+1 < s.rackTiles && d+1 < n
			if s.rack[l] > 0 {
				s.take(l)
				s.word[d] = l | newBit
				if a.final() && d >= 1 {
					s.placeEmpty(d+1, nj)
				}
				if more {
					walk(a.child(), d+1, nj)
				}
				s.put(l)
			}
			if jollies && s.alpha&(1<<l) != 0 {
				s.rack[crossword.Jolly]--
				s.word[d] = l | jollyBit | newBit
				if a.final() && d >= 1 {
					s.placeEmpty(d+1, nj+1)
				}
				if more {
					walk(a.child(), d+1, nj+1)
				}
				s.rack[crossword.Jolly]++
			}
		}
	}
	walk(s.f.root, 0, 0)
}

// placeEmpty records the word of m tiles in s.word at every start on the
// centre row that covers the centre.
func (s *genState) placeEmpty(m, nj int) {
	c := s.v.Centre.Col
	for st := max(0, c-m+1); st <= c && st+m <= s.n; st++ {
		s.start = st
		var main, wmul int32 = 0, 1
		for k := 0; k < m; k++ {
			t := s.word[k]
			v := s.values[t&letterBits]
			if t&jollyBit != 0 {
				v = s.jvalues[t&letterBits]
			}
			main += v * s.lm[st+k]
			wmul *= s.wm[st+k]
		}
		s.record(m, main*wmul, m, nj)
	}
}

// maxLeft returns the most tiles a left part from the rack may take at any
// anchor.
func (s *genState) maxLeft() int {
	if s.boardLeft > 0 {
		return min(s.boardLeft-1, s.rackTiles-1) // the board's lines have it
	}
	n, best := s.n, 0
	if len(s.anchors) != n*n {
		// The best-move search on kept lines skips computeAnchors; the
		// pooled state's anchors (cleared by state) are not this board's.
		s.computeAnchors()
	}
	for i, a := range s.anchors {
		if !a {
			continue
		}
		r, c := i/n, i%n
		if c > 0 && s.b.sq[i-1] == 0 {
			k := 0
			for q := i - 1; q >= r*n && s.b.sq[q] == 0 && !s.anchors[q]; q-- {
				k++
			}
			best = max(best, k)
		}
		if r > 0 && s.b.sq[i-n] == 0 && !s.emptyBoard {
			k := 0
			for q := i - n; q >= 0 && s.b.sq[q] == 0 && !s.anchors[q]; q -= n {
				k++
			}
			best = max(best, k)
		}
	}
	return min(best, s.rackTiles-1)
}

// loadLine copies line (a row for Across, a column for Down) into s.
func (s *genState) loadLine(dir crossword.Dir, line int) {
	s.dir, s.line = dir, line
	v, n := s.v, s.n
	for j := 0; j < n; j++ {
		i := line*n + j
		if dir == crossword.Down {
			i = j*n + line
		}
		pr := v.premium[i]
		t := s.b.sq[i]
		s.tiles[j] = t
		s.anchor[j] = s.anchors[i]
		s.lm[j], s.wm[j] = int32(pr.LetterMult()), int32(pr.WordMult())
		s.mask[j], s.hasCross[j] = s.cross.mask[i], s.cross.has[i]
		s.crossLen[j] = s.cross.size[i]
		s.crossBase[j], s.crossMul[j] = 0, 0
		if s.hasCross[j] {
			s.crossMul[j] = s.wm[j] * s.cross.wmult[i]
			s.crossBase[j] = s.cross.sum[i] * s.crossMul[j]
		}
		if t != 0 {
			val := int32(v.TileValue(sqTile(t)))
			if v.ReusablePremiums {
				s.oldScore[j], s.oldWM[j] = val*s.lm[j], s.wm[j]
			} else {
				s.oldScore[j], s.oldWM[j] = val, 1
			}
		}
	}
	s.lineEnds, s.anchorSet = 0, 0
	for j := range s.reach {
		s.reach[j] = ^uint32(0)
	}
	for j := 0; j < n; j++ {
		if j+1 == n || s.tiles[j+1] == 0 {
			s.lineEnds |= 1 << j
		}
		if s.anchor[j] {
			s.anchorSet |= 1 << j
		}
	}
	if s.rec.mode == modeTop {
		s.loadFit()
	}
}

// loadFit sets, for each empty square of the current line, the most a rack
// tile it accepts scores (the best-move search's bounds; -1 on a tile).
func (s *genState) loadFit() {
	lastM, lastV := uint32(0), int32(-1) // the last mask asked (most squares share one)
	for j := 0; j < s.n; j++ {
		if s.tiles[j] != 0 {
			s.fit[j] = -1
			continue
		}
		m := s.mask[j]
		if s.lonely != 0 && (j+1 == s.n || s.tiles[j+1] == 0) {
			m &^= s.lonely // a lonely letter goes only before a tile
		}
		if m != lastM {
			lastM, lastV = m, s.fitValue(m)
		}
		s.fit[j] = lastV
	}
}

// fitValue returns the most a tile of the rack scores on a square that
// accepts the letters of mask (-1 when none): at most 26 when a letter is
// worth more (fitOrder puts those in its top group; still a bound).
func (s *genState) fitValue(mask uint32) int32 {
	for _, g := range s.fitOrder {
		if g.letters&mask != 0 {
			if g.value == 26 {
				return s.maxValue(g.letters & mask)
			}
			return g.value
		}
	}
	return -1
}

// maxValue returns the most a rack tile standing for a letter of mask scores.
func (s *genState) maxValue(mask uint32) int32 {
	best := int32(-1)
	for m := mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		if s.rack[l] > 0 {
			best = max(best, s.values[l])
		}
		if s.rack[crossword.Jolly] > 0 && s.alpha&(1<<l) != 0 {
			best = max(best, s.jvalues[l])
		}
	}
	return best
}

// setEnds sets the squares the main word may end on: where the line lets
// it end and, in the best-move search, the job's bound still reaches the
// scores kept.
func (s *genState) setEnds() {
	s.curEnds = s.lineEnds & s.endsWorth()
}

func (s *genState) genLine() {
	for j := 0; j < s.n; j++ {
		if s.anchor[j] {
			s.genAnchor(j)
		}
	}
}

// genAnchor generates the moves Appel-Jacobson finds from anchor j of the
// current line: a left part (the tiles already left of j, or tiles from the
// rack on the empty squares before it) extended rightwards through j.
func (s *genState) genAnchor(j int) {
	s.anchorPos = j
	if j > 0 && s.tiles[j-1] != 0 {
		// The left part is the tiles already there.
		st := j - 1
		for st > 0 && s.tiles[st-1] != 0 {
			st--
		}
		node := s.f.root
		var main, wmul int32 = 0, 1
		for k := st; k < j; k++ {
			t := s.tiles[k]
			a, found := s.f.next(node, t&letterBits)
			if !found {
				return
			}
			node = a.child()
			s.word[k-st] = t & (letterBits | jollyBit)
			main += s.oldScore[k]
			wmul *= s.oldWM[k]
		}
		if node != 0 {
			if s.jobL >= 0 {
				s.setEnds()
				if s.f.t[node].nodeEnds<<j>>1&s.curEnds == 0 {
					return
				}
			}
			s.start = st
			s.extendRight(node, j, main, wmul, 0, 0, 0)
		}
		return
	}
	// Skip the anchor when no tile can go on it.
	s.anchorAllowed = s.mask[j] & s.avail
	if s.rack[crossword.Jolly] > 0 {
		s.anchorAllowed = s.mask[j] & (s.avail | s.alpha)
	}
	if s.anchorAllowed == 0 {
		return
	}
	limit := 0
	for k := j - 1; k >= 0 && s.tiles[k] == 0 && !s.anchor[k]; k-- {
		limit++
	}
	if tiles := s.rackTiles - 1; limit > tiles {
		limit = tiles
	}
	if s.jobL >= 0 {
		if s.jobL > limit {
			return
		}
		limit = s.jobL
		s.setEnds()
	}
	s.leftPlain = true
	for k := j - limit; k < j; k++ {
		if s.lm[k] != 1 || s.wm[k] != 1 {
			s.leftPlain = false
		}
	}
	if s.jobL > 0 && s.lefts == nil && !s.leftsTried && !s.plain {
		// The best-move search lists the left parts at its second job that
		// takes them from the rack, up to bestLefts tiles.
		if s.leftJobs++; s.leftJobs == 2 {
			s.leftsTried = true
			if d := min(s.maxLeft(), bestLefts); d > 0 {
				s.listLefts(d)
			}
		}
	}
	if s.lefts != nil && limit <= s.leftsDepth {
		s.leftList(limit)
		return
	}
	s.leftPart(s.f.root, 0, limit, 0, 0)
}

// leftEntry is a left part of the rack's tiles: its automaton node, length,
// tile values and jollies, its letters (leftBuf[off:off+depth]) and the
// rack left after it.
type leftEntry struct {
	node  uint32
	off   uint32
	raw   int32
	avail uint32
	next  uint32 // the letters the rack left can put after the part
	ends  uint32 // fsaArc.nodeEnds of node
	depth uint8
	nj    uint8
	rack  crossword.Rack // the rack left
}

// maxLefts caps the left parts listed once per run; beyond it the generator
// enumerates them again at every anchor.
const maxLefts = 1 << 16

// bestLefts is the most tiles of the left parts the best-move search lists:
// its jobs with longer left parts are few, and enumerate them at their
// anchor, following only the letters through which a word can still end
// where a move is worth it (listing the parts of 6 and 7 tiles of an
// 8-tile rack took more than that).
const bestLefts = 5

// listLefts lists, once per run, every left part of up to depth tiles of
// the rack that some word starts with (as leftPart enumerates them at each
// anchor), by length. It leaves s.lefts nil when there are too many.
func (s *genState) listLefts(depth int) {
	pool, _ := leftPool.Get().(*leftLists)
	if pool == nil {
		pool = &leftLists{}
	}
	s.leftPool = pool
	for d := range pool.byDepth {
		pool.byDepth[d] = pool.byDepth[d][:0]
	}
	buf := pool.buf[:0]
	total := 0
	var word [MaxSize]byte
	var walk func(node uint32, d int, raw int32, nj int) bool
	walk = func(node uint32, d int, raw int32, nj int) bool {
		if total == maxLefts {
			return false
		}
		total++
		jollies := s.rack[crossword.Jolly] > 0
		ls := s.f.t[node].letters
		allowed := ls & s.avail
		if jollies {
			allowed = ls & (s.avail | s.alpha)
		}
		pool.byDepth[d] = append(pool.byDepth[d], leftEntry{node: node, off: uint32(len(buf)), raw: raw, avail: s.avail, next: allowed, ends: s.f.t[node].nodeEnds, depth: uint8(d), nj: uint8(nj), rack: s.rack})
		buf = append(buf, word[:d]...)
		if d == depth {
			return true
		}
		for ; allowed != 0; allowed &= allowed - 1 {
			l := byte(bits.TrailingZeros32(allowed))
			c := s.f.t[node+uint32(bits.OnesCount32(ls&(1<<l-1)))].a.child()
			if c == 0 {
				continue
			}
			if s.rack[l] > 0 {
				s.take(l)
				word[d] = l | newBit
				ok := walk(c, d+1, raw+s.values[l], nj)
				s.put(l)
				if !ok {
					return false
				}
			}
			if jollies && s.alpha&(1<<l) != 0 && !(s.twinFirst && s.rack[l] > 0) {
				s.rack[crossword.Jolly]--
				word[d] = l | jollyBit | newBit
				ok := walk(c, d+1, raw+s.jvalues[l], nj+1)
				s.rack[crossword.Jolly]++
				if !ok {
					return false
				}
			}
		}
		return true
	}
	ok := walk(s.f.root, 0, 0, 0)
	pool.buf = buf
	if !ok {
		return
	}
	s.lefts, s.leftBuf, s.leftsDepth = &pool.byDepth, buf, depth
}

// leftList extends, from the current anchor, every listed left part of up
// to limit tiles (exactly limit in the best-move search) whose automaton
// node leads to a letter the rack left can put on the anchor.
func (s *genState) leftList(limit int) {
	j := s.anchorPos
	anchorMask := s.mask[j]
	saved, savedAvail := s.rack, s.avail
	from := 0
	if s.jobL > 0 {
		from = limit
	}
	s.curEnds = s.lineEnds
	if s.jobL >= 0 {
		s.setEnds()
	}
	for d := from; d <= limit; d++ {
		es := s.lefts[d]
		for i := range es {
			e := &es[i]
			if e.next&anchorMask == 0 || e.ends<<j>>1&s.curEnds == 0 {
				// No tile left fits the anchor, or no word through the part
				// ends where a move can (in the best-move search: where a
				// move can still be worth it).
				continue
			}
			copy(s.word[:d], s.leftBuf[e.off:e.off+uint32(d)])
			s.rack, s.avail = e.rack, e.avail
			s.startRight(e.node, d, e.raw, int(e.nj))
		}
	}
	s.rack, s.avail = saved, savedAvail
}

// leftLists are the buffers of listLefts, reused across runs.
type leftLists struct {
	byDepth [MaxSize + 1][]leftEntry
	buf     []byte
}

var leftPool sync.Pool

// leftPart tries every left part of the rack's tiles ending just before the
// anchor, of length depth..limit, then extends each to the right.
func (s *genState) leftPart(node uint32, depth, limit int, raw int32, nj int) {
	if s.f.t[node].letters&s.anchorAllowed != 0 && (s.jobL < 0 || depth == s.jobL) {
		s.startRight(node, depth, raw, nj)
	}
	if depth == limit || node == 0 {
		return
	}
	jollies := s.rack[crossword.Jolly] > 0
	ls := s.f.t[node].letters
	allowed := ls
	if jollies {
		allowed &= s.avail | s.alpha
	} else {
		allowed &= s.avail
	}
	for allowed != 0 {
		l := byte(bits.TrailingZeros32(allowed))
		bit := uint32(1) << l
		allowed &^= bit
		idx := node + uint32(bits.OnesCount32(ls&(bit-1)))
		c := s.f.t[idx].a.child()
		if c == 0 {
			continue
		}
		if s.jobL >= 0 {
			if s.f.t[idx].ends<<(s.anchorPos-s.jobL+depth)&s.curEnds == 0 {
				// No word through this letter ends where a move may still be worth it.
				continue
			}
		}
		if s.rack[l] > 0 {
			s.take(l)
			s.word[depth] = l | newBit
			s.leftPart(c, depth+1, limit, raw+s.values[l], nj)
			s.put(l)
		}
		if jollies && s.alpha&bit != 0 && !(s.twinFirst && s.rack[l] > 0) {
			s.rack[crossword.Jolly]--
			s.word[depth] = l | jollyBit | newBit
			s.leftPart(c, depth+1, limit, raw+s.jvalues[l], nj+1)
			s.rack[crossword.Jolly]++
		}
	}
}

// startRight places a left part of length L (in s.word[:L], raw the sum of
// its tile values, nj its jollies) before the anchor and extends it.
func (s *genState) startRight(node uint32, L int, raw int32, nj int) {
	if node == 0 {
		return
	}
	j := s.anchorPos
	if s.jobL >= 0 {
		// curEnds is current: set by genAnchor or leftList, then by record.
		if s.f.t[node].nodeEnds<<j>>1&s.curEnds == 0 {
			return
		}
	}
	s.start = j - L
	main, wmul := raw, int32(1)
	if !s.leftPlain {
		main = 0
		for k := 0; k < L; k++ {
			pos := s.start + k
			t := s.word[k]
			var val int32
			if t&jollyBit != 0 {
				val = s.jvalues[t&letterBits]
			} else {
				val = s.values[t&letterBits]
			}
			main += val * s.lm[pos]
			wmul *= s.wm[pos]
		}
	}
	if s.lb.on && L > 0 && !s.leftOK(main, nj, s.f.t[node].nodeEnds<<j>>1) {
		return // the left part cannot reach the scores kept
	}
	s.extendRight(node, j, main, wmul, 0, L, nj)
}

// take and put move a letter out of and back into the rack, keeping avail.
func (s *genState) take(l byte) {
	s.rack[l]--
	if s.rack[l] == 0 {
		s.avail &^= 1 << l
	}
}

func (s *genState) put(l byte) {
	s.rack[l]++
	s.avail |= 1 << l
}

// extendRight extends the word from square pos, at node of the automaton.
// main is the main word's letter sum so far, wmul its word multiplier, cross
// the score of the perpendicular words formed, placed and jollies the tiles
// the move placed so far.
func (s *genState) extendRight(node uint32, pos int, main, wmul, cross int32, placed, jollies int) {
	if node == 0 {
		return
	}
	n := s.n
	// Walk through the tiles already on the board.
	for s.tiles[pos] != 0 {
		t := s.tiles[pos]
		a, ok := s.f.next(node, t&letterBits)
		if !ok {
			return
		}
		s.word[pos-s.start] = t & (letterBits | jollyBit)
		main += s.oldScore[pos]
		wmul *= s.oldWM[pos]
		if pos+1 == n || s.tiles[pos+1] == 0 {
			if a.final() && placed > 0 {
				s.record(pos+1-s.start, main*wmul+cross, placed, jollies)
			}
		}
		node = a.child()
		pos++
		if pos == n || node == 0 {
			return
		}
	}
	end := s.lineEnds&(1<<pos) != 0
	next := pos + 1
	t := s.f.t
	ls := t[node].letters
	lm, wm := s.lm[pos], s.wm[pos]
	cbase, cmul := cross+s.crossBase[pos], s.crossMul[pos]
	wordOK := end && next-s.start >= 2
	moreOK := next < n && (!end || placed+1 < s.rackTiles)
	// When the next square is empty, a tile left on the rack must fit there
	// and follow the letter: checked before the call (nearly half the calls
	// would find none).
	var nmask, free uint32 = allLetters, allLetters
	if end && next < n {
		nmask, free = s.mask[next], 0
	}
	at := pos - s.start
	if s.rack[crossword.Jolly] == 0 {
		// No jolly: only the rack's letters.
		for allowed := s.mask[pos] & ls & s.avail; allowed != 0; allowed &= allowed - 1 {
			l := byte(bits.TrailingZeros32(allowed))
			idx := node + uint32(bits.OnesCount32(ls&(1<<l-1)))
			if s.jobL >= 0 && t[idx].ends<<pos&s.curEnds == 0 {
				continue
			}
			a := t[idx].a
			word := wordOK && a.final()
			more := moreOK && a.child() != 0
			if !word && !more {
				continue
			}
			s.take(l)
			lv := s.values[l] * lm
			nc := cbase + lv*cmul
			s.word[at] = l | newBit
			if word {
				s.record(next-s.start, (main+lv)*wmul*wm+nc, placed+1, jollies)
			}
			if more && t[a.child()].letters&nmask&(s.avail|free) != 0 {
				s.extendRight(a.child(), next, main+lv, wmul*wm, nc, placed+1, jollies)
			}
			s.put(l)
		}
		return
	}
	for allowed := s.mask[pos] & ls & (s.avail | s.alpha); allowed != 0; allowed &= allowed - 1 {
		l := byte(bits.TrailingZeros32(allowed))
		bit := uint32(1) << l
		idx := node + uint32(bits.OnesCount32(ls&(bit-1)))
		if s.jobL >= 0 && t[idx].ends<<pos&s.curEnds == 0 {
			continue
		}
		a := t[idx].a
		word := wordOK && a.final()
		more := moreOK && a.child() != 0
		if !word && !more {
			continue
		}
		if s.rack[l] > 0 {
			s.take(l)
			lv := s.values[l] * lm
			nc := cbase + lv*cmul
			s.word[at] = l | newBit
			if word {
				s.record(next-s.start, (main+lv)*wmul*wm+nc, placed+1, jollies)
			}
			if more && t[a.child()].letters&nmask&(s.avail|s.alpha|free) != 0 {
				s.extendRight(a.child(), next, main+lv, wmul*wm, nc, placed+1, jollies)
			}
			s.put(l)
		}
		if s.alpha&bit != 0 && !(s.twinFirst && s.rack[l] > 0) {
			s.rack[crossword.Jolly]--
			lv := s.jvalues[l] * lm
			nc := cbase + lv*cmul
			s.word[at] = l | jollyBit | newBit
			if word {
				s.record(next-s.start, (main+lv)*wmul*wm+nc, placed+1, jollies+1)
			}
			rem := s.avail | free
			if s.rack[crossword.Jolly] > 0 {
				rem |= s.alpha
			}
			if more && t[a.child()].letters&nmask&rem != 0 {
				s.extendRight(a.child(), next, main+lv, wmul*wm, nc, placed+1, jollies+1)
			}
			s.rack[crossword.Jolly]++
		}
	}
}

// record scores the word in s.word[:length] and hands it to the recorder.
func (s *genState) record(length int, score int32, placed, jollies int) {
	if s.dir == crossword.Down && placed == 1 {
		// A single tile forming a word across too was recorded across.
		for k := 0; k < length; k++ {
			if s.word[k]&newBit != 0 {
				if s.hasCross[s.start+k] {
					return
				}
				break
			}
		}
	}
	if s.emptyBoard && placed < s.v.FirstMinTiles {
		return
	}
	score += s.bonus[placed]
	if jollies == 0 {
		score += int32(s.v.NoJollyBonus)
	}
	if s.wordLens != 0 {
		score += int32(s.wordBonus(length, placed))
	}
	s.rec.add(s, length, score, placed)
	if s.jobL >= 0 {
		s.curEnds = s.lineEnds & s.endsWorth()
	}
}

// wordBonus returns the bonus for the main word (or, for a single tile, the
// larger of its two words' bonuses).
func (s *genState) wordBonus(length, placed int) int {
	best := 0
	if s.wordLens&(1<<length) != 0 {
		var buf [MaxSize]byte
		for k := 0; k < length; k++ {
			buf[k] = 'A' + s.word[k]&letterBits
		}
		best = s.v.Words[string(buf[:length])]
	}
	if placed == 1 {
		for k := 0; k < length; k++ {
			if s.word[k]&newBit == 0 || !s.hasCross[s.start+k] {
				continue
			}
			p := s.square(s.start + k)
			perp := s.dir.Other()
			for q := p.Step(perp, -1); s.b.full(q.Row, q.Col); q = q.Step(perp, -1) {
				p = q
			}
			var buf []byte
			for q := p; q.In(s.n); q = q.Step(perp, 1) {
				if q == s.square(s.start+k) {
					buf = append(buf, 'A'+s.word[k]&letterBits)
					continue
				}
				if !s.b.full(q.Row, q.Col) {
					break
				}
				buf = append(buf, 'A'+s.b.sq[q.Row*s.n+q.Col]&letterBits)
			}
			best = max(best, s.v.Words[string(buf)])
		}
	}
	return best
}

// square returns the board square of position j on the current line.
func (s *genState) square(j int) crossword.Pos {
	if s.dir == crossword.Down {
		return crossword.Pos{Row: j, Col: s.line}
	}
	return crossword.Pos{Row: s.line, Col: j}
}
