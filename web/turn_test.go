package web

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/lexicon"
)

// turnClient is a player's WebSocket with every message it got.
type turnClient struct {
	t    *testing.T
	ws   *websocket.Conn
	mu   sync.Mutex
	all  []outMsg
	next chan outMsg
}

func (c *turnClient) loop() {
	for {
		var m outMsg
		if err := c.ws.ReadJSON(&m); err != nil {
			close(c.next)
			return
		}
		c.mu.Lock()
		c.all = append(c.all, m)
		c.mu.Unlock()
		c.next <- m
	}
}

// wait returns the next message of type typ that ok accepts.
func (c *turnClient) wait(typ string, ok func(outMsg) bool) outMsg {
	c.t.Helper()
	timeout := time.After(10 * time.Second)
	for {
		select {
		case m, open := <-c.next:
			if !open {
				c.t.Fatalf("waiting for %s: connection closed", typ)
			}
			if m.Type == typ && (ok == nil || ok(m)) {
				return m
			}
		case <-timeout:
			c.t.Fatalf("waiting for %s: timed out", typ)
		}
	}
}

func (c *turnClient) messages() []outMsg {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]outMsg(nil), c.all...)
}

func actions(n int) func(outMsg) bool {
	return func(m outMsg) bool { return m.Turn != nil && m.Turn.Actions == n }
}

func placed(h *bot.HintView) []bot.PlacedTile { return h.Tiles }

// TestLiveTurnGame plays a Scrabble game of the real bot in the Activity
// (docs/activity.md, turn games): each player's view holds their own rack
// and nobody else's (Carol, watching, gets none), in every message of the
// game; a hint reaches its player alone; the hint's tiles are previewed
// with its word, position and score and played through the bot like
// /play, which the chat sees; Bob's move off the board's words is refused
// to him alone in the bot's words; his exchange and Alice's pass are the
// chat's /exchange and /pass.
func TestLiveTurnGame(t *testing.T) {
	const ch, guild = "42", "7"
	b, chatText, joinAt := liveTurnBot(t, ch, guild)
	join := func(id, name string) *turnClient { c, _ := joinAt(id, name); return c }
	alice, bob, carol := join("501", "alice"), join("502", "bob"), join("503", "carol")
	au, bu := bot.User{ID: "501", Name: "alice"}, bot.User{ID: "502", Name: "bob"}
	b.Handle(&bot.Command{Name: "scrabble", Sub: "new", Options: map[string]string{"lang": "en"}, User: au, Channel: ch, Guild: guild})
	b.Handle(&bot.Press{CustomID: "join:1", User: bu, Channel: ch, Guild: guild})
	b.Handle(&bot.Press{CustomID: "start:1", User: au, Channel: ch, Guild: guild})

	va := alice.wait("round", actions(1)).Turn
	vb := bob.wait("round", actions(1)).Turn
	vc := carol.wait("round", actions(1)).Turn
	if va.Seat != 0 || len(va.Rack) != 7 || vb.Seat != 1 || len(vb.Rack) != 7 || vc.Seat != -1 || vc.Rack != nil || va.Bag != 86 || va.Size != 15 {
		t.Fatalf("views: alice seat %d rack %d, bob seat %d rack %d, carol seat %d rack %v, bag %d", va.Seat, len(va.Rack), vb.Seat, len(vb.Rack), vc.Seat, vc.Rack, va.Bag)
	}

	alice.ws.WriteJSON(inMsg{Type: "hint", ID: 7})
	hm := alice.wait("hint", nil)
	if hm.Hint == nil || hm.ID != 7 || !strings.HasPrefix(hm.Text, "Best move: ") || len(hm.Hint.Tiles) < 2 {
		t.Fatalf("hint: %+v", hm)
	}
	h := hm.Hint
	alice.ws.WriteJSON(inMsg{Type: "preview", Tiles: placed(h), ID: 8})
	if p := alice.wait("preview", nil); p.ID != 8 || p.Preview.Refused != "" || p.Preview.Word != h.Word || p.Preview.Pos != h.Pos || p.Preview.Score != h.Score {
		t.Errorf("preview %+v of hint %+v", p.Preview, h)
	}
	alice.ws.WriteJSON(inMsg{Type: "play", Tiles: placed(h), ID: 9})
	va = alice.wait("round", actions(2)).Turn
	vb = bob.wait("round", actions(2)).Turn
	carol.wait("round", actions(2))
	if va.Players[0].Score != h.Score || va.Turn != 1 || vb.Turn != 1 || len(va.Last) != len(h.Tiles) {
		t.Errorf("after alice's move: %+v", va.Players)
	}
	if want := "alice plays " + strings.ToUpper(h.Word) + " at " + h.Pos + " for "; !strings.Contains(chatText(), want) {
		t.Errorf("the chat: %q, want %q", chatText(), want)
	}

	// Bob's tile far from the word: the engine's refusal, to him.
	bob.ws.WriteJSON(inMsg{Type: "play", Tiles: []bot.PlacedTile{{Square: 0, Letter: vb.Rack[0].Letter, Jolly: vb.Rack[0].Jolly}}, ID: 11, Locale: "fr"})
	if n := bob.wait("note", nil); n.ID != 11 || n.Text != "Le mot doit toucher une lettre déjà sur le plateau." {
		t.Errorf("bob's refusal: %+v", n)
	}
	before := chatText()
	bob.ws.WriteJSON(inMsg{Type: "exchange", Letters: []string{vb.Rack[0].Letter, vb.Rack[1].Letter}, ID: 12})
	vb = bob.wait("round", actions(3)).Turn
	alice.wait("round", actions(3))
	if vb.Turn != 0 || vb.Bag != va.Bag || !strings.Contains(strings.TrimPrefix(chatText(), before), "bob exchanges tiles.") {
		t.Errorf("after bob's exchange: turn %d bag %d (was %d); the chat: %q", vb.Turn, vb.Bag, va.Bag, strings.TrimPrefix(chatText(), before))
	}
	alice.ws.WriteJSON(inMsg{Type: "pass", ID: 13})
	carol.wait("round", actions(4))

	// Nothing of a player's went to another.
	time.Sleep(200 * time.Millisecond)
	racks := map[string]string{}
	for name, c := range map[string]*turnClient{"alice": alice, "bob": bob, "carol": carol} {
		seat := map[string]int{"alice": 0, "bob": 1, "carol": -1}[name]
		for _, m := range c.messages() {
			if m.Turn != nil && (m.Turn.Seat != seat || (seat < 0) != (m.Turn.Rack == nil)) {
				t.Errorf("%s got the view of seat %d with rack %+v", name, m.Turn.Seat, m.Turn.Rack)
			}
			if m.Turn != nil && m.Turn.Actions == 4 {
				raw, _ := json.Marshal(m.Turn.Rack)
				racks[name] = string(raw)
			}
			if name != "alice" && (m.Type == "hint" || m.Type == "preview") {
				t.Errorf("%s got alice's %s: %+v", name, m.Type, m)
			}
			if name != "bob" && m.Type == "note" {
				t.Errorf("%s got bob's note: %+v", name, m)
			}
		}
	}
	if racks["alice"] == racks["bob"] || racks["carol"] != "null" {
		t.Errorf("racks at the end: %v", racks)
	}
}

