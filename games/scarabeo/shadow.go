package scarabeo

import (
	"sort"

	"github.com/wordbot/wordbot/games/grid"
)

// The best-move search bounds, for every anchor, the score of any move the
// generator can find from it, then visits the anchors from the highest bound
// down, stopping when no bound reaches the k-th best score found so far.
// The bound ignores which letters fit where (save a square that takes no
// tile at all) and so is never below the true best.

type anchorJob struct {
	bound int32
	dir   grid.Dir
	line  uint8
	pos   uint8
	// bounds[L]: the bound for left parts of L tiles from the rack (-1:
	// none); bounds[0] alone when the left part is the tiles left of pos.
	bounds [MaxSize]int32
}

func (s *genState) runBest() {
	var cross [2]crossData
	var jobs []anchorJob
	s.sortRackValues()
	for _, dir := range []grid.Dir{grid.Across, grid.Down} {
		if dir == grid.Down && s.emptyBoard {
			break
		}
		s.computeCross(dir, &cross[dir])
		s.cross = cross[dir]
		for line := 0; line < s.n; line++ {
			s.loadLine(dir, line)
			for j := 0; j < s.n; j++ {
				if !s.anchor[j] {
					continue
				}
				job := anchorJob{dir: dir, line: uint8(line), pos: uint8(j), bound: -1}
				nb := s.anchorBound(j, &job.bounds)
				for L := 0; L < MaxSize; L++ {
					if L >= nb {
						job.bounds[L] = -1
					}
					job.bound = max(job.bound, job.bounds[L])
				}
				if job.bound >= 0 {
					jobs = append(jobs, job)
				}
			}
		}
	}
	sort.SliceStable(jobs, func(a, b int) bool { return jobs[a].bound > jobs[b].bound })
	curDir, curLine := grid.Dir(2), -1
	for i := range jobs {
		job := &jobs[i]
		if t, full := s.rec.threshold(); full && job.bound < t {
			break
		}
		if job.dir != curDir || int(job.line) != curLine {
			curDir, curLine = job.dir, int(job.line)
			s.cross = cross[job.dir]
			s.loadLine(job.dir, int(job.line))
		}
		s.leftBounds = &job.bounds
		s.genAnchor(int(job.pos))
	}
	s.leftBounds = nil
	s.rec.finish()
}

// sortRackValues lists the values of the rack's tiles, highest first (a
// jolly counts as the most a jolly can score).
func (s *genState) sortRackValues() {
	s.rackVals = s.rackVals[:0]
	var jmax int32
	for l := 0; l < 26; l++ {
		if s.alpha&(1<<l) != 0 {
			jmax = max(jmax, s.jvalues[l])
		}
		for k := 0; k < int(s.rack[l]); k++ {
			s.rackVals = append(s.rackVals, s.values[l])
		}
	}
	for k := 0; k < int(s.rack[grid.Jolly]); k++ {
		s.rackVals = append(s.rackVals, jmax)
	}
	sort.Slice(s.rackVals, func(a, b int) bool { return s.rackVals[a] > s.rackVals[b] })
	for _, b := range s.v.Words {
		s.maxWordBonus = max(s.maxWordBonus, int32(b))
	}
}

// anchorBound sets bounds[L] to an upper bound on the score of the moves
// the generator finds from anchor j of the current line with a left part of
// L tiles from the rack (-1 when there are none), and returns how many it set
// (0 when no tile can go on j).
func (s *genState) anchorBound(j int, bounds *[MaxSize]int32) int {
	R := len(s.rackVals)
	any := s.avail
	if s.rack[grid.Jolly] > 0 {
		any |= s.alpha
	}
	if s.mask[j]&any == 0 || R == 0 {
		return 0
	}
	// The generator's left part from j is either the tiles just left of j
	// (then no new tile goes left of them) or tiles on the empty squares
	// left of j up to the previous anchor.
	var left, right [MaxSize]int
	nl, nr := 0, 0
	if j == 0 || s.tiles[j-1] == 0 {
		for k := j - 1; k >= 0 && nl < R-1 && s.tiles[k] == 0 && !s.anchor[k]; k-- {
			left[nl] = k
			nl++
		}
	}
	for k := j; k < s.n && nr < R; k++ {
		if s.tiles[k] == 0 {
			if s.mask[k]&any == 0 {
				break
			}
			right[nr] = k
			nr++
		}
	}
	var c [MaxSize]int32
	for L := 0; L <= nl; L++ {
		best := int32(-1)
		for rt := 1; rt <= nr && L+rt <= R; rt++ {
			lo, hi := j, right[rt-1]
			if L > 0 {
				lo = left[L-1]
			}
			for lo > 0 && s.tiles[lo-1] != 0 {
				lo--
			}
			for hi+1 < s.n && s.tiles[hi+1] != 0 {
				hi++
			}
			length := hi - lo + 1
			if length < 2 {
				continue
			}
			var oldSum, wmul, crossConst int32 = 0, 1, 0
			for k := lo; k <= hi; k++ {
				if s.tiles[k] != 0 {
					oldSum += s.oldScore[k]
					wmul *= s.oldWM[k]
				} else {
					wmul *= s.wm[k]
				}
			}
			np := 0
			for k := lo; k <= hi; k++ {
				if s.tiles[k] != 0 {
					continue
				}
				w := s.lm[k] * wmul
				if s.hasCross[k] {
					cw := s.wm[k] * s.crossWM[k]
					w += s.lm[k] * cw
					crossConst += s.crossSum[k] * cw
				}
				// Insert w keeping c sorted high to low.
				i := np
				for i > 0 && c[i-1] < w {
					c[i] = c[i-1]
					i--
				}
				c[i] = w
				np++
			}
			total := oldSum*wmul + crossConst + s.bonus[np] + int32(s.v.NoJollyBonus)
			for i := 0; i < np; i++ {
				total += c[i] * s.rackVals[i]
			}
			if s.maxWordBonus > 0 && (s.wordLens&(1<<length) != 0 || np == 1 && s.wordLens&(1<<s.crossLen[right[0]]) != 0 && L == 0) {
				total += s.maxWordBonus
			}
			best = max(best, total)
		}
		bounds[L] = best
	}
	return nl + 1
}
