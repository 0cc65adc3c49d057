package bot

import (
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

func newComputerBot(t *testing.T, st Store, results *MemResults, clk *FakeClock) (*Bot, *recorder) {
	t.Helper()
	rec := &recorder{}
	b := New(Options{Clock: clk, Seed: 7, Store: st, Results: results, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}, rec)
	return b, rec
}

// slowest is the longest Alice's move took to handle, the computer's
// answer included.
var slowest time.Duration

// alicePlays makes Alice's best move (or a pass) and returns the reply.
func alicePlays(t *testing.T, b *Bot, rec *recorder) Reply {
	t.Helper()
	b.Handle(cmd(alice, "hint", ""))
	h := one(t, rec, "hint").R
	start := time.Now()
	if len(h.Buttons) == 1 {
		b.Handle(press(alice, h.Buttons[0].ID))
	} else {
		b.Handle(cmd(alice, "pass", ""))
	}
	slowest = max(slowest, time.Since(start))
	return one(t, rec, "alice's move").R
}

// A whole game of one person against the hard computer: no second player,
// the computer answers every move in the same message, is never pinged,
// and its result is recorded as a computer's.
func TestGameAgainstComputer(t *testing.T) {
	results := &MemResults{}
	b, rec := newComputerBot(t, &MemStore{}, results, NewFakeClock(t0))
	b.Handle(cmd(alice, "scrabble", "new", "computer", "hard"))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "begins: Alice, Computer (hard)") || !strings.HasPrefix(out[1].R.Text, "Alice's turn.") ||
		len(out[1].R.Ping) != 1 || out[1].R.Ping[0] != alice.ID {
		t.Fatalf("start: %+v", out)
	}
	moves := 0
	for ; moves < 100; moves++ {
		r := alicePlays(t, b, rec)
		if strings.Contains(r.Text, "is over.") {
			break
		}
		if !strings.Contains(r.Text, "\nComputer (hard) ") || !strings.HasSuffix(strings.SplitN(r.Text, "\n```", 2)[0], "Alice's turn.") || len(r.Ping) != 0 {
			t.Fatalf("move %d: %+v", moves, r)
		}
	}
	if moves == 100 || len(results.results) != 1 {
		t.Fatalf("%d moves, %d results", moves, len(results.results))
	}
	res := results.results[0]
	if len(res.Players) != 2 || res.Players[0].Computer || !res.Players[1].Computer || res.Players[1].User != "computer:hard:1" {
		t.Fatalf("result: %+v", res)
	}
	t.Logf("Alice %d, computer %d after %d moves; the slowest move with the computer's answer took %s", res.Players[0].Score, res.Players[1].Score, moves, slowest)
}

