package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Session is the saved state of the game running in one channel.
type Session struct {
	Channel string    // channel id: the key
	Guild   string    // the channel's server; "" in direct messages and for sessions saved before wordbot knew it
	Kind    string    // what Data holds, e.g. "boggle"; free for the caller
	Data    []byte    // the session, encoded by its owner
	Updated time.Time // when it was last saved
	Version int64     // 1 when first saved, one more at each save
}

// SaveSession stores the session of channel, replacing any previous one
// (and the records appended to it). The write is committed before
// SaveSession returns.
func (s *Store) SaveSession(ctx context.Context, channel, kind string, data []byte) error {
	if channel == "" {
		return errorf(EInvalid, nil, "store: a session needs a channel")
	}
	_, err := s.Commit(ctx, Change{Channel: channel, Kind: kind, Data: data})
	if err != nil {
		return errorf(EInternal, errors.Unwrap(err), "store: cannot save the session of channel %s", channel)
	}
	return nil
}

// LoadSession returns the session of channel, or an *Error with code
// ENotFound when the channel has none. The store remembers the version it
// loaded (or that there was none): the next change of the session is
// conditional on it (see Backend).
func (s *Store) LoadSession(ctx context.Context, channel string) (Session, error) {
	se := Session{Channel: channel}
	var ms int64
	err := s.r.QueryRowContext(ctx, "SELECT guild, kind, data, updated, version FROM sessions WHERE channel = ?", channel).
		Scan(&se.Guild, &se.Kind, &se.Data, &ms, &se.Version)
	if errors.Is(err, sql.ErrNoRows) {
		s.vers.set(channel, 0)
		return Session{}, errorf(ENotFound, nil, "store: no session in channel %s", channel)
	}
	if err != nil {
		return Session{}, errorf(EInternal, err, "store: cannot load the session of channel %s", channel)
	}
	se.Updated = time.UnixMilli(ms)
	s.vers.set(channel, se.Version)
	return se, nil
}

// DeleteSession removes the session of channel; removing none is not an
// error. The removal is committed before DeleteSession returns.
func (s *Store) DeleteSession(ctx context.Context, channel string) error {
	if channel == "" {
		return nil
	}
	if _, err := s.Commit(ctx, Change{Channel: channel, Delete: true}); err != nil {
		return errorf(EInternal, errors.Unwrap(err), "store: cannot delete the session of channel %s", channel)
	}
	return nil
}

// Sessions returns the stored sessions whose guild keep accepts (every one
// when keep is nil), sorted by channel.
func (s *Store) Sessions(ctx context.Context, keep func(guild string) bool) ([]Session, error) {
	rows, err := s.r.QueryContext(ctx, "SELECT channel, guild, kind, data, updated, version FROM sessions ORDER BY channel")
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot list sessions")
	}
	defer rows.Close()
	var out []Session
	for rows.Next() {
		var se Session
		var ms int64
		if err := rows.Scan(&se.Channel, &se.Guild, &se.Kind, &se.Data, &ms, &se.Version); err != nil {
			return nil, errorf(EInternal, err, "store: cannot list sessions")
		}
		if keep != nil && !keep(se.Guild) {
			continue
		}
		se.Updated = time.UnixMilli(ms)
		out = append(out, se)
	}
	if err := rows.Err(); err != nil {
		return nil, errorf(EInternal, err, "store: cannot list sessions")
	}
	return out, nil
}

// SessionChannels returns the channels whose session's guild keep accepts
// (every one when keep is nil), sorted.
func (s *Store) SessionChannels(ctx context.Context, keep func(guild string) bool) ([]string, error) {
	rows, err := s.r.QueryContext(ctx, "SELECT channel, guild FROM sessions ORDER BY channel")
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot list sessions")
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var ch, guild string
		if err := rows.Scan(&ch, &guild); err != nil {
			return nil, errorf(EInternal, err, "store: cannot list sessions")
		}
		if keep == nil || keep(guild) {
			out = append(out, ch)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, errorf(EInternal, err, "store: cannot list sessions")
	}
	return out, nil
}

