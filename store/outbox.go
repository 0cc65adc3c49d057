package store

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"
)

// change is a Change as the group commit takes it, with the outbox's own
// marks: posts to mark sent (MarkSent) and dropped (DropPost).
type change struct {
	Change
	sent    []string
	dropped []DroppedPost
}

// DroppedPost is a post Discord refused for good (DropPost): it stays in
// the outbox table, out of Pending, with when and why it was dropped, for
// droppedKept.
type DroppedPost struct {
	Post
	Reason  string
	Dropped time.Time
}

// sentKept is how long a sent post's id is remembered (its data is dropped
// at once): longer than Discord's nonce window.
const sentKept = 24 * time.Hour

// droppedKept is how long a dropped post (its data and reason) is kept,
// for an operator to see what was not delivered and why.
const droppedKept = 30 * 24 * time.Hour

// maxReason bounds a dropped post's reason, in bytes.
const maxReason = 500

// Commit applies c in one transaction, committed (synced) before it
// returns, and returns the posts it queued: all of c.Posts, or none when
// c.Result's report had been queued already. A post whose id is already in
// the outbox is not queued again. Changes committed at the same time by
// several goroutines share one transaction and one sync (group commit),
// each in a savepoint of its own: one change failing fails only itself,
// and none returns before the transaction is durable.
func (s *Store) Commit(ctx context.Context, c Change) ([]Post, error) {
	if c.Channel == "" {
		return nil, errorf(EInvalid, nil, "store: a change needs a channel")
	}
	for _, p := range c.Posts {
		if p.ID == "" || p.Channel == "" {
			return nil, errorf(EInvalid, nil, "store: a post needs an id and a channel")
		}
	}
	if c.Result != nil {
		if err := checkResult(c.Result); err != nil {
			return nil, err
		}
	}
	if c.Past != nil && c.Past.ID == "" {
		return nil, errorf(EInvalid, nil, "store: a past game needs an id")
	}
	return s.group.commit(ctx, s, change{Change: c})
}

