package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store"
)

// TestShutdownWithAStuckEvent runs wordbot on a fake Discord, plays a
// guess, then makes the next event stuck (it never returns by itself) and
// sends SIGTERM: wordbot exits within 10 s all the same, with status 1 and
// a log line saying what it left, and the session saved before is intact.
func TestShutdownWithAStuckEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the bot's shutdown grace (5 s)")
	}
	f := fakediscord.New()
	defer f.Close()
	discordClient = f.Client()
	defer func() { discordClient = nil }()
	release := make(chan struct{})
	defer close(release)
	entered := make(chan struct{}, 1)
	beforeEvent = func(ev bot.Event) {
		if m, ok := ev.(*bot.Message); ok && m.Text == "dog" {
			entered <- struct{}{}
			<-release // stuck until the test ends
		}
	}
	defer func() { beforeEvent = nil }()
	dir := t.TempDir()
	botEnv(t, dir, "tok-stuck")

	var out bytes.Buffer
	errb := &syncBuf{}
	code := make(chan int, 1)
	go func() { code <- run(nil, strings.NewReader(""), &out, errb) }()
	if !f.WaitCount(10*time.Second, "commands", 1) {
		t.Fatalf("not connected: %s", errb.String())
	}
	f.Command("g1", "b1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"})
	if !f.WaitCount(5*time.Second, "callback", 1) {
		t.Fatal("no answer to /boggle start")
	}
	f.Say("g1", "b1", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no reaction")
	}
	f.Say("g1", "b1", bob, "dog")
	select {
	case <-entered:
	case <-time.After(5 * time.Second):
		t.Fatal("the stuck event never started")
	}
	f.Say("g1", "b1", bob, "goat") // queued behind it

	begun := time.Now()
	if err := syscall.Kill(os.Getpid(), syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case c := <-code:
		took := time.Since(begun)
		t.Logf("shutdown took %v", took)
		if c != 1 || took > 10*time.Second {
			t.Errorf("exit %d after %v, want 1 within 10 s", c, took)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("no exit 15 s after SIGTERM")
	}
	logs := errb.String()
	if !strings.Contains(logs, `"msg":"stopped with events unfinished; the store keeps the state before them","abandoned":`) {
		t.Errorf("logs:\n%s", logs)
	}

	st, err := store.Open(filepath.Join(dir, "wordbot.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if g := storedGuesses(t, st, "b1"); g["11"] != "CAT" || g["12"] != "" {
		t.Errorf("the stored guesses: %q", g)
	}
	if n := f.Count("reaction"); n != 1 {
		t.Errorf("%d reactions, want only CAT's", n)
	}
}

// In the terminal too: a stuck event does not keep wordbot alive after the
// signal (here the context's end), and what was saved before is intact.
func TestTerminalShutdownWithAStuckEvent(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for the bot's shutdown grace (5 s)")
	}
	release := make(chan struct{})
	defer close(release)
	entered := make(chan struct{}, 1)
	beforeEvent = func(ev bot.Event) {
		if m, ok := ev.(*bot.Message); ok && m.Text == "dog" {
			entered <- struct{}{}
			<-release
		}
	}
	defer func() { beforeEvent = nil }()
	dir := t.TempDir()
	botEnv(t, dir, "")
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out syncBuf
	errb := &syncBuf{}
	code := make(chan int, 1)
	go func() { code <- runBotContext(ctx, nil, pr, &out, errb) }()
	io.WriteString(pw, "/boggle start board:CATSDOGEXXXXXXXX\ncat\n")
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(out.String(), "✅") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	go io.WriteString(pw, "dog\n")
	select {
	case <-entered:
	case <-time.After(5 * time.Second):
		t.Fatalf("the stuck event never started: %s", out.String())
	}
	begun := time.Now()
	cancel()
	select {
	case c := <-code:
		if took := time.Since(begun); c != 1 || took > 10*time.Second {
			t.Errorf("exit %d after %v", c, took)
		}
	case <-time.After(15 * time.Second):
		t.Fatal("no exit 15 s after the signal")
	}
	if !strings.Contains(errb.String(), "stopped with events unfinished") {
		t.Errorf("logs: %s", errb.String())
	}
	st, err := store.Open(filepath.Join(dir, "wordbot.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if g := storedGuesses(t, st, "terminal"); len(g) != 1 || !strings.HasSuffix(firstValue(g), "CAT") || strings.Contains(firstValue(g), "DOG") {
		t.Errorf("the stored guesses: %q", g)
	}
}

func firstValue(m map[string]string) string {
	for _, v := range m {
		return v
	}
	return ""
}
