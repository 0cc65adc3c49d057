package store

import (
	"context"
	"fmt"
)

// migrations is the schema, one step per version: migrations[i] takes the
// database from version i to i+1. Steps are only ever appended; a released
// step is never edited.
var migrations = []string{
	// 1: sessions, results, reported rounds.
	`CREATE TABLE sessions (
		channel TEXT PRIMARY KEY,
		kind    TEXT NOT NULL,
		data    BLOB NOT NULL,
		updated INTEGER NOT NULL -- unix milliseconds
	);
	CREATE TABLE results (
		id    TEXT PRIMARY KEY,
		guild TEXT NOT NULL,
		game  TEXT NOT NULL,
		at    INTEGER NOT NULL -- unix milliseconds
	);
	CREATE INDEX results_guild_game ON results (guild, game);
	CREATE TABLE result_players (
		result_id        TEXT NOT NULL REFERENCES results (id) ON DELETE CASCADE,
		user_id          TEXT NOT NULL,
		name             TEXT NOT NULL,
		score            INTEGER NOT NULL,
		won              INTEGER NOT NULL,
		best_word        TEXT NOT NULL,
		best_word_points INTEGER NOT NULL,
		PRIMARY KEY (result_id, user_id)
	);
	CREATE INDEX result_players_user ON result_players (user_id);
	CREATE TABLE reported (
		id TEXT PRIMARY KEY,
		at INTEGER NOT NULL -- unix milliseconds
	);`,
	// 2: the outbox of messages to post, and named counters (unused). A post is
	// kept, in order of seq, until Discord has accepted it (sent set);
	// its id is also its Discord nonce. The reported table now means
	// "queued for posting".
	`CREATE TABLE outbox (
		id      TEXT PRIMARY KEY,
		seq     INTEGER NOT NULL,
		channel TEXT NOT NULL,
		data    BLOB NOT NULL,
		created INTEGER NOT NULL, -- unix milliseconds
		sent    INTEGER           -- unix milliseconds; NULL while pending
	);
	CREATE INDEX outbox_pending ON outbox (sent, seq);
	CREATE TABLE counters (
		name  TEXT PRIMARY KEY,
		value INTEGER NOT NULL
	);`,
	// 3: records appended to a channel's session (a guess is a row, not a
	// rewrite of the session); a full save of the session drops them.
	`CREATE TABLE appends (
		seq     INTEGER PRIMARY KEY,
		channel TEXT NOT NULL,
		data    BLOB NOT NULL
	);
	CREATE INDEX appends_channel ON appends (channel, seq);`,
	// 4: a full save no longer deletes the rows it folds in (deleting the
	// rows of one channel, spread among every channel's, rewrote much of
	// the table): the session notes the last row it holds, and the rows
	// left behind are deleted in bulk now and then.
	`ALTER TABLE sessions ADD COLUMN folded INTEGER NOT NULL DEFAULT 0;
	DELETE FROM appends;`,
	// 5: appended rows never reuse a seq (AUTOINCREMENT): once the last
	// rows are swept, a plain rowid would start again below a session's
	// folded mark and hide the rows appended after it.
	`CREATE TABLE appends_new (
		seq     INTEGER PRIMARY KEY AUTOINCREMENT,
		channel TEXT NOT NULL,
		data    BLOB NOT NULL
	);
	INSERT INTO appends_new (seq, channel, data) SELECT seq, channel, data FROM appends;
	DROP TABLE appends;
	ALTER TABLE appends_new RENAME TO appends;
	CREATE INDEX appends_channel ON appends (channel, seq);
	DELETE FROM sqlite_sequence WHERE name = 'appends';
	INSERT INTO sqlite_sequence (name, seq) VALUES ('appends',
		max(coalesce((SELECT max(seq) FROM appends), 0), coalesce((SELECT max(folded) FROM sessions), 0)));`,
	// 6: each server's /settings, as JSON (store.Settings): fields are
	// added without a migration.
	`CREATE TABLE settings (
		guild   TEXT PRIMARY KEY,
		data    BLOB NOT NULL,
		updated INTEGER NOT NULL -- unix milliseconds
	);`,
	// 7: Glicko-2 ratings per (scope, game, user), scope a server id or
	// '*' for all servers, updated in the transaction that records a
	// result; their history for /stats; a player flag for computer
	// opponents (never rated).
	`ALTER TABLE result_players ADD COLUMN computer INTEGER NOT NULL DEFAULT 0;
	CREATE TABLE ratings (
		scope   TEXT NOT NULL,
		game    TEXT NOT NULL,
		user_id TEXT NOT NULL,
		name    TEXT NOT NULL,
		rating  REAL NOT NULL,
		rd      REAL NOT NULL,
		sigma   REAL NOT NULL,
		games   INTEGER NOT NULL,
		updated INTEGER NOT NULL, -- unix milliseconds
		PRIMARY KEY (scope, game, user_id)
	);
	CREATE INDEX ratings_board ON ratings (scope, game, rating);
	CREATE TABLE rating_history (
		result_id TEXT NOT NULL REFERENCES results (id) ON DELETE CASCADE,
		scope     TEXT NOT NULL,
		game      TEXT NOT NULL,
		user_id   TEXT NOT NULL,
		at        INTEGER NOT NULL, -- unix milliseconds
		before    REAL NOT NULL,
		after     REAL NOT NULL,
		rd        REAL NOT NULL,
		PRIMARY KEY (result_id, scope, user_id)
	);
	CREATE INDEX rating_history_user ON rating_history (user_id, scope, at);`,
	// 8: a session carries its guild (which shard it belongs to) and a
	// version, one more at each save: a save is conditional on the
	// version the process last saw (the same schema as on PostgreSQL).
	`ALTER TABLE sessions ADD COLUMN guild TEXT NOT NULL DEFAULT '';
	ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;`,
	// 9: an outbox post carries its channel's guild, so that a process
	// running some shards sends only theirs.
	`ALTER TABLE outbox ADD COLUMN guild TEXT NOT NULL DEFAULT '';`,
	// 10: the daily puzzle (docs/bot.md, "Daily puzzle"): one row per
	// player, game and UTC day, the play as JSON (store.DailyPlay); the
	// secret seed generated when the configuration names none is the
	// counter daily_seed.
	`CREATE TABLE daily_plays (
		day      TEXT NOT NULL, -- 2006-01-02, UTC
		game     TEXT NOT NULL,
		user_id  TEXT NOT NULL,
		guild    TEXT NOT NULL,
		finished INTEGER NOT NULL,
		score    INTEGER NOT NULL,
		data     BLOB NOT NULL,
		PRIMARY KEY (day, game, user_id)
	);
	CREATE INDEX daily_plays_user ON daily_plays (user_id, game, day);`,
	// 11: a daily play's version, one more at each save: a save is
	// conditional on the version its process read, and a finished play is
	// never saved again, so that processes sharing the database neither
	// lose a word nor finish a play twice (the same schema as on
	// PostgreSQL).
	`ALTER TABLE daily_plays ADD COLUMN version INTEGER NOT NULL DEFAULT 1;`,
	// 12: a post Discord refused for good (the bot removed from the
	// server, the channel deleted, permissions taken away) leaves the
	// outbox with the time it was dropped and why, instead of being
	// retried for ever (the same schema as on PostgreSQL).
	`ALTER TABLE outbox ADD COLUMN dropped INTEGER; -- unix milliseconds; NULL unless dropped
	ALTER TABLE outbox ADD COLUMN reason TEXT NOT NULL DEFAULT '';`,
	// 13: the servers the bot was removed from and the channels deleted
	// (docs/bot.md, "Removed from a server"): nothing more is posted
	// there, also after a restart (the same schema as on PostgreSQL).
	`CREATE TABLE gone (
		kind   TEXT NOT NULL, -- 'guild' or 'channel'
		id     TEXT NOT NULL,
		guild  TEXT NOT NULL, -- a channel's server ('' unknown)
		reason TEXT NOT NULL,
		at     INTEGER NOT NULL, -- unix milliseconds
		PRIMARY KEY (kind, id)
	);`,
	// 14: each channel's last finished games, kept for /review game:N
	// (docs/bot.md, "Review"): the bot's record of each (data), in the
	// channel's order (seq), with its players for store forget (the same
	// schema as on PostgreSQL).
	`CREATE TABLE past_games (
		channel TEXT NOT NULL,
		id      TEXT NOT NULL,
		seq     INTEGER NOT NULL, -- one more for each game of the channel
		guild   TEXT NOT NULL,
		game    TEXT NOT NULL,
		at      INTEGER NOT NULL, -- unix milliseconds: when it ended
		data    BLOB NOT NULL,
		PRIMARY KEY (channel, id)
	);
	CREATE INDEX past_games_seq ON past_games (channel, seq);
	CREATE INDEX past_games_at ON past_games (at);
	CREATE TABLE past_game_players (
		channel TEXT NOT NULL,
		id      TEXT NOT NULL,
		seat    INTEGER NOT NULL,
		user_id TEXT NOT NULL,
		PRIMARY KEY (channel, id, seat),
		FOREIGN KEY (channel, id) REFERENCES past_games (channel, id) ON DELETE CASCADE
	);
	CREATE INDEX past_game_players_user ON past_game_players (user_id);`,
}

