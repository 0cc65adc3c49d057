package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/stdlib"
)

// PostgreSQL (docs/scaling.md): several wordbot processes, each running
// some shards, share one database. The same Store type serves it, through
// pgx's database/sql driver, so the same code (group commit, appended
// rows, sweep, outbox, results, ratings) and the same tests run on both;
// the few statements that differ test s.pg. Statements are written with ?
// placeholders, turned into $n for PostgreSQL by the connector below.
//
// What differs from SQLite:
//   - no file lock: any number of processes open the database; a session
//     belongs to the process that last loaded or saved it, and a save is
//     conditional on its version (see Backend);
//   - the schema is migrated under an advisory lock, inside a
//     transaction, so that two processes starting at once migrate once;
//   - each process holds an advisory lock of its own for its lifetime (on
//     a dedicated connection); a post in the outbox is claimed by one
//     process, and Pending hands out only posts that are unclaimed or
//     claimed by a process whose lock is free (it died), skipping rows
//     another process is claiming (FOR UPDATE SKIP LOCKED): two processes
//     never post one row, and the nonce covers a race with a dead one.

// Advisory lock keys: the first of the two 32-bit keys names wordbot's use.
const (
	pgLockMigrate = 0x57424f54 // "WBOT": migrations (a single 64-bit key)
	pgLockProcess = 0x57425052 // "WBPR": (this, process key) held by each process
)

// OpenPostgres opens the PostgreSQL database at rawURL
// (postgres://user:pass@host:port/db?sslmode=...) and brings its schema
// up to date. It refuses a database holding tables that are not
// wordbot's, or wordbot's schema from a newer version.
func OpenPostgres(ctx context.Context, rawURL string) (*Store, error) {
	loc := redactURL(rawURL)
	cfg, err := pgx.ParseConfig(rawURL)
	if err != nil {
		return nil, errorf(EInvalid, nil, "store: bad PostgreSQL URL %s: %s", clipValue(loc), clipValue(redactErr(err.Error(), rawURL)))
	}
	// Keepalives and time-outs, so that a network partition is noticed
	// (pglock.go).
	cfg = NetConfig(cfg)
	s := &Store{path: loc, pg: true}
	// One connector per pool; the writer's pool is one connection (the
	// group commit's leader), readers run beside it.
	s.w = sql.OpenDB(rebindConnector{stdlib.GetConnector(*cfg)})
	s.w.SetMaxOpenConns(1)
	s.w.SetMaxIdleConns(1)
	s.w.SetConnMaxLifetime(0)
	s.r = sql.OpenDB(rebindConnector{stdlib.GetConnector(*cfg)})
	s.r.SetMaxOpenConns(4)
	s.r.SetMaxIdleConns(4)
	if err := s.r.PingContext(ctx); err != nil {
		s.Close()
		return nil, errorf(EInternal, err, "store: cannot connect to %s", loc)
	}
	if err := s.pgMigrate(ctx); err != nil {
		s.Close()
		return nil, err
	}
	// This process's own lock: it tells the others it is alive (on a lock
	// connection: see pglock.go).
	if s.proc, err = ConnectLock(ctx, cfg); err != nil {
		s.Close()
		return nil, errorf(EInternal, err, "store: cannot connect to %s", loc)
	}
	for i := 0; ; i++ {
		key := rand.Int32N(1<<31-1) + 1
		var ok bool
		if err := s.proc.QueryRow(ctx, "SELECT pg_try_advisory_lock($1, $2)", int32(pgLockProcess), key).Scan(&ok); err != nil {
			s.Close()
			return nil, errorf(EInternal, err, "store: cannot lock on %s", loc)
		}
		if ok {
			s.procKey = key
			break
		}
		if i > 100 {
			s.Close()
			return nil, errorf(EInternal, nil, "store: no free process key on %s", loc)
		}
	}
	s.alive, s.down = context.WithCancel(context.Background())
	s.procKeep = keepLock(s.proc, s.down)
	s.cfg = cfg
	return s, nil
}

// redactURL hides the password of a database URL.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "postgres://..."
	}
	if _, ok := u.User.Password(); ok {
		u.User = url.UserPassword(u.User.Username(), "xxxxx")
	}
	q := u.Query()
	if q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.String()
}

