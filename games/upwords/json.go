package upwords

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// gameJSON is the JSON form of a game. The lexicon is not part of it.
type gameJSON struct {
	Config  Config       `json:"config"`
	Board   *Board       `json:"board"`
	Bag     string       `json:"bag"` // in the bag's order, which the draws depend on
	Players []playerJSON `json:"players"`
	Turn    int          `json:"turn"`
	Passes  int          `json:"passes"`
	Over    bool         `json:"over"`
	Stopped bool         `json:"stopped,omitempty"` // ended by Stop
	RNG     []byte       `json:"rng"`               // the state of the game's PCG generator
	Log     []Event      `json:"log"`
	Last    []Tile       `json:"last"`
}

type playerJSON struct {
	Rack     string `json:"rack"` // 'A'+letter a tile, alphabetically (rackText)
	Score    int    `json:"score"`
	Resigned bool   `json:"resigned,omitempty"`
}

// MarshalJSON writes the whole game: settings, board with every stack's
// history, bag, racks, scores, turn, log and the random generator's state,
// so that a game read back draws the same tiles.
func (g *Game) MarshalJSON() ([]byte, error) {
	rng, err := g.src.MarshalBinary()
	if err != nil {
		return nil, err
	}
	bag := make([]byte, len(g.bag.Tiles))
	for i, t := range g.bag.Tiles {
		bag[i] = 'A' + t
	}
	j := gameJSON{Config: g.cfg, Board: g.board, Bag: string(bag), Turn: g.turn, Passes: g.passes,
		Over: g.over, Stopped: g.stopped, RNG: rng, Log: g.log, Last: g.last}
	if j.Log == nil {
		j.Log = []Event{}
	}
	if j.Last == nil {
		j.Last = []Tile{}
	}
	for _, p := range g.players {
		j.Players = append(j.Players, playerJSON{Rack: rackText(&p.rack), Score: p.score, Resigned: p.resigned})
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a game written by MarshalJSON. Attach the lexicon with
// SetLexicon (or use Load) before playing.
func (g *Game) UnmarshalJSON(data []byte) error {
	var j gameJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	cfg, err := j.Config.Normalize()
	if err != nil {
		return fmt.Errorf("upwords: %w", err)
	}
	if j.Board == nil || j.Board.n != cfg.Size {
		return fmt.Errorf("upwords: the board is not %dx%d", cfg.Size, cfg.Size)
	}
	if len(j.Players) < 2 || len(j.Players) > 4 {
		return fmt.Errorf("upwords: %d players", len(j.Players))
	}
	if j.Turn < 0 || j.Turn >= len(j.Players) || j.Passes < 0 {
		return fmt.Errorf("upwords: bad turn")
	}
	_, alphabet, _ := BagTiles(cfg.Tiles) // Normalize checked it
	for i, c := range j.Board.cells {
		for k := 0; k < int(c.h); k++ {
			if l := c.s[k]; l != unknown && (int(l) >= rackLetters || alphabet&(1<<l) == 0) {
				return fmt.Errorf("upwords: the board holds %q, no tile of the game's bag (square %d)", 'A'+l, i)
			}
		}
	}
	bag := &crossword.Bag{Tiles: make([]byte, len(j.Bag))}
	for i := 0; i < len(j.Bag); i++ {
		c := j.Bag[i]
		if c < 'A' || c >= 'A'+rackLetters || alphabet&(1<<(c-'A')) == 0 {
			return fmt.Errorf("upwords: the bag holds %q", c)
		}
		bag.Tiles[i] = c - 'A'
	}
	src := &rand.PCG{}
	if err := src.UnmarshalBinary(j.RNG); err != nil {
		return fmt.Errorf("upwords: rng: %w", err)
	}
	players := make([]player, len(j.Players))
	for i, p := range j.Players {
		r, err := parseRackText(p.Rack, cfg.Hand, alphabet)
		if err != nil {
			return fmt.Errorf("upwords: player %d's rack: %w", i+1, err)
		}
		players[i] = player{rack: r, score: p.Score, resigned: p.Resigned}
	}
	for _, t := range j.Last {
		if !(crossword.Pos{Row: t.Row, Col: t.Col}).In(cfg.Size) {
			return fmt.Errorf("upwords: last move off the board")
		}
	}
	*g = Game{cfg: cfg, lex: g.lex, board: j.Board, bag: bag, players: players, turn: j.Turn,
		passes: j.Passes, over: j.Over, stopped: j.Stopped && j.Over, src: src, rng: rand.New(src), log: j.Log, last: j.Last}
	if len(g.log) == 0 {
		g.log = nil
	}
	if len(g.last) == 0 {
		g.last = nil
	}
	return nil
}

// rackText writes a rack as saved: 'A'+letter a tile, in the letters'
// order (letters beyond Z as '[', ...: lexicon.Alphabet); for A-Z the same
// text as crossword.Rack.String, which games saved before letters beyond Z
// used.
func rackText(r *crossword.Rack) string {
	var b strings.Builder
	for l := 0; l < rackLetters; l++ {
		for k := 0; k < int(r[l]); k++ {
			b.WriteByte(byte('A' + l))
		}
	}
	return b.String()
}

// parseRackText reads a rack written by rackText: at most max tiles, each
// a letter of alphabet (bit l for letter l).
func parseRackText(s string, max int, alphabet uint32) (crossword.Rack, error) {
	var r crossword.Rack
	if len(s) > max {
		return r, fmt.Errorf("%d tiles, more than a hand of %d", len(s), max)
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 'A' || c >= 'A'+rackLetters || alphabet&(1<<(c-'A')) == 0 {
			return crossword.Rack{}, fmt.Errorf("%q is no tile of the game's bag", c)
		}
		r[c-'A']++
	}
	return r, nil
}

// Load reads a game written by MarshalJSON and attaches its lexicon.
func Load(data []byte, lex *lexicon.DAWG) (*Game, error) {
	g := &Game{}
	if err := json.Unmarshal(data, g); err != nil {
		return nil, err
	}
	g.lex = lex
	return g, nil
}
