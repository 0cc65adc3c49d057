package store

import (
	"context"
	"errors"
	"net"
	"strconv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

// Lock connections (docs/scaling.md, "A partitioned process"). A process
// holds its advisory locks (its shards, its outbox claims) on connections
// of their own; the locks last as long as the server keeps the session.
// When the network between the process and the server fails without a
// FIN or a RST (packets dropped), neither side hears of it by itself: with
// the default TCP keepalives (7200 s idle) the server keeps the session,
// and so the locks, for over two hours. So:
//
//   - the server ends the session of a process it has not heard from for
//     LockRelease: the process pings its lock connection every
//     LockCheckEvery, and idle_session_timeout ends a session idle for
//     that long (the ping does not reach the server through a partition);
//     TCP keepalives (tcp_keepalives_*) and tcp_user_timeout end it too
//     when the peer is gone from the network, whatever the session does;
//   - the process acts on its locks only while it confirmed them (a ping
//     answered) less than LockLease ago, which is well under LockRelease:
//     by the time the server lets another process take the locks, this one
//     has stopped acting on them for LockRelease - LockLease at least.
const (
	// LockRelease is how long the server keeps the locks of a process it
	// no longer hears from.
	LockRelease = 20 * time.Second
	// LockLease is how long after the start of its last confirmed check a
	// process may still act on its locks.
	LockLease = 10 * time.Second
	// LockCheckEvery is how often a lock connection is checked.
	LockCheckEvery = 500 * time.Millisecond
	// LockCheckTimeout bounds one check: a ping not answered by then
	// ends the connection (the locks are taken as lost).
	LockCheckTimeout = 3 * time.Second
)

// netKeepAlive is the TCP keepalive of every connection to PostgreSQL, on
// both ends: the first probe after 5 s of silence, then every 5 s; 3
// unanswered probes end the connection (5 + 3 x 5 = LockRelease).
var netKeepAlive = net.KeepAliveConfig{Enable: true, Idle: 5 * time.Second, Interval: 5 * time.Second, Count: 3}

// netSettings are the session settings of every connection, sent at
// connect (tcp_* are ignored on a Unix socket: no network to fail). A
// transaction left open LockRelease by a process that vanished
// mid-commit is ended too, so that its row locks do not hold up the
// process that takes its shards.
var netSettings = map[string]string{
	"tcp_keepalives_idle":                 strconv.Itoa(int(netKeepAlive.Idle / time.Second)),
	"tcp_keepalives_interval":             strconv.Itoa(int(netKeepAlive.Interval / time.Second)),
	"tcp_keepalives_count":                strconv.Itoa(netKeepAlive.Count),
	"tcp_user_timeout":                    strconv.Itoa(int(LockRelease / time.Millisecond)),
	"idle_in_transaction_session_timeout": strconv.Itoa(int(LockRelease / time.Millisecond)),
}

// NetConfig returns cfg with the settings above and a dialer with the
// same keepalives and TCP_USER_TIMEOUT (data unacknowledged for LockLease
// ends the connection on this side too): a connection whose peer is gone
// from the network fails within about LockRelease instead of hours.
func NetConfig(cfg *pgx.ConnConfig) *pgx.ConnConfig {
	c := cfg.Copy()
	if c.RuntimeParams == nil {
		c.RuntimeParams = map[string]string{}
	}
	for k, v := range netSettings {
		c.RuntimeParams[k] = v
	}
	d := &net.Dialer{KeepAliveConfig: netKeepAlive, Control: userTimeout(LockLease)}
	if c.ConnectTimeout > 0 {
		d.Timeout = c.ConnectTimeout
	}
	c.DialFunc = d.DialContext
	return c
}

// ConnectLock opens a lock connection (NetConfig) and sets its
// idle_session_timeout to LockRelease; a server older than PostgreSQL 14,
// which has no such setting, still ends the session through the TCP
// settings when the network fails.
func ConnectLock(ctx context.Context, cfg *pgx.ConnConfig) (*pgx.Conn, error) {
	conn, err := pgx.ConnectConfig(ctx, NetConfig(cfg))
	if err != nil {
		return nil, err
	}
	_, err = conn.Exec(ctx, "SELECT set_config('idle_session_timeout', $1, false)", strconv.Itoa(int(LockRelease/time.Millisecond)))
	var pe *pgconn.PgError
	if err != nil && !(errors.As(err, &pe) && pe.Code == "42704") { // undefined_object: no such setting
		conn.Close(context.Background())
		return nil, err
	}
	return conn, nil
}

// lockKeeper checks a lock connection every LockCheckEvery, so that the
// server, which ends a session idle for LockRelease, keeps it while this
// process lives and can reach it. A check that fails closes the connection
// (its locks are the server's to free) and calls failed.
type lockKeeper struct {
	mu     sync.Mutex
	conn   *pgx.Conn
	failed func()
	stop   chan struct{}
	done   chan struct{}
}

func keepLock(conn *pgx.Conn, failed func()) *lockKeeper {
	k := &lockKeeper{conn: conn, failed: failed, stop: make(chan struct{}), done: make(chan struct{})}
	go k.run()
	return k
}

func (k *lockKeeper) run() {
	defer close(k.done)
	t := time.NewTicker(LockCheckEvery)
	defer t.Stop()
	for {
		select {
		case <-k.stop:
			return
		case <-t.C:
		}
		k.mu.Lock()
		ctx, cancel := context.WithTimeout(context.Background(), LockCheckTimeout)
		err := k.conn.Ping(ctx)
		cancel()
		if err != nil {
			k.failed()
			k.conn.Close(context.Background())
			k.mu.Unlock()
			return
		}
		k.mu.Unlock()
	}
}

// Close stops the checks and closes the connection (the server frees its
// locks).
func (k *lockKeeper) Close() error {
	close(k.stop)
	<-k.done
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.conn.Close(context.Background())
}

// writeCtx is the context of the group commit's transactions. On
// PostgreSQL it ends when the process's lock connection fails a check
// (the database does not answer within LockCheckTimeout, or the
// connection is gone): a commit stuck on an unreachable server fails
// then, and every later one at once, so that players are told their
// change was not saved (⚠️) instead of waiting for TCP to give up. The
// process, which can no longer claim or keep its shards, stops (see
// internal/cluster).
func (s *Store) writeCtx() context.Context {
	if s.alive != nil {
		return s.alive
	}
	return context.Background()
}
