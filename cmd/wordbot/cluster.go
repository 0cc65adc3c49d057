package main

import (
	"context"
	"log/slog"
	"time"

	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/internal/cluster"
)

// claimEvery is how often a process claims again a shard another process
// holds (tests shorten it).
var claimEvery = time.Second

// shardCluster prepares what processes sharing one bot through PostgreSQL
// (the store at pgURL) need: the owner of this process's shards (advisory
// locks) and, unless the REST calls go through a proxy (discord.api_url),
// the shared global REST budget. With SQLite (pgURL "") there is one
// process, which owns every shard it lists (the store's lock file keeps a
// second one out): nothing to prepare.
func shardCluster(ctx context.Context, pgURL string, s botSettings, logger *slog.Logger) (discord.ShardOwner, discord.SharedBudget, func(), error) {
	if pgURL == "" {
		return nil, nil, func() {}, nil
	}
	owner, err := cluster.NewOwner(ctx, pgURL, s.shardCount)
	if err != nil {
		return nil, nil, nil, err
	}
	if s.apiURL != "" {
		logger.Info("REST calls through a proxy, which keeps the global budget", "api_url", s.apiURL)
		return owner, nil, func() { owner.Close() }, nil
	}
	budget, err := cluster.NewBudget(ctx, pgURL, discord.SharedGlobalRate)
	if err != nil {
		owner.Close()
		return nil, nil, nil, err
	}
	// The answers still sent after the shards are lost (a ⚠️ for a guess
	// that could not be saved) do not wait for the budget's database.
	budget.AbandonWhen(owner.Lost())
	return owner, budget, func() { budget.Close(); owner.Close() }, nil
}