// apply writes c inside tx and returns the posts it queued, and the
// session's version after it (ver, when verSet; 0 when deleted). known is
// the version this process last saw (0: absent), when hasKnown: a change
// of a session another process changed since fails with ErrStale.
func (s *Store) apply(ctx context.Context, tx *sql.Tx, c change, known int64, hasKnown bool) (queued []Post, ver int64, verSet bool, err error) {
	pg, proc := s.pg, s.procKey
	now := time.Now().UnixMilli()
	if len(c.sent) > 0 {
		if err := markSent(ctx, tx, c.sent); err != nil {
			return nil, 0, false, err
		}
	}
	for _, d := range c.dropped {
		if _, err := tx.ExecContext(ctx, "UPDATE outbox SET dropped = ?, reason = ? WHERE id = ? AND sent IS NULL AND dropped IS NULL",
			now, d.Reason, d.ID); err != nil {
			return nil, 0, false, err
		}
	}
	switch {
	case c.Keep && hasKnown && known > 0 && len(c.Appends) == 1:
		// A guess: the check and the row in one statement (one round
		// trip on PostgreSQL, one statement less for SQLite), the
		// session row held FOR SHARE on PostgreSQL as below.
		var res sql.Result
		var err error
		if pg {
			res, err = tx.ExecContext(ctx, `INSERT INTO appends (channel, data) SELECT ?, ?
				WHERE EXISTS (SELECT 1 FROM sessions WHERE channel = ? AND version = ? FOR SHARE)`,
				c.Channel, c.Appends[0], c.Channel, known)
		} else {
			// Prepared once: parsing it was most of a guess's cost.
			res, err = tx.StmtContext(ctx, s.appendSt).ExecContext(ctx, c.Channel, c.Appends[0], c.Channel, known)
		}
		if err != nil {
			return nil, 0, false, err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil, 0, false, staleErr(c.Channel)
		}
		c.Appends = nil // written
	case c.Keep:
		if hasKnown && c.Channel != "" {
			// Appended records and posts belong to the session this
			// process holds.
			var cur int64
			q := "SELECT version FROM sessions WHERE channel = ?"
			if pg {
				// Held until the commit: a save by another process
				// waits for it, and then sees the records.
				q += " FOR SHARE"
			}
			err := tx.QueryRowContext(ctx, q, c.Channel).Scan(&cur)
			if errors.Is(err, sql.ErrNoRows) {
				cur, err = 0, nil
			}
			if err != nil {
				return nil, 0, false, err
			}
			if cur != known {
				return nil, 0, false, staleErr(c.Channel)
			}
		}
	case c.Delete:
		switch {
		case !hasKnown:
			_, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE channel = ?", c.Channel)
		case known > 0:
			var res sql.Result
			res, err = tx.ExecContext(ctx, "DELETE FROM sessions WHERE channel = ? AND version = ?", c.Channel, known)
			if err == nil {
				if n, _ := res.RowsAffected(); n == 0 {
					return nil, 0, false, staleErr(c.Channel)
				}
			}
		}
		ver, verSet = 0, true
	default:
		data := c.Data
		if data == nil {
			data = []byte{}
		}
		// The session holds every row appended so far: it notes the
		// last one (the rows go in the next sweep).
		switch {
		case !hasKnown:
			err = tx.QueryRowContext(ctx, `INSERT INTO sessions (channel, guild, kind, data, updated, folded, version)
				VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(seq), 0) FROM appends), 1)
				ON CONFLICT (channel) DO UPDATE SET guild = excluded.guild, kind = excluded.kind, data = excluded.data,
					updated = excluded.updated, folded = excluded.folded, version = sessions.version + 1
				RETURNING version`,
				c.Channel, c.Guild, c.Kind, data, now).Scan(&ver)
		case known == 0:
			err = tx.QueryRowContext(ctx, `INSERT INTO sessions (channel, guild, kind, data, updated, folded, version)
				VALUES (?, ?, ?, ?, ?, (SELECT coalesce(max(seq), 0) FROM appends), 1)
				ON CONFLICT (channel) DO NOTHING RETURNING version`,
				c.Channel, c.Guild, c.Kind, data, now).Scan(&ver)
		default:
			err = tx.QueryRowContext(ctx, `UPDATE sessions SET guild = ?, kind = ?, data = ?, updated = ?,
					folded = (SELECT coalesce(max(seq), 0) FROM appends), version = version + 1
				WHERE channel = ? AND version = ? RETURNING version`,
				c.Guild, c.Kind, data, now, c.Channel, known).Scan(&ver)
		}
		if errors.Is(err, sql.ErrNoRows) {
			return nil, 0, false, staleErr(c.Channel)
		}
		verSet = true
	}
	if err != nil {
		return nil, 0, false, err
	}
	for _, a := range c.Appends {
		if _, err := tx.ExecContext(ctx, "INSERT INTO appends (channel, data) VALUES (?, ?)", c.Channel, a); err != nil {
			return nil, 0, false, err
		}
	}
	if c.Daily != nil {
		if err := saveDaily(ctx, tx, *c.Daily); err != nil {
			return nil, 0, false, err
		}
	}
	if c.Past != nil {
		if err := savePast(ctx, tx, c.Channel, c.Guild, *c.Past); err != nil {
			return nil, 0, false, err
		}
	}
	posts := c.Posts
	if c.Result != nil {
		if err := recordResult(ctx, tx, *c.Result, pg); err != nil {
			return nil, 0, false, err
		}
		first, err := markReported(ctx, tx, c.Result.ID)
		if err != nil {
			return nil, 0, false, err
		}
		if !first {
			posts = nil // queued before: posted, or still in the outbox
		}
	}
	for _, p := range posts {
		var res sql.Result
		if pg {
			// Claimed by this process (see postgres.go).
			res, err = tx.ExecContext(ctx, `INSERT INTO outbox (id, seq, channel, guild, data, created, claimed_by)
				VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM outbox), ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
				p.ID, p.Channel, c.Guild, p.Data, now, proc)
		} else {
			res, err = tx.ExecContext(ctx, `INSERT INTO outbox (id, seq, channel, guild, data, created)
				VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM outbox), ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
				p.ID, p.Channel, c.Guild, p.Data, now)
		}
		if err != nil {
			return nil, 0, false, err
		}
		if n, err := res.RowsAffected(); err != nil {
			return nil, 0, false, err
		} else if n == 1 {
			p.Guild = c.Guild
			queued = append(queued, p)
		}
	}
	return queued, ver, verSet, nil
}

