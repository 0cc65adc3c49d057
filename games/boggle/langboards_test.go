package boggle

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// Boards in French, Spanish, German and Portuguese draw by the letters of
// the language's Scrabble set (docs/rules.md, Tiles per language).
func TestLangWeights(t *testing.T) {
	for _, c := range []struct {
		lang  string
		total int
		some  map[string]int
	}{
		{"fr", 100, map[string]int{"E": 15, "K": 1, "M": 3}},
		{"es", 98, map[string]int{"A": 12, "Ñ": 1, "CH": 1, "LL": 1, "RR": 1, "K": 0, "W": 0}},
		{"de", 100, map[string]int{"E": 15, "Ä": 1, "Ö": 1, "Ü": 1}},
		{"pt", 117, map[string]int{"A": 14, "Ç": 2, "K": 0, "Y": 0}},
	} {
		w, err := LangWeights(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := lexicon.AlphabetOf(c.lang)
		total := 0
		for l, n := range w {
			total += n
			if want, ok := c.some[a.Symbol(byte(l))]; ok && n != want {
				t.Errorf("%s %s: weight %d, want %d", c.lang, a.Symbol(byte(l)), n, want)
			}
		}
		if total != c.total || len(w) != a.Size() {
			t.Errorf("%s: %d letters weighing %d, want %d and %d", c.lang, len(w), total, a.Size(), c.total)
		}
		// Every cell of a few boards is a letter of the set, and the rare
		// special tiles do come up.
		rng := rand.New(rand.NewPCG(1, 2))
		seen := make([]int, len(w))
		for i := 0; i < 100; i++ {
			b, err := Generate(6, c.lang, rng)
			if err != nil {
				t.Fatal(err)
			}
			for cell := 0; cell < 36; cell++ {
				seen[b.cells[cell]]++
			}
		}
		for l, n := range seen {
			if n > 0 && w[l] == 0 {
				t.Errorf("%s: %s on a board, not in the set", c.lang, a.Symbol(byte(l)))
			}
			if n == 0 && w[l] > 0 {
				t.Errorf("%s: %s never drawn in 3,600 cells", c.lang, a.Symbol(byte(l)))
			}
		}
	}
	for _, lang := range []string{"xx", "en", "it"} {
		if _, err := LangWeights(lang); err == nil || !strings.Contains(err.Error(), "no boards for language") {
			t.Errorf("LangWeights(%q): %v", lang, err)
		}
	}
	if _, err := Generate(4, "xx", rand.New(rand.NewPCG(1, 2))); err == nil || !strings.Contains(err.Error(), `no boards for language "xx" (have en, it, fr, es, de, pt)`) {
		t.Errorf("Generate xx: %v", err)
	}
}

// TestRandomBoardsPerLanguage: random boards of Spanish, German and
// Portuguese (a fixed seed; the first of each size with a word with a
// letter beyond Z on it), solved by the Solver (the wide layout of its
// table; with and without QU faces) equal to the brute force: the same
// words and points.
func TestRandomBoardsPerLanguage(t *testing.T) {
	for _, lang := range []string{"es", "de", "pt"} {
		lex := lexicon.MustEmbedded(lang)
		words := lex.Words()
		rng := rand.New(rand.NewPCG(19, 5))
		for _, n := range []int{4, 5} {
			for _, rules := range []Rules{{}, {QuFace: true, MinLetters: 3, Scoring: Official}} {
				s, err := NewSolver(lex, rules)
				if err != nil {
					t.Fatal(err)
				}
				for tries := 0; ; tries++ {
					if tries == 100 {
						t.Fatalf("%s %dx%d: no board with a word with a letter beyond Z", lang, n, n)
					}
					b, err := Generate(n, lang, rng)
					if err != nil {
						t.Fatal(err)
					}
					want := bruteForce(b, lettersOn(b, words, rules.QuFace), rules)
					special := false
					for _, w := range want {
						special = special || strings.ContainsAny(w.Word, "[\\]^_")
					}
					if !special {
						continue
					}
					got := s.Solve(b)
					same := func(x, y Word) bool { return x.Word == y.Word && x.Points == y.Points }
					if !slices.EqualFunc(got, want, same) {
						t.Errorf("%s %s %+v: Solver %d words, brute force %d", lang, b, rules, len(got), len(want))
					}
					pts := 0
					for _, w := range want {
						pts += w.Points
					}
					if nw, np := s.Score(b); nw != len(want) || np != pts {
						t.Errorf("%s %s %+v: Score %d words %d points, brute force %d, %d", lang, b, rules, nw, np, len(want), pts)
					}
					break
				}
			}
		}
	}
}

// lettersOn returns the words whose every letter shows on b (with quFace a
// U may stand in a Q cell's QU): the others cannot be on it, and the brute
// force need not trace them.
func lettersOn(b Board, words []string, quFace bool) []string {
	var on [256]bool
	for i := 0; i < b.Cells(); i++ {
		on['A'+b.cells[i]] = true
	}
	if quFace {
		on['U'] = true
	}
	var out []string
	for _, w := range words {
		ok := true
		for i := 0; i < len(w) && ok; i++ {
			ok = on[w[i]]
		}
		if ok {
			out = append(out, w)
		}
	}
	return out
}
