package storage

import (
	"context"
	"errors"
	"time"
)

// DailyPlay is one player's daily puzzle of one game on one UTC day
// (docs/bot.md, "Daily puzzle").
type DailyPlay struct {
	Day     string `json:"day"`  // "2006-01-02", UTC
	Game    string `json:"game"` // "boggle", "ruzzle", "scarabeo"
	User    string `json:"user"`
	Name    string `json:"name"`
	Guild   string `json:"guild"`   // the server it was played from
	Channel string `json:"channel"` // the channel it was started in
	Lang    string `json:"lang,omitempty"`
	// Start and Deadline bound a timed play (Boggle, Ruzzle).
	Start    time.Time `json:"start"`
	Deadline time.Time `json:"deadline"`
	Finished bool      `json:"finished"`
	// Score is the player's points and Max the puzzle's most (every word
	// on the board; the best move).
	Score int `json:"score"`
	Max   int `json:"max"`
	// Words are the player's valid words in the order found (Boggle,
	// Ruzzle), or the move played ("CASA 8H", Scarabeo).
	Words []string `json:"words,omitempty"`
	// Version is the stored play's version when it was read (StartDaily,
	// DailyPlay, DailyPlays), one more at each save: SaveDaily saves only
	// over that version. Not part of the JSON.
	Version int64 `json:"-"`
}

// ErrDailyChanged is SaveDaily's (and Commit's, for Change.Daily) error
// when the play was saved since it was read (its version moved on), or is
// finished already: another process, or another channel, saved it
// meanwhile. Nothing is saved; read the play again.
var ErrDailyChanged = errors.New("store: the daily play changed since it was read")

// IsDailyChanged reports whether err is (or wraps) ErrDailyChanged.
func IsDailyChanged(err error) bool { return errors.Is(err, ErrDailyChanged) }

// DailyStore keeps the daily plays: package store's databases do, and
// package bot takes any (its in-memory MemDaily too).
type DailyStore interface {
	// DailySeed returns the stored secret seed, storing fresh first when
	// there is none.
	DailySeed(ctx context.Context, fresh int64) (int64, error)
	// StartDaily stores p unless its player already has a play of that
	// day and game; it returns the stored play and whether it is p.
	StartDaily(ctx context.Context, p DailyPlay) (DailyPlay, bool, error)
	// DailyPlay returns user's play of game on day.
	DailyPlay(ctx context.Context, day, game, user string) (DailyPlay, bool, error)
	// SaveDaily replaces a started play if it is still the version p was
	// read at (p.Version) and not finished; otherwise it saves nothing and
	// returns an error IsDailyChanged recognises (another process or
	// channel saved it meanwhile).
	SaveDaily(ctx context.Context, p DailyPlay) error
	// DailyPlays returns the plays of game on day, finished first, best
	// score first; guild "" is every server; limit <= 0: all.
	DailyPlays(ctx context.Context, day, game, guild string, limit int) ([]DailyPlay, error)
	// DailyDays returns the days user finished game, newest first.
	DailyDays(ctx context.Context, user, game string, limit int) ([]string, error)
}
