package scarabeo

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// Long stretches (the best-move search without a word map): a stretch that
// takes the whole rack, or all of it but one tile, can only be filled by
// those few sets of tiles, and for most stretches none of them makes a word
// with the letters already there; yet the bounds count every such stretch
// with the rack's best tiles on its best squares and the bonus for 7 or 8
// tiles, the highest bounds of most jobs. For a lexicon too large for a
// word map (Italian, 2.8 million words), the automaton keeps a Bloom filter
// of the letter multisets of its words of minLong letters or more (built in
// the background at the first best-move search, like the word map: 4 MB
// and 0.2-0.5 s for Italian; until then searches go without it). For racks
// without jollies, a stretch of minLong squares or more that takes the
// whole rack gets no bound when the filter has no word of the rack's
// letters and the stretch's; one that takes all but one tile, when the
// filter has none for any tile left out (asked only when the stretch would
// raise the job's bound). One or two lookups a stretch: asking about more
// sets of tiles, or about shorter stretches, cost more than it saved.
//
// Racks with one or two jollies (the slowest hints) ask a second filter,
// built right after the first: the jolly filter, of the multisets one or
// two letters short of the words of minLong to maxJolly letters (every
// letter, and every two letters, taken out; 32 MB and 1.7-1.8 s for
// Italian, 24.9 million multisets with their repeats). A word filling a
// stretch with j jollies is the rack's letters, the stretch's and the j
// letters the jollies stand for, so the rack's and the stretch's letters
// are that word less j letters: when the filter has no such multiset, no
// word fits (a Bloom filter answers yes wrongly, never no). Stretches of
// more than maxJolly squares, rare, are not asked (words of 12 letters
// or more would take most of the filter's entries: 107 million for all
// lengths, 128 MB and six times the build time, for no measured gain).
// A stretch of the whole rack the filters let through is bounded with its
// jollies worth only the letters they may stand for there (jollySum): the
// bound counted each as the rack's best letter (a Q worth 10 on the best
// square), though few words of those letters have a Q; with two jollies,
// a stretch of all the rack but one tile likewise (jollySum1).

// minLong is the fewest letters of a word the filter has.
const minLong = 7

// startLong builds the long-word filter, then the jolly filter, in the
// background, once, for a lexicon of more than maxMapWords words (nil
// otherwise).
func (f *fsa) startLong() {
	f.longOnce.Do(func() {
		f.longDone = make(chan struct{})
		f.jollyDone = make(chan struct{})
		go func() {
			defer close(f.jollyDone)
			if f.built != nil {
				<-f.built // one background build at a time
			}
			words := f.wordCount()
			if words > maxMapWords {
				f.long.Store(f.loadBloom("long", func() *bloom { return buildLong(f, words) }))
			}
			close(f.longDone)
			if words > maxMapWords {
				f.jolly.Store(f.loadBloom("jolly", func() *bloom { return buildJolly(f) }))
			}
		}()
	})
}

// readyLong returns the long-word filter if it is built, else nil (and
// starts building it).
func (f *fsa) readyLong() *bloom {
	f.startLong()
	return f.long.Load()
}

// longFilter returns the long-word filter, waiting for it to be built (nil
// for a lexicon with a word map).
func (f *fsa) longFilter() *bloom {
	f.startLong()
	<-f.longDone
	return f.long.Load()
}

// readyJolly returns the jolly filter if it is built, else nil (and starts
// building it).
func (f *fsa) readyJolly() *bloom {
	f.startLong()
	return f.jolly.Load()
}

// jollyFilter returns the jolly filter, waiting for it to be built (nil for
// a lexicon with a word map).
func (f *fsa) jollyFilter() *bloom {
	f.startLong()
	<-f.jollyDone
	return f.jolly.Load()
}

// loadBloom returns kind's filter from its map file (mapfile.go) when the
// map folder has a valid one, else builds it (and writes the file).
func (f *fsa) loadBloom(kind string, build func() *bloom) *bloom {
	var built *bloom
	secs, mapped := f.cachedSections(kind, 2, func() [][]byte {
		built = build()
		return [][]byte{asBytes([]uint64{uint64(built.shift)}), asBytes(built.blocks)}
	}, func(s [][]byte) error {
		_, err := bloomOf(s)
		return err
	})
	b, err := bloomOf(secs)
	if err != nil {
		return built
	}
	if mapped && built != nil {
		built = nil
		freeBuilt()
	}
	return b
}

