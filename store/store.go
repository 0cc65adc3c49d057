// Package store keeps wordbot's state in one SQLite file: the running
// session of each channel, the results of finished rounds and games (from
// which leaderboards are computed), and which round reports were posted.
//
// The database is opened in WAL mode with synchronous=FULL, and every write
// is its own transaction, committed before the method returns: a reply that
// announces a change is only sent after the change is on disk. The schema is
// a versioned list of migrations applied in order, each inside a
// transaction; the version is kept in PRAGMA user_version and the file is
// marked as wordbot's with PRAGMA application_id.
//
// Open refuses, and leaves untouched, a file that is not a SQLite database, a
// SQLite database of another program, or a wordbot database from a newer
// version. One process owns a database: Open refuses a file another process
// has open (see lock.go). A Store is safe for concurrent use.
package store

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// FileName is the database's file name inside the data folder.
const FileName = "wordbot.db"

// DefaultPath is where the database lives when nothing else is configured.
var DefaultPath = filepath.Join("data", FileName)

// applicationID marks a SQLite file as wordbot's ("WBOT").
const applicationID = 0x57424F54

// sqliteHeader starts every SQLite 3 database file.
const sqliteHeader = "SQLite format 3\x00"

// Store is wordbot's SQLite database. Its methods are safe for concurrent
// use.
type Store struct {
	path string
	// w is the only connection that writes: writes queue in Go rather than
	// spinning on SQLite's busy handler. r serves reads in parallel (WAL
	// lets readers run beside the writer).
	w *sql.DB
	r *sql.DB
	// locked: s holds a share of the process's lock on the file.
	locked bool
	group  group // concurrent Commits share a transaction
	vers   versions
	// appendSt appends a guess on SQLite (appendSQLite), prepared at
	// Open on the writer's one connection.
	appendSt *sql.Stmt

	// pg: the database is PostgreSQL (postgres.go); path is then its URL
	// without a password. proc holds this process's advisory lock
	// (procKey), which marks its claims on the outbox.
	pg       bool
	cfg      *pgx.ConnConfig
	proc     *pgx.Conn
	procKey  int32
	procKeep *lockKeeper // checks proc (pglock.go)
	// alive ends (down) when procKeep's check fails: the commits'
	// context (writeCtx).
	alive context.Context
	down  context.CancelFunc
}

// Open opens the database at path, creating it and its folder when missing,
// and brings its schema up to date. It returns an *Error with code ECorrupt,
// EForeign or ETooNew, and writes nothing, when the file is not a SQLite
// database, belongs to another program, or was written by a newer wordbot.
func Open(path string) (*Store, error) {
	if path == "" {
		path = DefaultPath
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot resolve %s", path)
	}
	if err := inspect(abs); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(abs), 0o750); err != nil {
		return nil, errorf(EInternal, err, "store: cannot create the data folder for %s", path)
	}
	if err := acquire(abs); err != nil {
		return nil, err
	}
	if err := writable(abs); err != nil {
		release(abs)
		return nil, err
	}

	s := &Store{path: abs, locked: true}
	// Per-connection settings only: none of them writes to the file, so
	// the checks in migrate still run before anything is written.
	common := "_pragma=busy_timeout(1000)&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)"
	if s.w, err = sql.Open("sqlite", dsn(abs, common+"&_txlock=immediate")); err != nil {
		s.Close()
		return nil, errorf(EInternal, err, "store: cannot open %s", path)
	}
	s.w.SetMaxOpenConns(1)
	s.w.SetMaxIdleConns(1)
	s.w.SetConnMaxLifetime(0)
	s.w.SetConnMaxIdleTime(0)
	if s.r, err = sql.Open("sqlite", dsn(abs, common+"&_pragma=query_only(1)")); err != nil {
		s.Close()
		return nil, errorf(EInternal, err, "store: cannot open %s", path)
	}
	s.r.SetMaxOpenConns(4)
	s.r.SetMaxIdleConns(4)

	if err := s.migrate(context.Background()); err != nil {
		s.Close()
		return nil, err
	}
	if s.appendSt, err = s.w.Prepare(appendSQLite); err != nil {
		s.Close()
		return nil, classifyErr(abs, err)
	}
	return s, nil
}

// Path returns the absolute path of the database file.
func (s *Store) Path() string { return s.path }

// Location returns the path of the database file.
func (s *Store) Location() string { return s.path }

