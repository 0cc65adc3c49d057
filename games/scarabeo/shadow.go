package scarabeo

import (
	"math/bits"
	"slices"

	"github.com/wordbot/wordbot/games/crossword"
)

// The best-move search bounds, for every anchor and every number of tiles
// the left part takes from the rack, the score of any move the generator can
// find from there (by the squares the main word may end on: anchorBound),
// then visits these jobs from the highest bound down, stopping when no bound
// reaches the k-th best score found so far. Inside a job, the words are only
// followed while they can still end on a square whose bound is high enough
// (fsa.ends). The bounds put the rack's best tiles on the best squares (and
// no tile on a square that accepts none of them) and so are never below the
// true best. A square next to the board's letters accepts only its
// extension set, and a stretch no word fits (given the board's letters)
// gets no bound (extset.go). With the word map's moves, an anchor's jobs
// are bounded only when the search gets down to the anchor's coarse bound
// (coarseBound: one sum over its widest stretch), most never are.

type anchorJob struct {
	bound int32
	dir   crossword.Dir
	line  uint8
	pos   uint8 // the anchor
	left  uint8 // tiles of the left part from the rack
	start uint8 // the first square of every move of the job
	// refined: the bounds were refined with the word map (refine.go)
	refined bool
	// coarse: the job stands for all the jobs of its anchor, not yet
	// bounded, and its bound is the anchor's coarse bound (coarseBound)
	coarse bool
	// With the word map's moves (genState.anagrams), a job is played one
	// stretch at a time, best bound first: hi is the last square of the
	// stretch its bound is for. The first bounds give the best stretch and
	// the next (hi2, of bound next); a job visited a second time gets its
	// row, whose entry goes to -1 once its stretch is played (first: the
	// stretch played at the first visit), and goes back on the heap with
	// the bound of its next best stretch, read from the row.
	hi, hi2, first uint8
	visits         uint8
	row            int32 // genState.jobRows[row]: the bounds by last square of the main word
	next           int32
	// order orders jobs of the same bound (jobOrder)
	order uint32
}

// jobOrder returns the order of a job among those of the same bound: as
// the recorder orders moves (direction, then first square: row, column),
// then by anchor, so that a move tying with the best is found first.
func jobOrder(dir crossword.Dir, line, start, pos int) uint32 {
	row, col := line, start
	if dir == crossword.Down {
		row, col = start, line
	}
	return uint32(dir)<<24 | uint32(row)<<16 | uint32(col)<<8 | uint32(pos)
}

// heapJob is a job in the heap: its index in genState.jobs and its key,
// the bound then the order reversed, so that the greater key is visited
// first (higher bound first, then in the order of the recorder's moves) in
// one comparison, without reading the jobs.
type heapJob struct {
	key uint64
	job int32
}

// jobKey returns the heap key of a job of bound at least 0.
func jobKey(j *anchorJob) uint64 {
	return uint64(j.bound)<<32 | uint64(^j.order)
}

// down restores the heap of jobs below position i.
func (s *genState) down(i int) {
	h := s.heap
	for {
		c := 2*i + 1
		if c >= len(h) {
			return
		}
		if c+1 < len(h) && h[c+1].key > h[c].key {
			c++
		}
		if h[c].key <= h[i].key {
			return
		}
		h[i], h[c] = h[c], h[i]
		i = c
	}
}

// pop removes the heap's top job.
func (s *genState) pop() {
	n := len(s.heap) - 1
	s.heap[0] = s.heap[n]
	s.heap = s.heap[:n]
	s.down(0)
}

