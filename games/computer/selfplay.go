package computer

import (
	"fmt"
	"math/rand/v2"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// Games are the games with a computer opponent, by Name.
var Games = []string{"scarabeo", "scrabble", "upwords"}

// NewGame starts a two-player game of name ("scarabeo", "scrabble",
// "upwords") on its embedded lexicon, dealt from seed: the games of
// self-play.
func NewGame(name string, seed uint64) (crossword.TurnGame, error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	switch name {
	case "scarabeo", "scrabble":
		v, err := scarabeo.VariantByName(name)
		if err != nil {
			return nil, err
		}
		lex, err := lexicon.Embedded(v.Lang)
		if err != nil {
			return nil, err
		}
		return scarabeo.NewGame(v, lex, 2, rng)
	case "upwords":
		lex, err := lexicon.Embedded("it")
		if err != nil {
			return nil, err
		}
		return upwords.NewGame(upwords.DefaultConfig(), lex, 2, rng)
	}
	return nil, fmt.Errorf("computer: no game %q", name)
}

// Seat is a self-play player: a level and the leave values it uses.
type Seat struct {
	Level Level
	Leave *Leave
}

// SelfPlay plays g to its end with seats taking turns (at most 400 turns)
// and returns the scores. collect, when not nil, gets a Sample for every
// move that drew new tiles and was followed by a turn of the same player.
func SelfPlay(g crossword.TurnGame, seats []Seat, rng *rand.Rand, collect func(Sample)) ([]int, error) {
	pending := make([]*crossword.Rack, g.Players())
	for turn := 0; !g.Over(); turn++ {
		if turn >= 400 {
			return nil, fmt.Errorf("computer: self-play did not end in 400 turns")
		}
		p := g.Turn()
		s := seats[p%len(seats)]
		rack := g.Rack(p)
		drew := g.BagLen() > 0
		d, err := DecideWith(g, p, s.Level, s.Leave, rng)
		if err != nil {
			return nil, err
		}
		m, err := Apply(g, p, d)
		if err != nil {
			return nil, fmt.Errorf("computer: %s %+v: %w", s.Level, d, err)
		}
		score := 0
		if m != nil {
			score = m.Score
		}
		if collect != nil && pending[p] != nil {
			collect(Sample{Kept: *pending[p], Next: score})
		}
		pending[p] = nil
		if m != nil && drew {
			k := Kept(rack, *m)
			pending[p] = &k
		}
	}
	return g.Scores(), nil
}
