package ruzzle

import (
	"io"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// A board of one repeated letter: a long word has astronomically many paths,
// and the walks stop after MaxPathSteps steps, saying so.
func TestPathWalksAreBounded(t *testing.T) {
	b, err := New(5, "BAAAAAAAAAAACAAAAAAAAAAAA", "")
	if err != nil {
		t.Fatal(err)
	}
	steps, complete := b.EachPathWithin("AAAAAAAAAAAAAACB", MaxPathSteps, func(Path, int) bool { return true })
	if complete || steps != MaxPathSteps {
		t.Errorf("EachPathWithin(worst) = %d steps, complete %v; want %d, false", steps, complete, MaxPathSteps)
	}
	if _, _, ok, complete := b.ScoreWithin("AAAAAAAAAAAAAACB", MaxPathSteps); ok || complete {
		t.Errorf("ScoreWithin(worst) = ok %v, complete %v", ok, complete)
	}
	// Many paths: Score returns the best met within the bound.
	best, path, ok, complete := b.ScoreWithin(strings.Repeat("A", 20), MaxPathSteps)
	if !ok || complete || len(path) != 20 || best != 20 {
		t.Errorf("ScoreWithin(A x 20) = %d %v %v %v", best, path, ok, complete)
	}
	if ps := b.Paths(strings.Repeat("A", 12)); len(ps) == 0 || len(ps) > MaxPathSteps {
		t.Errorf("Paths(A x 12): %d paths", len(ps))
	}
	// A word with few paths is walked completely.
	steps, complete = b.EachPathWithin("CAB", MaxPathSteps, func(Path, int) bool { return true })
	if !complete || steps > 100 {
		t.Errorf("EachPathWithin(CAB) = %d, %v", steps, complete)
	}
	// An f that stops the walk makes a complete walk, not a give-up.
	_, complete = b.EachPathWithin(strings.Repeat("A", 12), MaxPathSteps, func(Path, int) bool { return false })
	if !complete {
		t.Errorf("a walk stopped by f is not complete")
	}
	// One step of budget: the first cell only.
	if steps, complete = b.EachPathWithin("AB", 1, func(Path, int) bool { return true }); steps != 1 || complete {
		t.Errorf("budget 1: %d %v", steps, complete)
	}
}

// endless is a reader that never ends: the same byte forever.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

func TestParseSchemaStopsOnEndlessFiles(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    io.Reader
		want string
	}{
		{"blank lines", endless('\n'), "line 1048577: the file is longer than 1048576 bytes; a schema is much shorter"},
		{"one endless line", endless('A'), "line 1: the line is longer than 4096 characters"},
		{"blank lines after a schema", io.MultiReader(strings.NewReader("2\nAB\nCD\n..\n..\n"), endless('\n')), "line 1048568: the file is longer than 1048576 bytes; a schema is much shorter"},
	} {
		_, err := ParseSchema(tt.r)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// A board of one repeated letter and a dictionary of long words of that
// letter: the solver's walk stops at its budget, on boards of up to 64
// cells and larger ones alike, and says so.
func TestSolveIsBounded(t *testing.T) {
	var words []string
	for n := 2; n <= 14; n++ {
		words = append(words, strings.Repeat("A", n))
	}
	dict, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolver(dict)
	for _, n := range []int{5, 8, 9} {
		b, err := New(n, strings.Repeat("A", n*n), "")
		if err != nil {
			t.Fatal(err)
		}
		found, complete := s.SolveWithin(b, 2, 100_000)
		if complete || len(found) == 0 {
			t.Errorf("%dx%d: complete %v, %d words", n, n, complete, len(found))
		}
	}
	// A board with few paths is solved whole, as Solve does.
	b, err := New(5, "ABCDEFGHIJKLMNOPQRSTUVWXY", "")
	if err != nil {
		t.Fatal(err)
	}
	dict2, _ := lexicon.Build([]string{"AB", "ABC", "FGH", "YX"})
	found, complete := NewSolver(dict2).SolveWithin(b, 2, 100_000)
	if !complete || len(found) != 4 || found[0].Word != "AB" || found[3].Word != "YX" {
		t.Errorf("solved: %v %+v", complete, found)
	}
}