func TestComputerInLobby(t *testing.T) {
	b, rec := newComputerBot(t, &MemStore{}, &MemResults{}, NewFakeClock(t0))
	b.Handle(cmd(alice, "upwords", "new"))
	rec.take()
	b.Handle(press(bob, "cpu:1:easy"))
	if r := one(t, rec, "bob adds").R; !r.Private || r.Text != "Only Alice, who opened the game, can add a computer." {
		t.Fatalf("bob adds a computer: %+v", r)
	}
	b.Handle(press(alice, "cpu:1:easy"))
	if r := one(t, rec, "add").R; !r.Update || !strings.Contains(r.Text, "Players (2/4): Alice, Computer (easy).") {
		t.Fatalf("add: %+v", r)
	}
	b.Handle(press(alice, "cpu:1:medium"))
	one(t, rec, "add medium")
	b.Handle(press(alice, "cpu:1:medium"))
	if r := one(t, rec, "add medium again").R; !strings.Contains(r.Text, "Players (4/4): Alice, Computer (easy), Computer (medium), Computer (medium) 2.") {
		t.Fatalf("two of a level: %+v", r)
	}
	b.Handle(press(alice, "cpu:1:hard"))
	if r := one(t, rec, "full").R; !r.Private || r.Text != "This game is full (4 players)." {
		t.Fatalf("a fifth player: %+v", r)
	}
	b.Handle(press(alice, "start:1"))
	out := rec.take()
	if len(out) != 2 || len(out[1].R.Ping) != 1 {
		t.Fatalf("start with computers: %+v", out)
	}
	r := alicePlays(t, b, rec)
	if !strings.Contains(r.Text, "\nComputer (easy) ") || !strings.Contains(r.Text, "\nComputer (medium) ") || !strings.Contains(r.Text, "\nComputer (medium) 2 ") || !strings.Contains(r.Text, "Alice's turn.") {
		t.Fatalf("two computers answer: %+v", r)
	}
	// Alice resigns: only computers are left, and the game ends.
	b.Handle(cmd(alice, "resign", ""))
	r = one(t, rec, "resign").R
	if r.Buttons[0].Label != "Resign" {
		t.Fatalf("resign: %+v", r)
	}
	b.Handle(press(alice, r.Buttons[0].ID))
	if r = one(t, rec, "resigned").R; !strings.Contains(r.Text, "is over.") {
		t.Fatalf("resigned: %+v", r)
	}
	b.Handle(cmd(alice, "scrabble", "new", "computer", "difficile"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "begins: Alice, Computer (hard)") {
		t.Fatalf("Italian level: %+v", out)
	}
	b.Handle(cmd(alice, "stop", ""))
	b.Handle(press(alice, "stopgame:2"))
	rec.take()
	b.Handle(cmd(alice, "scrabble", "new", "computer", "genius"))
	if r = one(t, rec, "bad level").R; !r.Private || r.Text != "The option computer must be easy, medium or hard." {
		t.Fatalf("bad level: %+v", r)
	}
}

// A saved game with a computer seat goes on after a restart, and a game
// saved with the computer on turn (the bot stopped before it moved) lets it
// move at once.
func TestComputerAfterRestart(t *testing.T) {
	st := &MemStore{}
	clk := NewFakeClock(t0)
	b, rec := newComputerBot(t, st, &MemResults{}, clk)
	b.Handle(cmd(alice, "scarabeo", "new", "computer", "medium"))
	rec.take()
	alicePlays(t, b, rec)
	b.Shutdown()

	b2, rec2 := newComputerBot(t, st, &MemResults{}, clk)
	if err := b2.Resume(); err != nil {
		t.Fatal(err)
	}
	rec2.take()
	r := alicePlays(t, b2, rec2)
	if !strings.Contains(r.Text, "\nComputer (medium) ") {
		t.Fatalf("after a restart: %+v", r)
	}
	// Saved as if the bot had stopped after Alice's move: the computer
	// on turn, its wake-up due.
	data, _ := st.Load("c1")
	var s session
	if err := decodeSession(data, &s); err != nil {
		t.Fatal(err)
	}
	e, err := b2.loadEngine(s.Turn)
	if err != nil {
		t.Fatal(err)
	}
	if err := e.Pass(0); err != nil {
		t.Fatal(err)
	}
	if s.Turn.State, err = e.MarshalJSON(); err != nil {
		t.Fatal(err)
	}
	s.Turn.TurnEnds = clk.Now()
	b2.Shutdown()
	st.Save("c1", mustJSON(t, &s))
	b3, rec3 := newComputerBot(t, st, &MemResults{}, clk)
	if err := b3.Resume(); err != nil {
		t.Fatal(err)
	}
	b3.Wait()
	out := rec3.take()
	found := false
	for _, o := range out {
		found = found || strings.HasPrefix(o.R.Text, "Computer (medium) ") && strings.Contains(o.R.Text, "Alice's turn.")
	}
	if !found {
		t.Fatalf("the computer on turn did not move after the restart: %+v", out)
	}
}

func mustJSON(t *testing.T, s *session) []byte {
	t.Helper()
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The lobby says computers may fill seats, in English and Italian, and a
// lobby of one person and a computer starts; one person alone does not.
func TestLobbySaysComputersMayFill(t *testing.T) {
	b, rec := newComputerBot(t, &MemStore{}, &MemResults{}, NewFakeClock(t0))
	b.Handle(cmd(alice, "scarabeo", "new"))
	want := "🎲 **Scarabeo**: a new game opened by Alice. Players (1/4): Alice. Join, then Alice starts the game (2 to 4 players; computers may fill seats, so one person and a computer is a game). The lobby closes if nobody starts it within 30 minutes."
	if r := one(t, rec, "lobby").R; r.Text != want {
		t.Fatalf("lobby:\n%s\nwant\n%s", r.Text, want)
	}
	b.Handle(press(alice, "start:1"))
	if r := one(t, rec, "alone").R; !r.Private || r.Text != "At least two players are needed: wait for someone to press Join, or add a computer." {
		t.Fatalf("one person alone: %+v", r)
	}
	b.Handle(press(alice, "cpu:1:hard"))
	one(t, rec, "add")
	b.Handle(press(alice, "start:1"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "begins: Alice, Computer (hard)") || !strings.HasPrefix(out[1].R.Text, "Alice's turn.") {
		t.Fatalf("one person and a computer: %+v", out)
	}
	b.Handle(cmd(alice, "stop", ""))
	b.Handle(press(alice, "stopgame:1"))
	rec.take()
	c := cmd(alice, "scrabble", "new")
	c.Locale = "it"
	b.Handle(c)
	want = "🎲 **Scrabble**: nuova partita aperta da Alice. Giocatori (1/4): Alice. Entrate, poi Alice avvia la partita (da 2 a 4 giocatori; i computer possono occupare dei posti, quindi una persona e un computer bastano)."
	if r := one(t, rec, "lobby it").R; !strings.HasPrefix(r.Text, want) {
		t.Fatalf("Italian lobby:\n%s\nwant\n%s", r.Text, want)
	}
}
