package bot

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"
)

func reports(out []sent) int {
	n := 0
	for _, s := range out {
		if strings.Contains(s.R.Text, "Boggle: results") {
			n++
		}
	}
	return n
}

// TestRoundEndedWhileDown restarts a bot after its round's deadline: the
// round is closed at once and reported once; bringing back the session as
// it was before the report (a save that failed) does not report it again.
func TestRoundEndedWhileDown(t *testing.T) {
	b, rec, _, st := newTestBot(t)
	results := &MemResults{}
	b.opt.Results = results
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	b.Handle(msg(alice, "cat"))
	rec.take()
	before, _ := st.Load("c1")

	restart := func(after time.Duration) []sent {
		rec2 := &recorder{}
		b2 := New(Options{Clock: NewFakeClock(t0.Add(after)), Seed: 2, Store: st, Results: results, NoImages: true,
			Logger: slog.New(slog.DiscardHandler), Lexicon: testLexicon("CAT", "DOG")}, rec2)
		if err := b2.Resume(); err != nil {
			t.Fatal(err)
		}
		b2.Wait()
		return rec2.take()
	}
	out := restart(5 * time.Minute)
	if len(out) != 2 || out[0].R.Text != "⌛ Time is up!" || reports(out) != 1 || !strings.Contains(out[1].R.Text, "**Alice**: 1 point\n> CAT 1") {
		t.Fatalf("restart after the deadline: %+v", out)
	}
	if out := restart(6 * time.Minute); len(out) != 0 {
		t.Errorf("second restart: %+v", out)
	}
	st.Save("c1", before)
	if out := restart(7 * time.Minute); reports(out) != 0 {
		t.Errorf("stale session reported again: %+v", out)
	}
	if data, _ := st.Load("c1"); strings.Contains(string(data), `"round"`) {
		t.Errorf("the stale round was not cleared: %s", data)
	}
	lb, _ := results.Leaderboard(context.Background(), "g1", "boggle", 0)
	if len(lb) != 1 || lb[0].Played != 1 || lb[0].Total != 1 {
		t.Errorf("results counted: %+v", lb)
	}
}

// failingStore refuses every change.
type failingStore struct{ MemStore }

func (f *failingStore) Commit(Change) ([]Post, error) { return nil, errors.New("disk full") }

type counter map[string]int

func (c counter) Event(k string)             { c["event:"+k]++ }
func (c counter) Reply(k string)             { c["reply:"+k]++ }
func (c counter) Error(k string)             { c["error:"+k]++ }
func (c counter) SessionsActive(n int)       { c["active"] = n }
func (c counter) ReplyLatency(time.Duration) { c["latency"]++ }
func (c counter) QueueDepth(string, int)     {}
func (c counter) PostDropped(string)         {}

// TestShutdownAndMetrics checks what the Observer sees, that a change that
// cannot be saved is not announced, and that Shutdown drops later events
// and stops the timers.
func TestShutdownAndMetrics(t *testing.T) {
	rec := &recorder{}
	clk := NewFakeClock(t0)
	m := counter{}
	b := New(Options{Clock: clk, Seed: 1, Store: &failingStore{}, NoImages: true, Metrics: m,
		Logger: slog.New(slog.DiscardHandler), Lexicon: testLexicon("CAT")}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	if out := rec.take(); len(out) != 1 || !out[0].R.Private || out[0].R.Text != "That could not be saved, so nothing changed: please try again in a moment." {
		t.Errorf("start with a failing store: %+v", out)
	}
	b.Handle(msg(alice, "cat"))
	if out := rec.take(); len(out) != 0 || clk.Pending() != 0 {
		t.Errorf("guess with no round: %+v, %d timers", out, clk.Pending())
	}
	want := counter{"event:command": 1, "event:message": 1, "reply:ephemeral": 1, "error:store": 1, "active": 0, "latency": 1}
	for k, v := range want {
		if m[k] != v {
			t.Errorf("%s = %d, want %d (%v)", k, m[k], v, m)
		}
	}
	b.opt.Store = &MemStore{}
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	if clk.Pending() != 1 {
		t.Errorf("%d timers", clk.Pending())
	}
	b.Shutdown()
	rec.take()
	b.Handle(msg(alice, "cat"))
	clk.Advance(time.Hour)
	b.Wait()
	if out := rec.take(); len(out) != 0 || clk.Pending() != 0 {
		t.Errorf("after Shutdown: %+v, %d timers", out, clk.Pending())
	}
}
