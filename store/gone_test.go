package store

import (
	"context"
	"testing"
	"time"
)

// TestGoneMarks (SQLite and PostgreSQL): a server and a channel marked
// gone are listed with their reason and server, survive a reopening, a
// second mark replaces the first, a cleared mark is gone; bad marks are
// refused.
func TestGoneMarks(t *testing.T) {
	eachBackend(t, func(t *testing.T, open func() Backend) {
		ctx := context.Background()
		s := open()
		t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
		if err := s.MarkGone(ctx, Gone{Kind: GoneGuild, ID: "g1", Guild: "g1", Reason: "removed", At: t0}); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkGone(ctx, Gone{Kind: GoneChannel, ID: "c2", Guild: "g2", Reason: "deleted", At: t0.Add(time.Second)}); err != nil {
			t.Fatal(err)
		}
		if err := s.MarkGone(ctx, Gone{Kind: GoneGuild, ID: "g1", Guild: "g1", Reason: "removed", At: t0.Add(2 * time.Second)}); err != nil {
			t.Fatal(err)
		}
		for _, bad := range []Gone{{Kind: "user", ID: "u"}, {Kind: GoneGuild}} {
			if err := s.MarkGone(ctx, bad); ErrorCode(err) != EInvalid {
				t.Errorf("mark %+v: %v", bad, err)
			}
		}
		s = open() // the same database, reopened
		gs, err := s.GoneMarks(ctx)
		if err != nil || len(gs) != 2 {
			t.Fatalf("marks %+v %v", gs, err)
		}
		if g := gs[0]; g.Kind != GoneChannel || g.ID != "c2" || g.Guild != "g2" || g.Reason != "deleted" || !g.At.Equal(t0.Add(time.Second)) {
			t.Errorf("channel mark %+v", g)
		}
		if g := gs[1]; g.Kind != GoneGuild || g.ID != "g1" || g.Reason != "removed" || !g.At.Equal(t0.Add(2*time.Second)) {
			t.Errorf("server mark %+v", g)
		}
		if err := s.ClearGone(ctx, GoneGuild, "g1"); err != nil {
			t.Fatal(err)
		}
		if err := s.ClearGone(ctx, GoneGuild, "g9"); err != nil {
			t.Fatal(err)
		}
		if gs, err := s.GoneMarks(ctx); err != nil || len(gs) != 1 || gs[0].ID != "c2" {
			t.Errorf("after clearing g1: %+v %v", gs, err)
		}
	})
}

// TestForgetUser (SQLite and PostgreSQL): forgetting bob deletes his
// result lines, ratings (server and global), rating history and daily
// plays, with those counts, and nothing of alice's; the results stay with
// alice's lines; forgetting him again deletes nothing; no id is refused.
func TestForgetUser(t *testing.T) {
	eachBackend(t, func(t *testing.T, open func() Backend) {
		ctx := context.Background()
		s := open()
		t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
		for _, r := range []Result{
			{ID: "b1", Guild: "g1", Game: "boggle", At: t0, Players: []PlayerResult{
				{User: "alice", Name: "Alice", Score: 12, Won: true}, {User: "bob", Name: "Bob", Score: 7}}},
			{ID: "b2", Guild: "g1", Game: "boggle", At: t0.Add(time.Minute), Players: []PlayerResult{
				{User: "alice", Name: "Alice", Score: 3}, {User: "bob", Name: "Bob", Score: 9, Won: true}}},
		} {
			if err := s.RecordResult(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		for _, p := range []DailyPlay{
			{Day: "2026-03-01", Game: "boggle", User: "bob", Name: "Bob", Guild: "g1", Channel: "c1", Start: t0, Deadline: t0.Add(3 * time.Minute)},
			{Day: "2026-03-01", Game: "ruzzle", User: "bob", Name: "Bob", Guild: "g1", Channel: "c1", Start: t0, Deadline: t0.Add(3 * time.Minute)},
			{Day: "2026-03-01", Game: "boggle", User: "alice", Name: "Alice", Guild: "g1", Channel: "c1", Start: t0, Deadline: t0.Add(3 * time.Minute)},
		} {
			if _, _, err := s.StartDaily(ctx, p); err != nil {
				t.Fatal(err)
			}
		}
		before, err := s.PlayerRatings(ctx, "*", "alice")
		if err != nil || len(before) != 1 {
			t.Fatalf("alice's ratings %+v %v", before, err)
		}
		c, err := s.ForgetUser(ctx, "bob")
		if err != nil {
			t.Fatal(err)
		}
		// Two results; a rating per server and a global one; one change of
		// each per result; two daily plays.
		if want := (ForgetCounts{ResultLines: 2, Ratings: 2, RatingHistory: 4, DailyPlays: 2}); c != want {
			t.Errorf("counts %+v, want %+v", c, want)
		}
		if got := c.String(); got != "2 result lines, 2 ratings, 4 rating changes, 2 daily plays, 0 past games" {
			t.Errorf("String %q", got)
		}
		if rs, err := s.PlayerRatings(ctx, "*", "bob"); err != nil || len(rs) != 0 {
			t.Errorf("bob's ratings %+v %v", rs, err)
		}
		if h, err := s.RatingHistory(ctx, "g1", "bob", 10); err != nil || len(h) != 0 {
			t.Errorf("bob's history %+v %v", h, err)
		}
		if _, ok, err := s.DailyPlay(ctx, "2026-03-01", "boggle", "bob"); err != nil || ok {
			t.Errorf("bob's daily play: %v %v", ok, err)
		}
		if _, ok, err := s.DailyPlay(ctx, "2026-03-01", "boggle", "alice"); err != nil || !ok {
			t.Errorf("alice's daily play: %v %v", ok, err)
		}
		if after, err := s.PlayerRatings(ctx, "*", "alice"); err != nil || len(after) != 1 || after[0] != before[0] {
			t.Errorf("alice's ratings %+v %v, were %+v", after, err, before)
		}
		board, err := s.Leaderboard(ctx, "g1", "boggle", 10)
		if err != nil || len(board) != 1 || board[0].User != "alice" {
			t.Errorf("leaderboard %+v %v", board, err)
		}
		if c, err := s.ForgetUser(ctx, "bob"); err != nil || c != (ForgetCounts{}) {
			t.Errorf("again: %+v %v", c, err)
		}
		if _, err := s.ForgetUser(ctx, ""); ErrorCode(err) != EInvalid {
			t.Errorf("no id: %v", err)
		}
	})
}
