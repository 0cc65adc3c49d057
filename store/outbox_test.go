package store

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

func TestCommit(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	res := &Result{ID: "r1", Guild: "g", Game: "boggle", Players: []PlayerResult{{User: "u1", Name: "A", Score: 3, Won: true}}}
	post := Post{ID: "r1/report", Channel: "c", Data: []byte("report")}
	queued, err := s.Commit(ctx, Change{Channel: "c", Kind: "", Data: []byte("after"), Result: res, Posts: []Post{post}})
	if err != nil || len(queued) != 1 || queued[0].ID != "r1/report" {
		t.Fatalf("Commit: %v, %v", queued, err)
	}
	if se, err := s.LoadSession(ctx, "c"); err != nil || string(se.Data) != "after" {
		t.Errorf("session: %+v, %v", se, err)
	}
	if lb, _ := s.Leaderboard(ctx, "g", "boggle", 0); len(lb) != 1 || lb[0].Wins != 1 || lb[0].Total != 3 {
		t.Errorf("leaderboard: %+v", lb)
	}
	// The same round ended again (a retry, an older wordbot's mark): the
	// result counts once and the report is not queued again.
	queued, err = s.Commit(ctx, Change{Channel: "c", Delete: true, Result: res, Posts: []Post{{ID: "r1/report-again", Channel: "c", Data: []byte("x")}}})
	if err != nil || len(queued) != 0 {
		t.Errorf("second Commit: %v, %v", queued, err)
	}
	if _, err := s.LoadSession(ctx, "c"); ErrorCode(err) != ENotFound {
		t.Errorf("deleted session: %v", err)
	}
	if lb, _ := s.Leaderboard(ctx, "g", "boggle", 0); len(lb) != 1 || lb[0].Played != 1 {
		t.Errorf("leaderboard after a repeat: %+v", lb)
	}
	// Posts without a result: queued once per id, kept in order.
	for i := 0; i < 3; i++ {
		id := fmt.Sprintf("m%d", i)
		if q, err := s.Commit(ctx, Change{Channel: "d", Data: []byte("s"), Posts: []Post{{ID: id, Channel: "d", Data: []byte(id)}}}); err != nil || len(q) != 1 {
			t.Fatalf("Commit %s: %v, %v", id, q, err)
		}
	}
	if q, _ := s.Commit(ctx, Change{Channel: "d", Data: []byte("s"), Posts: []Post{{ID: "m1", Channel: "d", Data: []byte("dup")}}}); len(q) != 0 {
		t.Errorf("a known post queued again: %v", q)
	}
	p, err := s.Pending(ctx)
	if err != nil || len(p) != 4 || p[0].ID != "r1/report" || p[1].ID != "m0" || p[3].ID != "m2" || string(p[2].Data) != "m1" {
		t.Fatalf("Pending: %+v, %v", p, err)
	}
	if err := s.MarkSent(ctx, "m1"); err != nil {
		t.Fatal(err)
	}
	s.MarkSent(ctx, "m1")
	s.MarkSent(ctx, "unknown")
	if p, _ := s.Pending(ctx); len(p) != 3 || p[1].ID != "m0" || p[2].ID != "m2" {
		t.Errorf("Pending after MarkSent: %+v", p)
	}
	// A sent post's id still refuses a repeat.
	if q, _ := s.Commit(ctx, Change{Channel: "d", Data: []byte("s"), Posts: []Post{{ID: "m1", Channel: "d", Data: []byte("dup")}}}); len(q) != 0 {
		t.Errorf("a sent post queued again: %v", q)
	}
	// Bad changes write nothing.
	for _, c := range []Change{{}, {Channel: "e", Posts: []Post{{Channel: "e"}}}, {Channel: "e", Result: &Result{ID: "x"}}} {
		if _, err := s.Commit(ctx, c); ErrorCode(err) != EInvalid {
			t.Errorf("Commit(%+v): %v", c, err)
		}
	}
	if _, err := s.LoadSession(ctx, "e"); ErrorCode(err) != ENotFound {
		t.Errorf("a refused change saved: %v", err)
	}
}

// TestCommitAtomic: a change that fails half way (a result that breaks a
// constraint after the session was written) leaves nothing behind.
func TestCommitAtomic(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	s.SaveSession(ctx, "c", "", []byte("before"))
	rawExec(t, s.Path(), "CREATE TRIGGER no_players BEFORE INSERT ON result_players BEGIN SELECT RAISE(FAIL, 'disk trouble'); END")
	res := &Result{ID: "r", Game: "boggle", Players: []PlayerResult{{User: "u"}}}
	if _, err := s.Commit(ctx, Change{Channel: "c", Delete: true, Result: res, Posts: []Post{{ID: "r/report", Channel: "c", Data: []byte("x")}}}); err == nil {
		t.Fatal("Commit succeeded")
	}
	if se, err := s.LoadSession(ctx, "c"); err != nil || string(se.Data) != "before" {
		t.Errorf("session after a failed change: %+v, %v", se, err)
	}
	if p, _ := s.Pending(ctx); len(p) != 0 {
		t.Errorf("outbox after a failed change: %+v", p)
	}
	if ok, _ := s.Reported(ctx, "r"); ok {
		t.Error("report marked by a failed change")
	}
	if lb, _ := s.Leaderboard(ctx, "", "boggle", 0); len(lb) != 0 {
		t.Errorf("result kept by a failed change: %+v", lb)
	}
}

