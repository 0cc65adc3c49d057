package boggle

import (
	"slices"
)

// Match is a series of rounds played until a player reaches VictoryPoints
// (docs/rules.md, Boggle). It keeps each round's result and the running totals. A Match is
// plain data: encoding/json saves and restores it as it is.
type Match struct {
	// VictoryPoints is the total that ends the match; 0 means one round.
	VictoryPoints int            `json:"victory_points"`
	Players       []string       `json:"players"` // in order of first appearance
	Totals        map[string]int `json:"totals"`
	Rounds        []Result       `json:"rounds"`
}

// NewMatch starts a match to victoryPoints (0: a single round).
func NewMatch(victoryPoints int) (*Match, error) {
	if victoryPoints < 0 {
		return nil, refuse(CodeVictoryPoints, "points", victoryPoints)
	}
	return &Match{VictoryPoints: victoryPoints, Players: []string{}, Totals: map[string]int{}, Rounds: []Result{}}, nil
}

// Add counts a finished round. It is an error once the match is over.
func (m *Match) Add(res Result) error {
	if m.Over() {
		return refuse(CodeMatchOver)
	}
	if m.Totals == nil {
		m.Totals = map[string]int{}
	}
	for _, p := range res.Players {
		if _, ok := m.Totals[p.Name]; !ok {
			m.Players = append(m.Players, p.Name)
		}
		m.Totals[p.Name] += p.Total
	}
	m.Rounds = append(m.Rounds, res)
	return nil
}

// Over reports whether a player has reached VictoryPoints (with
// VictoryPoints 0: whether a round has been played).
func (m *Match) Over() bool {
	if len(m.Rounds) == 0 {
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
