package bot

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

// TestDictTiers plays a Boggle round with dict:common on the embedded
// English lexicon (docs/rules.md, Dictionary tiers): GLIM (SCOWL 70) is
// refused with the tier's reason in both languages, and the words nobody
// found are the tier's only.
func TestDictTiers(t *testing.T) {
	rec := &recorder{}
	clk := NewFakeClock(t0)
	b := New(Options{Clock: clk, Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)

	b.Handle(cmd(alice, "boggle", "start", "board", "GLIM CATS OXEN QQQQ", "dict", "rare"))
	if out := rec.take(); len(out) != 1 || out[0].R.Text != "The option dict must be common, standard or full." {
		t.Fatalf("dict:rare: %+v", out)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", "GLIM CATS OXEN QQQQ", "dict", "common", "minutes", "1"))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "Common words only (dict: common).") {
		t.Fatalf("start: %+v", out)
	}
	b.Handle(cmd(alice, "guess", "", "word", "glim"))
	if out = rec.take(); len(out) != 1 || out[0].R.Text != "❌ GLIM does not count: in the full dictionary but not in the common tier." {
		t.Errorf("guess GLIM: %+v", out)
	}
	it := cmd(bob, "guess", "", "word", "glim")
	it.Locale = "it"
	b.Handle(it)
	if out = rec.take(); len(out) != 1 || !strings.Contains(out[0].R.Text, "nel dizionario completo ma non tra le parole comuni") {
		t.Errorf("Italian guess GLIM: %+v", out)
	}
	b.Handle(msg(alice, "cats"))
	if out = rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("guess CATS: %+v", out)
	}
	clk.Advance(time.Minute)
	b.Wait()
	out = rec.take()
	rep := out[len(out)-1].R.Text
	nobody := rep[strings.Index(rep, "Words nobody found:"):]
	nobody, _, _ = strings.Cut(nobody, "\n")
	if !strings.Contains(rep, "~~GLIM~~ 0 (in the full dictionary but not in the common tier)") ||
		!strings.Contains(nobody, " CAT,") || strings.Contains(nobody, "GLIM") {
		t.Errorf("report:\n%s", rep)
	}

	// A server's settings make a tier the default; the option still wins.
	if err := b.opt.Settings.SaveGuildSettings(context.Background(), "g1", Settings{Dict: "standard"}); err != nil {
		t.Fatal(err)
	}
	b.Handle(cmd(alice, "boggle", "start", "minutes", "1"))
	if out = rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Standard words only (dict: standard).") {
		t.Fatalf("start with the server's dict: %+v", out)
	}
	b.Handle(cmd(alice, "stop", ""))
	rec.take()
	b.Handle(cmd(alice, "boggle", "start", "minutes", "1", "dict", "full"))
	if out = rec.take(); len(out) != 2 || strings.Contains(out[0].R.Text, "words only") {
		t.Fatalf("start with dict:full: %+v", out)
	}
	b.Handle(cmd(alice, "stop", ""))
	rec.take()

	// Ruzzle: the same reason, and only the tier's words on the board.
	b.Handle(cmd(alice, "ruzzle", "start", "dict", "standard"))
	out = rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "Standard words only (dict: standard).") {
		t.Fatalf("ruzzle start: %+v", out)
	}
	s, _ := b.session("c1")
	round := s.Round.play
	if v, err := round.Play("x", "X", "GLIM", false); err != nil || v.Reason != boggle.NotInTier {
		t.Errorf("Ruzzle GLIM: %v, %v", v.Reason, err)
	}
	en := lexicon.MustEmbedded("en")
	all := round.Finish().Missed // nobody found any
	if len(all) == 0 {
		t.Fatal("no words on the Ruzzle board")
	}
	for _, w := range all {
		if !en.InTier(w.Word, lexicon.Standard) {
			t.Errorf("Ruzzle lists %s, outside the standard tier", w.Word)
		}
	}
}