// Close closes the database. Committed writes are durable whether or not
// Close is called; Close folds the write-ahead log back into the file.
func (s *Store) Close() error {
	var errs []error
	if s.appendSt != nil {
		s.appendSt.Close()
		s.appendSt = nil
	}
	if s.r != nil {
		errs = append(errs, s.r.Close())
	}
	if s.w != nil {
		errs = append(errs, s.w.Close())
	}
	if s.locked {
		s.locked = false
		release(s.path)
	}
	if s.down != nil {
		s.down()
	}
	if s.procKeep != nil {
		errs = append(errs, s.procKeep.Close())
		s.procKeep, s.proc = nil, nil
	} else if s.proc != nil {
		errs = append(errs, s.proc.Close(context.Background()))
		s.proc = nil
	}
	return errors.Join(errs...)
}

// dsn returns a SQLite URI for the file at abs with query q.
func dsn(abs, q string) string {
	u := url.URL{Scheme: "file", Path: filepath.ToSlash(abs), RawQuery: q}
	return u.String()
}

// inspect checks an existing file before anything opens it for writing: it
// must be empty, or a SQLite database that is wordbot's (any older or the
// current schema) or has no tables yet. The file is opened read-only, and
// immutable when it has no write-ahead log, so that nothing is written.
func inspect(abs string) error {
	f, err := os.Open(abs)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if errors.Is(err, syscall.ENOTDIR) {
		return errorf(EInternal, err, "store: cannot open %s: a file stands where a folder of its path should be: check data_dir", abs)
	}
	if err != nil {
		return errorf(EInternal, err, "store: cannot read %s", abs)
	}
	head := make([]byte, 100)
	n, err := io.ReadFull(f, head)
	f.Close()
	switch {
	case n == 0 && (err == io.EOF):
		return nil // an empty file is a new database
	case err != nil && !errors.Is(err, io.ErrUnexpectedEOF):
		return errorf(EInternal, err, "store: cannot read %s", abs)
	case n < len(head) || !bytes.HasPrefix(head, []byte(sqliteHeader)):
		return errorf(ECorrupt, nil, "store: %s is not a SQLite database; wordbot will not touch it: move it away, or point data_dir elsewhere", abs)
	}

	// A file with a write-ahead log beside it (wordbot stopped abruptly)
	// is read through the log: on its own, the file may be half way
	// through a checkpoint and look damaged. Such a file is in WAL mode
	// already, so the later switch to WAL writes nothing either.
	q := "mode=ro&immutable=1"
	if fi, err := os.Stat(abs + "-wal"); err == nil && fi.Size() > 0 {
		q = "mode=ro"
	}
	db, err := sql.Open("sqlite", dsn(abs, q))
	if err != nil {
		return errorf(EInternal, err, "store: cannot open %s", abs)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	ctx := context.Background()
	var check string
	if err := db.QueryRowContext(ctx, "PRAGMA quick_check").Scan(&check); err != nil {
		return classifyErr(abs, err)
	}
	if check != "ok" {
		return errorf(ECorrupt, nil, "store: %s is damaged (%s); wordbot will not touch it: restore a backup, or move it away", abs, check)
	}
	_, err = version(ctx, db, abs)
	return err
}

// writable refuses a database that this user may read but not write: the
// file, or its write-ahead log or shared-memory file when they exist (left
// by another user, a read-only mount). SQLite would open such a file
// read-only without a word, and every save would then fail while the bot
// runs (docs/operations.md, Refused databases).
func writable(abs string) error {
	for _, p := range []string{abs, abs + "-wal", abs + "-shm"} {
		f, err := os.OpenFile(p, os.O_RDWR, 0)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return errorf(EInternal, err, "store: cannot open %s for writing: check that it and its folder are writable by this user (uid %d)", p, os.Geteuid())
		}
		f.Close()
	}
	return nil
}

// querier is what version needs: a *sql.DB or a *sql.Tx.
type querier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// version returns the schema version of wordbot's database, 0 for a database
// with no tables, and an *Error for a foreign or newer one.
func version(ctx context.Context, q querier, abs string) (int, error) {
	var app, ver int64
	if err := q.QueryRowContext(ctx, "PRAGMA application_id").Scan(&app); err != nil {
		return 0, classifyErr(abs, err)
	}
	if err := q.QueryRowContext(ctx, "PRAGMA user_version").Scan(&ver); err != nil {
		return 0, classifyErr(abs, err)
	}
	if app == applicationID {
		if ver > int64(len(migrations)) {
			return 0, errorf(ETooNew, nil, "store: %s has schema version %d, newer than this wordbot knows (%d); run a newer wordbot, or restore a backup", abs, ver, len(migrations))
		}
		return int(ver), nil
	}
	rows, err := q.QueryContext(ctx, "SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite!_%' ESCAPE '!' ORDER BY name")
	if err != nil {
		return 0, classifyErr(abs, err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return 0, classifyErr(abs, err)
		}
		names = append(names, n)
	}
	if err := rows.Err(); err != nil {
		return 0, classifyErr(abs, err)
	}
	if app == 0 && ver == 0 && len(names) == 0 {
		return 0, nil
	}
	what := fmt.Sprintf("application id %#x", app)
	if len(names) > 0 {
		if len(names) > 5 {
			names = append(names[:5], "...")
		}
		what = "objects " + strings.Join(names, ", ")
	}
	return 0, errorf(EForeign, nil, "store: %s is a SQLite database of another program (%s); wordbot will not touch it: move it away, or point data_dir elsewhere", abs, what)
}

