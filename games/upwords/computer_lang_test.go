package upwords_test

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// Spanish, German and Portuguese games played to their end by the computer
// opponents (every level), as /upwords new lang:es computer:hard plays
// them: no move refused, the game over.
func TestComputerPlaysLangs(t *testing.T) {
	for i, lang := range []string{"es", "de", "pt"} {
		lex, err := lexicon.Embedded(lang)
		if err != nil {
			t.Fatal(err)
		}
		g, err := upwords.NewGame(upwords.Config{Tiles: lang}, lex, 2, rand.New(rand.NewPCG(uint64(i), 7)))
		if err != nil {
			t.Fatal(err)
		}
		seats := []computer.Seat{{Level: computer.Levels[i%3]}, {Level: computer.Hard}}
		scores, err := computer.SelfPlay(g, seats, rand.New(rand.NewPCG(3, uint64(i))), nil)
		if err != nil || !g.Over() {
			t.Fatalf("%s: %v (over %v)", lang, err, g.Over())
		}
		t.Logf("%s: %v, %d events", lang, scores, len(g.Log()))
	}
}