// TestMigrateFromVersion1 opens a database written by the wordbot before
// the outbox (schema version 1), with a session, a result and a report
// marked: everything is kept and the new tables work.
func TestMigrateFromVersion1(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	rawExec(t, path, migrations[0],
		"PRAGMA user_version = 1", fmt.Sprintf("PRAGMA application_id = %d", applicationID),
		`INSERT INTO sessions VALUES ('c1', '', '{"game":1,"kind":"boggle"}', 1700000000000)`,
		`INSERT INTO results VALUES ('r0', 'g', 'boggle', 1700000000000)`,
		`INSERT INTO result_players VALUES ('r0', 'u', 'U', 4, 1, 'CATS', 1)`,
		`INSERT INTO reported VALUES ('r0', 1700000000000)`)
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var v int
	s.w.QueryRow("PRAGMA user_version").Scan(&v)
	if v != len(migrations) {
		t.Errorf("version %d, want %d", v, len(migrations))
	}
	if se, err := s.LoadSession(ctx, "c1"); err != nil || string(se.Data) != `{"game":1,"kind":"boggle"}` {
		t.Errorf("old session: %+v, %v", se, err)
	}
	// The old mark still deduplicates the report.
	q, err := s.Commit(ctx, Change{Channel: "c1", Delete: true, Result: &Result{ID: "r0", Game: "boggle"}, Posts: []Post{{ID: "r0/report", Channel: "c1", Data: []byte("x")}}})
	if err != nil || len(q) != 0 {
		t.Errorf("a report an old wordbot marked is queued again: %v, %v", q, err)
	}
	if lb, _ := s.Leaderboard(ctx, "g", "boggle", 0); len(lb) != 1 || lb[0].Played != 1 {
		t.Errorf("leaderboard: %+v", lb)
	}
}

func TestAppends(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	s.SaveSession(ctx, "c", "", []byte("base"))
	for _, w := range []string{"a", "b", "c"} {
		if _, err := s.Commit(ctx, Change{Channel: "c", Keep: true, Appends: [][]byte{[]byte(w)}}); err != nil {
			t.Fatal(err)
		}
	}
	s.SaveSession(ctx, "other", "", []byte("o"))
	s.Commit(ctx, Change{Channel: "other", Keep: true, Appends: [][]byte{[]byte("x")}})
	if a, err := s.Appends(ctx, "c"); err != nil || fmt.Sprintf("%s", a) != "[a b c]" {
		t.Errorf("Appends: %s, %v", a, err)
	}
	if se, _ := s.LoadSession(ctx, "c"); string(se.Data) != "base" {
		t.Errorf("Keep rewrote the session: %s", se.Data)
	}
	// A full save holds everything: the records go.
	s.Commit(ctx, Change{Channel: "c", Data: []byte("full"), Appends: [][]byte{[]byte("d")}})
	if a, _ := s.Appends(ctx, "c"); fmt.Sprintf("%s", a) != "[d]" {
		t.Errorf("after a full save: %s", a)
	}
	s.DeleteSession(ctx, "c")
	if a, _ := s.Appends(ctx, "c"); len(a) != 0 {
		t.Errorf("after a delete: %s", a)
	}
	// The sweep deletes the rows no session needs: all but d's... and d
	// went with its session; x stays.
	tx, _ := s.w.BeginTx(ctx, nil)
	if next, err := sweep(ctx, tx, 0); err != nil || next != 0 {
		t.Fatalf("a sweep of the newest rows goes back to the first: %d, %v", next, err)
	}
	tx.Commit()
	var n int
	s.r.QueryRow("SELECT count(*) FROM appends").Scan(&n)
	if n != 1 {
		t.Errorf("%d rows after the sweep, want 1 (x)", n)
	}
	if a, _ := s.Appends(ctx, "other"); fmt.Sprintf("%s", a) != "[x]" {
		t.Errorf("another channel's records: %s", a)
	}
}

