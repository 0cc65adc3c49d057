package scarabeo

import (
	"math/bits"

	"github.com/wordbot/wordbot/games/crossword"
)

// Left-part bounds (the best-move search, racks with jollies): a job's
// bound (anchorBound) puts the rack's best tiles on the best squares, the
// left part's squares included, and counts a jolly as the most a letter
// scores. Once a left part of the rack's tiles is chosen, its letters and
// so its part of the score are known: the rest of the move can only add
// the rack's best tiles left (the jollies the part did not use, and the
// rack's highest letter values) on the empty squares from the anchor to
// where the main word ends. A left part whose known part and that best
// rest cannot reach the k-th best score is not extended.
//
// For the job being generated (anchor j, first square jobStart), a move
// whose left part has letter sum main (premiums included) and nj jollies
// and whose main word ends on e scores at most
//
//	main*w[e] + b[nj][e]
//
// where w[e] is the main word's multiplier and b[nj][e] the bound of the
// rest: the tiles already on j..e, the best tiles left on its empty
// squares by their weights (as anchorBound), the cross words' constant
// parts there and the bonuses. A left part puts no tile next to the
// board's letters (its squares are not anchors), so it forms no cross
// word.
//
// The walks with jollies are where this pays: a left part with a jolly
// standing for a letter worth 1 gets a bound 9 times its square's weight
// lower. Racks without jollies are searched without it (the left parts'
// letters are the rack's, and the bound seldom drops enough to pay for
// working it out).

// leftBounds is the left-part bounds of the job being generated.
type leftBounds struct {
	on   bool               // the job's bounds are used (a rack with one or two jollies)
	jol  int                // the rack's jollies
	nv   int                // len of vals
	vals [MaxSize + 1]int32 // the rack's letter values, highest first (not its jollies)
	w    [MaxSize]int32     // the main word's multiplier when it ends on e
	b    [3][MaxSize]int32  // b[nj][e]
}

// leftRack prepares the left-part bounds for the search's rack (once per
// search, after sortRackValues).
func (s *genState) leftRack() {
	lb := &s.lb
	lb.jol = int(s.rack[crossword.Jolly])
	lb.nv = 0
	if lb.jol == 0 || lb.jol > 2 {
		return
	}
	for l := 0; l < crossword.Jolly; l++ {
		for k := 0; k < int(s.rack[l]); k++ {
			v := s.values[l]
			i := lb.nv
			for i > 0 && lb.vals[i-1] < v {
				lb.vals[i] = lb.vals[i-1]
				i--
			}
			lb.vals[i] = v
			lb.nv++
		}
	}
}

// leftJob works out the left-part bounds for the job about to be
// generated (s.jobL, s.jobStart and the job's line set, the rack full),
// anchor j.
func (s *genState) leftJob(j int) {
	lb := &s.lb
	lb.on = s.jobL > 0 && lb.jol > 0 && lb.jol <= 2
	if lb.on {
		s.leftWork(j)
	}
}

// leftOK reports whether a left part of the current job (main its letter
// sum with premiums, nj its jollies) may still give a move reaching the
// scores kept, its main word ending on one of ends.
func (s *genState) leftOK(main int32, nj int, ends uint32) bool {
	if !s.goodSet {
		return true // nothing to reach yet
	}
	lb := &s.lb
	t := s.goodT
	for m := ends & s.curEnds; m != 0; m &= m - 1 {
		e := bits.TrailingZeros32(m)
		if main*lb.w[e]+lb.b[nj][e] >= t {
			return true
		}
	}
	return false
}

// leftWork works out w and b for the current job, anchor j.
func (s *genState) leftWork(j int) {
	lb := &s.lb
	st, L := s.jobStart, s.jobL
	R, J := s.rackTiles, lb.jol
	for e := range lb.w {
		lb.w[e] = 1
		for nj := range lb.b {
			lb.b[nj][e] = 1 << 30 // no bound: never prunes
		}
	}
	var w int32 = 1
	for q := st; q < j; q++ {
		w *= s.wm[q]
	}
	var oldSum, crossConst int32
	var sq [MaxSize]uint8
	var c [MaxSize]int32
	np := 0
	for e := j; e < s.n; e++ {
		if s.tiles[e] != 0 {
			oldSum += s.oldScore[e]
			w *= s.oldWM[e]
		} else {
			if L+np == R {
				break // no tile left for e
			}
			w *= s.wm[e]
			crossConst += s.crossBase[e]
			sq[np] = uint8(e)
			np++
		}
		if s.lineEnds&(1<<e) == 0 {
			continue
		}
		// The weights of the empty squares j..e, highest first.
		fitted := s.sortWeights(sq[:np], w, &c)
		rest := oldSum*w + crossConst + s.bonus[L+np]
		if s.maxWordBonus > 0 && s.wordLens&(1<<(e-st+1)) != 0 && L+np <= s.bonusTiles {
			rest += s.stretchWordBonus(st, st, e)
		}
		lb.w[e] = w
		for nj := 0; nj <= min(J, L); nj++ {
			// The J-nj jollies left and the rack's letters, highest first,
			// on the weights highest first.
			left := J - nj
			var sorted int32
			for i, k := 0, 0; i < np; i++ {
				if left > 0 && (k == lb.nv || s.jmax >= lb.vals[k]) {
					sorted += c[i] * s.jmax
					left--
				} else {
					sorted += c[i] * lb.vals[k]
					k++
				}
			}
			b := rest + min(sorted, fitted)
			if nj == 0 && L+np <= R-J {
				b += int32(s.v.NoJollyBonus)
			}
			lb.b[nj][e] = b
		}
	}
}
