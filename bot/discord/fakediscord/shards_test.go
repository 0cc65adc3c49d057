package fakediscord

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"
)

// gwClient is a bare gateway client of one shard.
type gwClient struct {
	t         *testing.T
	c         *websocket.Conn
	sessionID string
	seq       int
	events    chan map[string]any
}

// dial connects and identifies as shard [id, count] (no shard field when
// count is 0) with the intents the bot asks for (guilds, guild messages),
// or resumes session when it is set.
func dial(t *testing.T, s *Server, id, count int, resume string, seq int) *gwClient {
	t.Helper()
	return dialIntents(t, s, id, count, resume, seq, IntentGuilds|IntentGuildMessages)
}

// dialIntents is dial identifying with intents.
func dialIntents(t *testing.T, s *Server, id, count int, resume string, seq, intents int) *gwClient {
	t.Helper()
	c, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(s.HTTP.URL, "http")+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	g := &gwClient{t: t, c: c, events: make(chan map[string]any, 100), sessionID: resume, seq: seq}
	var hello map[string]any
	if err := c.ReadJSON(&hello); err != nil || hello["op"] != float64(10) {
		t.Fatalf("hello: %v %v", hello, err)
	}
	if resume != "" {
		c.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "x", "session_id": resume, "seq": seq}})
	} else {
		d := map[string]any{"token": "x", "intents": intents}
		if count > 0 {
			d["shard"] = []int{id, count}
		}
		c.WriteJSON(map[string]any{"op": 2, "d": d})
	}
	ready := make(chan struct{})
	go func() {
		for {
			var f map[string]any
			if err := c.ReadJSON(&f); err != nil {
				close(g.events)
				return
			}
			if s, ok := f["s"].(float64); ok {
				g.seq = int(s)
			}
			switch f["t"] {
			case "READY":
				g.sessionID = f["d"].(map[string]any)["session_id"].(string)
				close(ready)
				continue
			case "RESUMED":
				close(ready)
				continue
			}
			g.events <- f
		}
	}()
	select {
	case <-ready:
	case <-time.After(5 * time.Second):
		t.Fatal("no READY or RESUMED")
	}
	return g
}

// next returns the channel of the next event, or "" when none comes
// within wait.
func (g *gwClient) next(wait time.Duration) string {
	select {
	case f, ok := <-g.events:
		if !ok {
			return ""
		}
		d, _ := f["d"].(map[string]any)
		ch, _ := d["channel_id"].(string)
		return ch
	case <-time.After(wait):
		return ""
	}
}

