package fakediscord

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

func do(t *testing.T, c *http.Client, method, path string) *http.Response {
	t.Helper()
	req, _ := http.NewRequest(method, "https://discord.com/api/v9"+path, strings.NewReader(`{"content":"x"}`))
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp
}

// The fake enforces Discord's buckets: headers on every answer, a 429 with
// retry_after into an empty bucket (counted), buckets per channel, and the
// global budget of 50 per second that interaction responses do not use.
func TestRateLimits(t *testing.T) {
	s := New()
	defer s.Close()
	c := s.Client()
	r := do(t, c, "PUT", "/channels/1/messages/5/reactions/%E2%9C%85/@me")
	h := r.Header
	if r.StatusCode != 204 || h.Get("X-RateLimit-Limit") != "1" || h.Get("X-RateLimit-Remaining") != "0" ||
		h.Get("X-RateLimit-Bucket") != "b-reaction" || h.Get("X-RateLimit-Reset-After") == "" || h.Get("X-RateLimit-Reset") == "" {
		t.Fatalf("first reaction: %d %v", r.StatusCode, h)
	}
	// A second reaction in the same channel within 250 ms: 429.
	req, _ := http.NewRequest("PUT", "https://discord.com/api/v9/channels/1/messages/6/reactions/%E2%9C%85/@me", nil)
	resp, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		RetryAfter float64 `json:"retry_after"`
		Global     bool    `json:"global"`
	}
	json.NewDecoder(resp.Body).Decode(&body)
	resp.Body.Close()
	if resp.StatusCode != 429 || body.RetryAfter <= 0 || body.RetryAfter > 0.251 || body.Global {
		t.Errorf("second reaction: %d %+v", resp.StatusCode, body)
	}
	// Another channel has its own bucket; after 250 ms the first is full.
	if r := do(t, c, "PUT", "/channels/2/messages/7/reactions/%E2%9C%85/@me"); r.StatusCode != 204 {
		t.Errorf("other channel: %d", r.StatusCode)
	}
	time.Sleep(260 * time.Millisecond)
	if r := do(t, c, "PUT", "/channels/1/messages/6/reactions/%E2%9C%85/@me"); r.StatusCode != 204 {
		t.Errorf("after the reset: %d", r.StatusCode)
	}
	if b, g := s.EmptyBucketHits(); b != 1 || g != 0 {
		t.Errorf("hits %d %d, want 1 0", b, g)
	}
	if n := s.Count("reaction"); n != 3 {
		t.Errorf("%d reactions recorded, want 3 (a 429 is not carried out)", n)
	}
	// Five messages per channel in 5 s, then 429.
	for i := 0; i < 6; i++ {
		r := do(t, c, "POST", "/channels/3/messages")
		want, rem := 200, fmt.Sprint(4-i)
		if i == 5 {
			want, rem = 429, "0"
		}
		if r.StatusCode != want || r.Header.Get("X-RateLimit-Remaining") != rem {
			t.Errorf("message %d: %d remaining %s", i, r.StatusCode, r.Header.Get("X-RateLimit-Remaining"))
		}
	}
	// The global budget: 50 a second in all; interaction responses are
	// outside it.
	s2 := New()
	defer s2.Close()
	c2 := s2.Client()
	global := 0
	for i := 0; i < 60; i++ {
		r := do(t, c2, "POST", fmt.Sprintf("/channels/%d/messages", 100+i))
		if r.StatusCode == 429 {
			global++
			if r.Header.Get("X-RateLimit-Global") != "true" {
				t.Errorf("global 429 without X-RateLimit-Global: %v", r.Header)
			}
		}
	}
	if r := do(t, c2, "POST", "/interactions/9/tok-9/callback"); r.StatusCode != 204 {
		t.Errorf("interaction response past the global budget: %d", r.StatusCode)
	}
	if b, g := s2.EmptyBucketHits(); global != 10 || b != 0 || g != 10 {
		t.Errorf("global: %d 429s, hits %d %d; want 10, 0 10", global, b, g)
	}
}
