package store

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"time"

	"github.com/wordbot/wordbot/games/rating"
)

// rateResult updates the ratings of r's players in r's server and
// globally, and notes the changes, inside tx (r was just recorded).
func rateResult(ctx context.Context, tx *sql.Tx, r Result, at time.Time, pg bool) error {
	rated := Rated(r)
	if len(rated) == 0 {
		return nil
	}
	if pg {
		return rateResultPG(ctx, tx, r, rated, at)
	}
	// Each rating is read with an upsert that locks its row (a new
	// player's row is made first) and returns the row as it is now: on
	// PostgreSQL, another process rating the same player meanwhile
	// waits for this transaction, or this one for it, and then reads its
	// result, so no update is lost. Rows are locked in one order (the
	// server's, then the global ones; by user id) so that two results
	// never wait for each other.
	order := make([]int, len(rated))
	for k := range order {
		order[k] = k
	}
	sort.Slice(order, func(a, b int) bool { return r.Players[rated[order[a]]].User < r.Players[rated[order[b]]].User })
	n := rating.New()
	for _, scope := range []string{r.Guild, GlobalScope} {
		before := make([]rating.Rating, len(rated))
		games := make([]int, len(rated))
		for _, k := range order {
			p := r.Players[rated[k]]
			err := tx.QueryRowContext(ctx, `INSERT INTO ratings (scope, game, user_id, name, rating, rd, sigma, games, updated)
				VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)
				ON CONFLICT (scope, game, user_id) DO UPDATE SET games = ratings.games
				RETURNING rating, rd, sigma, games`,
				scope, r.Game, p.User, p.Name, n.R, n.RD, n.Sigma, at.UnixMilli()).Scan(&before[k].R, &before[k].RD, &before[k].Sigma, &games[k])
			if err != nil {
				return err
			}
		}
		after := Rate(r, rated, before)
		for k, i := range rated {
			p, a := r.Players[i], after[k]
			_, err := tx.ExecContext(ctx, `INSERT INTO ratings (scope, game, user_id, name, rating, rd, sigma, games, updated)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
				ON CONFLICT (scope, game, user_id) DO UPDATE SET name = excluded.name, rating = excluded.rating,
					rd = excluded.rd, sigma = excluded.sigma, games = excluded.games, updated = excluded.updated`,
				scope, r.Game, p.User, p.Name, a.R, a.RD, a.Sigma, games[k]+1, at.UnixMilli())
			if err != nil {
				return err
			}
			_, err = tx.ExecContext(ctx, `INSERT INTO rating_history (result_id, scope, game, user_id, at, before, after, rd)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, r.ID, scope, r.Game, p.User, at.UnixMilli(), before[k].R, a.R, a.RD)
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// rateResultPG is rateResult on PostgreSQL, three statements a scope
// whatever the number of players: the rows are locked (made first when
// new) and read in one upsert, in the order of their user ids' bytes as
// rateResult locks them, then the new ratings and their history are
// written in one statement.
func rateResultPG(ctx context.Context, tx *sql.Tx, r Result, rated []int, at time.Time) error {
	users, names := make([]string, len(rated)), make([]string, len(rated))
	for k, i := range rated {
		users[k], names[k] = r.Players[i].User, r.Players[i].Name
	}
	n := rating.New()
	for _, scope := range []string{r.Guild, GlobalScope} {
		rows, err := tx.QueryContext(ctx, `INSERT INTO ratings (scope, game, user_id, name, rating, rd, sigma, games, updated)
			SELECT ?, ?, u.user_id, u.name, ?, ?, ?, 0, ? FROM unnest(?::text[], ?::text[]) AS u (user_id, name)
			ORDER BY u.user_id COLLATE "C"
			ON CONFLICT (scope, game, user_id) DO UPDATE SET games = ratings.games
			RETURNING user_id, rating, rd, sigma, games`,
			scope, r.Game, n.R, n.RD, n.Sigma, at.UnixMilli(), users, names)
		if err != nil {
			return err
		}
		type row struct {
			r     rating.Rating
			games int
		}
		got := map[string]row{}
		for rows.Next() {
			var u string
			var w row
			if err := rows.Scan(&u, &w.r.R, &w.r.RD, &w.r.Sigma, &w.games); err != nil {
				rows.Close()
				return err
			}
			got[u] = w
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		before := make([]rating.Rating, len(rated))
		games := make([]int64, len(rated))
		for k, u := range users {
			w, ok := got[u]
			if !ok {
				return fmt.Errorf("store: the rating of %s in %s was not read", u, scope)
			}
			before[k], games[k] = w.r, int64(w.games)+1
		}
		after := Rate(r, rated, before)
		ra, rd, sigma, was := make([]float64, len(rated)), make([]float64, len(rated)), make([]float64, len(rated)), make([]float64, len(rated))
		for k := range rated {
			ra[k], rd[k], sigma[k], was[k] = after[k].R, after[k].RD, after[k].Sigma, before[k].R
		}
		_, err = tx.ExecContext(ctx, `WITH a AS (
				SELECT * FROM unnest(?::text[], ?::text[], ?::float8[], ?::float8[], ?::float8[], ?::int[], ?::float8[])
					AS a (user_id, name, rating, rd, sigma, games, before)
			), up AS (
				INSERT INTO ratings (scope, game, user_id, name, rating, rd, sigma, games, updated)
				SELECT ?, ?, user_id, name, rating, rd, sigma, games, ? FROM a ORDER BY user_id COLLATE "C"
				ON CONFLICT (scope, game, user_id) DO UPDATE SET name = excluded.name, rating = excluded.rating,
					rd = excluded.rd, sigma = excluded.sigma, games = excluded.games, updated = excluded.updated
			)
			INSERT INTO rating_history (result_id, scope, game, user_id, at, before, after, rd)
			SELECT ?, ?, ?, user_id, ?, before, rating, rd FROM a`,
			users, names, ra, rd, sigma, games, was,
			scope, r.Game, at.UnixMilli(),
			r.ID, scope, r.Game, at.UnixMilli())
		if err != nil {
			return err
		}
	}
	return nil
}

const ratingColumns = "scope, game, user_id, name, rating, rd, sigma, games, updated"

// Ratings returns the ratings of game in scope (a server id, or
// GlobalScope), highest first (then the lower deviation, then user id). A
// limit of 0 or less returns every player.
func (s *Store) Ratings(ctx context.Context, scope, game string, limit int) ([]PlayerRating, error) {
	if limit <= 0 {
		limit = -1
	}
	out, err := s.ratings(ctx, "SELECT "+ratingColumns+" FROM ratings WHERE scope = ? AND game = ? ORDER BY rating DESC, rd, user_id LIMIT ?",
		scope, game, limit)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the %s ratings", game)
	}
	return out, nil
}

// PlayerRatings returns user's ratings in scope, one per game, sorted by
// game.
func (s *Store) PlayerRatings(ctx context.Context, scope, user string) ([]PlayerRating, error) {
	out, err := s.ratings(ctx, "SELECT "+ratingColumns+" FROM ratings WHERE scope = ? AND user_id = ? ORDER BY game", scope, user)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the ratings of user %s", user)
	}
	return out, nil
}

func (s *Store) ratings(ctx context.Context, q string, args ...any) ([]PlayerRating, error) {
	rows, err := s.r.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []PlayerRating{}
	for rows.Next() {
		var p PlayerRating
		var updated int64
		if err := rows.Scan(&p.Scope, &p.Game, &p.User, &p.Name, &p.Rating, &p.RD, &p.Sigma, &p.Games, &updated); err != nil {
			return nil, err
		}
		p.Updated = time.UnixMilli(updated)
		out = append(out, p)
	}
	return out, rows.Err()
}

// RatingHistory returns the last limit changes of user's ratings in scope
// (every game), newest first; limit <= 0 returns all.
func (s *Store) RatingHistory(ctx context.Context, scope, user string, limit int) ([]RatingChange, error) {
	if limit <= 0 {
		limit = -1
	}
	rows, err := s.r.QueryContext(ctx, `SELECT result_id, scope, game, user_id, at, before, after, rd FROM rating_history
		WHERE user_id = ? AND scope = ? ORDER BY at DESC, result_id DESC LIMIT ?`, user, scope, limit)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the rating history of user %s", user)
	}
	defer rows.Close()
	out := []RatingChange{}
	for rows.Next() {
		var c RatingChange
		var at int64
		if err := rows.Scan(&c.Result, &c.Scope, &c.Game, &c.User, &at, &c.Before, &c.After, &c.RD); err != nil {
			return nil, errorf(EInternal, err, "store: cannot read the rating history of user %s", user)
		}
		c.At = time.UnixMilli(at)
		out = append(out, c)
	}
	if err := rows.Err(); err != nil {
		return nil, errorf(EInternal, err, "store: cannot read the rating history of user %s", user)
	}
	return out, nil
}
