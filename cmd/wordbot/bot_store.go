package main

import (
	"context"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/store"
)

// storeResults gives the bot the results kept in the SQLite store: it
// implements bot.Results.
type storeResults struct {
	s *store.Store
}

// RecordResult stores r; a known ID is ignored.
func (r storeResults) RecordResult(res bot.Result) error {
	return r.s.RecordResult(context.Background(), storeResult(res))
}

// MarkReported is true the first time id is marked.
func (r storeResults) MarkReported(id string) (bool, error) {
	return r.s.MarkReported(context.Background(), id)
}

// Leaderboard returns game's standings on guild.
func (r storeResults) Leaderboard(guild, game string, limit int) ([]bot.Standing, error) {
	list, err := r.s.Leaderboard(context.Background(), guild, game, limit)
	return standings(list), err
}

// PlayerStats returns user's standings on guild.
func (r storeResults) PlayerStats(guild, user string) ([]bot.Standing, error) {
	list, err := r.s.PlayerStats(context.Background(), guild, user)
	return standings(list), err
}

func standings(list []store.Standing) []bot.Standing {
	out := make([]bot.Standing, len(list))
	for i, s := range list {
		out[i] = bot.Standing{Game: s.Game, User: s.User, Name: s.Name, Played: s.Played, Wins: s.Wins,
			Total: s.Total, Best: s.Best, BestWord: s.BestWord, BestWordPoints: s.BestWordPoints}
	}
	return out
}

// storeSessions gives the bot the sessions and the outbox kept in the
// SQLite store: it implements bot.Store, bot.Lister and bot.Outbox, so that
// the end of a round (session, result and report) is one transaction.
type storeSessions struct {
	store.Channels
}

func newStoreSessions(s *store.Store) storeSessions { return storeSessions{s.Channels()} }

// Commit applies c in one transaction.
func (s storeSessions) Commit(c bot.Change) ([]bot.Post, error) {
	sc := store.Change{Channel: c.Channel, Data: c.Data, Delete: c.Delete, Keep: c.Keep, Appends: c.Appends}
	if c.Result != nil {
		r := storeResult(*c.Result)
		sc.Result = &r
	}
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

func storeResult(res bot.Result) store.Result {
	sr := store.Result{ID: res.ID, Guild: res.Guild, Game: res.Game, At: res.At}
	for _, p := range res.Players {
		sr.Players = append(sr.Players, store.PlayerResult{User: p.User, Name: p.Name, Score: p.Score, Won: p.Won,
			BestWord: p.BestWord, BestWordPoints: p.BestWordPoints})
	}
	return sr
}
