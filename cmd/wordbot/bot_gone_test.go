package main

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store"
)

// Removed from a server, a channel deleted, a server's outage (docs/bot.md,
// "Removed from a server"), through the fake Discord's gateway and a SQLite
// file, across a restart.

// startBoggle starts a Boggle round of minutes in channel of guild.
func startBoggle(t *testing.T, f *fakediscord.Server, guild, channel string, minutes int) {
	t.Helper()
	r := answer(t, f, f.Command(guild, channel, alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: minutes}))
	if !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("boggle in %s: %+v", channel, r)
	}
}

// requests sums the fake's REST requests to channels (answered or not).
func requests(f *fakediscord.Server, channels ...string) int {
	n := 0
	for _, ch := range channels {
		n += f.Requests(ch)
	}
	return n
}

// advance moves the instance's clock on by d, a second at a time, each
// second's timers handled before the next (a timer set by a tick handled
// after one Advance would otherwise wait for the next).
func advance(in instance, d time.Duration) {
	for ; d > 0; d -= time.Second {
		in.clk.Advance(min(d, time.Second))
		in.a.Bot().Wait()
	}
}

// waitFor polls cond for up to 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waiting for %s", what)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// sessionChannels lists the channels with a stored session.
func sessionChannels(t *testing.T, st *store.Store) []string {
	t.Helper()
	chs, err := st.SessionChannels(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	return chs
}

// pendingTo lists the ids of the outbox's pending posts to channel.
func pendingTo(t *testing.T, st *store.Store, channel string) []string {
	t.Helper()
	ps, err := st.Pending(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, p := range ps {
		if p.Channel == channel {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// droppedTo returns the reasons of the posts to channel dropped, by id.
func droppedTo(t *testing.T, st *store.Store, channel string) map[string]string {
	t.Helper()
	ds, err := st.DroppedPosts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, d := range ds {
		if d.Channel == channel {
			out[d.ID] = d.Reason
		}
	}
	return out
}

// leftOver queues a post to channel of guild in the outbox of st, as a
// run that crashed before delivering it would have left it.
func leftOver(t *testing.T, st *store.Store, id, guild, channel string) {
	t.Helper()
	if _, err := st.Commit(context.Background(), store.Change{Channel: "x-" + id, Guild: guild, Delete: true,
		Posts: []store.Post{{ID: id, Channel: channel, Guild: guild, Data: []byte(`{"Text":"` + id + `"}`)}}}); err != nil {
		t.Fatal(err)
	}
}

// TestGuildRemoved: rounds run in g1 (c1, its report failing in the
// outbox with 500s) and g2 (c2), and a Scarabeo lobby waits in g1 (c3);
// a finished round of g1 is on its leaderboard. GUILD_DELETE for g1 (the
// bot removed): c1's and c3's sessions end at once, the report waiting for
// c1 is dropped, and no REST request goes to c1 or c3 from then on; c2's
// round reports at its deadline; g1's leaderboard keeps its result. After
// a restart the mark holds: a post left in the outbox for g1 is dropped,
// not sent. GUILD_CREATE for g1 (the bot added again) clears the mark: a
// round starts in c1 again.
func TestGuildRemoved(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)

	// A finished round in g1 (c4): alice's result.
	startBoggle(t, f, "g1", "c4", 1)
	f.Say("g1", "c4", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no reaction")
	}
	if r := answer(t, f, f.Command("g1", "c4", alice, "stop", "")); r.Content == "" {
		t.Fatalf("stop: %+v", r)
	}
	if _, ok := waitMessage(f, "c4", "Boggle: results"); !ok {
		t.Fatal("no report in c4")
	}
	startBoggle(t, f, "g1", "c1", 1)
	startBoggle(t, f, "g2", "c2", 3)
	if r := answer(t, f, f.Command("g1", "c3", alice, "scarabeo", "new")); len(r.Buttons) == 0 {
		t.Fatalf("lobby: %+v", r)
	}
	// c1's round ends while Discord fails every message: its report waits
	// in the outbox, retried.
	f.Fail("message", 500, 1_000_000)
	advance(in, time.Minute)
	waitFor(t, "c1's report retried from the outbox", func() bool { return f.Injected(500) >= 6 && len(pendingTo(t, in.st, "c1")) == 1 })

	f.Dispatch("GUILD_DELETE", map[string]any{"id": "g1"})
	waitFor(t, "g1's sessions ended and its post dropped", func() bool {
		chs := sessionChannels(t, in.st)
		return !slices.Contains(chs, "c1") && !slices.Contains(chs, "c3") && len(pendingTo(t, in.st, "c1")) == 0
	})
	if chs := sessionChannels(t, in.st); !slices.Contains(chs, "c2") {
		t.Fatalf("c2's session ended too: %q", chs)
	}
	time.Sleep(300 * time.Millisecond) // a request already on its way
	f.ClearFaults()
	gone := requests(f, "c1", "c3", "c4")
	advance(in, 2*time.Minute)
	if _, ok := waitMessage(f, "c2", "Boggle: results"); !ok {
		t.Fatal("no report in c2")
	}
	time.Sleep(time.Second) // the outbox retries every 20-200 ms here
	if n := requests(f, "c1", "c3", "c4") - gone; n != 0 {
		t.Errorf("%d requests to g1's channels after its GUILD_DELETE", n)
	}
	if d := droppedTo(t, in.st, "c1"); len(d) != 1 {
		t.Errorf("dropped posts to c1: %v, want its report", d)
	} else {
		for id, reason := range d {
			if reason != "removed" || !strings.HasPrefix(id, "c1/") {
				t.Errorf("dropped post to c1: %s %q", id, reason)
			}
		}
	}
	if board, err := in.st.Leaderboard(ctx, "g1", "boggle", 10); err != nil || len(board) != 1 || board[0].User != alice.ID {
		t.Errorf("g1's leaderboard: %+v %v", board, err)
	}

	// A crash, a post left for g1 in the outbox, a new bot.
	in.kill(f)
	leftOver(t, in.st, "left-g1", "g1", "c1")
	leftOver(t, in.st, "left-g2", "g2", "c2")
	gone = requests(f, "c1", "c3", "c4")
	in2 := startInstance(t, f, path, t0.Add(4*time.Minute))
	if _, ok := waitMessage(f, "c2", "left-g2"); !ok {
		t.Fatal("g2's left-over post was not sent")
	}
	waitFor(t, "g1's left-over post dropped", func() bool { return droppedTo(t, in2.st, "c1")["left-g1"] == "removed" })
	time.Sleep(500 * time.Millisecond)
	if n := requests(f, "c1", "c3", "c4") - gone; n != 0 {
		t.Errorf("%d requests to g1's channels after the restart", n)
	}

	// Added again.
	f.Dispatch("GUILD_CREATE", map[string]any{"id": "g1", "name": "g1"})
	waitFor(t, "g1's mark cleared", func() bool {
		gs, err := in2.st.GoneMarks(ctx)
		return err == nil && len(gs) == 0
	})
	startBoggle(t, f, "g1", "c1", 1)
	advance(in2, time.Minute)
	if _, ok := waitMessage(f, "c1", "Boggle: results"); !ok {
		t.Fatal("no report in c1 once added again")
	}
}

// TestGuildRemovedBeforeRestart: the bot was marked removed from g1 and
// crashed before its round there ended (the session still stored, its
// report queued): the restarted bot neither resumes the round (no board
// posted again, no report at its deadline) nor sends the post, and the
// session is deleted; g2's round resumes.
func TestGuildRemovedBeforeRestart(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)
	startBoggle(t, f, "g1", "c1", 3)
	startBoggle(t, f, "g2", "c2", 3)
	in.a.Bot().Wait()
	in.kill(f)
	if err := in.st.MarkGone(ctx, store.Gone{Kind: store.GoneGuild, ID: "g1", Guild: "g1", Reason: "removed"}); err != nil {
		t.Fatal(err)
	}
	leftOver(t, in.st, "left-g1", "g1", "c1")
	before := requests(f, "c1")
	in2 := startInstance(t, f, path, t0.Add(time.Minute))
	if _, ok := waitMessage(f, "c2", "goes on after a restart"); !ok {
		t.Fatal("g2's round did not resume")
	}
	waitFor(t, "c1's session deleted", func() bool { return !slices.Contains(sessionChannels(t, in2.st), "c1") })
	advance(in2, 3*time.Minute)
	if _, ok := waitMessage(f, "c2", "Boggle: results"); !ok {
		t.Fatal("no report in c2")
	}
	time.Sleep(500 * time.Millisecond)
	if n := requests(f, "c1") - before; n != 0 {
		t.Errorf("%d requests to c1 after the restart", n)
	}
	if ids := pendingTo(t, in2.st, "c1"); len(ids) != 0 {
		t.Errorf("posts to c1 still pending: %q", ids)
	}
	if d := droppedTo(t, in2.st, "c1"); d["left-g1"] != "removed" {
		t.Errorf("dropped posts to c1: %v", d)
	}
}

// TestChannelDeleted: rounds run in c1 and c2 of g1 and a lobby waits in
// thread t1. CHANNEL_DELETE c1 and THREAD_DELETE t1: their sessions end,
// nothing more goes to them; c2 (same server) reports at its deadline.
// After a restart a post left for c1 is dropped, one for c2 is sent.
func TestChannelDeleted(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)
	startBoggle(t, f, "g1", "c1", 1)
	startBoggle(t, f, "g1", "c2", 1)
	if r := answer(t, f, f.Command("g1", "t1", alice, "scarabeo", "new")); len(r.Buttons) == 0 {
		t.Fatalf("lobby: %+v", r)
	}
	f.Dispatch("CHANNEL_DELETE", map[string]any{"id": "c1", "guild_id": "g1", "type": 0})
	f.Dispatch("THREAD_DELETE", map[string]any{"id": "t1", "guild_id": "g1", "parent_id": "c9", "type": 11})
	waitFor(t, "c1's and t1's sessions ended", func() bool {
		chs := sessionChannels(t, in.st)
		return !slices.Contains(chs, "c1") && !slices.Contains(chs, "t1")
	})
	gone := requests(f, "c1", "t1")
	advance(in, time.Minute)
	if _, ok := waitMessage(f, "c2", "Boggle: results"); !ok {
		t.Fatal("no report in c2")
	}
	time.Sleep(500 * time.Millisecond)
	if n := requests(f, "c1", "t1") - gone; n != 0 {
		t.Errorf("%d requests to the deleted channels", n)
	}

	in.kill(f)
	leftOver(t, in.st, "left-c1", "g1", "c1")
	leftOver(t, in.st, "left-c2", "g1", "c2")
	in2 := startInstance(t, f, path, t0.Add(2*time.Minute))
	if _, ok := waitMessage(f, "c2", "left-c2"); !ok {
		t.Fatal("c2's left-over post was not sent")
	}
	waitFor(t, "c1's left-over post dropped", func() bool { return droppedTo(t, in2.st, "c1")["left-c1"] == "deleted" })
	if n := requests(f, "c1", "t1") - gone; n != 0 {
		t.Errorf("%d requests to the deleted channels after the restart", n)
	}
}

// TestGuildOutage: a round runs in g1 when g1 goes unavailable
// (GUILD_DELETE with unavailable true) and its deadline passes during the
// outage: the session is kept and nothing is posted; when g1's
// GUILD_CREATE comes back the round ends and is reported, exactly once.
func TestGuildOutage(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)
	startBoggle(t, f, "g1", "c1", 1)
	f.Say("g1", "c1", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no reaction")
	}
	f.Dispatch("GUILD_DELETE", map[string]any{"id": "g1", "unavailable": true})
	// The gateway's events are handled in order: once a later command is
	// answered, the outage is known.
	answer(t, f, f.Command("g2", "c2", bob, "help", ""))
	advance(in, 2*time.Minute)
	in.a.Bot().Wait()
	time.Sleep(300 * time.Millisecond)
	if n := countMessages(f, "c1", "Boggle: results"); n != 0 {
		t.Fatalf("%d reports during the outage", n)
	}
	if chs := sessionChannels(t, in.st); !slices.Contains(chs, "c1") {
		t.Fatalf("c1's session was not kept: %q", chs)
	}
	f.Dispatch("GUILD_CREATE", map[string]any{"id": "g1", "name": "g1"})
	r, ok := waitMessage(f, "c1", "Boggle: results")
	if !ok {
		t.Fatal("no report after the outage")
	}
	if !strings.Contains(r.Content, "**alice**: 1 point") {
		t.Errorf("report: %q", r.Content)
	}
	f.Dispatch("GUILD_CREATE", map[string]any{"id": "g1", "name": "g1"}) // again, as after a reconnection
	answer(t, f, f.Command("g2", "c2", bob, "help", ""))
	in.a.Bot().Wait()
	time.Sleep(500 * time.Millisecond)
	if n := countMessages(f, "c1", "Boggle: results"); n != 1 {
		t.Errorf("%d reports, want 1", n)
	}
}
