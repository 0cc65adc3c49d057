package ruzzle

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

func TestRandomBonuses(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		round int
		want  map[Bonus]int
	}{
		{1, map[Bonus]int{DoubleLetter: 1, TripleLetter: 1}},
		{2, map[Bonus]int{DoubleLetter: 1, TripleLetter: 1, DoubleWord: 1}},
		{3, map[Bonus]int{DoubleLetter: 1, TripleLetter: 1, DoubleWord: 2, TripleWord: 1}},
		{7, map[Bonus]int{DoubleLetter: 1, TripleLetter: 1, DoubleWord: 2, TripleWord: 1}},
	} {
		for i := 0; i < 100; i++ {
			b, err := Random(rng, 4, "it", tc.round)
			if err != nil {
				t.Fatal(err)
			}
			got := map[Bonus]int{}
			for _, x := range b.Bonuses() {
				if Bonus(x) != None {
					got[Bonus(x)]++
				}
			}
			if len(got) != len(tc.want) {
				t.Fatalf("round %d: bonuses %q", tc.round, b.Bonuses())
			}
			for k, v := range tc.want {
				if got[k] != v {
					t.Fatalf("round %d: bonuses %q", tc.round, b.Bonuses())
				}
			}
			if b.Scoring != (Scoring{Values: ValuesIT, LengthBonus: true}) {
				t.Fatalf("scoring %+v", b.Scoring)
			}
		}
	}
	// Tiny boards get the first squares of the list.
	b, _ := Random(rng, 1, "en", 3)
	if b.Bonuses() != "d" {
		t.Errorf("1x1 round 3: %q", b.Bonuses())
	}
	b, _ = Random(rng, 2, "en", 3)
	if got := b.Bonuses(); strings.Count(got, "d") != 1 || strings.Count(got, "t") != 1 || strings.Count(got, "D") != 2 {
		t.Errorf("2x2 round 3: %q", got)
	}
}

func TestRandomDeterministic(t *testing.T) {
	a, _ := Random(rand.New(rand.NewPCG(7, 7)), 5, "it", 3)
	b, _ := Random(rand.New(rand.NewPCG(7, 7)), 5, "it", 3)
	if a.String() != b.String() {
		t.Errorf("same seed, different boards:\n%s\n%s", a, b)
	}
	c, _ := Random(rand.New(rand.NewPCG(7, 8)), 5, "it", 3)
	if a.String() == c.String() {
		t.Errorf("different seeds, same board")
	}
}

// The letters follow the language's frequencies.
func TestRandomLetterFrequencies(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for lang, weights := range letterWeights {
		var counts [lexicon.MaxLetter + 1]int
		total := 0
		for i := 0; i < 400; i++ {
			b, err := Random(rng, 6, lang, 1)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range b.Letters() {
				counts[l-'A']++
				total++
			}
		}
		sum := 0
		for _, w := range weights {
			sum += w
		}
		for l, w := range weights {
			p := float64(w) / float64(sum)
			expect := p * float64(total)
			sd := math.Sqrt(float64(total) * p * (1 - p))
			if math.Abs(float64(counts[l])-expect) > 5*sd+0.5 {
				t.Errorf("%s: %c drawn %d times, expected about %.0f", lang, 'A'+l, counts[l], expect)
			}
		}
	}
	if s := letterWeights["it"]; s['J'-'A']+s['K'-'A']+s['W'-'A']+s['X'-'A']+s['Y'-'A'] != 0 {
		t.Error("the Italian bag has J, K, W, X or Y")
	}
}

// TestBonusRound: the boards of a channel or a match cycle through the
// app's rounds 1, 2, 3 (docs/rules.md, Ruzzle): the fourth is round 1
// again; a count below 1 is round 1.
func TestBonusRound(t *testing.T) {
	for n, want := range map[int]int{-1: 1, 0: 1, 1: 1, 2: 2, 3: 3, 4: 1, 5: 2, 6: 3, 7: 1, 100: 1} {
		if got := BonusRound(n); got != want {
			t.Errorf("BonusRound(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestRandomErrors(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	for _, tc := range []struct {
		n     int
		lang  string
		round int
		want  string
	}{
		{0, "it", 1, "board size 0 is out of range (1 to 64)"},
		{65, "it", 1, "board size 65 is out of range (1 to 64)"},
		{4, "nl", 1, `unknown language "nl" for random letters (want it, en, fr, es, de or pt)`},
		{4, "en", 0, "round 0: rounds are numbered from 1"},
	} {
		if _, err := Random(rng, tc.n, tc.lang, tc.round); err == nil || err.Error() != tc.want {
			t.Errorf("Random(%d, %s, %d) error = %v, want %s", tc.n, tc.lang, tc.round, err, tc.want)
		}
	}
}