func (s *genState) runBest() {
	// The board's cross-checks are shared: s.cross only points to them
	// during the search, and gets its own buffers back after.
	bc := s.boardCross()
	s.boardLeft = bc.leftRun + 1
	cross := &bc.cross
	own := s.cross
	defer func() { s.cross = own }()
	jobs := s.jobs
	s.sortRackValues()
	s.setBonusTiles()
	s.leftRack()
	s.findLonely()
	if s.lineFits == nil {
		s.lineFits = new([2][MaxSize][MaxSize]int32)
	}
	if s.rackTiles > 1 {
		s.f.used()
		if wm := s.f.readyWordMap(); wm != nil && s.listSubracks() {
			s.wmap = wm
			s.anagrams = wm.exact && s.rack[crossword.Jolly] <= 2 && !s.noAnagrams
		} else if wm == nil && s.rackTiles >= minLong && s.rack[crossword.Jolly] <= 2 && !s.noLong {
			lf, jf := s.f.readyLong(), s.f.readyJolly()
			if lf != nil && (s.rack[crossword.Jolly] == 0 || jf != nil && !s.noJolly) {
				s.long, s.jolly = lf, jf
				s.rackHash = 0
				for l := 0; l < crossword.Jolly; l++ {
					s.rackHash += uint64(s.rack[l]) * letterKeys[l]
				}
			}
		}
	}
	// The bounds by last square of the main word: the automaton's walk
	// reads them; the word map's search works out a job's row only at its
	// second visit (most jobs get none, or one).
	var endB [MaxSize][MaxSize]int32
	endBP := &endB
	if s.anagrams {
		endBP = nil
	}
	for _, dir := range []crossword.Dir{crossword.Across, crossword.Down} {
		if dir == crossword.Down && s.emptyBoard {
			break
		}
		s.cross = cross[dir]
		for line := 0; line < s.n; line++ {
			if bc.lines[dir][line].anchorSet == 0 {
				continue // no job on this line
			}
			s.lineState = bc.lines[dir][line]
			s.loadFit()
			s.lineFits[dir][line] = s.fit
			if s.lonely != 0 {
				s.lineDrop[dir][line] = s.lonelyDrop()
				s.setLineVals(s.lineDrop[dir][line])
			}
			for m := s.anchorSet; m != 0; m &= m - 1 {
				j := bits.TrailingZeros32(m)
				if !s.anagrams {
					s.jobs = jobs
					s.anchorJobs(dir, line, j, endBP, false)
					jobs = s.jobs
					continue
				}
				// With the word map's moves, the anchor's jobs wait behind
				// its coarse bound: they are bounded only if the search gets
				// down to it.
				if cb := s.coarseBound(j); cb >= 0 {
					jobs = append(jobs, anchorJob{bound: cb, dir: dir, line: uint8(line), pos: uint8(j), coarse: true})
				}
			}
		}
	}
	s.jobs = jobs
	// The jobs in a heap, best bound first.
	h := s.heap[:0]
	for i := range jobs {
		h = append(h, heapJob{jobKey(&jobs[i]), int32(i)})
	}
	s.heap = h
	for i := len(h)/2 - 1; i >= 0; i-- {
		s.down(i)
	}
	curDir, curLine := crossword.Dir(2), -1
	var bounds [MaxSize]int32
	for len(s.heap) > 0 {
		job := &jobs[s.heap[0].job]
		if t, full := s.rec.threshold(); full {
			if job.bound < t {
				break
			}
			if job.bound == t && !job.coarse && s.tieLoses(job.dir, int(job.line), int(job.start)) {
				s.pop()
				continue
			}
		}
		if job.dir != curDir || int(job.line) != curLine {
			curDir, curLine = job.dir, int(job.line)
			s.cross = cross[job.dir]
			s.lineState = bc.lines[job.dir][job.line]
			s.fit = s.lineFits[job.dir][job.line]
			if s.lonely != 0 {
				s.setLineVals(s.lineDrop[job.dir][job.line])
			}
		}
		if job.coarse {
			// Bound the anchor's jobs, and put them on the heap.
			dir, line, pos := job.dir, int(job.line), int(job.pos)
			s.pop()
			s.jobs = jobs
			s.anchorJobs(dir, line, pos, endBP, true)
			jobs = s.jobs
			continue
		}
		if !job.refined && s.wmap != nil && !s.anagrams {
			// Refine the bounds; generate the job when it is still on top.
			job.refined = true
			L := int(job.left)
			s.anchorBound(int(job.pos), &bounds, endBP, L, false)
			if endBP != nil {
				s.jobRows[job.row] = endB[L]
			}
			job.bound, job.hi = bounds[L], s.bestHi[L]
			if job.bound < 0 {
				s.pop()
			} else {
				s.heap[0].key = jobKey(job)
				s.down(0)
			}
			continue
		}
		if s.anagrams {
			// Play the job's best stretch, and put the job back with the
			// bound of its next: the first bounds' second best after the
			// first visit, then the first of the highest left in its row
			// (worked out at the second visit).
			L := int(job.left)
			s.jobL, s.genHi = -1, int(job.hi)
			best, hi := job.next, int(job.hi2)
			if job.visits == 0 {
				s.playStretch(int(job.pos), L, int(job.hi))
				job.first = job.hi
			} else {
				if job.visits == 1 {
					s.anchorBound(int(job.pos), &bounds, &endB, L, true)
					job.row = int32(len(s.jobRows))
					s.jobRows = append(s.jobRows, endB[L])
					s.jobRows[job.row][job.first] = -1
				} else {
					s.playStretch(int(job.pos), L, int(job.hi))
				}
				row := &s.jobRows[job.row]
				row[job.hi] = -1
				best, hi = -1, 0
				for e, b := range row[:s.n] {
					if b > best {
						best, hi = b, e
					}
				}
			}
			job.visits = min(job.visits+1, 2)
			if t, full := s.rec.threshold(); best < 0 || full && best < t {
				s.pop()
			} else {
				job.bound, job.hi = best, uint8(hi)
				s.heap[0].key = jobKey(job)
				s.down(0)
			}
			continue
		}
		s.pop()
		s.endRow = &s.jobRows[job.row]
		s.jobL, s.jobStart, s.goodSet = int(job.left), int(job.start), false
		s.leftJob(int(job.pos))
		s.genAnchor(int(job.pos))
	}
	s.jobL = -1
	s.dropLefts()
	s.rec.finish()
}

