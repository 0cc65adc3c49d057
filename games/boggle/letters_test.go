package boggle

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestGenerate(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	counts := [26]int{}
	for n := MinSize; n <= MaxSize; n++ {
		for range 300 {
			b, err := Generate(n, "it", rng)
			if err != nil {
				t.Fatal(err)
			}
			if b.Size() != n {
				t.Fatalf("size %d", b.Size())
			}
			for _, c := range b.String() {
				counts[c-'A']++
			}
		}
	}
	for _, c := range "JKWXY" {
		if counts[c-'A'] != 0 {
			t.Errorf("Italian boards hold %c", c)
		}
	}
	// A E I O (12 tiles each) come about 3 times as often as U (4).
	if r := float64(counts['A'-'A']) / float64(counts['U'-'A']); r < 2.5 || r > 3.6 {
		t.Errorf("A/U ratio %.2f, want about 3", r)
	}
	en := map[int][]Cube{4: Classic4(), 5: Big5()}
	for n, set := range en {
		b, err := Generate(n, "en", rng)
		if err != nil || !canAssign(b, set) {
			t.Errorf("English %dx%d board %s is not a throw of its cubes (%v)", n, n, b, err)
		}
	}
	e6 := [26]int{}
	for range 300 {
		b, err := Generate(6, "", rng)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range b.String() {
			e6[c-'A']++
		}
	}
	if e6['E'-'A'] < 5*e6['B'-'A'] || e6['Z'-'A'] > e6['B'-'A'] {
		t.Errorf("English 6x6 letter counts off: %v", e6)
	}
	for _, bad := range []struct {
		n    int
		lang string
		want string
	}{
		{3, "en", "a board is 4x4, 5x5 or 6x6, not 3x3"},
		{7, "it", "a board is 4x4, 5x5 or 6x6, not 7x7"},
		{4, "nl", `no boards for language "nl" (have en, it, fr, es, de, pt)`},
		{7, "fr", "a board is 4x4, 5x5 or 6x6, not 7x7"},
	} {
		if _, err := Generate(bad.n, bad.lang, rng); err == nil || err.Error() != bad.want {
			t.Errorf("Generate(%d, %q) = %v, want %s", bad.n, bad.lang, err, bad.want)
		}
	}
	if _, err := RandomLetters(4, Frequencies{}, rng); err == nil || !strings.Contains(err.Error(), "zero") {
		t.Errorf("zero frequencies: %v", err)
	}
}

func TestScoring(t *testing.T) {
	official := []int{0, 1, 1, 1, 1, 2, 3, 5, 11, 11, 11}
	linear := []int{0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7}
	for n := range official {
		if got := Official.Points(n); got != official[n] {
			t.Errorf("official %d letters = %d, want %d", n, got, official[n])
		}
		if got := Linear.Points(n); got != linear[n] {
			t.Errorf("linear %d letters = %d, want %d", n, got, linear[n])
		}
	}
	for _, s := range []Scoring{Official, Linear} {
		p, err := ParseScoring(s.String())
		if err != nil || p != s {
			t.Errorf("ParseScoring(%s) = %v %v", s, p, err)
		}
	}
	if _, err := ParseScoring("fibonacci"); err == nil || err.Error() != `scoring "fibonacci" is not official or linear` {
		t.Errorf("bad scoring: %v", err)
	}
	r := Rules{}
	if r.Min(4) != 3 || r.Min(5) != 4 || r.Min(6) != 4 || (Rules{MinLetters: 5}).Min(4) != 5 {
		t.Error("default minimum lengths wrong")
	}
}
