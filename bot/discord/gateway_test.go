package discord

import (
	"errors"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/gorilla/websocket"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// gatewayAdapter opens an adapter on f that reconnects by itself, as
// cmd/wordbot runs it, with its logs in the returned buffer.
func gatewayAdapter(t *testing.T, f *fakediscord.Server, cfg Config) (*Adapter, *syncBuf) {
	t.Helper()
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	logs := &syncBuf{}
	l := slog.New(slog.NewTextHandler(logs, nil))
	cfg.Token, cfg.GuildID, cfg.HTTPClient, cfg.Logger = token, "g1", f.Client(), l
	cfg.Host = host(bot.Options{Clock: clk, Seed: 3, NoImages: true, Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")}, l)
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = true
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		a.Close()
		f.Close()
		if strings.Contains(logs.String(), token) {
			t.Errorf("the token leaked into the logs")
		}
	})
	if !f.WaitCount(5*time.Second, "commands", 1) {
		t.Fatal("commands not registered")
	}
	return a, logs
}

// TestZombieLinkResumes stops the heartbeat ACKs on a live link (the link
// went silent: nothing more arrives on it): by the next heartbeat the
// adapter closes it with a code that keeps the session (not 1000/1001) and
// resumes (op 6, not a new Identify), and the guess typed meanwhile, kept
// by Discord for the resume, is answered exactly once.
func TestZombieLinkResumes(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	f.Heartbeat = 300 * time.Millisecond
	a, logs := gatewayAdapter(t, f, Config{})
	startRound(t, f)
	cat := f.Say("g1", "c1", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no reaction before the link went silent")
	}
	// The interval is learnt from the ACKs (about 3 of them).
	for deadline := time.Now().Add(10 * time.Second); a.gateways[0].heartbeatInterval() == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("heartbeat interval not learnt after %d heartbeats", f.Heartbeats())
		}
	}
	f.Zombie()
	silent := time.Now()
	dog := f.Say("g1", "c1", bob, "dog")
	if !f.WaitCount(10*time.Second, "reaction", 2) {
		t.Fatalf("the guess typed while the link was silent was lost (client closes %v, resumes at %v): %s", f.ClientCloses(), f.ResumedAt(), logs.String())
	}
	t.Logf("answered %v after the link went silent (interval %v)", time.Since(silent).Round(time.Millisecond), f.Heartbeat)
	a.Bot().Wait()
	time.Sleep(200 * time.Millisecond)
	cs := f.Calls()
	if got := reactionsTo(cs, dog); len(got) != 1 || got[0] != "✅" {
		t.Errorf("the guess typed while silent: reactions %v, want [✅]", got)
	}
	if got := reactionsTo(cs, cat); len(got) != 1 {
		t.Errorf("the guess before: reactions %v", got)
	}
	if id, res := f.Sessions(); id != 1 || res < 1 {
		t.Errorf("identifies %d, resumes %d; want 1 identify and a resume", id, res)
	}
	closes := f.ClientCloses()
	if len(closes) == 0 || closes[0] != websocket.CloseServiceRestart {
		t.Errorf("client closes %v, want 1012 first", closes)
	}
	if !strings.Contains(logs.String(), "no heartbeat ACK by the next heartbeat") {
		t.Errorf("no line about the silent link: %s", logs.String())
	}
	if err := a.Healthy(); err != nil {
		t.Errorf("healthy after the resume: %v", err)
	}
}

// TestShardingRequiredMidSession: Discord closes a live connection with
// 4011 (sharding required, the bot outgrew its shard count) and ends its
// session (a Resume would get op 9, and discordgo would identify inside
// the connection, out of the adapter's sight); the adapter takes the code
// from discordgo's log of the connection's end and does not reconnect:
// Done gets the error naming discord.shard_count, and the gateway sees no
// connection after.
func TestShardingRequiredMidSession(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	a, logs := gatewayAdapter(t, f, Config{})
	dials := f.Dials()
	begun := time.Now()
	f.RequireShards(2)
	select {
	case err := <-a.Done():
		t.Logf("stopped %v after the close", time.Since(begun).Round(time.Millisecond))
		if want := "Discord requires more shards (gateway close 4011, sharding required): the bot is in too many servers for discord.shard_count 1; raise it"; !strings.Contains(err.Error(), want) {
			t.Errorf("error %q, want it to say %q", err, want)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("no stop 10 s after 4011: %s", logs.String())
	}
	time.Sleep(2500 * time.Millisecond)
	if id, res := f.Sessions(); id != 1 || res != 0 || f.Dials() != dials {
		t.Errorf("identifies %d, resumes %d, %d connections after 4011; want the first identify only and no connection", id, res, f.Dials()-dials)
	}
	if strings.Contains(logs.String(), "reconnecting shard") {
		t.Errorf("a fatal close was retried: %s", logs.String())
	}
}

// TestFatalCloseCodes: each close code Discord says not to retry gives a
// line naming what to fix; other codes are retried.
func TestFatalCloseCodes(t *testing.T) {
	t.Parallel()
	a := &Adapter{cfg: Config{Shards: []int{0, 1}, ShardCount: 2}}
	a.intents.Store(int64(Intents))
	for code, want := range map[int]string{
		4004: "Discord refused the token (gateway close 4004, authentication failed): it was reset or revoked, or is not a bot token; set DISCORD_TOKEN",
		4010: "Discord refused the shard (gateway close 4010, invalid shard): shard ids run from 0 to shard_count-1 (discord.shards [0 1], discord.shard_count 2)",
		4011: "gateway close 4011, sharding required",
		4012: "gateway close 4012, invalid API version): this wordbot speaks API v9",
		4013: "gateway close 4013, invalid intents 33281",
		4014: "gateway close 4014, disallowed intents): enable it for the bot",
	} {
		err := a.fatalClose(&websocket.CloseError{Code: code})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("close %d: %v, want %q", code, err, want)
		}
		wrapped := a.fatalClose(errors.Join(errors.New("x"), &websocket.CloseError{Code: code}))
		if wrapped == nil {
			t.Errorf("close %d wrapped: not fatal", code)
		}
	}
	for _, code := range []int{1000, 1006, 4000, 4007, 4008, 4009} {
		if err := a.fatalClose(&websocket.CloseError{Code: code}); err != nil {
			t.Errorf("close %d is retried by Discord's docs, got %v", code, err)
		}
	}
	if err := a.fatalClose(errors.New("dial tcp: connection refused")); err != nil {
		t.Errorf("a network error: %v", err)
	}
}

