package main

import (
	"context"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/store"
)

// storeSessions gives the bot the sessions and the outbox kept in the
// store (SQLite or PostgreSQL): it implements bot.Store, bot.Lister and
// bot.Outbox, so that the end of a round (session, result and report) is
// one transaction.
type storeSessions struct {
	store.Channels
}

func newStoreSessions(s store.Backend) storeSessions { return storeSessions{store.Channels{S: s}} }

// Commit applies c in one transaction (bot.Change and bot.Post are the
// store's types).
func (s storeSessions) Commit(c bot.Change) ([]bot.Post, error) {
	return s.S.Commit(context.Background(), c)
}

// CommitsDaily reports whether d, the bot's daily plays, is this store:
// then a finished play is saved in the transaction of its channel line.
func (s storeSessions) CommitsDaily(d bot.DailyStore) bool {
	b, ok := d.(store.Backend)
	return ok && b == s.S
}

// Pending returns the posts not sent yet.
func (s storeSessions) Pending() ([]bot.Post, error) {
	return s.S.Pending(context.Background())
}

// PendingFor returns the posts not sent yet of the guilds owns accepts;
// on PostgreSQL they are claimed for this process, and only they.
func (s storeSessions) PendingFor(owns func(guild string) bool) ([]bot.Post, error) {
	type pendingFor interface {
		PendingFor(ctx context.Context, keep func(guild string) bool) ([]store.Post, error)
	}
	pf, ok := s.S.(pendingFor)
	if !ok {
		return s.Pending()
	}
	return pf.PendingFor(context.Background(), owns)
}

// MarkSent takes post id out of the outbox.
func (s storeSessions) MarkSent(id string) error {
	return s.S.MarkSent(context.Background(), id)
}

// The store keeps the bot's results itself.
var _ bot.Results = store.Backend(nil)

// The store keeps the servers' settings too.
var _ bot.SettingsStore = store.Backend(nil)
