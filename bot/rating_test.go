package bot

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/storage"
)

func ratingLines(t *testing.T, res Results, scope, game string) string {
	t.Helper()
	list, err := res.Ratings(context.Background(), scope, game, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range list {
		out = append(out, fmt.Sprintf("%s %.2f/%.2f/%.6f %d", r.Name, r.Rating, r.RD, r.Sigma, r.Games))
	}
	return strings.Join(out, "; ")
}

// TestRatedBoggleRound: a 3-player Boggle round rates its players (the
// winner beats both, the two others draw), per server and globally; the
// leaderboard shows the ratings, /leaderboard global the global ones.
func TestRatedBoggleRound(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	b.Handle(msg(alice, "cat"))
	b.Handle(msg(alice, "cats"))
	b.Handle(msg(bob, "dog"))
	b.Handle(msg(carol, "cod"))
	clk.Advance(time.Minute)
	b.Wait()
	rec.take()
	want := "Alice 1747.32/253.40/0.060000 1; Bob 1376.34/253.40/0.059999 1; Carol 1376.34/253.40/0.059999 1"
	for _, scope := range []string{"g1", storage.GlobalScope} {
		if got := ratingLines(t, b.opt.Results, scope, "boggle"); got != want {
			t.Errorf("%s: %s\nwant %s", scope, got, want)
		}
	}
	b.Handle(cmd(carol, "leaderboard", ""))
	if r := one(t, rec, "leaderboard").R; r.Text != "**Boggle**\n1. Alice: rating 1747 ±253, 1 win in 1 game, 2 points (best 2), best word CAT (1 point)\n"+
		"2. Bob: rating 1376 ±253, 0 wins in 1 game, 1 point (best 1), best word DOG (1 point)\n"+
		"3. Carol: rating 1376 ±253, 0 wins in 1 game, 1 point (best 1), best word COD (1 point)" {
		t.Errorf("leaderboard: %q", r.Text)
	}
	c := cmd(carol, "leaderboard", "", "global", "true")
	c.Locale = "it"
	b.Handle(c)
	if r := one(t, rec, "global").R; r.Text != "Valutazioni su tutti i server:\n**Boggle**\n1. Alice: valutazione 1747 ±253, 1 partita valutata\n2. Bob: valutazione 1376 ±253, 1 partita valutata\n3. Carol: valutazione 1376 ±253, 1 partita valutata" {
		t.Errorf("global leaderboard: %q", r.Text)
	}
}

// TestRatedScarabeoGame: a 2-player Scarabeo game ended by a resignation
// rates the winner up and the loser down; a game stopped before anyone
// scored rates nothing.
func TestRatedScarabeoGame(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	start := func() {
		b.Handle(cmd(alice, "scarabeo", "new"))
		b.Handle(press(bob, fmt.Sprintf("join:%d", b.sessions["c1"].Game)))
		b.Handle(press(alice, fmt.Sprintf("start:%d", b.sessions["c1"].Game)))
		rec.take()
	}
	start()
	b.Handle(cmd(alice, "stop", ""))
	rec.take()
	if got := ratingLines(t, b.opt.Results, "g1", "scarabeo"); got != "" {
		t.Errorf("a game stopped before anyone scored was rated: %s", got)
	}
	start()
	b.Handle(cmd(alice, "resign", ""))
	rec.take()
	b.Handle(press(alice, fmt.Sprintf("resign:%d", b.sessions["c1"].Game)))
	rec.take()
	want := "Bob 1662.31/290.32/0.060000 1; Alice 1337.69/290.32/0.060000 1"
	for _, scope := range []string{"g1", storage.GlobalScope} {
		if got := ratingLines(t, b.opt.Results, scope, "scarabeo"); got != want {
			t.Errorf("%s: %s\nwant %s", scope, got, want)
		}
	}
	b.Handle(cmd(alice, "stats", ""))
	if r := one(t, rec, "stats").R; !strings.Contains(r.Text, "**Scarabeo**: rating 1338 ±290 (all servers: 1338), 0 wins in 1 game") ||
		!strings.HasSuffix(r.Text, "Your last rating changes on this server:\n2026-01-01 Scarabeo: 1500 → 1338 (-162)") {
		t.Errorf("stats: %q", r.Text)
	}
}

// TestComputerNeverRated: a Scarabeo game of two people and a computer
// that wins (both people resign) rates the two people only, between them
// (a draw at 0 points each); a game of one person against the computer
// rates nobody.
func TestComputerNeverRated(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	play := func(people ...User) {
		b.Handle(cmd(alice, "scarabeo", "new"))
		g := b.sessions["c1"].Game
		for _, u := range people {
			b.Handle(press(u, fmt.Sprintf("join:%d", g)))
		}
		b.Handle(press(alice, fmt.Sprintf("cpu:%d:easy", g)))
		b.Handle(press(alice, fmt.Sprintf("start:%d", g)))
		if tr := b.sessions["c1"].Turn; tr == nil || !tr.Players[len(tr.Players)-1].Computer {
			t.Fatalf("no computer seated: %+v", b.sessions["c1"])
		}
		// The people resign in turn: the computer wins.
		b.Handle(cmd(alice, "resign", ""))
		b.Handle(press(alice, fmt.Sprintf("resign:%d", g)))
		for _, u := range people {
			b.Handle(cmd(u, "resign", ""))
			b.Handle(press(u, fmt.Sprintf("resign:%d", g)))
		}
		b.Wait()
		rec.take()
	}
	play()
	if got := ratingLines(t, b.opt.Results, "g1", "scarabeo"); got != "" {
		t.Errorf("one person against the computer was rated: %s", got)
	}
	play(bob)
	got := ratingLines(t, b.opt.Results, "g1", "scarabeo")
	if got != "Alice 1500.00/290.32/0.059999 1; Bob 1500.00/290.32/0.059999 1" { // a draw at 0 each, the computer not rated
		t.Errorf("ratings with a computer: %s", got)
	}
}

// TestHintsMakeAGameUnrated: under /settings hints' default (unrated), a
// game in which a player asked /hint is recorded but rates nobody, and it
// says so (the asker at once, everyone at the end); hints:on rates it all
// the same; hints:off refuses /hint in turn games.
func TestHintsMakeAGameUnrated(t *testing.T) {
	game := func(b *Bot, rec *recorder, hint bool) (hintText, end string) {
		b.Handle(cmd(alice, "scarabeo", "new"))
		b.Handle(press(bob, fmt.Sprintf("join:%d", b.sessions["c1"].Game)))
		b.Handle(press(alice, fmt.Sprintf("start:%d", b.sessions["c1"].Game)))
		rec.take()
		if hint {
			b.Handle(cmd(alice, "hint", ""))
			hintText = one(t, rec, "hint").R.Text
		}
		b.Handle(cmd(alice, "resign", "")) // no move yet: at once
		return hintText, one(t, rec, "end").R.Text
	}
	b, rec, _ := newTurnBot(t)
	hintText, end := game(b, rec, true)
	if !strings.HasSuffix(hintText, "\nThis game will not be rated now: a hint was asked (/settings hints).") ||
		!strings.Contains(end, "🏆 The winner is **Bob**! Not rated: a hint was asked during the game.") {
		t.Errorf("unrated game:\nhint %q\nend %q", hintText, end)
	}
	if got := ratingLines(t, b.opt.Results, "g1", "scarabeo"); got != "" {
		t.Errorf("a game with a hint was rated: %s", got)
	}
	b.Handle(cmd(bob, "stats", ""))
	if r := one(t, rec, "stats").R; !strings.Contains(r.Text, "1 win in 1 game") {
		t.Errorf("the unrated game is not in Bob's games: %q", r.Text)
	}

	b, rec, _ = newTurnBot(t)
	b.Handle(cmd(manager, "settings", "", "hints", "on"))
	rec.take()
	if hintText, end = game(b, rec, true); strings.Contains(hintText, "rated") || strings.Contains(end, "Not rated") {
		t.Errorf("hints:on:\nhint %q\nend %q", hintText, end)
	}
	if got := ratingLines(t, b.opt.Results, "g1", "scarabeo"); got != "Bob 1662.31/290.32/0.060000 1; Alice 1337.69/290.32/0.060000 1" {
		t.Errorf("hints:on, ratings %s", got)
	}

	// Against the computer alone nothing could be rated: no word of it.
	b, rec, _ = newTurnBot(t)
	b.Handle(cmd(alice, "scarabeo", "new", "computer", "hard"))
	rec.take()
	b.Handle(cmd(alice, "hint", ""))
	if r := one(t, rec, "hint vs computer").R; strings.Contains(r.Text, "rated") {
		t.Errorf("a game against the computer said: %q", r.Text)
	}

	b, rec, _ = newTurnBot(t)
	b.Handle(cmd(manager, "settings", "", "hints", "off"))
	rec.take()
	b.Handle(cmd(alice, "scarabeo", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "hint", ""))
	if r := one(t, rec, "hint off").R; !r.Private || r.Text != "/hint is off in this server's turn games (/settings hints)." {
		t.Errorf("hints:off: %+v", r)
	}
}
