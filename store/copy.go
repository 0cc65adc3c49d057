package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// CopyCounts are the rows Copy wrote, per kind.
type CopyCounts struct {
	Sessions      int // sessions
	Appends       int // guesses appended to them since their last save
	Results       int // finished rounds and games
	Players       int // their players' lines
	Reported      int // reports marked queued or posted
	Pending       int // posts still waiting in the outbox
	Settings      int // servers' /settings
	Ratings       int // players' ratings
	RatingHistory int // rating changes
	Gone          int // servers the bot was removed from, channels deleted
	PastGames     int // finished games kept for /review game:N
}

// String lists the counts on one line.
func (c CopyCounts) String() string {
	return fmt.Sprintf("%d sessions (%d appended guesses), %d results (%d player lines), %d reports, %d pending posts, %d server settings, %d ratings (%d history rows)",
		c.Sessions, c.Appends, c.Results, c.Players, c.Reported, c.Pending, c.Settings, c.Ratings, c.RatingHistory) + c.goneString() + c.pastString()
}

// goneString is the count of gone marks, when there are any.
func (c CopyCounts) goneString() string {
	if c.Gone == 0 {
		return ""
	}
	return fmt.Sprintf(", %d servers or channels gone", c.Gone)
}

// pastString is the count of past games, when there are any.
func (c CopyCounts) pastString() string {
	if c.PastGames == 0 {
		return ""
	}
	return fmt.Sprintf(", %d past games", c.PastGames)
}

// copyTables are copied as they are, in this order (results before the
// rows that refer to them). A row whose key the target holds already is
// left as the target has it.
var copyTables = []struct {
	name, cols, where, key string
	count                  func(*CopyCounts) *int
}{
	{"results", "id, guild, game, at", "", "id", func(c *CopyCounts) *int { return &c.Results }},
	{"result_players", "result_id, user_id, name, score, won, best_word, best_word_points, computer", "", "result_id, user_id", func(c *CopyCounts) *int { return &c.Players }},
	{"reported", "id, at", "", "id", func(c *CopyCounts) *int { return &c.Reported }},
	{"outbox", "id, seq, channel, guild, data, created", "WHERE sent IS NULL AND dropped IS NULL", "id", func(c *CopyCounts) *int { return &c.Pending }},
	{"settings", "guild, data, updated", "", "guild", func(c *CopyCounts) *int { return &c.Settings }},
	{"ratings", "scope, game, user_id, name, rating, rd, sigma, games, updated", "", "scope, game, user_id", func(c *CopyCounts) *int { return &c.Ratings }},
	{"rating_history", "result_id, scope, game, user_id, at, before, after, rd", "", "result_id, scope, user_id", func(c *CopyCounts) *int { return &c.RatingHistory }},
	{"gone", "kind, id, guild, reason, at", "", "kind, id", func(c *CopyCounts) *int { return &c.Gone }},
	{"past_games", "channel, id, seq, guild, game, at, data", "", "channel, id", func(c *CopyCounts) *int { return &c.PastGames }},
	{"past_game_players", "channel, id, seat, user_id", "", "channel, id, seat", func(*CopyCounts) *int { return new(int) }},
}

// Empty reports whether the database holds no session, result, post,
// setting or rating.
func (s *Store) Empty(ctx context.Context) (bool, error) {
	for _, t := range []string{"sessions", "appends", "results", "reported", "outbox", "settings", "ratings"} {
		var n int
		if err := s.r.QueryRowContext(ctx, "SELECT count(*) FROM (SELECT 1 FROM "+t+" LIMIT 1) AS x").Scan(&n); err != nil {
			return false, errorf(EInternal, err, "store: cannot read %s", s.path)
		}
		if n > 0 {
			return false, nil
		}
	}
	return true, nil
}

