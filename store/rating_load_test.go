package store

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"
)

// TestRatingLoad records results with ratings and reads the boards:
// WORDBOT_RATING_LOAD=N records N results (default 300, a second or so).
// It prints the time per result and per read; it asserts only that every
// result is rated.
func TestRatingLoad(t *testing.T) {
	n := 300
	if v := os.Getenv("WORDBOT_RATING_LOAD"); v != "" {
		fmt.Sscan(v, &n)
	}
	ctx := context.Background()
	s := open(t)
	const players = 2000
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	start := time.Now()
	for i := 0; i < n; i++ {
		r := Result{ID: fmt.Sprint("r", i), Guild: "g1", Game: "scarabeo", At: t0.Add(time.Duration(i) * time.Minute)}
		for k := 0; k < 4; k++ {
			u := (i*7 + k*13) % players
			r.Players = append(r.Players, PlayerResult{User: fmt.Sprint("u", u), Name: fmt.Sprint("U", u), Score: (i + k*31) % 97, Won: k == i%4})
		}
		if err := s.RecordResult(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	rec := time.Since(start) / time.Duration(n)
	start = time.Now()
	if _, err := s.Leaderboard(ctx, "g1", "scarabeo", 10); err != nil {
		t.Fatal(err)
	}
	top := time.Since(start)
	start = time.Now()
	lb, err := s.Leaderboard(ctx, "g1", "scarabeo", 0)
	if err != nil {
		t.Fatal(err)
	}
	all := time.Since(start)
	start = time.Now()
	rs, err := s.Ratings(ctx, "g1", "scarabeo", 0)
	if err != nil {
		t.Fatal(err)
	}
	read := time.Since(start)
	h, _ := s.RatingHistory(ctx, GlobalScope, "u0", 5)
	var games int
	for _, r := range rs {
		games += r.Games
	}
	if games != 4*n {
		t.Errorf("%d rated player-games, want %d", games, 4*n)
	}
	t.Logf("%d results of 4 players: %v per result (rated in 2 scopes); standings: top 10 %v, all %d %v; all %d ratings %v; history %d rows",
		n, rec, top, len(lb), all, len(rs), read, len(h))
}
