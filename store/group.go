package store

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
	"time"
)

// maxGroup bounds the changes committed in one transaction.
const maxGroup = 256

// group commits the changes of concurrent Commit calls together: the first
// caller to find no commit running becomes the leader, takes every change
// queued meanwhile (up to maxGroup), writes them in one transaction and
// wakes their callers once it is committed.
type group struct {
	mu      sync.Mutex
	queue   []*groupReq
	leading bool
	swept   time.Time // the last sweep of appended rows (leader only)
	cursor  int64     // where the next sweep starts
}

type groupReq struct {
	ctx    context.Context
	c      change
	queued []Post
	err    error
	done   chan struct{}
	// ver is the session's version after the change (0: deleted), when
	// verSet; remembered once the change is committed.
	ver    int64
	verSet bool
}

// Depth is the number of changes waiting for a commit.
func (s *Store) Depth() int {
	s.group.mu.Lock()
	defer s.group.mu.Unlock()
	return len(s.group.queue)
}

func (g *group) commit(ctx context.Context, s *Store, c change) ([]Post, error) {
	req := &groupReq{ctx: ctx, c: c, done: make(chan struct{})}
	g.mu.Lock()
	g.queue = append(g.queue, req)
	if g.leading {
		g.mu.Unlock()
		select {
		case <-req.done:
			return req.queued, req.err
		case <-ctx.Done():
			// The change may still be committed; the caller is told it
			// was not confirmed.
			return nil, errorf(EInternal, ctx.Err(), "store: cannot save the change of channel %s", c.Channel)
		}
	}
	g.leading = true
	for {
		batch := g.queue
		if len(batch) > maxGroup {
			batch = batch[:maxGroup]
		}
		g.queue = g.queue[len(batch):]
		g.mu.Unlock()
		s.commitGroup(batch)
		g.mu.Lock()
		if len(g.queue) == 0 {
			g.leading = false
			g.mu.Unlock()
			break
		}
	}
	<-req.done
	return req.queued, req.err
}

// commitGroup writes batch in one transaction, each change in a savepoint.
// On PostgreSQL it first tries without savepoints (each costs two round
// trips, and a transaction with more than 64 subtransactions slows every
// other session's snapshots): a stale change writes nothing before it is
// found stale, so only a failing statement needs them, and then the batch
// is written again the careful way.
func (s *Store) commitGroup(batch []*groupReq) {
	if s.pg && s.commitGroupFast(batch) {
		return
	}
	s.commitGroupSavepoints(batch)
}

// finishGroup ends the changes of batch: err (the commit's) fails those
// not failed already; the others' versions are remembered.
func (s *Store) finishGroup(batch []*groupReq, err error) {
	for _, r := range batch {
		if r.err == nil && err != nil {
			r.err = errorf(EInternal, err, "store: cannot save the change of channel %s", r.c.Channel)
			r.queued = nil
		}
		if r.err == nil && r.verSet {
			s.vers.set(r.c.Channel, r.ver)
		}
		close(r.done)
	}
}

// commitGroupFast writes batch in one transaction without savepoints, and
// reports false, having written nothing, when a statement failed.
func (s *Store) commitGroupFast(batch []*groupReq) bool {
	ctx := s.writeCtx()
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return false
	}
	defer tx.Rollback()
	fail := func() bool {
		for _, r := range batch {
			r.queued, r.ver, r.verSet, r.err = nil, 0, false, nil
		}
		return false
	}
	for i := 0; i < len(batch); {
		r := batch[i]
		if err := r.ctx.Err(); err != nil {
			r.err = errorf(EInternal, err, "store: cannot save the change of channel %s", r.c.Channel)
			i++
			continue
		}
		// The guesses that follow each other in the batch are written in
		// one statement.
		if n := s.guessRun(batch[i:]); n > 0 {
			if err := s.appendGuesses(ctx, tx, batch[i:i+n]); err != nil {
				return fail()
			}
			i += n
			continue
		}
		known, hasKnown := s.vers.get(r.c.Channel)
		r.queued, r.ver, r.verSet, r.err = s.apply(ctx, tx, r.c, known, hasKnown)
		if r.err != nil && !IsStale(r.err) {
			return fail()
		}
		if r.err != nil {
			r.queued, r.verSet = nil, false
		}
		i++
	}
	s.sweepIn(ctx, tx)
	s.finishGroup(batch, tx.Commit())
	return true
}

// isGuess reports whether c is a guess and nothing else: one record
// appended to a session this process holds (known, of version known > 0),
// with no post, result, daily play or mark.
func isGuess(c change, known int64, hasKnown bool) bool {
	return c.Keep && len(c.Appends) == 1 && hasKnown && known > 0 &&
		len(c.Posts) == 0 && c.Result == nil && c.Daily == nil && len(c.sent) == 0
}

