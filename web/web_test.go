package web

import (
	"encoding/json"
	"errors"
	"io"
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

// newTest serves the Activity with game against a fake Discord.
func newTest(t *testing.T, game Game) (*Server, *httptest.Server, *fakediscord.Server) {
	t.Helper()
	f := fakediscord.New()
	t.Cleanup(f.Close)
	var srv *Server
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { srv.Handler().ServeHTTP(w, r) }))
	t.Cleanup(hs.Close)
	var err error
	srv, err = New(Config{PublicURL: hs.URL, ClientID: fakediscord.AppID, ClientSecret: fakediscord.ClientSecret, HTTPClient: f.Client(), Game: game})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.hub.closeAll)
	return srv, hs, f
}

func TestPage(t *testing.T) {
	_, hs, _ := newTest(t, nil)
	for _, c := range []struct{ path, ctype, has string }{
		{"/", "text/html; charset=utf-8", `<script type="module" src="app.js"></script>`},
		{"/app.js", "text/javascript; charset=utf-8", "frame_id query param is not defined"},
		{"/style.css", "text/css; charset=utf-8", "#grid"},
	} {
		resp, err := http.Get(hs.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != c.ctype || !strings.Contains(string(body), c.has) {
			t.Errorf("GET %s: %d %q, has %q: %v", c.path, resp.StatusCode, resp.Header.Get("Content-Type"), c.has, strings.Contains(string(body), c.has))
		}
		if got := resp.Header.Get("Content-Security-Policy"); got != CSP {
			t.Errorf("GET %s: CSP %q", c.path, got)
		}
	}
	resp, err := http.Get(hs.URL + "/web.go")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNotFound {
		t.Errorf("GET /web.go: %d, want 404", resp.StatusCode)
	}
	resp, err = http.Get(hs.URL + "/api/config")
	if err != nil {
		t.Fatal(err)
	}
	var cfg map[string]string
	json.NewDecoder(resp.Body).Decode(&cfg)
	resp.Body.Close()
	if len(cfg) != 1 || cfg["client_id"] != fakediscord.AppID {
		t.Errorf("/api/config = %v, want the client ID alone", cfg)
	}
}

func TestNewRefuses(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{ClientID: "1", ClientSecret: "s"}, "web.public_url is not set (the Activity's address, as in the developer portal's URL mapping)"},
		{Config{PublicURL: "wordbot.example.com", ClientID: "1", ClientSecret: "s"}, `web.public_url "wordbot.example.com" is not an http(s) URL such as https://wordbot.example.com`},
		{Config{PublicURL: "https://w.example", ClientID: "app", ClientSecret: "s"}, "discord.client_id must be the application's ID (digits; the developer portal's OAuth2 page)"},
		{Config{PublicURL: "https://w.example", ClientID: "1"}, "discord.client_secret is not set (the developer portal's OAuth2 page; prefer WORDBOT_DISCORD_CLIENT_SECRET)"},
	} {
		if _, err := New(c.cfg); err == nil || err.Error() != c.want {
			t.Errorf("New(%+v) = %v, want %q", c.cfg, err, c.want)
		}
	}
}

func postToken(t *testing.T, hs *httptest.Server, code string) (int, map[string]any, string) {
	t.Helper()
	resp, err := http.Post(hs.URL+"/api/token", "application/json", strings.NewReader(`{"code":"`+code+`"}`))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var out map[string]any
	json.Unmarshal(raw, &out)
	return resp.StatusCode, out, string(raw)
}