// bloomOf reads a filter from its sections (its shift, its blocks).
func bloomOf(secs [][]byte) (*bloom, error) {
	if len(secs) != 2 {
		return nil, fmt.Errorf("%d sections", len(secs))
	}
	sc, err := fromBytes[uint64](secs[0])
	if err != nil || len(sc) != 1 {
		return nil, fmt.Errorf("filter: scalars of %d bytes", len(secs[0]))
	}
	b := &bloom{shift: uint(sc[0])}
	if b.blocks, err = fromBytes[uint64](secs[1]); err != nil {
		return nil, err
	}
	if !powerOfTwoFor(len(b.blocks), b.shift) {
		return nil, errors.New("filter: size does not fit its shift")
	}
	return b, nil
}

// buildLong returns the filter of the multisets of f's words of minLong
// letters or more (words, f's word count, sizes it: 8 bits a word, more a
// multiset, as anagrams share one).
func buildLong(f *fsa, words int) *bloom {
	b := newBloom(words, 8)
	f.eachWord(func(word []byte, h uint64) {
		if len(word) >= minLong {
			b.add(h)
		}
	})
	return &b
}

// maxJolly is the most letters of a word the jolly filter has (the
// stretches of a whole rack of 8 are mostly of 9 or 10 squares).
const maxJolly = 11

// eachShort calls fn with the hash of every multiset one or two letters
// short of word (of hash h): what the rack's letters and the board's may be
// when one or two jollies complete them. A multiset comes once a word.
func eachShort(word []byte, h uint64, fn func(h uint64)) {
	var seen [lexicon.MaxLetter + 1]uint8
	var ls [lexicon.MaxLetter + 1]byte
	n := 0
	for _, l := range word {
		if seen[l] == 0 {
			ls[n] = l
			n++
		}
		seen[l]++
	}
	for i := 0; i < n; i++ {
		x := ls[i]
		hx := h - letterKeys[x]
		fn(hx)
		if seen[x] > 1 {
			fn(hx - letterKeys[x])
		}
		for _, y := range ls[i+1 : n] {
			fn(hx - letterKeys[y])
		}
	}
}

// buildJolly returns the filter of the multisets one or two letters short
// of f's words of minLong to maxJolly letters (8 bits an entry, fewer
// where words share one).
func buildJolly(f *fsa) *bloom {
	entries := 0
	count := func(uint64) { entries++ }
	f.eachWord(func(word []byte, h uint64) {
		if len(word) >= minLong && len(word) <= maxJolly {
			eachShort(word, h, count)
		}
	})
	b := newBloom(entries, 8)
	f.eachWord(func(word []byte, h uint64) {
		if len(word) >= minLong && len(word) <= maxJolly {
			eachShort(word, h, b.add)
		}
	})
	return &b
}

// longFails reports whether the filters say that no word of length letters
// has the letters of hash hp (those already on a stretch of minLong squares
// or more) and np tiles of the rack (the whole rack, or all but one: then
// only asked when ask is set). With jollies on the rack, the jolly filter
// is asked for the rack's letters, the jollies standing for the letters a
// word has beyond them. Leaving out a letter covers leaving out a jolly: a
// word of the rack's letters and one jolly fewer, less any of those
// letters, is in the filter too.
func (s *genState) longFails(np, length int, hp uint64, ask bool) bool {
	j := s.rack[crossword.Jolly]
	f := s.long
	if j > 0 {
		if length > maxJolly {
			return false
		}
		f = s.jolly
	}
	if np == s.rackTiles {
		if f.has(hp + s.rackHash) {
			return false
		}
		s.longSkips++
		return true
	}
	if !ask {
		return false
	}
	for m := s.avail; m != 0; m &= m - 1 {
		if f.has(hp + s.rackHash - letterKeys[bits.TrailingZeros32(m)]) {
			return false
		}
	}
	s.longSkips++
	return true
}

