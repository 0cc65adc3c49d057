package store

import (
	"context"
	"testing"
	"time"
)

func TestRecordResultInvalid(t *testing.T) {
	s := open(t)
	ctx := context.Background()
	for _, r := range []Result{
		{Game: "boggle"},
		{ID: "x"},
		{ID: "x", Game: "boggle", Players: []PlayerResult{{User: ""}}},
		{ID: "x", Game: "boggle", Players: []PlayerResult{{User: "a"}, {User: "a"}}},
	} {
		if err := s.RecordResult(ctx, r); ErrorCode(err) != EInvalid {
			t.Errorf("%+v: %v", r, err)
		}
	}
	if lb, _ := s.Leaderboard(ctx, "", "boggle", 0); len(lb) != 0 {
		t.Errorf("an invalid result was recorded: %+v", lb)
	}
	if _, err := s.MarkReported(ctx, ""); ErrorCode(err) != EInvalid {
		t.Errorf("MarkReported(\"\"): %v", err)
	}
}

func TestMarkReported(t *testing.T) {
	s := open(t)
	ctx := context.Background()
	if ok, _ := s.Reported(ctx, "r"); ok {
		t.Error("reported before marking")
	}
	if first, err := s.MarkReported(ctx, "r"); !first || err != nil {
		t.Errorf("first mark: %v, %v", first, err)
	}
	if first, err := s.MarkReported(ctx, "r"); first || err != nil {
		t.Errorf("second mark: %v, %v", first, err)
	}
	if ok, _ := s.Reported(ctx, "r"); !ok {
		t.Error("not reported after marking")
	}
}

func TestLeaderboard(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	t1, t2 := t0.Add(time.Hour), t0.Add(2*time.Hour)
	results := []Result{
		{ID: "r1", Guild: "g1", Game: "boggle", At: t0, Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 10, Won: true, BestWord: "QUIZ", BestWordPoints: 8},
			{User: "bob", Name: "Bob", Score: 7, BestWord: "CAT", BestWordPoints: 1},
		}},
		{ID: "r2", Guild: "g1", Game: "boggle", At: t1, Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 4, BestWord: "DOG", BestWordPoints: 1},
			{User: "bob", Name: "Bob", Score: 12, Won: true, BestWord: "JINXED", BestWordPoints: 11},
			{User: "carol", Name: "Carol", Score: 12, Won: true},
		}},
		{ID: "r3", Guild: "g1", Game: "boggle", At: t2, Players: []PlayerResult{
			{User: "bob", Name: "Bobby", Score: 3, BestWord: "ZAX", BestWordPoints: 11}, // ties JINXED: the earlier stays
			{User: "alice", Name: "Alice", Score: 9, Won: true, BestWord: "ZEST", BestWordPoints: 8},
		}},
		// r2 again after a crash, even with other figures: ignored.
		{ID: "r2", Guild: "g1", Game: "boggle", At: t2, Players: []PlayerResult{
			{User: "carol", Name: "Carol", Score: 500, Won: true},
		}},
		// Other servers and games do not count.
		{ID: "r4", Guild: "g2", Game: "boggle", At: t0, Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 100, Won: true, BestWord: "QUIZZED", BestWordPoints: 11},
		}},
		{ID: "r5", Guild: "g1", Game: "ruzzle", At: t1, Players: []PlayerResult{
			{User: "alice", Name: "Alice R", Score: 50, Won: true, BestWord: "ZERO", BestWordPoints: 20},
			{User: "dave", Name: "Dave", Score: 40},
		}},
	}
	for _, r := range results {
		if err := s.RecordResult(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	// Recording everything again changes nothing.
	for _, r := range results {
		if err := s.RecordResult(ctx, r); err != nil {
			t.Fatal(err)
		}
	}

	alice := Standing{Game: "boggle", User: "alice", Name: "Alice", Played: 3, Wins: 2, Total: 23, Best: 10, BestWord: "QUIZ", BestWordPoints: 8, Last: t2}
	bob := Standing{Game: "boggle", User: "bob", Name: "Bobby", Played: 3, Wins: 1, Total: 22, Best: 12, BestWord: "JINXED", BestWordPoints: 11, Last: t2}
	carol := Standing{Game: "boggle", User: "carol", Name: "Carol", Played: 1, Wins: 1, Total: 12, Best: 12, Last: t1}
	aliceRuzzle := Standing{Game: "ruzzle", User: "alice", Name: "Alice R", Played: 1, Wins: 1, Total: 50, Best: 50, BestWord: "ZERO", BestWordPoints: 20, Last: t1}

	check := func(name string, got []Standing, err error, want ...Standing) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%s: %d standings, want %d: %+v", name, len(got), len(want), got)
		}
		for i := range want {
			g := got[i]
			if !g.Last.Equal(want[i].Last) {
				t.Errorf("%s[%d].Last = %v, want %v", name, i, g.Last, want[i].Last)
			}
			g.Last = want[i].Last
			if g != want[i] {
				t.Errorf("%s[%d] =\n%+v, want\n%+v", name, i, g, want[i])
			}
		}
	}
	lb, err := s.Leaderboard(ctx, "g1", "boggle", 0)
	check("Leaderboard", lb, err, alice, bob, carol)
	lb, err = s.Leaderboard(ctx, "g1", "boggle", 2)
	check("Leaderboard limit 2", lb, err, alice, bob)
	lb, err = s.Leaderboard(ctx, "g1", "scarabeo", 10)
	check("Leaderboard of an unplayed game", lb, err)
	st, err := s.PlayerStats(ctx, "g1", "alice")
	check("PlayerStats", st, err, alice, aliceRuzzle)
	st, err = s.PlayerStats(ctx, "g1", "nobody")
	check("PlayerStats of nobody", st, err)
}

// TestLeaderboardLeavesComputersOut: a computer seat is no line of the
// leaderboard; the person's win against it counts.
// On PostgreSQL through TestPostgresSharedTests.
func TestLeaderboardLeavesComputersOut(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	for i, r := range []Result{
		{ID: "s1", Guild: "g1", Game: "scrabble", At: t0, Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 300, Won: true}, {User: "computer:hard:1", Name: "Computer (hard)", Score: 250, Computer: true}}},
		{ID: "s2", Guild: "g1", Game: "scrabble", At: t0.Add(time.Hour), Players: []PlayerResult{
			{User: "alice", Name: "Alice", Score: 200}, {User: "computer:hard:1", Name: "Computer (hard)", Score: 410, Computer: true, Won: true}}},
	} {
		if err := s.RecordResult(ctx, r); err != nil {
			t.Fatalf("result %d: %v", i, err)
		}
	}
	lb, err := s.Leaderboard(ctx, "g1", "scrabble", 0)
	if err != nil || len(lb) != 1 || lb[0].User != "alice" || lb[0].Played != 2 || lb[0].Wins != 1 || lb[0].Total != 500 || lb[0].Best != 300 {
		t.Fatalf("leaderboard: %+v, %v", lb, err)
	}
}