// Copy copies from's sessions (with the guesses appended to them), results,
// reports, pending posts, settings and ratings into to, in one transaction
// of to: all or nothing. It refuses a target that is not Empty unless
// force is set; then the rows whose key to holds already are kept as they
// are there. Neither database may be in use by a running bot (SQLite's
// lock refuses it at Open; stop the PostgreSQL processes first).
func Copy(ctx context.Context, from, to *Store, force bool) (CopyCounts, error) {
	var c CopyCounts
	if !force {
		empty, err := to.Empty(ctx)
		if err != nil {
			return c, err
		}
		if !empty {
			return c, errorf(EInvalid, nil, "store: %s is not empty; copy into an empty database, or give --force to keep its rows and add the others", to.path)
		}
	}
	fail := func(err error) (CopyCounts, error) {
		return CopyCounts{}, errorf(EInternal, err, "store: cannot copy %s to %s", from.path, to.path)
	}
	// One snapshot of the source (SQLite's read transactions are
	// snapshots whatever the level).
	var opts *sql.TxOptions
	if from.pg {
		opts = &sql.TxOptions{ReadOnly: true, Isolation: sql.LevelRepeatableRead}
	}
	src, err := from.r.BeginTx(ctx, opts)
	if err != nil {
		return fail(err)
	}
	defer src.Rollback()
	dst, err := to.w.BeginTx(ctx, nil)
	if err != nil {
		return fail(err)
	}
	defer dst.Rollback()

	// Sessions, and the rows appended to each since its last save
	// (numbered anew in the target: its folded mark starts at 0).
	rows, err := src.QueryContext(ctx, "SELECT channel, guild, kind, data, updated, folded, version FROM sessions ORDER BY channel")
	if err != nil {
		return fail(err)
	}
	type session struct {
		channel, guild, kind string
		data                 []byte
		updated, folded, ver int64
	}
	var sessions []session
	for rows.Next() {
		var se session
		if err := rows.Scan(&se.channel, &se.guild, &se.kind, &se.data, &se.updated, &se.folded, &se.ver); err != nil {
			rows.Close()
			return fail(err)
		}
		sessions = append(sessions, se)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	for _, se := range sessions {
		res, err := dst.ExecContext(ctx, `INSERT INTO sessions (channel, guild, kind, data, updated, folded, version)
			VALUES (?, ?, ?, ?, ?, 0, ?) ON CONFLICT (channel) DO NOTHING`, se.channel, se.guild, se.kind, se.data, se.updated, se.ver)
		if err != nil {
			return fail(err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			continue // the target's session stays
		}
		c.Sessions++
		// The target's own rows of this channel predate the session.
		if _, err := dst.ExecContext(ctx, "DELETE FROM appends WHERE channel = ?", se.channel); err != nil {
			return fail(err)
		}
		arows, err := src.QueryContext(ctx, "SELECT data FROM appends WHERE channel = ? AND seq > ? ORDER BY seq", se.channel, se.folded)
		if err != nil {
			return fail(err)
		}
		var recs [][]byte
		for arows.Next() {
			var d []byte
			if err := arows.Scan(&d); err != nil {
				arows.Close()
				return fail(err)
			}
			recs = append(recs, d)
		}
		arows.Close()
		if err := arows.Err(); err != nil {
			return fail(err)
		}
		for _, d := range recs {
			if _, err := dst.ExecContext(ctx, "INSERT INTO appends (channel, data) VALUES (?, ?)", se.channel, d); err != nil {
				return fail(err)
			}
			c.Appends++
		}
	}

	for _, t := range copyTables {
		n := len(strings.Split(t.cols, ","))
		rows, err := src.QueryContext(ctx, "SELECT "+t.cols+" FROM "+t.name+" "+t.where)
		if err != nil {
			return fail(err)
		}
		var all [][]any
		for rows.Next() {
			vals := make([]any, n)
			ptrs := make([]any, n)
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				rows.Close()
				return fail(err)
			}
			all = append(all, vals)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fail(err)
		}
		ins := "INSERT INTO " + t.name + " (" + t.cols + ") VALUES (" + strings.TrimSuffix(strings.Repeat("?, ", n), ", ") +
			") ON CONFLICT (" + t.key + ") DO NOTHING"
		for _, vals := range all {
			res, err := dst.ExecContext(ctx, ins, vals...)
			if err != nil {
				return fail(fmt.Errorf("%s: %w", t.name, err))
			}
			if k, _ := res.RowsAffected(); k == 1 {
				*t.count(&c)++
			}
		}
	}
	if err := dst.Commit(); err != nil {
		return fail(err)
	}
	return c, nil
}
