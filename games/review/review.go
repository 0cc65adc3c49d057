// Package review judges the moves of a crossword game (Scarabeo, Scrabble,
// Upwords) against the best move of each position: by score, and by equity
// (the score plus the fitted value of the tiles kept, games/computer's
// leave tables). What a review says, and how it is worded, is in
// docs/bot.md ("/review") and docs/cli.md ("wordbot review").
package review

import (
	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/crossword"
)

// Kind is what a player did on a turn.
type Kind int

const (
	Play Kind = iota
	Exchange
	Pass
)

// Turn is one move judged.
type Turn struct {
	Number int    // the turn's number in the game, from 1
	Player string // who moved
	Kind   Kind
	Rack   crossword.Rack `json:"-"` // the rack before the move, as known
	// Given are the tiles an exchange gave back, when known (letters,
	// crossword.Jolly a blank).
	Given []byte
	// Played is the move (Play); Withdrawn: a play taken back, which
	// scored nothing (its Score is 0, Played keeps the word).
	Played    crossword.Move
	Withdrawn bool
	Score     int     // what the turn scored
	Equity    float64 // Score plus the leave's value
	// Best is the best play by score, BestEquity the best by equity, among
	// every play the rack allowed and the play made (so Best.Score is at
	// least Score). HasBest is false when no play was possible.
	Best, BestEquity crossword.Move
	BestEquityValue  float64
	HasBest          bool
	Lost             int     // Best.Score - Score, never below 0
	EquityLost       float64 // BestEquityValue - Equity, never below 0
	// Bingo: the play used a full rack's every tile; MissedBingo: such a
	// play existed and another move was made (Bingo is then the best
	// bingo by score).
	Bingo       bool
	MissedBingo bool
	BestBingo   crossword.Move
}

// Judge judges a turn: moves are every play the rack allowed on the board
// before it (the generator's), played the move made (Kind Play), full the
// number of tiles of a full rack (a bingo uses them all), leave the game's
// fitted leave values (nil: equity is the score). moves is not changed.
func Judge(t Turn, moves []crossword.Move, full int, leave *computer.Leave) Turn {
	value := func(m crossword.Move) float64 {
		if leave == nil {
			return float64(m.Score)
		}
		return float64(m.Score) + leave.Value(computer.Kept(t.Rack, m))
	}
	rackFull := t.Rack.Size() == full
	bingo := func(m crossword.Move) bool { return rackFull && len(m.Tiles) == full }
	switch t.Kind {
	case Play:
		if t.Withdrawn {
			t.Score = 0
			t.Equity = value(crossword.Move{})
		} else {
			t.Score = t.Played.Score
			t.Equity = value(t.Played)
		}
		t.Bingo = !t.Withdrawn && bingo(t.Played)
		// The play made is a candidate: a record's word our lexicon lacks
		// still scored what it scored.
		if !t.Withdrawn {
			t.Best, t.BestEquity, t.BestEquityValue, t.HasBest = t.Played, t.Played, t.Equity, true
		}
	case Exchange:
		// The tiles kept are worth their leave when the tiles given back
		// are known and on the rack; else the exchange's equity is 0.
		t.Score = 0
		if kept := t.Rack; len(t.Given) > 0 && kept.Remove(t.Given) && leave != nil {
			t.Equity = leave.Value(kept)
		}
	case Pass:
		t.Score = 0
		t.Equity = value(crossword.Move{})
	}
	for _, m := range moves {
		if !t.HasBest || m.Score > t.Best.Score {
			t.Best = m
		}
		if e := value(m); !t.HasBest || e > t.BestEquityValue {
			t.BestEquity, t.BestEquityValue = m, e
		}
		t.HasBest = true
		if bingo(m) && !t.Bingo && (!t.MissedBingo || m.Score > t.BestBingo.Score) {
			t.MissedBingo, t.BestBingo = true, m
		}
	}
	if t.HasBest {
		t.Lost = max(0, t.Best.Score-t.Score)
		t.EquityLost = max(0, t.BestEquityValue-t.Equity)
	}
	return t
}

// Summary is one player's review in figures.
type Summary struct {
	Player string
	Turns  int
	Scored int // the sum of the turns' scores
	Best   int // the sum of the best plays' scores
	Lost   int // the sum of the points lost (Best - Scored)
	// Efficiency is Scored / Best (1 when Best is 0).
	Efficiency float64
	// Costliest are the indexes in the turns given of the player's (at
	// most) three turns that lost the most points, costliest first, the
	// earlier turn first on equal loss; turns that lost nothing are not
	// listed.
	Costliest []int
}

// Summarize sums up player's turns among turns.
func Summarize(player string, turns []Turn) Summary {
	s := Summary{Player: player}
	for i, t := range turns {
		if t.Player != player {
			continue
		}
		s.Turns++
		s.Scored += t.Score
		s.Best += max(t.Score, t.Best.Score)
		s.Lost += t.Lost
		if t.Lost == 0 {
			continue
		}
		// insert i in Costliest, kept sorted by loss, at most 3
		k := len(s.Costliest)
		for k > 0 && turns[s.Costliest[k-1]].Lost < t.Lost {
			k--
		}
		if k < 3 {
			s.Costliest = append(s.Costliest, 0)
			copy(s.Costliest[k+1:], s.Costliest[k:])
			s.Costliest[k] = i
			if len(s.Costliest) > 3 {
				s.Costliest = s.Costliest[:3]
			}
		}
	}
	s.Efficiency = 1
	if s.Best > 0 {
		s.Efficiency = float64(s.Scored) / float64(s.Best)
	}
	return s
}
