package bot

import (
	"strings"
	"testing"
	"time"
)

func submit(u User, id, text string) *Submit {
	return &Submit{CustomID: id, Text: text, User: u, Channel: "c1", Guild: "g1"}
}

// The round message has a Guess button; pressing it opens a form; the
// words sent through the form are judged privately and count in the report.
func TestGuessButtonAndForm(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "2"))
	out := rec.take()
	if len(out[0].R.Buttons) != 1 || out[0].R.Buttons[0] != (Button{Label: "Guess", ID: "guess:1"}) {
		t.Fatalf("round message buttons: %+v", out[0].R.Buttons)
	}
	if !strings.Contains(out[0].R.Text, "Type your words in the chat, one per message, or press Guess") {
		t.Errorf("round message: %q", out[0].R.Text)
	}
	b.Handle(&Press{CustomID: "guess:1", User: bob, Channel: "c1", Guild: "g1"})
	out = rec.take()
	if len(out) != 1 || out[0].R.Modal == nil || out[0].R.Modal.ID != "words:1" || out[0].R.Modal.MaxLength != modalChars {
		t.Fatalf("press Guess: %+v", out)
	}
	b.Handle(submit(bob, "words:1", "cat, dog zebra\nCAT ñu x1"))
	out = rec.take()
	want := "✅ CAT is on the board.\n✅ DOG is on the board.\n❌ ZEBRA does not count: not on the board.\n" +
		"🔁 You already have CAT.\n❌ \"ÑU\" is not a word: 'Ñ' is not a letter A-Z.\n❌ x1 is not a word made of letters." // é and ! would fold and strip (issue 13)
	if len(out) != 1 || !out[0].R.Private || out[0].R.Text != want || !out[0].T.Interaction {
		t.Fatalf("submit: %+v\nwant %q", out, want)
	}
	// A form of an earlier game, or too many words.
	b.Handle(submit(bob, "words:7", "cat"))
	if out = rec.take(); len(out) != 1 || out[0].R.Text != "No round is running in this channel." {
		t.Errorf("old form: %+v", out)
	}
	b.Handle(submit(carol, "words:1", strings.Repeat("tag ", 30)))
	out = rec.take()
	lines := strings.Split(out[0].R.Text, "\n")
	if len(lines) != modalWords+1 || lines[0] != "Only the first 20 words are read." || lines[1] != "✅ TAG is on the board." || lines[2] != "🔁 You already have TAG." {
		t.Errorf("long form: %d lines %q", len(lines), lines[:3])
	}
	// A chat guess carries its verdict and the player's count of words.
	b.Handle(msg(bob, "goat"))
	out = rec.take()
	if g := out[0].R.Guess; out[0].R.React != ReactValid || g == nil || g.Word != "GOAT" || g.Found != 3 || g.User != bob || g.Verdict != ReactValid || g.Round == "" {
		t.Errorf("chat guess feedback: %+v %+v", out[0].R, out[0].R.Guess)
	}
	clk.Advance(3 * time.Minute)
	b.Wait()
	out = rec.take()
	report := out[len(out)-1].R.Text
	if !strings.Contains(report, "**Bob**: 3 points\n> CAT 1, DOG 1, ~~ZEBRA~~ 0 (not on the board)") {
		t.Errorf("report: %s", report)
	}
	// After the round, the button says so.
	b.Handle(&Press{CustomID: "guess:1", User: bob, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || out[0].R.Modal != nil || !out[0].R.Private {
		t.Errorf("press after the round: %+v", out)
	}
}

// Without the Message Content intent the round message names the ways that
// work (in the player's language).
func TestHowToGuessWithoutChat(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	b.SetChatGuesses(false)
	c := cmd(alice, "boggle", "start", "board", testBoard)
	c.Locale = "it"
	b.Handle(c)
	out := rec.take()
	if !strings.Contains(out[0].R.Text, "Premi Indovina per mandare parole") || out[0].R.Buttons[0].Label != "Indovina" {
		t.Errorf("round message: %q %+v", out[0].R.Text, out[0].R.Buttons)
	}
}

func TestLiveFeedback(t *testing.T) {
	a := User{ID: "1", Name: "@everyone *x*"}
	g := []Guess{
		{User: a, Word: "CAT", Verdict: ReactValid, Found: 1},
		{User: bob, Word: "XYZ", Verdict: ReactInvalid},
		{User: a, Word: "CAT", Verdict: ReactRepeat, Found: 1},
	}
	text, n := LiveFeedback("en", g, []Guess{g[2], g[1]}, 2000)
	want := "📝 Guesses (found: \\@everyone \\*x\\* 1 word, Bob 0 words)\n**\\@everyone \\*x\\***: ✅ CAT · 🔁 CAT\n**Bob**: ❌ XYZ"
	if n != 3 || text != want {
		t.Errorf("got %d %q\nwant %q", n, text, want)
	}
	// The words found in all (issue 17 item 5), from the latest guesses.
	g[2].InAll, g[1].InAll = 4, 3
	if text, _ := LiveFeedback("en", g, []Guess{g[2], g[1]}, 2000); !strings.HasPrefix(text, "📝 Guesses (found: \\@everyone \\*x\\* 1 word, Bob 0 words; 4 in all)\n") {
		t.Errorf("with the words in all: %q", text)
	}
	g[2].InAll, g[1].InAll = 0, 0
	text, n = LiveFeedback("it", g, nil, 40)
	if n != 1 || text != "📝 Parole\n**\\@everyone \\*x\\***: ✅ CAT" {
		t.Errorf("clipped: %d %q", n, text)
	}
	// Always at least one guess, so that the feedback moves on.
	if _, n = LiveFeedback("en", g, nil, 1); n != 1 {
		t.Errorf("tiny: %d", n)
	}
}
