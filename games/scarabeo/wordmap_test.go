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
