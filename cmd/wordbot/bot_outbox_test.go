package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store"
)

// stop abandons the instance without posting anything more: its timers and
// its outbox sender stop (what is pending stays in the database, as after a
// crash) and its gateway drops.
func (in instance) stop(f *fakediscord.Server) {
	in.a.Bot().Shutdown()
	f.DropConnections()
}

// roundOn starts a one-minute Boggle round in b1 on a known board, with a
// guess by alice, and returns the round's id.
func roundOn(t *testing.T, f *fakediscord.Server, in instance) string {
	t.Helper()
	if r := answer(t, f, f.Command("g1", "b1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 1})); !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("start: %+v", r)
	}
	n := f.Count("reaction")
	f.Say("g1", "b1", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", n+1) {
		t.Fatal("no reaction")
	}
	in.a.Bot().Wait()
	se, err := in.st.LoadSession(context.Background(), "b1")
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Round struct {
			ID string `json:"id"`
		} `json:"round"`
	}
	if err := json.Unmarshal(se.Data, &s); err != nil || s.Round.ID == "" {
		t.Fatalf("session %s: %v", se.Data, err)
	}
	return s.Round.ID
}

// waitReports waits up to 10 s for want reports in b1 and returns how many
// there are a moment later.
func waitReports(f *fakediscord.Server, want int) int {
	f.Wait(10*time.Second, func(cs []fakediscord.Call) bool {
		n := 0
		for _, c := range cs {
			if c.Kind == "message" && c.Channel == "b1" && strings.Contains(c.Content, "Boggle: results") {
				n++
			}
		}
		return n >= want
	})
	time.Sleep(300 * time.Millisecond)
	return countMessages(f, "b1", "Boggle: results")
}

// TestReportAfterRestart: Discord fails every post of the report (the
// retries are exhausted again and again), the bot dies; the new bot posts
// the report from the outbox, once, and the leaderboard counts the round
// once.
func TestReportAfterRestart(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)
	roundOn(t, f, in)
	f.Fail("message", 500, 1000)
	in.clk.Advance(time.Minute)
	in.a.Bot().Wait()
	for deadline, i := time.Now().Add(10*time.Second), 0; f.Injected(500) < 8 && time.Now().Before(deadline); i++ {
		time.Sleep(10 * time.Millisecond)
		if i%50 == 49 && f.Injected(500) == 0 {
			// Under load the round's timer may be set after the clock
			// moved: move it on so the round ends.
			in.clk.Advance(time.Second)
		}
	}
	if got := f.Injected(500); got < 8 {
		t.Fatalf("only %d failed posts", got)
	}
	in.stop(f)
	if p, _ := in.st.Pending(context.Background()); len(p) != 1 || !strings.HasSuffix(p[0].ID, "/report") {
		t.Fatalf("outbox before the restart: %+v", p)
	}
	if countMessages(f, "b1", "Boggle: results") != 0 {
		t.Fatal("a report got through the faults")
	}
	f.ClearFaults()
	in2 := startInstance(t, f, path, t0.Add(2*time.Minute))
	if got := waitReports(f, 1); got != 1 {
		t.Errorf("%d reports after the restart, want 1", got)
	}
	if p, _ := in2.st.Pending(context.Background()); len(p) != 0 {
		t.Errorf("outbox after the post: %+v", p)
	}
	lb, _ := in2.st.Leaderboard(context.Background(), "g1", "boggle", 0)
	if len(lb) != 1 || lb[0].Played != 1 || lb[0].Total != 1 {
		t.Errorf("leaderboard: %+v", lb)
	}
	in2.a.Close()
}

