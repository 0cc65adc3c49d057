package bot

import (
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

func TestRuzzleRound(t *testing.T) {
	rec := &recorder{}
	clk := NewFakeClock(t0)
	b := New(Options{Clock: clk, Seed: 4, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
	b.Handle(cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1", "lang", "it"))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "**Ruzzle** 4x4 (it): 1 minute, words of 2+ letters.") || !strings.Contains(out[0].R.Text, "\nBonuses: d double letter, t triple letter, D double word, T triple word, . none\n```") {
		t.Fatalf("start: %+v", out)
	}
	s, _ := b.session("c1")
	lex, err := lexicon.Embedded("it")
	if err != nil {
		t.Fatal(err)
	}
	all := s.Round.ruzzle.RuzzleBoard().Solve(lex, 2)
	if len(all) < 3 {
		t.Fatalf("only %d words", len(all))
	}
	best := boggle.Word{Word: all[0].Word, Points: all[0].Score}
	for _, w := range all {
		if w.Score > best.Points {
			best = boggle.Word{Word: w.Word, Points: w.Score}
		}
	}
	b.Handle(msg(alice, strings.ToLower(best.Word)))
	if out = rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("guess %s: %+v", best.Word, out)
	}
	b.Handle(msg(bob, best.Word))
	if out = rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("guess by bob: %+v", out)
	}
	clk.Advance(time.Minute)
	b.Wait()
	out = rec.take()
	rep := out[len(out)-1].R.Text
	// Ruzzle does not cancel words found by two players.
	want := fmt.Sprintf("**Alice**: %s\n> %s %d\n**Bob**: %s\n> %s %d\n", pts(best.Points), best.Word, best.Points, pts(best.Points), best.Word, best.Points)
	if !strings.Contains(rep, want) || !strings.Contains(rep, "🏆 Tie between Alice and Bob with ") {
		t.Errorf("report:\n%s\nwant:\n%s", rep, want)
	}
	// The score is the engine's: letter values, bonuses and +5 per letter beyond 4.
	if best.Points < len(best.Word) {
		t.Errorf("%s scores %d", best.Word, best.Points)
	}
}

func pts(n int) string {
	if n == 1 {
		return "1 point"
	}
	return fmt.Sprintf("%d points", n)
}

func TestPanicIsContained(t *testing.T) {
	rec := &recorder{}
	st := &MemStore{}
	calls := 0
	lex := testLexicon("CAT")
	b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: st, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: func(l string) (*lexicon.DAWG, error) {
			calls++
			if calls == 1 {
				panic("boom")
			}
			return lex(l)
		}}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard)) // the lexicon panics
	if out := rec.take(); len(out) != 1 || out[0].R.Text != "Internal error." || !out[0].R.Private {
		t.Errorf("panic: %+v", out)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	rec.take()
	b.Handle(msg(alice, "cat"))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("after the panic: %+v", out)
	}
}

// TestRestart checks that a new bot on the same store resumes a round and
// closes it on time.
func TestRestart(t *testing.T) {
	b, rec, clk, st := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	b.Handle(msg(alice, "cat"))
	rec.take()
	b.Shutdown() // the first process ends
	rec2 := &recorder{}
	b2 := New(Options{Clock: clk, Seed: 2, Store: st, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")}, rec2)
	if err := b2.Resume(); err != nil {
		t.Fatal(err)
	}
	b2.Wait()
	// The board again (issue 13 item 6), then the status with the time left.
	if out := rec2.take(); len(out) != 2 || !strings.HasPrefix(out[0].R.Text, "🎲 **Boggle** goes on after a restart: 1 minute left.") ||
		!strings.Contains(out[0].R.Text, "C A T S\nD O G E") || len(out[0].R.Buttons) != 1 ||
		out[1].R.Edit != "status" || out[1].R.Text != "⏳ 1 minute left." {
		t.Errorf("board and status after restart: %+v", out)
	}
	b2.Handle(msg(bob, "dog"))
	if out := rec2.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("after restart: %+v", out)
	}
	clk.Advance(time.Minute)
	b2.Wait()
	out := rec2.take()
	if len(out) != 2 || !strings.Contains(out[1].R.Text, "**Alice**: 1 point\n> CAT 1\n**Bob**: 1 point\n> DOG 1") {
		t.Errorf("report after restart: %+v", out)
	}
}

func TestBoggleOptions(t *testing.T) {
	rec := &recorder{}
	clk := NewFakeClock(t0)
	b := New(Options{Clock: clk, Seed: 1, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CAT", "CATS", "GOAT", "GOATS"), BoggleScoring: "linear", BoggleMinLetters: 4, BoggleVictoryPoints: 50}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", "CATS DOGE XXXX XXXX", "minutes", "1"))
	out := rec.take()
	if !strings.Contains(out[0].R.Text, "words of 4+ letters. Words in English (SCOWL). Match to 50 points, round 1.") {
		t.Errorf("start: %q", out[0].R.Text)
	}
	b.Handle(msg(alice, "cat"))
	b.Handle(msg(alice, "cats"))
	clk.Advance(time.Minute)
	b.Wait()
	out = rec.take()
	if rep := out[len(out)-1].R.Text; !strings.Contains(rep, "> ~~CAT~~ 0 (too short), CATS 1\n") || !strings.Contains(rep, "Match totals: Alice 1.") {
		t.Errorf("report: %q", rep)
	}
}

// The text board's bonus column is explained in the reader's language.
func TestRuzzleLegendInLocale(t *testing.T) {
	rec := &recorder{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 4, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
	start := cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1", "lang", "it")
	start.Locale = "it"
	b.Handle(start)
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "\nBonus: d lettera doppia, t lettera tripla, D parola doppia, T parola tripla, . nessuno\n```") {
		t.Fatalf("start: %+v", out)
	}
}

// TestBoardAndScoreInARound: /board and /score during a Boggle or Ruzzle
// round answer privately with the board and the player's words so far
// (they said "No turn game is running in this channel.").
func TestBoardAndScoreInARound(t *testing.T) {
	for _, c := range []struct{ game, left, row string }{{"boggle", "2:30", "C A T S"}, {"ruzzle", "1:30", "Bonuses: "}} {
		b, rec, clk, _ := newTestBot(t)
		var opts []string
		if c.game == "boggle" {
			opts = []string{"board", testBoard}
		}
		b.Handle(cmd(alice, c.game, "start", opts...))
		rec.take()
		b.Handle(msg(alice, "cats"))
		b.Handle(msg(alice, "dog"))
		rec.take()
		clk.Advance(30 * time.Second)
		b.Handle(cmd(alice, "board", ""))
		out := rec.take()
		if len(out) != 1 || !out[0].R.Private || !strings.HasPrefix(out[0].R.Text, "⏳ "+c.left+" left.\n") || !strings.Contains(out[0].R.Text, c.row) {
			t.Errorf("%s /board: %+v", c.game, out)
		}
		b.Handle(cmd(bob, "score", ""))
		if out = rec.take(); len(out) != 1 || !out[0].R.Private || out[0].R.Text != "So far: 0 words, 0 points. ⏳ "+c.left+" left." {
			t.Errorf("%s /score of bob: %+v", c.game, out)
		}
		if c.game != "boggle" {
			continue
		}
		b.Handle(cmd(alice, "score", ""))
		if out = rec.take(); len(out) != 1 || !out[0].R.Private || out[0].R.Text != "So far: 2 words, 2 points. ⏳ 2:30 left." {
			t.Errorf("%s /score of alice: %+v", c.game, out)
		}
	}
}

// TestMinLettersZero: min_letters:0 is the size's default, as config.yaml
// documents it (it was refused: "must be a whole number from 2 to 16").
func TestMinLettersZero(t *testing.T) {
	for _, c := range []struct{ size, want string }{{"4", "words of 3+ letters"}, {"5", "words of 4+ letters"}} {
		b, rec, _, _ := newTestBot(t)
		b.Handle(cmd(alice, "boggle", "start", "size", c.size, "min_letters", "0"))
		if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, c.want) {
			t.Errorf("size %s, min_letters:0: %+v", c.size, out)
		}
	}
	b, rec, _, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "min_letters", "1"))
	if r := one(t, rec, "1").R; r.Text != "The option min_letters must be a whole number from 2 to 16." {
		t.Errorf("min_letters:1: %q", r.Text)
	}
}

