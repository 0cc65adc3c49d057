// Package computer is the computer opponent of the crossword games
// (Scarabeo, Scrabble, Upwords): it chooses a move for a seat at one of
// three levels, through each game's public API (docs/rules.md, Computer
// opponents).
package computer

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
)

// Level is how well the computer plays.
type Level string

// The levels.
const (
	// Easy plays a move from the lower half of the legal moves sorted by
	// score (best first): a random one of them.
	Easy Level = "easy"
	// Medium plays a move around the middle of the sorted list: a random
	// one between 40% and 60% of the way down.
	Medium Level = "medium"
	// Hard plays the move with the best score plus the value of the tiles
	// it keeps (Leave, fitted by self-play: leaves.go).
	Hard Level = "hard"
	// Greedy plays the best-scoring move and ignores the tiles it keeps:
	// the baseline Hard is measured against (not offered to players).
	Greedy Level = "greedy"
)

// Levels are the levels offered to players, easiest first.
var Levels = []Level{Easy, Medium, Hard}

// ParseLevel reads a level's name (any case).
func ParseLevel(s string) (Level, bool) {
	l := Level(strings.ToLower(strings.TrimSpace(s)))
	for _, k := range Levels {
		if l == k {
			return l, true
		}
	}
	return "", false
}

// Kind is what a Decision does.
type Kind int

// The decisions.
const (
	Play Kind = iota
	Exchange
	Pass
)

// Decision is the computer's choice for its turn.
type Decision struct {
	Kind    Kind
	Move    crossword.Move // Play
	Letters string         // Exchange: the tiles given back ('?' a jolly)
}

// Choose returns the index in moves (sorted best first) of the move level
// plays, with rack the tiles before the move and leave the value of the
// tiles kept (used by Hard only; nil: Greedy's choice). rng picks within
// the band of Easy and Medium. moves must not be empty.
func Choose(moves []crossword.Move, rack crossword.Rack, level Level, leave *Leave, rng *rand.Rand) int {
	n := len(moves)
	switch level {
	case Easy:
		lo := n / 2
		return lo + rng.IntN(n-lo)
	case Medium:
		lo, hi := n*2/5, n*3/5
		if hi <= lo {
			hi = lo + 1
		}
		return lo + rng.IntN(hi-lo)
	case Hard:
		if leave == nil {
			return 0
		}
		best, bestEq := 0, 0.0
		for i := range moves {
			eq := float64(moves[i].Score) + leave.Value(Kept(rack, moves[i]))
			if i == 0 || eq > bestEq {
				best, bestEq = i, eq
			}
		}
		return best
	}
	return 0
}

// Kept is what stays on rack after move (before drawing).
func Kept(rack crossword.Rack, m crossword.Move) crossword.Rack {
	for _, t := range m.Tiles {
		l := int(t.Tile.Letter)
		if t.Tile.Jolly {
			l = crossword.Jolly
		}
		if rack[l] > 0 {
			rack[l]--
		}
	}
	return rack
}

// Name is the game's name for its leave table (Leaves): "scarabeo";
// "scrabble" and "upwords" for the English tiles (also Italian games, which
// play them), "scrabble-fr", "upwords-es" ... for a language's own tiles.
func Name(g crossword.TurnGame) string {
	switch g := g.(type) {
	case *scarabeo.Game:
		v := g.Variant()
		if v.Name == "scrabble" && v.TileLang != "" && v.TileLang != "en" {
			return v.Name + "-" + v.TileLang
		}
		return v.Name
	case *upwords.Game:
		// Hasbro's English set plays with the seed's English table: its
		// J, K, W, X, Y and Qu tile, which the seed's bag lacks, count 0
		// (docs/rules.md, Computer opponents).
		if t := g.Config().Tiles; t != "" && t != upwords.Hasbro {
			return "upwords-" + t
		}
		return "upwords"
	}
	return ""
}

// Decide chooses what seat player does on its turn at level, with the
// game's fitted Leave (leaves.go).
func Decide(g crossword.TurnGame, player int, level Level, rng *rand.Rand) (Decision, error) {
	return DecideWith(g, player, level, Leaves[Name(g)], rng)
}

// DecideWith is Decide with the given leave values.
func DecideWith(g crossword.TurnGame, player int, level Level, leave *Leave, rng *rand.Rand) (Decision, error) {
	if rng == nil {
		rng = rand.New(rand.NewPCG(uint64(player), uint64(g.BagLen())))
	}
	moves, err := gameMoves(g, player)
	if err != nil {
		return Decision{}, err
	}
	rack := g.Rack(player)
	if len(moves) > 0 {
		i := Choose(moves, rack, level, leave, rng)
		if level == Hard && leave != nil {
			eq := float64(moves[i].Score) + leave.Value(Kept(rack, moves[i]))
			if give, ok := bestExchange(g, rack, leave, eq); ok {
				return Decision{Kind: Exchange, Letters: give}, nil
			}
		}
		return Decision{Kind: Play, Move: moves[i]}, nil
	}
	return giveBack(g, player, rack, leave), nil
}

