// Package daily derives the daily puzzles (docs/bot.md, Daily puzzle): one
// per game and UTC day, the same for every player, from the day and a
// secret; and scores a player's play of one by the player's ID. A Boggle
// or Ruzzle puzzle is a board (Board): the player has Time to find words,
// scored against every word on it. A Scarabeo puzzle is a mid-game
// position and rack (Position): the player's one move is scored against
// the best move.
//
// The package knows the games and the lexicon only: the bot shows the
// puzzles, words the replies and keeps the plays.
package daily

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"
	"sort"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

const (
	// Size is the side of the daily Boggle and Ruzzle boards.
	Size = 4
	// Time is a Boggle or Ruzzle player's time, from their start.
	Time = 3 * time.Minute
	// ScarabeoMoves is how many best moves of a two-player game lead to
	// the Scarabeo puzzle's position.
	ScarabeoMoves = 6
)

// Key is the secret the puzzles derive from, given an operator's seed
// (config daily.seed, or one generated once and stored).
func Key(seed string) []byte {
	sum := sha256.Sum256([]byte("wordbot daily\x00" + seed))
	return sum[:]
}

// Rand is the random source of game's puzzle on day (YYYY-MM-DD, UTC):
// HMAC-SHA256 of the game and day under key, so that nobody can tell
// tomorrow's puzzle without the key and every process agrees on today's.
func Rand(key []byte, game, day string) *rand.Rand {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(game + "\x00" + day))
	sum := m.Sum(nil)
	return rand.New(rand.NewPCG(binary.LittleEndian.Uint64(sum[:8]), binary.LittleEndian.Uint64(sum[8:16])))
}

// Puzzle is one game's puzzle of one day: a *Board or a *Position.
type Puzzle interface {
	// Max is the best score of a play: the points of every word on a
	// board, the best move's score.
	Max() int
	// Limit is a player's time from their start; 0: none.
	Limit() time.Duration
}

// Board is a Boggle or Ruzzle puzzle: a board on which the player finds
// words for Time. A Board is safe for concurrent use: each play is scored
// in a round of its own.
type Board struct {
	// Lang is the board's language.
	Lang string
	// Letters is the board as boggle.Board.String writes it; Bonuses are
	// a Ruzzle board's bonus squares as ruzzle.Board.Bonuses writes them
	// ("" for Boggle).
	Letters, Bonuses string
	// Words are every word on the board, by points (best first), then
	// alphabetically.
	Words []boggle.Word
	max   int
	round func() (*boggle.Round, error)
}

// Max is the points of every word on the board.
func (p *Board) Max() int { return p.max }

// Limit is Time.
func (p *Board) Limit() time.Duration { return Time }

