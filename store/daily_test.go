package store

import (
	"context"
	"path/filepath"
	"slices"
	"testing"
	"time"
)

// TestDaily: the seed is stored once, a player's play of a day and game is
// started once, saved, listed by server and across servers, and survives a
// restart; the days a player finished come newest first.
// On PostgreSQL through TestPostgresSharedTests.
func TestDaily(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	s := openPath(t, path)
	if v, err := s.DailySeed(ctx, 42); err != nil || v != 42 {
		t.Fatalf("seed: %d, %v", v, err)
	}
	if v, err := s.DailySeed(ctx, 7); err != nil || v != 42 {
		t.Fatalf("seed again: %d, %v; want the first, 42", v, err)
	}
	at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	ann := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "1", Name: "Ann", Guild: "g1", Channel: "c1", Start: at, Deadline: at.Add(3 * time.Minute), Max: 50}
	got, isNew, err := s.StartDaily(ctx, ann)
	if err != nil || !isNew || got.Name != "Ann" {
		t.Fatalf("start: %+v, %v, %v", got, isNew, err)
	}
	again := ann
	again.Guild, again.Start = "g2", at.Add(time.Hour)
	if got, isNew, err = s.StartDaily(ctx, again); err != nil || isNew || got.Guild != "g1" || !got.Start.Equal(at) {
		t.Fatalf("second start: %+v, %v, %v; want the first play", got, isNew, err)
	}
	ann.Words, ann.Score, ann.Finished = []string{"CAT", "DOG"}, 2, true
	if err := s.SaveDaily(ctx, ann); err != nil {
		t.Fatal(err)
	}
	bob := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "2", Name: "Bob", Guild: "g2", Score: 5, Finished: true}
	cid := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "3", Name: "Cid", Guild: "g1", Score: 9} // still playing
	old := DailyPlay{Day: "2026-11-23", Game: "boggle", User: "1", Name: "Ann", Guild: "g1", Finished: true}
	rz := DailyPlay{Day: "2026-11-24", Game: "ruzzle", User: "1", Name: "Ann", Guild: "g1", Finished: true}
	for _, p := range []DailyPlay{bob, cid, old, rz} {
		if _, _, err := s.StartDaily(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()
	s = openPath(t, path)
	names := func(ps []DailyPlay) (out []string) {
		for _, p := range ps {
			out = append(out, p.Name)
		}
		return out
	}
	if ps, err := s.DailyPlays(ctx, "2026-11-25", "boggle", "", 0); err != nil || !slices.Equal(names(ps), []string{"Bob", "Ann", "Cid"}) {
		t.Errorf("all servers: %v, %v", names(ps), err)
	}
	if ps, err := s.DailyPlays(ctx, "2026-11-25", "boggle", "g1", 0); err != nil || !slices.Equal(names(ps), []string{"Ann", "Cid"}) ||
		!slices.Equal(ps[0].Words, []string{"CAT", "DOG"}) || ps[0].Score != 2 {
		t.Errorf("server g1: %+v, %v", ps, err)
	}
	if ps, err := s.DailyPlays(ctx, "2026-11-25", "boggle", "", 1); err != nil || len(ps) != 1 {
		t.Errorf("limit 1: %v, %v", names(ps), err)
	}
	if days, err := s.DailyDays(ctx, "1", "boggle", 10); err != nil || !slices.Equal(days, []string{"2026-11-25", "2026-11-23"}) {
		t.Errorf("days: %v, %v", days, err)
	}
	if p, ok, err := s.DailyPlay(ctx, "2026-11-25", "boggle", "9"); err != nil || ok {
		t.Errorf("nobody's play: %+v, %v, %v", p, ok, err)
	}
	if v, err := s.DailySeed(ctx, 8); err != nil || v != 42 {
		t.Errorf("seed after a restart: %d, %v", v, err)
	}
}

// TestDailyInCommit: a Change's daily play is saved in the same
// transaction as its posts: both after a restart, and neither when the
// transaction fails (a session saved with a stale version).
// On PostgreSQL through TestPostgresSharedTests.
func TestDailyInCommit(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	s := openPath(t, path)
	at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	ann := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "1", Name: "Ann", Guild: "g1", Channel: "c1", Start: at, Deadline: at.Add(3 * time.Minute), Max: 50}
	if _, _, err := s.StartDaily(ctx, ann); err != nil {
		t.Fatal(err)
	}
	ann.Words, ann.Score, ann.Finished = []string{"CAT"}, 1, true
	line := Post{ID: "daily/2026-11-25/boggle/1", Channel: "c1", Data: []byte(`{"Text":"line"}`)}
	queued, err := s.Commit(ctx, Change{Channel: "c1", Guild: "g1", Keep: true, Daily: &ann, Posts: []Post{line}})
	if err != nil || len(queued) != 1 {
		t.Fatalf("commit: %+v, %v", queued, err)
	}
	// The same line again (a retried finish) is not queued twice.
	if queued, err := s.Commit(ctx, Change{Channel: "c1", Guild: "g1", Keep: true, Daily: &ann, Posts: []Post{line}}); err != nil || len(queued) != 0 {
		t.Fatalf("again: %+v, %v", queued, err)
	}
	s.Close()
	s = openPath(t, path)
	defer s.Close()
	if got, ok, err := s.DailyPlay(ctx, "2026-11-25", "boggle", "1"); err != nil || !ok || !got.Finished || got.Score != 1 {
		t.Fatalf("play after the restart: %+v, %v, %v", got, ok, err)
	}
	if p, err := s.Pending(ctx); err != nil || len(p) != 1 || p[0].ID != line.ID {
		t.Fatalf("outbox after the restart: %+v, %v", p, err)
	}
	// A play saved unfinished after it finished (a form handled in another
	// channel meanwhile) does not undo it.
	late := ann
	late.Words, late.Score, late.Finished = []string{"CAT", "DOG"}, 2, false
	if err := s.SaveDaily(ctx, late); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := s.DailyPlay(ctx, "2026-11-25", "boggle", "1"); !got.Finished || got.Score != 1 {
		t.Errorf("a late unfinished save undid the finished play: %+v", got)
	}
	// A failing transaction (a stale session version) saves neither.
	bob := DailyPlay{Day: "2026-11-25", Game: "boggle", User: "2", Name: "Bob", Guild: "g1", Channel: "c2", Start: at, Deadline: at.Add(3 * time.Minute)}
	if _, _, err := s.StartDaily(ctx, bob); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Commit(ctx, Change{Channel: "c2", Guild: "g1", Data: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	bob.Score, bob.Finished = 3, true
	if _, err := s.Commit(ctx, Change{Channel: "c2", Guild: "g1", Data: []byte(`{"x":1}`), Delete: false, Daily: &bob,
		Posts: []Post{{ID: "daily/2026-11-25/boggle/2", Channel: "c2", Data: []byte(`{}`)}}, Result: &Result{}}); err == nil {
		t.Fatal("an invalid result was committed")
	}
	if got, _, _ := s.DailyPlay(ctx, "2026-11-25", "boggle", "2"); got.Finished {
		t.Errorf("Bob's play saved by a failed transaction: %+v", got)
	}
	if p, _ := s.Pending(ctx); len(p) != 1 {
		t.Errorf("outbox after a failed transaction: %+v", p)
	}
}
