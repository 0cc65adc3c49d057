package scarabeo

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// TestBestAcrossBoardSizes: the best-move search reuses pooled state from
// one search to the next; a search on a 15x15 board right after one on a
// 17x17 board (and back) must not read what the other left (it once read
// the 17x17 board's anchors and went out of range).
func TestBestAcrossBoardSizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	var gens []*Generator
	for _, tc := range []struct {
		variant func() *Variant
		lang    string
	}{{Scarabeo, "it"}, {Scrabble, "en"}} {
		v := tc.variant()
		lex, err := lexicon.Build(randomWords(lexicon.MustEmbedded(tc.lang), v, rng, 400, 8))
		if err != nil {
			t.Fatal(err)
		}
		gens = append(gens, NewGenerator(v, lex))
	}
	boards := make([]*Board, 2)
	for i := 0; i < 200; i++ {
		k := i % 2
		g := gens[k]
		if i%8 < 2 {
			// A new position every fourth search on each board: the
			// searches between keep the board's lines for the next.
			boards[k] = randomPosition(g, rng)
			if n := boards[k].Size(); n == 17 {
				// Tiles on the last row: anchors past the 15x15 board's end.
				for c := 0; c < n; c += 3 {
					boards[k].Set(crossword.Pos{Row: n - 1, Col: c}, crossword.Tile{Letter: 'A' - 'A'})
				}
			}
		}
		b := boards[k]
		rack := randomRack(g.v, rng)
		rack[crossword.Jolly] = uint8(1 + rng.IntN(2)) // jollies make the search take left parts
		best := g.Best(b, rack, 1)
		all := g.Moves(b, rack)
		_ = g.Best(b, rack, 1) // leaves this board's anchors in the pooled state
		top := 0
		for _, m := range all {
			top = max(top, m.Score)
		}
		if len(best) != min(1, len(all)) || len(best) == 1 && best[0].Score != top {
			t.Fatalf("search %d (board %dx%d) rack %s: best %v, the best of %d moves scores %d", i, b.n, b.n, rack.String(), best, len(all), top)
		}
	}
}