// Round is a fresh engine round of the puzzle with the player's words so
// far played in it (user is the player's ID, name their display name):
// the engine judges each new word (repeated, not in the dictionary or the
// tier, not on the board).
func (p *Board) Round(user, name string, words []string) (*boggle.Round, error) {
	r, err := p.round()
	if err != nil {
		return nil, err
	}
	for _, w := range words {
		if _, err := r.Play(user, name, w, true); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// Score is the engine's total of the player's words, found by the
// player's ID (user) whatever their name.
func (p *Board) Score(user, name string, words []string) (int, error) {
	r, err := p.Round(user, name, words)
	if err != nil {
		return 0, err
	}
	for _, pr := range r.Finish().Players {
		if pr.Key() == user {
			return pr.Total, nil
		}
	}
	return 0, nil
}

// newBoard makes a Board puzzle of a board whose rounds newRound starts:
// every word on it is the result of a round nobody plays.
func newBoard(lang, letters, bonuses string, newRound func() (*boggle.Round, error)) (*Board, error) {
	p := &Board{Lang: lang, Letters: letters, Bonuses: bonuses, round: newRound}
	nobody, err := newRound()
	if err != nil {
		return nil, err
	}
	p.Words = nobody.Finish().Missed
	for _, w := range p.Words {
		p.max += w.Points
	}
	sort.SliceStable(p.Words, func(i, j int) bool {
		if p.Words[i].Points != p.Words[j].Points {
			return p.Words[i].Points > p.Words[j].Points
		}
		return p.Words[i].Word < p.Words[j].Word
	})
	return p, nil
}

// Boggle is the daily Boggle of a language: a Size x Size board generated
// by the language's letters (boggle.Generate), scored by Rules.
type Boggle struct {
	Lang  string
	Lex   *lexicon.DAWG
	Rules boggle.Rules
}

// Puzzle derives the puzzle from the day's random source (Rand).
func (g Boggle) Puzzle(rng *rand.Rand) (*Board, error) {
	if g.Lex == nil {
		return nil, fmt.Errorf("daily boggle: no dictionary")
	}
	bd, err := boggle.Generate(Size, g.Lang, rng)
	if err != nil {
		return nil, err
	}
	return newBoard(g.Lang, bd.String(), "", func() (*boggle.Round, error) {
		return boggle.NewRound(bd, g.Lex, g.Rules, false)
	})
}

// Ruzzle is the daily Ruzzle of a language: a Size x Size board dealt as
// the app's first round (ruzzle.Random), scored by Scoring, with words of
// MinLetters or more (0: ruzzle.MinLetters) in Tier.
type Ruzzle struct {
	Lang       string
	Lex        *lexicon.DAWG
	Scoring    ruzzle.Scoring
	MinLetters int
	Tier       lexicon.Tier
}

// Puzzle derives the puzzle from the day's random source (Rand).
func (g Ruzzle) Puzzle(rng *rand.Rand) (*Board, error) {
	if g.Lex == nil {
		return nil, fmt.Errorf("daily ruzzle: no dictionary")
	}
	bd, err := ruzzle.Random(rng, Size, g.Lang, 1)
	if err != nil {
		return nil, err
	}
	letters, bonuses := bd.Letters(), bd.Bonuses()
	return newBoard(g.Lang, letters, bonuses, func() (*boggle.Round, error) {
		b, err := ruzzle.New(Size, letters, bonuses)
		if err != nil {
			return nil, err
		}
		b.Scoring = g.Scoring
		r, err := ruzzle.NewRoundIn(g.Lang, b, g.Lex, g.MinLetters, g.Tier)
		if err != nil {
			return nil, err
		}
		return r.Round, nil
	})
}

// Position is a Scarabeo puzzle: a position after ScarabeoMoves best moves
// of a two-player game; the player to move (Seat) plays one move with
// Seat's rack, scored against Best.
type Position struct {
	// State is the position as the engine saves it (scarabeo.Game's JSON).
	State []byte
	// Seat is the player to move, whose rack the puzzle's player plays.
	Seat int
	// Best is the best move from the position.
	Best crossword.Move
	// Size is the board's side.
	Size int
	lex  *lexicon.DAWG
}

// Max is the best move's score.
func (p *Position) Max() int { return p.Best.Score }

// Limit is none: the player takes their time.
func (p *Position) Limit() time.Duration { return 0 }

// Game is a fresh copy of the position.
func (p *Position) Game() (*scarabeo.Game, error) { return scarabeo.Load(p.State, p.lex) }

// Play scores the player's move: word from its first square pos (8H
// across, H8 down), from Seat's rack; the engine's refusal otherwise.
func (p *Position) Play(word, pos string) (crossword.Move, error) {
	g, err := p.Game()
	if err != nil {
		return crossword.Move{}, err
	}
	m, err := g.Play(p.Seat, word, pos)
	if err != nil {
		return crossword.Move{}, err
	}
	return *m, nil
}

// Scarabeo is the daily Scarabeo: a two-player game of Variant with Lex,
// played ScarabeoMoves best moves in (a player with no move passes).
type Scarabeo struct {
	Variant *scarabeo.Variant
	Lex     *lexicon.DAWG
}

// Puzzle derives the puzzle from the day's random source (Rand).
func (g Scarabeo) Puzzle(rng *rand.Rand) (*Position, error) {
	if g.Lex == nil || g.Variant == nil {
		return nil, fmt.Errorf("daily scarabeo: no dictionary or variant")
	}
	game, err := scarabeo.NewGame(g.Variant, g.Lex, 2, rng)
	if err != nil {
		return nil, err
	}
	for i := 0; i < ScarabeoMoves && !game.Over(); i++ {
		hints, err := game.Hint(game.Turn(), 1)
		if err != nil {
			return nil, err
		}
		if len(hints) == 0 {
			if err := game.Pass(game.Turn()); err != nil {
				return nil, err
			}
			continue
		}
		if _, err := game.PlayMove(game.Turn(), hints[0].Tiles); err != nil {
			return nil, err
		}
	}
	p := &Position{Seat: game.Turn(), Size: g.Variant.Size, lex: g.Lex}
	hints, err := game.Hint(p.Seat, 1)
	if err != nil {
		return nil, err
	}
	if len(hints) == 0 {
		return nil, fmt.Errorf("daily scarabeo: no move from the position")
	}
	p.Best = hints[0]
	if p.State, err = game.MarshalJSON(); err != nil {
		return nil, err
	}
	return p, nil
}
