package scarabeo

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestWordMap checks the word map of the English lexicon against the words
// sorted by their letters: every word is in its multiset's group and in no
// other, the filter never denies a word, the letters completing a word less
// one letter include that letter, and a
// multiset of no word has no group.
func TestWordMap(t *testing.T) {
	f := newFSA(mustEmbedded(t, "en"), Scrabble())
	w := buildWordMap(f)
	if !w.exact {
		t.Fatal("two multisets share a hash")
	}
	byLetters := map[string][]string{}
	n := 0
	f.eachWord(func(word []byte, h uint64) {
		n++
		key := []byte(string(word))
		slices.Sort(key)
		byLetters[string(key)] = append(byLetters[string(key)], string(word))
		if !w.has(h) {
			t.Fatalf("word %v: the filter denies it", word)
		}
		for _, l := range word {
			if w.completing(h-letterKeys[l])&(1<<l) == 0 {
				t.Fatalf("word %v less %d: %d does not complete it", word, l, l)
			}
		}
	})
	if n < 100000 {
		t.Fatalf("%d words", n)
	}
	if got := w.groups; got != len(byLetters) {
		t.Fatalf("%d groups, want %d", got, len(byLetters))
	}
	for key, words := range byLetters {
		var h uint64
		for _, l := range []byte(key) {
			h += letterKeys[l]
		}
		g := w.anagrams(h)
		var got []string
		for i := 0; i+len(key) <= len(g); i += len(key) {
			got = append(got, string(g[i:i+len(key)]))
		}
		if len(got)*len(key) != len(g) || !slices.Equal(got, words) {
			t.Fatalf("group of %v: %v, want %v", []byte(key), got, words)
		}
		// Asked with the letters its words start and end with: given, and
		// not when none starts (ends) with the letters asked.
		var first, last uint32
		for _, wd := range words {
			first |= 1 << wd[0]
			last |= 1 << wd[len(wd)-1]
		}
		if w.anagramsAt(h, first, last) == nil || w.anagramsAt(h, allLetters&^first, allLetters) != nil || w.anagramsAt(h, allLetters, allLetters&^last) != nil {
			t.Fatalf("group of %v: wrong first letters %b or last letters %b", []byte(key), first, last)
		}
	}
	// Random multisets: a group exactly when some word has those letters.
	rng := rand.New(rand.NewPCG(5, 6))
	denied := 0
	for i := 0; i < 20000; i++ {
		key := make([]byte, 2+rng.IntN(7))
		var h uint64
		for k := range key {
			key[k] = byte(rng.IntN(26))
			h += letterKeys[key[k]]
		}
		slices.Sort(key)
		_, word := byLetters[string(key)]
		if got := w.anagrams(h) != nil; got != word {
			t.Fatalf("letters %v: group %v, word %v", key, got, word)
		}
		if !w.has(h) {
			denied++
		}
	}
	if denied < 15000 {
		t.Errorf("the filter denies %d of 20000 random multisets, want most", denied)
	}
}

// TestBut1Compact: the table of multisets one letter short is sized by the
// multisets it holds, not by the (group, letter) pairs, when they share
// them: the 4,845 words of four different letters of A-T in alphabetical
// order have 19,380 pairs (a table of 32,768 slots) but only the 1,140
// multisets of three letters, which 4,096 slots hold at most half full;
// each is completed by exactly the 17 letters it lacks, and a multiset of
// no word less a letter by none.
func TestBut1Compact(t *testing.T) {
	var words []string
	for a := byte(0); a < 20; a++ {
		for b := a + 1; b < 20; b++ {
			for c := b + 1; c < 20; c++ {
				for d := c + 1; d < 20; d++ {
					words = append(words, string([]byte{'A' + a, 'A' + b, 'A' + c, 'A' + d}))
				}
			}
		}
	}
	f := buildFSA(mustLex(t, words...), Scrabble())
	w := buildWordMap(f)
	if len(w.but1) != 4096 || w.groups != 4845 {
		t.Fatalf("%d groups, but1 of %d slots; want 4845, 4096", w.groups, len(w.but1))
	}
	const all = 1<<20 - 1
	for a := byte(0); a < 20; a++ {
		for b := a + 1; b < 20; b++ {
			for c := b + 1; c < 20; c++ {
				h := letterKeys[a] + letterKeys[b] + letterKeys[c]
				if got, want := w.completing(h), uint32(all&^(1<<a|1<<b|1<<c)); got != want {
					t.Fatalf("%c%c%c completed by %b, want %b", 'A'+a, 'A'+b, 'A'+c, got, want)
				}
			}
		}
	}
	if got := w.completing(letterKeys[0] + letterKeys[0] + letterKeys[1]); got != 0 {
		t.Errorf("AAB completed by %b, want none", got)
	}
}
