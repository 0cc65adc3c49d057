package main

import (
	"log/slog"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store"
)

var (
	alice = fakediscord.User{ID: "11", Name: "alice"}
	bob   = fakediscord.User{ID: "12", Name: "bob"}
)

// instance is one run of the bot: an adapter on a fake Discord and the
// SQLite file.
type instance struct {
	a   *discord.Adapter
	st  *store.Store
	clk *bot.FakeClock
}

// startInstance starts a bot on the database at path with its clock at now.
func startInstance(t *testing.T, f *fakediscord.Server, path string, now time.Time) instance {
	t.Helper()
	return startInstanceWith(t, f, path, now, nil)
}

// startInstanceWith is startInstance with the bot's options changed by
// opts (when set).
func startInstanceWith(t *testing.T, f *fakediscord.Server, path string, now time.Time, opts func(*bot.Options)) instance {
	t.Helper()
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	clk := bot.NewFakeClock(now)
	n := f.Count("get_commands")
	o := bot.Options{Clock: clk, Seed: uint64(now.Unix()), NoImages: true, Store: store.Channels{S: st}, Results: st,
		PostRetry: 20 * time.Millisecond, PostRetryMax: 200 * time.Millisecond, Logger: slog.New(slog.DiscardHandler)}
	if opts != nil {
		opts(&o)
	}
	a, err := discord.New(discord.Config{Token: "tok-restart", GuildID: "g1", HTTPClient: f.Client(), Logger: slog.New(slog.DiscardHandler),
		Host: bot.New(o, nil)})
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	if !f.WaitCount(5*time.Second, "get_commands", n+1) {
		t.Fatal("commands not registered")
	}
	a.Bot().Wait()
	return instance{a, st, clk}
}

// kill abandons the instance as a crash would: no Close of the bot, the
// gateway or the database; its clock never moves again.
func (in instance) kill(f *fakediscord.Server) {
	f.DropConnections()
}

type reply struct {
	Content   string
	Ephemeral bool
	Buttons   []fakediscord.Button
}

