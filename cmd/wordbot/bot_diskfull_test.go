package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/metrics"
	"github.com/wordbot/wordbot/store"
)

// mountTmpfs mounts a tmpfs of size bytes on a new folder and returns it;
// it is unmounted when the test ends. Mounting needs root: the test skips
// when not root, unless CI is set (CI runs as root and must not skip it).
func mountTmpfs(t *testing.T, size int) string {
	t.Helper()
	if os.Geteuid() != 0 {
		if os.Getenv("CI") != "" {
			t.Fatal("CI is set but the tests do not run as root: the disk-full test mounts a tmpfs and must run in CI")
		}
		t.Skip("not root: mounting a tmpfs needs root (CI runs this test as root)")
	}
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+strconv.Itoa(size)); err != nil {
		t.Fatalf("mount -t tmpfs -o size=%d tmpfs %s: %v", size, dir, err)
	}
	t.Cleanup(func() {
		if err := syscall.Unmount(dir, 0); err != nil {
			t.Errorf("umount %s: %v", dir, err)
		}
	})
	return dir
}

// fillDisk writes zeros into a new file in dir until the file system is
// full, and returns the file's path.
func fillDisk(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	block := make([]byte, 4096)
	for {
		if _, err := f.Write(block); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("filling %s: %v", dir, err)
			}
			return path
		}
	}
}

// TestDiskFull runs the bot's SQLite store on a 1 MiB tmpfs and fills it
// while a round runs: every guess typed meanwhile gets ⚠️ (not saved, the
// player is told), /healthz says the disk is full within 10 s, and the
// round's end, due meanwhile, posts nothing. Once space returns, /healthz
// is ok and the round reports once, with the guess acknowledged before the
// disk filled and none of those answered ⚠️.
func TestDiskFull(t *testing.T) {
	dir := mountTmpfs(t, 1<<20)
	f := fakediscord.New()
	defer f.Close()
	st, err := store.Open(filepath.Join(dir, "wordbot.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	m := metrics.New()
	m.SetHealthCheck(func() error { return storeHealthy(st) })
	srv := httptest.NewServer(m.Handler())
	defer srv.Close()
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	clk := bot.NewFakeClock(t0)
	a, err := discord.New(discord.Config{Token: "tok-full", GuildID: "g1", HTTPClient: f.Client(), Logger: slog.New(slog.DiscardHandler),
		Host: bot.New(bot.Options{Clock: clk, Seed: 1, NoImages: true, Store: store.Channels{S: st}, Results: st, Metrics: m,
			PostRetry: 20 * time.Millisecond, PostRetryMax: 200 * time.Millisecond, Logger: slog.New(slog.DiscardHandler)}, nil)})
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	in := instance{a: a, st: st, clk: clk}
	roundOn(t, f, in) // alice's CAT, acknowledged
	if code, body := httpGet(t, srv.URL+"/healthz"); code != 200 {
		t.Fatalf("/healthz before the disk fills: %d %q", code, body)
	}

	filler := fillDisk(t, dir)
	began := time.Now()
	for {
		code, body := httpGet(t, srv.URL+"/healthz")
		if code != 200 {
			if code != 503 || !strings.Contains(body, "the disk is full") {
				t.Errorf("/healthz on a full disk: %d %q", code, body)
			}
			t.Logf("/healthz answered %d %v after the disk filled: %s", code, time.Since(began).Round(time.Millisecond), body)
			break
		}
		if time.Since(began) > 10*time.Second {
			t.Fatalf("/healthz still says %d %q 10 s after the disk filled", code, body)
		}
		time.Sleep(100 * time.Millisecond)
	}

	guesses := []struct {
		u    fakediscord.User
		word string
	}{{alice, "dog"}, {alice, "coat"}, {bob, "goat"}, {bob, "stag"}, {alice, "toga"}, {bob, "tag"}}
	for _, g := range guesses {
		n := f.Count("reaction")
		id := f.Say("g1", "b1", g.u, g.word)
		if !f.WaitCount(5*time.Second, "reaction", n+1) {
			t.Fatalf("no answer to %s's %s on a full disk", g.u.Name, g.word)
		}
		for _, c := range f.Calls() {
			if c.Kind == "reaction" && c.MessageID == id && c.Emoji != bot.ReactUnsaved {
				t.Errorf("%s's %s on a full disk: %s, want %s", g.u.Name, g.word, c.Emoji, bot.ReactUnsaved)
			}
		}
	}
	// The round's end is due: it cannot be saved, so nothing is posted;
	// the bot tries it again later.
	clk.Advance(time.Minute)
	a.Bot().Wait()
	clk.Advance(2 * time.Second)
	a.Bot().Wait()
	time.Sleep(300 * time.Millisecond)
	if n := countMessages(f, "b1", "Boggle: results"); n != 0 {
		t.Fatalf("%d reports posted on a full disk", n)
	}

	if err := os.Remove(filler); err != nil {
		t.Fatal(err)
	}
	if code, body := httpGet(t, srv.URL+"/healthz"); code != 200 {
		t.Errorf("/healthz once space returned: %d %q", code, body)
	}
	for range 10 {
		clk.Advance(2 * time.Second)
		a.Bot().Wait()
	}
	if got := waitReports(f, 1); got != 1 {
		t.Fatalf("%d reports once space returned, want 1", got)
	}
	report, _ := waitMessage(f, "b1", "Boggle: results")
	players, _, _ := strings.Cut(report.Content, "Words nobody found")
	if !strings.Contains(players, "**alice**: 1 point\n> CAT 1\n") {
		t.Errorf("the report lacks the acknowledged CAT:\n%s", report.Content)
	}
	for _, g := range guesses {
		if strings.Contains(players, "> "+strings.ToUpper(g.word)+" ") {
			t.Errorf("the report counts %s, answered %s:\n%s", strings.ToUpper(g.word), bot.ReactUnsaved, report.Content)
		}
	}
	lb, err := st.Leaderboard(context.Background(), "g1", "boggle", 0)
	if err != nil || len(lb) != 1 || lb[0].Played != 1 || lb[0].Total != 1 {
		t.Errorf("leaderboard: %+v, %v", lb, err)
	}
	for range 5 {
		clk.Advance(2 * time.Second)
		a.Bot().Wait()
	}
	if got := waitReports(f, 1); got != 1 {
		t.Errorf("%d reports in the end, want 1", got)
	}
}
