package scarabeo

import (
	"math/bits"
	"slices"

	"github.com/wordbot/wordbot/games/crossword"
)

// The best-move search first bounds every job as if any tiles of the rack
// could make a word on any stretch (shadow.go). With a word map, the job on
// top of the heap is played from the map one stretch of squares at a time,
// the stretch of its best bound first, and goes back on the heap with the
// bound of its next stretch (so that the stretches of all jobs are played
// best bound first). On a stretch, every set of rack tiles whose bound still
// reaches the k-th best score (best bound first), that fits the stretch's
// cross-checks and that makes some word with the letters already there gets
// its anagrams checked against the board (genStretch). When the search must walk the automaton instead (more
// than two jollies, or a map with colliding hashes), the map refines the
// job's bounds first, once, when it comes to the top (subBound): only the
// sets of tiles that make a word count, and the job goes back on the heap.

// maxSubracks caps the distinct sets of tiles of a rack the refinement
// tries (a full rack of 7 tiles has at most 128; racks of custom variants
// may have many more, and are then searched with the first bounds only).
const maxSubracks = 256

// subRack is a set of tiles of the rack: its letters' hash, its size, its
// jollies and its tile values, highest first (subVals[off:off+size], a
// jolly as jmax).
type subRack struct {
	h       uint64
	letters uint32 // the letters of its tiles other than jollies
	off     uint32
	size    uint8
	blanks  uint8
	// its last kind of tile (listSubracks' kinds) and how many of it
	last, lastCount uint8
}

// listSubracks lists the distinct sets of tiles of the rack, by size. It
// returns false when there are more than maxSubracks.
func (s *genState) listSubracks() bool {
	total := 1
	for l := 0; l <= crossword.Jolly; l++ {
		total *= int(s.rack[l]) + 1
		if total > maxSubracks {
			return false
		}
	}
	var jmax int32
	for l := 0; l < crossword.Jolly; l++ {
		if s.alpha&(1<<l) != 0 {
			jmax = max(jmax, s.jvalues[l])
		}
	}
	s.jmax = jmax
	// The rack's kinds of tiles, highest value first (a jolly as jmax), so
	// that a set's values stay sorted as kinds are added.
	var kinds [crossword.Jolly + 1]uint8
	nk := 0
	for l := 0; l <= crossword.Jolly; l++ {
		if s.rack[l] > 0 {
			kinds[nk] = uint8(l)
			nk++
		}
	}
	value := func(l uint8) int32 {
		if l == crossword.Jolly {
			return jmax
		}
		return s.values[l]
	}
	for i := 1; i < nk; i++ {
		for k := i; k > 0 && value(kinds[k]) > value(kinds[k-1]); k-- {
			kinds[k], kinds[k-1] = kinds[k-1], kinds[k]
		}
	}
	// Every set, size by size: a set of size k+1 is one of size k and a
	// tile of its last kind or of a later one (each set once; its values:
	// the set's, then the tile's, still highest first).
	var kval [crossword.Jolly + 1]int32
	var kkey [crossword.Jolly + 1]uint64
	var kletter [crossword.Jolly + 1]uint32
	var kcount [crossword.Jolly + 1]uint8
	for i, l := range kinds[:nk] {
		kval[i], kcount[i] = value(l), s.rack[l]
		if l != crossword.Jolly {
			kkey[i], kletter[i] = letterKeys[l], 1<<l
		}
	}
	maxSize := min(s.rackTiles, MaxSize)
	subs := slices.Grow(s.subs[:0], total)[:total]
	subs[0] = subRack{}
	vals := slices.Grow(s.subVals[:0], total*maxSize)[:total*maxSize]
	var start [MaxSize + 2]int
	start[1] = 1
	n, nv := 1, 0 // the sets and values so far
	for size := 0; size < maxSize; size++ {
		for i := start[size]; i < start[size+1]; i++ {
			p := subs[i]
			for k := int(p.last); k < nk; k++ {
				sr := subRack{h: p.h + kkey[k], letters: p.letters | kletter[k], off: uint32(nv), size: p.size + 1, blanks: p.blanks, last: uint8(k), lastCount: 1}
				if k == int(p.last) && size > 0 {
					if p.lastCount == kcount[k] {
						continue
					}
					sr.lastCount = p.lastCount + 1
				}
				if kinds[k] == crossword.Jolly {
					sr.blanks++
				}
				pv, nvs := vals[p.off:p.off+uint32(size)], vals[nv:nv+size+1]
				for x, v := range pv {
					nvs[x] = v
				}
				nvs[size] = kval[k]
				nv += size + 1
				subs[n] = sr
				n++
			}
		}
		start[size+2] = n
	}
	for k := maxSize + 2; k < len(start); k++ {
		start[k] = n
	}
	subs = subs[:n]
	s.subSize = start
	s.subs, s.subVals = subs, vals
	return true
}

