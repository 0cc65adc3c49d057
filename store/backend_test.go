package store

import (
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
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

// TestPostgresGuessBatch (and on SQLite): guesses committed at the same
// time share one transaction (on PostgreSQL one statement): each is
// stored, in its channel's order, exactly when its session is still the
// process's; the guesses of a session another process saved meanwhile
// fail with ErrStale, store nothing, and fail no other guess.
func TestPostgresGuessBatch(t *testing.T) {
	eachBackend(t, func(t *testing.T, open func() Backend) {
		ctx := context.Background()
		a, b := open(), open()
		const channels, guesses = 40, 25
		ch := func(c int) string { return fmt.Sprintf("c%02d", c) }
		for c := 0; c < channels; c++ {
			if err := a.SaveSession(ctx, ch(c), "boggle", []byte("a")); err != nil {
				t.Fatal(err)
			}
		}
		// b takes two channels: a's guesses there are stale.
		lost := map[string]bool{ch(5): true, ch(31): true}
		for c := range lost {
			if _, err := b.LoadSession(ctx, c); err != nil {
				t.Fatal(err)
			}
			if err := b.SaveSession(ctx, c, "boggle", []byte("b")); err != nil {
				t.Fatal(err)
			}
		}
		// Each channel's guesses one after the other (as the bot commits
		// them), the channels at once.
		errs := make([][]error, channels)
		var wg sync.WaitGroup
		for c := 0; c < channels; c++ {
			errs[c] = make([]error, guesses)
			wg.Add(1)
			go func() {
				defer wg.Done()
				for g := 0; g < guesses; g++ {
					_, errs[c][g] = a.Commit(ctx, Change{Channel: ch(c), Keep: true, Appends: [][]byte{fmt.Appendf(nil, "%s-%d", ch(c), g)}})
				}
			}()
		}
		wg.Wait()
		for c := 0; c < channels; c++ {
			for g, err := range errs[c] {
				if lost[ch(c)] != IsStale(err) || (err != nil && !IsStale(err)) {
					t.Errorf("%s guess %d: %v (stale expected: %v)", ch(c), g, err, lost[ch(c)])
				}
			}
			apps, err := b.Appends(ctx, ch(c))
			if err != nil {
				t.Fatal(err)
			}
			var want []string
			if !lost[ch(c)] {
				for g := 0; g < guesses; g++ {
					want = append(want, fmt.Sprintf("%s-%d", ch(c), g))
				}
			}
			var got []string
			for _, r := range apps {
				got = append(got, string(r))
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s stored %q, want %q", ch(c), got, want)
			}
		}
	})
}

// TestGuessRunOrder: a batch holding several guesses of one channel among
// others' (and another process's save between them) writes each channel's
// guesses in the batch's order, and fails only the stale channel's.
func TestGuessRunOrder(t *testing.T) {
	for _, pg := range []bool{false, true} {
		t.Run(map[bool]string{false: "sqlite", true: "postgres"}[pg], func(t *testing.T) {
			ctx := context.Background()
			var s, other *Store
			if pg {
				u := pgtest.DB(t)
				s, other = openPG(t, u), openPG(t, u)
			} else {
				s = open(t)
			}
			for _, c := range []string{"x", "y", "z"} {
				if err := s.SaveSession(ctx, c, "boggle", []byte(c)); err != nil {
					t.Fatal(err)
				}
			}
			if pg {
				if _, err := other.LoadSession(ctx, "z"); err != nil {
					t.Fatal(err)
				}
				if err := other.SaveSession(ctx, "z", "boggle", []byte("other")); err != nil {
					t.Fatal(err)
				}
			}
			var batch []*groupReq
			for i, c := range []string{"x", "y", "x", "z", "x", "y", "x"} {
				batch = append(batch, &groupReq{ctx: ctx, done: make(chan struct{}),
					c: change{Change: Change{Channel: c, Keep: true, Appends: [][]byte{fmt.Appendf(nil, "%s%d", c, i)}}}})
			}
			s.commitGroup(batch)
			for _, r := range batch {
				if stale := pg && r.c.Channel == "z"; IsStale(r.err) != stale || (r.err != nil && !stale) {
					t.Errorf("%s: %v", r.c.Appends[0], r.err)
				}
			}
			for c, want := range map[string]string{"x": "x0 x2 x4 x6", "y": "y1 y5", "z": map[bool]string{false: "z3", true: ""}[pg]} {
				apps, err := s.Appends(ctx, c)
				if err != nil {
					t.Fatal(err)
				}
				var got []string
				for _, a := range apps {
					got = append(got, string(a))
				}
				if strings.Join(got, " ") != want {
					t.Errorf("%s: %q, want %q", c, got, want)
				}
			}
		})
	}
}
