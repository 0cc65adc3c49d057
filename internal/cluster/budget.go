package cluster

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wordbot/wordbot/store"
)

// Budget is the global REST budget shared by the processes of one bot:
// one row holds the next free slot; each request moves it on by 1/rate
// and waits for the slot it took. The slots are handed out by the
// database's clock and each process waits the delay the database computed,
// so the processes' clocks need not agree.
type Budget struct {
	url      string
	interval time.Duration

	mu     sync.Mutex
	conn   *pgx.Conn
	downAt time.Time       // the last failure: no new try for RetryAfter
	base   context.Context // ends when the budget is abandoned (AbandonWhen)
}

// RetryAfter is how long a Budget whose database failed answers at once
// with an error (its requests then pace themselves alone) before it tries
// the database again: a request never waits for a connection attempt
// that failed a moment ago.
var RetryAfter = 5 * time.Second

// errDown is Reserve's error while the database is taken as down.
var errDown = errors.New("cluster: the REST budget's database failed a moment ago")

// errAbandoned is Reserve's error once the budget was abandoned.
var errAbandoned = errors.New("cluster: the REST budget is not used any more (the shards' ownership was lost)")

// budgetTable is created when missing (a fresh database, or one migrated
// by an older wordbot).
const budgetTable = `CREATE TABLE IF NOT EXISTS wordbot_rest_budget (
	id int PRIMARY KEY,
	next_at timestamptz NOT NULL
)`

// NewBudget connects to the database at url and shares a budget of
// perSecond requests per second through it.
func NewBudget(ctx context.Context, url string, perSecond float64) (*Budget, error) {
	if perSecond <= 0 {
		return nil, fmt.Errorf("cluster: a budget of %g requests per second", perSecond)
	}
	b := &Budget{url: url, interval: time.Duration(float64(time.Second) / perSecond), base: context.Background()}
	if err := b.connect(ctx); err != nil {
		return nil, err
	}
	return b, nil
}

// connect opens the budget's connection and makes its row (b.mu held or
// not yet shared).
func (b *Budget) connect(ctx context.Context) error {
	cfg, err := pgx.ParseConfig(b.url)
	if err != nil {
		return fmt.Errorf("cluster: %w", err)
	}
	// Keepalives and time-outs, as every connection (store.NetConfig).
	conn, err := pgx.ConnectConfig(ctx, store.NetConfig(cfg))
	if err != nil {
		return fmt.Errorf("cluster: connecting for the REST budget: %w", err)
	}
	tx, err := conn.Begin(ctx)
	if err == nil {
		// Two processes creating the table at once would collide: one at a
		// time.
		_, err = tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1::int4, 0)", int32(countClass+1))
		if err == nil {
			_, err = tx.Exec(ctx, budgetTable)
		}
		if err == nil {
			_, err = tx.Exec(ctx, "INSERT INTO wordbot_rest_budget (id, next_at) VALUES (1, clock_timestamp()) ON CONFLICT (id) DO NOTHING")
		}
		if err == nil {
			err = tx.Commit(ctx)
		} else {
			tx.Rollback(ctx)
		}
	}
	if err != nil {
		conn.Close(ctx)
		return fmt.Errorf("cluster: preparing the REST budget: %w", err)
	}
	b.conn = conn
	return nil
}

// AbandonWhen makes Reserve fail at once, a reservation in flight
// included, from when done is closed: the process's shards were lost
// (their lock connection stopped answering: the database, the budget's
// too, is likely unreachable), and the answers it still sends should not
// wait for it.
func (b *Budget) AbandonWhen(done <-chan struct{}) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		<-done
		cancel()
	}()
	b.mu.Lock()
	b.base = ctx
	b.mu.Unlock()
}

// Reserve takes the next free slot and returns how long to wait for it.
func (b *Budget) Reserve() (time.Duration, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.downAt.IsZero() && time.Since(b.downAt) < RetryAfter {
		return 0, errDown
	}
	if b.base.Err() != nil {
		return 0, errAbandoned
	}
	ctx, cancel := context.WithTimeout(b.base, 2*time.Second)
	defer cancel()
	if b.conn == nil || b.conn.IsClosed() {
		if err := b.connect(ctx); err != nil {
			b.downAt = time.Now()
			return 0, err
		}
	}
	var wait float64
	err := b.conn.QueryRow(ctx, `UPDATE wordbot_rest_budget
		SET next_at = GREATEST(next_at, clock_timestamp()) + make_interval(secs => $1)
		WHERE id = 1
		RETURNING EXTRACT(EPOCH FROM (next_at - make_interval(secs => $1) - clock_timestamp()))::float8`,
		b.interval.Seconds()).Scan(&wait)
	if err != nil {
		b.downAt = time.Now()
		if !b.conn.IsClosed() {
			b.conn.Close(ctx)
		}
		return 0, fmt.Errorf("cluster: reserving a REST slot: %w", err)
	}
	b.downAt = time.Time{}
	if wait < 0 {
		wait = 0
	}
	return time.Duration(wait * float64(time.Second)), nil
}

// Close closes the budget's connection.
func (b *Budget) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.conn == nil {
		return nil
	}
	return b.conn.Close(context.Background())
}