// Appends returns the records appended to the session of channel since it
// was last saved, oldest first (none when the channel has no session).
func (s *Store) Appends(ctx context.Context, channel string) ([][]byte, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT a.data FROM appends a JOIN sessions s ON s.channel = a.channel
		WHERE a.channel = ? AND a.seq > s.folded ORDER BY a.seq`, channel)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot load the session of channel %s", channel)
	}
	defer rows.Close()
	var out [][]byte
	for rows.Next() {
		var d []byte
		if err := rows.Scan(&d); err != nil {
			return nil, errorf(EInternal, err, "store: cannot load the session of channel %s", channel)
		}
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, errorf(EInternal, err, "store: cannot load the session of channel %s", channel)
	}
	return out, nil
}

// Pending returns the posts not sent yet, oldest first.
func (s *Store) Pending(ctx context.Context) ([]Post, error) {
	return s.PendingFor(ctx, nil)
}

// PendingFor returns the posts not sent yet whose guild keep accepts (all
// when keep is nil), oldest first. On PostgreSQL it claims them for this
// process, and leaves out the posts claimed by another process still
// running (see postgres.go).
func (s *Store) PendingFor(ctx context.Context, keep func(guild string) bool) ([]Post, error) {
	fail := func(err error) ([]Post, error) { return nil, errorf(EInternal, err, "store: cannot list the outbox") }
	rows, err := s.r.QueryContext(ctx, "SELECT id, channel, guild, data FROM outbox WHERE sent IS NULL AND dropped IS NULL ORDER BY seq")
	if err != nil {
		return fail(err)
	}
	defer rows.Close()
	var out []Post
	for rows.Next() {
		var p Post
		if err := rows.Scan(&p.ID, &p.Channel, &p.Guild, &p.Data); err != nil {
			return fail(err)
		}
		if keep == nil || keep(p.Guild) {
			out = append(out, p)
		}
	}
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	if !s.pg || len(out) == 0 {
		return out, nil
	}
	return s.claim(ctx, out)
}

// claim takes the posts of cand that no running process holds for this
// one, and returns those it got, in order.
func (s *Store) claim(ctx context.Context, cand []Post) ([]Post, error) {
	fail := func(err error) ([]Post, error) { return nil, errorf(EInternal, err, "store: cannot claim the outbox") }
	ids := make([]string, len(cand))
	for i, p := range cand {
		ids[i] = p.ID
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fail(err)
	}
	defer tx.Rollback()
	// pg_try_advisory_xact_lock succeeds only on the key of a process
	// that no longer holds it: one that died.
	rows, err := tx.QueryContext(ctx, `UPDATE outbox SET claimed_by = ? WHERE id IN (
			SELECT id FROM outbox WHERE id = ANY(?) AND sent IS NULL
				AND (claimed_by IS NULL OR claimed_by = ? OR pg_try_advisory_xact_lock(?, claimed_by))
			FOR UPDATE SKIP LOCKED)
		RETURNING id`, s.procKey, ids, s.procKey, int32(pgLockProcess))
	if err != nil {
		return fail(err)
	}
	got := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return fail(err)
		}
		got[id] = true
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	if err := tx.Commit(); err != nil {
		return fail(err)
	}
	var out []Post
	for _, p := range cand {
		if got[p.ID] {
			out = append(out, p)
		}
	}
	return out, nil
}

// MarkSent records that Discord accepted post id: it leaves the outbox
// (its id is kept a day, its data dropped at once). Marking an unknown or
// sent post does nothing.
func (s *Store) MarkSent(ctx context.Context, id string) error {
	// Through the group commit: a mark shares the sync of the changes
	// committed at the same time.
	if _, err := s.group.commit(ctx, s, change{Change: Change{Keep: true}, sent: []string{id}}); err != nil {
		return errorf(EInternal, errors.Unwrap(err), "store: cannot mark post %s sent", id)
	}
	return nil
}

// DropPost takes post id out of the outbox for good, because Discord
// refused it in a way no retry mends (reason says how, cut to 500 bytes):
// the post is kept, with its data, the time and the reason, for 30 days
// (DroppedPosts), and is never pending again. Dropping an unknown, sent or
// dropped post does nothing.
func (s *Store) DropPost(ctx context.Context, id, reason string) error {
	if len(reason) > maxReason {
		reason = strings.ToValidUTF8(reason[:maxReason], "")
	}
	if _, err := s.group.commit(ctx, s, change{Change: Change{Keep: true}, dropped: []DroppedPost{{Post: Post{ID: id}, Reason: reason}}}); err != nil {
		return errorf(EInternal, errors.Unwrap(err), "store: cannot drop post %s", id)
	}
	return nil
}

// DroppedPosts returns the posts dropped in the last 30 days, oldest
// first.
func (s *Store) DroppedPosts(ctx context.Context) ([]DroppedPost, error) {
	fail := func(err error) ([]DroppedPost, error) {
		return nil, errorf(EInternal, err, "store: cannot list the dropped posts")
	}
	rows, err := s.r.QueryContext(ctx, "SELECT id, channel, guild, data, reason, dropped FROM outbox WHERE dropped IS NOT NULL ORDER BY seq")
	if err != nil {
		return fail(err)
	}
	defer rows.Close()
	var out []DroppedPost
	for rows.Next() {
		var d DroppedPost
		var at int64
		if err := rows.Scan(&d.ID, &d.Channel, &d.Guild, &d.Data, &d.Reason, &at); err != nil {
			return fail(err)
		}
		d.Dropped = time.UnixMilli(at)
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	return out, nil
}

// markSent marks posts sent inside tx and forgets those sent long ago, and
// those dropped long ago.
func markSent(ctx context.Context, tx *sql.Tx, ids []string) error {
	now := time.Now()
	for _, id := range ids {
		if _, err := tx.ExecContext(ctx, "UPDATE outbox SET sent = ?, data = ? WHERE id = ? AND sent IS NULL AND dropped IS NULL", now.UnixMilli(), []byte{}, id); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM outbox WHERE sent IS NOT NULL AND sent < ?", now.Add(-sentKept).UnixMilli()); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, "DELETE FROM outbox WHERE dropped IS NOT NULL AND dropped < ?", now.Add(-droppedKept).UnixMilli())
	return err
}

// The rows appended to sessions and since folded into them (or left by
// deleted sessions) are swept a chunk at a time, so that no commit pays
// for a big deletion: every sweepEvery, the group commit looks at the next
// sweepChunk rows by seq and deletes those no session needs, going back to
// the first row after the last.
const (
	sweepEvery = 100 * time.Millisecond
	sweepChunk = 2000
)

// sweep deletes, inside tx, the rows no session needs among the sweepChunk
// rows after seq from, and returns where the next sweep starts.
func sweep(ctx context.Context, tx *sql.Tx, from int64) (int64, error) {
	var last sql.NullInt64
	var n int
	if err := tx.QueryRowContext(ctx, "SELECT max(seq), count(*) FROM (SELECT seq FROM appends WHERE seq > ? ORDER BY seq LIMIT ?) AS chunk", from, sweepChunk).Scan(&last, &n); err != nil {
		return from, err
	}
	if !last.Valid {
		return 0, nil // past the end: start again from the first row
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM appends WHERE seq > ? AND seq <= ? AND NOT EXISTS
		(SELECT 1 FROM sessions s WHERE s.channel = appends.channel AND s.folded < appends.seq)`, from, last.Int64)
	if err != nil {
		return from, err
	}
	if n < sweepChunk {
		// The newest rows: start again from the first, rather than
		// follow the rows appended meanwhile and never come back.
		return 0, nil
	}
	return last.Int64, nil
}

// appendSQLite appends a guess to a session of a known version on SQLite;
// Open prepares it on the writer's one connection (see Store.appendSt).
const appendSQLite = `INSERT INTO appends (channel, data) SELECT ?, ?
	WHERE EXISTS (SELECT 1 FROM sessions WHERE channel = ? AND version = ?)`