// TestInvalidSessionIdentifies: Discord invalidates the session (op 9, d
// false): the bot identifies again and plays on. Discord asks for a random
// wait of 1 to 5 s before that Identify; discordgo v0.29.0 sends it at once
// from its reading goroutine and no handler sees op 9 (docs/bot.md, "The
// gateway connection"): the test logs the wait measured by the fake.
func TestInvalidSessionIdentifies(t *testing.T) {
	f := fakediscord.New()
	a, logs := gatewayAdapter(t, f, Config{})
	startRound(t, f)
	f.InvalidateSessions()
	for deadline := time.Now().Add(10 * time.Second); len(f.Connected()) == 0 || len(f.IdentifyWaits()) == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no new session after op 9: %s", logs.String())
		}
	}
	// Discord asks for a random 1-5 s before the IDENTIFY after op 9 with
	// d: false (discordgo identifies at once; the adapter waits).
	if w := f.IdentifyWaits(); w[0] < time.Second || w[0] > 5*time.Second+500*time.Millisecond {
		t.Errorf("IDENTIFY %v after op 9, want 1-5 s", w)
	}
	dog := f.Say("g1", "c1", bob, "dog")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no answer after the new session")
	}
	a.Bot().Wait()
	if got := reactionsTo(f.Calls(), dog); !slices.Equal(got, []string{"✅"}) {
		t.Errorf("reactions %v", got)
	}
	if id, _ := f.Sessions(); id != 2 {
		t.Errorf("identifies %d, want 2", id)
	}
}

// TestResumeAtResumeURL drops the connection twice: each time the adapter
// resumes at READY's resume_gateway_url (the fake's /resume), not at the
// URL of GET /gateway (/ws), and the guess typed meanwhile is answered
// once; the steering is not logged as an error.
func TestResumeAtResumeURL(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	a, logs := gatewayAdapter(t, f, Config{})
	startRound(t, f)
	var typed []string
	for i, word := range []string{"cat", "dog"} {
		f.DropConnections()
		typed = append(typed, f.Say("g1", "c1", alice, word))
		if !f.WaitCount(10*time.Second, "reaction", i+1) {
			t.Fatalf("the guess typed while disconnected was lost (resumes at %v): %s", f.ResumedAt(), logs.String())
		}
	}
	a.Bot().Wait()
	for _, id := range typed {
		if got := reactionsTo(f.Calls(), id); !slices.Equal(got, []string{"✅"}) {
			t.Errorf("message %s: reactions %v", id, got)
		}
	}
	if got := f.ResumedAt(); !slices.Equal(got, []string{"/resume", "/resume"}) {
		t.Errorf("resumed at %v, want /resume twice", got)
	}
	if id, _ := f.Sessions(); id != 1 {
		t.Errorf("identifies %d, want 1", id)
	}
	if strings.Contains(logs.String(), errSteer.Error()) || strings.Contains(logs.String(), "reconnecting shard") {
		t.Errorf("the steering was logged as a failure: %s", logs.String())
	}
}

// TestIntentRefusedAfterInvalidSession: Discord stops granting the Message
// Content intent, then invalidates the session (op 9): discordgo identifies
// at once inside the connection, asking for the intent, and gets 4014 there,
// out of the adapter's sight but for discordgo's log of it. With
// message_content auto the adapter drops the intent, reconnects, and plays
// on without it: one line logged, no stop.
func TestIntentRefusedAfterInvalidSession(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	a, logs := gatewayAdapter(t, f, Config{})
	f.RefuseIntents(fakediscord.IntentMessageContent)
	f.InvalidateSessions()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if id, _ := f.Sessions(); id == 2 && a.Healthy() == nil {
			break
		}
		if time.Now().After(deadline) {
			id, _ := f.Sessions()
			t.Fatalf("not connected again without the intent (identifies %d, refused %d): %s", id, f.Refused(), logs.String())
		}
	}
	if f.Intents()&fakediscord.IntentMessageContent != 0 || f.Refused() != 1 {
		t.Errorf("intents %b, refused %d", f.Intents(), f.Refused())
	}
	if n := strings.Count(logs.String(), "Message Content intent was refused"); n != 1 {
		t.Errorf("%d lines about the refused intent: %s", n, logs.String())
	}
	select {
	case err := <-a.Done():
		t.Errorf("stopped: %v", err)
	default:
	}
	now := time.Now()
	if r := waitAnswer(t, f, f.Command("g1", "c1", alice, "help", ""), now); !strings.Contains(r.Content, "/boggle") {
		t.Errorf("help after: %+v", r)
	}
}
