package review

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// BenchmarkGameReview judges every move of a 30-move English Scrabble
// game as the bot does while it is played (Before, then Played), per
// game: the review's whole cost (docs/bot.md, Review).
func BenchmarkGameReview(b *testing.B) {
	lex, err := lexicon.Embedded("en")
	if err != nil {
		b.Fatal(err)
	}
	// The positions: a game played by its best moves (passing when none).
	type position struct {
		g    crossword.TurnGame
		seat int
	}
	var games []crossword.TurnGame
	g, err := scarabeo.NewGame(scarabeo.Scrabble(), lex, 2, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		b.Fatal(err)
	}
	g.Hint(0, 1) // the word map, built once as in a running bot
	for turn := 0; turn < 30 && !g.Over(); turn++ {
		data, _ := g.MarshalJSON()
		c, err := scarabeo.Load(data, lex)
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, c)
		hint, _ := g.Hint(g.Turn(), 1)
		if len(hint) == 0 {
			g.Pass(g.Turn())
			continue
		}
		g.Play(g.Turn(), hint[0].Word, hint[0].Pos())
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for n, c := range games {
			p, err := Before(c, c.Turn(), n+1, "x")
			if err != nil {
				b.Fatal(err)
			}
			if len(p.moves) > 0 {
				p.Played(p.moves[len(p.moves)/2])
			}
		}
	}
	b.ReportMetric(float64(len(games)), "moves/game")
}
