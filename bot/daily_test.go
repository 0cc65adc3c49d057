package bot

import (
	"context"
	"log/slog"
	"strconv"
	"strings"
	"testing"
	"time"
)

func newDailyBot(t *testing.T, seed string, clk *FakeClock) (*Bot, *recorder) {
	t.Helper()
	rec := &recorder{}
	b := New(Options{Clock: clk, Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: seed}, rec)
	return b, rec
}

func dailyCmd(u User, guild, channel, game string) *Command {
	return &Command{Name: "daily", Sub: game, Options: map[string]string{}, User: u, Channel: channel, Guild: guild}
}

// boardOf is the text board of a reply (between the ``` fences).
func boardOf(t *testing.T, text string) string {
	t.Helper()
	_, rest, ok := strings.Cut(text, "```\n")
	board, _, ok2 := strings.Cut(rest, "```")
	if !ok || !ok2 {
		t.Fatalf("no board in %q", text)
	}
	return board
}

// TestDailySamePuzzle: the puzzle is the same in two servers and for two
// bots with the same seed, another with a different seed, another the next day.
func TestDailySamePuzzle(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	b2, rec2 := newDailyBot(t, "secret", clk)
	b3, rec3 := newDailyBot(t, "other", clk)
	for _, game := range []string{"boggle", "ruzzle", "scarabeo"} {
		b.Handle(dailyCmd(alice, "g1", "c1", game))
		one := rec.take()
		b.Handle(dailyCmd(bob, "g2", "c2", game))
		two := rec.take()
		b2.Handle(dailyCmd(carol, "g3", "c3", game))
		three := rec2.take()
		b3.Handle(dailyCmd(carol, "g3", "c3", game))
		other := rec3.take()
		if len(one) != 1 || !one[0].R.Private || len(two) != 1 || len(three) != 1 || len(other) != 1 {
			t.Fatalf("%s: replies %+v / %+v / %+v / %+v", game, one, two, three, other)
		}
		a := boardOf(t, one[0].R.Text)
		if boardOf(t, two[0].R.Text) != a || boardOf(t, three[0].R.Text) != a {
			t.Errorf("%s: not the same board in two servers and two bots:\n%s\n%s\n%s", game, a, boardOf(t, two[0].R.Text), boardOf(t, three[0].R.Text))
		}
		if boardOf(t, other[0].R.Text) == a {
			t.Errorf("%s: the same board with another seed", game)
		}
	}
	p1, err := b.puzzle(Boggle, "2026-01-01")
	if err != nil {
		t.Fatal(err)
	}
	p2, err := b.puzzle(Boggle, "2026-01-02")
	if err != nil {
		t.Fatal(err)
	}
	if p1.round.Letters == p2.round.Letters {
		t.Error("the same Boggle board two days running")
	}
	// Without a configured seed, one is generated once and kept by the store.
	st := &MemDaily{}
	s1 := New(Options{Clock: clk, Daily: st, NoImages: true}, &recorder{})
	s2 := New(Options{Clock: clk, Daily: st, NoImages: true}, &recorder{})
	q1, _ := s1.puzzle(Boggle, "2026-01-01")
	q2, _ := s2.puzzle(Boggle, "2026-01-01")
	if q1 == nil || q2 == nil || q1.round.Letters != q2.round.Letters {
		t.Error("two bots sharing a store made different puzzles")
	}
}

