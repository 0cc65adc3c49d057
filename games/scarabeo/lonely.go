package scarabeo

import (
	"math/bits"
	"sort"

	"github.com/wordbot/wordbot/games/crossword"
)

// Lonely letters (the best-move search's bounds): a letter no word ends
// with, and that no letter the rack could put after it may follow in a
// word, goes only on a square with a tile already on the board right after
// it (Italian Q on a rack without A, U, a second Q or a jolly: QU, QA and
// QQ are its only pairs, and no word ends in Q). The bounds count such a
// tile only on those squares (loadFit), and on a line with none of them
// leave it out of the rack's values: the bounds no longer put a Q worth 10
// on a triple letter it can never take, and the moves on that line place
// one tile fewer at most.

// findLonely sets s.lonely to the rack's lonely letters (none when the rack
// holds a jolly, which may stand for any letter after it).
func (s *genState) findLonely() {
	s.lonely = 0
	if s.rack[crossword.Jolly] > 0 || s.bounds == nil {
		return
	}
	for m := s.avail &^ s.f.finals; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		others := s.avail
		if s.rack[l] == 1 {
			others &^= 1 << l
		}
		if s.bounds.grams.after[gramKey(byte(l))]&others == 0 {
			s.lonely |= 1 << l
		}
	}
	if s.lonely != 0 {
		if s.lineDrop == nil {
			s.lineDrop = new([2][MaxSize]uint32)
		}
		s.listDropVals()
	}
}

// lonelyDrop returns the lonely letters no square of the current line
// takes: none accepts them right before a tile already there.
func (s *genState) lonelyDrop() uint32 {
	var takes uint32
	for j := 0; j+1 < s.n; j++ {
		if s.tiles[j] == 0 && s.tiles[j+1] != 0 {
			takes |= s.mask[j]
		}
	}
	return s.lonely &^ takes
}

// setLineVals sets the tile values of the current line's bounds: the
// rack's, less the lonely letters' tiles when drop has them all (when it
// has some only, a rare rack with two lonely letters, the rack's).
func (s *genState) setLineVals(drop uint32) {
	if drop != s.lonely {
		s.lineVals = s.rackVals
		return
	}
	s.lineVals = s.dropVals
}

// listDropVals lists the values of the rack's tiles but the lonely ones,
// highest first.
func (s *genState) listDropVals() {
	v := s.dropVals[:0]
	for l := 0; l < crossword.Jolly; l++ {
		if s.lonely&(1<<l) != 0 {
			continue
		}
		for k := 0; k < int(s.rack[l]); k++ {
			v = append(v, s.values[l])
		}
	}
	sort.Slice(v, func(a, b int) bool { return v[a] > v[b] })
	s.dropVals = v
}
