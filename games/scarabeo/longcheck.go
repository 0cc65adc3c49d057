package scarabeo

import "math/bits"

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

// minLong is the fewest letters of a word the filter has.
const minLong = 7

// startLong builds the long-word filter in the background, once, for a
// lexicon of more than maxMapWords words (nil otherwise).
func (f *fsa) startLong() {
	f.longOnce.Do(func() {
		f.longDone = make(chan struct{})
		go func() {
			defer close(f.longDone)
			if words := f.wordCount(); words > maxMapWords {
				f.long.Store(buildLong(f, words))
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

// longFails reports whether the filter says that no word has the letters of
// hash hp (those already on a stretch of minLong squares or more) and np
// tiles of the rack (the whole rack, or all but one: then only asked when
// ask is set).
func (s *genState) longFails(np int, hp uint64, ask bool) bool {
	if np == s.rackTiles {
		if s.long.has(hp + s.rackHash) {
			return false
		}
		s.longSkips++
		return true
	}
	if !ask {
		return false
	}
	for m := s.avail; m != 0; m &= m - 1 {
		if s.long.has(hp + s.rackHash - letterKeys[bits.TrailingZeros32(m)]) {
			return false
		}
	}
	s.longSkips++
	return true
}
