package metrics

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func get(t *testing.T, h http.Handler, path string) (int, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	return rec.Code, rec.Body.String()
}

func TestHealthz(t *testing.T) {
	m := New()
	h := m.Handler()
	if code, body := get(t, h, "/healthz"); code != 200 || body != "ok" {
		t.Errorf("/healthz: %d %q", code, body)
	}
	m.SetHealthCheck(func() error { return errors.New("gateway disconnected") })
	if code, body := get(t, h, "/healthz"); code != 503 || body != "gateway disconnected" {
		t.Errorf("/healthz while unhealthy: %d %q", code, body)
	}
	m.SetHealthCheck(nil)
	if code, _ := get(t, h, "/healthz"); code != 200 {
		t.Errorf("/healthz after recovery: %d", code)
	}
	if code, _ := get(t, h, "/other"); code != 404 {
		t.Errorf("/other: %d", code)
	}
}

func TestMetrics(t *testing.T) {
	m := New()
	m.Event("command")
	m.Event("command")
	m.Event("message")
	m.Reply("ephemeral")
	m.Error("internal")
	m.SessionsActive(3)
	m.ReplyLatency(40 * time.Millisecond)
	m.ReplyLatency(4 * time.Second)
	m.PostDropped("missing_access")
	m.PostDropped("missing_access")

	code, body := get(t, m.Handler(), "/metrics")
	if code != 200 {
		t.Fatalf("/metrics: %d", code)
	}
	for _, want := range []string{
		`wordbot_events_total{kind="command"} 2`,
		`wordbot_events_total{kind="message"} 1`,
		`wordbot_replies_total{kind="ephemeral"} 1`,
		`wordbot_errors_total{kind="internal"} 1`,
		`wordbot_sessions_active 3`,
		`wordbot_posts_dropped_total{reason="missing_access"} 2`,
		`wordbot_reply_latency_seconds_bucket{le="0.05"} 1`,
		`wordbot_reply_latency_seconds_bucket{le="3"} 1`,
		`wordbot_reply_latency_seconds_bucket{le="5"} 2`,
		`wordbot_reply_latency_seconds_count 2`,
		`# HELP wordbot_sessions_active`,
		`go_goroutines`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("/metrics lacks %q", want)
		}
	}

	// Each Metrics has its own registry.
	_, other := get(t, New().Handler(), "/metrics")
	if strings.Contains(other, `wordbot_events_total{kind="command"}`) {
		t.Error("a second Metrics shares the first one's counts")
	}
}

func TestNilMetrics(t *testing.T) {
	var m *Metrics
	m.Event("x")
	m.Reply("x")
	m.Error("x")
	m.SessionsActive(1)
	m.ReplyLatency(time.Second)
	m.PostDropped("x")
	if err := m.Serve(context.Background(), ""); err != nil {
		t.Error(err)
	}
}

func TestServe(t *testing.T) {
	m := New()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- m.ServeListener(ctx, ln) }()

	resp, err := http.Get("http://" + ln.Addr().String() + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || string(body) != "ok" {
		t.Errorf("/healthz over TCP: %d %q", resp.StatusCode, body)
	}

	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("Serve after cancel: %v", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not stop")
	}
	if _, err := http.Get("http://" + ln.Addr().String() + "/healthz"); err == nil {
		t.Error("still serving after cancel")
	}
}

func TestServeBadAddress(t *testing.T) {
	if err := New().Serve(context.Background(), "not an address"); err == nil {
		t.Error("Serve accepted a bad address")
	}
}

func TestServeStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- New().Serve(ctx, "127.0.0.1:0") }()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Error(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Serve did not stop")
	}
}

func TestQueuesAndDiscordCounters(t *testing.T) {
	m := New()
	m.QueueDepth("outbox", 3)
	m.QueueDepth("events", 7)
	depth := 5
	m.QueueFunc("store", func() int { return depth })
	m.RateLimited()
	m.RateLimited()
	m.Reconnected()
	_, body := get(t, m.Handler(), "/metrics")
	for _, want := range []string{`wordbot_queue_depth{queue="outbox"} 3`, `wordbot_queue_depth{queue="events"} 7`,
		`wordbot_queue_depth_sampled{queue="store"} 5`, "wordbot_discord_rate_limited_total 2", "wordbot_discord_reconnects_total 1"} {
		if !strings.Contains(body, want) {
			t.Errorf("no %q in /metrics", want)
		}
	}
	var nilM *Metrics
	nilM.QueueDepth("x", 1)
	nilM.QueueFunc("x", func() int { return 0 })
	nilM.RateLimited()
	nilM.Reconnected()
}

// TestBuildInfo: wordbot_build_info{version,revision} is 1, one series.
func TestBuildInfo(t *testing.T) {
	m := New()
	m.BuildInfo("v1.4.0", "0123abcd")
	_, body := get(t, m.Handler(), "/metrics")
	var lines []string
	for _, l := range strings.Split(body, "\n") {
		if strings.HasPrefix(l, "wordbot_build_info") {
			lines = append(lines, l)
		}
	}
	if len(lines) != 1 || lines[0] != `wordbot_build_info{revision="0123abcd",version="v1.4.0"} 1` {
		t.Errorf("build info: %q", lines)
	}
	var nilM *Metrics
	nilM.BuildInfo("v", "r")
}
