package storage

import (
	"errors"
	"time"
)

// Post is a message waiting in the outbox: the bot encodes it (Data) and
// posts it until Discord accepts it; ID is unique and is sent as the
// message's nonce, so a retry after a lost answer does not post twice.
type Post struct {
	ID      string
	Channel string
	Guild   string // the channel's server (from the Change that queued it)
	Data    []byte
}

// Change is one atomic change of a channel: its session (saved, deleted
// when Delete is set, or kept as it is when Keep is set), records appended
// to it, a finished round's result, and the posts that announce them.
// Commit writes all of it in one transaction, or none. Saving or deleting
// the session drops the records appended before.
type Change struct {
	Channel string
	Guild   string // the channel's server, "" in direct messages
	Kind    string
	Data    []byte
	Delete  bool
	Keep    bool
	// Appends are records added to the session, in order (see Appends).
	Appends [][]byte
	// Result, when set, is recorded (once per ID) and its report queued
	// once: when Result's report was queued before (by this or an older
	// wordbot), the posts are dropped.
	Result *Result
	Posts  []Post
	// Daily, when set, replaces a daily play (as SaveDaily) in the same
	// transaction as Posts: a finished play and its channel line.
	Daily *DailyPlay
	// Past, when set, is a finished game kept for /review game:N (once
	// per channel and ID); the channel's games beyond PastGamesKept, and
	// every game ended PastGamesAge before it, are dropped.
	Past *PastGame
}

// Gone marks (docs/bot.md, "Removed from a server"): a server the bot was
// removed from (or that was deleted), or a channel or thread that was
// deleted. The bot posts nothing more there, also after a restart; a
// server's mark is cleared when the bot is added to it again.
type Gone struct {
	Kind   string // GoneGuild or GoneChannel
	ID     string // the server's or the channel's ID
	Guild  string // a channel's server ("" when unknown); a server's own ID
	Reason string // why: "removed" (a server), "deleted" (a channel)
	At     time.Time
}

// The kinds of Gone marks.
const (
	GoneGuild   = "guild"
	GoneChannel = "channel"
)

// ErrStale is the cause of the error of a change to a session another
// process saved after this one loaded it: the session is no longer this
// process's, and the change was not written.
var ErrStale = errors.New("store: the session was changed by another process")

// IsStale reports whether err is (or wraps) ErrStale.
func IsStale(err error) bool { return errors.Is(err, ErrStale) }