// anchorJobs bounds the jobs of anchor j of the current line (line of
// direction dir) and appends those with a bound to s.jobs, and with push
// to the heap. With endBP not nil, each job's row of bounds by end square
// goes in s.jobRows.
func (s *genState) anchorJobs(dir crossword.Dir, line, j int, endBP *[MaxSize][MaxSize]int32, push bool) {
	var bounds [MaxSize]int32
	// The anchor's rows by left part go straight into jobRows (no copy;
	// the rows of no job stay unused).
	base := len(s.jobRows)
	rows := endBP
	if endBP != nil {
		s.jobRows = slices.Grow(s.jobRows, MaxSize)[:base+MaxSize]
		rows = (*[MaxSize][MaxSize]int32)(s.jobRows[base:])
	}
	nb := s.anchorBound(j, &bounds, rows, -1, false)
	if endBP != nil {
		s.jobRows = s.jobRows[:base+nb]
	}
	st := int(s.bound.start) // j, or the first of the tiles just left of it
	for L := 0; L < nb; L++ {
		if bounds[L] >= 0 {
			s.jobs = append(s.jobs, anchorJob{bound: bounds[L], dir: dir, line: uint8(line), pos: uint8(j), left: uint8(L), start: uint8(st - L), row: int32(base + L), hi: s.bestHi[L], hi2: s.nextHi[L],
				next: s.nextB[L], order: jobOrder(dir, line, st-L, j)})
			if push {
				i := len(s.jobs) - 1
				s.heap = append(s.heap, heapJob{jobKey(&s.jobs[i]), int32(i)})
				s.up(len(s.heap) - 1)
			}
		}
	}
}

// up restores the heap of jobs above position i.
func (s *genState) up(i int) {
	h := s.heap
	for i > 0 {
		p := (i - 1) / 2
		if h[p].key >= h[i].key {
			return
		}
		h[i], h[p] = h[p], h[i]
		i = p
	}
}

// coarseBound returns a bound on the score of every move of every job of
// anchor j of the current line (-1: anchorBound finds no job): anchorBound's
// sum worked out once, on the widest stretch of the anchor's moves, with the
// word multiplier of that whole stretch on every square, the rack's best
// tiles on its best squares, and every bonus a move may earn. Most anchors
// are then never bounded by left part and stretch: their coarse bound is
// below the best move's score.
func (s *genState) coarseBound(j int) int32 {
	R := len(s.lineVals)
	any := s.avail
	if s.rack[crossword.Jolly] > 0 {
		any |= s.alpha
	}
	if s.mask[j]&any == 0 || R == 0 {
		return -1
	}
	// The widest stretch, lo..hi: anchorBound's longest left part, and its
	// right part up to its last new square.
	lo := j
	if j == 0 || s.tiles[j-1] == 0 {
		for nl := 0; lo > 0 && nl < R-1 && s.tiles[lo-1] == 0 && !s.anchor[lo-1]; nl++ {
			lo--
		}
	}
	for lo > 0 && s.tiles[lo-1] != 0 {
		lo--
	}
	hi, nr := j, 0
	for k := j; k < s.n; k++ {
		if s.tiles[k] == 0 {
			if nr == R || s.mask[k]&any == 0 {
				break
			}
			nr++
		}
		hi = k
	}
	// Narrowed to the squares a word may start on (those left of j, j or
	// the tiles just before it) and end on (j or after).
	jlo := j
	for jlo > 0 && s.tiles[jlo-1] != 0 {
		jlo--
	}
	ends := uint32(1)<<(hi+1) - uint32(1)<<j
	var reach uint32
	first := jlo
	for x := jlo; x >= lo; x-- {
		if s.reach[x]&ends != 0 {
			reach |= s.reach[x]
			first = x
		}
	}
	lo = first
	if reach&ends == 0 {
		return -1
	}
	hi = 31 - bits.LeadingZeros32(reach&ends)
	var sq [MaxSize]uint8
	np, oldSum, wmul, crossConst, _ := s.stretchSums(lo, hi, &sq)
	var c [MaxSize]int32
	fitted := s.sortWeights(sq[:np], wmul, &c)
	// The best over the number of tiles put down (t): the best tiles on
	// the best t squares, or each square's best tile, with the bonus for t
	// tiles and the no-jolly bonus when the rack's letters are enough.
	vals := s.lineVals
	var best, sorted int32 = -1, 0
	for t := 1; t <= np && t <= len(vals); t++ {
		sorted += c[t-1] * vals[t-1]
		b := s.bonus[t] + min(sorted, fitted)
		if t <= s.rackTiles-int(s.rack[crossword.Jolly]) {
			b += int32(s.v.NoJollyBonus)
		}
		best = max(best, b)
	}
	return oldSum*wmul + crossConst + best + s.coarseWordBonus(j, lo, hi)
}

