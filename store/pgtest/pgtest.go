// Package pgtest runs a real PostgreSQL server for tests: Debian's
// postgresql package (binaries under /usr/lib/postgresql/*/bin), one server
// per test binary, on a Unix socket in a temporary folder, with fsync and
// full_page_writes off, and a fresh database per test.
//
// Where the binaries are absent, DB skips the test with a message saying
// so; with WORDBOT_REQUIRE_POSTGRES=1 in the environment (CI sets it) it
// fails the test instead. As root, initdb and postgres run as the
// postgres user (initdb refuses root).
//
// A test package that uses DB stops the server at the end with Main:
//
//	func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// RequireEnv names the variable that turns a missing PostgreSQL into a
// test failure.
const RequireEnv = "WORDBOT_REQUIRE_POSTGRES"

// ErrNoPostgres says that no PostgreSQL binaries were found.
var ErrNoPostgres = errors.New("pgtest: no PostgreSQL binaries (install Debian's postgresql package: apt-get install -y postgresql; or set WORDBOT_PG_BIN to the folder of initdb and postgres)")

// Server is a PostgreSQL server run for tests.
type Server struct {
	dir  string // the temporary folder: data/ and the socket
	cmd  *exec.Cmd
	exit chan struct{}
	log  string
}

// Bin returns the folder holding initdb and postgres: $WORDBOT_PG_BIN, or
// the newest /usr/lib/postgresql/*/bin.
func Bin() (string, error) {
	if d := os.Getenv("WORDBOT_PG_BIN"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err != nil {
			return "", fmt.Errorf("%w: %v", ErrNoPostgres, err)
		}
		return d, nil
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	sort.Slice(dirs, func(i, j int) bool {
		vi, _ := strconv.Atoi(filepath.Base(filepath.Dir(dirs[i])))
		vj, _ := strconv.Atoi(filepath.Base(filepath.Dir(dirs[j])))
		return vi > vj
	})
	for _, d := range dirs {
		if _, err := os.Stat(filepath.Join(d, "initdb")); err == nil {
			return d, nil
		}
	}
	return "", ErrNoPostgres
}

// Start initialises a data folder and starts a server on it.
func Start() (*Server, error) { return StartWith() }

// Durable are the settings of a server that keeps what it committed
// through a power cut, PostgreSQL's defaults, which the tests' server
// turns off: a load test measures with them (StartWith(Durable...)).
var Durable = []string{"fsync=on", "full_page_writes=on", "synchronous_commit=on"}

// StartWith is Start with settings (name=value) given to the server after
// the tests' own, which they override.
func StartWith(settings ...string) (*Server, error) {
	bin, err := Bin()
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wordbot-pg-")
	if err != nil {
		return nil, err
	}
	s := &Server{dir: dir, exit: make(chan struct{}), log: filepath.Join(dir, "postgres.log")}
	var cred *syscall.Credential
	if os.Geteuid() == 0 {
		u, err := user.Lookup("postgres")
		if err != nil {
			os.RemoveAll(dir)
			return nil, fmt.Errorf("pgtest: running as root needs the postgres user (Debian's postgresql package creates it): %w", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		cred = &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
		if err := os.Chown(dir, uid, gid); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	command := func(name string, args ...string) *exec.Cmd {
		c := exec.Command(filepath.Join(bin, name), args...)
		c.Dir = dir
		c.Env = []string{"PATH=/usr/bin:/bin", "LC_ALL=C", "TZ=UTC"}
		c.SysProcAttr = &syscall.SysProcAttr{Credential: cred, Pdeathsig: syscall.SIGQUIT}
		return c
	}
	data := filepath.Join(dir, "data")
	if out, err := command("initdb", "-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync").CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("pgtest: initdb: %v: %s", err, out)
	}
	logf, err := os.Create(s.log)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	defer logf.Close()
	args := []string{"-D", data, "-k", dir, "-c", "listen_addresses=",
		"-c", "fsync=off", "-c", "full_page_writes=off", "-c", "max_connections=200",
		"-c", "shared_buffers=64MB"}
	for _, set := range settings {
		args = append(args, "-c", set)
	}
	s.cmd = command("postgres", args...)
	s.cmd.Stdout, s.cmd.Stderr = logf, logf
	if err := s.cmd.Start(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("pgtest: starting postgres: %w", err)
	}
	go func() { s.cmd.Wait(); close(s.exit) }()
	deadline := time.Now().Add(30 * time.Second)
	for {
		conn, err := s.connect(context.Background(), "postgres")
		if err == nil {
			conn.Close(context.Background())
			return s, nil
		}
		select {
		case <-s.exit:
			log, _ := os.ReadFile(s.log)
			os.RemoveAll(dir)
			return nil, fmt.Errorf("pgtest: postgres exited: %s", log)
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			s.Stop()
			return nil, fmt.Errorf("pgtest: postgres did not accept connections within 30 s: %w", err)
		}
	}
}

// URL returns the connection URL of database db on s.
func (s *Server) URL(db string) string {
	u := url.URL{Scheme: "postgres", User: url.User("postgres"), Path: "/" + db,
		RawQuery: url.Values{"host": {s.dir}, "sslmode": {"disable"}}.Encode()}
	return u.String()
}

func (s *Server) connect(ctx context.Context, db string) (*pgx.Conn, error) {
	return pgx.Connect(ctx, s.URL(db))
}

var dbSeq atomic.Int64

// CreateDB creates a new empty database and returns its URL.
func (s *Server) CreateDB(ctx context.Context) (string, error) {
	conn, err := s.connect(ctx, "postgres")
	if err != nil {
		return "", err
	}
	defer conn.Close(ctx)
	name := fmt.Sprintf("t%d_%d", os.Getpid(), dbSeq.Add(1))
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	return s.URL(name), nil
}

// DropDB drops the database of url, closing its connections.
func (s *Server) DropDB(ctx context.Context, dbURL string) error {
	u, err := url.Parse(dbURL)
	if err != nil {
		return err
	}
	conn, err := s.connect(ctx, "postgres")
	if err != nil {
		return err
	}
	defer conn.Close(ctx)
	_, err = conn.Exec(ctx, "DROP DATABASE IF EXISTS "+pgx.Identifier{u.Path[1:]}.Sanitize()+" WITH (FORCE)")
	return err
}

// Stop shuts the server down (fast shutdown: sessions are ended, the data
// folder is left consistent) and removes its folder.
func (s *Server) Stop() error {
	defer os.RemoveAll(s.dir)
	if s.cmd == nil || s.cmd.Process == nil {
		return nil
	}
	s.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-s.exit:
		return nil
	case <-time.After(20 * time.Second):
		s.cmd.Process.Kill()
		<-s.exit
		return errors.New("pgtest: postgres did not stop within 20 s; killed")
	}
}

var (
	once    sync.Once
	shared  *Server
	initErr error
	stopped atomic.Bool
)

// Shared returns the test binary's server, starting it on first use.
func Shared() (*Server, error) {
	once.Do(func() { shared, initErr = Start() })
	return shared, initErr
}

// Main runs the tests and then stops the shared server, if one was
// started; it returns m.Run's status.
func Main(m *testing.M) int {
	code := m.Run()
	if shared != nil && !stopped.Swap(true) {
		if err := shared.Stop(); err != nil {
			fmt.Fprintln(os.Stderr, err)
		}
	}
	return code
}

// Required reports whether the environment asks for PostgreSQL to be
// there (WORDBOT_REQUIRE_POSTGRES=1).
func Required() bool { return os.Getenv(RequireEnv) == "1" }

// DB returns the URL of a fresh database on the shared server, dropped when
// the test ends. Without PostgreSQL it skips t (fails it when Required).
func DB(t testing.TB) string {
	t.Helper()
	s, err := Shared()
	if err != nil {
		if errors.Is(err, ErrNoPostgres) && !Required() {
			t.Skipf("PostgreSQL not available, test skipped: %v", err)
		}
		t.Fatalf("PostgreSQL needed (%s=1) but not started: %v", RequireEnv, err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	u, err := s.CreateDB(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := s.DropDB(ctx, u); err != nil {
			t.Logf("pgtest: dropping the test database: %v", err)
		}
	})
	return u
}
