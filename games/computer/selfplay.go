package computer

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// Games are the games with a computer opponent and a leave table of their
// own (Leaves), by Name: Scarabeo; Scrabble and Upwords with the English
// tiles (also played by Italian games) and with each other language's
// tiles.
var Games = []string{
	"scarabeo", "scrabble", "upwords",
	"scrabble-fr", "scrabble-es", "scrabble-de", "scrabble-pt",
	"upwords-fr", "upwords-es", "upwords-de", "upwords-pt",
}

// gameLang splits a name of Games into its game and the language of its
// tiles and lexicon ("scrabble-es": "scrabble", "es"); the games of the
// English tiles play on the lexicon they were fitted with: English for
// Scrabble, Italian for Scarabeo and Upwords.
func gameLang(name string) (game, lang string) {
	if g, l, ok := strings.Cut(name, "-"); ok {
		return g, l
	}
	if name == "scrabble" {
		return name, "en"
	}
	return name, "it"
}

// NewGame starts a two-player game of a name of Games on its language's
// embedded lexicon, dealt from seed: the games of self-play.
func NewGame(name string, seed uint64) (crossword.TurnGame, error) {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	game, lang := gameLang(name)
	if !slices.Contains(Games, name) {
		return nil, fmt.Errorf("computer: no game %q", name)
	}
	lex, err := lexicon.Embedded(lang)
	if err != nil {
		return nil, err
	}
	switch game {
	case "scarabeo":
		return scarabeo.NewGame(scarabeo.Scarabeo(), lex, 2, rng)
	case "scrabble":
		v, err := scarabeo.ScrabbleIn(lang)
		if err != nil {
			return nil, err
		}
		return scarabeo.NewGame(v, lex, 2, rng)
	}
	cfg := upwords.DefaultConfig()
	cfg.Tiles = upwords.TilesFor(lang)
	return upwords.NewGame(cfg, lex, 2, rng)
}

// AlphabetFor returns the alphabet of the tiles of a name of Games.
func AlphabetFor(name string) *lexicon.Alphabet {
	_, lang := gameLang(name)
	a, err := lexicon.AlphabetOf(lang)
	if err != nil {
		a, _ = lexicon.AlphabetOf("en")
	}
	return a
}

// VowelsFor returns the vowels of the tiles of a name of Games (Leave.Vowels).
func VowelsFor(name string) uint32 { return VowelsOf(AlphabetFor(name)) }

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
