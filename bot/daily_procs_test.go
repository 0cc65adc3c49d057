package bot

import (
	"context"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/wordbot/wordbot/store"
	"github.com/wordbot/wordbot/store/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// storeOutbox is a real store's view for the bot (store.Channels: sessions,
// outbox, a finished daily play committed with its channel line), as
// cmd/wordbot passes it; before, when set, runs once before the next
// commit (the other process acting in between).
type storeOutbox struct {
	store.Channels
	mu     sync.Mutex
	before func()
}

func (s *storeOutbox) Commit(c Change) ([]Post, error) {
	s.mu.Lock()
	f := s.before
	s.before = nil
	s.mu.Unlock()
	if f != nil {
		f()
	}
	return s.Channels.Commit(c)
}

// hookedDaily is a DailyStore whose next SaveDaily first runs before.
type hookedDaily struct {
	DailyStore
	mu     sync.Mutex
	before func()
}

func (h *hookedDaily) SaveDaily(ctx context.Context, p DailyPlay) error {
	h.mu.Lock()
	f := h.before
	h.before = nil
	h.mu.Unlock()
	if f != nil {
		f()
	}
	return h.DailyStore.SaveDaily(ctx, p)
}

// TestDailyTwoProcesses: two bots (two processes, each with its own lock)
// on one database, one player in a server of each. Each time the second
// bot has read the play, the first one saves it before the second saves:
// the play is started once, a word sent in each is kept (not lost to the
// other's save), and of two Scarabeo moves the first saved is the one
// move: the second bot answers with that result and posts no line.
func TestDailyTwoProcesses(t *testing.T) {
	for _, backend := range []string{"sqlite", "postgres"} {
		t.Run(backend, func(t *testing.T) {
			var open func() store.Backend
			if backend == "sqlite" {
				path := filepath.Join(t.TempDir(), store.FileName)
				open = func() store.Backend {
					st, err := store.Open(path)
					if err != nil {
						t.Fatal(err)
					}
					t.Cleanup(func() { st.Close() })
					return st
				}
			} else {
				u := pgtest.DB(t)
				open = func() store.Backend {
					st, err := store.OpenPostgres(context.Background(), u)
					if err != nil {
						t.Fatal(err)
					}
					t.Cleanup(func() { st.Close() })
					return st
				}
			}
			dailyTwoProcesses(t, open)
		})
	}
}

func dailyTwoProcesses(t *testing.T, open func() store.Backend) {
	ctx := context.Background()
	clk := NewFakeClock(t0)
	day := dayOf(t0)
	mk := func(daily func(store.Backend) DailyStore) (*Bot, *recorder, *storeOutbox, store.Backend) {
		st := open()
		ob := &storeOutbox{Channels: store.Channels{S: st}}
		rec := &recorder{}
		b := New(Options{Clock: clk, Seed: 1, Store: ob, Results: st, Daily: daily(st), NoImages: true,
			Logger: slog.New(slog.DiscardHandler), DailySeed: "secret"}, rec)
		t.Cleanup(func() { b.Shutdown() })
		return b, rec, ob, st
	}
	a, recA, _, st := mk(func(s store.Backend) DailyStore { return s })
	hook := &hookedDaily{}
	b, recB, _, _ := mk(func(s store.Backend) DailyStore { hook.DailyStore = s; return hook })
	bc, recC, obC, _ := mk(func(s store.Backend) DailyStore { return s }) // commits its finishes with their line

	// Boggle: started once, in a's server; b shows the same play.
	a.Handle(dailyCmd(alice, "g1", "c1", "boggle"))
	b.Handle(dailyCmd(alice, "g2", "c2", "boggle"))
	if outA, outB := recA.take(), recB.take(); len(outA) != 1 || len(outB) != 1 || boardOf(t, outA[0].R.Text) != boardOf(t, outB[0].R.Text) {
		t.Fatalf("starts: %+v\n%+v", outA, outB)
	}
	if ps, err := st.DailyPlays(ctx, day, "boggle", "", 0); err != nil || len(ps) != 1 || ps[0].Guild != "g1" {
		t.Fatalf("plays: %+v, %v; want one, from g1", ps, err)
	}
	p, err := a.puzzle(Boggle, day)
	if err != nil || len(p.words) < 2 {
		t.Fatalf("puzzle: %v, %d words", err, len(p.words))
	}
	w1, w2 := p.words[0].Word, p.words[1].Word
	// b reads the play, a saves a word, then b saves its word.
	hook.before = func() {
		a.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: w1, User: alice, Channel: "c1", Guild: "g1"})
	}
	b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: w2, User: alice, Channel: "c2", Guild: "g2"})
	recA.take()
	if out := recB.take(); len(out) != 1 || !strings.HasPrefix(out[0].R.Text, "✅ "+w2) {
		t.Errorf("b's word: %+v", out)
	}
	if got, _, err := st.DailyPlay(ctx, day, "boggle", alice.ID); err != nil || !slices.Equal(got.Words, []string{w1, w2}) || got.Score != p.words[0].Points+p.words[1].Points {
		t.Errorf("words kept %v (score %d), %v; want %s and %s", got.Words, got.Score, err, w1, w2)
	}

	// Done in both: b (saving through SaveDaily) reads the play, a
	// finishes it, then b's finish is refused: b answers a's result.
	hook.before = func() {
		a.Handle(&Press{CustomID: "dailydone:boggle:" + day, User: alice, Channel: "c1", Guild: "g1"})
	}
	b.Handle(&Press{CustomID: "dailydone:boggle:" + day, User: alice, Channel: "c2", Guild: "g2"})
	if out := recA.take(); len(out) != 2 || !strings.Contains(out[1].R.Text, "finished the daily Boggle") {
		t.Errorf("a's Done: %+v", out)
	}
	if out := recB.take(); len(out) != 1 || !out[0].R.Private || !strings.HasPrefix(out[0].R.Text, "🏁 Your daily Boggle") {
		t.Errorf("b's Done after a's: %+v; want the result alone", out)
	}

	// Scarabeo: c (committing its finish with the line) reads the play,
	// a plays the best move and finishes, then c's move is refused.
	sp, err := a.puzzle(Scarabeo, day)
	if err != nil {
		t.Fatal(err)
	}
	g, err := sp.position.Game()
	if err != nil {
		t.Fatal(err)
	}
	moves, err := g.Hint(sp.seat, 10)
	if err != nil || len(moves) < 2 {
		t.Fatalf("moves: %v, %v", moves, err)
	}
	best, other := moves[0], moves[len(moves)-1]
	a.Handle(dailyCmd(alice, "g1", "c1", "scarabeo"))
	recA.take()
	obC.before = func() {
		a.Handle(&Submit{CustomID: "dailymove:scarabeo:" + day, Text: best.Word + " " + best.Pos(), User: alice, Channel: "c1", Guild: "g1"})
	}
	bc.Handle(&Submit{CustomID: "dailymove:scarabeo:" + day, Text: other.Word + " " + other.Pos(), User: alice, Channel: "c3", Guild: "g3"})
	outA, outC := recA.take(), recC.take()
	if len(outA) != 2 || !strings.Contains(outA[1].R.Text, "played the daily Scarabeo: "+pts(best.Score)) {
		t.Errorf("a's move: %+v", outA)
	}
	if len(outC) != 1 || !outC[0].R.Private || !strings.Contains(outC[0].R.Text, best.Word+" "+best.Pos()+" ("+pts(best.Score)+")") {
		t.Errorf("c's move after a's: %+v; want a's result, %s %s, and no line", outC, best.Word, best.Pos())
	}
	if got, _, err := st.DailyPlay(ctx, day, "scarabeo", alice.ID); err != nil || !got.Finished || got.Score != best.Score || !slices.Equal(got.Words, []string{best.Word + " " + best.Pos()}) {
		t.Errorf("stored %+v, %v; want the first move, %s %s", got, err, best.Word, best.Pos())
	}
	if ps, err := st.Pending(ctx); err != nil || len(ps) > 1 {
		t.Errorf("lines: %+v, %v; want at most one", ps, err)
	}
}