// TestToken: the code is exchanged with the client secret, the user is
// learned, the secret is never in an answer, a code works once, a wrong
// secret is refused.
func TestToken(t *testing.T) {
	srv, hs, f := newTest(t, nil)
	code := f.Authorize(fakediscord.User{ID: "501", Name: "Alice"})
	status, out, raw := postToken(t, hs, code)
	if status != 200 || out["session"] == "" || out["access_token"] == "" {
		t.Fatalf("token: %d %s", status, raw)
	}
	if u := out["user"].(map[string]any); u["id"] != "501" || u["name"] != "Alice" {
		t.Errorf("user %v", u)
	}
	if strings.Contains(raw, fakediscord.ClientSecret) {
		t.Errorf("the answer holds the client secret: %s", raw)
	}
	if p, ok := srv.player(out["session"].(string)); !ok || p.ID != "501" || p.Name != "Alice" {
		t.Errorf("session %v %v", p, ok)
	}
	status, _, raw = postToken(t, hs, code)
	if status != http.StatusBadGateway || !strings.Contains(raw, `Discord refused the authorization: invalid_grant (Invalid \"code\" in request.)`) {
		t.Errorf("the code again: %d %s", status, raw)
	}
	if n := f.TokenExchanges(); n != 1 {
		t.Errorf("%d exchanges, want 1", n)
	}
	status, _, raw = postToken(t, hs, "")
	if status != http.StatusBadRequest {
		t.Errorf("no code: %d %s", status, raw)
	}
	srv.cfg.ClientSecret = "wrong"
	status, _, raw = postToken(t, hs, f.Authorize(fakediscord.User{ID: "502", Name: "Bob"}))
	if status != http.StatusBadGateway || !strings.Contains(raw, "invalid_client") {
		t.Errorf("a wrong secret: %d %s", status, raw)
	}
}

// fakeGame is a channel's round and the words dispatched.
type fakeGame struct {
	mu    sync.Mutex
	round *bot.RoundView
	words []*bot.Message
	got   chan *bot.Message
}

func (g *fakeGame) RoundView(ch string) (bot.RoundView, bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.round == nil {
		return bot.RoundView{}, false
	}
	return *g.round, true
}

func (g *fakeGame) LastReport(ch string) (bot.ReportView, bool) { return bot.ReportView{}, false }

func (g *fakeGame) Dispatch(ev bot.Event) {
	m := ev.(*bot.Message)
	g.mu.Lock()
	g.words = append(g.words, m)
	g.mu.Unlock()
	g.got <- m
}

func dial(t *testing.T, hs *httptest.Server, origin string) (*websocket.Conn, *http.Response, error) {
	h := http.Header{}
	if origin != "" {
		h.Set("Origin", origin)
	}
	return websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(hs.URL, "http")+"/api/live", h)
}

func TestLiveOrigin(t *testing.T) {
	_, hs, _ := newTest(t, nil)
	for _, c := range []struct {
		origin string
		ok     bool
	}{
		{hs.URL, true},
		{"https://" + fakediscord.AppID + ".discordsays.com", true},
		{"https://evil.example", false},
		{"https://999.discordsays.com", false},
		{"", false},
	} {
		ws, resp, err := dial(t, hs, c.origin)
		if c.ok != (err == nil) {
			t.Errorf("origin %q: err %v", c.origin, err)
		}
		if !c.ok && (resp == nil || resp.StatusCode != http.StatusForbidden) {
			t.Errorf("origin %q: %v, want 403", c.origin, resp)
		}
		if ws != nil {
			ws.Close()
		}
	}
}

func session(t *testing.T, hs *httptest.Server, f *fakediscord.Server, id, name string) string {
	status, out, raw := postToken(t, hs, f.Authorize(fakediscord.User{ID: id, Name: name}))
	if status != 200 {
		t.Fatalf("token: %s", raw)
	}
	return out["session"].(string)
}

func read(t *testing.T, ws *websocket.Conn, typ string) outMsg {
	t.Helper()
	ws.SetReadDeadline(time.Now().Add(10 * time.Second))
	for {
		var m outMsg
		if err := ws.ReadJSON(&m); err != nil {
			t.Fatalf("waiting for %s: %v", typ, err)
		}
		if m.Type == typ {
			return m
		}
	}
}