// migrate switches the file to WAL and applies the missing migrations, each
// in its own transaction that first checks again that the file is
// wordbot's.
func (s *Store) migrate(ctx context.Context) error {
	// Check before the first write: journal_mode=WAL rewrites the header.
	if _, err := version(ctx, s.w, s.path); err != nil {
		return err
	}
	var mode string
	if err := s.w.QueryRowContext(ctx, "PRAGMA journal_mode=WAL").Scan(&mode); err != nil {
		return classifyErr(s.path, err)
	}
	if mode != "wal" {
		return errorf(EInternal, nil, "store: %s: cannot switch to WAL (journal mode %q)", s.path, mode)
	}
	for {
		done, err := s.migrateOne(ctx)
		if err != nil || done {
			return err
		}
	}
}

// migrateOne applies the next migration, or reports that there is none.
func (s *Store) migrateOne(ctx context.Context) (done bool, err error) {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return false, classifyErr(s.path, err)
	}
	defer tx.Rollback()
	v, err := version(ctx, tx, s.path)
	if err != nil {
		return false, err
	}
	if v == len(migrations) {
		return true, nil
	}
	if _, err := tx.ExecContext(ctx, migrations[v]); err != nil {
		return false, errorf(EInternal, err, "store: %s: migration to version %d failed", s.path, v+1)
	}
	// PRAGMA arguments cannot be bound; both are integers we control.
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", v+1)); err != nil {
		return false, errorf(EInternal, err, "store: %s: migration to version %d failed", s.path, v+1)
	}
	if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA application_id = %d", applicationID)); err != nil {
		return false, errorf(EInternal, err, "store: %s: migration to version %d failed", s.path, v+1)
	}
	if err := tx.Commit(); err != nil {
		return false, errorf(EInternal, err, "store: %s: migration to version %d failed", s.path, v+1)
	}
	return false, nil
}
