package bot

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

func newTurnBot(t *testing.T) (*Bot, *recorder, *FakeClock) {
	t.Helper()
	rec := &recorder{}
	clk := NewFakeClock(t0)
	b := New(Options{Clock: clk, Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}, rec)
	return b, rec, clk
}

func press(u User, id string) *Press {
	return &Press{CustomID: id, User: u, Channel: "c1", Guild: "g1"}
}

func one(t *testing.T, rec *recorder, what string) sent {
	t.Helper()
	out := rec.take()
	if len(out) != 1 {
		t.Fatalf("%s: %d replies: %+v", what, len(out), out)
	}
	return out[0]
}

func TestScarabeoGame(t *testing.T) {
	b, rec, clk := newTurnBot(t)
	b.Handle(cmd(alice, "scarabeo", "new"))
	r := one(t, rec, "new").R
	if r.Private || !strings.Contains(r.Text, "Players (1/4): Alice.") || len(r.Buttons) != 6 || r.Buttons[0].ID != "join:1" || r.Buttons[2].ID != "start:1" || r.Buttons[5].ID != "cpu:1:hard" {
		t.Fatalf("lobby: %+v", r)
	}
	b.Handle(press(alice, "start:1"))
	if r = one(t, rec, "start alone").R; !r.Private || !strings.HasPrefix(r.Text, "At least two players") {
		t.Errorf("start alone: %+v", r)
	}
	b.Handle(press(bob, "join:1"))
	if r = one(t, rec, "join").R; !r.Update || !strings.Contains(r.Text, "Players (2/4): Alice, Bob.") {
		t.Errorf("join: %+v", r)
	}
	b.Handle(press(bob, "join:1"))
	if r = one(t, rec, "join twice").R; !r.Private || r.Text != "You are already in this game." {
		t.Errorf("join twice: %+v", r)
	}
	b.Handle(press(bob, "start:1"))
	if r = one(t, rec, "start by bob").R; !r.Private || !strings.HasPrefix(r.Text, "Only Alice") {
		t.Errorf("start by bob: %+v", r)
	}
	b.Handle(cmd(carol, "scarabeo", "new"))
	if r = one(t, rec, "second lobby").R; !r.Private || !strings.Contains(r.Text, "already running") {
		t.Errorf("second lobby: %+v", r)
	}
	b.Handle(press(alice, "start:1"))
	out := rec.take()
	if len(out) != 2 || !out[0].R.Update || !strings.Contains(out[0].R.Text, "begins: Alice, Bob") ||
		!out[1].R.Detached || !strings.HasPrefix(out[1].R.Text, "Alice's turn.") || !strings.Contains(out[1].R.Text, "  A B C D") {
		t.Fatalf("start: %+v", out)
	}
	b.Handle(press(carol, "join:1"))
	if r = one(t, rec, "join after start").R; !r.Private || r.Text != "This game has already started or ended." {
		t.Errorf("join after start: %+v", r)
	}
	b.Handle(cmd(alice, "rack", ""))
	if r = one(t, rec, "rack").R; !r.Private || !strings.HasPrefix(r.Text, "Your tiles: ") {
		t.Errorf("rack: %+v", r)
	}
	b.Handle(cmd(carol, "rack", ""))
	if r = one(t, rec, "rack carol").R; !r.Private || r.Text != "You are not in this game." {
		t.Errorf("rack carol: %+v", r)
	}
	b.Handle(cmd(bob, "play", "", "word", "CASA", "pos", "9E"))
	if r = one(t, rec, "bob plays").R; !r.Private || r.Text != "It is not your turn: it is Alice's." {
		t.Errorf("bob out of turn: %+v", r)
	}
	b.Handle(cmd(alice, "play", "", "word", "CASA", "pos", "ZZ99"))
	if r = one(t, rec, "bad pos").R; !r.Private || r.Text == "" || strings.Contains(r.Text, "Internal") {
		t.Errorf("bad pos: %+v", r)
	}
	// Two hints played with the button.
	for turn, u := range []User{alice, bob} {
		b.Handle(cmd(u, "hint", ""))
		r = one(t, rec, "hint").R
		if !r.Private || !strings.HasPrefix(r.Text, "Best move: ") || len(r.Buttons) != 1 || r.Buttons[0].Label != "Play it" {
			t.Fatalf("hint %d: %+v", turn, r)
		}
		id := r.Buttons[0].ID
		other := bob
		if u == bob {
			other = alice
		}
		b.Handle(press(other, id))
		if r2 := one(t, rec, "play it by other").R; !r2.Private || !strings.HasPrefix(r2.Text, "It is not your turn") {
			t.Errorf("play it by the other player: %+v", r2)
		}
		b.Handle(press(carol, id))
		if r2 := one(t, rec, "play it by carol").R; !r2.Private || r2.Text != "You are not in this game." {
			t.Errorf("play it by carol: %+v", r2)
		}
		b.Handle(press(u, id))
		r2 := one(t, rec, "play it").R
		if r2.Private || !strings.HasPrefix(r2.Text, u.Name+" plays ") || !strings.Contains(r2.Text, other.Name+"'s turn.") {
			t.Fatalf("play it: %+v", r2)
		}
		b.Handle(press(u, id))
		if r2 = one(t, rec, "play it twice").R; !r2.Private {
			t.Errorf("play it twice: %+v", r2)
		}
	}
	b.Handle(cmd(carol, "score", ""))
	if r = one(t, rec, "score").R; r.Private || !strings.HasPrefix(r.Text, "Scores: Alice ") {
		t.Errorf("score: %+v", r)
	}
	// Alice is away: after the turn timeout she is skipped.
	clk.Advance(5 * time.Minute)
	b.Wait()
	if r = one(t, rec, "timeout").R; !strings.HasPrefix(r.Text, "⏰ Alice took too long and is skipped. Bob's turn.") {
		t.Errorf("timeout: %+v", r)
	}
	// Passes until the end.
	var last Reply
	for i := 0; i < 6; i++ {
		u := bob
		if i%2 == 1 {
			u = alice
		}
		b.Handle(cmd(u, "pass", ""))
		last = one(t, rec, "pass").R
		if strings.Contains(last.Text, "is over") {
			break
		}
	}
	if !strings.Contains(last.Text, "🏁 **Scarabeo** is over.") || !strings.Contains(last.Text, "🏆") || len(last.Buttons) != 1 || last.Buttons[0].ID != "again:1" {
		t.Fatalf("end: %+v", last)
	}
	b.Handle(cmd(alice, "pass", ""))
	if r = one(t, rec, "pass after end").R; !r.Private || r.Text != "No turn game is running in this channel." {
		t.Errorf("after end: %+v", r)
	}
	b.Handle(press(carol, "again:1"))
	if r = one(t, rec, "rematch by carol").R; !r.Private || !strings.HasPrefix(r.Text, "Only the players") {
		t.Errorf("rematch by carol: %+v", r)
	}
	b.Handle(press(bob, "again:1"))
	if out = rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "begins: Alice, Bob") {
		t.Errorf("rematch: %+v", out)
	}
}

