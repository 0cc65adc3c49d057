package scarabeo

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// TestLongFilter checks the Italian long-word filter: every word of
// minLong letters or more is in it (no word is ever refused), and random
// multisets of 8 to 12 letters, nearly all no word's, are mostly not.
func TestLongFilter(t *testing.T) {
	g := NewGenerator(Scarabeo(), mustEmbedded(t, "it"))
	lf := g.f.longFilter()
	if lf == nil {
		t.Fatal("no long-word filter for the Italian lexicon")
	}
	if en := NewGenerator(Scrabble(), mustEmbedded(t, "en")).f.longFilter(); en != nil {
		t.Fatal("a long-word filter for English, which has a word map")
	}
	step := 1
	if testing.Short() || raceEnabled {
		step = 97
	}
	words, k := 0, 0
	g.f.eachWord(func(word []byte, h uint64) {
		k++
		if len(word) < minLong || k%step != 0 {
			return
		}
		words++
		if !lf.has(h) {
			w := make([]byte, len(word))
			for i, l := range word {
				w[i] = 'A' + l
			}
			t.Fatalf("%s is not in the filter", w)
		}
	})
	rng := rand.New(rand.NewPCG(7, 7))
	yes := 0
	const tries = 20000
	for i := 0; i < tries; i++ {
		var h uint64
		for n := 8 + rng.IntN(5); n > 0; n-- {
			h += letterKeys[rng.IntN(26)]
		}
		if lf.has(h) {
			yes++
		}
	}
	t.Logf("%d words checked; %d of %d random multisets pass", words, yes, tries)
	if yes > tries/20 {
		t.Fatalf("%d of %d random multisets pass the filter", yes, tries)
	}
}

// TestBestWithLongFilter checks the best moves against the full sorted list
// on Italian self-play positions with full racks without jollies, the
// long-word filter built first (the searches leave stretches of the whole
// rack, or all of it but one tile, without a bound when no word fits), and
// that the filter leaves stretches out.
func TestBestWithLongFilter(t *testing.T) {
	v := Scarabeo()
	g := NewGenerator(v, mustEmbedded(t, "it"))
	if g.f.longFilter() == nil {
		t.Fatal("no long-word filter")
	}
	rng := rand.New(rand.NewPCG(2026, 25))
	positions := 20
	if testing.Short() || raceEnabled {
		positions = 5
	}
	skips, used := 0, 0
	for i, b := range selfPlayPositions(t, g, rng, positions) {
		for r := 0; r < 3; r++ {
			bag := crossword.NewBag(v.Counts)
			var rack crossword.Rack
			for rack.Size() < v.RackSize {
				tl := bag.Draw(1, rng)
				if tl[0] == crossword.Jolly {
					continue
				}
				rack.Add(tl)
			}
			checkAgainstPlain(t, g, b, rack, i)
			s := g.state(b, rack, modeTop, 1)
			s.run()
			if s.long != nil {
				used++
			}
			skips += s.longSkips
			release(s)
		}
	}
	t.Logf("the filter was used in %d searches and left %d stretches without a bound", used, skips)
	if used == 0 || skips == 0 {
		t.Fatalf("the filter was used in %d searches, left %d stretches out", used, skips)
	}
}