// guessRun returns how many changes at the head of batch are guesses
// (isGuess) whose context is not done, none when fewer than two.
func (s *Store) guessRun(batch []*groupReq) int {
	n := 0
	for _, r := range batch {
		known, hasKnown := s.vers.get(r.c.Channel)
		if r.ctx.Err() != nil || !isGuess(r.c, known, hasKnown) {
			break
		}
		n++
	}
	if n < 2 {
		return 0
	}
	return n
}

// appendGuesses writes the guesses of run (see guessRun) inside tx in one
// statement, one round trip on PostgreSQL however many they are (with one
// statement a guess, the round trips of a batch of 200 took longer than
// the 20 ms that 200 channels have at 10,000 guesses/s; docs/bot.md). Each
// guess is checked as apply checks one (its session still of the version
// this process knows, the row held FOR SHARE until the commit), and is
// stale, writing nothing, when it is not; the rows are appended in the
// order of run. It returns the statement's error, in which case nothing
// was written.
func (s *Store) appendGuesses(ctx context.Context, tx *sql.Tx, run []*groupReq) error {
	channels := make([]string, len(run))
	data := make([][]byte, len(run))
	known := make([]int64, len(run))
	for i, r := range run {
		channels[i], data[i] = r.c.Channel, r.c.Appends[0]
		known[i], _ = s.vers.get(r.c.Channel)
	}
	rows, err := tx.QueryContext(ctx, appendGuessesPG, channels, data, known)
	if err != nil {
		return err
	}
	defer rows.Close()
	stored := make([]bool, len(run))
	for rows.Next() {
		var n int
		if err := rows.Scan(&n); err != nil {
			return err
		}
		if n < 1 || n > len(run) {
			return fmt.Errorf("store: appended guess %d of %d", n, len(run))
		}
		stored[n-1] = true
	}
	if err := rows.Err(); err != nil {
		return err
	}
	for i, r := range run {
		r.queued, r.ver, r.verSet, r.err = nil, 0, false, nil
		if !stored[i] {
			r.err = staleErr(r.c.Channel)
		}
	}
	return nil
}

// appendGuessesPG appends guesses (channel, record, known version) given as
// three arrays: those whose session is of the known version, in the order
// given, returning their ordinals (from 1).
const appendGuessesPG = `WITH g AS (
		SELECT * FROM unnest(?::text[], ?::bytea[], ?::bigint[]) WITH ORDINALITY AS g (channel, data, known, n)
		WHERE EXISTS (SELECT 1 FROM sessions s WHERE s.channel = g.channel AND s.version = g.known FOR SHARE)
	), ins AS (
		INSERT INTO appends (channel, data) SELECT channel, data FROM g ORDER BY n
	)
	SELECT n FROM g`

// sweepIn sweeps appended rows inside tx, in a savepoint, when it is
// time; a failed sweep fails no change (it is tried again later).
func (s *Store) sweepIn(ctx context.Context, tx *sql.Tx) error {
	if time.Since(s.group.swept) <= sweepEvery {
		return nil
	}
	s.group.swept = time.Now()
	if _, err := tx.ExecContext(ctx, "SAVEPOINT sweep"); err != nil {
		return err
	}
	if next, err := sweep(ctx, tx, s.group.cursor); err != nil {
		tx.ExecContext(ctx, "ROLLBACK TO sweep")
	} else {
		s.group.cursor = next
	}
	_, err := tx.ExecContext(ctx, "RELEASE sweep")
	return err
}

// commitGroupSavepoints writes batch in one transaction, each change in a
// savepoint: one change failing fails only itself.
func (s *Store) commitGroupSavepoints(batch []*groupReq) {
	finish := func(err error) { s.finishGroup(batch, err) }
	ctx := s.writeCtx()
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		finish(err)
		return
	}
	defer tx.Rollback()
	for i, r := range batch {
		if err := r.ctx.Err(); err != nil {
			r.err = errorf(EInternal, err, "store: cannot save the change of channel %s", r.c.Channel)
			continue
		}
		sp := fmt.Sprintf("c%d", i)
		if _, err := tx.ExecContext(ctx, "SAVEPOINT "+sp); err != nil {
			finish(err)
			return
		}
		known, hasKnown := s.vers.get(r.c.Channel)
		r.queued, r.ver, r.verSet, r.err = s.apply(ctx, tx, r.c, known, hasKnown)
		if r.err != nil {
			if !IsStale(r.err) {
				r.err = errorf(EInternal, r.err, "store: cannot save the change of channel %s", r.c.Channel)
			}
			r.queued = nil
			r.verSet = false
			if _, err := tx.ExecContext(ctx, "ROLLBACK TO "+sp); err != nil {
				finish(err)
				return
			}
		}
		if _, err := tx.ExecContext(ctx, "RELEASE "+sp); err != nil {
			finish(err)
			return
		}
	}
	if err := s.sweepIn(ctx, tx); err != nil {
		finish(err)
		return
	}
	finish(tx.Commit())
}
