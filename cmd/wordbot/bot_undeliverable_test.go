package main

import (
	"context"
	"database/sql"
	"log/slog"
	"net"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/metrics"
	"github.com/wordbot/wordbot/store"
)

// boggleIn starts a one-minute Boggle round in channel on a known board.
func boggleIn(t *testing.T, f *fakediscord.Server, channel string) {
	t.Helper()
	if r := answer(t, f, f.Command("g1", channel, alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 1})); !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("start in %s: %+v", channel, r)
	}
}

// reportWithin ends b1's round (moving the clock by d, to its deadline)
// with Discord failing the report's first try (a connection reset), and
// checks that the report is posted within 5 s.
func reportWithin(t *testing.T, f *fakediscord.Server, in instance, d time.Duration) {
	t.Helper()
	n := len(f.Calls())
	resets := f.Injected(fakediscord.Reset)
	f.Fail("message", fakediscord.Reset, 1)
	// A second at a time, each second's timers handled before the next
	// (under load a countdown handled after one big Advance set the end's
	// timer in the past, and the round never ended); the deadline is
	// reached by the last step.
	advance(in, d-time.Second)
	ended := time.Now()
	in.clk.Advance(time.Second)
	var c fakediscord.Call
	_, ok := f.Wait(30*time.Second, func(cs []fakediscord.Call) bool {
		for _, x := range cs[n:] {
			if x.Kind == "message" && x.Channel == "b1" && strings.Contains(x.Content, "Boggle: results") {
				c = x
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatalf("no report in b1; calls since its deadline: %v", f.CallsSince(n))
	}
	took := c.Time.Sub(ended)
	t.Logf("b1's report %v after its deadline", took.Round(time.Millisecond))
	if took > 5*time.Second {
		t.Errorf("b1's report %v after its deadline, want within 5 s", took)
	}
	if got := f.Injected(fakediscord.Reset) - resets; got != 1 {
		t.Errorf("%d resets answered, want 1 (b1's report failing once)", got)
	}
}

// TestUndeliverableChannel: channel a1's report cannot be delivered, first
// for a transient reason (500 for ever), then, after a crash and a
// restart, for good (403 Missing Access for ever, as Discord answers a bot
// removed from the server). Channel b1's reports, each failing once, are
// posted within 5 s of their round's deadline all the same, before and
// after the restart; a1's report is dropped at its first refusal after
// the restart, kept in the database with its reason, counted in
// wordbot_posts_dropped_total and logged once, and never tried again.
func TestUndeliverableChannel(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)
	boggleIn(t, f, "a1")
	in.clk.Advance(20 * time.Second)
	boggleIn(t, f, "b1")
	f.FailChannel("a1", 500, 0, "500: Internal Server Error")
	in.clk.Advance(40 * time.Second) // a1's deadline
	in.a.Bot().Wait()
	for deadline := time.Now().Add(10 * time.Second); f.ChannelFailures("a1") < 6 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if got := f.ChannelFailures("a1"); got < 6 {
		t.Fatalf("a1's report tried %d times", got)
	}
	reportWithin(t, f, in, 20*time.Second)
	ctx := context.Background()
	if ids := pendingIDs(t, in, 1); len(ids) != 1 || !strings.HasPrefix(ids[0], "a1/") || !strings.HasSuffix(ids[0], "/report") {
		t.Fatalf("outbox before the crash: %v", ids)
	}
	// A second round in b1, running at the crash.
	boggleIn(t, f, "b1")
	in.stop(f) // as a crash would leave it: the outbox as it was

	// The stopped bot's sender may be inside the adapter's tries of a1's
	// report (100 ms, 500 ms and 2 s apart; Shutdown waits 2 s for the
	// sender): a1 turns 403 once it has seen no try for 3 s. Under load a
	// late try of the stopped bot met the 403 and dropped the post itself,
	// or was counted as the new bot's.
	for n, since, deadline := f.ChannelFailures("a1"), time.Now(), time.Now().Add(30*time.Second); time.Since(since) < 3*time.Second && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if m := f.ChannelFailures("a1"); m != n {
			n, since = m, time.Now()
		}
	}
	f.FailChannel("a1", 403, fakediscord.CodeMissingAccess, "Missing Access")
	m := metrics.New()
	var logs syncBuf
	tried := f.ChannelFailures("a1")
	in2 := startInstanceWith(t, f, path, t0.Add(85*time.Second), func(o *bot.Options) {
		o.Metrics = m
		o.Logger = slog.New(slog.NewTextHandler(&logs, nil))
	})
	defer in2.a.Close()
	// The restart's messages in b1 (the round goes on, the time left)
	// use its message bucket (5 per 5 s): the deadline comes later.
	time.Sleep(5 * time.Second)
	reportWithin(t, f, in2, 60*time.Second)
	time.Sleep(500 * time.Millisecond) // time for a wrong retry
	if got := f.ChannelFailures("a1") - tried; got != 1 {
		t.Errorf("a1's report tried %d times after the restart, want 1", got)
	}
	if ids := pendingIDs(t, in2, 0); len(ids) != 0 {
		t.Errorf("outbox after the restart: %v", ids)
	}
	d, err := in2.st.DroppedPosts(ctx)
	if err != nil || len(d) != 1 {
		t.Fatalf("dropped posts: %+v, %v", d, err)
	}
	if d[0].Channel != "a1" || d[0].Guild != "g1" || !strings.HasSuffix(d[0].ID, "/report") ||
		!strings.HasPrefix(d[0].Reason, "missing_access: ") || !strings.Contains(d[0].Reason, "Missing Access") || !strings.Contains(string(d[0].Data), "Boggle: results") {
		t.Errorf("dropped post %s of %s in %s: %q", d[0].ID, d[0].Channel, d[0].Guild, d[0].Reason)
	}
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if !strings.Contains(rec.Body.String(), `wordbot_posts_dropped_total{reason="missing_access"} 1`+"\n") {
		t.Errorf("metrics: %s", grepLines(rec.Body.String(), "posts_dropped"))
	}
	if n := strings.Count(logs.String(), "post dropped"); n != 1 {
		t.Errorf("%d log lines for the dropped post, want 1:\n%s", n, logs.String())
	}
	if countMessages(f, "b1", "Boggle: results") != 2 {
		t.Errorf("%d reports in b1, want 2", countMessages(f, "b1", "Boggle: results"))
	}
}

// pendingIDs returns the ids of the posts in in's outbox, once there are
// want of them (a delivered post leaves it a moment after Discord's
// answer), or after 5 s.
func pendingIDs(t *testing.T, in instance, want int) []string {
	t.Helper()
	var ids []string
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		p, err := in.st.Pending(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		ids = ids[:0]
		for _, x := range p {
			ids = append(ids, x.ID)
		}
		if len(ids) == want || time.Now().After(deadline) {
			return ids
		}
	}
}

// TestUndeliverableChannelAfterKill runs wordbot as a child process: the
// reports of a1 and c1 cannot be delivered (Discord answers 500 for ever)
// and wait in the outbox when the process is killed with SIGKILL in the
// middle of b1's round. The new process starts with a1 answering 403
// Missing Access for ever (the bot was removed from its server) and c1
// still 500: the posts reloaded from the outbox come before b1's report,
// which is posted within 5 s of its round's deadline all the same; a1's
// report is dropped at its first refusal, kept in the database with its
// reason, counted and logged once; c1's is still pending.
func TestUndeliverableChannelAfterKill(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	os.WriteFile(cfg, []byte("{}\n"), 0o644)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	env := append(os.Environ(), childEnv+"="+f.HTTP.URL, "WORDBOT_CONFIG="+cfg, "WORDBOT_DATA_DIR="+dir,
		"DISCORD_TOKEN=tok-child-778", "WORDBOT_DISCORD_GUILD_ID=g1", "WORDBOT_METRICS_ADDR="+addr)
	var logs [2]syncBuf
	start := func(i int) *exec.Cmd {
		t.Helper()
		n := f.Count("get_commands")
		c := exec.Command(os.Args[0], "-test.run=^$")
		c.Env, c.Stderr = env, &logs[i]
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		if !f.WaitCount(20*time.Second, "get_commands", n+1) {
			c.Process.Kill()
			c.Wait()
			t.Fatalf("child %d did not connect: %s", i, logs[i].String())
		}
		return c
	}
	round := func(channel string, minutes float64) {
		t.Helper()
		if r := answer(t, f, f.Command("g1", channel, alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
			fakediscord.Option{Name: "minutes", Type: 10, Value: minutes})); !strings.Contains(r.Content, "C A T S") {
			t.Fatalf("start in %s: %+v", channel, r)
		}
	}
	c1 := start(0)
	f.FailChannel("a1", 500, 0, "500: Internal Server Error")
	f.FailChannel("c1", 500, 0, "500: Internal Server Error")
	round("a1", 0.25)
	round("c1", 0.25)
	began := time.Now() // b1's round starts after this
	round("b1", 0.5)
	// a1's and c1's rounds end; their reports fail (the adapter's 4
	// tries, then the outbox's) and wait in the outbox.
	dbPath := filepath.Join(dir, store.FileName)
	pending := ""
	for deadline := time.Now().Add(40 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		// a1's and c1's deadlines are a moment apart: their reports
		// may reach the outbox in either order.
		if pending = byChannel(outboxRows(t, dbPath, "dropped IS NULL AND sent IS NULL")); pending == "a1 ; c1 ;" {
			break
		}
	}
	if pending != "a1 ; c1 ;" {
		t.Fatalf("outbox before the kill: %q, want a1's and c1's reports", pending)
	}
	time.Sleep(time.Second) // the outbox's first retry
	c1.Process.Signal(syscall.SIGKILL)
	c1.Wait()
	if got := byChannel(outboxRows(t, dbPath, "dropped IS NULL AND sent IS NULL")); got != "a1 ; c1 ;" {
		t.Fatalf("outbox at the kill: %q, want a1's and c1's reports", got)
	}

	f.FailChannel("a1", 403, fakediscord.CodeMissingAccess, "Missing Access")
	n := len(f.Calls())
	tried := f.ChannelFailures("a1")
	c2 := start(1)
	defer c2.Process.Kill()
	defer func() {
		if t.Failed() {
			t.Logf("calls since the restart: %v\nlogs of the second process:\n%s", f.CallsSince(n), logs[1].String())
		}
	}()
	// The round goes on in b1 (a message, and the time left); then the
	// report's first try fails (a connection reset: a1's and c1's calls
	// are answered by their channel's fault first).
	if _, ok := f.Wait(20*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs[n:] {
			if c.Kind == "message" && c.Channel == "b1" && leftRE.MatchString(c.Content) {
				return true
			}
		}
		return false
	}); !ok {
		t.Fatal("b1's round does not go on after the restart")
	}
	f.Fail("message", fakediscord.Reset, 1)
	var report fakediscord.Call
	if _, ok := f.Wait(40*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs[n:] {
			if c.Kind == "message" && c.Channel == "b1" && strings.Contains(c.Content, "Boggle: results") {
				report = c
				return true
			}
		}
		return false
	}); !ok {
		t.Fatal("no report in b1 after the restart")
	}
	// b1's deadline is 30 s after its start, which came after began.
	late := report.Time.Sub(began.Add(30 * time.Second))
	t.Logf("b1's report at most %v after its deadline", late.Round(time.Millisecond))
	if late > 5*time.Second {
		t.Errorf("b1's report %v after its deadline, want within 5 s", late)
	}
	time.Sleep(time.Second) // time for a wrong retry
	if got := f.ChannelFailures("a1") - tried; got != 1 {
		t.Errorf("a1's report tried %d times after the restart, want 1", got)
	}
	if got := f.Injected(fakediscord.Reset); got != 1 {
		t.Errorf("%d resets answered, want 1 (b1's report failing once)", got)
	}
	if st, body, err := get("http://" + addr + "/metrics"); err != nil || st != 200 ||
		!strings.Contains(body, `wordbot_posts_dropped_total{reason="missing_access"} 1`+"\n") {
		t.Errorf("metrics: %d %v %s", st, err, grepLines(body, "posts_dropped"))
	}
	c2.Process.Signal(syscall.SIGTERM)
	c2.Wait()
	if got := outboxRows(t, dbPath, "dropped IS NULL AND sent IS NULL"); got != "c1 ;" {
		t.Errorf("outbox after the restart: %q, want c1's report", got)
	}
	if got := outboxRows(t, dbPath, "dropped IS NOT NULL"); !strings.HasPrefix(got, "a1 missing_access: ") || !strings.Contains(got, "Missing Access") {
		t.Errorf("dropped: %q, want a1's report, missing_access", got)
	}
	if got := countMessages(f, "b1", "Boggle: results"); got != 1 {
		t.Errorf("%d reports in b1, want 1", got)
	}
	if got := strings.Count(logs[1].String(), "post dropped"); got != 1 {
		t.Errorf("%d log lines of the dropped post, want 1", got)
	}
}

// byChannel sorts the rows outboxRows lists.
func byChannel(rows string) string {
	rs := strings.SplitAfter(rows, ";")
	rs = slices.DeleteFunc(rs, func(r string) bool { return r == "" })
	for i := range rs {
		rs[i] = strings.TrimSpace(rs[i])
	}
	slices.Sort(rs)
	return strings.Join(rs, " ")
}

// outboxRows lists the outbox rows of the SQLite file at path that match
// where, oldest first, as "channel reason;" each.
func outboxRows(t *testing.T, path, where string) string {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rows, err := db.Query("SELECT channel, reason FROM outbox WHERE " + where + " ORDER BY seq")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var ch, reason string
		if err := rows.Scan(&ch, &reason); err != nil {
			t.Fatal(err)
		}
		out = append(out, ch+" "+reason+";")
	}
	return strings.Join(out, " ")
}
