package scarabeo

import (
	"errors"
	"fmt"
	"math/bits"
	"runtime"

	"github.com/wordbot/wordbot/lexicon"
)

// The word map (used by the best-move search, refine.go) lists the words
// of the automaton by their letter multiset: a stretch of a line and some
// tiles of the rack make a move only if the tiles and the letters already on
// the stretch are, in some order, a word, and the map gives those words in
// one lookup instead of a walk through every order of the tiles.
//
// A multiset is keyed by an additive hash (the sum of its letters' keys, so
// adding a letter is one addition). The map is an open-addressing table of
// these hashes, each with its group of words (the anagrams). Building it
// checks that no two different multisets share a hash (if some did, the
// search would not use the map and stay exact with the automaton alone). It
// is built from the automaton in the background at the first best-move
// search, for lexicons of up to maxMapWords words: for ENABLE2K (173,528
// words) it takes 24 MB and 0.1-0.2 s. Each group keeps the letters its
// words start and end with: a stretch whose ends hold a tile (or accept
// few letters) skips the groups none of whose words fits there without
// reading them.

// letterKeys are the additive hash keys of the letters (A-Z, then those
// beyond Z): fixed random odd numbers (splitmix64), the same for A-Z as
// when there were only 26.
var letterKeys = func() (k [lexicon.MaxLetter + 1]uint64) {
	x := uint64(0x9e3779b97f4a7c15)
	for i := range k {
		x += 0x9e3779b97f4a7c15
		z := x
		z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
		z = (z ^ z>>27) * 0x94d049bb133111eb
		k[i] = (z ^ z>>31) | 1
	}
	return k
}()

// wordMap is an open-addressing table from multiset hashes to groups of
// words.
type wordMap struct {
	slots  []mapSlot
	words  []byte // the groups' words, letters 0-25, one after another
	groups int
	shift  uint // a hash's first slot is h >> shift
	mask   uint64
	exact  bool // no two multisets share a hash: the groups can be trusted

	// While building: the table's hashes (0: empty), each slot's group, and
	// each group's first letter in words (start[g+1] its end).
	keys  []uint64
	group []uint32
	start []uint32

	// any0 is a filter of the words' multisets that fits in the
	// processor's caches, asked before the table: some (few) answer yes
	// wrongly, none no wrongly.
	any0 bloom
	// but1 gives, for a multiset one letter short of some word, the letters
	// that complete it (what a jolly may stand for): fingerprint<<32 |
	// letters, by slot. Multisets whose fingerprints meet share their
	// letters, which only adds letters to try.
	but1      []uint64
	but1Shift uint
}

// bloom is a Bloom filter of multiset hashes, one 64-bit block a hash.
type bloom struct {
	blocks []uint64
	shift  uint
}

func newBloom(keys, bitsPerKey int) bloom {
	logSize := max(6, bits.Len(uint(keys*bitsPerKey/64)))
	return bloom{blocks: make([]uint64, 1<<logSize), shift: uint(64 - logSize)}
}

// bloomBits are the three bits of h in its block (from bits the block's
// index does not use).
func bloomBits(h uint64) uint64 { return 1<<(h&63) | 1<<(h>>6&63) | 1<<(h>>12&63) }

func (b *bloom) add(h uint64) { b.blocks[h>>b.shift] |= bloomBits(h) }

// has reports whether h may have been added (false only when it was not).
func (b *bloom) has(h uint64) bool {
	m := bloomBits(h)
	return b.blocks[h>>b.shift]&m == m
}

// mapSlot is a slot of the table: a multiset's hash (0: empty), its group
// of words, words[off:end], and the letters its words start and end with.
type mapSlot struct {
	key         uint64
	off, end    uint32
	first, last uint32
}

// has reports whether some word may have the letters of hash h (false
// only when none has).
func (w *wordMap) has(h uint64) bool { return w.any0.has(h) }

// hasBut1 reports whether some word may have the letters of hash h and one
// more (false only when none has).
func (w *wordMap) hasBut1(h uint64) bool { return w.completing(h) != 0 }

