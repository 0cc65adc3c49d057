package store

import (
	"context"
	"strings"
	"sync"
)

// Backend is what wordbot keeps in a database, whichever it is: SQLite
// (*Store, one process, the default) or PostgreSQL (*Postgres, several
// processes; docs/scaling.md). Both run the same tests.
//
// Sessions carry their guild and a version. A Backend remembers the
// version of each session this process loaded or saved, and a save, a
// deletion or an append of a session is conditional on it: when another
// process saved the session meanwhile, the change fails with an error for
// which IsStale is true, and nothing of it is written: the session is no
// longer this process's. A session this process never loaded is saved
// unconditionally.
type Backend interface {
	// SaveSession stores the session of channel (see Store.SaveSession).
	SaveSession(ctx context.Context, channel, kind string, data []byte) error
	// LoadSession returns the session of channel, or ENotFound.
	LoadSession(ctx context.Context, channel string) (Session, error)
	// DeleteSession removes the session of channel.
	DeleteSession(ctx context.Context, channel string) error
	// Sessions returns the stored sessions whose guild keep accepts
	// (every session when keep is nil), sorted by channel.
	Sessions(ctx context.Context, keep func(guild string) bool) ([]Session, error)
	// SessionChannels is Sessions without the data: the channels.
	SessionChannels(ctx context.Context, keep func(guild string) bool) ([]string, error)
	// Appends returns the records appended to the session of channel
	// since it was last saved.
	Appends(ctx context.Context, channel string) ([][]byte, error)
	// Commit applies a Change in one transaction.
	Commit(ctx context.Context, c Change) ([]Post, error)
	// Pending returns the posts not sent yet, oldest first.
	Pending(ctx context.Context) ([]Post, error)
	// MarkSent takes a post out of the outbox.
	MarkSent(ctx context.Context, id string) error
	// DropPost takes a post Discord refused for good out of the outbox,
	// keeping it with its reason (see Store.DropPost).
	DropPost(ctx context.Context, id, reason string) error

	RecordResult(ctx context.Context, r Result) error
	MarkReported(ctx context.Context, id string) (first bool, err error)
	Reported(ctx context.Context, id string) (bool, error)
	Leaderboard(ctx context.Context, guild, game string, limit int) ([]Standing, error)
	PlayerStats(ctx context.Context, guild, user string) ([]Standing, error)
	Ratings(ctx context.Context, scope, game string, limit int) ([]PlayerRating, error)
	PlayerRatings(ctx context.Context, scope, user string) ([]PlayerRating, error)
	RatingHistory(ctx context.Context, scope, user string, limit int) ([]RatingChange, error)

	GuildSettings(ctx context.Context, guild string) (Settings, error)
	SaveGuildSettings(ctx context.Context, guild string, st Settings) error

	// The daily puzzle (daily.go).
	DailyStore

	// PastGames returns the finished games of a channel kept for /review
	// game:N, the latest first (past.go; Change.Past keeps one).
	PastGames(ctx context.Context, channel string) ([]PastGame, error)

	// The servers and channels gone (gone.go), and a user's rows.
	MarkGone(ctx context.Context, g Gone) error
	ClearGone(ctx context.Context, kind, id string) error
	GoneMarks(ctx context.Context) ([]Gone, error)
	ForgetUser(ctx context.Context, user string) (ForgetCounts, error)

	// Depth is the number of changes waiting for a commit.
	Depth() int
	// Healthy returns nil when the database takes writes now.
	Healthy(ctx context.Context) error
	// Check checks the database's integrity.
	Check(ctx context.Context) error
	// Location names the database for logs (a path, or a URL without
	// its password).
	Location() string
	Close() error
}

var (
	_ Backend = (*Store)(nil)
)

// IsPostgresURL reports whether a store.url names a PostgreSQL database.
func IsPostgresURL(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

// staleErr is the error of a stale change of channel.
func staleErr(channel string) *Error {
	return errorf(EStale, ErrStale, "store: the session of channel %s was changed by another process; it is no longer this one's", channel)
}

// versions remembers the version of each session this process loaded or
// saved: 0 for a session it knows to be absent.
type versions struct {
	mu sync.Mutex
	m  map[string]int64
}

func (v *versions) get(channel string) (int64, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	ver, ok := v.m[channel]
	return ver, ok
}

func (v *versions) set(channel string, ver int64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.m == nil {
		v.m = map[string]int64{}
	}
	v.m[channel] = ver
}
