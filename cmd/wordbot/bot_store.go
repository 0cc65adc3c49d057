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
	sr := store.Result{ID: res.ID, Guild: res.Guild, Game: res.Game, At: res.At}
	for _, p := range res.Players {
		sr.Players = append(sr.Players, store.PlayerResult{User: p.User, Name: p.Name, Score: p.Score, Won: p.Won,
			BestWord: p.BestWord, BestWordPoints: p.BestWordPoints})
	}
	return r.s.RecordResult(context.Background(), sr)
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