// subBound returns the most k tiles of the rack that make a word with the
// letters already on the stretch (hash hp) score on squares of weights c
// (highest first), with the no-jolly bonus when they have no jolly: -1 when
// no such tiles make a word, or none of those scoring at least floor does.
func (s *genState) subBound(k int, c *[MaxSize]int32, sq []uint8, hp uint64, floor int32) int32 {
	best := int32(-1)
	for i := s.subSize[k]; i < s.subSize[k+1]; i++ {
		sr := &s.subs[i]
		vs := s.subVals[sr.off : sr.off+uint32(k)]
		var d int32
		for x, v := range vs {
			d += v * c[x]
		}
		if sr.blanks == 0 {
			d += int32(s.v.NoJollyBonus)
		}
		if d > best && d >= floor && s.fits(sr, sq) != 0 && s.exists(hp+sr.h, int(sr.blanks)) {
			best = d
		}
	}
	return best
}

// fits returns what the jollies of sr may stand for when its tiles cover
// the empty squares sq, each square accepting one of its letters or taking
// a jolly: 0 when they cannot, the letters of the one square none of its
// letters fits when there is one such square, else every letter.
func (s *genState) fits(sr *subRack, sq []uint8) uint32 {
	need := 0
	xs := s.alpha
	for _, q := range sq {
		if m := s.mask[q]; m&sr.letters == 0 {
			if m&s.alpha == 0 {
				return 0
			}
			need++
			xs = m & s.alpha
		}
	}
	switch {
	case need > int(sr.blanks):
		return 0
	case need > 1:
		return s.alpha
	}
	return xs
}

// exists reports whether the letters of hash h and that many jollies may
// make a word (false only when they cannot).
func (s *genState) exists(h uint64, jollies int) bool {
	wm := s.wmap
	switch jollies {
	case 0:
		return wm.has(h)
	case 1:
		return wm.hasBut1(h)
	case 2:
		for m := s.alpha; m != 0; m &= m - 1 {
			if wm.hasBut1(h + letterKeys[bits.TrailingZeros32(m)]) {
				return true
			}
		}
		return false
	}
	return true
}

