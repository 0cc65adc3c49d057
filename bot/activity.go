package bot

import (
	"time"

	"github.com/wordbot/wordbot/games/boggle"
)

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

// ReportView is a channel's last finished Boggle or Ruzzle round as the
// Activity shows it: the board and each player's words with their paths
// (saved with the channel's session: see LastReport).
type ReportView struct {
	ID      string         `json:"id"`
	Game    int            `json:"game"`
	Size    int            `json:"size"`
	Faces   []string       `json:"faces"`
	Players []ReportPlayer `json:"players"`
}

// ReportPlayer is a player's words in a ReportView.
type ReportPlayer struct {
	Name  string       `json:"name"`
	Total int          `json:"total"`
	Words []ReportWord `json:"words"`
}

// ReportWord is a word of the report: its cells (row*size+col, in order;
// none for a word not on the board) and whether it counted.
type ReportWord struct {
	Word    string `json:"word"`
	Points  int    `json:"points"`
	Counted bool   `json:"counted"`
	Cells   []int  `json:"cells,omitempty"`
}

// reportView is the finished round r's report as the Activity shows it
// (endRound keeps it in the session's Last).
func reportView(game int, r *wordRound, sum roundSummary) *ReportView {
	v := &ReportView{ID: r.ID, Game: game, Size: r.Size}
	for _, row := range r.faces() {
		v.Faces = append(v.Faces, row...)
	}
	for _, p := range sum.results {
		rp := ReportPlayer{Name: p.Name, Total: p.Total}
		for _, e := range p.Words {
			w := ReportWord{Word: e.Word, Points: e.Points, Counted: e.Reason == boggle.OK || e.Reason == boggle.Shared}
			for _, pos := range e.Path {
				w.Cells = append(w.Cells, pos.Row*r.Size+pos.Col)
			}
			rp.Words = append(rp.Words, w)
		}
		v.Players = append(v.Players, rp)
	}
	return v
}

// LastReport returns the channel's last finished game's report, when it
// was a Boggle or Ruzzle round ended by a version that keeps reports
// (saved with the session: also after a restart, and for a round that
// ended while wordbot was down). It waits for the channel's events queued
// before it; it neither changes nor saves anything.
func (b *Bot) LastReport(channel string) (ReportView, bool) {
	var v ReportView
	found := false
	b.Handle(&peek{channel: channel, fn: func(s *session) {
		if s.Last != nil && s.Last.Report != nil {
			v, found = *s.Last.Report, true
		}
	}})
	return v, found
}