// completing returns the letters l such that the letters of hash h and l
// may make a word (it has all those that do).
func (w *wordMap) completing(h uint64) uint32 {
	fp := uint64(fingerprint(h)) << 32
	mask := uint64(len(w.but1) - 1)
	for i := h >> w.but1Shift; ; i = (i + 1) & mask {
		e := w.but1[i]
		if e&^(1<<32-1) == fp {
			return uint32(e)
		}
		if e == 0 {
			return 0
		}
	}
}

// addCompleting adds letter l to the letters completing hash h.
func (w *wordMap) addCompleting(h uint64, l byte) {
	fp := uint64(fingerprint(h)) << 32
	mask := uint64(len(w.but1) - 1)
	for i := h >> w.but1Shift; ; i = (i + 1) & mask {
		e := w.but1[i]
		if e == 0 || e&^(1<<32-1) == fp {
			w.but1[i] = fp | uint64(uint32(e)|1<<l)
			return
		}
	}
}

// fingerprint is the part of a hash kept with but1's letters (never 0).
func fingerprint(h uint64) uint32 { return uint32(h) | 1 }

// anagrams returns the words of the letters of hash h, one after another.
func (w *wordMap) anagrams(h uint64) []byte { return w.anagramsAt(h, allLetters, allLetters) }

// anagramsAt is anagrams when some of the words start with a letter of
// first and some end with a letter of last (nil otherwise).
func (w *wordMap) anagramsAt(h uint64, first, last uint32) []byte {
	if h == 0 {
		h = 1
	}
	for i := h >> w.shift; ; i = (i + 1) & w.mask {
		e := &w.slots[i]
		switch e.key {
		case h:
			if e.first&first == 0 || e.last&last == 0 {
				return nil
			}
			return w.words[e.off:e.end]
		case 0:
			return nil
		}
	}
}

// insert returns the slot of h, adding it when new (and reports which).
func (w *wordMap) insert(h uint64) (int, bool) {
	if h == 0 {
		h = 1
	}
	for i := h >> w.shift; ; i = (i + 1) & w.mask {
		switch w.keys[i] {
		case h:
			return int(i), false
		case 0:
			w.keys[i] = h
			return int(i), true
		}
	}
}

// bytes returns the map's size.
func (w *wordMap) bytes() int {
	return 24*len(w.slots) + len(w.words) + 8*len(w.any0.blocks) + 8*len(w.but1)
}

// maxMapWords is the largest lexicon the best-move search builds a word map
// for. Beyond it the map outgrows the processor's caches and its lookups
// cost more than they save (measured with the 2.8-million-word Italian
// lexicon: a third slower than the automaton alone), and it would take over
// 100 MB.
const maxMapWords = 1 << 20

// wordMap returns the automaton's word map (nil for a lexicon of more than
// maxMapWords words), waiting for it to be built.
func (f *fsa) wordMap() *wordMap {
	f.startWordMap()
	<-f.wmDone
	return f.wm.Load()
}

// readyWordMap returns the word map if it is built, else nil (and starts
// building it): the first searches of a program walk the automaton while the
// map is built on another core (ENABLE2K: 0.1-0.2 s), so that a one-shot
// hint does not wait for it.
func (f *fsa) readyWordMap() *wordMap {
	f.startWordMap()
	return f.wm.Load()
}

func (f *fsa) startWordMap() {
	f.wmOnce.Do(func() {
		f.wmDone = make(chan struct{})
		go func() {
			defer close(f.wmDone)
			if f.built != nil {
				<-f.built // one background build at a time
			}
			if words := f.wordCount(); words <= maxMapWords {
				f.wm.Store(f.loadWordMap())
			}
		}()
	})
}

// loadWordMap returns f's word map from its map file (mapfile.go) when
// the map folder has a valid one, else builds it (and writes the file).
func (f *fsa) loadWordMap() *wordMap {
	var built *wordMap
	secs, mapped := f.cachedSections("wordmap", 5, func() [][]byte {
		built = buildWordMap(f)
		return built.sections()
	}, func(s [][]byte) error {
		_, err := wordMapOf(s)
		return err
	})
	w, err := wordMapOf(secs)
	if err != nil { // not from a file: the sections were built right here
		return built
	}
	if mapped && built != nil {
		built = nil
		freeBuilt()
	}
	return w
}