// coarseWordBonus bounds the bonus of the variant's words (Words) that a
// move with a tile on anchor j and its main word on squares lo..hi may earn
// (as wordBonusBound does for each of its stretches).
func (s *genState) coarseWordBonus(j, lo, hi int) int32 {
	if s.maxWordBonus == 0 {
		return 0
	}
	if s.wordLens&(1<<s.crossLen[j]) != 0 {
		return s.maxWordBonus // a single tile's cross word may earn it
	}
	var best int32
	for m := s.wordLens; m != 0; m &= m - 1 {
		n := bits.TrailingZeros32(m)
		// The stretches of n squares with j in them and at most
		// s.bonusTiles new squares.
		for a := max(lo, j-n+1); a <= j && a+n-1 <= hi; a++ {
			np := 0
			for q := a; q < a+n; q++ {
				if s.tiles[q] == 0 {
					np++
				}
			}
			if np <= s.bonusTiles {
				best = max(best, s.stretchWordBonus(a, a, a+n-1))
			}
		}
	}
	return best
}

// tieLoses reports whether a move starting on square start of line (in
// direction dir) and scoring as much as the k-th best move found would come
// after it in the order of Best.
func (s *genState) tieLoses(dir crossword.Dir, line, start int) bool {
	p := &s.rec.plays[s.rec.k-1]
	if dir != p.dir {
		return dir > p.dir
	}
	row, col := line, start
	if dir == crossword.Down {
		row, col = start, line
	}
	pr, pc := p.rowCol()
	if row != pr {
		return row > pr
	}
	return col > pc
}

// sortRackValues lists the values of the rack's tiles, highest first (a
// jolly counts as the most a jolly can score).
func (s *genState) sortRackValues() {
	s.rackVals = s.rackVals[:0]
	var jmax int32
	for l := 0; l < crossword.Jolly; l++ {
		if s.alpha&(1<<l) != 0 {
			jmax = max(jmax, s.jvalues[l])
		}
		for k := 0; k < int(s.rack[l]); k++ {
			s.rackVals = append(s.rackVals, s.values[l])
		}
	}
	for k := 0; k < int(s.rack[crossword.Jolly]); k++ {
		s.rackVals = append(s.rackVals, jmax)
	}
	s.jmax = jmax
	// Highest first (an insertion sort: a rack holds a few tiles).
	vs := s.rackVals
	for i := 1; i < len(vs); i++ {
		for k := i; k > 0 && vs[k] > vs[k-1]; k-- {
			vs[k], vs[k-1] = vs[k-1], vs[k]
		}
	}
	s.lineVals = s.rackVals
	// The letters a rack tile can stand for, grouped by value, highest first.
	var byValue [27]uint32 // letters by value (values over 26 share the top slot)
	for l := 0; l < crossword.Jolly; l++ {
		if s.rack[l] > 0 {
			byValue[min(s.values[l], 26)] |= 1 << l
		}
		if s.rack[crossword.Jolly] > 0 && s.alpha&(1<<l) != 0 {
			byValue[min(s.jvalues[l], 26)] |= 1 << l
		}
	}
	s.fitOrder = s.fitOrder[:0]
	for v := 26; v >= 0; v-- {
		if byValue[v] != 0 {
			s.fitOrder = append(s.fitOrder, fitGroup{byValue[v], int32(v)})
		}
	}
}

