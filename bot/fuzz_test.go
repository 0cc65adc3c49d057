package bot

import (
	"bytes"
	"log/slog"
	"math"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// panics counts the panics the bot contained (and any other error kind).
type panics struct {
	mu sync.Mutex
	n  int
}

func (p *panics) Event(string)               {}
func (p *panics) Reply(string)               {}
func (p *panics) SessionsActive(int)         {}
func (p *panics) ReplyLatency(time.Duration) {}
func (p *panics) QueueDepth(string, int)     {}
func (p *panics) PostDropped(string)         {}
func (p *panics) Error(kind string) {
	if kind == "panic" {
		p.mu.Lock()
		p.n++
		p.mu.Unlock()
	}
}

// fuzzBot returns a bot on st that fails the test on a contained panic.
func fuzzBot(t *testing.T, st Store) (*Bot, *recorder) {
	rec := &recorder{}
	p := &panics{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: st, NoImages: true, Metrics: p, TurnTimeout: -1,
		Logger: slog.New(slog.DiscardHandler), Lexicon: testLexicon("CAT", "CATS", "CASA", "DOG", "GOAT", "TAG", "ARTE", "RE")}, rec)
	t.Cleanup(func() {
		b.Wait()
		if p.n > 0 {
			t.Errorf("%d panics", p.n)
		}
	})
	return b, rec
}

// noInternal fails on a reply that shows the player an internal error.
func noInternal(t *testing.T, out []sent, input string) {
	t.Helper()
	for _, s := range out {
		if strings.Contains(s.R.Text, "Internal error") {
			t.Errorf("%q: %q", input, s.R.Text)
		}
	}
}

// turnSession is a stored Scarabeo game between Alice and Bob, Alice to
// play.
var turnSession = sync.OnceValue(func() []byte {
	st := &MemStore{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 3, Store: st, NoImages: true, TurnTimeout: -1,
		Logger: slog.New(slog.DiscardHandler), Lexicon: testLexicon("CAT", "CATS", "CASA", "DOG", "GOAT", "TAG", "ARTE", "RE")}, SinkFunc(func(Target, []Reply) {}))
	b.Handle(cmd(alice, "scarabeo", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	data, _ := st.Load("c1")
	return data
})

// FuzzPlay sends /play word pos (positions as players type them: 9I, I9)
// to a running Scarabeo game.
func FuzzPlay(f *testing.F) {
	for _, s := range [][2]string{{"casa", "8H"}, {"CASA", "H8"}, {"arte", "99Z"}, {"re", "8h"}, {"cat", "0A"}, {"x", ""}, {"CASA", "8 H"}, {"ÀÈ", "H8"}, {"casa", "-1H"}, {"casa", "A16"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, word, pos string) {
		st := &MemStore{}
		st.Save("c1", turnSession())
		b, rec := fuzzBot(t, st)
		b.Handle(cmd(alice, "play", "", "word", word, "pos", pos))
		b.Handle(cmd(bob, "play", "", "word", word, "pos", pos))
		noInternal(t, rec.take(), word+" "+pos)
	})
}

// FuzzBoggleBoard starts Boggle and Ruzzle rounds with typed boards and
// options.
func FuzzBoggleBoard(f *testing.F) {
	for _, s := range [][2]string{{testBoard, "4"}, {"CATSDOGEXXXXXXXX", "4"}, {"QU A B C", "5"}, {"", "6"}, {"ABCDE FGHIJ KLMNO PQRST UVWXY", "5"}, {"àèìòù", "4"}, {"C A T S", "x"}, {"nan", "4"}, {"NaN", "4"}, {"inf", "4"}, {"-Inf", "4"}, {"-1", "4"}, {"1e308", "4"}, {"0.25", "4"}, {"30", "4"}, {"30.0001", "4"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, board, size string) {
		b, rec := fuzzBot(t, &MemStore{})
		b.Handle(cmd(alice, "boggle", "start", "board", board, "size", size, "minutes", "1"))
		b.Handle(msg(alice, board))
		b.Handle(cmd(alice, "stop", ""))
		b.Handle(cmd(alice, "ruzzle", "start", "size", size, "minutes", board))
		b.Handle(cmd(alice, "stop", ""))
		noInternal(t, rec.take(), board+" "+size)
		// The board's text as a round's minutes: refused with the range
		// unless it is a number within it (NaN and infinities are not).
		b.Handle(cmd(alice, "ruzzle", "start", "minutes", board))
		out := rec.take()
		b.Handle(cmd(alice, "stop", ""))
		rec.take()
		f, err := strconv.ParseFloat(strings.TrimSpace(board), 64)
		valid := err == nil && !math.IsNaN(f) && f >= MinRoundMinutes && f <= MaxRoundMinutes && len(board) <= maxOptionLen
		refused := len(out) == 1 && out[0].R.Private && (out[0].R.Text == "The option minutes must be a number from 0.25 to 30." || len(board) > maxOptionLen)
		if refused == valid {
			t.Errorf("minutes %q: valid %v, refused %v: %+v", board, valid, refused, out)
		}
	})
}

// FuzzSessionRestore restores stored session bytes, as a restarted bot
// does, and goes on playing: damaged bytes must not crash the bot.
func FuzzSessionRestore(f *testing.F) {
	f.Add(turnSession())
	st := &MemStore{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 3, Store: st, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CAT", "DOG")}, SinkFunc(func(Target, []Reply) {}))
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	b.Handle(msg(alice, "cat"))
	round, _ := st.Load("c1")
	f.Add(round)
	b.Handle(cmd(alice, "upwords", "new"))
	b.Handle(cmd(alice, "stop", ""))
	done, _ := st.Load("c1")
	f.Add(done)
	f.Add([]byte(`{"game":1,"kind":"boggle","round":{"kind":"boggle","size":4,"letters":"ABC","seconds":60}}`))
	f.Add([]byte(`{"game":2,"kind":"scarabeo","turn":{"kind":"scarabeo","lang":"it","players":[{"ID":"1"}],"state":"AAAA"}}`))
	f.Add([]byte(`{"game":1,"kind":"scarabeo","lobby":{"kind":"scarabeo","players":[]}}`))
	f.Add([]byte("null"))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := &MemStore{}
		st.Save("c1", data)
		b, rec := fuzzBot(t, st)
		if err := b.Resume(); err != nil {
			t.Fatal(err)
		}
		b.Wait()
		for _, ev := range []Event{msg(alice, "cat"), cmd(alice, "rack", ""), cmd(bob, "score", ""), cmd(alice, "board", ""),
			cmd(alice, "pass", ""), press(alice, "start:1"), press(bob, "again:1"), cmd(admin, "stop", "")} {
			b.Handle(ev)
		}
		rec.take()
		// Whatever was stored, what the bot saves it can read back.
		if saved, _ := st.Load("c1"); saved != nil && !bytes.Equal(saved, data) {
			var s session
			if err := decodeSession(saved, &s); err != nil {
				t.Errorf("the bot saved a session it cannot read: %v\n%s", err, saved)
			}
		}
	})
}