// TestRuzzleBonusCycle: a channel's Ruzzle rounds, one after the other by
// "Play again", deal the app's rounds 1, 2, 3, then 1 again (2, 3, 5 and 2
// bonus squares), as the engine counts them (ruzzle.BonusRound); a match's
// rounds count from its first.
func TestRuzzleBonusCycle(t *testing.T) {
	rec := &recorder{}
	clk := NewFakeClock(t0)
	b := New(Options{Clock: clk, Seed: 3, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
	b.Handle(cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1"))
	for i, want := range []int{2, 3, 5, 2} {
		b.Wait()
		b.mu.Lock()
		s := b.sessions["c1"]
		bonuses, game := "", s.Game
		if s.Round != nil {
			bonuses = s.Round.Bonuses
		}
		b.mu.Unlock()
		if n := len(bonuses) - strings.Count(bonuses, "."); n != want || len(bonuses) != 16 {
			t.Errorf("round %d: bonuses %q, want %d squares", i+1, bonuses, want)
		}
		clk.Advance(time.Minute)
		b.Wait()
		rec.take()
		b.Handle(press(alice, fmt.Sprintf("again:%d", game)))
	}
	// A match counts its own rounds: its first round, the channel's sixth
	// game, is round 1 (2 squares), its second round 2 (3 squares).
	clk.Advance(time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1", "victory_points", "100"))
	for i, want := range []int{2, 3} {
		b.Wait()
		b.mu.Lock()
		s := b.sessions["c1"]
		bonuses, game := s.Round.Bonuses, s.Game
		b.mu.Unlock()
		if n := len(bonuses) - strings.Count(bonuses, "."); n != want {
			t.Errorf("match round %d (game %d): bonuses %q, want %d squares", i+1, game, bonuses, want)
		}
		clk.Advance(time.Minute)
		b.Wait()
		rec.take()
		b.Handle(press(alice, fmt.Sprintf("again:%d", game)))
	}
}
