package scarabeo

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestLeadTable checks the lead tables against words of the lexicons: for
// every word and every lead d it has room for, the node its first d letters
// and the next one or two lead to is in the set of those letters (or the set
// says a word ends there), so that a start with a long lead keeps the end of
// every word.
func TestLeadTable(t *testing.T) {
	for _, lang := range []string{"en", "it"} {
		v := Scrabble()
		if lang == "it" {
			v = Scarabeo()
		}
		lex := mustEmbedded(t, lang)
		f := NewGenerator(v, lex).f
		lt := f.leads()
		rng := rand.New(rand.NewPCG(16, 5))
		checked := 0
		for _, w := range randomWords(lex, v, rng, 4000, 15) {
			for d := minLead; d <= maxLead && d < len(w); d++ {
				node := f.root
				for k := 0; k < d; k++ {
					a, ok := f.next(node, w[k]-'A')
					if !ok {
						t.Fatalf("%s: %s not in the automaton", lang, w)
					}
					node = a.child()
				}
				check := func(set *leadSet, a arc, k int) {
					t.Helper()
					if k == len(w) {
						if !set.final {
							t.Fatalf("%s: %s: lead %d: the set of %q says no word ends after it", lang, w, d, w[d:k])
						}
						return
					}
					c := a.child()
					if _, ok := slices.BinarySearch(lt.nodes[set.from:set.to], c); !ok {
						t.Fatalf("%s: %s: lead %d: the node after %q is not in its set", lang, w, d, w[d:k])
					}
					if set.ends&f.t[c].nodeEnds != f.t[c].nodeEnds {
						t.Fatalf("%s: %s: lead %d: the set of %q lacks word lengths", lang, w, d, w[d:k])
					}
					checked++
				}
				a1, _ := f.next(node, w[d]-'A')
				check(&lt.one[d][w[d]-'A'], a1, d+1)
				if d+1 < len(w) {
					a2, _ := f.next(a1.child(), w[d+1]-'A')
					check(&lt.two[d][int(w[d]-'A')<<5|int(w[d+1]-'A')], a2, d+2)
				}
			}
		}
		if checked < 10000 {
			t.Fatalf("%s: only %d checks", lang, checked)
		}
		t.Logf("%s: %d checks, %d nodes in the tables", lang, checked, len(lt.nodes))
	}
}