// fitGroup is letters a rack tile may stand for, and a value none of them
// scores more than.
type fitGroup struct {
	letters uint32
	value   int32
}

// anchorBound sets bounds[L] to an upper bound on the score of the moves
// the generator finds from anchor j of the current line with a left part of
// L tiles from the rack (-1 when there are none), and returns how many it set
// (0 when no tile can go on j). When endB is not nil, it also sets endB[L][e]
// to the bound of those moves whose main word ends on square e (-1: none).
//
// With refineL >= 0 it only sets endB[refineL] (bounds[refineL] to their
// best), and counts a square only when some tiles of the rack make a word
// with the letters already on the way there (the word map, refine.go).
//
// With gen instead (the word map's search, a job's second visit), it plays
// the moves of the job of left part refineL on the stretch ending on square
// s.genHi (as playStretch), and sets endB[refineL] to the first bounds of
// the job's other stretches (-1 for a stretch below the k-th best score: it
// is never played).
//
// s.bestHi[L] is set to the last square of the stretch of the best bound;
// without endB and refineL, s.nextB[L] to the best bound of the other
// stretches (-1: none) and s.nextHi[L] to its last square.
func (s *genState) anchorBound(j int, bounds *[MaxSize]int32, endB *[MaxSize][MaxSize]int32, refineL int, gen bool) int {
	R := len(s.lineVals)
	any := s.avail
	if s.rack[crossword.Jolly] > 0 {
		any |= s.alpha
	}
	if s.mask[j]&any == 0 || R == 0 {
		return 0
	}
	// The generator's left part from j is either the tiles just left of j
	// (then no new tile goes left of them) or tiles on the empty squares
	// left of j up to the previous anchor.
	// The right part's new squares (right), each with the last square of
	// the stretch it ends (rhi: the tiles right after it are the word's).
	// (The arrays are genState's, left as the previous anchor left them:
	// each is written before it is read.)
	sc := &s.bound
	left, right, rhi := &sc.left, &sc.right, &sc.rhi
	nl, nr := 0, 0
	if j == 0 || s.tiles[j-1] == 0 {
		for k := j - 1; k >= 0 && nl < R-1 && s.tiles[k] == 0 && !s.anchor[k]; k-- {
			left[nl] = uint8(k)
			nl++
		}
	}
	// The right part's squares j..rhi[rt-1] summed once for every left
	// part, by its new squares rt (right[:rt]): the old tiles' sum (oldR),
	// the word multiplier (wmulR), the cross words' constant part (crossR)
	// and the hash of the letters already there (hpR).
	oldR, wmulR, crossR, hpR := &sc.oldR, &sc.wmulR, &sc.crossR, &sc.hpR
	var oldSum, wmul, crossConst int32 = 0, 1, 0
	var hp uint64
	k := j
	for ; k < s.n; k++ {
		if t := s.tiles[k]; t != 0 {
			hp += letterKeys[t&letterBits]
			oldSum += s.oldScore[k]
			wmul *= s.oldWM[k]
			continue
		}
		if nr > 0 {
			rhi[nr-1] = uint8(k - 1)
			oldR[nr], wmulR[nr], crossR[nr], hpR[nr] = oldSum, wmul, crossConst, hp
		}
		if nr == R || s.mask[k]&any == 0 {
			break
		}
		right[nr] = uint8(k)
		nr++
		wmul *= s.wm[k]
		crossConst += s.crossBase[k]
	}
	if k == s.n && nr > 0 {
		rhi[nr-1] = uint8(s.n - 1)
		oldR[nr], wmulR[nr], crossR[nr], hpR[nr] = oldSum, wmul, crossConst, hp
	}
	// What every stretch reads (loaded once: the stores below may, for
	// the compiler, change s).
	letters := s.rackTiles - int(s.rack[crossword.Jolly]) // the rack's tiles but its jollies
	noJollyBonus := int32(s.v.NoJollyBonus)
	wordBonus := s.maxWordBonus > 0
	// Every stretch's bound is asked for (the bounds by end square).
	allEnds := endB != nil && refineL < 0
	longTiles := s.rackTiles - 1 // the fewest new squares the long-word filter is asked about
	genHi := -1                  // the stretch to play (gen)
	if gen {
		genHi = s.genHi
	}
	// The new squares of every stretch, in order: those of the left part
	// of L tiles end at sqs[MaxSize-1], the right part's start at
	// sqs[MaxSize], so that a stretch's are sqs[MaxSize-L:][:np].
	sqs := &sc.sqs
	for x := 0; x < nl; x++ {
		sqs[MaxSize-1-x] = left[x]
	}
	copy(sqs[MaxSize:], right[:nr])
	c := &sc.c
	vals := s.lineVals
	// The left part of L tiles is on the empty squares j-L..j-1 (then on
	// the tiles just left of them when there are some: only the longest
	// left part reaches them). Their sums grow with L (wmulE, crossE), and
	// so do their weights sorted high to low (lc, lsorted and lfitted, as
	// c below, for the multiplier lwm of the left part's first stretch;
	// lcN squares in), so that each left part starts its stretches from
	// them rather than from its first square.
	var wmulE, crossE int32 = 1, 0
	// The tiles just left of the longest left part's squares (only it
	// reaches them: the others' next square is empty): from loX, their
	// sums.
	loX := j - nl
	var oldX, wmulX int32 = 0, 1
	var hpX uint64
	for loX > 0 && s.tiles[loX-1] != 0 {
		loX--
		hpX += letterKeys[s.tiles[loX]&letterBits]
		oldX += s.oldScore[loX]
		wmulX *= s.oldWM[loX]
	}
	sc.start = uint8(j)
	if nl == 0 {
		sc.start = uint8(loX)
	}
	lc := &sc.lc
	var lwm, lsorted, lfitted int32
	lcN := -1
	for L := 0; L <= nl; L++ {
		if L > 0 {
			q := j - L
			wmulE *= s.wm[q]
			crossE += s.crossBase[q]
		}
		if refineL >= 0 && L != refineL {
			continue
		}
		best, next := int32(-1), int32(-1)
		bestHi, nextHi := s.bestHi[L], s.nextHi[L]
		if endB != nil {
			endB[L] = noEnds
		}
		// The left part's squares lo..j-1: its new squares (sq[:L]) and
		// its sums, as the right part's above.
		lo := j - L
		var oldL, wmulL, crossL int32 = 0, wmulE, crossE
		var hpL uint64
		if L == nl {
			lo, oldL, wmulL, hpL = loX, oldX, wmulL*wmulX, hpX
		}
		npL := L
		sq := sqs[MaxSize-L:]
		// The left part's weights for the multiplier of its first
		// stretch: one more square than the previous left part's, or all
		// of them again when the multiplier differs. (The insertion is
		// written out here and in the stretches' loop below: one inlined
		// function for both measured 220 more mispredicts a hint under
		// cachegrind, docs/performance.md.)
		if w1 := wmulL * wmulR[1]; w1 != lwm || lcN != L-1 {
			lwm, lsorted, lfitted, lcN = w1, 0, 0, 0
		}
		for ; lcN < L; lcN++ {
			q := j - 1 - lcN
			w := s.lm[q] * (lwm + s.crossMul[q])
			lfitted += w * s.fit[q]
			i := lcN
			for i > 0 && lc[i-1] < w {
				lc[i] = lc[i-1]
				lsorted += lc[i] * (vals[i] - vals[i-1])
				i--
			}
			lc[i] = w
			lsorted += w * vals[i]
		}
		// The squares lo..hi, as hi grows: the old tiles' sum, the word
		// multiplier, the cross words' constant part, and the new squares
		// (sq) with their weights sorted high to low (c, for the
		// multiplier cwm), with the best tile each accepts (fitted) and
		// with the best tiles on the best squares (sorted).
		*c = *lc
		cwm, fitted, sorted := lwm, lfitted, lsorted
		reach := s.reach[lo]
		np := npL
		for rt, rtMax := 1, min(nr, R-L); rt <= rtMax; rt++ {
			hi := int(rhi[rt-1])
			from := np
			np = npL + rt
			oldSum, wmul := oldL+oldR[rt], wmulL*wmulR[rt]
			crossConst, hp := crossL+crossR[rt], hpL+hpR[rt]
			if reach>>hi == 0 {
				break // no word from lo ends on hi or after
			}
			if wmul != cwm {
				from, fitted, sorted, cwm = 0, 0, 0, wmul
			}
			for x := from; x < np; x++ {
				q := sq[x]
				w := s.lm[q] * (wmul + s.crossMul[q])
				fitted += w * s.fit[q]
				// w goes in at i: the weights after it take the next value.
				i := x
				for i > 0 && c[i-1] < w {
					c[i] = c[i-1]
					sorted += c[i] * (vals[i] - vals[i-1])
					i--
				}
				c[i] = w
				sorted += w * vals[i]
			}
			length := hi - lo + 1
			if length < 2 {
				continue
			}
			if reach&(1<<hi) == 0 {
				continue // no word from lo ends on hi
			}
			rest := oldSum*wmul + crossConst + s.bonus[np]
			if wordBonus && (np == 1 || s.wordLens&(1<<length) != 0) {
				rest += s.wordBonusBound(j, L, np, lo, hi)
			}
			if hi == genHi {
				s.genStretch(lo, hi, np, sq[:np], hp, c, rest, fitted)
				continue
			}
			// The no-jolly bonus, unless more tiles than the rack's letters
			// go down (then a jolly does).
			var noJolly int32
			if np <= letters {
				noJolly = noJollyBonus
			}
			var t int32 = -1 << 30 // the score to reach
			if !allEnds {
				if refineL >= 0 {
					if tk, full := s.rec.threshold(); full {
						t = tk
					}
				} else {
					t = next + 1 // only the job's best two bounds are asked for
				}
				if rest+noJolly+fitted < t {
					continue // the best tile on each square cannot reach it
				}
			}
			total := rest + noJolly + min(sorted, fitted)
			if np >= longTiles && length >= minLong && s.long != nil {
				if s.longFails(np, length, hp, total > best) {
					continue // no word has the letters there and those tiles
				}
				if np == s.rackTiles && s.jolly != nil && length <= maxJolly && s.rack[crossword.Jolly] > 0 {
					js := s.jollySum(np, hp, c)
					if js < 0 {
						s.longSkips++
						continue
					}
					total = min(total, rest+noJolly+min(js, fitted))
				} else if np == s.rackTiles-1 && total > best && s.jolly != nil && length <= maxJolly && s.rack[crossword.Jolly] == 2 {
					js := s.jollySum1(np, hp, c)
					if js < 0 {
						s.longSkips++
						continue
					}
					total = min(total, rest+noJolly+min(js, fitted))
				}
			}
			if refineL >= 0 {
				if total < t {
					continue // no set of tiles can do better
				}
				if !gen && (s.wmap != nil || np >= minLong) {
					// The best set of tiles that makes a word (its no-jolly
					// bonus included).
					sub := s.subBound(np, c, sq[:np], hp, t-rest)
					if sub < 0 {
						continue
					}
					total = rest + min(sub, fitted+noJolly)
				}
			}
			if endB != nil {
				endB[L][hi] = total
			}
			if total > best {
				next, nextHi = best, bestHi
				best, bestHi = total, uint8(hi)
			} else if total > next {
				next, nextHi = total, uint8(hi)
			}
		}
		bounds[L], s.nextB[L] = best, next
		s.bestHi[L], s.nextHi[L] = bestHi, nextHi
	}
	return nl + 1
}

