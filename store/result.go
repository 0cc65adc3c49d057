package store

import (
	"context"
	"database/sql"
	"time"
)

// checkResult refuses a result that cannot be stored.
func checkResult(r *Result) error {
	if r.ID == "" {
		return errorf(EInvalid, nil, "store: a result needs an id")
	}
	if r.Game == "" {
		return errorf(EInvalid, nil, "store: result %s has no game", r.ID)
	}
	seen := make(map[string]bool, len(r.Players))
	for _, p := range r.Players {
		if p.User == "" {
			return errorf(EInvalid, nil, "store: result %s has a player with no user id", r.ID)
		}
		if seen[p.User] {
			return errorf(EInvalid, nil, "store: result %s lists user %s twice", r.ID, p.User)
		}
		seen[p.User] = true
	}
	return nil
}

// RecordResult stores r, committed before it returns. Recording a result
// whose ID is already stored does nothing and is not an error, so a round
// reported again after a crash is not counted twice. A zero At means now.
// Each user appears at most once in r.Players.
func (s *Store) RecordResult(ctx context.Context, r Result) error {
	if err := checkResult(&r); err != nil {
		return err
	}
	fail := func(err error) error {
		return errorf(EInternal, err, "store: cannot record result %s", r.ID)
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fail(err)
	}
	defer tx.Rollback()
	if err := recordResult(ctx, tx, r, s.pg); err != nil {
		return fail(err)
	}
	if err := tx.Commit(); err != nil {
		return fail(err)
	}
	return nil
}

// recordResult inserts a checked r inside tx, unless its ID is known. On
// PostgreSQL (pg) its players and ratings are written a few statements
// for all players rather than a few each: a report's transaction is a
// group commit's, and every round trip of it delays the guesses committed
// with it.
func recordResult(ctx context.Context, tx *sql.Tx, r Result, pg bool) error {
	at := r.At
	if at.IsZero() {
		at = time.Now()
	}
	res, err := tx.ExecContext(ctx, "INSERT INTO results (id, guild, game, at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
		r.ID, r.Guild, r.Game, at.UnixMilli())
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return nil // already recorded
	}
	if pg {
		if err := insertPlayersPG(ctx, tx, r); err != nil {
			return err
		}
		return rateResult(ctx, tx, r, at, pg)
	}
	for _, p := range r.Players {
		won, computer := 0, 0
		if p.Won {
			won = 1
		}
		if p.Computer {
			computer = 1
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO result_players
			(result_id, user_id, name, score, won, best_word, best_word_points, computer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
			r.ID, p.User, p.Name, p.Score, won, p.BestWord, p.BestWordPoints, computer)
		if err != nil {
			return err
		}
	}
	// The ratings change with the result, in its transaction.
	return rateResult(ctx, tx, r, at, pg)
}

// insertPlayersPG inserts the player lines of r in one statement.
func insertPlayersPG(ctx context.Context, tx *sql.Tx, r Result) error {
	n := len(r.Players)
	users, names, best := make([]string, n), make([]string, n), make([]string, n)
	score, won, points, computer := make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n)
	for i, p := range r.Players {
		users[i], names[i], best[i], score[i], points[i] = p.User, p.Name, p.BestWord, int64(p.Score), int64(p.BestWordPoints)
		if p.Won {
			won[i] = 1
		}
		if p.Computer {
			computer[i] = 1
		}
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO result_players
		(result_id, user_id, name, score, won, best_word, best_word_points, computer)
		SELECT ?, p.user_id, p.name, p.score, p.won, p.best_word, p.best_word_points, p.computer
		FROM unnest(?::text[], ?::text[], ?::int[], ?::int[], ?::text[], ?::int[], ?::int[])
			AS p (user_id, name, score, won, best_word, best_word_points, computer)`,
		r.ID, users, names, score, won, best, points, computer)
	return err
}

// MarkReported records that the report of round id was queued for posting
// (or, with wordbot before the outbox, posted). first is true for the first
// call with this id, ever, and false afterwards, also across restarts: a
// bot that queues a report only when first is true posts it at most once.
// The mark is committed before MarkReported returns.
func (s *Store) MarkReported(ctx context.Context, id string) (first bool, err error) {
	if id == "" {
		return false, errorf(EInvalid, nil, "store: a report needs an id")
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return false, errorf(EInternal, err, "store: cannot mark report %s", id)
	}
	defer tx.Rollback()
	if first, err = markReported(ctx, tx, id); err != nil {
		return false, errorf(EInternal, err, "store: cannot mark report %s", id)
	}
	if err := tx.Commit(); err != nil {
		return false, errorf(EInternal, err, "store: cannot mark report %s", id)
	}
	return first, nil
}

// markReported marks report id inside tx and says whether it is the first
// mark: the deduplication of reports.
func markReported(ctx context.Context, tx *sql.Tx, id string) (bool, error) {
	res, err := tx.ExecContext(ctx, "INSERT INTO reported (id, at) VALUES (?, ?) ON CONFLICT (id) DO NOTHING",
		id, time.Now().UnixMilli())
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, err
	}
	return n == 1, nil
}

// Reported reports whether MarkReported was called with id.
func (s *Store) Reported(ctx context.Context, id string) (bool, error) {
	var n int
	if err := s.r.QueryRowContext(ctx, "SELECT count(*) FROM reported WHERE id = ?", id).Scan(&n); err != nil {
		return false, errorf(EInternal, err, "store: cannot read report %s", id)
	}
	return n > 0, nil
}
