package bot

import (
	"fmt"
	"log/slog"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/internal/cputime"
	"github.com/wordbot/wordbot/lexicon"
)

// BenchmarkWorstInputs feeds the bot the most expensive inputs we could
// construct, each through Handle (the path a chat message or a command takes
// from the Discord adapter: the channel's queue, the engine, the session
// saved, the replies sent), and reports the process CPU time per event:
// cpu-ms/event is the mean, max-cpu-ms the worst single event. Images are
// off except in the images/ cases (rendering alone is measured in package
// render). Run with
//
//	go test ./bot -run '^$' -bench WorstInputs -benchtime 20x
func BenchmarkWorstInputs(b *testing.B) {
	en := func(string) (*lexicon.DAWG, error) { return lexicon.Embedded("en") }
	newBot := func(lex func(string) (*lexicon.DAWG, error)) *Bot {
		return New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: &MemStore{}, NoImages: true,
			Logger: slog.New(slog.DiscardHandler), Lexicon: lex}, &recorder{})
	}
	// measureAfter runs setup(i) (not measured) then ev(i), b.N times, and
	// reports the CPU per event.
	measureAfter := func(b *testing.B, setup, ev func(i int)) {
		b.Helper()
		var total, worst time.Duration
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if setup != nil {
				b.StopTimer()
				setup(i)
				runtime.GC() // the setup's garbage is not the event's work
				b.StartTimer()
			}
			c0 := cputime.Process()
			ev(i)
			d := cputime.Process() - c0
			total += d
			worst = max(worst, d)
		}
		b.ReportMetric(float64(total)/float64(b.N)/1e6, "cpu-ms/event")
		b.ReportMetric(float64(worst)/1e6, "max-cpu-ms")
	}
	measure := func(b *testing.B, ev func(i int)) { measureAfter(b, nil, ev) }

	b.Run("guess/worst-board-nonword", func(b *testing.B) {
		bot := newBot(en)
		bot.Handle(cmd(alice, "boggle", "start", "board", worstBoard, "minutes", "30"))
		measure(b, func(i int) {
			u := User{ID: fmt.Sprint("u", i%maxRoundPlayers), Name: "U"}
			bot.Handle(&Message{ID: fmt.Sprint(i), Text: worstGuess, User: u, Channel: "c1", Guild: "g1"})
		})
	})
	b.Run("guess/worst-board-dictionary-word", func(b *testing.B) {
		// A server's word list holding the worst word: the search runs to
		// its bound (boggle.MaxTraceSteps) for every player's first try.
		bot := newBot(testLexicon(worstGuess))
		bot.Handle(cmd(alice, "boggle", "start", "board", worstBoard, "minutes", "30"))
		measure(b, func(i int) {
			u := User{ID: fmt.Sprint("u", i%maxRoundPlayers), Name: "U"}
			bot.Handle(&Message{ID: fmt.Sprint(i), Text: worstGuess, User: u, Channel: "c1", Guild: "g1"})
			if i%maxRoundPlayers == maxRoundPlayers-1 { // a fresh round, so that guesses are first tries
				bot.Handle(cmd(alice, "stop", ""))
				bot.Handle(cmd(alice, "boggle", "start", "board", worstBoard, "minutes", "30"))
			}
		})
	})
	b.Run("guess/10000-char-message", func(b *testing.B) {
		bot := newBot(en)
		bot.Handle(cmd(alice, "boggle", "start", "board", worstBoard, "minutes", "30"))
		text := strings.Repeat("A", 10000)
		measure(b, func(i int) {
			bot.Handle(&Message{ID: fmt.Sprint(i), Text: text, User: alice, Channel: "c1", Guild: "g1"})
		})
	})
	b.Run("guess/10000-char-option", func(b *testing.B) {
		bot := newBot(en)
		bot.Handle(cmd(alice, "boggle", "start", "board", worstBoard, "minutes", "30"))
		word := strings.Repeat("A", 10000)
		measure(b, func(i int) { bot.Handle(cmd(bob, "guess", "", "word", word)) })
	})
	b.Run("guess/full-round", func(b *testing.B) {
		// Guesses into a round holding maxRoundGuesses-1 words: the
		// session saved after each is the largest a round makes.
		bot := newBot(en)
		fill := func() {
			bot.Handle(cmd(alice, "stop", ""))
			bot.Handle(cmd(alice, "boggle", "start", "board", "ESTERS ESTERS ESTERS ESTERS ESTERS ESTERS", "minutes", "30"))
			n := 0
			for p := 0; n < maxRoundGuesses-1; p++ {
				u := User{ID: fmt.Sprint("p", p), Name: fmt.Sprint("P", p)}
				for k := 0; k < maxGuesses-1 && n < maxRoundGuesses-1; k++ {
					bot.Handle(&Message{ID: fmt.Sprint("f", n), Text: fmt.Sprintf("wor%c%c", 'a'+k/26%26, 'a'+k%26), User: u, Channel: "c1", Guild: "g1"})
					n++
				}
			}
		}
		measureAfter(b, func(int) { fill() }, func(i int) {
			bot.Handle(&Message{ID: fmt.Sprint(i), Text: "steers", User: User{ID: "last", Name: "Last"}, Channel: "c1", Guild: "g1"})
		})
	})
	b.Run("load/full-round", func(b *testing.B) {
		// The first event after a restart on a round holding
		// maxRoundGuesses-1 words: the session is read and every word is
		// played again through the engine's round (Bot.loadRound).
		st := &MemStore{}
		opts := Options{Clock: NewFakeClock(t0), Seed: 1, Store: st, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: en}
		bot := New(opts, &recorder{})
		bot.Handle(cmd(alice, "boggle", "start", "board", "ESTERS ESTERS ESTERS ESTERS ESTERS ESTERS", "minutes", "30"))
		n := 0
		for p := 0; n < maxRoundGuesses-1; p++ {
			u := User{ID: fmt.Sprint("p", p), Name: fmt.Sprint("P", p)}
			for k := 0; k < maxGuesses-1 && n < maxRoundGuesses-1; k++ {
				bot.Handle(&Message{ID: fmt.Sprint("f", n), Text: fmt.Sprintf("wor%c%c", 'a'+k/26%26, 'a'+k%26), User: u, Channel: "c1", Guild: "g1"})
				n++
			}
		}
		// The session as saved and its guesses as appended (a store keeps
		// each guess as a record: docs/bot.md, State and restarts).
		saved, _ := st.Load("c1")
		appended, _ := st.LoadAppends("c1")
		var fresh *Bot
		measureAfter(b, func(int) {
			st.Save("c1", saved)
			st.Commit(Change{Channel: "c1", Guild: "g1", Keep: true, Appends: appended})
			fresh = New(opts, &recorder{})
		}, func(i int) {
			fresh.Handle(&Message{ID: fmt.Sprint(i), Text: "steers", User: User{ID: "last", Name: "Last"}, Channel: "c1", Guild: "g1"})
		})
	})
	// With images (the default): the picture of the board at a round's
	// start, and at its end the board with the best word's path and the
	// scoreboard, on the largest boards (6x6), for the most players the
	// scoreboard shows and more, with long names. Each case checks that the
	// picture was sent.
	pictures := func(b *testing.B, rec *recorder, want string) {
		b.Helper()
		for _, s := range rec.take() {
			for _, f := range s.R.Files {
				if f.Name == want && len(f.Data) > 0 {
					return
				}
			}
		}
		b.Fatalf("no %s sent", want)
	}
	imageRound := func(b *testing.B, game string, start []string, report bool) {
		rec := &recorder{}
		bot := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: &MemStore{}, Logger: slog.New(slog.DiscardHandler), Lexicon: en}, rec)
		begin := func() { bot.Handle(cmd(alice, game, "start", start...)) }
		play := func() { // 12 players, each with one word and a long name
			for p := 0; p < 12; p++ {
				u := User{ID: fmt.Sprint("p", p), Name: fmt.Sprintf("Player %d with a rather long display name", p)}
				for _, w := range []string{"steers", "trees", "rest", "set"} {
					bot.Handle(&Message{ID: fmt.Sprint("w", p, w), Text: w, User: u, Channel: "c1", Guild: "g1"})
				}
			}
		}
		if !report {
			measureAfter(b, func(int) { bot.Handle(cmd(alice, "stop", "")); rec.take() }, func(int) { begin() })
			pictures(b, rec, "board.png")
			return
		}
		measureAfter(b, func(int) { begin(); play(); rec.take() }, func(int) { bot.Handle(cmd(alice, "stop", "")) })
		pictures(b, rec, "result.png")
	}
	typed := []string{"board", "ESTERS ESTERS ESTERS ESTERS ESTERS ESTERS", "minutes", "30"}
	b.Run("images/boggle-start", func(b *testing.B) { imageRound(b, "boggle", typed, false) })
	b.Run("images/boggle-report", func(b *testing.B) { imageRound(b, "boggle", typed, true) })
	b.Run("images/ruzzle-start", func(b *testing.B) { imageRound(b, "ruzzle", []string{"size", "6", "minutes", "30"}, false) })
	b.Run("images/ruzzle-report", func(b *testing.B) { imageRound(b, "ruzzle", []string{"size", "6", "minutes", "30"}, true) })
	b.Run("report/full-round", func(b *testing.B) {
		// The end of a round of maxRoundGuesses words by maxRoundPlayers
		// players on a board rich in words: every verdict, every word on
		// the board, the text report.
		bot := newBot(en)
		fill := func() {
			bot.Handle(cmd(alice, "boggle", "start", "board", "ESTERS ESTERS ESTERS ESTERS ESTERS ESTERS", "minutes", "30"))
			words := []string{"TREE", "TREES", "STEER", "STEERS", "RESET", "TERSE", "ESTER", "ESTERS", "RESETS", "STEREO"}
			n := 0
			for p := 0; p < maxRoundPlayers; p++ {
				u := User{ID: fmt.Sprint("p", p), Name: fmt.Sprint("P", p)}
				for k := 0; k < maxRoundGuesses/maxRoundPlayers; k++ {
					w := words[k%len(words)]
					if k >= len(words) {
						w = fmt.Sprintf("wor%c%c", 'a'+k/26%26, 'a'+k%26)
					}
					bot.Handle(&Message{ID: fmt.Sprint("f", n), Text: w, User: u, Channel: "c1", Guild: "g1"})
					n++
				}
			}
		}
		measureAfter(b, func(int) { fill() }, func(i int) { bot.Handle(cmd(alice, "stop", "")) })
	})
	b.Run("ruzzle/guess", func(b *testing.B) {
		bot := newBot(en)
		bot.Handle(cmd(alice, "ruzzle", "start", "size", "6", "minutes", "30"))
		measure(b, func(i int) {
			u := User{ID: fmt.Sprint("u", i%maxRoundPlayers), Name: "U"}
			bot.Handle(&Message{ID: fmt.Sprint(i), Text: "tester", User: u, Channel: "c1", Guild: "g1"})
		})
	})
	b.Run("images/scarabeo-hint-and-play", func(b *testing.B) {
		// A Scarabeo game with images: each /hint sends the board with
		// the proposed move on it, and playing it (Play it) the new board
		// and the player's rack.
		rec := &recorder{}
		bot := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: &MemStore{}, Logger: slog.New(slog.DiscardHandler),
			Lexicon: func(l string) (*lexicon.DAWG, error) { return lexicon.Embedded(l) }}, rec)
		bot.Handle(cmd(alice, "scarabeo", "new", "lang", "it"))
		bot.Handle(&Press{CustomID: "join:1", User: bob, Channel: "c1", Guild: "g1"})
		bot.Handle(&Press{CustomID: "start:1", User: alice, Channel: "c1", Guild: "g1"})
		players := []User{alice, bob}
		var play string // the latest hint's Play it button
		measureAfter(b, func(i int) {
			play = ""
			for _, s := range rec.take() {
				for _, bt := range s.R.Buttons {
					if strings.HasPrefix(bt.ID, "playit:") {
						play = bt.ID
					}
				}
			}
			if i%2 == 1 && play == "" {
				b.Fatal("no Play it button after /hint")
			}
		}, func(i int) {
			u := players[i/2%2]
			if i%2 == 0 {
				bot.Handle(cmd(u, "hint", ""))
				return
			}
			bot.Handle(&Press{CustomID: play, User: u, Channel: "c1", Guild: "g1"})
		})
		if b.N%2 == 1 {
			pictures(b, rec, "hint.png")
		} else {
			pictures(b, rec, "board.png")
		}
	})
	b.Run("scarabeo/play-hint-exchange", func(b *testing.B) {
		bot := newBot(func(l string) (*lexicon.DAWG, error) { return lexicon.Embedded(l) })
		bot.Handle(cmd(alice, "scarabeo", "new", "lang", "it"))
		bot.Handle(&Press{CustomID: "join:1", User: bob, Channel: "c1", Guild: "g1"})
		bot.Handle(&Press{CustomID: "start:1", User: alice, Channel: "c1", Guild: "g1"})
		long := strings.Repeat("A", maxOptionLen)
		measure(b, func(i int) {
			switch i % 4 {
			case 0:
				bot.Handle(cmd(alice, "play", "", "word", long, "pos", "8H"))
				bot.Handle(cmd(bob, "play", "", "word", long, "pos", "8H"))
			case 1:
				bot.Handle(cmd(alice, "play", "", "word", "CASA", "pos", long))
			case 2:
				bot.Handle(cmd(alice, "hint", ""))
				bot.Handle(cmd(bob, "hint", ""))
			case 3:
				bot.Handle(cmd(alice, "exchange", "", "letters", long))
			}
		})
	})
}
