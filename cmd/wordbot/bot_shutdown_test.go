package main

import (
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store"
)

type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func get(url string) (int, string, error) {
	resp, err := http.Get(url)
	if err != nil {
		return 0, "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), err
}

// TestGracefulShutdown runs wordbot on a fake Discord with metrics on,
// plays, and sends SIGTERM: wordbot finishes, keeps every change, closes
// the gateway and exits 0 within 10 s; its logs are JSON without the
// token.
func TestGracefulShutdown(t *testing.T) {
	const secret = "tok-SECRET-shutdown-123"
	f := fakediscord.New()
	defer f.Close()
	discordClient = f.Client()
	defer func() { discordClient = nil }()
	dir := t.TempDir()
	botEnv(t, dir, secret)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	t.Setenv("WORDBOT_METRICS_ADDR", addr)

	var out bytes.Buffer
	errb := &syncBuf{}
	code := make(chan int, 1)
	go func() { code <- run(nil, strings.NewReader(""), &out, errb) }()
	if !f.WaitCount(10*time.Second, "get_commands", 1) {
		t.Fatalf("not connected: %s", errb.String())
	}
	if st, body, err := get("http://" + addr + "/healthz"); err != nil || st != 200 || body != "ok" {
		t.Errorf("healthz: %d %q %v", st, body, err)
	}

	f.Command("g1", "b1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"})
	if !f.WaitCount(5*time.Second, "callback", 1) {
		t.Fatal("no answer to /boggle start")
	}
	f.Say("g1", "b1", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no reaction")
	}
	// The counts follow the replies: poll until they are in.
	wants := []string{`wordbot_events_total{kind="command"} 1`, `wordbot_events_total{kind="message"} 1`,
		`wordbot_replies_total{kind="reaction"} 1`, "wordbot_sessions_active 1", "wordbot_reply_latency_seconds_count 2"}
	var metrics string
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		_, metrics, _ = get("http://" + addr + "/metrics")
		missing := 0
		for _, want := range wants {
			if !strings.Contains(metrics, want) {
				missing++
			}
		}
		if missing == 0 {
			break
		}
	}
	for _, want := range wants {
		if !strings.Contains(metrics, want) {
			t.Errorf("metrics lack %q", want)
		}
	}

	// A guess and the signal at once: whatever the bot answered is on disk.
	dogID := f.Say("g1", "b1", bob, "dog")
	begun := time.Now()
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case c := <-code:
		took := time.Since(begun)
		t.Logf("shutdown took %v", took)
		if c != 0 || took > 10*time.Second {
			t.Errorf("exit %d after %v", c, took)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("no exit 15 s after SIGTERM")
	}
	if _, _, err := get("http://" + addr + "/healthz"); err == nil {
		t.Errorf("metrics still served after exit")
	}

	st, err := store.Open(filepath.Join(dir, "wordbot.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	g := storedGuesses(t, st, "b1")
	if g["11"] != "CAT" {
		t.Errorf("the guess is not stored: %q", g)
	}
	answered := false
	for _, c := range f.Calls() {
		answered = answered || (c.Kind == "reaction" && c.MessageID == dogID)
	}
	if answered != (g["12"] == "DOG") {
		t.Errorf("answered %v, but the session holds: %q", answered, g)
	}

	logs := errb.String()
	if strings.Contains(logs, secret) {
		t.Errorf("the token is in the logs")
	}
	lines := strings.Split(strings.TrimSpace(logs), "\n")
	for _, l := range lines {
		var rec map[string]any
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Errorf("not a JSON log line: %q", l)
		}
	}
	for _, want := range []string{`"msg":"connected to Discord"`, `"msg":"shutting down"`, `"msg":"stopped"`} {
		if !strings.Contains(logs, want) {
			t.Errorf("logs lack %s:\n%s", want, logs)
		}
	}
}
