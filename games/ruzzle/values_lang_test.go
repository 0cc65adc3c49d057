package ruzzle

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// The tables of French, Spanish, German and Portuguese are the Scrabble
// values of each language (docs/rules.md, Tiles per language), on the
// language's alphabet.
func TestLanguageValues(t *testing.T) {
	for _, c := range []struct {
		table  ValueTable
		lang   string
		values map[string]int
	}{
		{ValuesFR, "fr", map[string]int{"A": 1, "K": 10, "M": 2, "Q": 8, "W": 10}},
		{ValuesES, "es", map[string]int{"Ñ": 8, "CH": 5, "LL": 8, "RR": 8, "Q": 5, "K": 0}},
		{ValuesDE, "de", map[string]int{"Ä": 6, "Ö": 8, "Ü": 6, "D": 1, "Y": 10}},
		{ValuesPT, "pt", map[string]int{"Ç": 3, "Q": 6, "M": 1, "Y": 0}},
	} {
		a, err := lexicon.AlphabetOf(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		for l := 0; l < a.Size(); l++ {
			if want, ok := c.values[a.Symbol(byte(l))]; ok && c.table.Value(byte(l)) != want {
				t.Errorf("%s %s: %d, want %d", c.lang, a.Symbol(byte(l)), c.table.Value(byte(l)), want)
			}
		}
		if c.table.String() != c.lang || ValuesFor(c.lang) != c.table {
			t.Errorf("%v: named %q, ValuesFor(%s) = %v", c.table, c.table.String(), c.lang, ValuesFor(c.lang))
		}
	}
	for lang, want := range map[string]ValueTable{"en": ValuesEN, "it": ValuesIT, "": ValuesIT, "nl": ValuesIT} {
		if got := ValuesFor(lang); got != want {
			t.Errorf("ValuesFor(%q) = %v, want %v", lang, got, want)
		}
	}
}

// KIWI on a board without bonuses: French (10+1+10+1) = 22, Italian app
// (5+1+10+1) = 17; a French random board has only the French set's letters.
func TestFrenchBoard(t *testing.T) {
	b, err := New(2, "KIIW", "....")
	if err != nil {
		t.Fatal(err)
	}
	path := Path{{0, 0}, {0, 1}, {1, 1}, {1, 0}}
	if b.Spell(path) != "KIWI" {
		t.Fatalf("path spells %s", b.Spell(path))
	}
	for table, want := range map[ValueTable]int{ValuesFR: 22, ValuesIT: 17} {
		b.Scoring = Scoring{Values: table}
		if got, ok := b.PathScore(path); !ok || got != want {
			t.Errorf("%v: KIWI %d %v, want %d", table, got, ok, want)
		}
	}
	// 100 random 6x6 boards: E is 15 of the set's 100 letters (some 540 of
	// 3,600 cells; 138 if every letter weighed the same).
	rng := rand.New(rand.NewPCG(3, 4))
	e := 0
	for i := 0; i < 100; i++ {
		rb, err := Random(rng, 6, "fr", 1)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range rb.Letters() {
			if c == 'E' {
				e++
			}
		}
	}
	if e < 440 || e > 640 {
		t.Errorf("%d E of 3,600 cells on French boards, want about 540", e)
	}
}