// TestDailyBoggle plays the daily Boggle: once per player, private, the
// answers hidden until the player finishes, a spoiler-free channel line at
// the end of the player's 3 minutes, and the answers to everyone the next
// day.
func TestDailyBoggle(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	day := dayOf(t0)
	p, err := b.puzzle(Boggle, day)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.words) < 3 {
		t.Fatalf("only %d words on the daily board", len(p.words))
	}
	best := p.words[0]
	b.Handle(dailyCmd(alice, "g1", "c1", "boggle"))
	out := rec.take()
	if len(out) != 1 || !out[0].R.Private || !strings.Contains(out[0].R.Text, "3 minutes left") || len(out[0].R.Buttons) != 2 ||
		strings.Contains(out[0].R.Text, best.Word) {
		t.Fatalf("start: %+v", out)
	}
	// The Guess button opens a form; its words are judged privately.
	b.Handle(&Press{CustomID: "dailyguess:boggle:" + day, User: alice, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || out[0].R.Modal == nil || out[0].R.Modal.ID != "dailywords:boggle:"+day {
		t.Fatalf("guess button: %+v", out)
	}
	b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: strings.ToLower(best.Word) + " xqzv " + best.Word, User: alice, Channel: "c1", Guild: "g1"})
	out = rec.take()
	want := "✅ " + best.Word + ": " + pts(best.Points) + ".\n❌ XQZV does not count: not in the dictionary.\n🔁 You already have " + best.Word + ".\nTotal so far: " + pts(best.Points) + "."
	if len(out) != 1 || !out[0].R.Private || out[0].R.Text != want {
		t.Fatalf("words: %+v\nwant %q", out, want)
	}
	// While Alice plays, nothing shows the answers: not /daily, not her board.
	b.Handle(dailyCmd(bob, "g1", "c1", ""))
	out = rec.take()
	if len(out) != 1 || strings.Contains(out[0].R.Text, best.Word) || !strings.Contains(out[0].R.Text, "nobody has finished it yet") {
		t.Errorf("standings during a play: %+v", out)
	}
	// Her 3 minutes end: the channel gets a line without words.
	clk.Advance(3 * time.Minute)
	b.Wait()
	out = rec.take()
	line := "🗓️ **Alice** finished the daily Boggle: " + pts(best.Points) + ", 1 word, " + itoa(best.Points*100/p.max) + "% of the maximum; streak 1 day."
	if len(out) != 1 || out[0].R.Private || out[0].R.Text != line || out[0].T.Channel != "c1" {
		t.Fatalf("end line: %+v\nwant %q", out, line)
	}
	// Once only: a second /daily boggle, even from another server, gives
	// her result with the answers.
	b.Handle(dailyCmd(alice, "g2", "c9", "boggle"))
	out = rec.take()
	if len(out) != 1 || !out[0].R.Private || !strings.Contains(out[0].R.Text, "🏁 Your daily Boggle of "+day+": "+pts(best.Points)) ||
		!strings.Contains(out[0].R.Text, best.Word+" "+itoa(best.Points)) || len(out[0].R.Buttons) != 0 {
		t.Errorf("again: %+v", out)
	}
	// A late Guess form is not read.
	b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: p.words[1].Word, User: alice, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || !strings.Contains(out[0].R.Text, "🏁 Your daily Boggle") {
		t.Errorf("late words: %+v", out)
	}
	if pl, _, _ := b.opt.Daily.DailyPlay(context.Background(), day, "boggle", alice.ID); pl.Score != best.Points || len(pl.Words) != 1 {
		t.Errorf("stored play: %+v", pl)
	}
	// Bob plays in another server and stops at once with Done; the
	// standings list each server's players and all servers'.
	b.Handle(dailyCmd(bob, "g2", "c2", "boggle"))
	rec.take()
	b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: p.words[1].Word + " " + p.words[2].Word, User: bob, Channel: "c2", Guild: "g2"})
	rec.take()
	b.Handle(&Press{CustomID: "dailydone:boggle:" + day, User: bob, Channel: "c2", Guild: "g2"})
	out = rec.take()
	if len(out) != 2 || !out[0].R.Private || !strings.Contains(out[0].R.Text, "🏁 Your daily Boggle") || !out[1].R.Detached || !strings.Contains(out[1].R.Text, "**Bob** finished the daily Boggle") {
		t.Fatalf("done: %+v", out)
	}
	bobScore := p.words[1].Points + p.words[2].Points
	b.Handle(dailyCmd(carol, "g1", "c1", ""))
	out = rec.take()
	st := out[0].R.Text
	first, second := "1. Alice "+itoa(best.Points), "1. Bob "+itoa(bobScore)
	if best.Points < bobScore {
		first, second = "1. Bob "+itoa(bobScore), "2. Alice "+itoa(best.Points)
	} else {
		second = "2. Bob " + itoa(bobScore)
	}
	if !strings.Contains(st, "This server: 1. Alice "+itoa(best.Points)) || !strings.Contains(st, "All servers: "+first) || !strings.Contains(st, second) ||
		strings.Contains(st, best.Word+" ") {
		t.Errorf("standings:\n%s", st)
	}
	// The next day everyone sees yesterday's answers.
	clk.Advance(24 * time.Hour)
	b.Handle(dailyCmd(carol, "g1", "c1", ""))
	out = rec.take()
	if !strings.Contains(out[0].R.Text, "**Yesterday's answers** ("+day+")") || !strings.Contains(out[0].R.Text, best.Word+" "+itoa(best.Points)) {
		t.Errorf("next day:\n%s", out[0].R.Text)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestDailyStreaks: a streak counts the days in a row a player finished
// the game's puzzle, and breaks when a whole day is missed.
func TestDailyStreaks(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	play := func() string {
		b.Handle(dailyCmd(alice, "g1", "c1", "ruzzle"))
		rec.take()
		b.Handle(&Press{CustomID: "dailydone:ruzzle:" + dayOf(clk.Now()), User: alice, Channel: "c1", Guild: "g1"})
		out := rec.take()
		if len(out) != 2 {
			t.Fatalf("done: %+v", out)
		}
		return out[1].R.Text
	}
	for i, want := range []string{"streak 1 day.", "streak 2 days.", "streak 3 days."} {
		if got := play(); !strings.HasSuffix(got, want) {
			t.Errorf("day %d: %q, want the streak %q", i+1, got, want)
		}
		clk.Advance(24 * time.Hour)
	}
	// Not yet played today: the streak of yesterday still stands.
	if got := b.dailyStreak(alice.ID, Ruzzle, dayOf(clk.Now())); got != 3 {
		t.Errorf("streak before today's play: %d, want 3", got)
	}
	clk.Advance(24 * time.Hour) // a whole day missed
	if got := b.dailyStreak(alice.ID, Ruzzle, dayOf(clk.Now())); got != 0 {
		t.Errorf("streak after a missed day: %d, want 0", got)
	}
	if got := play(); !strings.HasSuffix(got, "streak 1 day.") {
		t.Errorf("after a missed day: %q", got)
	}
	// Another game has its own streak.
	if got := b.dailyStreak(alice.ID, Boggle, dayOf(clk.Now())); got != 0 {
		t.Errorf("Boggle streak: %d", got)
	}
	for _, c := range []struct {
		days  []string
		today string
		want  int
	}{
		{nil, "2026-01-05", 0},
		{[]string{"2026-01-05", "2026-01-04", "2026-01-02"}, "2026-01-05", 2},
		{[]string{"2026-01-04", "2026-01-03"}, "2026-01-05", 2},
		{[]string{"2026-01-03"}, "2026-01-05", 0},
		{[]string{"2026-01-01", "2025-12-31"}, "2026-01-01", 2},
		{[]string{"2026-01-09", "2026-01-05"}, "2026-01-05", 1},
	} {
		if got := streakOf(c.days, c.today); got != c.want {
			t.Errorf("streakOf(%v, %s) = %d, want %d", c.days, c.today, got, c.want)
		}
	}
}

// TestDailyScarabeo: one move on the day's position, scored against the
// best; a refused move costs nothing; the server's settings can turn the
// channel line off.
func TestDailyScarabeo(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	day := dayOf(t0)
	if err := b.opt.Settings.SaveGuildSettings(context.Background(), "g2", Settings{NoDaily: true}); err != nil {
		t.Fatal(err)
	}
	p, err := b.puzzle(Scarabeo, day)
	if err != nil {
		t.Fatal(err)
	}
	b.Handle(dailyCmd(alice, "g1", "c1", "scarabeo"))
	out := rec.take()
	if len(out) != 1 || !strings.Contains(out[0].R.Text, "Your tiles: ") || len(out[0].R.Buttons) != 1 || strings.Contains(out[0].R.Text, p.best.Word) && len(p.best.Word) > 3 {
		t.Fatalf("start: %+v", out)
	}
	b.Handle(&Submit{CustomID: "dailymove:scarabeo:" + day, Text: "ZZZZ 8H", User: alice, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || !out[0].R.Private || strings.Contains(out[0].R.Text, "🏁") {
		t.Fatalf("a refused move: %+v", out)
	}
	// A square off the board is refused as such (it said '"PAGO" is not a
	// position', the word read as the square).
	b.Handle(&Submit{CustomID: "dailymove:scarabeo:" + day, Text: "PAGO 20A", User: alice, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || !out[0].R.Private || !strings.Contains(out[0].R.Text, "20A") || strings.Contains(out[0].R.Text, "PAGO") {
		t.Fatalf("a square off the board: %+v", out)
	}
	b.Handle(&Submit{CustomID: "dailymove:scarabeo:" + day, Text: p.best.Word + " " + p.best.Pos(), User: alice, Channel: "c1", Guild: "g1"})
	out = rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "100% of the best move") || !strings.Contains(out[0].R.Text, "The best move: "+p.best.Word) ||
		out[1].R.Text != "🗓️ **Alice** played the daily Scarabeo: "+pts(p.best.Score)+", 100% of the best move; streak 1 day." {
		t.Fatalf("best move: %+v", out)
	}
	b.Handle(&Submit{CustomID: "dailymove:scarabeo:" + day, Text: p.best.Word + " " + p.best.Pos(), User: alice, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || !strings.Contains(out[0].R.Text, "🏁 Your daily Scarabeo") {
		t.Errorf("a second move: %+v", out)
	}
	// In a server with daily lines off, the player gets the result alone.
	b.Handle(dailyCmd(bob, "g2", "c2", "scarabeo"))
	rec.take()
	b.Handle(&Submit{CustomID: "dailymove:scarabeo:" + day, Text: p.best.Word + " " + p.best.Pos(), User: bob, Channel: "c2", Guild: "g2"})
	if out = rec.take(); len(out) != 1 || !out[0].R.Private {
		t.Errorf("daily lines off: %+v", out)
	}
}

// TestDailyResume: after a restart the timers of the plays still going are
// set again: the channel gets its line at the end of the player's time.
func TestDailyResume(t *testing.T) {
	clk := NewFakeClock(t0)
	st := &MemDaily{}
	b1 := New(Options{Clock: clk, Seed: 1, Daily: st, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "s"}, &recorder{})
	b1.Handle(dailyCmd(alice, "g1", "c1", "ruzzle"))
	b1.Shutdown()
	clk.Advance(time.Minute)
	rec := &recorder{}
	b2 := New(Options{Clock: clk, Seed: 1, Daily: st, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "s"}, rec)
	if err := b2.ResumeWhere(func(g string) bool { return g == "g1" }); err != nil {
		t.Fatal(err)
	}
	b3 := New(Options{Clock: clk, Seed: 1, Daily: st, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "s"}, rec)
	if err := b3.ResumeWhere(func(g string) bool { return g == "g2" }); err != nil { // another shard's process
		t.Fatal(err)
	}
	clk.Advance(time.Minute + 59*time.Second)
	b2.Wait()
	if out := rec.take(); len(out) != 0 {
		t.Fatalf("before the end: %+v", out)
	}
	clk.Advance(time.Second)
	b2.Wait()
	b3.Wait()
	out := rec.take()
	if len(out) != 1 || out[0].T.Channel != "c1" || out[0].R.Text != "🗓️ **Alice** finished the daily Ruzzle: 0 points, 0 words, 0% of the maximum; streak 1 day." {
		t.Fatalf("after the end: %+v", out)
	}
}

// TestDailyConcurrentForms: Guess forms of one player sent from several
// channels at once (each channel has its own goroutine) all count.
func TestDailyConcurrentForms(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	day := dayOf(t0)
	p, err := b.puzzle(Boggle, day)
	if err != nil {
		t.Fatal(err)
	}
	b.Handle(dailyCmd(alice, "g1", "c1", "boggle"))
	n := min(len(p.words), 12)
	for i := 0; i < n; i++ {
		b.Dispatch(&Submit{CustomID: "dailywords:boggle:" + day, Text: p.words[i].Word, User: alice, Channel: "c" + strconv.Itoa(i), Guild: "g1"})
	}
	b.Wait()
	rec.take()
	pl, _, _ := b.opt.Daily.DailyPlay(context.Background(), day, "boggle", alice.ID)
	if len(pl.Words) != n {
		t.Errorf("%d words kept of %d: %v", len(pl.Words), n, pl.Words)
	}
}

// TestDailyNameIsID: a player whose display name is their ID (the
// terminal's "player") scores their words in the daily Boggle's result,
// as the verdicts said.
func TestDailyNameIsID(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	day := dayOf(t0)
	p, err := b.puzzle(Boggle, day)
	if err != nil {
		t.Fatal(err)
	}
	best := p.words[0]
	u := User{ID: "player", Name: "player"}
	b.Handle(dailyCmd(u, "g1", "c1", "boggle"))
	rec.take()
	b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: best.Word, User: u, Channel: "c1", Guild: "g1"})
	rec.take()
	b.Handle(&Press{CustomID: "dailydone:boggle:" + day, User: u, Channel: "c1", Guild: "g1"})
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "🏁 Your daily Boggle of "+day+": "+pts(best.Points)+", 1 word") {
		t.Fatalf("done: %+v", out)
	}
	if pl, _, _ := b.opt.Daily.DailyPlay(context.Background(), day, "boggle", u.ID); pl.Score != best.Points {
		t.Errorf("stored score %d, want %d", pl.Score, best.Points)
	}
}
