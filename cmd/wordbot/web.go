package main

import (
	"context"
	"log/slog"
	"net"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/web"
)

// serveActivity serves the Discord Activity (web.addr, docs/activity.md)
// for b: its replies reach the Activity's players and then Discord (a).
// The returned function stops the server.
func serveActivity(ctx context.Context, s botSettings, b *bot.Bot, a *discord.Adapter, logger *slog.Logger) (func(), error) {
	srv, err := web.New(web.Config{PublicURL: s.webPublicURL, ClientID: s.clientID, ClientSecret: s.clientSecret,
		HTTPClient: discordClient, Logger: logger, Game: b, Owns: a.OwnsGuild})
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", s.webAddr)
	if err != nil {
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