// sections are the word map's arrays as a map file keeps them.
func (w *wordMap) sections() [][]byte {
	exact := uint64(0)
	if w.exact {
		exact = 1
	}
	scalars := []uint64{uint64(w.groups), uint64(w.shift), w.mask, exact, uint64(w.but1Shift), uint64(w.any0.shift)}
	return [][]byte{asBytes(scalars), asBytes(w.slots), w.words, asBytes(w.any0.blocks), asBytes(w.but1)}
}

// wordMapOf reads a word map from its sections, checking that their sizes
// fit together.
func wordMapOf(secs [][]byte) (*wordMap, error) {
	if len(secs) != 5 {
		return nil, fmt.Errorf("%d sections", len(secs))
	}
	sc, err := fromBytes[uint64](secs[0])
	if err != nil || len(sc) != 6 {
		return nil, fmt.Errorf("word map: scalars of %d bytes", len(secs[0]))
	}
	w := &wordMap{groups: int(sc[0]), shift: uint(sc[1]), mask: sc[2], exact: sc[3] == 1, but1Shift: uint(sc[4]),
		any0: bloom{shift: uint(sc[5])}, words: secs[2]}
	if w.slots, err = fromBytes[mapSlot](secs[1]); err != nil {
		return nil, err
	}
	if w.any0.blocks, err = fromBytes[uint64](secs[3]); err != nil {
		return nil, err
	}
	if w.but1, err = fromBytes[uint64](secs[4]); err != nil {
		return nil, err
	}
	if !powerOfTwoFor(len(w.slots), w.shift) || w.mask != uint64(len(w.slots)-1) ||
		!powerOfTwoFor(len(w.but1), w.but1Shift) || !powerOfTwoFor(len(w.any0.blocks), w.any0.shift) {
		return nil, errors.New("word map: table sizes do not fit their shifts")
	}
	return w, nil
}

// powerOfTwoFor reports whether n is the power of two a hash's top bits
// index after a right shift by shift.
func powerOfTwoFor(n int, shift uint) bool {
	return n > 1 && n&(n-1) == 0 && shift == uint(64-bits.TrailingZeros(uint(n)))
}

// eachWord calls fn with every word of f (its letters in buf[:n]) and its
// hash.
func (f *fsa) eachWord(fn func(word []byte, h uint64)) {
	var buf [64]byte
	var walk func(n uint32, d int, h uint64)
	walk = func(n uint32, d int, h uint64) {
		for i := n; ; i++ {
			a := f.arcs[i]
			l := a.letter()
			nh := h + letterKeys[l]
			if d < len(buf) {
				buf[d] = l
				if a.final() {
					fn(buf[:d+1], nh)
				}
				if c := a.child(); c != 0 {
					walk(c, d+1, nh)
				}
			}
			if a.last() {
				return
			}
		}
	}
	if f.root != 0 {
		walk(f.root, 0, 0)
	}
}