// liveTurnBot is a bot (seed 7, no images, the embedded lexicons) whose
// replies go through the Activity's server to the chat, recorded: chatText
// is every chat reply's text so far, one a line; join connects a player's
// WebSocket (a session from the fake Discord) to channel ch of guild and
// returns it with the first view it got.
func liveTurnBot(t *testing.T, ch, guild string) (b *bot.Bot, chatText func() string, join func(id, name string) (*turnClient, outMsg)) {
	t.Helper()
	f := fakediscord.New()
	t.Cleanup(f.Close)
	var srv *Server
	var chatMu sync.Mutex
	var chat []string
	toChat := bot.SinkFunc(func(_ bot.Target, r []bot.Reply) {
		chatMu.Lock()
		for _, x := range r {
			chat = append(chat, x.Text)
		}
		chatMu.Unlock()
	})
	b = bot.New(bot.Options{Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded},
		bot.SinkFunc(func(t bot.Target, r []bot.Reply) { srv.Sink(toChat).Send(t, r) }))
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { srv.Handler().ServeHTTP(w, r) }))
	t.Cleanup(hs.Close)
	var err error
	srv, err = New(Config{PublicURL: hs.URL, ClientID: fakediscord.AppID, ClientSecret: fakediscord.ClientSecret, HTTPClient: f.Client(), Game: b})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.hub.closeAll)
	chatText = func() string {
		chatMu.Lock()
		defer chatMu.Unlock()
		return strings.Join(chat, "\n")
	}
	join = func(id, name string) (*turnClient, outMsg) {
		ws, _, err := dial(t, hs, hs.URL)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.Close() })
		ws.WriteJSON(inMsg{Type: "hello", Session: session(t, hs, f, id, name), Channel: ch, Guild: guild})
		c := &turnClient{t: t, ws: ws, next: make(chan outMsg, 256)}
		go c.loop()
		return c, c.wait("round", nil)
	}
	return b, chatText, join
}
