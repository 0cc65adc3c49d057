package scarabeo

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// gameJSON is the saved form of a Game. The bag keeps its order and the
// random generator its state, so a loaded game draws the same tiles.
type gameJSON struct {
	Variant      string          `json:"variant"`
	TileLang     string          `json:"tile_lang,omitempty"`
	TwoLetterAny bool            `json:"two_letter_any,omitempty"`
	Board        []string        `json:"board"`
	Racks        []string        `json:"racks"`
	Scores       []int           `json:"scores"`
	Resigned     []bool          `json:"resigned"`
	Bag          string          `json:"bag"`
	RNG          []byte          `json:"rng"`
	Turn         int             `json:"turn"`
	Scoreless    int             `json:"scoreless"`
	Over         bool            `json:"over"`
	Stopped      bool            `json:"stopped,omitempty"` // ended by Stop
	Last         []crossword.Pos `json:"last"`
	Log          []Entry         `json:"log"`
}

func tilesString(ts []byte) string {
	b := make([]byte, len(ts))
	for i, t := range ts {
		if t == crossword.Jolly {
			b[i] = '?'
		} else {
			b[i] = 'A' + t
		}
	}
	return string(b)
}

// MarshalJSON saves the whole game but its lexicon.
func (g *Game) MarshalJSON() ([]byte, error) {
	if g.v == nil || g.pcg == nil {
		return nil, errors.New("scarabeo: not a game: make one with NewGame or Load")
	}
	rng, err := g.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	j := gameJSON{
		Variant:      g.v.Name,
		TileLang:     g.v.TileLang,
		TwoLetterAny: g.v.TwoLetterAny,
		Board:        strings.Split(strings.TrimSuffix(g.board.String(), "\n"), "\n"),
		Scores:       g.scores,
		Resigned:     g.resigned,
		Bag:          tilesString(g.bag.Tiles),
		RNG:          rng,
		Turn:         g.turn,
		Scoreless:    g.scoreless,
		Over:         g.over,
		Stopped:      g.stopped,
		Last:         g.last,
		Log:          g.log,
	}
	for i := range g.racks {
		j.Racks = append(j.Racks, g.racks[i].String())
	}
	return json.Marshal(j)
}

// UnmarshalJSON loads a game saved by MarshalJSON. The lexicon is not saved:
// attach it with SetLexicon (or use Load) before playing.
func (g *Game) UnmarshalJSON(data []byte) error {
	var j gameJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("saved game: %w", err)
	}
	v, err := VariantByName(j.Variant)
	if err == nil && j.TileLang != "" {
		if v.Name != "scrabble" {
			err = fmt.Errorf("%s has no tile sets by language", v.Name)
		} else {
			v, err = ScrabbleIn(j.TileLang)
		}
	}
	if err != nil {
		return fmt.Errorf("saved game: %w", err)
	}
	v.TwoLetterAny = j.TwoLetterAny
	bad := func(format string, args ...any) error {
		return fmt.Errorf("saved game: "+format, args...)
	}
	players := len(j.Racks)
	if players < 2 || players > 4 || len(j.Scores) != players || len(j.Resigned) != players {
		return bad("need 2-4 players with a rack, score and resigned flag each")
	}
	if j.Turn < 0 || j.Turn >= players {
		return bad("turn %d out of range", j.Turn)
	}
	board, err := ParseBoard(strings.NewReader(strings.Join(j.Board, "\n")), v)
	if err != nil {
		return bad("%v", err)
	}
	ng := Game{v: v, board: board, scores: j.Scores, resigned: j.Resigned, turn: j.Turn,
		scoreless: j.Scoreless, over: j.Over, stopped: j.Stopped && j.Over, log: j.Log, lex: g.lex}
	for _, s := range j.Racks {
		r, err := crossword.ParseRack(s, v.RackSize, v.Alphabet)
		if err != nil {
			return bad("rack %q: %v", s, err)
		}
		ng.racks = append(ng.racks, r)
	}
	ng.bag = &crossword.Bag{}
	for i := 0; i < len(j.Bag); i++ {
		c := j.Bag[i]
		switch {
		case c == '?':
			ng.bag.Tiles = append(ng.bag.Tiles, crossword.Jolly)
		case c >= 'A' && c <= 'A'+lexicon.MaxLetter && v.HasLetter(c-'A'):
			ng.bag.Tiles = append(ng.bag.Tiles, c-'A')
		default:
			return bad("bag holds %q", c)
		}
	}
	for _, p := range j.Last {
		if !p.In(v.Size) {
			return bad("last move square %v off the board", p)
		}
	}
	ng.last = j.Last
	ng.pcg = &rand.PCG{}
	if err := ng.pcg.UnmarshalBinary(j.RNG); err != nil {
		return bad("random state: %v", err)
	}
	ng.rng = rand.New(ng.pcg)
	if ng.lex != nil {
		ng.gen = NewGenerator(v, ng.lex)
	}
	*g = ng
	return nil
}

// Load reads a game saved by MarshalJSON and attaches lex.
func Load(data []byte, lex *lexicon.DAWG) (*Game, error) {
	g := &Game{}
	if err := g.UnmarshalJSON(data); err != nil {
		return nil, err
	}
	g.SetLexicon(lex)
	return g, nil
}
