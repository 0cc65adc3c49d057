package bot

import (
	"fmt"
	"log/slog"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
)

// The typed board and chat guess of issue 11: a walk that follows the word
// meets astronomically many paths of A before failing on its last two
// letters. The guess is no word, so it must cost no search at all.
const (
	worstBoard = "BAAAA AAAAA AACAA AAAAA AAAAA"
	worstGuess = "AAAAAAAAAAAAAACB"
)

func TestWorstBoardGuessIsBounded(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", worstBoard))
	rec.take()
	before := boggle.TraceSteps()
	b.Handle(msg(alice, strings.ToLower(worstGuess)))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactInvalid {
		t.Fatalf("worst guess: %+v", out)
	}
	b.Handle(cmd(bob, "guess", "", "word", worstGuess))
	if out := rec.take(); len(out) != 1 || out[0].R.Text != "❌ AAAAAAAAAAAAAACB does not count: not in the dictionary." {
		t.Fatalf("/guess worst: %+v", out)
	}
	if n := boggle.TraceSteps() - before; n != 0 {
		t.Errorf("a guess that is no word cost %d trace steps", n)
	}
	b.Handle(cmd(alice, "stop", ""))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[1].R.Text, "~~AAAAAAAAAAAAAACB~~ 0 (not in the dictionary)") {
		t.Fatalf("report: %+v", out)
	}
	if n := boggle.TraceSteps() - before; n != 0 {
		t.Errorf("the report cost %d trace steps", n)
	}
}

// With the word in the dictionary (a word list the server chose), the
// search runs, gives up after boggle.MaxTraceSteps, and says so; the report
// reuses that verdict instead of searching again.
func TestWorstBoardWordInDictionaryIsUntraced(t *testing.T) {
	rec := &recorder{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon(worstGuess, "AAAAC")}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", worstBoard))
	rec.take()
	before := boggle.TraceSteps()
	b.Handle(msg(alice, worstGuess))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactInvalid {
		t.Fatalf("worst guess: %+v", out)
	}
	if n := boggle.TraceSteps() - before; n != boggle.MaxTraceSteps {
		t.Errorf("the guess cost %d trace steps, want %d", n, boggle.MaxTraceSteps)
	}
	b.Handle(msg(alice, "aaaac"))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Fatalf("AAAAC: %+v", out)
	}
	b.Handle(cmd(alice, "guess", "", "word", worstGuess))
	if out := rec.take(); len(out) != 1 || out[0].R.Text != "🔁 You already tried AAAAAAAAAAAAAACB, and it does not count: too many ways to try on this board." {
		t.Fatalf("/guess worst: %+v", out)
	}
	b.Handle(cmd(bob, "guess", "", "word", worstGuess))
	if out := rec.take(); len(out) != 1 || out[0].R.Text != "❌ AAAAAAAAAAAAAACB does not count: too many ways to try on this board." {
		t.Fatalf("/guess worst by Bob: %+v", out)
	}
	mid := boggle.TraceSteps()
	if n := mid - before; n > boggle.MaxTraceSteps+100 {
		t.Errorf("two judgements of the same word cost %d trace steps", n)
	}
	b.Handle(cmd(alice, "stop", ""))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[1].R.Text, "~~AAAAAAAAAAAAAACB~~ 0 (too many ways to try on this board)") ||
		!strings.Contains(out[1].R.Text, "AAAAC 2") {
		t.Fatalf("report: %+v", out)
	}
	if n := boggle.TraceSteps() - mid; n != 0 {
		t.Errorf("the report searched again: %d trace steps", n)
	}
	if f := out[1].R.Files; len(f) != 1 || !strings.Contains(string(f[0].Data), "AAAAAAAAAAAAAACB: 0 (the word has too many ways to try on this board to be checked)") {
		t.Errorf("text report: %+v", f)
	}
}