// TestFailedSaveAtRoundEnd: the database refuses the end of the round (a
// failure between the result and the post); nothing of it is kept, the end
// is tried again, and once the database works the report is posted once
// and the result counted once. Then the same with a restart in between.
func TestFailedSaveAtRoundEnd(t *testing.T) {
	t.Parallel()
	for _, restart := range []bool{false, true} {
		f := fakediscord.New()
		path := filepath.Join(t.TempDir(), "wordbot.db")
		t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
		in := startInstance(t, f, path, t0)
		roundOn(t, f, in)
		rawExecMain(t, path, "CREATE TRIGGER no_post BEFORE INSERT ON outbox BEGIN SELECT RAISE(FAIL, 'disk trouble'); END")
		in.clk.Advance(time.Minute)
		in.a.Bot().Wait()
		in.clk.Advance(2 * time.Second) // a retry, failing too
		in.a.Bot().Wait()
		ctx := context.Background()
		if lb, _ := in.st.Leaderboard(ctx, "g1", "boggle", 0); len(lb) != 0 {
			t.Fatalf("result kept by a failed end: %+v", lb)
		}
		if countMessages(f, "b1", "Boggle: results") != 0 {
			t.Fatal("report posted without being saved")
		}
		rawExecMain(t, path, "DROP TRIGGER no_post")
		st := in.st
		if restart {
			in.stop(f)
			in = startInstance(t, f, path, t0.Add(5*time.Minute))
			st = in.st
		} else {
			in.clk.Advance(2 * time.Second)
			in.a.Bot().Wait()
		}
		if got := waitReports(f, 1); got != 1 {
			t.Errorf("restart %v: %d reports, want 1", restart, got)
		}
		if lb, _ := st.Leaderboard(ctx, "g1", "boggle", 0); len(lb) != 1 || lb[0].Played != 1 {
			t.Errorf("restart %v: leaderboard %+v", restart, lb)
		}
		if _, err := st.LoadSession(ctx, "b1"); err != nil {
			t.Errorf("restart %v: %v", restart, err)
		} else if se, _ := st.LoadSession(ctx, "b1"); strings.Contains(string(se.Data), `"round"`) {
			t.Errorf("restart %v: the round is still in the session", restart)
		}
		in.a.Close()
		f.Close()
	}
}

// TestRestartAfterOldMark starts on a database left by the wordbot before
// the outbox, which recorded a round's result and marked its report, then
// died before clearing the session: the new bot closes the round without
// posting the report again, and counts the result once.
func TestRestartAfterOldMark(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)
	id := roundOn(t, f, in)
	in.stop(f)
	ctx := context.Background()
	if err := in.st.RecordResult(ctx, store.Result{ID: id, Guild: "g1", Game: "boggle",
		Players: []store.PlayerResult{{User: alice.ID, Name: alice.Name, Score: 1, Won: true}}}); err != nil {
		t.Fatal(err)
	}
	if first, err := in.st.MarkReported(ctx, id); err != nil || !first {
		t.Fatal(first, err)
	}
	in2 := startInstance(t, f, path, t0.Add(2*time.Minute))
	in2.a.Bot().Wait()
	time.Sleep(500 * time.Millisecond) // time for a wrong post
	if got := countMessages(f, "b1", "Boggle: results"); got != 0 {
		t.Errorf("%d reports of a round marked reported", got)
	}
	if se, err := in2.st.LoadSession(ctx, "b1"); err != nil || strings.Contains(string(se.Data), `"round"`) {
		t.Errorf("session: %s, %v", se.Data, err)
	}
	if lb, _ := in2.st.Leaderboard(ctx, "g1", "boggle", 0); len(lb) != 1 || lb[0].Played != 1 {
		t.Errorf("leaderboard: %+v", lb)
	}
	in2.a.Close()
}

