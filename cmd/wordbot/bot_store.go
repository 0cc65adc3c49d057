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

// Commit applies c in one transaction.
func (s storeSessions) Commit(c bot.Change) ([]bot.Post, error) {
	sc := store.Change{Channel: c.Channel, Guild: c.Guild, Data: c.Data, Delete: c.Delete, Keep: c.Keep, Appends: c.Appends, Result: c.Result}
	for _, p := range c.Posts {
		sc.Posts = append(sc.Posts, store.Post{ID: p.ID, Channel: p.Channel, Data: p.Data})
	}
	queued, err := s.S.Commit(context.Background(), sc)
	return botPosts(queued), err
}

// Pending returns the posts not sent yet.
func (s storeSessions) Pending() ([]bot.Post, error) {
	ps, err := s.S.Pending(context.Background())
	return botPosts(ps), err
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
	ps, err := pf.PendingFor(context.Background(), owns)
	return botPosts(ps), err
}

// MarkSent takes post id out of the outbox.
func (s storeSessions) MarkSent(id string) error {
	return s.S.MarkSent(context.Background(), id)
}

func botPosts(ps []store.Post) []bot.Post {
	var out []bot.Post
	for _, p := range ps {
		out = append(out, bot.Post{ID: p.ID, Channel: p.Channel, Data: p.Data})
	}
	return out
}

// The store keeps the bot's results itself.
var _ bot.Results = store.Backend(nil)

// The store keeps the servers' settings too.
var _ bot.SettingsStore = store.Backend(nil)
