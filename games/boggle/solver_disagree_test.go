package boggle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// bruteForce is the slow, obviously correct search: every dictionary word
// traced on its own.
func bruteForce(b Board, words []string, rules Rules) []Word {
	var out []Word
	for _, w := range words {
		if len(w) < rules.Min(b.Size()) {
			continue
		}
		if p, ok := b.Trace(w, rules.QuFace); ok {
			out = append(out, Word{Word: w, Points: rules.Scoring.Points(len(w)), Path: p})
		}
	}
	return out
}

// randomWords returns a small random dictionary over a few letters (Q and U
// among them, so QU cells matter), sorted and without duplicates.
func randomWords(rng *rand.Rand, alphabet string) []string {
	n := 1 + rng.IntN(300)
	set := map[string]bool{}
	for range n {
		l := 1 + rng.IntN(9)
		w := make([]byte, l)
		for i := range w {
			w[i] = alphabet[rng.IntN(len(alphabet))]
			if w[i] == 'Q' && rng.IntN(3) > 0 && i+1 < l {
				w[i+1] = 'U'
			}
		}
		if rng.IntN(4) == 0 && l >= 2 { // words made to be QU-heavy
			copy(w, "QU")
		}
		set[string(w)] = true
	}
	words := make([]string, 0, len(set))
	for w := range set {
		words = append(words, w)
	}
	slices.Sort(words)
	return words
}

func randomBoard(rng *rand.Rand, n int, alphabet string) Board {
	letters := make([]byte, n*n)
	for i := range letters {
		letters[i] = alphabet[rng.IntN(len(alphabet))] - 'A'
	}
	b, err := NewBoard(n, letters)
	if err != nil {
		panic(err)
	}
	return b
}

// TestSolversAgree cross-checks FindAll and the Solver (Solve and Score)
// against the brute force on hundreds of random boards and dictionaries:
// same words, same points, and the same path (the first in search order).
func TestSolversAgree(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabets := []string{"AEQU", "AEIRSTQU", "ABCDEQU", "ETAOINSHRDLUQ"}
	found, quFound := 0, 0
	for iter := range 400 {
		alphabet := alphabets[iter%len(alphabets)]
		words := randomWords(rng, alphabet)
		lex, err := lexicon.Build(words)
		if err != nil {
			t.Fatal(err)
		}
		rules := Rules{QuFace: rng.IntN(2) == 0, Scoring: Scoring(rng.IntN(2)), MinLetters: rng.IntN(5)}
		s, err := NewSolver(lex, rules)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			b := randomBoard(rng, MinSize+rng.IntN(MaxSize-MinSize+1), alphabet)
			want := bruteForce(b, words, rules)
			found += len(want)
			for _, w := range want {
				if rules.QuFace && slices.Contains([]byte(w.Word), 'Q') {
					quFound++
				}
			}
			name := fmt.Sprintf("iter %d board %s rules %+v", iter, b, rules)
			if got := FindAll(b, lex, rules); !sameWords(got, want) {
				t.Fatalf("%s: FindAll\n got %v\nwant %v", name, got, want)
			}
			if got := s.Solve(b); !sameWords(got, want) {
				t.Fatalf("%s: Solver.Solve\n got %v\nwant %v", name, got, want)
			}
			n, p := s.Score(b)
			wp := 0
			for _, w := range want {
				wp += w.Points
			}
			if n != len(want) || p != wp {
				t.Fatalf("%s: Solver.Score = %d words %d points, want %d %d", name, n, p, len(want), wp)
			}
		}
	}
	// The test means something only if the boards hold many words, some
	// through QU cells.
	if found < 10000 || quFound < 500 {
		t.Errorf("only %d words found, %d through QU cells", found, quFound)
	}
	t.Logf("%d words found, %d through QU cells", found, quFound)
}

func sameWords(a, b []Word) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Word != b[i].Word || a[i].Points != b[i].Points || a[i].Path.String() != b[i].Path.String() {
			return false
		}
	}
	return true
}

// TestSolverEmbeddedEnglish checks the Solver against FindAll with the real
// English lexicon on shaken boards of every size.
func TestSolverEmbeddedEnglish(t *testing.T) {
	lex := lexicon.MustEmbedded("en")
	rng := rand.New(rand.NewPCG(3, 4))
	for _, qu := range []bool{false, true} {
		rules := Rules{QuFace: qu}
		s, err := NewSolver(lex, rules)
		if err != nil {
			t.Fatal(err)
		}
		for n := MinSize; n <= MaxSize; n++ {
			for range 10 {
				b, err := Generate(n, "en", rng)
				if err != nil {
					t.Fatal(err)
				}
				want := FindAll(b, lex, rules)
				if got := s.Solve(b); !sameWords(got, want) {
					t.Fatalf("board %s qu %v: Solver and FindAll differ:\n%v\n%v", b, qu, got, want)
				}
			}
		}
	}
}

func TestSolverCloneAndErrors(t *testing.T) {
	lex := lexicon.MustEmbedded("en")
	s, err := NewSolver(lex, seed004Rules)
	if err != nil {
		t.Fatal(err)
	}
	b := mustBoard(t, seed004Board)
	c := s.Clone()
	w1, p1 := s.Score(b)
	w2, p2 := c.Score(b)
	want := FindAll(b, lex, seed004Rules)
	wp := 0
	for _, w := range want {
		wp += w.Points
	}
	if w1 != len(want) || w2 != w1 || p1 != wp || p2 != p1 {
		t.Errorf("Score %d %d, clone %d %d, want %d %d", w1, p1, w2, p2, len(want), wp)
	}
	// The stamps wrap around after 255 boards: still each word once.
	for range 600 {
		if w, p := s.Score(b); w != w1 || p != p1 {
			t.Fatalf("after many boards: %d %d", w, p)
		}
	}
	for _, bad := range []Rules{{MinLetters: -1}, {MinLetters: 65}, {Scoring: 7}} {
		if _, err := NewSolver(lex, bad); err == nil {
			t.Errorf("NewSolver(%+v) accepted", bad)
		}
		if _, err := NewRound(b, lex, bad, false); err == nil {
			t.Errorf("NewRound(%+v) accepted", bad)
		}
	}
}
