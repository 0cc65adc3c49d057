package store

import (
	"context"
	"fmt"
	"time"
)

// standings groups the players' results by game and user. where filters
// the joined rows of results r and result_players p.
const standings = `
WITH p AS (
	SELECT r.game, r.at, r.id, p.user_id, p.name, p.score, p.won, p.best_word, p.best_word_points
	FROM results r JOIN result_players p ON p.result_id = r.id
	WHERE %s
), agg AS (
	SELECT game, user_id, count(*) AS played, sum(won) AS wins, sum(score) AS total,
		max(score) AS best, max(at) AS last
	FROM p GROUP BY game, user_id
), names AS (
	SELECT game, user_id, name,
		row_number() OVER (PARTITION BY game, user_id ORDER BY at DESC, id DESC) AS n
	FROM p
), words AS (
	SELECT game, user_id, best_word, best_word_points,
		row_number() OVER (PARTITION BY game, user_id ORDER BY best_word_points DESC, at, id) AS n
	FROM p WHERE best_word <> ''
)
SELECT agg.game, agg.user_id, names.name, agg.played, agg.wins, agg.total, agg.best,
	coalesce(words.best_word, ''), coalesce(words.best_word_points, 0), agg.last
FROM agg
JOIN names ON names.game = agg.game AND names.user_id = agg.user_id AND names.n = 1
LEFT JOIN words ON words.game = agg.game AND words.user_id = agg.user_id AND words.n = 1
ORDER BY %s
LIMIT ?`

// Leaderboard returns the standings of game on server guild, best first:
// most wins, then highest total, then best single score, then user id. A
// limit of 0 or less returns every player.
func (s *Store) Leaderboard(ctx context.Context, guild, game string, limit int) ([]Standing, error) {
	if limit <= 0 {
		limit = -1
	}
	// A computer seat is never a line of it (it is never rated either).
	q := fmt.Sprintf(standings, "r.guild = ? AND r.game = ? AND p.computer = 0",
		"agg.wins DESC, agg.total DESC, agg.best DESC, agg.user_id")
	out, err := s.standings(ctx, q, guild, game, limit)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the %s leaderboard", game)
	}
	return out, nil
}

// PlayerStats returns user's standings on server guild, one per game they
// played, sorted by game. Like Leaderboard, it matches guild exactly: ""
// selects the results recorded outside any server (the terminal).
func (s *Store) PlayerStats(ctx context.Context, guild, user string) ([]Standing, error) {
	q := fmt.Sprintf(standings, "r.guild = ? AND p.user_id = ?", "agg.game")
	out, err := s.standings(ctx, q, guild, user, -1)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the statistics of user %s", user)
	}
	return out, nil
}

func (s *Store) standings(ctx context.Context, q string, args ...any) ([]Standing, error) {
	rows, err := s.r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Standing{}
	for rows.Next() {
		var st Standing
		var last int64
		if err := rows.Scan(&st.Game, &st.User, &st.Name, &st.Played, &st.Wins, &st.Total, &st.Best,
			&st.BestWord, &st.BestWordPoints, &last); err != nil {
			return nil, err
		}
		st.Last = time.UnixMilli(last)
		out = append(out, st)
	}
	return out, rows.Err()
}
