package store

import (
	"github.com/wordbot/wordbot/store/pgtest"

	"bytes"
	"context"
	"database/sql"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// open opens a new store in a temporary folder and closes it after the test.
func open(t testing.TB) *Store {
	t.Helper()
	if pgMode.on {
		return openPG(t, pgtest.DB(t))
	}
	s, err := Open(filepath.Join(t.TempDir(), "sub", FileName))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// rawExec runs statements on the file at path with a plain connection.
func rawExec(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// listDir returns the names in dir.
func listDir(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

func TestOpenCreatesSchema(t *testing.T) {
	s := open(t)
	if _, err := os.Stat(s.Path()); err != nil {
		t.Fatal(err)
	}
	var app, ver int
	var mode string
	s.r.QueryRow("PRAGMA application_id").Scan(&app)
	s.r.QueryRow("PRAGMA user_version").Scan(&ver)
	s.r.QueryRow("PRAGMA journal_mode").Scan(&mode)
	if app != applicationID || ver != len(migrations) || mode != "wal" {
		t.Errorf("application_id %#x, user_version %d, journal_mode %s; want %#x, %d, wal", app, ver, mode, applicationID, len(migrations))
	}
	// Opening again applies nothing and keeps the data.
	if err := s.SaveSession(context.Background(), "c", "k", []byte("x")); err != nil {
		t.Fatal(err)
	}
	path := s.Path()
	s.Close()
	s2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	if se, err := s2.LoadSession(context.Background(), "c"); err != nil || string(se.Data) != "x" {
		t.Errorf("after reopening: %+v, %v", se, err)
	}
}

func TestOpenAcceptsEmptyFiles(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.db")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	noTables := filepath.Join(dir, "notables.db")
	rawExec(t, noTables, "PRAGMA page_size = 4096", "VACUUM")
	for _, p := range []string{empty, noTables} {
		s, err := Open(p)
		if err != nil {
			t.Fatalf("%s: %v", filepath.Base(p), err)
		}
		if err := s.SaveSession(context.Background(), "c", "k", nil); err != nil {
			t.Error(err)
		}
		s.Close()
	}
}

// TestOpenRefuses checks that Open on a file that is not ours returns a clear
// error and leaves the file, and its folder, exactly as they were.
func TestOpenRefuses(t *testing.T) {
	tests := []struct {
		name, code, msg string
		make            func(t *testing.T, path string)
	}{
		{"text", ECorrupt, "not a SQLite database", func(t *testing.T, path string) {
			os.WriteFile(path, []byte("these are my notes, not a database\n"), 0o600)
		}},
		{"random bytes", ECorrupt, "not a SQLite database", func(t *testing.T, path string) {
			b := make([]byte, 8192)
			for i := range b {
				b[i] = byte(i*7 + i/13)
			}
			os.WriteFile(path, b, 0o600)
		}},
		{"damaged SQLite", ECorrupt, "", func(t *testing.T, path string) {
			rawExec(t, path, "CREATE TABLE t (x)", "INSERT INTO t VALUES (1)")
			b, _ := os.ReadFile(path)
			for i := 100; i < len(b); i++ {
				b[i] = 0xA5
			}
			os.WriteFile(path, b, 0o600)
		}},
		{"foreign", EForeign, "another program", func(t *testing.T, path string) {
			rawExec(t, path, "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)",
				"INSERT INTO users (name) VALUES ('ada')")
		}},
		{"foreign WAL", EForeign, "another program", func(t *testing.T, path string) {
			rawExec(t, path, "PRAGMA journal_mode = WAL", "CREATE TABLE events (x)", "INSERT INTO events VALUES (1)")
		}},
		{"foreign application id", EForeign, "another program", func(t *testing.T, path string) {
			rawExec(t, path, "PRAGMA application_id = 1234")
		}},
		{"foreign with our table names", EForeign, "another program", func(t *testing.T, path string) {
			rawExec(t, path, migrations[0])
		}},
		{"newer", ETooNew, "newer", func(t *testing.T, path string) {
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			s.SaveSession(context.Background(), "c", "k", []byte("keep me"))
			s.Close()
			rawExec(t, path, "PRAGMA user_version = 99")
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, FileName)
			tt.make(t, path)
			before, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			files := listDir(t, dir)

			s, err := Open(path)
			if err == nil {
				s.Close()
				t.Fatal("Open succeeded")
			}
			t.Log(err)
			if got := ErrorCode(err); got != tt.code {
				t.Errorf("code %q, want %q (%v)", got, tt.code, err)
			}
			if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("error %q does not name the file or say %q", err, tt.msg)
			}
			after, _ := os.ReadFile(path)
			if !bytes.Equal(before, after) {
				t.Error("the file changed")
			}
			if got := listDir(t, dir); !slices.Equal(got, files) {
				t.Errorf("folder holds %v, had %v", got, files)
			}
		})
	}
}

// TestReopenWithoutClose opens a second handle while the first is still open
// and never closed: what a restarted bot sees after an abrupt stop.
func TestReopenWithoutClose(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), FileName)
	s1, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s1.Close() }) // only after the checks
	for _, ch := range []string{"a", "b", "c"} {
		if err := s1.SaveSession(ctx, ch, "boggle", []byte("state of "+ch)); err != nil {
			t.Fatal(err)
		}
	}
	if err := s1.DeleteSession(ctx, "b"); err != nil {
		t.Fatal(err)
	}
	if err := s1.RecordResult(ctx, Result{ID: "r1", Guild: "g", Game: "boggle",
		Players: []PlayerResult{{User: "u", Name: "U", Score: 5, Won: true}}}); err != nil {
		t.Fatal(err)
	}
	if _, err := s1.MarkReported(ctx, "r1"); err != nil {
		t.Fatal(err)
	}

	s2, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	all, err := s2.Sessions(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) != 2 || all[0].Channel != "a" || string(all[1].Data) != "state of c" || all[1].Kind != "boggle" {
		t.Errorf("sessions %+v", all)
	}
	if first, _ := s2.MarkReported(ctx, "r1"); first {
		t.Error("the report mark was lost")
	}
	if lb, _ := s2.Leaderboard(ctx, "g", "boggle", 0); len(lb) != 1 || lb[0].Wins != 1 {
		t.Errorf("leaderboard %+v", lb)
	}
}

