package bot

import (
	"strings"
	"testing"
	"time"
)

// TestRoundHint: /hint during a round counts the words nobody found by
// length, privately; its button gives the start of one, which then scores
// nothing for that player, as the report shows; chat guesses tell the live
// message how many words were found in all.
func TestRoundHint(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	rec.take()
	b.Handle(msg(alice, "cat"))
	out := rec.take()
	if len(out) != 1 || out[0].R.React != ReactValid || out[0].R.Guess == nil || out[0].R.Guess.InAll != 1 {
		t.Fatalf("guess: %+v", out)
	}
	b.Handle(cmd(bob, "hint", ""))
	out = rec.take()
	want := "💡 Words nobody has found yet: 5 (found in all: 1).\n3 letters: 3 · 4 letters: 2\nShow the start of a word nobody has found? That word then scores nothing for you (the report shows it)."
	if len(out) != 1 || !out[0].R.Private || out[0].R.Text != want || len(out[0].R.Buttons) != 1 {
		t.Fatalf("hint: %+v\nwant %q", out, want)
	}
	b.Handle(&Press{CustomID: out[0].R.Buttons[0].ID, User: bob, Channel: "c1", Guild: "g1"})
	out = rec.take()
	if len(out) != 1 || !out[0].R.Private || out[0].R.Text != "💡 A word of 4 letters starts with CA… It now scores nothing for you." {
		t.Fatalf("hint word: %+v", out)
	}
	b.Handle(cmd(bob, "guess", "", "word", "cats"))
	if out = rec.take(); len(out) != 1 || out[0].R.Text != "❌ CATS does not count: your hint: it scores nothing for you." {
		t.Errorf("Bob's CATS: %+v", out)
	}
	b.Handle(msg(carol, "cats"))
	if out = rec.take(); len(out) != 1 || out[0].R.React != ReactValid || out[0].R.Guess.InAll != 2 {
		t.Errorf("Carol's CATS: %+v", out)
	}
	b.Handle(cmd(bob, "hint", ""))
	if out = rec.take(); !strings.Contains(out[0].R.Text, "Words nobody has found yet: 4 (found in all: 2).\n3 letters: 3 · 4 letters: 1\nYour hints so far: 1.") {
		t.Errorf("second hint: %q", out[0].R.Text)
	}
	clk.Advance(time.Minute)
	b.Wait()
	out = rec.take()
	rep := out[len(out)-1].R.Text
	if !strings.Contains(rep, "~~CATS~~ 0 (your hint: it scores nothing for you)") || !strings.Contains(rep, "**Carol**: 1 point") {
		t.Errorf("report:\n%s", rep)
	}
	// After the round, /hint is a turn game's again.
	b.Handle(cmd(bob, "hint", ""))
	if out = rec.take(); len(out) != 1 || strings.Contains(out[0].R.Text, "💡") {
		t.Errorf("hint after the round: %+v", out)
	}
}

// TestRoundHintNotTyped: a hint whose word the player never types is in
// the report too, as the hint's prompt says (it showed nothing).
func TestRoundHintNotTyped(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	rec.take()
	b.Handle(msg(alice, "dog"))
	b.Handle(cmd(bob, "hint", ""))
	out := rec.take()
	b.Handle(&Press{CustomID: out[len(out)-1].R.Buttons[0].ID, User: bob, Channel: "c1", Guild: "g1"})
	rec.take()
	clk.Advance(time.Minute)
	b.Wait()
	out = rec.take()
	if rep := out[len(out)-1].R.Text; !strings.Contains(rep, "**Bob**: 0 points\n> 💡 CATS (a hint, not typed)\n") {
		t.Errorf("report:\n%s", rep)
	}
}