func TestRoundBounds(t *testing.T) {
	b, rec, _, st := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "30"))
	rec.take()

	// A message too long to be a guess is chat: no answer, nothing stored.
	b.Handle(msg(alice, strings.Repeat("cat ", 2500)))
	b.Handle(msg(alice, strings.Repeat("a", 10000)))
	b.Handle(msg(alice, strings.Repeat(" ", 9997)+"cat"))
	if out := rec.take(); len(out) != 0 {
		t.Errorf("long messages: %+v", out)
	}
	// An option longer than maxOptionLen is refused before it reaches an engine.
	b.Handle(cmd(bob, "guess", "", "word", strings.Repeat("a", 10000)))
	if out := rec.take(); len(out) != 1 || !out[0].R.Private || out[0].R.Text != "That option is too long: at most 200 characters." {
		t.Errorf("long option: %+v", out)
	}

	// One player: maxGuesses words, the last one announced, then refusals.
	for i := 0; i < maxGuesses-1; i++ {
		b.Handle(msg(alice, fmt.Sprintf("w%c%c", 'a'+i/26%26, 'a'+i%26)))
	}
	rec.take()
	b.Handle(msg(alice, "cat"))
	out := rec.take()
	if len(out) != 2 || out[0].R.React != ReactValid || out[1].R.Private ||
		out[1].R.Text != "Alice, you have typed 300 words, the most one player may type in a round: later words are not counted." {
		t.Fatalf("the last guess: %+v", out)
	}
	// Past it: only the reaction in the chat (no message per message),
	// the reason privately.
	for i := 0; i < 3; i++ {
		b.Handle(msg(alice, "dog"))
		if out = rec.take(); len(out) != 1 || out[0].R.React != ReactRefused {
			t.Fatalf("a guess past the bound: %+v", out)
		}
	}
	b.Handle(cmd(alice, "guess", "", "word", "dog"))
	if out = rec.take(); len(out) != 1 || !out[0].R.Private ||
		out[0].R.Text != "Alice, you have typed 300 words, the most one player may type in a round: later words are not counted." {
		t.Fatalf("/guess past the bound: %+v", out)
	}

	// Players: maxRoundPlayers in all, the last one announced, then refusals.
	for i := 1; i < maxRoundPlayers-1; i++ {
		u := User{ID: fmt.Sprint("p", i), Name: fmt.Sprint("P", i)}
		b.Handle(&Message{ID: fmt.Sprint("pm", i), Text: "cat", User: u, Channel: "c1", Guild: "g1"})
	}
	rec.take()
	last := User{ID: "plast", Name: "Last"}
	b.Handle(&Message{ID: "pm-last", Text: "cat", User: last, Channel: "c1", Guild: "g1"})
	out = rec.take()
	if len(out) != 2 || out[0].R.React != ReactValid || out[1].R.Text != "This round has 50 players, the most a round takes: wait for the next one." {
		t.Fatalf("the last player: %+v", out)
	}
	b.Handle(&Message{ID: "pm-over", Text: "cat", User: User{ID: "over", Name: "Over"}, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || out[0].R.React != ReactRefused {
		t.Fatalf("a player past the bound: %+v", out)
	}
	b.Handle(&Command{Name: "guess", Options: map[string]string{"word": "cat"}, User: User{ID: "over", Name: "Over"}, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || out[0].R.Text != "This round has 50 players, the most a round takes: wait for the next one." {
		t.Fatalf("/guess by a player past the bound: %+v", out)
	}

	// Guesses in all: up to maxRoundGuesses.
	total := maxGuesses + maxRoundPlayers - 1
	for p := 1; total < maxRoundGuesses-1; p++ {
		u := User{ID: fmt.Sprint("p", p), Name: fmt.Sprint("P", p)}
		for i := 1; i < maxGuesses && total < maxRoundGuesses-1; i++ {
			b.Handle(&Message{ID: fmt.Sprint("g", total), Text: fmt.Sprintf("w%c%c", 'a'+i/26%26, 'a'+i%26), User: u, Channel: "c1", Guild: "g1"})
			total++
		}
	}
	rec.take()
	b.Handle(&Message{ID: "g-last", Text: "goat", User: last, Channel: "c1", Guild: "g1"})
	out = rec.take()
	if len(out) != 2 || out[0].R.React != ReactValid || out[1].R.Text != "This round has reached 3000 words in all, the most a round takes: later words are not counted." {
		t.Fatalf("the last word of the round: %+v", out)
	}
	b.Handle(&Message{ID: "g-over", Text: "tag", User: last, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || out[0].R.React != ReactRefused {
		t.Fatalf("a word past the round's bound: %+v", out)
	}
	data, _ := st.Load("c1")
	if n := strings.Count(string(data), "TAG"); n != 0 {
		t.Errorf("a refused guess was stored")
	}
	if len(data) > 64<<10 {
		t.Errorf("the session is %d bytes", len(data))
	}
	t.Logf("session with %d guesses: %d bytes", maxRoundGuesses, len(data))
	b.Handle(cmd(alice, "stop", ""))
	out = rec.take()
	if len(out) != 2 || len(out[1].R.Files) != 1 {
		t.Fatalf("report: %d replies", len(out))
	}
	txt := string(out[1].R.Files[0].Data)
	if !strings.Contains(txt, "Player 50 - Name: Last.") || !strings.Contains(txt, "GOAT can be found in the board") || strings.Contains(txt, " TAG:") {
		t.Errorf("text report: %.300s", txt)
	}
	if n := len(out[1].R.Text); n > 2000 {
		t.Errorf("the report is %d bytes", n)
	}
	if n := len(txt); n > 1<<20 {
		t.Errorf("the text report is %d bytes", n)
	}
	t.Logf("report %d bytes, text report %d bytes", len(out[1].R.Text), len(txt))
}
