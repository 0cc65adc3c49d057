package computer

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

func scrabbleIn(t *testing.T, lang string, seed uint64) *scarabeo.Game {
	t.Helper()
	v, err := scarabeo.ScrabbleIn(lang)
	if err != nil {
		t.Fatal(err)
	}
	g, err := scarabeo.NewGame(v, lexicon.MustEmbedded(lang), 2, rand.New(rand.NewPCG(seed, 3)))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// Spanish, German and Portuguese Scrabble games are played to their end by
// the computer opponents (every level), with the letters beyond Z placed
// on the way, and every tile accounted for.
func TestComputerPlaysScrabbleLangs(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 3
	}
	for _, lang := range []string{"es", "de", "pt"} {
		beyond := 0
		for i := 0; i < games; i++ {
			g := scrabbleIn(t, lang, uint64(i+1))
			seats := []Seat{{Level: Hard, Leave: Leaves["scrabble"]}, {Level: []Level{Easy, Medium, Greedy}[i%3]}}
			rng := rand.New(rand.NewPCG(uint64(i), 9))
			for turn := 0; !g.Over(); turn++ {
				if turn >= 400 {
					t.Fatalf("%s game %d: no end in 400 turns", lang, i)
				}
				p := g.Turn()
				s := seats[p]
				d, err := DecideWith(g, p, s.Level, s.Leave, rng)
				if err != nil {
					t.Fatalf("%s game %d turn %d: %v", lang, i, turn, err)
				}
				m, err := Apply(g, p, d)
				if err != nil {
					t.Fatalf("%s game %d turn %d: %+v refused: %v", lang, i, turn, d, err)
				}
				if m != nil {
					for _, pl := range m.Tiles {
						if pl.Tile.Letter >= 26 {
							beyond++
						}
					}
				}
			}
		}
		if beyond == 0 {
			t.Errorf("%s: no tile beyond Z was played", lang)
		}
	}
}

// Hard's exchange of tiles beyond Z is written as the language writes them
// and the game takes it: the tiles given back are those chosen.
func TestHardExchangeBeyondZ(t *testing.T) {
	g := scrabbleIn(t, "es", 1)
	v := g.Variant()
	var rack crossword.Rack
	for _, l := range []byte{'Q' - 'A', 26, 27, 28, 29, 'X' - 'A', 'Z' - 'A'} { // Q Ñ CH LL RR X Z
		rack[l]++
	}
	give, ok := bestExchange(g, rack, Leaves["scrabble"], 0)
	if !ok {
		t.Fatal("no exchange against a 0-point move")
	}
	r, err := crossword.ParseRackIn(give, v.RackSize, v.Alphabet, v.Letters())
	if err != nil {
		t.Fatalf("exchange %q: %v", give, err)
	}
	if !rack.Has(r.Tiles()) || r.Size() == 0 {
		t.Fatalf("exchange %q is not of the rack", give)
	}
	// The whole rack, when no move is found, reads back too.
	d := giveBack(g, rack, Leaves["scrabble"])
	if d.Kind != Exchange || d.Letters != "Q X Z Ñ CH LL RR" {
		t.Fatalf("give back: %+v", d)
	}
	if back, err := crossword.ParseRackIn(d.Letters, v.RackSize, v.Alphabet, v.Letters()); err != nil || back != rack {
		t.Fatalf("give back %q reads %v %v", d.Letters, back, err)
	}
}
