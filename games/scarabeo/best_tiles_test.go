package scarabeo

import (
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// TestBestMovesOwnTheirTiles: the moves of one Best call share one
// allocation for their tiles, yet appending to one move's tiles leaves the
// others as they were.
func TestBestMovesOwnTheirTiles(t *testing.T) {
	lex := mustLex(t, exampleWords...)
	v := Scarabeo()
	b := NewBoard(v)
	put(b, sq(8, 6), crossword.Across, "CASA")
	g := NewGenerator(v, lex)
	best := g.Best(b, rackOf(t, v, "ECOLIMN"), 3)
	if len(best) != 3 {
		t.Fatalf("%d best moves, want 3", len(best))
	}
	var want [3][]Placed
	for i, m := range best {
		if len(m.Tiles) == 0 {
			t.Fatalf("move %v places no tile", m)
		}
		want[i] = append([]Placed(nil), m.Tiles...)
	}
	for i := range best {
		best[i].Tiles = append(best[i].Tiles, Placed{Pos: sq(0, 0)})
		for j := range best {
			if j == i {
				continue
			}
			for k, p := range want[j] {
				if best[j].Tiles[k] != p {
					t.Fatalf("appending to move %d changed move %d: %v, was %v", i, j, best[j].Tiles, want[j])
				}
			}
		}
	}
}