// Channels is a view of a Backend's sessions and outbox with the method set
// of package bot's Store, Lister, Appender, Outbox, OutboxFor,
// DailyCommitter, GoneStore and GuildLister interfaces (the bot's methods take no context; these use
// context.Background()), so it is passed to the bot directly: the end of a
// round (session, result and report) is one transaction. Sessions saved
// through it have an empty Kind. Keep, when set, limits List to the
// sessions of the guilds it accepts (a process running some shards resumes
// only theirs).
type Channels struct {
	S    Backend
	Keep func(guild string) bool
}

// Channels returns the bot-facing view of s's sessions.
func (s *Store) Channels() Channels { return Channels{S: s} }

// Save stores the session of channel, committed before it returns.
func (c Channels) Save(channel string, data []byte) error {
	return c.S.SaveSession(context.Background(), channel, "", data)
}

// Load returns the session of channel, or nil, nil when it has none.
func (c Channels) Load(channel string) ([]byte, error) {
	se, err := c.S.LoadSession(context.Background(), channel)
	if ErrorCode(err) == ENotFound {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	if se.Data == nil {
		se.Data = []byte{}
	}
	return se.Data, nil
}

// LoadAppends returns the records appended to the session of channel
// since it was last saved.
func (c Channels) LoadAppends(channel string) ([][]byte, error) {
	return c.S.Appends(context.Background(), channel)
}

// Delete removes the session of channel.
func (c Channels) Delete(channel string) error {
	return c.S.DeleteSession(context.Background(), channel)
}

// List returns the channels with a session (of the guilds Keep accepts),
// sorted.
func (c Channels) List() ([]string, error) {
	return c.S.SessionChannels(context.Background(), c.Keep)
}

// Commit applies ch in one transaction (Backend.Commit).
func (c Channels) Commit(ch Change) ([]Post, error) {
	return c.S.Commit(context.Background(), ch)
}

// Pending returns the posts not sent yet.
func (c Channels) Pending() ([]Post, error) {
	return c.S.Pending(context.Background())
}

// PendingFor returns the posts not sent yet of the guilds owns accepts; on
// PostgreSQL they are claimed for this process, and only they.
func (c Channels) PendingFor(owns func(guild string) bool) ([]Post, error) {
	type pendingFor interface {
		PendingFor(ctx context.Context, keep func(guild string) bool) ([]Post, error)
	}
	if pf, ok := c.S.(pendingFor); ok {
		return pf.PendingFor(context.Background(), owns)
	}
	return c.Pending()
}

// MarkSent takes post id out of the outbox.
func (c Channels) MarkSent(id string) error {
	return c.S.MarkSent(context.Background(), id)
}

// DropPost takes post id out of the outbox for good, keeping it with its
// reason (Backend.DropPost).
func (c Channels) DropPost(id, reason string) error {
	return c.S.DropPost(context.Background(), id, reason)
}

// MarkGone records a server or channel gone (Backend.MarkGone).
func (c Channels) MarkGone(g Gone) error { return c.S.MarkGone(context.Background(), g) }

// ClearGone removes a gone mark (Backend.ClearGone).
func (c Channels) ClearGone(kind, id string) error {
	return c.S.ClearGone(context.Background(), kind, id)
}

// GoneMarks returns the gone marks (Backend.GoneMarks).
func (c Channels) GoneMarks() ([]Gone, error) { return c.S.GoneMarks(context.Background()) }

// ChannelsOf returns the channels whose session is of guild, sorted.
func (c Channels) ChannelsOf(guild string) ([]string, error) {
	return c.S.SessionChannels(context.Background(), func(g string) bool { return g == guild })
}

// CommitsResults reports whether r, the bot's results, is this store:
// then a Change's result is recorded, and its report marked, in the
// transaction of the change (Change.Result).
func (c Channels) CommitsResults(r Results) bool {
	b, ok := r.(Backend)
	return ok && b == c.S
}

// CommitsDaily reports whether d, the bot's daily plays, is this store:
// then a finished play is saved in the transaction of its channel line
// (Change.Daily).
func (c Channels) CommitsDaily(d DailyStore) bool {
	b, ok := d.(Backend)
	return ok && b == c.S
}
