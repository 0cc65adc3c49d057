package main

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/store"
	"github.com/wordbot/wordbot/store/pgtest"
)

// recSink records the replies a bot sends.
type recSink struct {
	mu      sync.Mutex
	replies []bot.Reply
}

func (r *recSink) Send(_ bot.Target, rs []bot.Reply) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.replies = append(r.replies, rs...)
}

func (r *recSink) take() []bot.Reply {
	r.mu.Lock()
	defer r.mu.Unlock()
	out := r.replies
	r.replies = nil
	return out
}

// staleBots runs two bots (as two processes would) on one database:
// opened by open once per bot.
func staleBots(t *testing.T, open func() store.Backend) {
	t.Helper()
	now := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC)
	mk := func(logs *bytes.Buffer) (*bot.Bot, *recSink) {
		st := open()
		sink := &recSink{}
		var h slog.Handler = slog.DiscardHandler
		if logs != nil {
			h = slog.NewTextHandler(logs, nil)
		}
		b := bot.New(bot.Options{Clock: bot.NewFakeClock(now), Seed: 7, NoImages: true, Store: store.Channels{S: st}, Results: st,
			Logger: slog.New(h)}, sink)
		t.Cleanup(func() { b.Shutdown() })
		return b, sink
	}
	var logsA bytes.Buffer
	a, sinkA := mk(&logsA)
	b, sinkB := mk(nil)
	alice := bot.User{ID: "u1", Name: "alice"}
	a.Handle(&bot.Command{Name: "boggle", Sub: "start", Options: map[string]string{"board": "CATS DOGE XXXX XXXX", "minutes": "1"},
		User: alice, Channel: "c1", Guild: "g1"})
	a.Handle(&bot.Message{ID: "m1", Text: "cat", User: alice, Channel: "c1", Guild: "g1"})
	if r := sinkA.take(); len(r) < 2 {
		t.Fatalf("a's replies: %+v", r)
	}
	// b takes the channel over (its owner now) and stops the round.
	b.Handle(&bot.Command{Name: "stop", User: alice, Channel: "c1", Guild: "g1"})
	b.Wait()
	if r := sinkB.take(); len(r) == 0 {
		t.Fatal("b did not answer /stop")
	}
	// a still holds the round in memory: its guess is not stored, not
	// answered, and a forgets the session.
	a.Handle(&bot.Message{ID: "m2", Text: "dog", User: alice, Channel: "c1", Guild: "g1"})
	a.Handle(&bot.Message{ID: "m3", Text: "dogs", User: alice, Channel: "c1", Guild: "g1"})
	if r := sinkA.take(); len(r) != 0 {
		t.Errorf("a answered in a channel it lost: %+v", r)
	}
	if n := strings.Count(logsA.String(), "belongs to another process"); n != 1 {
		t.Errorf("a logged the loss %d times, want 1:\n%s", n, logsA.String())
	}
	// The round b stopped stays stopped: one result, counted once.
	st := open()
	if _, err := st.LoadSession(context.Background(), "c1"); err == nil {
		se, _ := st.LoadSession(context.Background(), "c1")
		if bytes.Contains(se.Data, []byte(`"round"`)) {
			t.Errorf("the stale process brought the round back: %s", se.Data)
		}
	}
	lb, err := st.Leaderboard(context.Background(), "g1", "boggle", 0)
	if err != nil || len(lb) != 1 || lb[0].Played != 1 {
		t.Errorf("leaderboard: %+v %v, want alice once", lb, err)
	}
}

// TestStaleSessionDropped: on SQLite (two handles of one file in one
// process, as two owners in turn would be).
func TestStaleSessionDropped(t *testing.T) {
	p := filepath.Join(t.TempDir(), "wordbot.db")
	staleBots(t, func() store.Backend {
		st, err := store.Open(p)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

// TestPostgresStaleSessionDropped: the same on PostgreSQL, two stores as
// two processes would have.
func TestPostgresStaleSessionDropped(t *testing.T) {
	u := pgtest.DB(t)
	staleBots(t, func() store.Backend {
		st, err := store.OpenPostgres(context.Background(), u)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

// TestPostgresBotInTerminal: store.url (WORDBOT_STORE_URL) puts the bot on
// PostgreSQL: a round played in the terminal is recorded there, and a
// restarted bot shows it on the leaderboard.
func TestPostgresBotInTerminal(t *testing.T) {
	u := pgtest.DB(t)
	dir := t.TempDir()
	botEnv(t, dir, "")
	t.Setenv("WORDBOT_STORE_URL", u)
	in := strings.NewReader("/boggle start board:CATS DOGE XXXX XXXX minutes:1\ncat\ndog\n/stop\n/quit\n")
	var out, errb bytes.Buffer
	if code := run(nil, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Boggle: results") {
		t.Fatalf("no results:\n%s", out.String())
	}
	if _, err := os.Stat(filepath.Join(dir, store.FileName)); err == nil {
		t.Error("a SQLite file was created beside PostgreSQL")
	}
	st, err := store.OpenPostgres(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	lb, err := st.Leaderboard(context.Background(), "local", "boggle", 0)
	if err != nil || len(lb) != 1 || lb[0].Played != 1 || lb[0].Total != 2 {
		t.Errorf("leaderboard on PostgreSQL: %+v %v\n%s", lb, err, out.String())
	}
	t.Setenv("WORDBOT_STORE_URL", "mysql://x")
	errb.Reset()
	if code := run(nil, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), "not a PostgreSQL URL") {
		t.Errorf("bad store.url: exit %d, %s", code, errb.String())
	}
}
