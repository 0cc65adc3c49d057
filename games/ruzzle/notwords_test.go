package ruzzle

import (
	"slices"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestSolveFindsNoAbbreviation is boggle's test of the same name on a
// Ruzzle board: the Spanish abbreviations ETC, TEL, SIG and PAG are found
// with the list as it was (the list plus them), none with the list
// (lexicon/data/README.md, Not words).
func TestSolveFindsNoAbbreviation(t *testing.T) {
	abbr := []string{"ETC", "TEL", "SIG", "PAG"}
	es := lexicon.MustEmbedded("es")
	b, err := New(4, "ETCALETSSIGNPAGZ", "")
	if err != nil {
		t.Fatal(err)
	}
	words := append(es.Words(), abbr...)
	slices.Sort(words)
	bl := lexicon.NewBuilder()
	for _, w := range slices.Compact(words) {
		if err := bl.Add(w); err != nil {
			t.Fatal(err)
		}
	}
	old, err := bl.Finish()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lex  *lexicon.DAWG
		want []string
	}{{old, abbr}, {es, nil}} {
		var got []string
		for _, f := range NewSolver(c.lex).Solve(b, 3) {
			if slices.Contains(abbr, f.Word) {
				got = append(got, f.Word)
			}
		}
		slices.Sort(got)
		if want := slices.Sorted(slices.Values(c.want)); !slices.Equal(got, want) {
			t.Errorf("abbreviations found %q, want %q", got, want)
		}
	}
}
