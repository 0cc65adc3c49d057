package bot

import (
	"context"
	"sort"
	"sync"
	"time"

	"github.com/wordbot/wordbot/games/rating"
	"github.com/wordbot/wordbot/storage"
)

// Result is the outcome of one finished round or game; PlayerResult is one
// player's part of it; Standing is one player's record in one game on one
// server. They are package storage's, so that the database keeps them as
// they are.
type (
	Result       = storage.Result
	PlayerResult = storage.PlayerResult
	Standing     = storage.Standing
	// PlayerRating is a player's Glicko-2 rating in one game and scope
	// (a server id, or storage.GlobalScope); RatingChange is one rated
	// result's change of it.
	PlayerRating = storage.PlayerRating
	RatingChange = storage.RatingChange
)

// Results keeps finished games and the reports already posted; the bot
// reads its leaderboards from it (the storage interface, with its methods'
// documentation). Package store's databases implement it; MemResults is
// the in-memory default.
type Results = storage.Results

// MemResults is Results in memory, safe for concurrent use. The zero value
// is ready to use.
type MemResults struct {
	mu       sync.Mutex
	results  []Result
	ids      map[string]bool
	reported map[string]bool
	ratings  map[[3]string]*PlayerRating // scope, game, user
	history  []RatingChange
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
	m.rate(r)
	return nil
}

// rate updates the ratings as store.Store does (storage.Rated, storage.Rate).
func (m *MemResults) rate(r Result) {
	rated := storage.Rated(r)
	if len(rated) == 0 {
		return
	}
	if m.ratings == nil {
		m.ratings = map[[3]string]*PlayerRating{}
	}
	at := r.At
	if at.IsZero() {
		at = time.Now()
	}
	for _, scope := range []string{r.Guild, storage.GlobalScope} {
		before := make([]rating.Rating, len(rated))
		for k, i := range rated {
			before[k] = rating.New()
			if pr := m.ratings[[3]string{scope, r.Game, r.Players[i].User}]; pr != nil {
				before[k] = rating.Rating{R: pr.Rating, RD: pr.RD, Sigma: pr.Sigma}
			}
		}
		after := storage.Rate(r, rated, before)
		for k, i := range rated {
			p, a := r.Players[i], after[k]
			key := [3]string{scope, r.Game, p.User}
			pr := m.ratings[key]
			if pr == nil {
				pr = &PlayerRating{Scope: scope, Game: r.Game, User: p.User}
				m.ratings[key] = pr
			}
			pr.Name, pr.Rating, pr.RD, pr.Sigma, pr.Updated = p.Name, a.R, a.RD, a.Sigma, at
			pr.Games++
			m.history = append(m.history, RatingChange{Result: r.ID, Scope: scope, Game: r.Game, User: p.User,
				At: at, Before: before[k].R, After: a.R, RD: a.RD})
		}
	}
}

// Ratings returns game's ratings in scope, highest first.
func (m *MemResults) Ratings(_ context.Context, scope, game string, limit int) ([]PlayerRating, error) {
	out := m.ratingList(func(p *PlayerRating) bool { return p.Scope == scope && p.Game == game })
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		switch {
		case a.Rating != b.Rating:
			return a.Rating > b.Rating
		case a.RD != b.RD:
			return a.RD < b.RD
		}
		return a.User < b.User
	})
	if limit > 0 && len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

// PlayerRatings returns user's ratings in scope, sorted by game.
func (m *MemResults) PlayerRatings(_ context.Context, scope, user string) ([]PlayerRating, error) {
	out := m.ratingList(func(p *PlayerRating) bool { return p.Scope == scope && p.User == user })
	sort.Slice(out, func(i, j int) bool { return out[i].Game < out[j].Game })
	return out, nil
}

func (m *MemResults) ratingList(keep func(*PlayerRating) bool) []PlayerRating {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := []PlayerRating{}
	for _, p := range m.ratings {
		if keep(p) {
			out = append(out, *p)
		}
	}
	return out
}

// RatingHistory returns user's last limit rating changes in scope, newest
// first.
func (m *MemResults) RatingHistory(_ context.Context, scope, user string, limit int) ([]RatingChange, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	out := []RatingChange{}
	for i := len(m.history) - 1; i >= 0 && (limit <= 0 || len(out) < limit); i-- {
		if c := m.history[i]; c.Scope == scope && c.User == user {
			out = append(out, c)
		}
	}
	return out, nil
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
	out := m.standings(func(r Result, p PlayerResult) bool { return r.Guild == guild && r.Game == game && !p.Computer })
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
