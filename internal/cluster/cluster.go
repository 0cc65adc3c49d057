// Package cluster lets several wordbot processes share one bot through
// PostgreSQL (docs/bot.md, "Shards in several processes"):
//
//   - Owner grants shards: a process owns a shard through a session-level
//     advisory lock taken on a dedicated connection before it connects
//     that shard to Discord. The lock goes when the connection closes, so
//     a process that dies (even by kill -9) releases its shards, and a
//     process waiting for them (polling TryClaim) takes them over.
//   - Budget shares Discord's global REST budget (50 requests per second
//     per bot, not per process): every request of every process takes the
//     next slot of one row, so N processes never send more than one would.
package cluster

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wordbot/wordbot/store"
)

// The advisory lock keys (two int4s: a class and an ID). shardClass
// locks a shard by its number; countClass is held shared by every process
// with its shard count, so that processes of another count (a resharding
// under way) wait until the old ones are gone.
const (
	shardClass = 0x77627368 // "wbsh"
	countClass = 0x77626374 // "wbct"
)

// opTimeout bounds each statement of the lock connection: one not
// answered by then ends it (see failed).
const opTimeout = store.LockCheckTimeout

// Owner holds shards of a bot with count shards for this process.
type Owner struct {
	count int

	mu      sync.Mutex
	conn    *pgx.Conn
	held    map[int]bool
	counted bool // the shared lock on this count is held

	// base and confirmed (nanoseconds after base, on the monotonic
	// clock): when the last statement answered on the connection was sent.
	base      time.Time
	confirmed atomic.Int64
	// broken: the connection failed with an error (not a silence): the
	// server may have ended it, freeing the locks at once.
	broken atomic.Bool

	lost     chan struct{}
	lostOnce sync.Once
	stop     chan struct{}
	stopOnce sync.Once
}

// CheckEvery is how often an Owner checks that its connection (and so its
// locks) is alive.
var CheckEvery = store.LockCheckEvery

// NewOwner opens the dedicated connection of a process running some of
// count shards.
func NewOwner(ctx context.Context, url string, count int) (*Owner, error) {
	if count < 1 {
		return nil, fmt.Errorf("cluster: shard count %d", count)
	}
	cfg, err := pgx.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("cluster: %w", err)
	}
	base := time.Now()
	conn, err := store.ConnectLock(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("cluster: connecting for shard ownership: %w", err)
	}
	o := &Owner{count: count, conn: conn, held: map[int]bool{}, base: base, lost: make(chan struct{}), stop: make(chan struct{})}
	go o.watch()
	return o, nil
}

// TryClaim takes shard if no other process holds it and no process runs
// the bot with another shard count, and reports whether this process
// holds it now.
func (o *Owner) TryClaim(shard int) (bool, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.isLost() {
		return false, errors.New("cluster: the ownership connection is closed")
	}
	if o.held[shard] {
		return true, nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	sent := time.Now()
	defer func() {
		if !o.conn.IsClosed() && ctx.Err() == nil {
			o.confirm(sent)
		}
	}()
	if !o.counted {
		if _, err := o.conn.Exec(ctx, "SELECT pg_advisory_lock_shared($1::int4, $2::int4)", int32(countClass), int32(o.count)); err != nil {
			return false, o.failed(ctx, err)
		}
		o.counted = true
	}
	// pg_locks lists the locks of every database on the server; advisory
	// locks are a database's own, and so is the bot.
	var others bool
	err := o.conn.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
		AND classid = $1::int8::oid AND objid <> $2::int8::oid AND objsubid = 2)`, int64(countClass), int64(o.count)).Scan(&others)
	if err != nil {
		return false, o.failed(ctx, err)
	}
	if others {
		// Processes of another shard count run: wait until they are gone.
		// A process that holds no shard lets go of its count, so that two
		// counts starting together do not wait for each other forever.
		if len(o.held) == 0 {
			if _, err := o.conn.Exec(ctx, "SELECT pg_advisory_unlock_shared($1::int4, $2::int4)", int32(countClass), int32(o.count)); err != nil {
				return false, o.failed(ctx, err)
			}
			o.counted = false
		}
		return false, nil
	}
	var ok bool
	if err := o.conn.QueryRow(ctx, "SELECT pg_try_advisory_lock($1::int4, $2::int4)", int32(shardClass), int32(shard)).Scan(&ok); err != nil {
		return false, o.failed(ctx, err)
	}
	if ok {
		o.held[shard] = true
	}
	return ok, nil
}

// failed ends the ownership when the connection broke (o.mu held): the
// locks may be gone.
func (o *Owner) failed(ctx context.Context, err error) error {
	if o.conn.IsClosed() {
		o.lose(errors.Is(ctx.Err(), context.DeadlineExceeded))
	}
	return fmt.Errorf("cluster: %w", err)
}

// Held returns the shards this process holds.
func (o *Owner) Held() []int {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []int
	for s := range o.held {
		out = append(out, s)
	}
	return out
}

// Lost is closed when the connection holding the locks is gone or no
// longer answers: the shards may run elsewhere now (or will soon).
func (o *Owner) Lost() <-chan struct{} { return o.lost }

// HeldUntil is when this process must stop acting on its shards unless
// a check confirms them again meanwhile: store.LockLease after the last
// statement the connection answered was sent. The server keeps the locks
// of a process it no longer hears from for store.LockRelease, longer
// than that. It stays so when the ownership is lost because the server
// stopped answering (it may still hold the locks, and frees them no
// sooner than store.LockRelease after it last heard from this process);
// when the connection failed with an error it is in the past (the server
// may have ended it, freeing the locks at once).
func (o *Owner) HeldUntil() time.Time {
	if o.broken.Load() {
		return time.Time{}
	}
	return o.base.Add(time.Duration(o.confirmed.Load()) + store.LockLease)
}

// confirm records that a statement sent at sent was answered.
func (o *Owner) confirm(sent time.Time) {
	d := int64(sent.Sub(o.base))
	for {
		old := o.confirmed.Load()
		if d <= old || o.confirmed.CompareAndSwap(old, d) {
			return
		}
	}
}

func (o *Owner) isLost() bool {
	select {
	case <-o.lost:
		return true
	default:
		return false
	}
}

// lose closes Lost; silent says the server stopped answering, rather than
// the connection failing with an error.
func (o *Owner) lose(silent bool) {
	o.lostOnce.Do(func() {
		o.broken.Store(!silent)
		close(o.lost)
	})
}

// watch pings the connection every CheckEvery (which also keeps the
// server from ending it as idle); when a ping fails or is not answered
// within opTimeout, the locks are taken as lost and the connection
// closed (PostgreSQL releases them when it sees it gone, at the latest
// store.LockRelease after it last heard from this process).
func (o *Owner) watch() {
	t := time.NewTicker(CheckEvery)
	defer t.Stop()
	for {
		select {
		case <-o.stop:
			return
		case <-t.C:
		}
		o.mu.Lock()
		ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
		sent := time.Now()
		err := o.conn.Ping(ctx)
		cancel()
		if err == nil {
			o.confirm(sent)
		}
		if err != nil {
			o.lose(errors.Is(ctx.Err(), context.DeadlineExceeded))
			o.conn.Close(context.Background())
			o.mu.Unlock()
			return
		}
		o.mu.Unlock()
	}
}

// Close releases every shard (closing the connection).
func (o *Owner) Close() error {
	o.stopOnce.Do(func() { close(o.stop) })
	o.mu.Lock()
	defer o.mu.Unlock()
	o.held = map[int]bool{}
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	return o.conn.Close(ctx)
}
