package cluster

import (
	"context"
	"errors"
	"fmt"

	"github.com/jackc/pgx/v5"
)

// The Activity's routing (docs/activity.md, "Several shard processes"):
// each process advertises the address its Activity's server is reached at
// by the other processes, in a row keyed by the backend of its ownership
// connection (the connection holding its shards' advisory locks). The
// owner of a shard is then the process whose backend holds the shard's
// lock, joined to its row: a row of a process that died matches no lock
// (its backend is gone), so a dead process is never named, and no row
// needs to be cleaned for correctness.

// peersTable is created when missing, as the budget's table is.
const peersTable = `CREATE TABLE IF NOT EXISTS wordbot_web_peers (
	pid int PRIMARY KEY,
	url text NOT NULL
)`

// Advertise records url as this process's Activity address for the other
// processes (and forgets the rows of backends that are gone). It is called
// before the process claims its shards.
func (o *Owner) Advertise(url string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.isLost() {
		return errors.New("cluster: the ownership connection is closed")
	}
	ctx, cancel := context.WithTimeout(context.Background(), opTimeout)
	defer cancel()
	err := pgx.BeginFunc(ctx, o.conn, func(tx pgx.Tx) error {
		// Two processes creating the table at once would collide: one at
		// a time (the budget's lock class, +2).
		if _, err := tx.Exec(ctx, "SELECT pg_advisory_xact_lock($1::int4, 0)", int32(countClass+2)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, peersTable); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, "DELETE FROM wordbot_web_peers WHERE pid NOT IN (SELECT pid FROM pg_stat_activity)"); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO wordbot_web_peers (pid, url) VALUES (pg_backend_pid(), $1)
			ON CONFLICT (pid) DO UPDATE SET url = excluded.url`, url)
		return err
	})
	if err != nil {
		return o.failed(ctx, fmt.Errorf("advertising the Activity's address: %w", err))
	}
	return nil
}

// Locate returns the Activity address of the process holding shard now,
// "" when no process holds it (or its holder advertised none).
func (o *Owner) Locate(ctx context.Context, shard int) (string, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.isLost() {
		return "", errors.New("cluster: the ownership connection is closed")
	}
	ctx, cancel := context.WithTimeout(ctx, opTimeout)
	defer cancel()
	var url string
	err := o.conn.QueryRow(ctx, `SELECT p.url FROM pg_locks l JOIN wordbot_web_peers p ON p.pid = l.pid
		WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1::int8::oid AND l.objid = $2::int8::oid AND l.objsubid = 2`,
		int64(shardClass), int64(shard)).Scan(&url)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", o.failed(ctx, err)
	}
	return url, nil
}