// redactErr hides the password of rawURL in an error message.
func redactErr(msg, rawURL string) string {
	if u, err := url.Parse(rawURL); err == nil {
		if p, ok := u.User.Password(); ok && p != "" {
			msg = strings.ReplaceAll(msg, p, "xxxxx")
		}
	}
	return msg
}

// pgMigrations is the PostgreSQL schema, one step per version, only ever
// appended. Step 1 is SQLite's migrations 1 to 8 at once (plus each outbox
// row's claim).
var pgMigrations = []string{
	`CREATE TABLE sessions (
		channel TEXT PRIMARY KEY,
		guild   TEXT NOT NULL DEFAULT '',
		kind    TEXT NOT NULL,
		data    BYTEA NOT NULL,
		updated BIGINT NOT NULL,
		folded  BIGINT NOT NULL DEFAULT 0,
		version BIGINT NOT NULL DEFAULT 1
	);
	CREATE INDEX sessions_guild ON sessions (guild);
	CREATE TABLE results (
		id    TEXT PRIMARY KEY,
		guild TEXT NOT NULL,
		game  TEXT NOT NULL,
		at    BIGINT NOT NULL
	);
	CREATE INDEX results_guild_game ON results (guild, game);
	CREATE TABLE result_players (
		result_id        TEXT NOT NULL REFERENCES results (id) ON DELETE CASCADE,
		user_id          TEXT NOT NULL,
		name             TEXT NOT NULL,
		score            INTEGER NOT NULL,
		won              INTEGER NOT NULL,
		best_word        TEXT NOT NULL,
		best_word_points INTEGER NOT NULL,
		computer         INTEGER NOT NULL DEFAULT 0,
		PRIMARY KEY (result_id, user_id)
	);
	CREATE INDEX result_players_user ON result_players (user_id);
	CREATE TABLE reported (
		id TEXT PRIMARY KEY,
		at BIGINT NOT NULL
	);
	CREATE TABLE outbox (
		id         TEXT PRIMARY KEY,
		seq        BIGINT NOT NULL,
		channel    TEXT NOT NULL,
		guild      TEXT NOT NULL DEFAULT '',
		data       BYTEA NOT NULL,
		created    BIGINT NOT NULL,
		sent       BIGINT,
		claimed_by INTEGER
	);
	CREATE INDEX outbox_pending ON outbox (seq) WHERE sent IS NULL;
	CREATE TABLE counters (
		name  TEXT PRIMARY KEY,
		value BIGINT NOT NULL
	);
	CREATE TABLE appends (
		seq     BIGSERIAL PRIMARY KEY,
		channel TEXT NOT NULL,
		data    BYTEA NOT NULL
	);
	CREATE INDEX appends_channel ON appends (channel, seq);
	CREATE TABLE settings (
		guild   TEXT PRIMARY KEY,
		data    BYTEA NOT NULL,
		updated BIGINT NOT NULL
	);
	CREATE TABLE ratings (
		scope   TEXT NOT NULL,
		game    TEXT NOT NULL,
		user_id TEXT NOT NULL,
		name    TEXT NOT NULL,
		rating  DOUBLE PRECISION NOT NULL,
		rd      DOUBLE PRECISION NOT NULL,
		sigma   DOUBLE PRECISION NOT NULL,
		games   INTEGER NOT NULL,
		updated BIGINT NOT NULL,
		PRIMARY KEY (scope, game, user_id)
	);
	CREATE INDEX ratings_board ON ratings (scope, game, rating);
	CREATE TABLE rating_history (
		result_id TEXT NOT NULL REFERENCES results (id) ON DELETE CASCADE,
		scope     TEXT NOT NULL,
		game      TEXT NOT NULL,
		user_id   TEXT NOT NULL,
		at        BIGINT NOT NULL,
		before    DOUBLE PRECISION NOT NULL,
		after     DOUBLE PRECISION NOT NULL,
		rd        DOUBLE PRECISION NOT NULL,
		PRIMARY KEY (result_id, scope, user_id)
	);
	CREATE INDEX rating_history_user ON rating_history (user_id, scope, at);`,
	// 2: SQLite's 10, the daily puzzle's plays.
	`CREATE TABLE daily_plays (
		day      TEXT NOT NULL,
		game     TEXT NOT NULL,
		user_id  TEXT NOT NULL,
		guild    TEXT NOT NULL,
		finished INTEGER NOT NULL,
		score    INTEGER NOT NULL,
		data     BYTEA NOT NULL,
		PRIMARY KEY (day, game, user_id)
	);
	CREATE INDEX daily_plays_user ON daily_plays (user_id, game, day);`,
	// 3: SQLite's 11, a daily play's version.
	`ALTER TABLE daily_plays ADD COLUMN version BIGINT NOT NULL DEFAULT 1;`,
	// 4: SQLite's 12, a dropped post's time and reason.
	`ALTER TABLE outbox ADD COLUMN dropped BIGINT;
	ALTER TABLE outbox ADD COLUMN reason TEXT NOT NULL DEFAULT '';`,
	// 5: SQLite's 13, the servers and channels gone.
	`CREATE TABLE gone (
		kind   TEXT NOT NULL,
		id     TEXT NOT NULL,
		guild  TEXT NOT NULL,
		reason TEXT NOT NULL,
		at     BIGINT NOT NULL,
		PRIMARY KEY (kind, id)
	);`,
	// 6: SQLite's 14, the past games kept for /review game:N.
	`CREATE TABLE past_games (
		channel TEXT NOT NULL,
		id      TEXT NOT NULL,
		seq     BIGINT NOT NULL,
		guild   TEXT NOT NULL,
		game    TEXT NOT NULL,
		at      BIGINT NOT NULL,
		data    BYTEA NOT NULL,
		PRIMARY KEY (channel, id)
	);
	CREATE INDEX past_games_seq ON past_games (channel, seq);
	CREATE INDEX past_games_at ON past_games (at);
	CREATE TABLE past_game_players (
		channel TEXT NOT NULL,
		id      TEXT NOT NULL,
		seat    INTEGER NOT NULL,
		user_id TEXT NOT NULL,
		PRIMARY KEY (channel, id, seat),
		FOREIGN KEY (channel, id) REFERENCES past_games (channel, id) ON DELETE CASCADE
	);
	CREATE INDEX past_game_players_user ON past_game_players (user_id);`,
}