// boundScratch is anchorBound's arrays, kept in genState so that no call
// clears them.
type boundScratch struct {
	left, right, rhi    [MaxSize]uint8
	oldR, wmulR, crossR [MaxSize + 1]int32
	hpR                 [MaxSize + 1]uint64
	sqs                 [2 * MaxSize]uint8
	c, lc               [MaxSize]int32
	start               uint8 // the first square of the moves of no left part from the rack
}

// noEnds is a row of anchorBound's bounds by end square with no end.
var noEnds = func() (r [MaxSize]int32) {
	for e := range r {
		r[e] = -1
	}
	return r
}()

// wordBonusBound bounds the bonus of the variant's words (Words) that a
// move of the job of anchor j and left part L on the squares lo..hi (np of
// them empty) may earn.
func (s *genState) wordBonusBound(j, L, np, lo, hi int) int32 {
	if np == 1 && s.wordLens&(1<<s.crossLen[j]) != 0 && L == 0 {
		return s.maxWordBonus // a single tile's cross word may earn it
	}
	if s.wordLens&(1<<(hi-lo+1)) != 0 && np <= s.bonusTiles {
		return s.stretchWordBonus(lo, lo, hi)
	}
	return 0
}

// setBonusTiles sets s.bonusTiles to the most letters of a word of Words
// the rack holds (its jollies standing for any): a stretch with more empty
// squares than that can earn no word's bonus.
func (s *genState) setBonusTiles() {
	s.bonusTiles = 0
	for _, bw := range s.words {
		var need [crossword.Jolly + 1]uint8
		k := int(s.rack[crossword.Jolly])
		for i := 0; i < len(bw.word); i++ {
			l := bw.word[i] - 'A'
			if l >= crossword.Jolly {
				continue
			}
			if need[l] < s.rack[l] {
				need[l]++
				k++
			}
		}
		s.bonusTiles = max(s.bonusTiles, min(k, len(bw.word)))
	}
}

