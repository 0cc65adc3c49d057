package bot

import (
	"context"
	"sort"
	"sync"

	"github.com/wordbot/wordbot/store"
)

// Result is the outcome of one finished round or game; PlayerResult is one
// player's part of it; Standing is one player's record in one game on one
// server. They are package store's types, so that the database keeps them
// as they are.
type (
	Result       = store.Result
	PlayerResult = store.PlayerResult
	Standing     = store.Standing
)

// Results keeps finished games and the reports already posted; the bot
// reads its leaderboards from it. Package store's database (*store.Store)
// implements it; MemResults is the in-memory default.
type Results interface {
	// RecordResult stores r; an ID already stored is ignored.
	RecordResult(ctx context.Context, r Result) error
	// MarkReported returns true the first time it is called with id, ever.
	MarkReported(ctx context.Context, id string) (first bool, err error)
	// Leaderboard returns game's standings on guild, best first (most
	// wins, highest total, best score, user id); limit <= 0 returns all.
	Leaderboard(ctx context.Context, guild, game string, limit int) ([]Standing, error)
	// PlayerStats returns user's standings on guild, one per game, sorted
	// by game.
	PlayerStats(ctx context.Context, guild, user string) ([]Standing, error)
}

// MemResults is Results in memory, safe for concurrent use. The zero value
// is ready to use.
type MemResults struct {
	mu       sync.Mutex
	results  []Result
	ids      map[string]bool
	reported map[string]bool
}

// RecordResult stores a copy of r unless its ID is known.
func (m *MemResults) RecordResult(_ context.Context, r Result) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.ids == nil {
		m.ids = map[string]bool{}
	}
	if m.ids[r.ID] {
		return nil
	}
	m.ids[r.ID] = true
	r.Players = append([]PlayerResult(nil), r.Players...)
	m.results = append(m.results, r)
	return nil
}

// MarkReported reports whether id is new, and remembers it.
func (m *MemResults) MarkReported(_ context.Context, id string) (bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.reported == nil {
		m.reported = map[string]bool{}
	}
	if m.reported[id] {
		return false, nil
	}
	m.reported[id] = true
	return true, nil
}

// standings aggregates the results that keep says to.
func (m *MemResults) standings(keep func(r Result, p PlayerResult) bool) []Standing {
	m.mu.Lock()
	defer m.mu.Unlock()
	byKey := map[[2]string]*Standing{}
	var order []*Standing
	for _, r := range m.results {
		for _, p := range r.Players {
			if !keep(r, p) {
				continue
			}
			k := [2]string{r.Game, p.User}
			st := byKey[k]
			if st == nil {
				st = &Standing{Game: r.Game, User: p.User, Best: p.Score}
				byKey[k] = st
				order = append(order, st)
			}
			st.Name = p.Name
			st.Played++
			if p.Won {
				st.Wins++
			}
			st.Total += p.Score
			st.Best = max(st.Best, p.Score)
			if p.BestWord != "" && (st.BestWord == "" || p.BestWordPoints > st.BestWordPoints) {
				st.BestWord, st.BestWordPoints = p.BestWord, p.BestWordPoints
			}
		}
	}
	out := make([]Standing, len(order))
	for i, st := range order {
		out[i] = *st
	}
	return out
}

// Leaderboard returns game's standings on guild, best first.
func (m *MemResults) Leaderboard(_ context.Context, guild, game string, limit int) ([]Standing, error) {
	out := m.standings(func(r Result, _ PlayerResult) bool { return r.Guild == guild && r.Game == game })
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Wins != b.Wins:
			return a.Wins > b.Wins
		case a.Total != b.Total:
			return a.Total > b.Total
		case a.Best != b.Best:
			return a.Best > b.Best
		}
		return a.User < b.User
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// PlayerStats returns user's standings on guild, sorted by game.
func (m *MemResults) PlayerStats(_ context.Context, guild, user string) ([]Standing, error) {
	out := m.standings(func(r Result, p PlayerResult) bool { return r.Guild == guild && p.User == user })
	sort.Slice(out, func(i, j int) bool { return out[i].Game < out[j].Game })
	return out, nil
}
