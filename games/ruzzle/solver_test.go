package ruzzle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// brutePaths is the slow, obvious search: every sequence of distinct cells
// whose letters spell word, where each cell touches the previous one, tried in
// lexicographic order of cells; each scored straight from the rules.
func brutePaths(b *Board, word string) []ScoredPath {
	n := b.Size()
	word = strings.ToUpper(word)
	var out []ScoredPath
	var cur Path
	var rec func()
	rec = func() {
		if len(cur) == len(word) {
			sum, mult := 0, 1
			for _, p := range cur {
				sum += b.Scoring.Values.Value(b.Letter(p)) * b.Bonus(p).LetterMult()
				mult *= b.Bonus(p).WordMult()
			}
			score := sum * mult
			if b.Scoring.LengthBonus && len(word) > 4 {
				score += 5 * (len(word) - 4)
			}
			out = append(out, ScoredPath{score, slices.Clone(cur)})
			return
		}
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				p := Pos{r, c}
				if b.Letter(p) != word[len(cur)] || slices.Contains(cur, p) {
					continue
				}
				if len(cur) > 0 {
					q := cur[len(cur)-1]
					if abs(q.Row-r) > 1 || abs(q.Col-c) > 1 {
						continue
					}
				}
				cur = append(cur, p)
				rec()
				cur = cur[:len(cur)-1]
			}
		}
	}
	if word != "" {
		rec()
	}
	return out
}

// bruteBest returns the first best path of brutePaths.
func bruteBest(b *Board, word string) (ScoredPath, bool) {
	var best ScoredPath
	ok := false
	for _, sp := range brutePaths(b, word) {
		if !ok || sp.Score > best.Score {
			best, ok = sp, true
		}
	}
	return best, ok
}

// randomBoard makes a board of side n whose letters come from the first k
// letters of the alphabet (few letters: many paths per word), with random
// bonuses and scoring.
func randomBoard(rng *rand.Rand, n, k int) *Board {
	letters := make([]byte, n*n)
	bonuses := make([]byte, n*n)
	for i := range letters {
		letters[i] = 'A' + byte(rng.IntN(k))
		bonuses[i] = ".....dtDT"[rng.IntN(9)]
	}
	b, err := New(n, string(letters), string(bonuses))
	if err != nil {
		panic(err)
	}
	b.Scoring = Scoring{Values: ValueTable(rng.IntN(2)), LengthBonus: rng.IntN(2) == 0}
	return b
}

// randomWords returns words of 1 to 7 letters: half traced on the board along
// random walks (so most are on it), half random strings of its letters.
func randomWords(rng *rand.Rand, b *Board, k, count int) []string {
	n := b.Size()
	var words []string
	for len(words) < count {
		length := 1 + rng.IntN(7)
		w := make([]byte, 0, length)
		if rng.IntN(2) == 0 {
			r, c := rng.IntN(n), rng.IntN(n)
			for len(w) < length {
				w = append(w, b.Letter(Pos{r, c}))
				r = min(max(r+rng.IntN(3)-1, 0), n-1)
				c = min(max(c+rng.IntN(3)-1, 0), n-1)
			}
		} else {
			for len(w) < length {
				w = append(w, 'A'+byte(rng.IntN(k)))
			}
		}
		words = append(words, string(w))
	}
	return words
}

func TestSolveMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 446861))
	boards := 600
	if testing.Short() || raceEnabled {
		boards = 120
	}
	for i := 0; i < boards; i++ {
		n := 1 + rng.IntN(6)
		if i%20 == 0 {
			n = 9 // more than 64 cells: the general search
		}
		k := 2 + rng.IntN(6)
		b := randomBoard(rng, n, k)
		words := randomWords(rng, b, k, 40)
		dict, err := lexicon.Build(words)
		if err != nil {
			t.Fatal(err)
		}
		minLen := 1 + rng.IntN(3)
		var want []string
		for _, w := range dict.Words() {
			if len(w) < minLen {
				continue
			}
			if best, ok := bruteBest(b, w); ok {
				want = append(want, fmt.Sprintf("%s %d %v", w, best.Score, best.Path))
			}
		}
		solver := NewSolver(dict)
		for _, general := range []bool{false, true} {
			forceGeneral = general
			var got []string
			for _, f := range solver.Solve(b, minLen) {
				got = append(got, fmt.Sprintf("%s %d %v", f.Word, f.Score, f.Path))
			}
			forceGeneral = false
			if !slices.Equal(got, want) {
				t.Fatalf("board %d (general %v, minLen %d, scoring %+v):\n%s\nwords %v\nSolve:\n%s\nbrute force:\n%s",
					i, general, minLen, b.Scoring, b, words, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
	}
}

func TestScoreAndPathsMatchBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 446861))
	boards := 300
	if testing.Short() || raceEnabled {
		boards = 60
	}
	for i := 0; i < boards; i++ {
		n := 1 + rng.IntN(5)
		k := 2 + rng.IntN(5)
		b := randomBoard(rng, n, k)
		for _, w := range randomWords(rng, b, k, 20) {
			all := brutePaths(b, w)
			best, ok := bruteBest(b, w)
			s, p, ok2 := b.Score(strings.ToLower(w))
			if ok != ok2 || s != best.Score || p.String() != best.Path.String() {
				t.Fatalf("board\n%s\nScore(%s) = %d %v %v; brute force %d %v %v", b, w, s, p, ok2, best.Score, best.Path, ok)
			}
			slices.SortStableFunc(all, func(x, y ScoredPath) int { return y.Score - x.Score })
			got := b.Paths(w)
			if fmt.Sprint(got) != fmt.Sprint(all) {
				t.Fatalf("board\n%s\nPaths(%s) = %v\nbrute force %v", b, w, got, all)
			}
		}
	}
}

// Reusing a Solution across boards and dictionaries gives the same words as
// fresh solves.
func TestSolutionReuse(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	var sol Solution
	for i := 0; i < 50; i++ {
		b := randomBoard(rng, 4, 5)
		dict, err := lexicon.Build(randomWords(rng, b, 5, 30))
		if err != nil {
			t.Fatal(err)
		}
		s := NewSolver(dict)
		want := s.Solve(b, 2)
		s.SolveInto(&sol, b, 2)
		sol.Sort()
		total := 0
		for j := 0; j < sol.Len(); j++ {
			if got := sol.Found(j); fmt.Sprint(got) != fmt.Sprint(want[j]) {
				t.Fatalf("board %d word %d: %v, want %v", i, j, got, want[j])
			}
			total += sol.Score(j)
		}
		if sol.Len() != len(want) || sol.Total() != total {
			t.Fatalf("board %d: %d words, total %d; want %d words, total %d", i, sol.Len(), sol.Total(), len(want), total)
		}
	}
}

func TestSolveEdgeCases(t *testing.T) {
	b, err := New(1, "a", "T")
	if err != nil {
		t.Fatal(err)
	}
	dict, _ := lexicon.Build([]string{"A", "AA", "B"})
	got := b.Solve(dict, 0)
	if len(got) != 1 || got[0].Word != "A" || got[0].Score != 3 || got[0].Path.String() != "(0,0)" {
		t.Errorf("Solve on a 1x1 board = %v, want [A 3 (0,0)]", got)
	}
	if got := b.Solve(dict, 2); len(got) != 0 {
		t.Errorf("Solve minLen 2 = %v, want none", got)
	}
	empty, _ := lexicon.Build(nil)
	if got := b.Solve(empty, 1); len(got) != 0 {
		t.Errorf("Solve with an empty dictionary = %v", got)
	}
}

// The length bonus: +5 per letter beyond 4, bot rounds only.
func TestLengthBonus(t *testing.T) {
	b := seedBoard(t)
	for _, tc := range []struct {
		word    string
		off, on int
	}{
		{"ZERO", 12, 12}, {"PASTA", 102, 107}, {"ESATTA", 102, 112}, {"TRE", 10, 10},
	} {
		b.Scoring.LengthBonus = false
		off, _, _ := b.Score(tc.word)
		b.Scoring.LengthBonus = true
		on, _, _ := b.Score(tc.word)
		if off != tc.off || on != tc.on {
			t.Errorf("%s: %d without the length bonus, %d with; want %d, %d", tc.word, off, on, tc.off, tc.on)
		}
	}
}

