package scarabeo

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// The best move typed back as its word (what the bot's Play it button does
// with /hint's move) plays that move: the same tiles, jollies on the same
// squares, the same score, whatever the case of the word (title case reads
// as capitals, the rack's missing letters taking jollies, the last ones
// first: a best move never plays a jolly for a letter the rack still
// holds). Self-play positions, racks given one or two jollies. (A hint
// further down the list may: typed back, "ai" is AI with the rack's own
// tiles.)
func TestHintsTypedBack(t *testing.T) {
	v := Scrabble()
	lex := mustEmbedded(t, "en")
	rng := rand.New(rand.NewPCG(5, 8))
	checked, titled := 0, 0
	for game := 0; game < 12; game++ {
		g, err := NewGame(v, lex, 2, rand.New(rand.NewPCG(uint64(game), 3)))
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 24 && !g.Over(); turn++ {
			seat := g.Turn()
			if j := rng.IntN(3); j > 0 && g.racks[seat][crossword.Jolly] == 0 {
				r := g.racks[seat]
				for l := 0; l < crossword.Jolly && j > 0; l++ {
					for r[l] > 0 && j > 0 {
						r[l]--
						r[crossword.Jolly]++
						j--
					}
				}
				g.racks[seat] = r
			}
			hints, err := g.Hint(seat, 1)
			if err != nil {
				t.Fatal(err)
			}
			if len(hints) == 0 {
				break
			}
			saved, err := json.Marshal(g)
			if err != nil {
				t.Fatal(err)
			}
			for _, h := range hints {
				c, err := Load(saved, lex)
				if err != nil {
					t.Fatal(err)
				}
				m, err := c.Play(seat, h.Word, h.Pos())
				if err != nil {
					t.Fatalf("hint %s at %s (%d) typed back: %v", h.Word, h.Pos(), h.Score, err)
				}
				if m.Key() != h.Key() || m.Score != h.Score {
					t.Fatalf("hint %s at %s (%d) typed back plays %s %s (%d)", h.Word, h.Pos(), h.Score, m.Word, m.Key(), m.Score)
				}
				checked++
				if w := h.Word; len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'a' && w[1] <= 'z' {
					titled++
				}
			}
			if _, err := g.PlayMove(seat, hints[0].Tiles); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d hints typed back, %d of them starting in title case", checked, titled)
	if checked < 200 {
		t.Errorf("only %d hints checked", checked)
	}
}