func TestUpwordsLobbyAndStop(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "upwords", "new", "size", "8", "hand", "5"))
	one(t, rec, "lobby")
	b.Handle(press(bob, "join:1"))
	one(t, rec, "join")
	b.Handle(press(alice, "start:1"))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[1].R.Text, "  A  B  C  D  E  F  G  H \n") || strings.Contains(out[1].R.Text, " I \n") {
		t.Fatalf("start: %+v", out)
	}
	b.Handle(cmd(alice, "rack", ""))
	if r := one(t, rec, "rack").R; len(strings.Fields(strings.TrimPrefix(r.Text, "Your tiles: "))) != 5 {
		t.Errorf("rack of 5: %q", r.Text)
	}
	b.Handle(cmd(alice, "swap", "", "letter", "A"))
	if r := one(t, rec, "swap").R; !r.Private || r.Text != "Upwords has no blanks to swap." {
		t.Errorf("swap: %+v", r)
	}
	b.Handle(cmd(bob, "stop", ""))
	if r := one(t, rec, "stop by bob").R; !r.Private {
		t.Errorf("stop by bob: %+v", r)
	}
	b.Handle(cmd(alice, "stop", ""))
	if r := one(t, rec, "stop").R; !strings.Contains(r.Text, "The game was stopped by Alice.") || !strings.Contains(r.Text, "is over") {
		t.Errorf("stop: %+v", r)
	}
}

