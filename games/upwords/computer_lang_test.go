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

// A game of Hasbro's English set played to its end by the computer
// opponents (every level), as /upwords new set:hasbro computer:hard plays
// it: no move or exchange refused (an exchange of the Qu tile is typed
// QU), the game over, and the Qu tile played.
func TestComputerPlaysHasbro(t *testing.T) {
	lex, err := lexicon.Embedded("en")
	if err != nil {
		t.Fatal(err)
	}
	played := 0
	for i, level := range computer.Levels {
		g, err := upwords.NewGame(upwords.Config{Tiles: upwords.Hasbro}, lex, 2, rand.New(rand.NewPCG(uint64(i), 11)))
		if err != nil {
			t.Fatal(err)
		}
		seats := []computer.Seat{{Level: level}, {Level: computer.Hard}}
		scores, err := computer.SelfPlay(g, seats, rand.New(rand.NewPCG(5, uint64(i))), nil)
		if err != nil || !g.Over() {
			t.Fatalf("%s: %v (over %v)", level, err, g.Over())
		}
		for _, e := range g.Log() {
			for _, tile := range e.Tiles {
				if tile.Letter == 'A'+26 {
					played++
					t.Logf("%s: %s plays the Qu tile in %s", level, seats[e.Player].Level, e.Word)
				}
			}
		}
		t.Logf("%s: %v, %d events", level, scores, len(g.Log()))
	}
	if played == 0 {
		t.Error("no computer played the Qu tile in 3 games")
	}
}