// bestExchange is hard's exchange: the tiles to give back when keeping
// the rest is worth more than equity (the best move's score plus leave),
// among every subset of the rack (at most 2^8). In Upwords one tile is
// exchanged; elsewhere the bag must hold as many tiles as the rack.
func bestExchange(g crossword.TurnGame, rack crossword.Rack, leave *Leave, equity float64) (string, bool) {
	tiles := rack.Tiles()
	if len(tiles) == 0 || len(tiles) > 12 {
		return "", false
	}
	_, one := g.(*upwords.Game)
	if g.BagLen() == 0 || !one && g.BagLen() < len(tiles) {
		return "", false
	}
	bestMask, best := -1, equity
	for mask := 0; mask < 1<<len(tiles)-1; mask++ { // mask: the tiles kept, never all
		var keep crossword.Rack
		n := 0
		for k, t := range tiles {
			if mask&(1<<k) != 0 {
				keep[t]++
				n++
			}
		}
		if one && n != len(tiles)-1 {
			continue
		}
		if v := leave.Value(keep); v > best {
			bestMask, best = mask, v
		}
	}
	if bestMask < 0 {
		return "", false
	}
	var give []byte
	for k, t := range tiles {
		if bestMask&(1<<k) == 0 {
			if t == crossword.Jolly {
				give = append(give, '?')
			} else {
				give = append(give, 'A'+t)
			}
		}
	}
	return typedTiles(g, string(give)), true
}

// typedTiles writes tiles in the saved form (Rack.String) as a player types
// them for an exchange: in a game with letters beyond Z, as its language
// writes them (crossword.SpellTiles: "Ñ CH ?").
func typedTiles(g crossword.TurnGame, saved string) string {
	switch g := g.(type) {
	case *scarabeo.Game:
		return crossword.SpellTiles(saved, g.Variant().Letters())
	case *upwords.Game:
		// The bag's alphabet: Hasbro's Qu tile is typed QU.
		return crossword.SpellTiles(saved, upwords.AlphabetOf(g.Config().Tiles))
	}
	return saved
}

// giveBack is the turn without a move: an exchange when the bag allows one
// (the whole rack; in Upwords, which exchanges one tile, the tile worth
// least to keep), else a pass. In Upwords an exchange is not a pass (the
// game ends only when every player passes in a row), so a computer that
// exchanged on its last turn, with no word played since, passes: else two
// players without a move (two computers, or one beside a person who
// passes) would exchange for ever.
func giveBack(g crossword.TurnGame, player int, rack crossword.Rack, leave *Leave) Decision {
	if ug, ok := g.(*upwords.Game); ok {
		if g.BagLen() == 0 || rack.Size() == 0 || exchangedInVain(ug, player) {
			return Decision{Kind: Pass}
		}
		worst := -1
		for l := 0; l < crossword.Jolly; l++ {
			if rack[l] > 0 && (worst < 0 || leave != nil && leave.Tile[l] < leave.Tile[worst]) {
				worst = l
			}
		}
		return Decision{Kind: Exchange, Letters: typedTiles(g, string(rune('A'+worst)))}
	}
	if rack.Size() == 0 || g.BagLen() < rack.Size() {
		return Decision{Kind: Pass}
	}
	return Decision{Kind: Exchange, Letters: typedTiles(g, rack.String())}
}

// exchangedInVain reports whether player's last turn in g was an exchange
// and no word has been played since.
func exchangedInVain(g crossword.TurnGame, player int) bool {
	log := g.History()
	for i := len(log) - 1; i >= 0; i-- {
		switch e := log[i]; {
		case e.Action == crossword.ActPlay:
			return false
		case e.Player == player:
			return e.Action == crossword.ActExchange
		}
	}
	return false
}

// Apply carries out d for player; for a play it returns the move as the
// game scored it.
func Apply(g crossword.TurnGame, player int, d Decision) (*crossword.Move, error) {
	switch d.Kind {
	case Exchange:
		return nil, g.Exchange(player, d.Letters)
	case Pass:
		return nil, g.Pass(player)
	}
	return g.PlayMove(player, d.Move.Tiles)
}

// gameMoves lists a seat's legal moves, best first.
func gameMoves(g crossword.TurnGame, player int) ([]crossword.Move, error) {
	switch g := g.(type) {
	case *scarabeo.Game:
		return g.Moves(player)
	case *upwords.Game:
		return g.Moves(player)
	}
	return nil, fmt.Errorf("computer: no moves for %T", g)
}