func TestLeaderboard(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "leaderboard", ""))
	if r := one(t, rec, "empty").R; r.Text != "No game has been played on this server yet." {
		t.Errorf("empty: %+v", r)
	}
	for i := 0; i < 2; i++ {
		b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
		b.Handle(msg(alice, "cat"))
		b.Handle(msg(bob, "dog"))
		b.Handle(msg(bob, "goat"))
		clk.Advance(time.Minute)
		b.Wait()
	}
	rec.take()
	b.Handle(cmd(carol, "leaderboard", ""))
	if r := one(t, rec, "board").R; r.Private || r.Text != "**Boggle**\n1. Bob: rating 1720 ±260, 2 wins in 2 games, 4 points (best 2), best word DOG (1 point)\n2. Alice: rating 1280 ±260, 0 wins in 2 games, 2 points (best 1), best word CAT (1 point)" {
		t.Errorf("leaderboard: %q", r.Text)
	}
	b.Handle(cmd(bob, "stats", ""))
	if r := one(t, rec, "stats").R; !r.Private || r.Text != "Your games on this server:\n**Boggle**: rating 1720 ±260 (all servers: 1720), 2 wins in 2 games, 4 points (best 2), best word DOG (1 point)\n"+
		"Your last rating changes on this server:\n2026-01-01 Boggle: 1662 → 1720 (+58)\n2026-01-01 Boggle: 1500 → 1662 (+162)" {
		t.Errorf("stats: %q", r.Text)
	}
	b.Handle(cmd(carol, "stats", ""))
	if r := one(t, rec, "stats").R; !r.Private || r.Text != "You have not finished a game on this server yet." {
		t.Errorf("stats of carol: %q", r.Text)
	}
}

func TestExchangeAndSwap(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scrabble", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "exchange", "")) // the whole rack: a button confirms
	r := one(t, rec, "exchange").R
	if !r.Private || !strings.HasPrefix(r.Text, "Exchange your whole rack (") || len(r.Buttons) != 1 || r.Buttons[0].ID != "exchangeall:1:1" {
		t.Fatalf("exchange without letters: %+v", r)
	}
	b.Handle(cmd(alice, "history", ""))
	if r := one(t, rec, "history").R; r.Text != "No move yet." {
		t.Errorf("the exchange was played before the button: %q", r.Text)
	}
	b.Handle(press(alice, "exchangeall:1:1"))
	if r := one(t, rec, "exchange").R; r.Private || !strings.HasPrefix(r.Text, "Alice exchanges tiles. Bob's turn.") {
		t.Errorf("exchange: %+v", r)
	}
	b.Handle(press(alice, "exchangeall:1:1")) // pressed again: the turn has passed
	if r := one(t, rec, "exchange again").R; !r.Private || r.Text != "This button belongs to an earlier turn." {
		t.Errorf("second press: %+v", r)
	}
	b.Handle(cmd(bob, "exchange", "", "letters", "QQQQQQQ"))
	if r := one(t, rec, "exchange bad").R; !r.Private || r.Text == "" || strings.Contains(r.Text, "Internal") {
		t.Errorf("exchange of tiles bob lacks: %+v", r)
	}
	b.Handle(cmd(bob, "swap", "", "letter", "E")) // Scarabeo's rule only
	if r := one(t, rec, "swap").R; !r.Private || r.Text != "Scrabble has no blank swap: a blank stays on the board for the rest of the game." {
		t.Errorf("swap: %+v", r)
	}
	b.Handle(cmd(bob, "play", "", "word", strings.Repeat("A", 40), "pos", "8H"))
	if r := one(t, rec, "long word").R; !r.Private || !strings.HasPrefix(r.Text, "Write /play word pos") {
		t.Errorf("long word: %+v", r)
	}
}

