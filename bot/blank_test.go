package bot

import (
	"strings"
	"testing"
)

// TestEnglishSaysBlank: an English player's Scrabble and Scarabeo call the
// blank tile a blank, as English Scrabble does (docs/bot.md, Languages);
// they said "jolly", the Italian word, which Italian keeps. A word with a
// digit, a rack character that is no tile, /swap in Scrabble and in
// Scarabeo, and /help.
func TestEnglishSaysBlank(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	en := func(c *Command) *Command { c.Locale = "en-US"; return c }
	b.Handle(en(cmd(alice, "scrabble", "new", "lang", "en")))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	for _, c := range []struct {
		c    *Command
		want string
	}{
		{en(cmd(alice, "play", "", "word", "CA5E", "pos", "8H")), `"CA5E" is not a word: use the letters A-Z (lower case for a blank)`},
		{en(cmd(alice, "exchange", "", "letters", "A1")), `'1' is not a tile: use letters, and ? for a blank.`},
		{en(cmd(alice, "swap", "", "letter", "A")), "Scrabble has no blank swap: a blank stays on the board for the rest of the game."},
	} {
		b.Handle(c.c)
		if r := one(t, rec, c.want).R; !r.Private || r.Text != c.want {
			t.Errorf("/%s %v:\n got %q\nwant %q", c.c.Name, c.c.Options, r.Text, c.want)
		}
	}
	b.Handle(en(cmd(alice, "help", "")))
	var help strings.Builder
	for _, s := range rec.take() {
		help.WriteString(s.R.Text)
	}
	if h := help.String(); !strings.Contains(h, "`/swap letter` (take a blank back from a Scarabeo board)") || strings.Contains(strings.ToLower(h), "jolly") {
		t.Errorf("/help in English: %q", h)
	}
	b.Handle(cmd(admin, "stop", ""))
	rec.take()

	b.Handle(en(cmd(alice, "scarabeo", "new")))
	b.Handle(press(bob, "join:2"))
	b.Handle(press(alice, "start:2"))
	rec.take()
	for _, c := range []struct{ locale, want string }{
		{"en-US", "No blank on the board stands for Z."},
		{"it", "Nessun jolly sul tabellone rappresenta la Z."},
	} {
		sw := cmd(alice, "swap", "", "letter", "Z")
		sw.Locale = c.locale
		b.Handle(sw)
		if r := one(t, rec, c.want).R; !r.Private || r.Text != c.want {
			t.Errorf("/swap Z in %s: %q, want %q", c.locale, r.Text, c.want)
		}
	}
}
