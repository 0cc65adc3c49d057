package storage

import "time"

// PastGame is a finished game or round of a channel kept for /review
// game:N (docs/bot.md, "Review"): the bot encodes its review in Data, the
// store keeps it beside the channel's session. A channel keeps its last
// PastGamesKept games, each for PastGamesAge at most: a store drops the
// older ones when it records a new one, and the bot shows none older.
type PastGame struct {
	Channel string
	ID      string    // the game's id, unique in the channel (its result's)
	Guild   string    // the channel's server ("" in direct messages)
	Game    string    // the game's kind (scrabble, boggle, ...)
	At      time.Time // when it ended
	// Players are the players' user IDs: store forget deletes the games
	// a user played in.
	Players []string
	Data    []byte
}

// The bounds of the past games kept (PastGame).
const (
	PastGamesKept = 10
	PastGamesAge  = 30 * 24 * time.Hour
)