// buildWordMap walks the words of f twice: to count the groups' words, then
// to place them.
func buildWordMap(f *fsa) *wordMap {
	words, letters := f.countWords()
	logSize := max(10, bits.Len(uint(words+words/4)))
	w := &wordMap{keys: make([]uint64, 1<<logSize), group: make([]uint32, 1<<logSize),
		shift: uint(64 - logSize), mask: 1<<logSize - 1, exact: true}
	var count []uint32
	var lenOf []uint8                   // by group, its words' length
	groupOf := make([]uint32, 0, words) // by word, in the order of the walk
	f.eachWord(func(word []byte, h uint64) {
		i, fresh := w.insert(h)
		if fresh {
			w.group[i] = uint32(len(count))
			count = append(count, 0)
			lenOf = append(lenOf, uint8(len(word)))
		}
		g := w.group[i]
		count[g] += uint32(len(word))
		groupOf = append(groupOf, g)
	})
	w.start = make([]uint32, len(count)+1)
	for g, c := range count {
		w.start[g+1] = w.start[g] + c
	}
	fill := count // reused: the letters placed so far, by group
	clear(fill)
	w.words = make([]byte, letters)
	k := 0
	f.eachWord(func(word []byte, _ uint64) {
		g := groupOf[k]
		k++
		at := w.start[g] + fill[g]
		if fill[g] > 0 && !sameLetters(word, w.words[w.start[g]:w.start[g]+uint32(len(word))]) {
			w.exact = false
		}
		copy(w.words[at:], word)
		fill[g] += uint32(len(word))
	})
	// The filters: each group's multiset, and it less each of its letters.
	groups := len(w.start) - 1
	letterSets := make([]uint32, groups) // by group, its letters
	pairs := 0
	for g := range letterSets {
		var seen uint32
		for _, l := range w.words[w.start[g]:w.start[g+1]] {
			seen |= 1 << l
		}
		letterSets[g] = seen
		pairs += bits.OnesCount32(seen)
	}
	w.any0 = newBloom(groups, 16)
	for _, h := range w.keys {
		if h != 0 {
			w.any0.add(h)
		}
	}
	// but1 is sized first for every (group, letter) pair; many share their
	// multiset less the letter (Spanish: 1.9 million entries used of 8.4
	// million slots), so when a smaller table (a power of two) would still
	// be at most half full, it is filled again at that size (the Spanish map
	// 95 MB -> 63 MB). The first table is dropped before the second is
	// made, so the build's peak stays that of the first.
	logBut1 := max(10, bits.Len(uint(pairs+pairs/4)))
	used := w.fillBut1(letterSets, logBut1)
	if fit := max(10, bits.Len(uint(2*used-1))); fit < logBut1 {
		w.but1 = nil
		runtime.GC()
		w.fillBut1(letterSets, fit)
	}
	w.slots = make([]mapSlot, len(w.keys))
	for i, h := range w.keys {
		if h != 0 {
			g := w.group[i]
			sl := mapSlot{key: h, off: w.start[g], end: w.start[g+1]}
			for k := sl.off; k < sl.end; k += uint32(lenOf[g]) {
				sl.first |= 1 << w.words[k]
				sl.last |= 1 << w.words[k+uint32(lenOf[g])-1]
			}
			w.slots[i] = sl
		}
	}
	w.groups = groups
	w.keys, w.group, w.start = nil, nil, nil
	return w
}

// fillBut1 makes but1 a table of 1<<logSize slots with, for every group
// less each of its letters, the letters completing it, and returns how
// many slots it uses.
func (w *wordMap) fillBut1(letterSets []uint32, logSize int) int {
	w.but1, w.but1Shift = make([]uint64, 1<<logSize), uint(64-logSize)
	for i, h := range w.keys {
		if h == 0 {
			continue
		}
		for seen := letterSets[w.group[i]]; seen != 0; seen &= seen - 1 {
			l := byte(bits.TrailingZeros32(seen))
			w.addCompleting(h-letterKeys[l], l)
		}
	}
	used := 0
	for _, e := range w.but1 {
		if e != 0 {
			used++
		}
	}
	return used
}

// wordCount returns the number of words of f (counted once).
func (f *fsa) wordCount() int {
	f.countOnce.Do(func() { f.words, _ = f.countWords() })
	return f.words
}

// countWords returns the number of words of f and of their letters.
func (f *fsa) countWords() (words, letters int) {
	type wl struct {
		words, letters int
		done           bool
	}
	memo := make([]wl, len(f.arcs)) // by node
	var node func(n uint32) wl
	node = func(n uint32) wl {
		if n == 0 {
			return wl{}
		}
		if memo[n].done {
			return memo[n]
		}
		var c wl
		for i := n; ; i++ {
			a := f.arcs[i]
			sub := node(a.child())
			// Every word below a adds a's letter.
			c.words += sub.words
			c.letters += sub.letters + sub.words
			if a.final() {
				c.words++
				c.letters++
			}
			if a.last() {
				break
			}
		}
		c.done = true
		memo[n] = c
		return c
	}
	c := node(f.root)
	return c.words, c.letters
}

// sameLetters reports whether a and b have the same letters (any order).
func sameLetters(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	var n [32]int
	for i := range a {
		n[a[i]&letterBits]++
		n[b[i]&letterBits]--
	}
	for _, c := range n {
		if c != 0 {
			return false
		}
	}
	return true
}
