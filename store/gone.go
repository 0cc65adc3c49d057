package store

import (
	"context"
	"fmt"
	"time"
)

// MarkGone records g (replacing an earlier mark of the same kind and ID),
// committed before it returns.
func (s *Store) MarkGone(ctx context.Context, g Gone) error {
	if (g.Kind != GoneGuild && g.Kind != GoneChannel) || g.ID == "" {
		return errorf(EInvalid, nil, "store: a gone mark needs the kind guild or channel and an id")
	}
	at := g.At
	if at.IsZero() {
		at = time.Now()
	}
	_, err := s.w.ExecContext(ctx, `INSERT INTO gone (kind, id, guild, reason, at) VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (kind, id) DO UPDATE SET guild = excluded.guild, reason = excluded.reason, at = excluded.at`,
		g.Kind, g.ID, g.Guild, g.Reason, at.UnixMilli())
	if err != nil {
		return errorf(EInternal, err, "store: cannot mark %s %s gone", g.Kind, g.ID)
	}
	return nil
}

// ClearGone removes the mark of kind and id (none is not an error).
func (s *Store) ClearGone(ctx context.Context, kind, id string) error {
	if _, err := s.w.ExecContext(ctx, "DELETE FROM gone WHERE kind = ? AND id = ?", kind, id); err != nil {
		return errorf(EInternal, err, "store: cannot clear the gone mark of %s %s", kind, id)
	}
	return nil
}

// GoneMarks returns every mark, oldest first.
func (s *Store) GoneMarks(ctx context.Context) ([]Gone, error) {
	rows, err := s.r.QueryContext(ctx, "SELECT kind, id, guild, reason, at FROM gone ORDER BY at, kind, id")
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the gone marks")
	}
	defer rows.Close()
	var out []Gone
	for rows.Next() {
		var g Gone
		var ms int64
		if err := rows.Scan(&g.Kind, &g.ID, &g.Guild, &g.Reason, &ms); err != nil {
			return nil, errorf(EInternal, err, "store: cannot read the gone marks")
		}
		g.At = time.UnixMilli(ms)
		out = append(out, g)
	}
	if err := rows.Err(); err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the gone marks")
	}
	return out, nil
}

// ForgetCounts are the rows ForgetUser deleted, per kind.
type ForgetCounts struct {
	ResultLines   int // the user's lines in finished games' results (leaderboards, /stats)
	Ratings       int // ratings (one per server and game, and the global ones)
	RatingHistory int // rating changes
	DailyPlays    int // daily puzzle plays
	PastGames     int // games kept for /review game:N that the user played in
}

// String lists the counts on one line.
func (c ForgetCounts) String() string {
	return fmt.Sprintf("%d result lines, %d ratings, %d rating changes, %d daily plays, %d past games",
		c.ResultLines, c.Ratings, c.RatingHistory, c.DailyPlays, c.PastGames)
}

// forgetTables are the tables whose rows are keyed by a user, in the order
// ForgetUser deletes them.
var forgetTables = []struct {
	table string
	count func(*ForgetCounts) *int
}{
	{"result_players", func(c *ForgetCounts) *int { return &c.ResultLines }},
	{"ratings", func(c *ForgetCounts) *int { return &c.Ratings }},
	{"rating_history", func(c *ForgetCounts) *int { return &c.RatingHistory }},
	{"daily_plays", func(c *ForgetCounts) *int { return &c.DailyPlays }},
}

// ForgetUser deletes every row keyed by the Discord user id (docs/cli.md,
// "Store forget"): their lines in results, their ratings and rating
// history, their daily plays, the past games they played in (kept for
// /review game:N), in one transaction, and returns how many
// of each it deleted. The results themselves stay (the other players'
// lines); a game in progress holds its players until it ends.
func (s *Store) ForgetUser(ctx context.Context, user string) (ForgetCounts, error) {
	var c ForgetCounts
	if user == "" {
		return c, errorf(EInvalid, nil, "store: forget needs a user id")
	}
	fail := func(err error) (ForgetCounts, error) {
		return ForgetCounts{}, errorf(EInternal, err, "store: cannot delete the rows of user %s", user)
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fail(err)
	}
	defer tx.Rollback()
	for _, t := range forgetTables {
		res, err := tx.ExecContext(ctx, "DELETE FROM "+t.table+" WHERE user_id = ?", user)
		if err != nil {
			return fail(err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return fail(err)
		}
		*t.count(&c) = int(n)
	}
	// A past game holds every player's moves and names: the whole game
	// goes (its players' rows with it).
	res, err := tx.ExecContext(ctx, `DELETE FROM past_games WHERE EXISTS (SELECT 1 FROM past_game_players p
		WHERE p.channel = past_games.channel AND p.id = past_games.id AND p.user_id = ?)`, user)
	if err != nil {
		return fail(err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fail(err)
	}
	c.PastGames = int(n)
	if err := tx.Commit(); err != nil {
		return fail(err)
	}
	return c, nil
}
