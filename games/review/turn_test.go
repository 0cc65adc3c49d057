package review

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// TestPendingPlayed: a game's turn judged from the position taken before
// it: the best play is the hint's, a worse play made loses the difference,
// the best play made loses nothing, a pass loses the best play's score.
func TestPendingPlayed(t *testing.T) {
	lex, err := lexicon.Embedded("en")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 5; seed++ {
		g, err := scarabeo.NewGame(scarabeo.Scrabble(), lex, 2, rand.New(rand.NewPCG(seed, 2)))
		if err != nil {
			t.Fatal(err)
		}
		hint, _ := g.Hint(0, 2)
		if len(hint) < 2 {
			continue
		}
		p, err := Before(g, 0, 1, "ann")
		if err != nil {
			t.Fatal(err)
		}
		if tu := p.Passed(); tu.Kind != Pass || tu.Lost != hint[0].Score || tu.Best.Score != hint[0].Score || tu.Number != 1 || tu.Player != "ann" {
			t.Errorf("seed %d: pass %+v, want %d lost", seed, tu, hint[0].Score)
		}
		m, err := g.Play(0, hint[1].Word, hint[1].Pos())
		if err != nil {
			t.Fatal(err)
		}
		tu := p.Played(*m)
		if tu.Score != hint[1].Score || tu.Best.Score != hint[0].Score || tu.Lost != hint[0].Score-hint[1].Score {
			t.Errorf("seed %d: %s %d, best %s %d, lost %d; want %s %d best %s %d", seed, tu.Played.Word, tu.Score, tu.Best.Word, tu.Best.Score, tu.Lost, hint[1].Word, hint[1].Score, hint[0].Word, hint[0].Score)
		}
		if tu := p.Played(hint[0]); tu.Lost != 0 || tu.EquityLost < 0 {
			t.Errorf("seed %d: the best play lost %d", seed, tu.Lost)
		}
	}
}
