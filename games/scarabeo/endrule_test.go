package scarabeo

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// TestScrabbleSixScorelessTurns checks English Scrabble's end rule: six
// scoreless turns in a row (passes, exchanges, plays scoring 0) end the game,
// where Scarabeo would have ended it after every player passed twice.
func TestScrabbleSixScorelessTurns(t *testing.T) {
	lex := mustLex(t, "AB", "CAT")
	g, err := NewGame(Scrabble(), lex, 2, rand.New(rand.NewPCG(7, 11)))
	if err != nil {
		t.Fatal(err)
	}
	step := func(i int, do func(p int) error) {
		t.Helper()
		if g.Over() {
			t.Fatalf("over before turn %d", i)
		}
		if err := do(g.Turn()); err != nil {
			t.Fatalf("turn %d: %v", i, err)
		}
	}
	pass := func(p int) error { return g.Pass(p) }
	for i := 1; i <= 4; i++ {
		step(i, pass)
	}
	// Two blanks as AB on the centre score 0: a scoreless turn.
	step(5, func(p int) error {
		g.racks[p] = rackOf(t, g.v, "??")
		g.racks[p].Add(g.bag.Draw(5, g.rng))
		m, err := g.PlayMove(p, []Placed{
			{Pos: crossword.Pos{Row: 7, Col: 7}, Tile: crossword.Tile{Letter: 0, Jolly: true}},
			{Pos: crossword.Pos{Row: 7, Col: 8}, Tile: crossword.Tile{Letter: 1, Jolly: true}},
		})
		if err == nil && m.Score != 0 {
			t.Fatalf("blank AB scores %d", m.Score)
		}
		return err
	})
	if g.Over() {
		t.Fatal("over after 5 scoreless turns")
	}
	step(6, pass)
	if !g.Over() {
		t.Fatal("not over after 6 scoreless turns")
	}

	// A scoring play starts the count again.
	g, _ = NewGame(Scrabble(), lex, 3, rand.New(rand.NewPCG(7, 11)))
	for i := 1; i <= 5; i++ {
		step(i, pass)
	}
	step(6, func(p int) error {
		g.racks[p] = rackOf(t, g.v, "CAT")
		g.racks[p].Add(g.bag.Draw(4, g.rng))
		_, err := g.Play(p, "CAT", "8H")
		return err
	})
	for i := 7; i <= 11; i++ {
		step(i, pass)
	}
	if g.Over() {
		t.Fatal("over after 5 scoreless turns following a play")
	}
	step(12, pass)
	if !g.Over() {
		t.Fatal("not over after 6 scoreless turns following a play")
	}
}

// TestScarabeoPassesTwice keeps Scarabeo's rule: every player passing or
// exchanging twice in a row ends the game (4 turns for 2 players, 6 for 3).
func TestScarabeoPassesTwice(t *testing.T) {
	for _, players := range []int{2, 3} {
		g := newTestGame(t, players, exampleWords...)
		for i := 1; i < 2*players; i++ {
			if err := g.Pass(g.Turn()); err != nil || g.Over() {
				t.Fatalf("%d players, pass %d: %v, over %v", players, i, err, g.Over())
			}
		}
		if err := g.Pass(g.Turn()); err != nil || !g.Over() {
			t.Fatalf("%d players: not over after each passed twice (%v)", players, err)
		}
	}
}