// pgMigrate applies the missing migrations in one transaction under an
// advisory lock: a second process starting at the same time waits, then
// finds the schema up to date.
func (s *Store) pgMigrate(ctx context.Context) error {
	fail := func(err error) error {
		return errorf(EInternal, err, "store: %s: migration failed", s.path)
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return errorf(EInternal, err, "store: cannot connect to %s", s.path)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", int64(pgLockMigrate)); err != nil {
		return fail(err)
	}
	var has bool
	if err := tx.QueryRowContext(ctx, "SELECT to_regclass('wordbot_schema') IS NOT NULL").Scan(&has); err != nil {
		return fail(err)
	}
	v := 0
	if has {
		if err := tx.QueryRowContext(ctx, "SELECT version FROM wordbot_schema").Scan(&v); err != nil {
			return fail(err)
		}
	} else {
		rows, err := tx.QueryContext(ctx, "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename LIMIT 6")
		if err != nil {
			return fail(err)
		}
		var names []string
		for rows.Next() {
			var n string
			rows.Scan(&n)
			names = append(names, n)
		}
		rows.Close()
		if len(names) > 0 {
			if len(names) > 5 {
				names = append(names[:5], "...")
			}
			return errorf(EForeign, nil, "store: %s holds tables of another program (%s); wordbot will not touch it: use an empty database", s.path, strings.Join(names, ", "))
		}
		if _, err := tx.ExecContext(ctx, "CREATE TABLE wordbot_schema (version INTEGER NOT NULL); INSERT INTO wordbot_schema VALUES (0)"); err != nil {
			return fail(err)
		}
	}
	if v > len(pgMigrations) {
		return errorf(ETooNew, nil, "store: %s has schema version %d, newer than this wordbot knows (%d); run a newer wordbot", s.path, v, len(pgMigrations))
	}
	for ; v < len(pgMigrations); v++ {
		if _, err := tx.ExecContext(ctx, pgMigrations[v]); err != nil {
			return errorf(EInternal, err, "store: %s: migration to version %d failed", s.path, v+1)
		}
	}
	if _, err := tx.ExecContext(ctx, "UPDATE wordbot_schema SET version = ?", v); err != nil {
		return fail(err)
	}
	if err := tx.Commit(); err != nil {
		return fail(err)
	}
	return nil
}

