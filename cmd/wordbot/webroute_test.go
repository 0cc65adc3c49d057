package main

import (
	"encoding/json"
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestInternalURL: the address advertised to the other shard processes is
// web.internal_url, else http:// and the address served, with this
// machine's name for an address on all interfaces.
func TestInternalURL(t *testing.T) {
	host, err := os.Hostname()
	if err != nil {
		t.Skip(err)
	}
	for _, c := range []struct{ configured, addr, want string }{
		{"http://10.0.0.5:8080", "127.0.0.1:8080", "http://10.0.0.5:8080"},
		{"", "10.0.0.7:8081", "http://10.0.0.7:8081"},
		{"", "[::]:8080", "http://" + host + ":8080"},
		{"", "0.0.0.0:8080", "http://" + host + ":8080"},
	} {
		if got := internalURL(c.configured, c.addr); got != c.want {
			t.Errorf("internalURL(%q, %q) = %q, want %q", c.configured, c.addr, got, c.want)
		}
	}
}

// activityGuild gives the fake Discord the server guild with channel, where
// alice and bob are members who may see it and write in it: the Activity
// lets only such players in (discord.Adapter.MayPlay).
func activityGuild(f *fakediscord.Server, guild string, channels ...string) {
	g := fakediscord.Guild{ID: guild, OwnerID: "1", Everyone: fakediscord.PermViewChannel | fakediscord.PermSendMessages,
		Members: map[string][]string{alice.ID: nil, bob.ID: nil}}
	for _, c := range channels {
		g.Channels = append(g.Channels, fakediscord.Channel{ID: c})
	}
	f.SetGuild(g)
}

// activityWebEnv is the environment of a shard process serving the
// Activity at addr, with the public address public.
func activityWebEnv(addr, public string) []string {
	return []string{"WORDBOT_WEB_ADDR=" + addr, "WORDBOT_WEB_PUBLIC_URL=" + public,
		"WORDBOT_DISCORD_CLIENT_ID=" + fakediscord.AppID, "WORDBOT_DISCORD_CLIENT_SECRET=" + fakediscord.ClientSecret}
}

// playThrough plays alice's Activity of channel in guild through the
// process at public (docs/activity.md, "Several shard processes"): the
// token exchange, the WebSocket's hello, the round (its faces and the
// seconds left, which tell the process apart) and a word's verdict.
func playThrough(t *testing.T, f *fakediscord.Server, public, guild, channel, word string) (faces string, left time.Duration, verdict string) {
	t.Helper()
	resp, err := http.Post(public+"/api/token?guild="+guild, "application/json", strings.NewReader(`{"code":"`+f.Authorize(alice)+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	var tok struct{ Session, Error string }
	json.NewDecoder(resp.Body).Decode(&tok)
	resp.Body.Close()
	if resp.StatusCode != 200 || tok.Session == "" {
		t.Fatalf("token through %s: %d %s", public, resp.StatusCode, tok.Error)
	}
	ws, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(public, "http")+"/api/live?guild="+guild, http.Header{"Origin": {public}})
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	ws.WriteJSON(map[string]any{"type": "hello", "session": tok.Session, "channel": channel, "guild": guild})
	ws.SetReadDeadline(time.Now().Add(20 * time.Second))
	for verdict == "" {
		var m struct {
			Type, Code, Text string
			Now              int64
			Round            *struct {
				Faces    []string
				Deadline int64
			}
			Guess *struct {
				Verdict string
				Mine    bool
			}
		}
		if err := ws.ReadJSON(&m); err != nil {
			t.Fatalf("the Activity through %s: %v", public, err)
		}
		switch {
		case m.Type == "error":
			t.Fatalf("the Activity through %s: %s (%s)", public, m.Text, m.Code)
		case m.Type == "round" && m.Round != nil && faces == "":
			faces, left = strings.Join(m.Round.Faces, ""), time.Duration(m.Round.Deadline-m.Now)*time.Millisecond
			ws.WriteJSON(map[string]any{"type": "word", "word": word, "id": 1})
		case m.Type == "guess" && m.Guess != nil && m.Guess.Mine:
			verdict = m.Guess.Verdict
		}
	}
	return faces, left, verdict
}
