package main

import (
	"context"
	"log/slog"
	"net"
	"os"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/web"
)

// peerRegistry is the shared PostgreSQL's registry of the processes'
// Activity addresses (cluster.Owner): with several shard processes, a
// server's Activity is proxied to the process that plays its channels.
type peerRegistry interface {
	Advertise(url string) error
	Locate(ctx context.Context, shard int) (string, error)
}

// serveActivity serves the Discord Activity (web.addr, docs/activity.md)
// for b: its replies reach the Activity's players and then Discord (a).
// With peers (a PostgreSQL store), this process advertises its address
// (web.internal_url) and proxies the Activity of the servers another
// process plays there. The returned function stops the server.
func serveActivity(ctx context.Context, s botSettings, b *bot.Bot, a *discord.Adapter, peers peerRegistry, logger *slog.Logger) (func(), error) {
	cfg := web.Config{PublicURL: s.webPublicURL, ClientID: s.clientID, ClientSecret: s.clientSecret,
		HTTPClient: discordClient, Logger: logger, Game: b, Owns: a.OwnsGuild, MayPlay: a.MayPlay}
	ln, err := net.Listen("tcp", s.webAddr)
	if err != nil {
		return nil, err
	}
	if peers != nil {
		internal := internalURL(s.webInternalURL, ln.Addr().String())
		if err := peers.Advertise(internal); err != nil {
			ln.Close()
			return nil, err
		}
		count := s.shardCount
		cfg.Locate = func(ctx context.Context, guild string) (string, error) {
			return peers.Locate(ctx, discord.ShardOf(guild, count))
		}
		logger.Info("Activity routed between shard processes", "internal_url", internal)
	}
	srv, err := web.New(cfg)
	if err != nil {
		ln.Close()
		return nil, err
	}
	b.Attach(srv.Sink(a))
	wctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	served := make(chan struct{})
	go func() {
		defer close(served)
		if err := srv.Serve(wctx, ln); err != nil {
			logger.Error("web server", "err", err)
		}
	}()
	logger.Info("Activity served", "addr", ln.Addr().String(), "public_url", s.webPublicURL)
	return func() {
		cancel()
		select {
		case <-served:
		case <-time.After(3 * time.Second):
		}
	}, nil
}

// internalURL is web.internal_url, else http:// and the address served
// (listening on all interfaces: this machine's name and the port).
func internalURL(configured, addr string) string {
	if configured != "" {
		return configured
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "http://" + addr
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		if name, err := os.Hostname(); err == nil && name != "" {
			host = name
		}
	}
	return "http://" + net.JoinHostPort(host, port)
}