// AdvisoryLock is a PostgreSQL session-level advisory lock held on a
// connection of its own: it lasts until Release, or until the connection
// ends (the process died, or the network failed; Alive then errs).
type AdvisoryLock struct {
	mu   sync.Mutex
	conn *pgx.Conn
	key  int64
}

// LockAdvisory takes the advisory lock key on a new connection. With wait
// it waits for the lock (until ctx is done); without, it returns nil, nil
// when another session holds it. Only on PostgreSQL.
func (s *Store) LockAdvisory(ctx context.Context, key int64, wait bool) (*AdvisoryLock, error) {
	if !s.pg {
		return nil, errorf(EInvalid, nil, "store: advisory locks need PostgreSQL")
	}
	conn, err := pgx.ConnectConfig(ctx, NetConfig(s.cfg))
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot connect to %s", s.path)
	}
	ok := true
	if wait {
		_, err = conn.Exec(ctx, "SELECT pg_advisory_lock($1)", key)
	} else {
		err = conn.QueryRow(ctx, "SELECT pg_try_advisory_lock($1)", key).Scan(&ok)
	}
	if err != nil || !ok {
		conn.Close(context.Background())
		if err != nil {
			return nil, errorf(EInternal, err, "store: cannot take advisory lock %d", key)
		}
		return nil, nil
	}
	return &AdvisoryLock{conn: conn, key: key}, nil
}

// Alive returns nil while the lock's connection answers (so the lock is
// still held).
func (l *AdvisoryLock) Alive(ctx context.Context) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.conn == nil {
		return errors.New("store: advisory lock released")
	}
	return l.conn.Ping(ctx)
}

// Release gives the lock back and closes its connection.
func (l *AdvisoryLock) Release(ctx context.Context) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.conn == nil {
		return nil
	}
	_, err := l.conn.Exec(ctx, "SELECT pg_advisory_unlock($1)", l.key)
	l.conn.Close(ctx)
	l.conn = nil
	return err
}

// rebindConnector turns the ? placeholders of the store's statements into
// PostgreSQL's $n, and a LIMIT ? with a negative value (SQLite's "no
// limit") into no limit.
type rebindConnector struct{ c driver.Connector }

func (r rebindConnector) Connect(ctx context.Context) (driver.Conn, error) {
	c, err := r.c.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return &rebindConn{c.(pgConn)}, nil
}

func (r rebindConnector) Driver() driver.Driver { return r.c.Driver() }

// pgConn is what pgx's database/sql connection implements.
type pgConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.NamedValueChecker
}

type rebindConn struct{ pgConn }

func (c *rebindConn) PrepareContext(ctx context.Context, q string) (driver.Stmt, error) {
	return c.pgConn.PrepareContext(ctx, rebind(q))
}

func (c *rebindConn) Prepare(q string) (driver.Stmt, error) {
	return c.pgConn.PrepareContext(context.Background(), rebind(q))
}

func (c *rebindConn) ExecContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Result, error) {
	return c.pgConn.ExecContext(ctx, rebind(q), args)
}

func (c *rebindConn) QueryContext(ctx context.Context, q string, args []driver.NamedValue) (driver.Rows, error) {
	return c.pgConn.QueryContext(ctx, rebind(q), args)
}

var rebound sync.Map // statement -> its PostgreSQL form

// rebind returns q with each ? outside quotes numbered ($1, $2, ...), and
// "LIMIT ?" reading a negative value as no limit.
func rebind(q string) string {
	if v, ok := rebound.Load(q); ok {
		return v.(string)
	}
	var b strings.Builder
	n := 0
	quote := byte(0)
	for i := 0; i < len(q); i++ {
		ch := q[i]
		switch {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '\'' || ch == '"':
			quote = ch
		case ch == '?':
			n++
			p := "$" + strconv.Itoa(n)
			if strings.HasSuffix(strings.ToUpper(strings.TrimRight(b.String(), " \t\n")), "LIMIT") {
				p = fmt.Sprintf("NULLIF(GREATEST(%s::bigint, -1), -1)", p)
			}
			b.WriteString(p)
			continue
		}
		b.WriteByte(ch)
	}
	out := b.String()
	rebound.Store(q, out)
	return out
}