// TestCrash kills a process right after its writes return, without Close,
// and reads them back.
func TestCrash(t *testing.T) {
	if path := os.Getenv("WORDBOT_STORE_CRASH"); path != "" {
		s, err := Open(path)
		if err != nil {
			os.Exit(2)
		}
		ctx := context.Background()
		s.SaveSession(ctx, "chan", "ruzzle", []byte{0, 1, 2, 255})
		s.RecordResult(ctx, Result{ID: "x", Game: "ruzzle", Players: []PlayerResult{{User: "u", Score: 3}}})
		syscall.Kill(os.Getpid(), syscall.SIGKILL)
		select {}
	}
	if path := os.Getenv("WORDBOT_STORE_CRASH_FOREIGN"); path != "" {
		db, _ := sql.Open("sqlite", path)
		db.SetMaxOpenConns(1)
		db.Exec("PRAGMA journal_mode = WAL")
		db.Exec("CREATE TABLE notes (x)")
		db.Exec("INSERT INTO notes VALUES ('precious')")
		syscall.Kill(os.Getpid(), syscall.SIGKILL)
		select {}
	}
	if testing.Short() {
		t.Skip("starts a process")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, FileName)
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrash$")
	cmd.Env = append(os.Environ(), "WORDBOT_STORE_CRASH="+path)
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
		t.Fatalf("helper: %v", err)
	}
	if fi, err := os.Stat(path + "-wal"); err != nil || fi.Size() == 0 {
		t.Fatalf("no write-ahead log left behind: %v", err)
	}
	s := openPath(t, path)
	se, err := s.LoadSession(context.Background(), "chan")
	if err != nil || se.Kind != "ruzzle" || !bytes.Equal(se.Data, []byte{0, 1, 2, 255}) {
		t.Errorf("after the crash: %+v, %v", se, err)
	}
	if lb, _ := s.Leaderboard(context.Background(), "", "ruzzle", 0); len(lb) != 1 || lb[0].Total != 3 {
		t.Errorf("leaderboard %+v", lb)
	}
}

