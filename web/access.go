package web

import (
	"context"
	"errors"
	"time"
)

// Who may play (docs/activity.md): the channel and server of a hello come
// from the Embedded App SDK in the player's browser, which the server does
// not believe; Config.MayPlay asks Discord (the player must be a member of
// the server who may see the channel and write in it).

// accessTimeout bounds the check (Discord's REST reads).
const accessTimeout = 15 * time.Second

// mayPlay checks that p may play in hello's channel, and otherwise sends c
// the reason: an error of code "access" when refused (the page stops
// trying), "access_check" when the check could not be made (the page
// tries again).
func (s *Server) mayPlay(ctx context.Context, c *conn, hello inMsg, p player) bool {
	if s.cfg.MayPlay == nil {
		return true
	}
	ctx, cancel := context.WithTimeout(ctx, accessTimeout)
	err := s.cfg.MayPlay(ctx, hello.Guild, hello.Channel, p.ID)
	cancel()
	if err == nil {
		return true
	}
	s.cfg.Logger.Info("web: a player may not play in a channel", "user", p.ID, "guild", hello.Guild, "channel", hello.Channel, "err", err)
	code := "access_check"
	var r interface{ Refused() bool }
	if errors.As(err, &r) && r.Refused() {
		code = "access"
	}
	c.send(outMsg{Type: "error", Code: code, Text: err.Error()})
	return false
}