// rawExecMain runs statements on the database at path with a connection of
// its own, as another program would.
func rawExecMain(t *testing.T, path string, stmts ...string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	for _, q := range stmts {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
}

// storedGuesses returns the guesses stored for channel's round, by user id,
// as one string each: those in the session and those appended since it was
// saved.
func storedGuesses(t *testing.T, st *store.Store, channel string) map[string]string {
	t.Helper()
	ctx := context.Background()
	se, err := st.LoadSession(ctx, channel)
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Round *struct {
			Guesses map[string]string `json:"guesses"`
		} `json:"round"`
	}
	if err := json.Unmarshal(se.Data, &s); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	if s.Round != nil {
		for u, g := range s.Round.Guesses {
			out[u] = g
		}
	}
	recs, err := st.Appends(ctx, channel)
	if err != nil {
		t.Fatal(err)
	}
	for _, rec := range recs {
		var g struct {
			User    string `json:"u"`
			Word    string `json:"w"`
			Private bool   `json:"p"`
		}
		if err := json.Unmarshal(rec, &g); err != nil {
			t.Fatal(err)
		}
		w := g.Word
		if g.Private {
			w = "!" + w
		}
		if out[g.User] != "" {
			w = " " + w
		}
		out[g.User] += w
	}
	return out
}

// TestDailyLineAfterRestart: a player finishes the daily Boggle while
// Discord fails every post; the play and its spoiler-free channel line were
// committed together, so after the bot dies the line waits in the outbox,
// and the new bot posts it once.
func TestDailyLineAfterRestart(t *testing.T) {
	f := fakediscord.New()
	defer f.Close()
	path := filepath.Join(t.TempDir(), "wordbot.db")
	t0 := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	in := startInstance(t, f, path, t0)
	r := answer(t, f, f.Command("g1", "d1", alice, "daily", "boggle"))
	done := ""
	for _, b := range r.Buttons {
		if b.Label == "Done" {
			done = b.CustomID
		}
	}
	if !r.Ephemeral || done == "" {
		t.Fatalf("/daily boggle: %+v", r)
	}
	f.Fail("message", 500, 1000)
	if r := answer(t, f, f.Click("g1", "d1", "m1", alice, done)); !strings.Contains(r.Content, "Your daily Boggle of 2026-03-01: 0 points, 0 words, 0% of the maximum") || !strings.Contains(r.Content, "streak 1 day.") {
		t.Fatalf("done: %+v", r)
	}
	for deadline := time.Now().Add(10 * time.Second); f.Injected(500) < 8 && time.Now().Before(deadline); {
		time.Sleep(10 * time.Millisecond)
	}
	if got := f.Injected(500); got < 8 {
		t.Fatalf("only %d failed posts", got)
	}
	in.stop(f)
	line := "finished the daily Boggle: 0 points, 0 words, 0% of the maximum; streak 1 day."
	if countMessages(f, "d1", line) != 0 {
		t.Fatal("the line got through the faults")
	}
	if p, _ := in.st.Pending(context.Background()); len(p) != 1 || p[0].ID != "daily/2026-03-01/boggle/"+alice.ID {
		t.Fatalf("outbox before the restart: %+v", p)
	}
	if p, ok, err := in.st.DailyPlay(context.Background(), "2026-03-01", "boggle", alice.ID); err != nil || !ok || !p.Finished {
		t.Fatalf("play before the restart: %+v, %v, %v", p, ok, err)
	}
	f.ClearFaults()
	in2 := startInstance(t, f, path, t0.Add(time.Minute))
	f.Wait(10*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs {
			if c.Kind == "message" && c.Channel == "d1" && strings.Contains(c.Content, line) {
				return true
			}
		}
		return false
	})
	time.Sleep(300 * time.Millisecond)
	if got := countMessages(f, "d1", line); got != 1 {
		for _, c := range f.Calls() {
			if c.Channel == "d1" {
				t.Logf("%s %q", c.Kind, c.Content)
			}
		}
		t.Errorf("%d lines after the restart, want 1", got)
	}
	if p, _ := in2.st.Pending(context.Background()); len(p) != 0 {
		t.Errorf("outbox after the post: %+v", p)
	}
	in2.a.Close()
}
