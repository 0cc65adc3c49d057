package boggle

import (
	"slices"
)

// Match is a series of rounds played until a player reaches VictoryPoints
// (docs/rules.md, Boggle): the running totals of every player who has
// played a round of it (also those who sit a later round out), keyed as
// the rounds key them (PlayerResult.Key: a user ID, or the name), with
// their names. The computer of a round against it is no player of the
// match. A Match is plain data: encoding/json saves and restores it as it
// is.
type Match struct {
	// VictoryPoints is the total that ends the match; 0 means one round.
	VictoryPoints int      `json:"victory_points"`
	Players       []string `json:"players"` // keys, in order of first appearance
	// Names are the players' display names by key, where not the key.
	Names  map[string]string `json:"names,omitempty"`
	Totals map[string]int    `json:"totals"`
	// Played is how many rounds were counted (Add, Count).
	Played int `json:"played,omitempty"`
	// Rounds are the results Add kept, for Report (Count keeps none).
	Rounds []Result `json:"rounds,omitempty"`
}

// NewMatch starts a match to victoryPoints (0: a single round).
func NewMatch(victoryPoints int) (*Match, error) {
	if victoryPoints < 0 {
		return nil, refuse(CodeVictoryPoints, "points", victoryPoints)
	}
	return &Match{VictoryPoints: victoryPoints, Players: []string{}, Totals: map[string]int{}}, nil
}

// Add counts a finished round and keeps its result (Report writes it). It
// is an error once the match is over.
func (m *Match) Add(res Result) error {
	if err := m.Count(res); err != nil {
		return err
	}
	m.Rounds = append(m.Rounds, res)
	return nil
}

// Count counts a finished round without keeping its result: each player's
// total adds to their match total (a new player joins the match). It is an
// error once the match is over.
func (m *Match) Count(res Result) error {
	if m.Over() {
		return refuse(CodeMatchOver)
	}
	if m.Totals == nil {
		m.Totals = map[string]int{}
	}
	players := res.Players
	if res.VsComputer && len(players) > 0 {
		players = players[:len(players)-1] // the computer
	}
	for _, p := range players {
		k := p.Key()
		if _, ok := m.Totals[k]; !ok {
			m.Players = append(m.Players, k)
		}
		m.Totals[k] += p.Total
		if p.Name != k {
			if m.Names == nil {
				m.Names = map[string]string{}
			}
			m.Names[k] = p.Name // the latest name
		}
	}
	m.Played = m.played() + 1
	return nil
}

// played is the number of rounds counted (a match saved by Add alone has
// only its Rounds).
func (m *Match) played() int { return max(m.Played, len(m.Rounds)) }

// Round is the number, from 1, of the round to play next.
func (m *Match) Round() int { return m.played() + 1 }

// Name returns the display name of the player keyed key.
func (m *Match) Name(key string) string {
	if n, ok := m.Names[key]; ok {
		return n
	}
	return key
}

// Over reports whether a player has reached VictoryPoints (with
// VictoryPoints 0: whether a round has been played).
func (m *Match) Over() bool {
	if m.played() == 0 {
		return false
	}
	if m.VictoryPoints == 0 {
		return true
	}
	for _, t := range m.Totals {
		if t >= m.VictoryPoints {
			return true
		}
	}
	return false
}

// Leaders returns the players with the best total so far (several on a tie),
// in order of first appearance: the winners once the match is Over.
func (m *Match) Leaders() []string {
	out := []string{}
	best := 0
	for _, p := range m.Players {
		t := m.Totals[p]
		switch {
		case len(out) == 0 || t > best:
			best, out = t, []string{p}
		case t == best:
			out = append(out, p)
		}
	}
	return out
}

// Standings returns the players by total, best first (ties in order of first
// appearance).
func (m *Match) Standings() []string {
	out := slices.Clone(m.Players)
	slices.SortStableFunc(out, func(a, b string) int { return m.Totals[b] - m.Totals[a] })
	return out
}
