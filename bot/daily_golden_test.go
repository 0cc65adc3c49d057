package bot

import (
	"context"
	"crypto/sha256"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"testing"
	"time"
)

var updateDaily = flag.Bool("update-daily", false, "rewrite games/daily/testdata/golden.txt from the bot's puzzles")

// dailyGoldenFile holds the puzzles of a few games, languages and days
// under the seed "golden"; games/daily's tests read it too.
const dailyGoldenFile = "../games/daily/testdata/golden.txt"

// dailyGoldenCases are the (game, language, day) of the golden file.
var dailyGoldenCases = []struct {
	kind Kind
	lang string
	day  string
}{
	{Boggle, "en", "2026-01-01"}, {Boggle, "en", "2026-12-06"}, {Boggle, "es", "2026-12-06"}, {Boggle, "de", "2027-02-28"},
	{Ruzzle, "en", "2026-01-01"}, {Ruzzle, "en", "2026-12-06"}, {Ruzzle, "de", "2026-12-06"}, {Ruzzle, "pt", "2027-02-28"},
	{Scarabeo, "it", "2026-01-01"}, {Scarabeo, "it", "2026-12-06"},
}

// dailyGoldenLine writes a puzzle as the golden file has it: the board
// (letters, bonus squares), how many words and the maximum, the best word;
// Scarabeo's seat, best move and a digest of the position.
func dailyGoldenLine(kind Kind, lang, day string, p *dailyPuzzle) string {
	s := fmt.Sprintf("%s %s %s:", kind, lang, day)
	if p.round != nil {
		s += fmt.Sprintf(" letters=%s bonuses=%q words=%d max=%d best=%s/%d", p.round.Letters, p.round.Bonuses, len(p.words), p.max, p.words[0].Word, p.words[0].Points)
	} else {
		s += fmt.Sprintf(" seat=%d best=%s/%s/%d max=%d position=%x", p.seat, p.best.Word, p.best.Pos(), p.best.Score, p.max, sha256.Sum256(p.position.State))
	}
	return s
}

// TestDailyGolden: the day's puzzles are the ones players saw before the
// puzzle moved into games/daily (docs/bot.md, Daily puzzle): a deploy must
// not change today's puzzle.
func TestDailyGolden(t *testing.T) {
	var lines []string
	for _, c := range dailyGoldenCases {
		b := New(Options{NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "golden",
			BoggleLang: c.lang, RuzzleLang: c.lang, ScarabeoLang: c.lang}, &recorder{})
		p, err := b.puzzle(c.kind, c.day)
		if err != nil {
			t.Fatalf("%s %s %s: %v", c.kind, c.lang, c.day, err)
		}
		lines = append(lines, dailyGoldenLine(c.kind, c.lang, c.day, p))
	}
	got := strings.Join(lines, "\n") + "\n"
	if *updateDaily {
		if err := os.WriteFile(dailyGoldenFile, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(dailyGoldenFile)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("the daily puzzles changed:\n%s\nwant:\n%s", got, want)
	}
}

// TestDailyRegistry: every game whose registry entry has a daily derives
// its own puzzle with a view, and they are the games /daily offers, in its
// order.
func TestDailyRegistry(t *testing.T) {
	if got := fmt.Sprint(dailyGames); got != "[boggle ruzzle scarabeo]" {
		t.Errorf("daily games %s", got)
	}
	b := New(Options{NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "golden"}, &recorder{})
	for _, k := range dailyGames {
		p, err := b.puzzle(k, "2026-12-06")
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		timed := p.limit > 0
		if p.kind != k || p.view == nil || p.max <= 0 || timed != (p.board != nil) || timed == (p.position != nil) {
			t.Errorf("%s: kind %s, view %T, max %d, limit %v, board %v, position %v", k, p.kind, p.view, p.max, p.limit, p.board != nil, p.position != nil)
		}
	}
	if _, err := b.puzzle(Upwords, "2026-12-06"); err == nil || err.Error() != "no daily upwords" {
		t.Errorf("an Upwords daily: %v", err)
	}
}

// TestDailyResumeUntimed: a Scarabeo play (no time limit) still going at a
// restart gets no timer: it is not ended, and the channel gets no line,
// however long the player takes.
func TestDailyResumeUntimed(t *testing.T) {
	clk := NewFakeClock(t0)
	st := &MemDaily{}
	b1 := New(Options{Clock: clk, Seed: 1, Daily: st, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "s"}, &recorder{})
	b1.Handle(dailyCmd(alice, "g1", "c1", "scarabeo"))
	b1.Shutdown()
	rec := &recorder{}
	b2 := New(Options{Clock: clk, Seed: 1, Daily: st, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "s"}, rec)
	if err := b2.Resume(); err != nil {
		t.Fatal(err)
	}
	clk.Advance(time.Hour)
	b2.Wait()
	if out := rec.take(); len(out) != 0 {
		t.Fatalf("a Scarabeo play ended by the restart: %+v", out)
	}
	if pl, ok, _ := st.DailyPlay(context.Background(), dayOf(t0), "scarabeo", alice.ID); !ok || pl.Finished || !pl.Deadline.IsZero() {
		t.Errorf("the play: %+v, %v", pl, ok)
	}
}
