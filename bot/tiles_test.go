package bot

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

// A Scrabble game in French (the server's default, or /scrabble new
// lang:fr) deals from the French set of 102 tiles (docs/rules.md, Tiles per
// language): 95 unseen after Alice's rack, where English and Italian leave 93; the set is kept when the game is saved and read again.
func TestScrabbleFrenchTiles(t *testing.T) {
	for _, c := range []struct {
		lang, option, want string
	}{
		{"fr", "", "Tiles you cannot see (the bag and the other racks): 95. "},
		{"en", "fr", "Tiles you cannot see (the bag and the other racks): 95. "},
		{"en", "", "Tiles you cannot see (the bag and the other racks): 93. "},
		{"fr", "it", "Tiles you cannot see (the bag and the other racks): 93. "},
	} {
		rec := &recorder{}
		st := &MemStore{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: st,
			Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute, ScrabbleLang: c.lang}, rec)
		if c.option != "" {
			b.Handle(cmd(alice, "scrabble", "new", "lang", c.option))
		} else {
			b.Handle(cmd(alice, "scrabble", "new"))
		}
		rec.take()
		b.Handle(press(bob, "join:1"))
		b.Handle(press(alice, "start:1"))
		words := "Words in English (SCOWL)."
		if c.lang == "fr" && c.option != "it" || c.option == "fr" {
			words = "Words in French (hunspell fr)."
		} else if c.option == "it" {
			words = "Words in Italian (hunspell it_IT)."
		}
		said := false
		for _, o := range rec.take() {
			said = said || strings.Contains(o.R.Text, words)
		}
		if !said {
			t.Errorf("%s lang:%s: the start does not say %q", c.lang, c.option, words)
		}
		b.Handle(cmd(alice, "unseen", ""))
		if r := one(t, rec, "unseen").R; !strings.HasPrefix(r.Text, c.want) {
			t.Errorf("%s lang:%s: unseen %q, want %q...", c.lang, c.option, r.Text, c.want)
		}
		// A restarted bot whose default is English reads the game's own
		// tiles from the store.
		b2 := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: st,
			Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}, rec)
		b2.Handle(cmd(alice, "unseen", ""))
		if r := one(t, rec, "unseen after a restart").R; !strings.HasPrefix(r.Text, c.want) {
			t.Errorf("%s lang:%s after a restart: unseen %q, want %q...", c.lang, c.option, r.Text, c.want)
		}
	}
}

// /upwords new lang:fr deals from the French bag of 100 (93 unseen after
// Alice's hand; the seed's bag of 118 leaves 111), also after a restart.
func TestUpwordsFrenchBag(t *testing.T) {
	for _, c := range []struct{ option, want string }{
		{"fr", "Tiles you cannot see (the bag and the other racks): 93. "},
		{"it", "Tiles you cannot see (the bag and the other racks): 111. "},
	} {
		rec := &recorder{}
		st := &MemStore{}
		opts := Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: st,
			Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}
		b := New(opts, rec)
		b.Handle(cmd(alice, "upwords", "new", "lang", c.option))
		rec.take()
		b.Handle(press(bob, "join:1"))
		b.Handle(press(alice, "start:1"))
		rec.take()
		for i, bot := range []*Bot{b, New(opts, rec)} {
			bot.Handle(cmd(alice, "unseen", ""))
			if r := one(t, rec, "unseen").R; !strings.HasPrefix(r.Text, c.want) {
				t.Errorf("lang:%s (bot %d): unseen %q, want %q...", c.option, i, r.Text, c.want)
			}
		}
	}
}

// /boggle start lang:fr plays French: garçon is typed with its ç and counts
// as GARCON (the French alphabet folds it); in English the ç is no letter.
// Random French boards draw by the French set (boggle.Generate).
func TestBoggleFrench(t *testing.T) {
	for _, c := range []struct{ lang, react string }{{"fr", ReactValid}, {"en", ReactInvalid}} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler),
			Lexicon: lexicon.Embedded}, rec)
		b.Handle(cmd(alice, "boggle", "start", "board", "GARX XXCX XXON XXXX", "minutes", "2", "lang", c.lang))
		if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "4x4 ("+c.lang+")") {
			t.Fatalf("%s: start %+v", c.lang, out)
		}
		b.Handle(msg(alice, "garçon"))
		if out := rec.take(); len(out) != 1 || out[0].R.React != c.react {
			t.Errorf("%s: garçon %+v, want %s", c.lang, out, c.react)
		}
	}
	rec := &recorder{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: lexicon.Embedded}, rec)
	b.Handle(cmd(alice, "boggle", "start", "lang", "fr", "size", "6"))
	if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "6x6 (fr)") {
		t.Fatalf("random French board: %+v", out)
	}
	b.Handle(cmd(alice, "stop", ""))
	rec.take()
	b.Handle(cmd(alice, "ruzzle", "start", "lang", "fr"))
	if r := one(t, rec, "ruzzle fr").R; r.Text != "The option lang must be en or it." {
		t.Errorf("ruzzle lang:fr: %+v", r)
	}
}
