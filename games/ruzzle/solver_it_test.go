package ruzzle

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// With the Italian lexicon (2.8 million words, so the small search's packed
// records escape some word numbers) the small search agrees with the
// general one.
func TestSolveItalianSmallMatchesGeneral(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
	s := SolverFor(lexicon.MustEmbedded("it"))
	rng := rand.New(rand.NewPCG(11, 12))
	for i := 0; i < 20; i++ {
		b, err := Random(rng, 4, "it", 1+i%3)
		if err != nil {
			t.Fatal(err)
		}
		var out [2][]string
		for k, general := range []bool{false, true} {
			forceGeneral = general
			for _, f := range s.Solve(b, 2) {
				out[k] = append(out[k], fmt.Sprintf("%s %d %v", f.Word, f.Score, f.Path))
			}
			forceGeneral = false
		}
		if !slices.Equal(out[0], out[1]) || len(out[0]) < 20 {
			t.Fatalf("board\n%s\nsmall search %d words, general %d", b, len(out[0]), len(out[1]))
		}
	}
}
