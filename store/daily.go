package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"math"
)

// dailySeedCounter names the generated secret seed in the counters table.
const dailySeedCounter = "daily_seed"

// DailySeed returns the daily puzzle's stored secret seed, storing fresh
// first when there is none: every process sharing the database gets the
// same seed.
func (s *Store) DailySeed(ctx context.Context, fresh int64) (int64, error) {
	if _, err := s.w.ExecContext(ctx, "INSERT INTO counters (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING", dailySeedCounter, fresh); err != nil {
		return 0, errorf(EInternal, err, "store: cannot store the daily seed")
	}
	var v int64
	if err := s.w.QueryRowContext(ctx, "SELECT value FROM counters WHERE name = ?", dailySeedCounter).Scan(&v); err != nil {
		return 0, errorf(EInternal, err, "store: cannot read the daily seed")
	}
	return v, nil
}

// StartDaily stores p unless its player already has a play of that day and
// game; it returns the stored play and whether it is p (new).
func (s *Store) StartDaily(ctx context.Context, p DailyPlay) (DailyPlay, bool, error) {
	data, err := json.Marshal(p)
	if err != nil {
		return DailyPlay{}, false, errorf(EInternal, err, "store: cannot encode a daily play")
	}
	res, err := s.w.ExecContext(ctx, `INSERT INTO daily_plays (day, game, user_id, guild, finished, score, data)
		VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (day, game, user_id) DO NOTHING`,
		p.Day, p.Game, p.User, p.Guild, boolInt(p.Finished), p.Score, data)
	if err != nil {
		return DailyPlay{}, false, errorf(EInternal, err, "store: cannot store a daily play")
	}
	if n, _ := res.RowsAffected(); n == 1 {
		p.Version = 1
		return p, true, nil
	}
	got, ok, err := s.DailyPlay(ctx, p.Day, p.Game, p.User)
	if err == nil && !ok {
		err = errorf(EInternal, nil, "store: a daily play vanished")
	}
	return got, false, err
}

// DailyPlay returns user's play of game on day, and false when there is none.
func (s *Store) DailyPlay(ctx context.Context, day, game, user string) (DailyPlay, bool, error) {
	var data []byte
	var ver int64
	err := s.r.QueryRowContext(ctx, "SELECT data, version FROM daily_plays WHERE day = ? AND game = ? AND user_id = ?", day, game, user).Scan(&data, &ver)
	if errors.Is(err, sql.ErrNoRows) {
		return DailyPlay{}, false, nil
	}
	if err != nil {
		return DailyPlay{}, false, errorf(EInternal, err, "store: cannot read a daily play")
	}
	var p DailyPlay
	if err := json.Unmarshal(data, &p); err != nil {
		return DailyPlay{}, false, errorf(EInternal, err, "store: a daily play does not decode")
	}
	p.Version = ver
	return p, true, nil
}

// SaveDaily replaces a play StartDaily stored, if it is still the version
// p was read at (p.Version) and not finished; otherwise it saves nothing
// and returns ErrDailyChanged. So a play is finished once, and words sent
// at the same time in two processes are not lost: the second save fails
// and its process reads the play again.
func (s *Store) SaveDaily(ctx context.Context, p DailyPlay) error {
	if err := saveDaily(ctx, s.w, p); err != nil {
		if IsDailyChanged(err) {
			return err
		}
		return errorf(EInternal, err, "store: cannot save a daily play")
	}
	return nil
}

// saveDaily replaces a play through db (the store or a transaction: see
// Change.Daily), conditionally as SaveDaily says: one statement, so that
// two processes cannot both pass the check.
func saveDaily(ctx context.Context, db interface {
	ExecContext(context.Context, string, ...any) (sql.Result, error)
}, p DailyPlay) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	res, err := db.ExecContext(ctx, `UPDATE daily_plays SET guild = ?, finished = ?, score = ?, data = ?, version = version + 1
		WHERE day = ? AND game = ? AND user_id = ? AND version = ? AND finished = 0`,
		p.Guild, boolInt(p.Finished), p.Score, data, p.Day, p.Game, p.User, p.Version)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return &Error{Code: EStale, Message: "store: the daily play of " + p.User + " (" + p.Game + ", " + p.Day + ") changed since it was read", Err: ErrDailyChanged}
	}
	return nil
}

// DailyPlays returns the plays of game on day, finished ones first, best
// score first; guild "" means every server. limit <= 0 returns all.
func (s *Store) DailyPlays(ctx context.Context, day, game, guild string, limit int) ([]DailyPlay, error) {
	if limit <= 0 {
		limit = math.MaxInt32
	}
	rows, err := s.r.QueryContext(ctx, `SELECT data, version FROM daily_plays WHERE day = ? AND game = ? AND (? = '' OR guild = ?)
		ORDER BY finished DESC, score DESC, user_id LIMIT ?`, day, game, guild, guild, limit)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the daily plays")
	}
	defer rows.Close()
	var out []DailyPlay
	for rows.Next() {
		var data []byte
		var ver int64
		if err := rows.Scan(&data, &ver); err != nil {
			return nil, errorf(EInternal, err, "store: cannot read the daily plays")
		}
		var p DailyPlay
		if err := json.Unmarshal(data, &p); err != nil {
			return nil, errorf(EInternal, err, "store: a daily play does not decode")
		}
		p.Version = ver
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the daily plays")
	}
	return out, nil
}

// DailyDays returns the days user finished game, newest first, at most
// limit of them.
func (s *Store) DailyDays(ctx context.Context, user, game string, limit int) ([]string, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT day FROM daily_plays WHERE user_id = ? AND game = ? AND finished = 1
		ORDER BY day DESC LIMIT ?`, user, game, limit)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the daily days")
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var d string
		if err := rows.Scan(&d); err != nil {
			return nil, errorf(EInternal, err, "store: cannot read the daily days")
		}
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the daily days")
	}
	return out, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
