package store

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/wordbot/wordbot/store/pgtest"
)

// backend is one kind of database the shared tests run against: open
// returns a function that opens the same fresh database again (as
// another process would) each time it is called.
type backend struct {
	name string
	open func(t *testing.T) func() Backend
}

var backends = []backend{
	{"sqlite", func(t *testing.T) func() Backend {
		p := filepath.Join(t.TempDir(), "sub", FileName)
		return func() Backend {
			s, err := Open(p)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
	}},
	{"postgres", func(t *testing.T) func() Backend {
		u := pgtest.DB(t)
		return func() Backend {
			s, err := OpenPostgres(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
			return s
		}
	}},
}

// eachBackend runs f once per backend, with a function opening the test's
// database (again).
func eachBackend(t *testing.T, f func(t *testing.T, open func() Backend)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { f(t, b.open(t)) })
	}
}

// TestPostgresStaleSession (and on SQLite): a process whose session was
// saved by another process since it loaded it can neither save, append to,
// delete nor end it (no result, no post): each fails with ErrStale and the
// newer state stays; once it loads the session again it may save.
func TestPostgresStaleSession(t *testing.T) {
	eachBackend(t, func(t *testing.T, open func() Backend) {
		ctx := context.Background()
		a, b := open(), open()
		if err := a.SaveSession(ctx, "c", "boggle", []byte("a1")); err != nil {
			t.Fatal(err)
		}
		se, err := b.LoadSession(ctx, "c")
		if err != nil || se.Version != 1 || string(se.Data) != "a1" {
			t.Fatalf("load by b: %+v %v", se, err)
		}
		if _, err := b.Commit(ctx, Change{Channel: "c", Guild: "g1", Data: []byte("b2")}); err != nil {
			t.Fatal(err)
		}
		stale := []struct {
			what string
			c    Change
		}{
			{"save", Change{Channel: "c", Data: []byte("a2")}},
			{"append", Change{Channel: "c", Keep: true, Appends: [][]byte{[]byte("guess")}}},
			{"delete", Change{Channel: "c", Delete: true}},
			{"end", Change{Channel: "c", Delete: true, Result: &Result{ID: "r1", Game: "boggle", Players: []PlayerResult{{User: "u", Score: 3}}},
				Posts: []Post{{ID: "p1", Channel: "c", Data: []byte("report")}}}},
		}
		for _, s := range stale {
			q, err := a.Commit(ctx, s.c)
			if !IsStale(err) || ErrorCode(err) != EStale || len(q) != 0 {
				t.Errorf("%s by the process that lost the session: %v, %v; want ErrStale", s.what, q, err)
			}
		}
		if err := a.SaveSession(ctx, "c", "boggle", []byte("a3")); !IsStale(err) {
			t.Errorf("SaveSession: %v, want ErrStale", err)
		}
		if err := a.DeleteSession(ctx, "c"); !IsStale(err) {
			t.Errorf("DeleteSession: %v, want ErrStale", err)
		}
		se, err = b.LoadSession(ctx, "c")
		if err != nil || string(se.Data) != "b2" || se.Version != 2 || se.Guild != "g1" {
			t.Errorf("after the stale changes: %+v %v, want b2 version 2 in g1", se, err)
		}
		if apps, _ := b.Appends(ctx, "c"); len(apps) != 0 {
			t.Errorf("a stale append was stored: %q", apps)
		}
		if p, _ := b.Pending(ctx); len(p) != 0 {
			t.Errorf("a stale change queued posts: %+v", p)
		}
		if ok, _ := b.Reported(ctx, "r1"); ok {
			t.Error("a stale change marked its report")
		}
		if lb, _ := b.Leaderboard(ctx, "", "boggle", 0); len(lb) != 0 {
			t.Errorf("a stale change recorded its result: %+v", lb)
		}
		// Loaded again, the session is a's to change.
		if se, err := a.LoadSession(ctx, "c"); err != nil || se.Version != 2 {
			t.Fatalf("reload: %+v %v", se, err)
		}
		if _, err := a.Commit(ctx, Change{Channel: "c", Guild: "g1", Data: []byte("a4")}); err != nil {
			t.Fatalf("save after reload: %v", err)
		}
		if se, _ := b.LoadSession(ctx, "c"); string(se.Data) != "a4" || se.Version != 3 {
			t.Errorf("after a's save: %+v", se)
		}

		// A session a saw absent, created by b meanwhile.
		if _, err := a.LoadSession(ctx, "d"); ErrorCode(err) != ENotFound {
			t.Fatal(err)
		}
		if err := b.SaveSession(ctx, "d", "", []byte("b")); err != nil {
			t.Fatal(err)
		}
		if err := a.SaveSession(ctx, "d", "", []byte("a")); !IsStale(err) {
			t.Errorf("creating a session another process created: %v, want ErrStale", err)
		}
		if se, _ := b.LoadSession(ctx, "d"); string(se.Data) != "b" {
			t.Errorf("d = %q, want b", se.Data)
		}
	})
}
