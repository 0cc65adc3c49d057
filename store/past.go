package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/wordbot/wordbot/storage"
)

// savePast keeps p, a finished game of channel, inside tx (Change.Past):
// once per channel and ID (a game kept before is left as it is), then
// drops the channel's games beyond storage.PastGamesKept and every game
// that ended storage.PastGamesAge before p.
func savePast(ctx context.Context, tx *sql.Tx, channel, guild string, p PastGame) error {
	data := p.Data
	if data == nil {
		data = []byte{}
	}
	res, err := tx.ExecContext(ctx, `INSERT INTO past_games (channel, id, seq, guild, game, at, data)
		VALUES (?, ?, (SELECT coalesce(max(seq), 0) + 1 FROM past_games WHERE channel = ?), ?, ?, ?, ?)
		ON CONFLICT (channel, id) DO NOTHING`,
		channel, p.ID, channel, guild, p.Game, p.At.UnixMilli(), data)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err // kept before
	}
	for i, u := range p.Players {
		if _, err := tx.ExecContext(ctx, "INSERT INTO past_game_players (channel, id, seat, user_id) VALUES (?, ?, ?, ?)",
			channel, p.ID, i, u); err != nil {
			return err
		}
	}
	// The players' rows go with their game (ON DELETE CASCADE).
	if _, err := tx.ExecContext(ctx, `DELETE FROM past_games WHERE channel = ? AND seq <
		(SELECT min(seq) FROM (SELECT seq FROM past_games WHERE channel = ? ORDER BY seq DESC LIMIT ?) AS kept)`,
		channel, channel, storage.PastGamesKept); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, "DELETE FROM past_games WHERE at < ?", p.At.Add(-storage.PastGamesAge).UnixMilli())
	return err
}

// PastGames returns the games of channel kept for /review game:N, the
// latest first: at most storage.PastGamesKept (the bot leaves out those
// older than storage.PastGamesAge by its own clock).
func (s *Store) PastGames(ctx context.Context, channel string) ([]PastGame, error) {
	fail := func(err error) ([]PastGame, error) {
		return nil, errorf(EInternal, err, "store: cannot read the past games of channel %s", channel)
	}
	rows, err := s.r.QueryContext(ctx, `SELECT id, guild, game, at, data FROM past_games WHERE channel = ?
		ORDER BY seq DESC LIMIT ?`, channel, storage.PastGamesKept)
	if err != nil {
		return fail(err)
	}
	defer rows.Close()
	var out []PastGame
	for rows.Next() {
		p := PastGame{Channel: channel}
		var ms int64
		if err := rows.Scan(&p.ID, &p.Guild, &p.Game, &ms, &p.Data); err != nil {
			return fail(err)
		}
		p.At = time.UnixMilli(ms)
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		return fail(err)
	}
	rows.Close()
	if len(out) == 0 {
		return nil, nil
	}
	at := map[string]int{}
	for i, p := range out {
		at[p.ID] = i
	}
	prows, err := s.r.QueryContext(ctx, "SELECT id, user_id FROM past_game_players WHERE channel = ? ORDER BY id, seat", channel)
	if err != nil {
		return fail(err)
	}
	defer prows.Close()
	for prows.Next() {
		var id, user string
		if err := prows.Scan(&id, &user); err != nil {
			return fail(err)
		}
		if i, ok := at[id]; ok {
			out[i].Players = append(out[i].Players, user)
		}
	}
	if err := prows.Err(); err != nil {
		return fail(err)
	}
	return out, nil
}

// PastGames returns the games of channel kept for /review game:N, the
// latest first (Backend.PastGames).
func (c Channels) PastGames(channel string) ([]PastGame, error) {
	return c.S.PastGames(context.Background(), channel)
}