// TestLivePlay: the round reaches the client, a word goes to the bot as a
// message of the session's user in the channel, its verdict comes back to
// that player with the word and to another player without it; a chat
// guess reaches both with its word and still goes to Discord.
func TestLivePlay(t *testing.T) {
	g := &fakeGame{got: make(chan *bot.Message, 4), round: &bot.RoundView{Kind: "boggle", Game: 3, ID: "r1", Size: 4,
		Faces: strings.Split("ABCDEFGHIJKLMNOP", ""), Lang: "en", Locale: "fr", Deadline: time.Now().Add(time.Minute)}}
	srv, hs, f := newTest(t, g)
	var chat []bot.Reply
	sink := srv.Sink(bot.SinkFunc(func(t bot.Target, r []bot.Reply) { chat = append(chat, r...) }))

	join := func(id, name string) *websocket.Conn {
		ws, _, err := dial(t, hs, hs.URL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.Close() })
		ws.WriteJSON(inMsg{Type: "hello", Session: session(t, hs, f, id, name), Channel: "42", Guild: "7"})
		if m := read(t, ws, "welcome"); m.User.ID != id {
			t.Fatalf("welcome %+v", m.User)
		}
		if m := read(t, ws, "round"); m.Round == nil || m.Round.Size != 4 || strings.Join(m.Round.Faces, "") != "ABCDEFGHIJKLMNOP" || m.Round.Locale != "fr" {
			t.Fatalf("round %+v", m.Round)
		}
		return ws
	}
	alice, bob := join("501", "Alice"), join("502", "Bob")

	alice.WriteJSON(inMsg{Type: "word", Word: "FAB", ID: 5})
	m := <-g.got
	if m.Text != "FAB" || m.User.ID != "501" || m.User.Name != "Alice" || m.Channel != "42" || m.Guild != "7" {
		t.Fatalf("dispatched %+v", m)
	}
	sink.Send(bot.Target{Channel: "42", User: m.User, MessageID: m.ID, Ref: m.Ref},
		[]bot.Reply{{React: bot.ReactValid, Guess: &bot.Guess{User: m.User, Word: "FAB", Verdict: bot.ReactValid, Found: 1}}})
	if v := read(t, alice, "guess").Guess; v.Word != "FAB" || !v.Mine || v.Chat || v.Verdict != bot.ReactValid || v.ID != 5 {
		t.Errorf("Alice sees %+v", v)
	}
	if v := read(t, bob, "guess").Guess; v.Word != "" || v.Mine || v.User.Name != "Alice" || v.ID != 0 {
		t.Errorf("Bob sees %+v (an Activity word is its player's)", v)
	}
	if len(chat) != 0 {
		t.Errorf("the Activity's verdict went to the chat: %+v", chat)
	}

	cy := bot.User{ID: "503", Name: "Cy"}
	sink.Send(bot.Target{Channel: "42", User: cy, MessageID: "900"},
		[]bot.Reply{{React: bot.ReactInvalid, Guess: &bot.Guess{User: cy, Word: "ZZZ", Verdict: bot.ReactInvalid}}})
	for _, ws := range []*websocket.Conn{alice, bob} {
		if v := read(t, ws, "guess").Guess; v.Word != "ZZZ" || !v.Chat || v.Verdict != bot.ReactInvalid || v.User.Name != "Cy" {
			t.Errorf("chat guess seen as %+v", v)
		}
	}
	if len(chat) != 1 || chat[0].React != bot.ReactInvalid {
		t.Errorf("the chat's reaction: %+v", chat)
	}

	// A private reply to an Activity word reaches its player only.
	alice.WriteJSON(inMsg{Type: "word", Word: "ZOO"})
	m = <-g.got
	sink.Send(bot.Target{Channel: "42", User: m.User, MessageID: m.ID, Ref: m.Ref}, []bot.Reply{{Text: "secret note", Private: true}})
	if n := read(t, alice, "note"); n.Text != "secret note" {
		t.Errorf("note %q", n.Text)
	}
	bob.WriteJSON(inMsg{Type: "word", Word: "two words"})
	if e := read(t, bob, "error"); e.Text != "one word at a time" {
		t.Errorf("error %q", e.Text)
	}
	if len(chat) != 1 {
		t.Errorf("the private note went to the chat: %+v", chat)
	}
}