// genStretch plays, on the squares lo..hi of the current line (np of them
// empty, the letters already there of hash hp, c the empty squares' weights
// highest first, rest and fitted as in anchorBound), every word of the word
// map made of some tiles of the rack and those letters whose bound still
// reaches the k-th best score.
func (s *genState) genStretch(lo, hi, np int, sq []uint8, hp uint64, c *[MaxSize]int32, rest, fitted int32) {
	const none = int32(-1 << 30)
	t, full := s.rec.threshold()
	if !full {
		t = none
	}
	// The sets whose bound reaches t, best bound first (insertion sort:
	// there are at most maxSubracks, mostly a few).
	if s.order == nil {
		s.order = new([maxSubracks]setBound)
	}
	// The letters the words may start and end with: the tile already on
	// the stretch's end, or those the cross-checks accept there.
	first, last := s.mask[lo], s.mask[hi]
	if t := s.tiles[lo]; t != 0 {
		first = 1 << (t & letterBits)
	}
	if t := s.tiles[hi]; t != 0 {
		last = 1 << (t & letterBits)
	}
	order := s.order
	n := 0
	for i := s.subSize[np]; i < s.subSize[np+1]; i++ {
		sr := &s.subs[i]
		vs := s.subVals[sr.off : sr.off+uint32(np)]
		var d int32
		for x, v := range vs {
			d += v * c[x]
		}
		b := rest + min(d, fitted)
		if sr.blanks == 0 {
			b += int32(s.v.NoJollyBonus) // only a move without a jolly has it
		}
		if b < t {
			continue
		}
		k := n
		for k > 0 && order[k-1].bound < b {
			order[k] = order[k-1]
			k--
		}
		order[k] = setBound{b, uint8(i)}
		n++
	}
	for _, o := range order[:n] {
		if t, full := s.rec.threshold(); full && o.bound < t {
			return // nor can the sets after it
		}
		sr := &s.subs[o.set]
		base := rest
		if sr.blanks == 0 {
			base += int32(s.v.NoJollyBonus)
		}
		h := hp + sr.h
		var comp uint32 // one jolly: the letters it may stand for
		switch sr.blanks {
		case 0:
			if !s.wmap.has(h) {
				continue // no word has these letters (the filter first: one load)
			}
		case 1:
			if comp = s.wmap.completing(h) & s.alpha; comp == 0 {
				continue
			}
		}
		xs := s.fits(sr, sq)
		if xs == 0 {
			continue
		}
		vs := s.subVals[sr.off : sr.off+uint32(np)]
		nb := int(sr.blanks)
		switch sr.blanks {
		case 0:
			s.playWords(lo, hi, s.wmap.anagramsAt(h, first, last), 0, 0, 0)
		case 1:
			for m := comp & xs; m != 0; m &= m - 1 {
				x := byte(bits.TrailingZeros32(m))
				if s.jvalues[x] < s.jmax {
					// The jolly scores less as x than the set's bound says.
					if t, full := s.rec.threshold(); full && base+min(dotWith(vs, nb, s.jmax, s.jvalues[x], none, c), fitted) < t {
						continue
					}
				}
				s.playWords(lo, hi, s.wmap.anagramsAt(h+letterKeys[x], first, last), 1, x, 0)
			}
		case 2:
			for m := s.alpha; m != 0; m &= m - 1 {
				x := byte(bits.TrailingZeros32(m))
				hx := h + letterKeys[x]
				// y after x: each pair once.
				for m2 := s.wmap.completing(hx) & m & s.alpha; m2 != 0; m2 &= m2 - 1 {
					y := byte(bits.TrailingZeros32(m2))
					if xs != s.alpha && (1<<x|1<<y)&xs == 0 {
						continue // the square no tile of the set fits takes neither
					}
					if min(s.jvalues[x], s.jvalues[y]) < s.jmax {
						if t, full := s.rec.threshold(); full && base+min(dotWith(vs, nb, s.jmax, s.jvalues[x], s.jvalues[y], c), fitted) < t {
							continue
						}
					}
					s.playWords(lo, hi, s.wmap.anagramsAt(hx+letterKeys[y], first, last), 2, x, y)
				}
			}
		}
	}
}

// setBound is a set of tiles of the rack (subs[set]) and the bound of its
// moves on a stretch.
type setBound struct {
	bound int32
	set   uint8
}

