package store

import (
	"context"
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/wordbot/wordbot/store/pgtest"
)

// TestPostgresConcurrentOpen: processes starting at once on an empty
// database migrate it once (under the advisory lock) and all open it.
func TestPostgresConcurrentOpen(t *testing.T) {
	u := pgtest.DB(t)
	ctx := context.Background()
	const n = 4
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			s, err := OpenPostgres(ctx, u)
			if err == nil {
				err = s.SaveSession(ctx, fmt.Sprint("c", i), "k", []byte("x"))
				s.Close()
			}
			errs[i] = err
		}(i)
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("opener %d: %v", i, err)
		}
	}
	s := openPG(t, u)
	var v, rows int
	if err := s.r.QueryRowContext(ctx, "SELECT version, (SELECT count(*) FROM wordbot_schema) FROM wordbot_schema").Scan(&v, &rows); err != nil || v != len(pgMigrations) || rows != 1 {
		t.Errorf("schema version %d in %d rows (%v), want %d in 1", v, rows, err, len(pgMigrations))
	}
	if all, _ := s.Sessions(ctx, nil); len(all) != n {
		t.Errorf("%d sessions, want %d", len(all), n)
	}
}

// TestPostgresRefuses: a database with another program's tables, or
// wordbot's schema from a newer version, is refused and left as it is.
func TestPostgresRefuses(t *testing.T) {
	ctx := context.Background()
	exec := func(u, q string) {
		c, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	foreign := pgtest.DB(t)
	exec(foreign, "CREATE TABLE notes (body text)")
	if _, err := OpenPostgres(ctx, foreign); ErrorCode(err) != EForeign || !strings.Contains(err.Error(), "notes") {
		t.Errorf("foreign database: %v", err)
	}
	newer := pgtest.DB(t)
	openPG(t, newer).Close()
	exec(newer, fmt.Sprintf("UPDATE wordbot_schema SET version = %d", len(pgMigrations)+1))
	if _, err := OpenPostgres(ctx, newer); ErrorCode(err) != ETooNew {
		t.Errorf("newer schema: %v", err)
	}
	if _, err := OpenPostgres(ctx, "postgres://u:secret@[bad"); ErrorCode(err) != EInvalid || strings.Contains(err.Error(), "secret") {
		t.Errorf("bad URL: %v (must not show the password)", err)
	}
}

// TestPostgresOutboxClaims: a post belongs to the process that queued it
// while that process runs; another process gets it only once the first
// has gone, and of two processes asking at once each post goes to one.
func TestPostgresOutboxClaims(t *testing.T) {
	ctx := context.Background()
	u := pgtest.DB(t)
	a, b := openPG(t, u), openPG(t, u)
	if _, err := a.Commit(ctx, Change{Channel: "c", Guild: "g", Data: []byte("s"), Posts: []Post{{ID: "p1", Channel: "c", Data: []byte("r")}}}); err != nil {
		t.Fatal(err)
	}
	if p, err := b.Pending(ctx); err != nil || len(p) != 0 {
		t.Errorf("b got a running process's post: %+v %v", p, err)
	}
	if p, err := a.Pending(ctx); err != nil || len(p) != 1 || p[0].ID != "p1" || p[0].Guild != "g" {
		t.Errorf("a's own post: %+v %v", p, err)
	}
	a.Close() // a dies: its process lock is free once the server has ended a's backend
	var p []Post
	var err error
	for end := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if p, err = b.Pending(ctx); err != nil || len(p) != 0 || time.Now().After(end) {
			break
		}
	}
	if err != nil || len(p) != 1 || p[0].ID != "p1" {
		t.Fatalf("after a died, b: %+v %v", p, err)
	}
	c := openPG(t, u)
	if p, _ := c.Pending(ctx); len(p) != 0 {
		t.Errorf("c got b's post: %+v", p)
	}
	if p, _ := c.PendingFor(ctx, func(g string) bool { return g == "other" }); len(p) != 0 {
		t.Errorf("filtered: %+v", p)
	}

	// Many unclaimed posts (as store copy leaves them), two processes
	// asking at the same time: each post goes to exactly one.
	var ids []string
	for i := 0; i < 200; i++ {
		ids = append(ids, fmt.Sprintf("q%03d", i))
	}
	if _, err := b.w.ExecContext(ctx, `INSERT INTO outbox (id, seq, channel, data, created)
		SELECT id, 1000 + ord, 'c', '\x00'::bytea, 0 FROM unnest(?::text[]) WITH ORDINALITY AS x(id, ord)`, ids); err != nil {
		t.Fatal(err)
	}
	d := openPG(t, u)
	var wg sync.WaitGroup
	got := make([][]Post, 2)
	for i, s := range []*Store{c, d} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got[i], _ = s.Pending(ctx)
		}()
	}
	wg.Wait()
	seen := map[string]int{}
	for _, ps := range got {
		for _, p := range ps {
			seen[p.ID]++
		}
	}
	var dup []string
	for id, n := range seen {
		if n > 1 {
			dup = append(dup, id)
		}
	}
	sort.Strings(dup)
	if len(dup) > 0 || len(seen) != 200 {
		t.Errorf("claimed %d of 200 posts (%d and %d), given twice: %v", len(seen), len(got[0]), len(got[1]), dup)
	}
}

