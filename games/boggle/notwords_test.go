package boggle

import (
	"slices"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestSolveFindsNoAbbreviation solves a Spanish board holding the
// abbreviations ETC, TEL, SIG and PAG (es_ES.dic entries the Spanish list
// leaves out, lexicon/data/README.md, Not words): with the list as it was
// (the list plus them) the solver finds them, with the list it finds none.
func TestSolveFindsNoAbbreviation(t *testing.T) {
	abbr := []string{"ETC", "TEL", "SIG", "PAG"}
	es := lexicon.MustEmbedded("es")
	a, _ := lexicon.AlphabetOf("es")
	b, err := ParseBoardIn("ETCA LETS SIGN PAGZ", 4, a)
	if err != nil {
		t.Fatal(err)
	}
	old := withWords(t, es, abbr)
	for _, c := range []struct {
		lex  *lexicon.DAWG
		want []string
	}{{old, abbr}, {es, nil}} {
		s, err := NewSolver(c.lex, Rules{MinLetters: 3, Scoring: Official})
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, w := range s.Solve(b) {
			if slices.Contains(abbr, w.Word) {
				got = append(got, w.Word)
			}
		}
		slices.Sort(got)
		want := slices.Sorted(slices.Values(c.want))
		if !slices.Equal(got, want) {
			t.Errorf("abbreviations found %q, want %q", got, want)
		}
	}
}

// withWords returns lex with extra words added (the list as it was).
func withWords(t *testing.T, lex *lexicon.DAWG, extra []string) *lexicon.DAWG {
	t.Helper()
	words := append(lex.Words(), extra...)
	slices.Sort(words)
	words = slices.Compact(words)
	bl := lexicon.NewBuilder()
	for _, w := range words {
		if err := bl.Add(w); err != nil {
			t.Fatal(err)
		}
	}
	d, err := bl.Finish()
	if err != nil {
		t.Fatal(err)
	}
	return d
}