// answer waits for the answer to interaction id: the callback's content, or
// the deferred response's edit or follow-up.
func answer(t *testing.T, f *fakediscord.Server, id string) reply {
	t.Helper()
	var r reply
	_, ok := f.Wait(20*time.Second, func(cs []fakediscord.Call) bool {
		deferred, private := false, false
		for _, c := range cs {
			if c.Interaction != id {
				continue
			}
			switch {
			case c.Kind == "callback" && (c.Type == 4 || c.Type == 7):
				r = reply{c.Content, c.Ephemeral(), c.Buttons}
				return true
			case c.Kind == "callback":
				// A deferral: its flags decide who sees the edit of
				// the response that follows (an edit carries none).
				deferred, private = true, c.Ephemeral()
			case deferred && c.Kind == "edit_original":
				r = reply{c.Content, private, c.Buttons}
				return true
			case deferred && c.Kind == "followup":
				r = reply{c.Content, c.Ephemeral(), c.Buttons}
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatalf("no answer to interaction %s", id)
	}
	return r
}

// waitMessage waits up to 30 s (a loaded machine's child processes are
// slow) for a message in channel containing substr.
func waitMessage(f *fakediscord.Server, channel, substr string) (fakediscord.Call, bool) {
	var found fakediscord.Call
	_, ok := f.Wait(30*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs {
			if c.Kind == "message" && c.Channel == channel && strings.Contains(c.Content, substr) {
				found = c
				return true
			}
		}
		return false
	})
	return found, ok
}

func countMessages(f *fakediscord.Server, channel, substr string) int {
	n := 0
	for _, c := range f.Calls() {
		if c.Kind == "message" && c.Channel == channel && strings.Contains(c.Content, substr) {
			n++
		}
	}
	return n
}

// TestKillAndRestart plays half a Scarabeo game and half a Boggle round,
// abandons the bot as a crash would, and finishes both with a new bot on
// the same SQLite file: the same board, racks and scores, the round's real
// remaining time, the report posted once, the results in the leaderboard.
func TestKillAndRestart(t *testing.T) {
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)

	cmd := func(channel string, u fakediscord.User, name string, opts ...fakediscord.Option) reply {
		t.Helper()
		return answer(t, f, f.Command("g1", channel, u, name, "", opts...))
	}
	click := func(channel string, u fakediscord.User, id string) reply {
		t.Helper()
		return answer(t, f, f.Click("g1", channel, "m1", u, id))
	}
	say := func(u fakediscord.User, text, react string) {
		t.Helper()
		n := f.Count("reaction")
		id := f.Say("g1", "b1", u, text)
		if !f.WaitCount(5*time.Second, "reaction", n+1) {
			t.Fatalf("no reaction to %q", text)
		}
		cs := f.Calls()
		for _, c := range cs {
			if c.Kind == "reaction" && c.MessageID == id && c.Emoji != react {
				t.Errorf("%s %q: %s, want %s", u.Name, text, c.Emoji, react)
			}
		}
	}

	// Half a Scarabeo game in s1: a move by alice, a pass by bob.
	if r := answer(t, f, f.Command("g1", "s1", alice, "scarabeo", "new")); len(r.Buttons) != 6 {
		t.Fatalf("lobby: %+v", r)
	}
	click("s1", bob, "join:1")
	if r := click("s1", alice, "start:1"); !strings.Contains(r.Content, "begins: alice, bob") {
		t.Fatalf("start: %+v", r)
	}
	h := cmd("s1", alice, "hint")
	if len(h.Buttons) != 1 {
		t.Fatalf("hint: %+v", h)
	}
	if r := click("s1", alice, h.Buttons[0].CustomID); !strings.HasPrefix(r.Content, "alice plays ") {
		t.Fatalf("play: %+v", r)
	}
	cmd("s1", bob, "pass")
	rackA, rackB := cmd("s1", alice, "rack").Content, cmd("s1", bob, "rack").Content
	score, board := cmd("s1", alice, "score").Content, cmd("s1", alice, "board").Content
	if !strings.HasPrefix(rackA, "Your tiles: ") || !strings.Contains(score, "alice ") || !strings.Contains(board, "alice's turn.") {
		t.Fatalf("before the crash: %q %q %q", rackA, score, board)
	}

	// Half a Boggle round in b1: 3 minutes, 1:50 played.
	if r := cmd("b1", alice, "boggle", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 3}); !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("boggle: %+v", r)
	}
	say(alice, "cat", "✅")
	say(bob, "dog", "✅")
	in.clk.Advance(110 * time.Second)
	in.a.Bot().Wait()

	// The crash, 20 seconds of downtime, a new bot.
	in.kill(f)
	n := len(f.Calls())
	in2 := startInstance(t, f, path, t0.Add(130*time.Second))
	var status []string
	for _, c := range f.CallsSince(n) {
		if c.Channel == "b1" && (c.Kind == "message" || c.Kind == "edit_message") {
			status = append(status, c.Content)
		}
	}
	if len(status) != 2 || !strings.HasPrefix(status[0], "🎲 **Boggle** goes on after a restart: 50 seconds left.") || status[1] != "⏳ 50 seconds left." {
		t.Errorf("board and status after the restart: %q", status)
	}
	if r := cmd("s1", alice, "rack").Content; r != rackA {
		t.Errorf("alice's rack: %q, was %q", r, rackA)
	}
	if r := cmd("s1", bob, "rack").Content; r != rackB {
		t.Errorf("bob's rack: %q, was %q", r, rackB)
	}
	if r := cmd("s1", bob, "score").Content; r != score {
		t.Errorf("score: %q, was %q", r, score)
	}
	if r := cmd("s1", bob, "board").Content; r != board {
		t.Errorf("board: %q, was %q", r, board)
	}

	// Both games go on.
	say(alice, "cat", "🔁")
	say(bob, "goat", "✅")
	in2.clk.Advance(49 * time.Second)
	in2.a.Bot().Wait()
	if n := countMessages(f, "b1", "Boggle: results"); n != 0 {
		t.Fatalf("%d reports a second early", n)
	}
	in2.clk.Advance(time.Second)
	in2.a.Bot().Wait()
	if countMessages(f, "b1", "Boggle: results") != 1 {
		t.Fatalf("no report at the deadline: %v", f.CallsSince(n))
	}
	h = cmd("s1", alice, "hint")
	if r := click("s1", alice, h.Buttons[0].CustomID); !strings.HasPrefix(r.Content, "alice plays ") {
		t.Fatalf("play after the restart: %+v", r)
	}
	// A game with moves asks to confirm the stop (a private button).
	if r := cmd("s1", alice, "stop"); !r.Ephemeral || len(r.Buttons) != 1 {
		t.Errorf("stop: %+v", r)
	} else if r := click("s1", alice, r.Buttons[0].CustomID); !strings.Contains(r.Content, "Scarabeo** is over") || !strings.Contains(r.Content, "Not rated: a hint was asked during the game.") {
		t.Errorf("stop confirmed: %+v", r)
	}

	// Another crash and restart: the report is not posted again, and the
	// leaderboard holds both games.
	in2.kill(f)
	in3 := startInstance(t, f, path, t0.Add(10*time.Minute))
	time.Sleep(100 * time.Millisecond)
	in3.a.Bot().Wait()
	if got := countMessages(f, "b1", "Boggle: results"); got != 1 {
		t.Errorf("%d reports, want 1", got)
	}
	for _, c := range f.Calls() {
		if c.Kind == "message" && strings.Contains(c.Content, "Boggle: results") &&
			!strings.Contains(c.Content, "**alice**: 1 point\n> CAT 1, ~~CAT~~ 0 (already typed)\n**bob**: 2 points\n> DOG 1, GOAT 1") {
			t.Errorf("report: %q", c.Content)
		}
	}
	lb := cmd("b1", bob, "leaderboard").Content
	for _, want := range []string{"**Boggle**\n1. bob: rating 1662 ±290, 1 win in 1 game, 2 points (best 2), best word DOG (1 point)\n2. alice: rating 1338 ±290, 0 wins in 1 game, 1 point (best 1), best word CAT (1 point)",
		// alice's /hint (before the crash) leaves the game unrated
		// (/settings hints' default): counted, not rated.
		"**Scarabeo**\n1. alice: 1 win in 1 game, "} {
		if !strings.Contains(lb, want) {
			t.Errorf("leaderboard lacks %q:\n%s", want, lb)
		}
	}
	in3.a.Close()
	in3.st.Close()
}
