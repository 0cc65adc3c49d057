package web

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
)

type refused string

func (r refused) Error() string { return string(r) }
func (r refused) Refused() bool { return true }

// TestLiveRefusesWithoutAccess: a player who may not play in the channel
// (MayPlay, asked with the hello's server, channel and the session's
// user) gets the reason, code access, and never joins the channel: no
// welcome, no round, no word reaches the bot. A check that could not be
// made is told apart (access_check); a player who may play joins.
func TestLiveRefusesWithoutAccess(t *testing.T) {
	g := &fakeGame{got: make(chan *bot.Message, 1), round: &bot.RoundView{Kind: "boggle", Game: 1, ID: "r1", Size: 4, Deadline: time.Now().Add(time.Minute)}}
	srv, hs, f := newTest(t, g)
	var asked []string
	srv.cfg.MayPlay = func(ctx context.Context, guild, channel, user string) error {
		asked = append(asked, guild+"/"+channel+"/"+user)
		switch user {
		case "502":
			return refused("you may not play in this channel: you cannot see it or write in it")
		case "503":
			return errors.New("Discord did not say whether you may play in this channel (try again in a moment): timeout")
		}
		return nil
	}
	hello := func(id, name string) outMsg {
		ws, _, err := dial(t, hs, hs.URL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.Close() })
		ws.WriteJSON(inMsg{Type: "hello", Session: session(t, hs, f, id, name), Channel: "42", Guild: "7"})
		ws.SetReadDeadline(time.Now().Add(10 * time.Second))
		var m outMsg
		if err := ws.ReadJSON(&m); err != nil {
			t.Fatal(err)
		}
		if m.Type == "error" {
			// Nothing more: the server closes.
			ws.WriteJSON(inMsg{Type: "word", Word: "FAB"})
			var more outMsg
			if err := ws.ReadJSON(&more); err == nil {
				t.Errorf("after the refusal: %+v", more)
			}
		}
		return m
	}
	if m := hello("502", "Bob"); m.Type != "error" || m.Code != "access" || m.Text != "you may not play in this channel: you cannot see it or write in it" {
		t.Errorf("Bob got %+v", m)
	}
	if m := hello("503", "Cy"); m.Type != "error" || m.Code != "access_check" {
		t.Errorf("Cy got %+v", m)
	}
	if n := len(srv.hub.of("42")); n != 0 || len(g.words) != 0 {
		t.Errorf("refused players joined: %d connections, %d words", n, len(g.words))
	}
	if m := hello("501", "Alice"); m.Type != "welcome" {
		t.Errorf("Alice got %+v", m)
	}
	if len(asked) != 3 || asked[0] != "7/42/502" {
		t.Errorf("asked %v", asked)
	}
}
