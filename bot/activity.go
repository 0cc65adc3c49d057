package bot

import "time"

// The Discord Activity (package web, docs/activity.md) shows a channel's
// round in a browser: it reads the round with RoundView and sends the
// player's words as *Message events, so that chat and Activity play one
// round.

// RoundView is the running Boggle or Ruzzle round of a channel as the
// Activity shows it.
type RoundView struct {
	Kind     Kind
	Game     int      // the channel's game number (a new round, a new number)
	ID       string   // the round's ID
	Size     int      // the board is Size x Size
	Faces    []string // the cells row by row, as the round's language writes them
	Lang     string
	Locale   string
	Deadline time.Time
}

// peek runs fn on a channel's goroutine with its session (never nil).
type peek struct {
	channel string
	fn      func(s *session)
}

func (p *peek) channelID() string { return p.channel }

// RoundView returns the channel's running Boggle or Ruzzle round (false when
// none runs). It waits for the channel's events queued before it; it
// neither changes nor saves anything.
func (b *Bot) RoundView(channel string) (RoundView, bool) {
	var v RoundView
	found := false
	b.Handle(&peek{channel: channel, fn: func(s *session) {
		r := s.Round
		if r == nil || r.play == nil || !b.opt.Clock.Now().Before(r.Deadline) {
			return
		}
		found = true
		v = RoundView{Kind: r.Kind, Game: s.Game, ID: r.ID, Size: r.Size, Lang: r.Lang, Locale: s.Locale, Deadline: r.Deadline}
		for _, row := range r.faces() {
			v.Faces = append(v.Faces, row...)
		}
	}})
	return v, found
}

// runPeek handles a peek: the session as loaded, or none when it cannot be
// (the error is logged by the event that needs it).
func (b *Bot) runPeek(p *peek) {
	b.mu.Lock()
	_, held := b.sessions[p.channel]
	b.mu.Unlock()
	s, err := b.session(p.channel)
	if err != nil {
		s = &session{}
	}
	p.fn(s)
	if !held && s.Kind == "" {
		// A channel without a game, looked at from the Activity (any
		// channel ID a player names): not kept in memory.
		b.setSession(p.channel, nil)
	}
}