// TestGroupCommit commits from many goroutines at once, one change failing:
// the others are all stored, the failing one is not, and each caller gets
// its own answer.
func TestGroupCommit(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	if s.pg {
		// PostgreSQL: a failing statement aborts the group's first,
		// savepoint-less try; the batch is written again with savepoints.
		if _, err := s.w.ExecContext(ctx, `CREATE FUNCTION bad() RETURNS trigger LANGUAGE plpgsql AS
			$$ BEGIN IF new.channel = 'bad' THEN RAISE EXCEPTION 'no'; END IF; RETURN new; END $$;
			CREATE TRIGGER bad BEFORE INSERT ON appends FOR EACH ROW EXECUTE FUNCTION bad()`); err != nil {
			t.Fatal(err)
		}
	} else {
		rawExec(t, s.Path(), "CREATE TRIGGER bad BEFORE INSERT ON appends WHEN new.channel = 'bad' BEGIN SELECT RAISE(FAIL, 'no'); END")
	}
	const n = 64
	errs := make(chan error, n)
	for i := 0; i < n; i++ {
		go func() {
			ch := fmt.Sprintf("c%d", i)
			if i == 7 {
				ch = "bad"
			}
			_, err := s.Commit(ctx, Change{Channel: ch, Data: []byte("s"), Appends: [][]byte{[]byte(ch)}})
			if (err != nil) != (ch == "bad") {
				err = fmt.Errorf("%s: %v", ch, err)
			} else {
				err = nil
			}
			errs <- err
		}()
	}
	for i := 0; i < n; i++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	for i := 0; i < n; i++ {
		ch := fmt.Sprintf("c%d", i)
		a, _ := s.Appends(ctx, ch)
		if want := 1; i == 7 {
			if len(a) != 0 {
				t.Errorf("c7 stored")
			}
		} else if len(a) != want || string(a[0]) != ch {
			t.Errorf("%s: %s", ch, a)
		}
	}
	if a, _ := s.Appends(ctx, "bad"); len(a) != 0 {
		t.Errorf("the failed change was stored: %s", a)
	}
}

// TestAppendsAfterSweep: rows appended after the last rows were swept are
// seen (a seq is never reused below a session's folded mark).
func TestAppendsAfterSweep(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	s.Commit(ctx, Change{Channel: "a", Data: []byte("a"), Appends: [][]byte{[]byte("a1"), []byte("a2")}})
	s.SaveSession(ctx, "a", "", []byte("a full")) // folds a1 a2
	tx, _ := s.w.BeginTx(ctx, nil)
	sweep(ctx, tx, 0)
	tx.Commit()
	s.Commit(ctx, Change{Channel: "a", Keep: true, Appends: [][]byte{[]byte("a3")}})
	if a, _ := s.Appends(ctx, "a"); fmt.Sprintf("%s", a) != "[a3]" {
		t.Errorf("after a sweep: %s", a)
	}
}

// TestDropPost: a post dropped for good leaves Pending (also a claim on
// PostgreSQL) and is kept with its reason; marking it sent, or dropping
// it again, changes nothing; a store copy leaves it out.
func TestDropPost(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	for _, id := range []string{"a1", "b1", "a2"} {
		if q, err := s.Commit(ctx, Change{Channel: id[:1], Guild: "g", Data: []byte("s"), Posts: []Post{{ID: id, Channel: id[:1], Data: []byte("post " + id)}}}); err != nil || len(q) != 1 {
			t.Fatalf("Commit %s: %v, %v", id, q, err)
		}
	}
	long := "missing_access: HTTP 403 Forbidden " + strings.Repeat("é", 300)
	if err := s.DropPost(ctx, "a1", long); err != nil {
		t.Fatal(err)
	}
	if err := s.DropPost(ctx, "a1", "again"); err != nil {
		t.Fatal(err)
	}
	if err := s.DropPost(ctx, "unknown", "x"); err != nil {
		t.Fatal(err)
	}
	s.MarkSent(ctx, "a1")
	p, err := s.Pending(ctx)
	if err != nil || len(p) != 2 || p[0].ID != "b1" || p[1].ID != "a2" {
		t.Fatalf("Pending: %+v, %v", p, err)
	}
	if p, _ := s.PendingFor(ctx, func(string) bool { return true }); len(p) != 2 {
		t.Errorf("PendingFor: %+v", p)
	}
	d, err := s.DroppedPosts(ctx)
	if err != nil || len(d) != 1 {
		t.Fatalf("DroppedPosts: %+v, %v", d, err)
	}
	if d[0].ID != "a1" || d[0].Channel != "a" || d[0].Guild != "g" || string(d[0].Data) != "post a1" ||
		!strings.HasPrefix(d[0].Reason, "missing_access: HTTP 403 Forbidden éé") || len(d[0].Reason) > 500 || !utf8.ValidString(d[0].Reason) ||
		time.Since(d[0].Dropped) > time.Minute {
		t.Errorf("dropped: %+v (reason %d bytes)", d[0], len(d[0].Reason))
	}
	// A sent post cannot be dropped.
	s.MarkSent(ctx, "b1")
	s.DropPost(ctx, "b1", "late")
	if d, _ := s.DroppedPosts(ctx); len(d) != 1 {
		t.Errorf("a sent post dropped: %+v", d)
	}
	if !pgMode.on {
		to := open(t)
		c, err := Copy(ctx, s, to, false)
		if err != nil || c.Pending != 1 {
			t.Fatalf("Copy: %+v, %v", c, err)
		}
		if p, _ := to.Pending(ctx); len(p) != 1 || p[0].ID != "a2" {
			t.Errorf("copied outbox: %+v", p)
		}
	}
}