// dotWith returns the values vs (highest first) but jollies of them (as
// many of those worth jmax), and a, b (b: none when it is -1<<30), sorted
// highest first, times the weights c.
func dotWith(vs []int32, jollies int, jmax, a, b int32, c *[MaxSize]int32) int32 {
	if b > a {
		a, b = b, a
	}
	var d int32
	k := 0
	for _, v := range vs {
		if jollies > 0 && v == jmax {
			jollies--
			continue
		}
		for a > v {
			d += a * c[k]
			k++
			a, b = b, -1<<30
		}
		d += v * c[k]
		k++
	}
	for a > -1<<30 {
		d += a * c[k]
		k++
		a, b = b, -1<<30
	}
	return d
}

// playWords records every word of words (one after another, each of the
// stretch's length) that fits the squares lo..hi: the letters already
// there, and the cross-checks of the empty squares. The empty squares take
// the tiles of the set played: its letters and nj jollies standing for x
// (and y), on every choice of the squares of those letters.
func (s *genState) playWords(lo, hi int, words []byte, nj int, x, y byte) {
	m := hi - lo + 1
	if len(words) == 0 || len(words)%m != 0 {
		return
	}
	// The letters already on the stretch first: most words fail there.
	var old [MaxSize]uint8
	nold := 0
	for i := 0; i < m; i++ {
		if s.tiles[lo+i] != 0 {
			old[nold] = uint8(i)
			nold++
		}
	}
words:
	for w := 0; w+m <= len(words); w += m {
		word := words[w : w+m]
		for _, i := range old[:nold] {
			if s.tiles[lo+int(i)]&letterBits != word[i] {
				continue words
			}
		}
		ok := true
		var nx, ny int // the empty squares taking x, y
		var xs, ys [MaxSize]uint8
		np := 0
		for i, l := range word {
			q := lo + i
			if t := s.tiles[q]; t != 0 {
				if t&letterBits != l {
					ok = false
					break
				}
				s.word[i] = t & (letterBits | jollyBit)
				continue
			}
			if s.mask[q]&(1<<l) == 0 {
				ok = false
				break
			}
			np++
			s.word[i] = l | newBit
			if nj > 0 && l == x {
				xs[nx] = uint8(i)
				nx++
			}
			if nj > 1 && l == y && x != y {
				ys[ny] = uint8(i)
				ny++
			}
		}
		if !ok {
			continue
		}
		s.start = lo
		switch {
		case nj == 0:
			s.playWord(m, np, 0)
		case nj == 1:
			for _, i := range xs[:nx] {
				s.word[i] |= jollyBit
				s.playWord(m, np, 1)
				s.word[i] &^= jollyBit
			}
		case x != y:
			for _, i := range xs[:nx] {
				s.word[i] |= jollyBit
				for _, k := range ys[:ny] {
					s.word[k] |= jollyBit
					s.playWord(m, np, 2)
					s.word[k] &^= jollyBit
				}
				s.word[i] &^= jollyBit
			}
		default:
			for a := 0; a < nx; a++ {
				s.word[xs[a]] |= jollyBit
				for b := a + 1; b < nx; b++ {
					s.word[xs[b]] |= jollyBit
					s.playWord(m, np, 2)
					s.word[xs[b]] &^= jollyBit
				}
				s.word[xs[a]] &^= jollyBit
			}
		}
	}
}

// playWord scores the move in s.word[:m] (from s.start, np tiles placed,
// nj of them jollies) and records it.
func (s *genState) playWord(m, np, nj int) {
	var main, wmul, cross int32 = 0, 1, 0
	for i := 0; i < m; i++ {
		q := s.start + i
		t := s.word[i]
		if t&newBit == 0 {
			main += s.oldScore[q]
			wmul *= s.oldWM[q]
			continue
		}
		v := s.values[t&letterBits]
		if t&jollyBit != 0 {
			v = s.jvalues[t&letterBits]
		}
		lv := v * s.lm[q]
		main += lv
		wmul *= s.wm[q]
		cross += s.crossBase[q] + lv*s.crossMul[q]
	}
	s.record(m, main*wmul+cross, np, nj)
}