// stretchSums sums squares lo..hi of the current line: the tiles already
// there (their score, their word multipliers and the hash of their letters)
// and the new squares, listed in sq (np of them, with their word
// multipliers and their cross words' constant parts).
func (s *genState) stretchSums(lo, hi int, sq *[MaxSize]uint8) (np int, oldSum, wmul, crossConst int32, hp uint64) {
	wmul = 1
	for k := lo; k <= hi; k++ {
		if t := s.tiles[k]; t != 0 {
			hp += letterKeys[t&letterBits]
			oldSum += s.oldScore[k]
			wmul *= s.oldWM[k]
			continue
		}
		wmul *= s.wm[k]
		crossConst += s.crossBase[k]
		sq[np] = uint8(k)
		np++
	}
	return np, oldSum, wmul, crossConst, hp
}

// sortWeights puts the weights of the new squares sq, with the stretch's
// word multiplier wmul, in c highest first, and returns the sum of each
// square's weight times the most a tile that fits it is worth (s.fit).
func (s *genState) sortWeights(sq []uint8, wmul int32, c *[MaxSize]int32) (fitted int32) {
	for x, q := range sq {
		w := s.lm[q] * (wmul + s.crossMul[q])
		fitted += w * s.fit[q]
		i := x
		for i > 0 && c[i-1] < w {
			c[i] = c[i-1]
			i--
		}
		c[i] = w
	}
	return fitted
}