// TestShardsRouting: with three shards connected, an event of a server
// goes only to the shard (guild_id >> 22) % 3, direct messages to shard 0;
// two sessions of one shard both get its events and count as an overlap; a
// shard that resumes gets what it missed, and only its own events.
func TestShardsRouting(t *testing.T) {
	s := New()
	defer s.Close()
	var gs [3]*gwClient
	for i := range gs {
		gs[i] = dial(t, s, i, 3, "", 0)
	}
	if !s.WaitConnected(time.Second, 3, 0, 1, 2) {
		t.Fatalf("connected shards %v", s.Connected())
	}
	u := User{ID: "7", Name: "u"}
	for n := 0; n < 4; n++ {
		for k := 0; k < 3; k++ {
			g := GuildOf(k, 3, n)
			if got := ShardOf(g, 3); got != k {
				t.Fatalf("GuildOf(%d, 3, %d) = %s is in shard %d", k, n, g, got)
			}
			ch := "c" + g
			switch n % 3 {
			case 0:
				s.Say(g, ch, u, "hello")
			case 1:
				s.Command(g, ch, u, "boggle", "start")
			case 2:
				s.Click(g, ch, "1", u, "join:1")
			}
			if got := gs[k].next(2 * time.Second); got != ch {
				t.Fatalf("shard %d got %q, want %q", k, got, ch)
			}
		}
	}
	// A direct message: shard 0.
	s.Command("", "dm1", u, "help", "")
	if got := gs[0].next(2 * time.Second); got != "dm1" {
		t.Fatalf("DM went to shard 0 as %q", got)
	}
	for k := 1; k < 3; k++ {
		if got := gs[k].next(100 * time.Millisecond); got != "" {
			t.Fatalf("shard %d got %q meant for another shard", k, got)
		}
	}
	// A real snowflake: Discord's formula.
	if got, want := ShardOf("175928847299117063", 4), int((uint64(175928847299117063)>>22)%4); got != want {
		t.Fatalf("ShardOf = %d, want %d", got, want)
	}

	// A second session of shard 1: an overlap; both get the events.
	if s.Overlaps() != 0 {
		t.Fatalf("overlaps %d before a second session", s.Overlaps())
	}
	dup := dial(t, s, 1, 3, "", 0)
	if s.Overlaps() != 1 {
		t.Fatalf("overlaps %d, want 1", s.Overlaps())
	}
	g1 := GuildOf(1, 3, 9)
	s.Say(g1, "c-both", u, "x")
	if a, b := gs[1].next(2*time.Second), dup.next(2*time.Second); a != "c-both" || b != "c-both" {
		t.Fatalf("two sessions of shard 1 got %q and %q", a, b)
	}
	dup.c.Close()

	// Shard 2 drops; its events wait; it resumes and gets them, not
	// shard 0's.
	id, seq := gs[2].sessionID, gs[2].seq
	gs[2].c.Close()
	for len(s.Connected()) != 2 {
		time.Sleep(10 * time.Millisecond)
	}
	s.Say(GuildOf(2, 3, 5), "missed", u, "x")
	s.Say(GuildOf(0, 3, 5), "other", u, "x")
	if got := gs[0].next(2 * time.Second); got != "other" {
		t.Fatalf("shard 0 got %q", got)
	}
	back := dial(t, s, 0, 0, id, seq)
	if got := back.next(2 * time.Second); got != "missed" {
		t.Fatalf("resumed shard 2 got %q, want missed", got)
	}
	if got := back.next(100 * time.Millisecond); got != "" {
		t.Fatalf("resumed shard 2 got %q too", got)
	}
	if _, r := s.Sessions(); r != 1 {
		t.Fatalf("resumes %d", r)
	}
	// An unknown session is not resumed (op 9).
	c, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(s.HTTP.URL, "http")+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	var f map[string]any
	c.ReadJSON(&f)
	c.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "x", "session_id": "nope", "seq": 1}})
	c.SetReadDeadline(time.Now().Add(2 * time.Second))
	if err := c.ReadJSON(&f); err != nil || f["op"] != float64(9) {
		b, _ := json.Marshal(f)
		t.Fatalf("unknown session resumed: %s %v", b, err)
	}
}

// TestEventsNeedIntents: as on Discord, a session gets a server's
// GUILD_DELETE, CHANNEL_DELETE and THREAD_DELETE only with the Guilds
// intent, and its messages only with Guild Messages; interactions need no
// intent.
func TestEventsNeedIntents(t *testing.T) {
	s := New()
	defer s.Close()
	none := dialIntents(t, s, 0, 0, "", 0, 0)
	guilds := dialIntents(t, s, 0, 0, "", 0, IntentGuilds)
	u := User{ID: "7", Name: "u"}
	s.Dispatch("GUILD_DELETE", map[string]any{"id": "g1"})
	s.Dispatch("CHANNEL_DELETE", map[string]any{"id": "c1", "guild_id": "g1"})
	s.Dispatch("THREAD_DELETE", map[string]any{"id": "t1", "guild_id": "g1", "parent_id": "c1"})
	s.Say("g1", "c2", u, "hello")
	s.Command("g1", "c3", u, "help", "")
	got := func(g *gwClient) []string {
		var out []string
		for {
			select {
			case f := <-g.events:
				out = append(out, f["t"].(string))
			case <-time.After(300 * time.Millisecond):
				return out
			}
		}
	}
	if ev := strings.Join(got(none), " "); ev != "INTERACTION_CREATE" {
		t.Errorf("without intents: %s", ev)
	}
	if ev := strings.Join(got(guilds), " "); ev != "GUILD_DELETE CHANNEL_DELETE THREAD_DELETE INTERACTION_CREATE" {
		t.Errorf("with Guilds: %s", ev)
	}
}