func TestValueTables(t *testing.T) {
	for _, tc := range []struct {
		table ValueTable
		want  map[int]string
	}{
		{ValuesIT, map[int]string{1: "AEIO", 2: "CRST", 3: "LMNU", 4: "Y", 5: "BDFKPV", 8: "GHZ", 10: "JQWX"}},
		{ValuesEN, map[int]string{1: "AEILNORST", 2: "DU", 3: "GM", 4: "BCFHPVWY", 5: "K", 8: "X", 10: "JQZ"}},
	} {
		seen := 0
		for v, letters := range tc.want {
			for _, l := range []byte(letters) {
				seen++
				if got := tc.table.Value(l); got != v {
					t.Errorf("%v: %c = %d, want %d", tc.table, l, got, v)
				}
				if got := tc.table.Value(l + 'a' - 'A'); got != v {
					t.Errorf("%v: %c = %d, want %d", tc.table, l+'a'-'A', got, v)
				}
			}
		}
		if seen != 26 {
			t.Errorf("%v: test covers %d letters", tc.table, seen)
		}
		name, err := ParseValueTable(tc.table.String())
		if err != nil || name != tc.table {
			t.Errorf("ParseValueTable(%v) = %v, %v", tc.table, name, err)
		}
	}
	if _, err := ParseValueTable("nl"); err == nil || err.Error() != `unknown letter values "nl" (want it, en, fr, es, de or pt)` {
		t.Errorf("ParseValueTable(nl) error = %v", err)
	}
}

// With the embedded English lexicon, Solve finds exactly the words that
// Board.Score finds on the board, with the same scores and paths.
func TestSolveEmbeddedMatchesScore(t *testing.T) {
	dict := lexicon.MustEmbedded("en")
	words := dict.Words()
	rng := rand.New(rand.NewPCG(5, 5))
	for _, n := range []int{4, 5, 8} { // 8x8: more than 512 words, the table grows
		b, err := Random(rng, n, "en", 3)
		if err != nil {
			t.Fatal(err)
		}
		var want []string
		for _, w := range words {
			if s, p, ok := b.Score(w); ok {
				want = append(want, fmt.Sprintf("%s %d %v", w, s, p))
			}
		}
		var got []string
		for _, f := range b.Solve(dict, 1) {
			got = append(got, fmt.Sprintf("%s %d %v", f.Word, f.Score, f.Path))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("board\n%s\nSolve found %d words, Score %d", b, len(got), len(want))
		}
		if len(want) < 50 || (n == 8 && len(want) <= 512) {
			t.Errorf("board\n%s\nonly %d words", b, len(want))
		}
	}
}

// A Solution that grew its table on a big board gives the same results on
// the boards after it.
func TestSolutionReuseAfterBigBoard(t *testing.T) {
	dict := lexicon.MustEmbedded("en")
	s := SolverFor(dict)
	rng := rand.New(rand.NewPCG(6, 6))
	var sol Solution
	for _, n := range []int{8, 4, 9, 3, 8, 5} {
		b, err := Random(rng, n, "en", 2)
		if err != nil {
			t.Fatal(err)
		}
		want := s.Solve(b, 3)
		s.SolveInto(&sol, b, 3)
		sol.Sort()
		if sol.Len() != len(want) {
			t.Fatalf("%dx%d: %d words, want %d", n, n, sol.Len(), len(want))
		}
		for i := range want {
			if got := sol.Found(i); fmt.Sprint(got) != fmt.Sprint(want[i]) {
				t.Fatalf("%dx%d word %d: %v, want %v", n, n, i, got, want[i])
			}
		}
		if n >= 8 && len(sol.table) <= tableSize {
			t.Errorf("%dx%d: %d words but the table did not grow", n, n, sol.Len())
		}
	}
}