// FuzzGuessForm sends what a player may type in the Guess form: the
// answer is private, at most one line per word read (plus one), and never
// an internal error.
func FuzzGuessForm(f *testing.F) {
	for _, s := range []string{"cat", "cat dog, zebra\nCAT", "", "  ,;, ", "città é ü", strings.Repeat("tag ", 50), "<@123> @everyone **x**", "a\x00b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, rec := fuzzBot(t, &MemStore{})
		b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
		rec.take()
		b.Handle(&Submit{CustomID: "words:1", Text: text, User: bob, Channel: "c1", Guild: "g1"})
		out := rec.take()
		noInternal(t, out, text)
		if len(out) != 1 || !out[0].R.Private || strings.Count(out[0].R.Text, "\n") > modalWords+1 {
			t.Errorf("%q: %+v", text, out)
		}
	})
}

// FuzzRoundLanguages starts Boggle rounds on typed boards and Ruzzle rounds
// in Spanish, German and Portuguese and plays a guess in each (boards and
// guesses are read by the language's alphabet: CH, Ñ, Ä, ß, Ç).
func FuzzRoundLanguages(f *testing.F) {
	for _, s := range [][2]string{{"N I Ñ O CH I C O R A T A S E R A", "niño"}, {"BÄRX ÜBER XXXX XXXX", "straße"}, {"CAÇO XXXX XXXX XXXX", "ação"},
		{"CHCHCHCH LLLLRRRR ÑÑÑÑ ÄÖÜß", "chch"}, {"C H", "ll"}, {"ŒŒŒŒ", "œ"}, {"", ""}, {"ÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇÇ", "ççç"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, board, guess string) {
		b, rec := fuzzBot(t, &MemStore{})
		for _, lang := range []string{"es", "de", "pt"} {
			b.Handle(cmd(alice, "boggle", "start", "board", board, "lang", lang, "minutes", "1"))
			b.Handle(msg(alice, guess))
			b.Handle(cmd(alice, "stop", ""))
			b.Handle(cmd(alice, "ruzzle", "start", "lang", lang, "minutes", "1"))
			b.Handle(msg(alice, guess))
			b.Handle(msg(alice, board))
			b.Handle(cmd(alice, "stop", ""))
			noInternal(t, rec.take(), lang+" "+board+" "+guess)
		}
	})
}
