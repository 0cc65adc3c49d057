package fakediscord

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"
)

// rawDial connects to the gateway with query and reads Hello.
func rawDial(t *testing.T, s *Server, query string) *websocket.Conn {
	t.Helper()
	c, _, err := websocket.DefaultDialer.Dial("ws"+strings.TrimPrefix(s.HTTP.URL, "http")+"/ws"+query, nil)
	if err != nil {
		t.Fatal(err)
	}
	var hello map[string]any
	if err := c.ReadJSON(&hello); err != nil || hello["op"] != float64(10) {
		t.Fatalf("hello: %v %v", hello, err)
	}
	return c
}

// closeCode reads until the connection ends and returns its close code (0
// when it ended otherwise).
func closeCode(c *websocket.Conn) int {
	c.SetReadDeadline(time.Now().Add(5 * time.Second))
	for {
		if _, _, err := c.ReadMessage(); err != nil {
			var ce *websocket.CloseError
			if errors.As(err, &ce) {
				return ce.Code
			}
			return 0
		}
	}
}

// TestGatewayStrictness: the fake's gateway as Discord documents it:
// heartbeats ACKed (d a number or null), the refusals by close code, a
// client's 1000 close ending its session while 4000 keeps it, a reset token
// closing live connections with 4004, a silent link keeping events for the
// resume.
func TestGatewayStrictness(t *testing.T) {
	s := New()
	defer s.Close()

	c := rawDial(t, s, "?v=9&encoding=json")
	for _, d := range []any{nil, 7} {
		c.WriteJSON(map[string]any{"op": 1, "d": d})
		var ack map[string]any
		if err := c.ReadJSON(&ack); err != nil || ack["op"] != float64(11) {
			t.Errorf("heartbeat %v: %v %v", d, ack, err)
		}
	}
	c.Close()

	for _, tc := range []struct {
		query string
		d     map[string]any
		code  int
	}{
		{"?v=8&encoding=json", map[string]any{"token": "x", "intents": 0}, 4012},
		{"?v=10&encoding=json", map[string]any{"token": "x", "intents": 1 << 30}, 4013},
		{"?v=10&encoding=json", map[string]any{"token": "x", "intents": 0, "shard": []int{2, 2}}, 4010},
	} {
		c := rawDial(t, s, tc.query)
		c.WriteJSON(map[string]any{"op": 2, "d": tc.d})
		if got := closeCode(c); got != tc.code {
			t.Errorf("%s %v: closed with %d, want %d", tc.query, tc.d, got, tc.code)
		}
	}

	// A 1000 close ends the session; a 4000 keeps it. (A new session's
	// READY is its event 1.)
	for _, tc := range []struct {
		code   int
		resume bool
	}{{websocket.CloseNormalClosure, false}, {websocket.CloseGoingAway, false}, {4000, true}} {
		g := dial(t, s, 0, 0, "", 0)
		g.c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(tc.code, ""), time.Now().Add(time.Second))
		for deadline := time.Now().Add(5 * time.Second); len(s.Connected()) > 0 && time.Now().Before(deadline); {
			time.Sleep(10 * time.Millisecond)
		}
		g.c.Close()
		c := rawDial(t, s, "?v=9")
		c.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "x", "session_id": g.sessionID, "seq": 1}})
		var f map[string]any
		c.SetReadDeadline(time.Now().Add(5 * time.Second))
		if err := c.ReadJSON(&f); err != nil {
			t.Fatal(err)
		}
		resumed := f["t"] == "RESUMED"
		if resumed != tc.resume || !resumed && f["op"] != float64(9) {
			t.Errorf("closed with %d, then resume: %v", tc.code, f)
		}
		c.Close()
	}
	if got := s.ClientCloses(); len(got) != 3 || got[0] != 1000 || got[1] != 1001 || got[2] != 4000 {
		t.Errorf("client closes %v", got)
	}

	// A silent link: no ACK, no event; the event waits for the resume.
	g := dial(t, s, 0, 0, "", 0)
	s.Zombie()
	g.c.WriteJSON(map[string]any{"op": 1, "d": 1})
	s.Say("g1", "c1", User{ID: "7", Name: "u"}, "hello")
	if got := g.next(300 * time.Millisecond); got != "" {
		t.Errorf("a silent link delivered %q", got)
	}
	g.c.WriteControl(websocket.CloseMessage, websocket.FormatCloseMessage(websocket.CloseServiceRestart, ""), time.Now().Add(time.Second))
	g.c.Close()
	r := rawDial(t, s, "?v=9")
	r.WriteJSON(map[string]any{"op": 6, "d": map[string]any{"token": "x", "session_id": g.sessionID, "seq": 1}})
	var got []any
	for {
		var f map[string]any
		r.SetReadDeadline(time.Now().Add(5 * time.Second))
		if err := r.ReadJSON(&f); err != nil {
			t.Fatal(err)
		}
		got = append(got, f["t"])
		if f["t"] == "RESUMED" {
			break
		}
	}
	if len(got) != 2 || got[0] != "MESSAGE_CREATE" {
		t.Errorf("resume after the silent link: %v, want the missed MESSAGE_CREATE, then RESUMED", got)
	}

	// A reset token: the live connection and every later Identify get 4004.
	s.Revoke()
	if got := closeCode(r); got != 4004 {
		t.Errorf("live connection closed with %d after Revoke, want 4004", got)
	}
	c = rawDial(t, s, "?v=9")
	c.WriteJSON(map[string]any{"op": 2, "d": map[string]any{"token": "x", "intents": 0}})
	if got := closeCode(c); got != 4004 {
		t.Errorf("Identify after Revoke closed with %d, want 4004", got)
	}
}
