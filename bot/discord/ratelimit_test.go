package discord

import (
	"net/http"
	"testing"
	"time"
)

func TestRouteOf(t *testing.T) {
	for _, c := range []struct {
		method, path, route, major string
		global                     bool
	}{
		{"POST", "https://discord.com/api/v9/channels/12/messages", "POST/channels/:id/messages", "channels/12", true},
		{"PATCH", "/api/v9/channels/12/messages/99", "PATCH/channels/:id/messages/:id", "channels/12", true},
		{"PUT", "/api/v9/channels/12/messages/99/reactions/%E2%9C%85/@me", "PUT/channels/:id/messages/:id/reactions/:emoji/@me", "channels/12", true},
		{"POST", "/api/v9/interactions/5/tok-5/callback", "POST/interactions/:id/:token/callback", "interactions/5/tok-5", false},
		{"PATCH", "/api/v9/webhooks/100/tok-5/messages/@original", "PATCH/webhooks/:id/:token/messages/@original", "webhooks/100/tok-5", false},
		{"PUT", "/api/v9/applications/100/guilds/7/commands", "PUT/applications/:id/guilds/:id/commands", "guilds/7", true},
	} {
		route, major, global := routeOf(c.method, c.path)
		if route != c.route || major != c.major || global != c.global {
			t.Errorf("%s %s: %q %q %v", c.method, c.path, route, major, global)
		}
	}
}

// The limiter holds a request while its bucket is known to be empty, and
// paces the global budget.
func TestLimiterWaits(t *testing.T) {
	l := newLimiter(100)
	h := http.Header{}
	h.Set("X-RateLimit-Limit", "1")
	h.Set("X-RateLimit-Remaining", "0")
	h.Set("X-RateLimit-Reset-After", "0.150")
	h.Set("X-RateLimit-Bucket", "abc")
	done := l.acquire("PUT/r", "channels/1", false)
	done(204, h)
	start := time.Now()
	done = l.acquire("PUT/r", "channels/1", false)
	if d := time.Since(start); d < 140*time.Millisecond {
		t.Errorf("an empty bucket let a request go after %v", d)
	}
	done(204, h)
	// Another channel's bucket is not held.
	start = time.Now()
	l.acquire("PUT/r", "channels/2", false)(204, nil)
	if d := time.Since(start); d > 50*time.Millisecond {
		t.Errorf("another bucket waited %v", d)
	}
	// 20 requests at 100 per second take at least 190 ms.
	start = time.Now()
	for i := 0; i < 20; i++ {
		l.acquire("POST/m", string(rune('a'+i)), true)(200, nil)
		l.mark()
	}
	if d := time.Since(start); d < 185*time.Millisecond {
		t.Errorf("20 requests at 100/s took %v", d)
	}
}