// TestPostgresAdvisoryLock: the hook for shard ownership. A held lock is
// refused to another process until released, or until its holder's
// connection ends.
func TestPostgresAdvisoryLock(t *testing.T) {
	ctx := context.Background()
	u := pgtest.DB(t)
	a, b := openPG(t, u), openPG(t, u)
	la, err := a.LockAdvisory(ctx, 42, false)
	if err != nil || la == nil {
		t.Fatalf("a: %v %v", la, err)
	}
	if lb, err := b.LockAdvisory(ctx, 42, false); err != nil || lb != nil {
		t.Fatalf("b took a held lock: %v %v", lb, err)
	}
	if err := la.Alive(ctx); err != nil {
		t.Error(err)
	}
	if err := la.Release(ctx); err != nil {
		t.Fatal(err)
	}
	lb, err := b.LockAdvisory(ctx, 42, false)
	if err != nil || lb == nil {
		t.Fatalf("b after release: %v %v", lb, err)
	}
	// b's connection is ended from outside (its process died): a waits
	// and gets it.
	done := make(chan *AdvisoryLock)
	go func() {
		l, _ := a.LockAdvisory(ctx, 42, true)
		done <- l
	}()
	var pid int
	lb.conn.QueryRow(ctx, "SELECT pg_backend_pid()").Scan(&pid)
	if _, err := a.r.ExecContext(ctx, "SELECT pg_terminate_backend(?)", pid); err != nil {
		t.Fatal(err)
	}
	if l := <-done; l == nil {
		t.Error("a did not get the lock of a dead holder")
	} else {
		l.Release(ctx)
	}
	if err := lb.Alive(ctx); err == nil {
		t.Error("a lock whose connection ended says it is alive")
	}
	sqlite := open(t)
	if _, err := sqlite.LockAdvisory(ctx, 1, false); ErrorCode(err) != EInvalid {
		t.Errorf("SQLite: %v", err)
	}
}

// TestPostgresHealthy: /healthz's check says a database that cannot take
// writes (set read-only, as a standby is) is not healthy; Check reads
// every table; Backup is pg_dump's job.
func TestPostgresHealthy(t *testing.T) {
	ctx := context.Background()
	u := pgtest.DB(t)
	s := openPG(t, u)
	if err := s.Healthy(ctx); err != nil {
		t.Fatalf("Healthy: %v", err)
	}
	if err := s.Check(ctx); err != nil {
		t.Errorf("Check: %v", err)
	}
	if err := s.Backup(ctx, filepath.Join(t.TempDir(), "b")); ErrorCode(err) != EInvalid || !strings.Contains(err.Error(), "pg_dump") {
		t.Errorf("Backup: %v", err)
	}
	var db string
	s.r.QueryRowContext(ctx, "SELECT current_database()").Scan(&db)
	if _, err := s.r.ExecContext(ctx, "ALTER DATABASE "+pgx.Identifier{db}.Sanitize()+" SET default_transaction_read_only = on"); err != nil {
		t.Fatal(err)
	}
	// New connections read the setting.
	s.w.SetMaxIdleConns(0)
	s.w.SetMaxIdleConns(1)
	if err := s.Healthy(ctx); err == nil || !strings.Contains(err.Error(), "read-only") {
		t.Errorf("Healthy on a read-only database: %v", err)
	}
	if err := s.SaveSession(ctx, "c", "", []byte("x")); err == nil {
		t.Error("a save on a read-only database succeeded")
	}
}
