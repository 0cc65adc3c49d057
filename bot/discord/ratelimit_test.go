package discord

import (
	"fmt"
	"net/http"
	"net/http/httptrace"
	"slices"
	"sync"
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
		l.mark()()
	}
	if d := time.Since(start); d < 185*time.Millisecond {
		t.Errorf("20 requests at 100/s took %v", d)
	}
}

// slowWire stands for the network and Discord: a request takes its
// connection (the trace's GotConn, as net/http's transport calls it),
// travels for delay(i) and is received, and its answer comes back at once.
type slowWire struct {
	mu       sync.Mutex
	n        int
	received []time.Time
	delay    func(i int) time.Duration
}

func (w *slowWire) RoundTrip(req *http.Request) (*http.Response, error) {
	if tr := httptrace.ContextClientTrace(req.Context()); tr != nil && tr.GotConn != nil {
		tr.GotConn(httptrace.GotConnInfo{})
	}
	w.mu.Lock()
	i := w.n
	w.n++
	w.mu.Unlock()
	time.Sleep(w.delay(i))
	w.mu.Lock()
	w.received = append(w.received, time.Now())
	w.mu.Unlock()
	return &http.Response{StatusCode: 200, Header: http.Header{}, Body: http.NoBody, Request: req}, nil
}

// No second of Discord's clock receives more than the budget, however
// unevenly the requests travel: here every other request takes 400 ms to
// arrive, so requests sent a second apart arrive together unless the
// limiter counts a request until it is answered. (Counting from the
// sending alone, Discord received 25 in one second of a budget of 20.)
func TestGlobalBudgetAtDiscord(t *testing.T) {
	const rate, requests = 20, 70
	w := &slowWire{delay: func(i int) time.Duration {
		if i%2 == 0 && i < requests/2 {
			return 400 * time.Millisecond
		}
		return 0
	}}
	tr := limitedTransport{l: newLimiter(rate), next: w}
	var wg sync.WaitGroup
	for i := 0; i < requests; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			req, _ := http.NewRequest("POST", fmt.Sprintf("https://discord.com/api/v9/channels/%d/messages", i), nil)
			if _, err := tr.RoundTrip(req); err != nil {
				t.Error(err)
			}
		}(i)
	}
	wg.Wait()
	got := w.received
	slices.SortFunc(got, func(a, b time.Time) int { return a.Compare(b) })
	most := 0
	for i := range got {
		j := i
		for j < len(got) && got[j].Sub(got[i]) < time.Second {
			j++
		}
		most = max(most, j-i)
	}
	if len(got) != requests || most > rate {
		t.Errorf("%d requests received, at most %d in one second (budget %d)", len(got), most, rate)
	}
}