func TestStopBeforeAnyScoreHasNoWinner(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scarabeo", "new"))
	one(t, rec, "lobby")
	b.Handle(press(bob, "join:1"))
	one(t, rec, "join")
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "stop", ""))
	if r := one(t, rec, "stop").R; strings.Contains(r.Text, "Shared win") || !strings.Contains(r.Text, "Nobody wins.") {
		t.Errorf("stop at 0-0: %q", r.Text)
	}
	b.Handle(cmd(alice, "leaderboard", ""))
	if r := one(t, rec, "leaderboard").R; strings.Contains(r.Text, "1 win") {
		t.Errorf("leaderboard credits a win for a game stopped at 0-0: %q", r.Text)
	}
}

// The end of the game moves points for the tiles left on the racks: the
// final message says so, or the scores would not add up.
func TestEndAdjustmentsAreShown(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "upwords", "new", "size", "8", "hand", "5"))
	one(t, rec, "lobby")
	b.Handle(press(bob, "join:1"))
	one(t, rec, "join")
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "hint", ""))
	h := one(t, rec, "hint").R
	if len(h.Buttons) != 1 {
		t.Fatalf("hint: %+v", h)
	}
	b.Handle(press(alice, h.Buttons[0].ID))
	one(t, rec, "play it")
	b.Handle(cmd(bob, "pass", ""))
	one(t, rec, "bob passes")
	b.Handle(cmd(alice, "pass", ""))
	r := one(t, rec, "alice passes").R
	if !strings.Contains(r.Text, "Alice passes.\nFor the tiles left on the racks: Alice -25, Bob -25.\n🏁 **Upwords** is over.") {
		t.Errorf("end: %q", r.Text)
	}
}

// An exchange of one tile says "a tile" (the message and /history), of
// several "tiles".
func TestExchangeOneTile(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scrabble", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "exchange", ""))
	rec.take()
	b.Handle(press(alice, "exchangeall:1:1"))
	if r := one(t, rec, "exchange").R; !strings.HasPrefix(r.Text, "Alice exchanges tiles. Bob's turn.") {
		t.Errorf("exchange: %+v", r)
	}
	b.Handle(cmd(bob, "rack", ""))
	tile := strings.Fields(strings.TrimPrefix(one(t, rec, "rack").R.Text, "Your tiles: "))[0]
	b.Handle(cmd(bob, "exchange", "", "letters", tile))
	if r := one(t, rec, "exchange one").R; !strings.HasPrefix(r.Text, "Bob exchanges a tile. Alice's turn.") {
		t.Errorf("exchange of one tile: %+v", r)
	}
	h := cmd(carol, "history", "")
	h.Locale = "it"
	b.Handle(h)
	if r := one(t, rec, "history").R.Text; !strings.HasSuffix(r, "1. Alice cambia lettere (7)\n2. Bob cambia una lettera") {
		t.Errorf("history: %q", r)
	}
}

// A game that ends with no word ever placed (every player passing, or away
// until their turns time out) is nobody's win and not a result: its end
// says "Nobody wins." (not a shared win at 0-0, or a win by the end's rack
// penalties), and the leaderboard counts no game.
func TestGameEndedWithoutAWordHasNoWinner(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scrabble", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	var end string
	for i := 0; i < 12 && end == ""; i++ {
		u := []User{alice, bob}[i%2]
		b.Handle(cmd(u, "pass", ""))
		for _, o := range rec.take() {
			if strings.Contains(o.R.Text, "is over") {
				end = o.R.Text
			}
		}
	}
	if end == "" {
		t.Fatal("the game did not end on passes")
	}
	if !strings.Contains(end, "Nobody wins.") || strings.Contains(end, "🏆") {
		t.Errorf("end of a game without a word: %q", end)
	}
	b.Handle(cmd(alice, "leaderboard", ""))
	if r := one(t, rec, "leaderboard").R; strings.Contains(r.Text, "Scrabble") {
		t.Errorf("the leaderboard counts a game without a word: %q", r.Text)
	}
}