// jollySum returns, for a stretch of the whole rack that the filters let
// through (with jollies on the rack and at most maxJolly squares), the most
// its tiles can score: the rack's values on the squares' weights c (highest
// first), a jolly counting only as much as the letters it may stand for
// there. For one jolly those are the letters x that make, with the rack's
// letters and the stretch's (hash hp), a word of the long-word filter; for
// two, the pairs x, y each of which passes the jolly filter (the word less
// the other) and that together pass the long-word filter. The true letters
// of a word there are among them, so the sum is never below its score. -1
// when no letter passes (no word fits).
func (s *genState) jollySum(np int, hp uint64, c *[MaxSize]int32) int32 {
	base := hp + s.rackHash
	j := s.rack[crossword.Jolly]
	var v1, v2 int32 = -1, -1
	if j == 1 {
		for m := s.alpha; m != 0; m &= m - 1 {
			x := bits.TrailingZeros32(m)
			if s.jvalues[x] > v1 && s.long.has(base+letterKeys[x]) {
				v1 = s.jvalues[x]
			}
		}
	} else {
		var pass [32]uint8
		n := 0
		for m := s.alpha; m != 0; m &= m - 1 {
			x := bits.TrailingZeros32(m)
			if s.jolly.has(base + letterKeys[x]) {
				pass[n] = uint8(x)
				n++
			}
		}
		for a := 0; a < n; a++ {
			x := pass[a]
			for _, y := range pass[a:n] {
				if s.long.has(base + letterKeys[x] + letterKeys[y]) {
					v1 = max(v1, s.jvalues[x], s.jvalues[y])
					v2 = max(v2, min(s.jvalues[x], s.jvalues[y]))
				}
			}
		}
	}
	if v1 < 0 {
		return -1
	}
	// The rack's values with the jollies' (the most, jmax) replaced.
	var vals [MaxSize + 1]int32
	k, drop := 0, int(j)
	for _, v := range s.lineVals[:np] {
		if drop > 0 && v == s.jmax {
			drop--
			continue
		}
		vals[k] = v
		k++
	}
	for _, v := range []int32{v1, v2}[:j] {
		i := k
		for i > 0 && vals[i-1] < v {
			vals[i] = vals[i-1]
			i--
		}
		vals[i] = v
		k++
	}
	var sum int32
	for i := 0; i < np; i++ {
		sum += c[i] * vals[i]
	}
	return sum
}

// jollySum1 is jollySum for a stretch of all the rack's tiles but one, with
// two jollies on the rack. When a letter l is left out, each jolly stands
// for a letter x that, with the rack's letters but l and the stretch's, is
// the word less the other jolly's letter (the jolly filter): the bound is
// the rack's best letters but one and twice the most such an x is worth.
// When a jolly is left out, the other stands for a letter x that, with the
// rack's letters less any l, is such a word less l: the same x, and x = l
// too for every letter of the rack, so that bound covers that case. -1 when
// no x passes.
func (s *genState) jollySum1(np int, hp uint64, c *[MaxSize]int32) int32 {
	base := hp + s.rackHash
	var vB int32 = -1
	for m := s.alpha; m != 0; m &= m - 1 {
		x := bits.TrailingZeros32(m)
		if s.jvalues[x] <= vB {
			continue
		}
		for a := s.avail; a != 0; a &= a - 1 {
			if s.jolly.has(base - letterKeys[bits.TrailingZeros32(a)] + letterKeys[x]) {
				vB = s.jvalues[x]
				break
			}
		}
	}
	if vB < 0 {
		return -1
	}
	// The rack's letters' values, highest first (the jollies, jmax, out).
	var vals [MaxSize + 1]int32
	k, drop := 0, 2
	for _, v := range s.lineVals {
		if drop > 0 && v == s.jmax {
			drop--
			continue
		}
		vals[k] = v
		k++
	}
	return sortedSum(vals[:k-1], []int32{vB, vB}, c, np)
}

// sortedSum returns the sum of the np highest of vals (highest first) and
// more, each times the weights c (highest first).
func sortedSum(vals, more []int32, c *[MaxSize]int32, np int) int32 {
	var all [MaxSize + 2]int32
	k := copy(all[:], vals)
	for _, v := range more {
		i := k
		for i > 0 && all[i-1] < v {
			all[i] = all[i-1]
			i--
		}
		all[i] = v
		k++
	}
	var sum int32
	for i := 0; i < np && i < k; i++ {
		sum += c[i] * all[i]
	}
	return sum
}