// playStretch plays the moves of the job of anchor j and left part L on the
// stretch of its moves that ends on square hi: the word map's words whose
// bound still reaches the k-th best score (genStretch), working out only
// what anchorBound would for that stretch.
func (s *genState) playStretch(j, L, hi int) {
	lo := j - L
	for lo > 0 && s.tiles[lo-1] != 0 {
		lo--
	}
	var sq [MaxSize]uint8
	np, oldSum, wmul, crossConst, hp := s.stretchSums(lo, hi, &sq)
	var c [MaxSize]int32
	fitted := s.sortWeights(sq[:np], wmul, &c)
	rest := oldSum*wmul + crossConst + s.bonus[np]
	if s.maxWordBonus > 0 {
		rest += s.wordBonusBound(j, L, np, lo, hi)
	}
	s.genStretch(lo, hi, np, sq[:np], hp, &c, rest, fitted)
}

// stretchWordBonus returns the largest bonus of the variant's words (Words)
// that fit squares lo..hi of the current line: the move's word so far
// (s.word, from s.start) on lo..from-1, and from on the letters already
// there match, each new square accepts its letter and the rack holds the
// new letters (a jolly standing for any it lacks). 0 when none fits.
func (s *genState) stretchWordBonus(lo, from, hi int) int32 {
	var best int32
	for _, bw := range s.words {
		w, b := bw.word, bw.bonus
		if len(w) != hi-lo+1 || b <= best {
			continue
		}
		var need [crossword.Jolly]uint8
		short := 0 // new letters the rack lacks
		fits := true
		for k := 0; k < len(w) && fits; k++ {
			l, q := w[k]-'A', lo+k
			switch {
			case l >= crossword.Jolly:
				fits = false
			case q < from:
				fits = s.word[q-s.start]&letterBits == l
			case s.tiles[q] != 0:
				fits = s.tiles[q]&letterBits == l
			case s.mask[q]&(1<<l) == 0:
				fits = false
			case need[l] < s.rack[l]:
				need[l]++
			case s.alpha&(1<<l) != 0:
				short++
			default:
				fits = false
			}
		}
		if fits && short <= int(s.rack[crossword.Jolly]) {
			best = b
		}
	}
	return best
}

// endsWorth returns the squares the main word of the current job may end on
// and still give a move the best-move search keeps (all of them outside the
// best-move search).
func (s *genState) endsWorth() uint32 {
	if s.jobL < 0 {
		return ^uint32(0)
	}
	t, full := s.rec.threshold()
	if !full {
		return ^uint32(0)
	}
	if s.tieLoses(s.dir, s.line, s.jobStart) {
		t++
	}
	if t != s.goodT || !s.goodSet {
		s.goodT, s.goodSet = t, true
		var m uint32
		for e := 0; e < s.n; e++ {
			if s.endRow[e] >= t {
				m |= 1 << e
			}
		}
		s.goodMask = m
	}
	return s.goodMask
}