// classifyErr turns a SQLite error met while reading the file into an
// *Error: ECorrupt when SQLite says the file is damaged or not a database.
func classifyErr(abs string, err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return errorf(ECorrupt, err, "store: %s is damaged or not a SQLite database; wordbot will not touch it: restore a backup, or move it away", abs)
		case sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH:
			return errorf(EInternal, err, "store: cannot open %s for writing: check that it and its folder are writable by this user", abs)
		case sqlite3.SQLITE_FULL:
			return errorf(EInternal, err, "store: cannot write %s: the disk is full", abs)
		}
	}
	return errorf(EInternal, err, "store: cannot read %s", abs)
}

// Backup writes a consistent copy of the database to dst, a new file, while
// the bot keeps running (writes wait for it). The copy opens with Open.
func (s *Store) Backup(ctx context.Context, dst string) error {
	if s.pg {
		return errorf(EInvalid, nil, "store: backup of PostgreSQL: use pg_dump")
	}
	if _, err := os.Stat(dst); err == nil {
		return errorf(EInvalid, nil, "store: backup: %s exists already", dst)
	}
	if _, err := s.w.ExecContext(ctx, "VACUUM INTO ?", dst); err != nil {
		return errorf(EInternal, err, "store: cannot back up to %s", dst)
	}
	return nil
}

// Check runs SQLite's full integrity check on the database.
func (s *Store) Check(ctx context.Context) error {
	if s.pg {
		// PostgreSQL checks its pages itself; read every table once.
		for _, t := range []string{"sessions", "appends", "results", "result_players", "reported", "outbox", "settings", "ratings", "rating_history"} {
			var n int64
			if err := s.r.QueryRowContext(ctx, "SELECT count(*) FROM "+t).Scan(&n); err != nil {
				return errorf(EInternal, err, "store: cannot check %s", s.path)
			}
		}
		return nil
	}
	var res string
	if err := s.r.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&res); err != nil {
		return errorf(EInternal, err, "store: cannot check %s", s.path)
	}
	if res != "ok" {
		return errorf(ECorrupt, nil, "store: %s is damaged: %s", s.path, clipValue(res))
	}
	return nil
}

// healthCounter names the row of the counters table that Healthy writes on
// SQLite.
const healthCounter = "health_probe"

// Healthy returns nil when the database can take a write now (for /healthz).
// On SQLite it commits a write of one row (the counters row health_probe,
// the time of the check), as a guess writes one row: a transaction that is
// begun and rolled back needs no free space, and said "healthy" on a full
// disk while every save failed. The error names a full disk when SQLite
// reports one. On PostgreSQL it begins a write transaction, checks that
// the database is not read-only, and rolls it back.
func (s *Store) Healthy(ctx context.Context) error {
	if !s.pg {
		_, err := s.w.ExecContext(ctx, "INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value",
			healthCounter, time.Now().UnixMilli())
		if err == nil {
			return nil
		}
		if diskFull(err) {
			return errorf(EInternal, err, "store: %s cannot be written: the disk is full", s.path)
		}
		return errorf(EInternal, err, "store: %s cannot be written", s.path)
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return errorf(EInternal, err, "store: %s cannot be written", s.path)
	}
	defer tx.Rollback()
	// A standby, or a database set read-only, cannot take writes.
	var ro string
	if err := tx.QueryRowContext(ctx, "SELECT current_setting('transaction_read_only')").Scan(&ro); err != nil {
		return errorf(EInternal, err, "store: %s cannot be written", s.path)
	}
	if ro != "off" {
		return errorf(EInternal, nil, "store: %s is read-only (a standby, or default_transaction_read_only): it cannot be written", s.path)
	}
	return tx.Rollback()
}

// diskFull reports whether err is SQLite's "database or disk is full", or
// a write that failed for want of space.
func diskFull(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) && se.Code()&0xff == sqlite3.SQLITE_FULL {
		return true
	}
	return errors.Is(err, syscall.ENOSPC)
}

// clipValue keeps at most 200 bytes of a value quoted in an error.
func clipValue(v string) string {
	const max = 200
	if len(v) <= max {
		return v
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(v[cut]) {
		cut--
	}
	return v[:cut] + "..."
}
