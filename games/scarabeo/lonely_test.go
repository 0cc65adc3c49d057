package scarabeo

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// TestBestWithLonelyQ checks the best moves against the full sorted list on
// Italian self-play positions with racks holding a Q and no A, U or jolly
// (a lonely letter: it goes only right before a tile already on the board,
// lonely.go; the other letters are cheap ones, so that the Q's moves often
// score best), some with two Qs (QQ is a pair: then Q is not lonely). It
// also checks that the positions exercise the rule: lines where the Q fits
// nowhere, and among the 10 best moves some that place the Q before a
// board tile.
func TestBestWithLonelyQ(t *testing.T) {
	v := Scarabeo()
	g := NewGenerator(v, mustEmbedded(t, "it"))
	rng := rand.New(rand.NewPCG(2026, 16))
	// All 24 positions, under -race too (2.6 s): with the Italian list of
	// 79142af the racks of fewer positions have no best move with a lonely
	// Q (positions 8 and 23 have).
	positions := 24
	const q = 'Q' - 'A'
	dropped, qBest := 0, 0
	for i, b := range selfPlayPositions(t, g, rng, positions) {
		for r := 0; r < 3; r++ {
			var rack crossword.Rack
			rack[q] = 1
			if r == 2 {
				rack[q] = 2
			}
			// Letters worth 1 or 2 (not A or U): a move with the Q
			// before a board tile often scores best.
			const cheap = "CEILMNORST"
			for rack.Size() < v.RackSize {
				rack[cheap[rng.IntN(len(cheap))]-'A']++
			}
			checkAgainstPlain(t, g, b, rack, i)
			s := g.state(b, rack, modeTop, 10)
			s.run()
			if r < 2 && s.lonely != 1<<q {
				t.Fatalf("position %d rack %s: lonely letters %b, want Q", i, rack.String(), s.lonely)
			}
			if r == 2 && s.lonely != 0 {
				t.Fatalf("position %d rack %s: lonely letters %b with two Qs", i, rack.String(), s.lonely)
			}
			if s.lineDrop != nil && s.lonely != 0 {
				for _, d := range s.lineDrop {
					for _, m := range d {
						if m != 0 {
							dropped++
						}
					}
				}
			}
			for x := range s.rec.plays {
				if r < 2 && hasNewQ(&s.rec.plays[x]) {
					qBest++
				}
			}
			release(s)
		}
	}
	t.Logf("%d lines without a square for the Q; %d of the 10 best moves placed a lonely Q", dropped, qBest)
	if dropped == 0 || qBest == 0 {
		t.Fatalf("the positions do not exercise the rule: %d lines dropped the Q, %d best moves with it", dropped, qBest)
	}
}

// hasNewQ reports whether the play places a Q from the rack.
func hasNewQ(p *play) bool {
	for k := 0; k < int(p.length); k++ {
		if p.word[k]&newBit != 0 && p.word[k]&jollyBit == 0 && p.word[k]&letterBits == 'Q'-'A' {
			return true
		}
	}
	return false
}
