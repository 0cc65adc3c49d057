package store

import (
	"context"
	"fmt"
	"testing"
	"time"
)

// ratingText is a rating as the tests compare it: 2 decimals, 6 for the
// volatility.
func ratingText(p PlayerRating) string {
	return fmt.Sprintf("%s %.2f/%.2f/%.6f %d", p.User, p.Rating, p.RD, p.Sigma, p.Games)
}

func ratingsText(ps []PlayerRating) []string {
	var out []string
	for _, p := range ps {
		out = append(out, ratingText(p))
	}
	return out
}

func sameText(t *testing.T, what string, got, want []string) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%s:\n got %q\nwant %q", what, got, want)
	}
}

// The figures were checked against an independent implementation of
// Glickman's paper (the worked example, then these games).

// TestRatings: a 2-player Scarabeo game and a 3-player Boggle round rate
// their players (exact figures), per server and globally; a result
// recorded twice rates once; a computer is never rated; a result with no
// winner rates nothing; the ratings and their history survive a restart.
func TestRatings(t *testing.T) {
	eachBackend(t, testRatings)
}

func testRatings(t *testing.T, open func() Backend) {
	ctx := context.Background()
	s := open()
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	results := []Result{
		{ID: "s1", Guild: "g1", Game: "scarabeo", At: t0, Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 320, Won: true},
			{User: "bob", Name: "Bob", Score: 280},
		}},
		{ID: "s1", Guild: "g1", Game: "scarabeo", At: t0, Players: []PlayerResult{ // again after a crash
			{User: "alice", Name: "Alice", Score: 320, Won: true},
			{User: "bob", Name: "Bob", Score: 280},
		}},
		{ID: "b1", Guild: "g1", Game: "boggle", At: t0.Add(time.Minute), Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 12, Won: true},
			{User: "bob", Name: "Bob", Score: 7},
			{User: "carol", Name: "Carol", Score: 7},
			{User: "cpu", Name: "Computer", Score: 40, Computer: true},
		}},
		// Stopped on a tie: nobody won, nothing rated.
		{ID: "b2", Guild: "g1", Game: "boggle", At: t0.Add(2 * time.Minute), Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 5}, {User: "bob", Name: "Bob", Score: 5},
		}},
		// One player against the computer: nothing rated.
		{ID: "b3", Guild: "g1", Game: "boggle", At: t0.Add(3 * time.Minute), Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 9, Won: true}, {User: "cpu", Name: "Computer", Score: 3, Computer: true},
		}},
		// The computer won: the two people are rated among themselves.
		{ID: "z1", Guild: "g1", Game: "ruzzle", At: t0.Add(3 * time.Minute), Players: []PlayerResult{
			{User: "cpu", Name: "Computer", Score: 90, Computer: true, Won: true},
			{User: "bob", Name: "Bob", Score: 30}, {User: "carol", Name: "Carol", Score: 10},
		}},
		// Another server: its own ratings, and the global ones go on.
		{ID: "s2", Guild: "g2", Game: "scarabeo", At: t0.Add(4 * time.Minute), Players: []PlayerResult{
			{User: "bob", Name: "Bobby", Score: 300, Won: true},
			{User: "alice", Name: "Alice", Score: 200},
		}},
	}
	for _, r := range results {
		if err := s.RecordResult(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	check := func(s Backend) {
		t.Helper()
		sc, _ := s.Ratings(ctx, "g1", "scarabeo", 0)
		sameText(t, "g1 scarabeo", ratingsText(sc), []string{"alice 1662.31/290.32/0.060000 1", "bob 1337.69/290.32/0.060000 1"})
		bg, _ := s.Ratings(ctx, "g1", "boggle", 0)
		sameText(t, "g1 boggle", ratingsText(bg), []string{"alice 1747.32/253.40/0.060000 1", "bob 1376.34/253.40/0.059999 1", "carol 1376.34/253.40/0.059999 1"})
		rz, _ := s.Ratings(ctx, "g1", "ruzzle", 0)
		sameText(t, "g1 ruzzle, won by the computer", ratingsText(rz), []string{"bob 1662.31/290.32/0.060000 1", "carol 1337.69/290.32/0.060000 1"})
		sc2, _ := s.Ratings(ctx, "g2", "scarabeo", 0)
		sameText(t, "g2 scarabeo", ratingsText(sc2), []string{"bob 1662.31/290.32/0.060000 1", "alice 1337.69/290.32/0.060000 1"})
		gl, _ := s.Ratings(ctx, GlobalScope, "scarabeo", 1)
		sameText(t, "global scarabeo, top 1", ratingsText(gl), []string{"bob 1566.94/260.49/0.060002 2"})
		if gl[0].Name != "Bobby" {
			t.Errorf("global name %q, want the latest, Bobby", gl[0].Name)
		}
		pr, _ := s.PlayerRatings(ctx, GlobalScope, "alice")
		sameText(t, "alice globally", ratingsText(pr), []string{"alice 1747.32/253.40/0.060000 1", "alice 1433.06/260.49/0.060002 2"})
		if cpu, _ := s.PlayerRatings(ctx, "g1", "cpu"); len(cpu) != 0 {
			t.Errorf("the computer was rated: %+v", cpu)
		}
		h, _ := s.RatingHistory(ctx, GlobalScope, "alice", 2)
		var hs []string
		for _, c := range h {
			hs = append(hs, fmt.Sprintf("%s %s %.2f>%.2f", c.Result, c.Game, c.Before, c.After))
		}
		sameText(t, "alice's global history", hs, []string{"s2 scarabeo 1662.31>1433.06", "b1 boggle 1500.00>1747.32"})
	}
	check(s)
	check(open()) // another process, or after a restart
}

// TestRatingsConcurrent: two processes record results of the same two
// players at once (on two servers): no rating update is lost. Each
// player's global history is one chain (every change starts from the
// rating the one before it ended with) and counts every result.
func TestRatingsConcurrent(t *testing.T) {
	eachBackend(t, func(t *testing.T, open func() Backend) {
		ctx := context.Background()
		const each = 25
		t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
		errs := make(chan error, 2)
		for g, s := range []Backend{open(), open()} {
			go func() {
				for i := 0; i < each; i++ {
					r := Result{ID: fmt.Sprintf("g%d-%d", g, i), Guild: fmt.Sprint("g", g), Game: "boggle", At: t0.Add(time.Duration(i) * time.Second),
						Players: []PlayerResult{{User: "alice", Score: i % 3, Won: i%3 >= 1}, {User: "bob", Score: 1, Won: i%3 <= 1}}}
					if err := s.RecordResult(ctx, r); err != nil {
						errs <- err
						return
					}
				}
				errs <- nil
			}()
		}
		for range 2 {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		s := open()
		for _, u := range []string{"alice", "bob"} {
			rs, _ := s.PlayerRatings(ctx, GlobalScope, u)
			h, _ := s.RatingHistory(ctx, GlobalScope, u, 0)
			if len(rs) != 1 || rs[0].Games != 2*each || len(h) != 2*each {
				t.Fatalf("%s: ratings %+v, %d changes; want %d games", u, rs, len(h), 2*each)
			}
			// One chain: each change's start is the end of exactly one
			// other, but the first's (1500).
			ends := map[float64]int{}
			for _, c := range h {
				ends[c.After]++
			}
			starts := 0
			for _, c := range h {
				if c.Before == 1500 {
					starts++
					continue
				}
				if ends[c.Before] != 1 {
					t.Errorf("%s: a change starts from %.4f, which %d changes ended with (a lost update)", u, c.Before, ends[c.Before])
				}
				ends[c.Before] = -1
			}
			if starts != 1 {
				t.Errorf("%s: %d changes start from 1500", u, starts)
			}
		}
	})
}