func TestLiveRefusesUnknownSession(t *testing.T) {
	_, hs, _ := newTest(t, nil)
	ws, _, err := dial(t, hs, hs.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	ws.WriteJSON(inMsg{Type: "hello", Session: "nope", Channel: "42"})
	if e := read(t, ws, "error"); e.Text != "unknown or expired session: authorize again" || e.Code != "session" {
		t.Errorf("error %q", e.Text)
	}
}

// poster records what it is given and refuses the replies whose Text is
// "refused".
type poster struct{ got []bot.Reply }

func (p *poster) Send(t bot.Target, r []bot.Reply) { p.SendChecked(t, r) }
func (p *poster) SendChecked(t bot.Target, r []bot.Reply) []error {
	errs := make([]error, len(r))
	for i, x := range r {
		p.got = append(p.got, x)
		if x.Text == "refused" {
			errs[i] = errors.New("refused")
		}
	}
	return errs
}
func (p *poster) Post(channel, id string, r bot.Reply) error { return nil }

// TestSinkKeepsPoster: wrapping the Discord adapter keeps the outbox's
// delivery reports, each at its reply's index, the Activity's own replies
// reported delivered.
func TestSinkKeepsPoster(t *testing.T) {
	srv, _, _ := newTest(t, nil)
	p := &poster{}
	ps, ok := srv.Sink(p).(bot.Poster)
	if !ok {
		t.Fatal("the wrapped Poster is no Poster: the outbox would not learn what was delivered")
	}
	u := bot.User{ID: "501", Name: "Alice"}
	errs := ps.SendChecked(bot.Target{Channel: "42", User: u, MessageID: "activity-9", Ref: &activityRef{user: "501", word: "FAB"}},
		[]bot.Reply{{React: bot.ReactValid, Guess: &bot.Guess{User: u, Word: "FAB"}}, {Text: "ok", Durable: "d1"}, {Text: "refused", Durable: "d2"}})
	if len(errs) != 3 || errs[0] != nil || errs[1] != nil || errs[2] == nil || errs[2].Error() != "refused" {
		t.Errorf("errors %v", errs)
	}
	if len(p.got) != 2 || p.got[0].Text != "ok" || p.got[1].Text != "refused" {
		t.Errorf("Discord was given %+v", p.got)
	}
	if _, ok := srv.Sink(bot.SinkFunc(func(bot.Target, []bot.Reply) {})).(bot.Poster); ok {
		t.Error("a plain sink became a Poster")
	}
}

// TestLiveRefusesAnotherShard: with several shard processes, a channel of a
// server this process does not own is refused, and nothing reaches the bot.
func TestLiveRefusesAnotherShard(t *testing.T) {
	g := &fakeGame{got: make(chan *bot.Message, 1)}
	srv, hs, f := newTest(t, g)
	srv.cfg.Owns = func(guild string) bool { return guild == "7" }
	ws, _, err := dial(t, hs, hs.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.Close()
	ws.WriteJSON(inMsg{Type: "hello", Session: session(t, hs, f, "501", "Alice"), Channel: "42", Guild: "8"})
	if e := read(t, ws, "error"); e.Text != "this server's games are played by another wordbot process: its Activity is not served here (docs/activity.md)" {
		t.Errorf("error %q", e.Text)
	}
	ws.WriteJSON(inMsg{Type: "word", Word: "FAB"})
	if len(srv.hub.of("42")) != 0 || len(g.words) != 0 {
		t.Errorf("another shard's channel joined: %d connections, %d words", len(srv.hub.of("42")), len(g.words))
	}
}

// TestLivePlayers: the channel's players in the Activity, live: each once
// (Alice on two devices), in the order they came; one leaving is seen.
func TestLivePlayers(t *testing.T) {
	_, hs, f := newTest(t, nil)
	join := func(id, name string) *websocket.Conn {
		ws, _, err := dial(t, hs, hs.URL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.Close() })
		ws.WriteJSON(inMsg{Type: "hello", Session: session(t, hs, f, id, name), Channel: "42"})
		return ws
	}
	names := func(m outMsg) string {
		var out []string
		for _, p := range m.Players {
			out = append(out, p.Name)
		}
		return strings.Join(out, ",")
	}
	alice := join("501", "Alice")
	if got := names(read(t, alice, "players")); got != "Alice" {
		t.Errorf("players %q", got)
	}
	bob := join("502", "Bob")
	if got := names(read(t, alice, "players")); got != "Alice,Bob" {
		t.Errorf("players %q, want Alice,Bob", got)
	}
	alice2 := join("501", "Alice")
	if got := names(read(t, alice2, "players")); got != "Alice,Bob" {
		t.Errorf("players on Alice's second device %q, want Alice,Bob", got)
	}
	read(t, alice, "players")
	bob.Close()
	if got := names(read(t, alice, "players")); got != "Alice" {
		t.Errorf("players after Bob left %q, want Alice", got)
	}
}
