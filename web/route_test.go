package web

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// shardProc is one of two shard processes' Activity servers in a test.
type shardProc struct {
	srv *Server
	hs  *httptest.Server
}

// twoShards serves two processes' Activities (shards 0 and 1 of 2), both
// behind one public URL (the first's), each finding the other through
// locate (the registry).
func twoShards(t *testing.T, game0, game1 Game, locate func(ctx context.Context, guild string) (string, error)) ([2]*shardProc, *fakediscord.Server) {
	t.Helper()
	f := fakediscord.New()
	t.Cleanup(f.Close)
	var ps [2]*shardProc
	for i, g := range []Game{game0, game1} {
		p := &shardProc{}
		p.hs = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { p.srv.Handler().ServeHTTP(w, r) }))
		t.Cleanup(p.hs.Close)
		ps[i] = p
		shard := i
		var err error
		p.srv, err = New(Config{PublicURL: ps[0].hs.URL, ClientID: fakediscord.AppID, ClientSecret: fakediscord.ClientSecret, HTTPClient: f.Client(), Game: g,
			Owns: func(guild string) bool { return fakediscord.ShardOf(guild, 2) == shard }, Locate: locate})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(p.srv.hub.closeAll)
	}
	return ps, f
}

func postTokenAt(t *testing.T, base, guild, code string) (int, map[string]any, string) {
	t.Helper()
	resp, err := http.Post(base+"/api/token?guild="+guild, "application/json", strings.NewReader(`{"code":"`+code+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out map[string]any
	json.Unmarshal(raw, &out)
	return resp.StatusCode, out, string(raw)
}

func dialAt(t *testing.T, base, guild, origin string, routed bool) *websocket.Conn {
	t.Helper()
	h := http.Header{"Origin": {origin}}
	if routed {
		h.Set(RoutedHeader, "1")
	}
	ws, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(base, "http")+"/api/live?guild="+guild, h)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.Close() })
	return ws
}

// TestRouteToOwner: a channel of a server of shard 1 is played through
// shard 0's address: the token exchange and the WebSocket are proxied to
// shard 1's process (the session lives there, the round is its, the word
// reaches its bot). A request already routed is not routed again. A dead
// owner, and a server no process plays, give a clear error at once.
func TestRouteToOwner(t *testing.T) {
	g1 := &fakeGame{got: make(chan *bot.Message, 1), round: &bot.RoundView{Kind: "boggle", Game: 2, ID: "r9", Size: 4,
		Faces: strings.Split("ABCDEFGHIJKLMNOP", ""), Lang: "en", Deadline: time.Now().Add(time.Minute)}}
	g0 := &fakeGame{got: make(chan *bot.Message, 1)}
	var mu sync.Mutex
	owner1 := "" // shard 1's process, as the registry says
	var ps [2]*shardProc
	locate := func(ctx context.Context, guild string) (string, error) {
		mu.Lock()
		defer mu.Unlock()
		if fakediscord.ShardOf(guild, 2) == 1 {
			return owner1, nil
		}
		return ps[0].hs.URL, nil
	}
	ps, f := twoShards(t, g0, g1, locate)
	owner1 = ps[1].hs.URL
	public := ps[0].hs.URL
	guild := fakediscord.GuildOf(1, 2, 1)

	status, out, raw := postTokenAt(t, public, guild, f.Authorize(fakediscord.User{ID: "501", Name: "Alice"}))
	if status != 200 {
		t.Fatalf("token through shard 0: %d %s", status, raw)
	}
	key := out["session"].(string)
	if _, ok := ps[1].srv.player(key); !ok {
		t.Fatal("the session is not shard 1's")
	}
	if _, ok := ps[0].srv.player(key); ok {
		t.Fatal("the session is shard 0's")
	}

	ws := dialAt(t, public, guild, public, false)
	ws.WriteJSON(inMsg{Type: "hello", Session: key, Channel: "42", Guild: guild})
	if m := read(t, ws, "welcome"); m.User.ID != "501" {
		t.Fatalf("welcome %+v", m.User)
	}
	if m := read(t, ws, "round"); m.Round == nil || m.Round.ID != "r9" {
		t.Fatalf("round %+v, want shard 1's r9", m.Round)
	}
	ws.WriteJSON(inMsg{Type: "word", Word: "FAB", ID: 1})
	if m := <-g1.got; m.Text != "FAB" || m.User.ID != "501" || m.Guild != guild {
		t.Fatalf("shard 1's bot got %+v", m)
	}
	if len(ps[1].srv.hub.of("42")) != 1 || len(ps[0].srv.hub.of("42")) != 0 {
		t.Errorf("connections: shard 0 %d, shard 1 %d; want the player on shard 1", len(ps[0].srv.hub.of("42")), len(ps[1].srv.hub.of("42")))
	}

	// Already routed: served where it lands, refused there.
	again := dialAt(t, public, guild, public, true)
	again.WriteJSON(inMsg{Type: "hello", Session: key, Channel: "42", Guild: guild})
	if e := read(t, again, "error"); e.Code != "session" {
		t.Errorf("a routed request on shard 0: %+v, want its own refusal (shard 0 does not know the session)", e)
	}

	// The owner dies: an error at once, not a hang.
	ps[1].hs.CloseClientConnections()
	ps[1].hs.Close()
	const dead = "the wordbot process that plays this server's games does not answer: try again in a minute"
	begun := time.Now()
	gone := dialAt(t, public, guild, public, false)
	if e := read(t, gone, "error"); e.Code != "route" || e.Text != dead {
		t.Errorf("a dead owner: %+v", e)
	}
	status, _, raw = postTokenAt(t, public, guild, f.Authorize(fakediscord.User{ID: "501", Name: "Alice"}))
	if status != http.StatusBadGateway || !strings.Contains(raw, dead) {
		t.Errorf("token with a dead owner: %d %s", status, raw)
	}
	t.Logf("a dead owner answered in %v", time.Since(begun))

	// An owner that takes the connection and never answers (a process
	// stuck, or a peer behind a dead link): the error once the answer's
	// limit is over (here 300 ms), not a hang.
	mute, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer mute.Close()
	go func() {
		for {
			c, err := mute.Accept()
			if err != nil {
				return
			}
			defer c.Close() // held open, never answered
		}
	}()
	old := peerTransport
	peerTransport = newPeerTransport(dialTimeout, 300*time.Millisecond)
	defer func() { peerTransport = old }()
	mu.Lock()
	owner1 = "http://" + mute.Addr().String()
	mu.Unlock()
	stuck := dialAt(t, public, guild, public, false)
	if e := read(t, stuck, "error"); e.Code != "route" || e.Text != dead {
		t.Errorf("a mute owner: %+v", e)
	}

	// No process plays the server now.
	mu.Lock()
	owner1 = ""
	mu.Unlock()
	none := dialAt(t, public, guild, public, false)
	if e := read(t, none, "error"); e.Code != "route" || e.Text != errNoOwner {
		t.Errorf("no owner: %+v", e)
	}
	// Shard 0's own server is served by shard 0.
	if status, _, raw := postTokenAt(t, public, fakediscord.GuildOf(0, 2, 1), f.Authorize(fakediscord.User{ID: "502", Name: "Bob"})); status != 200 {
		t.Errorf("shard 0's own server: %d %s", status, raw)
	}
}