func openPath(t *testing.T, path string) *Store {
	t.Helper()
	if pgMode.on {
		// The same path names the same database.
		u, ok := pgMode.dbs[path]
		if !ok {
			u = pgtest.DB(t)
			pgMode.dbs[path] = u
		}
		return openPG(t, u)
	}
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestCrashedForeign refuses another program's database that was left with
// a write-ahead log, and changes neither file.
func TestCrashedForeign(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	path := filepath.Join(t.TempDir(), FileName)
	cmd := exec.Command(os.Args[0], "-test.run=^TestCrash$")
	cmd.Env = append(os.Environ(), "WORDBOT_STORE_CRASH_FOREIGN="+path)
	cmd.Run()
	db, _ := os.ReadFile(path)
	wal, err := os.ReadFile(path + "-wal")
	if err != nil || len(wal) == 0 {
		t.Fatalf("no write-ahead log left behind: %v", err)
	}
	s, err := Open(path)
	if err == nil {
		s.Close()
	}
	if ErrorCode(err) != EForeign {
		t.Errorf("Open: %v", err)
	}
	db2, _ := os.ReadFile(path)
	wal2, _ := os.ReadFile(path + "-wal")
	if !bytes.Equal(db, db2) || !bytes.Equal(wal, wal2) {
		t.Error("the database or its log changed")
	}
}

func TestBackup(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	s.SaveSession(ctx, "c", "boggle", []byte("state"))
	dst := filepath.Join(t.TempDir(), "backup.db")
	if err := s.Backup(ctx, dst); err != nil {
		t.Fatal(err)
	}
	if err := s.Backup(ctx, dst); ErrorCode(err) != EInvalid {
		t.Errorf("backup over an existing file: %v", err)
	}
	b := openPath(t, dst)
	if se, err := b.LoadSession(ctx, "c"); err != nil || string(se.Data) != "state" {
		t.Errorf("backup holds %+v, %v", se, err)
	}
}

func TestOpenOddPaths(t *testing.T) {
	for _, name := range []string{"with space.db", "hash#and?question.db", "per%20cent.db", "è.db"} {
		path := filepath.Join(t.TempDir(), "dir ?#", name)
		s, err := Open(path)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		s.SaveSession(context.Background(), "c", "k", []byte("x"))
		s.Close()
		if _, err := os.Stat(path); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestOpenReadOnlyFolder opens a database whose folder cannot be created:
// its parent is a file, which nobody (root included) can write into.
func TestOpenReadOnlyFolder(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err := Open(filepath.Join(file, "data", FileName))
	if err == nil || !strings.Contains(err.Error(), "a file stands where a folder of its path should be") {
		t.Errorf("Open under a file: %v", err)
	}
	_, err = Open(filepath.Join(file, FileName))
	if err == nil || !strings.Contains(err.Error(), "a file stands where a folder of its path should be") {
		t.Errorf("Open with a file as its folder: %v", err)
	}
}

// TestOpenReadOnlyFile opens a database this user may read but not write
// (the file, or its -wal or -shm left by another user): Open refuses it
// rather than run with every save failing. Root writes any file, so the
// test runs as another user only.
func TestOpenReadOnlyFile(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root may write a file of mode 0444")
	}
	for _, name := range []string{"", "-wal", "-shm"} {
		path := filepath.Join(t.TempDir(), FileName)
		s, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.SaveSession(context.Background(), "c", "k", []byte("x")); err != nil {
			t.Fatal(err)
		}
		s.Close()
		if name != "" {
			if err := os.WriteFile(path+name, nil, 0o444); err != nil {
				t.Fatal(err)
			}
		}
		if err := os.Chmod(path+name, 0o444); err != nil {
			t.Fatal(err)
		}
		_, err = Open(path)
		want := "store: cannot open " + path + name + " for writing: check that it and its folder are writable by this user"
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s read-only: Open gave %v, want %q", FileName+name, err, want)
		}
		// The lock is released: once writable, the file opens.
		os.Chmod(path+name, 0o644)
		if s, err := Open(path); err != nil {
			t.Errorf("%s writable again: %v", FileName+name, err)
		} else {
			s.Close()
		}
	}
}

// pgMode, while on, makes open and openPath open PostgreSQL databases: the
// shared tests run on it (TestPostgresSharedTests).
var pgMode struct {
	on  bool
	dbs map[string]string // openPath's path -> database URL
}

func openPG(t testing.TB, u string) *Store {
	t.Helper()
	s, err := OpenPostgres(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// TestPostgresSharedTests runs the store's tests that do not depend on
// SQLite's file on PostgreSQL (each also runs on SQLite under its own
// name).
func TestPostgresSharedTests(t *testing.T) {
	pgtest.DB(t) // skips (or fails) here without PostgreSQL
	for _, tc := range []struct {
		name string
		f    func(*testing.T)
	}{
		{"Sessions", TestSessions},
		{"Channels", TestChannels},
		{"Concurrent", TestConcurrent},
		{"Commit", TestCommit},
		{"DropPost", TestDropPost},
		{"Appends", TestAppends},
		{"AppendsAfterSweep", TestAppendsAfterSweep},
		{"GroupCommit", TestGroupCommit},
		{"RecordResultInvalid", TestRecordResultInvalid},
		{"MarkReported", TestMarkReported},
		{"Leaderboard", TestLeaderboard},
		{"Ratings", TestRatings},
		{"GuildSettings", TestGuildSettings},
		{"Daily", TestDaily},
		{"DailyInCommit", TestDailyInCommit},
		{"LeaderboardLeavesComputersOut", TestLeaderboardLeavesComputersOut},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pgMode.on, pgMode.dbs = true, map[string]string{}
			defer func() { pgMode.on = false }()
			tc.f(t)
		})
	}
}

// TestHealthyCommitsAWrite: on SQLite, Healthy commits a write of one row
// (counters' health_probe, the time of the check), which needs free space
// as a guess does; a transaction begun and rolled back needs none and said
// healthy on a full disk (TestDiskFull in cmd/wordbot fills one).
func TestHealthyCommitsAWrite(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	before := time.Now().UnixMilli()
	for range 2 {
		if err := s.Healthy(ctx); err != nil {
			t.Fatal(err)
		}
	}
	var n int
	var at int64
	if err := s.r.QueryRowContext(ctx, "SELECT count(*), max(value) FROM counters WHERE name = 'health_probe'").Scan(&n, &at); err != nil {
		t.Fatal(err)
	}
	if n != 1 || at < before || at > time.Now().UnixMilli() {
		t.Errorf("health_probe: %d rows, value %d (checked from %d)", n, at, before)
	}
}
