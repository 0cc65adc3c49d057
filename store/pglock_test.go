package store

import (
	"context"
	"io"
	"net"
	"net/url"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"golang.org/x/sys/unix"

	"github.com/wordbot/wordbot/store/pgtest"
)

// tcpURL returns a URL reaching the database of u (a pgtest URL, on a
// Unix socket) over TCP on 127.0.0.1, through a forwarder that lives as
// long as the test.
func tcpURL(t *testing.T, u string) string {
	t.Helper()
	pu, err := url.Parse(u)
	if err != nil {
		t.Fatal(err)
	}
	q := pu.Query()
	socket := filepath.Join(q.Get("host"), ".s.PGSQL.5432")
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("unix", socket)
			if err != nil {
				c.Close()
				continue
			}
			t.Cleanup(func() { c.Close(); s.Close() })
			go func() { io.Copy(s, c); s.Close() }()
			go func() { io.Copy(c, s); c.Close() }()
		}
	}()
	q.Del("host")
	pu.Host = ln.Addr().String()
	pu.RawQuery = q.Encode()
	return pu.String()
}

func sockopt(t *testing.T, c net.Conn, level, opt int) int {
	t.Helper()
	raw, err := c.(*net.TCPConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	var v int
	var gerr error
	raw.Control(func(fd uintptr) { v, gerr = unix.GetsockoptInt(int(fd), level, opt) })
	if gerr != nil {
		t.Fatal(gerr)
	}
	return v
}

func show(t *testing.T, conn *pgx.Conn, name string) string {
	t.Helper()
	var v string
	if err := conn.QueryRow(context.Background(), "SHOW "+name).Scan(&v); err != nil {
		t.Fatal(err)
	}
	return v
}

// TestPostgresLockConnection: a lock connection (over TCP) asks the
// server to end it after 20 s without a word (idle_session_timeout) or in
// an idle transaction, and its socket has TCP_USER_TIMEOUT 10 s and
// keepalives 5 s idle, every 5 s, 3 probes; the server-side TCP settings
// are sent at connect (PostgreSQL reads them as 0 here: the server's end
// is its Unix socket, behind the test's forwarder).
func TestPostgresLockConnection(t *testing.T) {
	ctx := context.Background()
	u := tcpURL(t, pgtest.DB(t))
	cfg, err := pgx.ParseConfig(u)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := ConnectLock(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for name, want := range map[string]string{"idle_session_timeout": "20s", "idle_in_transaction_session_timeout": "20s"} {
		if got := show(t, conn, name); got != want {
			t.Errorf("%s = %s, want %s", name, got, want)
		}
	}
	rp := NetConfig(cfg).RuntimeParams
	for name, want := range map[string]string{"tcp_keepalives_idle": "5", "tcp_keepalives_interval": "5", "tcp_keepalives_count": "3", "tcp_user_timeout": "20000"} {
		if got := rp[name]; got != want {
			t.Errorf("startup %s = %q, want %s", name, got, want)
		}
	}
	nc := conn.PgConn().Conn()
	for _, o := range []struct {
		name       string
		level, opt int
		want       int
	}{
		{"TCP_USER_TIMEOUT", unix.IPPROTO_TCP, unix.TCP_USER_TIMEOUT, 10000},
		{"SO_KEEPALIVE", unix.SOL_SOCKET, unix.SO_KEEPALIVE, 1},
		{"TCP_KEEPIDLE", unix.IPPROTO_TCP, unix.TCP_KEEPIDLE, 5},
		{"TCP_KEEPINTVL", unix.IPPROTO_TCP, unix.TCP_KEEPINTVL, 5},
		{"TCP_KEEPCNT", unix.IPPROTO_TCP, unix.TCP_KEEPCNT, 3},
	} {
		if got := sockopt(t, nc, o.level, o.opt); got != o.want {
			t.Errorf("%s = %d, want %d", o.name, got, o.want)
		}
	}

	// The store's pools have the idle-transaction limit too, and its
	// process lock is a lock connection that is pinged (else the server
	// would end it after 20 s of silence, freeing its outbox claims).
	s, err := OpenPostgres(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var v string
	if err := s.r.QueryRowContext(ctx, "SHOW idle_in_transaction_session_timeout").Scan(&v); err != nil || v != "20s" {
		t.Errorf("the pool's idle_in_transaction_session_timeout = %s, %v", v, err)
	}
	var pid int
	if err := conn.QueryRow(ctx, `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
		AND classid = $1::int8::oid AND objid = $2::int8::oid`, int64(pgLockProcess), int64(s.procKey)).Scan(&pid); err != nil {
		t.Fatal(err)
	}
	change := func() time.Time {
		var at time.Time
		if err := conn.QueryRow(ctx, "SELECT state_change FROM pg_stat_activity WHERE pid = $1", pid).Scan(&at); err != nil {
			t.Fatal(err)
		}
		return at
	}
	first := change()
	time.Sleep(3 * LockCheckEvery)
	if change().Equal(first) {
		t.Errorf("the process lock's connection was not pinged in %v", 3*LockCheckEvery)
	}
}
