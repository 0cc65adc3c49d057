package bot

import (
	"fmt"
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

// /upwords new lang:es, de, pt deal from the language's bag of 100 with its
// letters beyond Z: the start names the word list, /rack and /unseen write
// the tiles as the language does (Ñ, CH, LL, RR, Ä, Ö, Ü, Ç, never '[' and
// the like), the hint's word is played typed in lower case, a letter the
// bag lacks is refused by name, and a restarted bot reads the game back.
func TestUpwordsLangs(t *testing.T) {
	for _, c := range []struct {
		lang, words, lacks, kiwi string
		special                  []string
	}{
		{"es", "Words in Spanish (hunspell es_ES).", "kiwi", "There is no K tile in this game.", []string{"Ñ", "CH", "LL", "RR"}},
		{"de", "Words in German (hunspell de_DE).", "niño", `"niño" is not a word: use the letters A-Z and Ä, Ö and Ü`, []string{"Ä", "Ö", "Ü"}},
		{"pt", "Words in Portuguese (hunspell pt_BR).", "yoga", "There is no Y tile in this game.", []string{"Ç"}},
	} {
		b, rec, opts := langTurnGame(7, "upwords", c.lang)
		said := false
		for _, o := range rec.take() {
			said = said || strings.Contains(o.R.Text, c.words)
		}
		if !said {
			t.Errorf("%s: the start does not say %q", c.lang, c.words)
		}
		b.Handle(cmd(alice, "rack", ""))
		rack := one(t, rec, "rack").R.Text
		b.Handle(cmd(alice, "unseen", ""))
		unseen := one(t, rec, "unseen").R.Text
		if !strings.HasPrefix(unseen, "Tiles you cannot see (the bag and the other racks): 93. ") || strings.ContainsAny(rack+unseen, "[\\]^_") {
			t.Errorf("%s: rack %q, unseen %q", c.lang, rack, unseen)
		}
		for _, s := range c.special {
			if !strings.Contains(unseen, s+"×") && !strings.Contains(rack, " "+s) {
				t.Errorf("%s: %s neither in the rack %q nor unseen %q", c.lang, s, rack, unseen)
			}
		}
		b.Handle(cmd(alice, "play", "", "word", c.lacks, "pos", "5D"))
		if r := one(t, rec, "play "+c.lacks).R; !strings.Contains(r.Text, c.kiwi) {
			t.Errorf("%s: %s: %q, want %q", c.lang, c.lacks, r.Text, c.kiwi)
		}
		b.Handle(cmd(alice, "hint", ""))
		hint := one(t, rec, "hint").R.Text
		var word, pos string
		var pts int
		if _, err := fmt.Sscanf(hint, "Best move: %s at %s for %d points.", &word, &pos, &pts); err != nil {
			t.Fatalf("%s: hint %q: %v", c.lang, hint, err)
		}
		b.Handle(cmd(alice, "play", "", "word", strings.ToLower(word), "pos", pos))
		want := fmt.Sprintf("plays %s at %s for %d points", word, pos, pts)
		played := false
		for _, o := range rec.take() {
			played = played || strings.Contains(o.R.Text, want)
		}
		if !played {
			t.Errorf("%s: the hint %s %s was not played", c.lang, word, pos)
		}
		b2 := New(opts, rec)
		b2.Handle(cmd(alice, "unseen", ""))
		if r := one(t, rec, "unseen after a restart").R; !strings.HasPrefix(r.Text, "Tiles you cannot see (the bag and the other racks): ") || strings.ContainsAny(r.Text, "[\\]^_") {
			t.Errorf("%s after a restart: unseen %q", c.lang, r.Text)
		}
		t.Logf("%s: %s; %s; hint %s", c.lang, rack, unseen, hint)
	}
}

// A Spanish Upwords word with a letter beyond Z reads as Spanish writes it
// everywhere the bot words it: the hint, its Play it button, the move's
// line and /history (CHICO; never "\\ICO", nor "C HICO"). The first seed
// whose first hint holds a two-letter tile (CH, LL, RR) is played.
func TestUpwordsSpanishWords(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		b, rec, _ := langTurnGame(seed, "upwords", "es")
		rec.take()
		b.Handle(cmd(alice, "hint", ""))
		r := one(t, rec, "hint").R
		var word, pos string
		var pts int
		if r.Text == "No move is possible with your tiles: pass or exchange." {
			continue
		}
		if _, err := fmt.Sscanf(r.Text, "Best move: %s at %s for %d points.", &word, &pos, &pts); err != nil {
			t.Fatalf("seed %d: hint %q: %v", seed, r.Text, err)
		}
		if !strings.Contains(word, "CH") && !strings.Contains(word, "LL") && !strings.Contains(word, "RR") {
			continue
		}
		if len(r.Buttons) != 1 || !strings.HasSuffix(r.Buttons[0].ID, ":"+pos+":"+word) {
			t.Fatalf("seed %d: hint %s %s, buttons %+v", seed, word, pos, r.Buttons)
		}
		b.Handle(press(alice, r.Buttons[0].ID))
		want := fmt.Sprintf("plays %s at %s for %d points", word, pos, pts)
		played := false
		for _, o := range rec.take() {
			played = played || strings.Contains(o.R.Text, want)
		}
		if !played {
			t.Fatalf("seed %d: Play it on %s %s: no line %q", seed, word, pos, want)
		}
		b.Handle(cmd(alice, "history", ""))
		if h := one(t, rec, "history").R.Text; !strings.Contains(h, word+" at "+pos) || strings.ContainsAny(h, "[\\]^_") {
			t.Fatalf("seed %d: history %q, want %s at %s", seed, h, word, pos)
		}
		// The text board (NoImages) shows the tiles as Spanish writes them.
		b.Handle(cmd(alice, "board", ""))
		if bd := one(t, rec, "board").R.Text; !strings.Contains(bd, "CH1") || strings.ContainsAny(bd, "[\\]^_") {
			t.Fatalf("seed %d: board %q", seed, bd)
		}
		t.Logf("seed %d: %s at %s, %d points", seed, word, pos, pts)
		return
	}
	t.Fatal("no seed's first hint has CH, LL or RR")
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
	b.Handle(cmd(alice, "ruzzle", "start", "lang", "nl"))
	if r := one(t, rec, "ruzzle nl").R; r.Text != "The option lang must be en, it, fr, es, de or pt." {
		t.Errorf("ruzzle lang:nl: %+v", r)
	}
}

// frenchValues are the French Scrabble values, A to Z, written out here so
// that the test does not read the engine's table.
var frenchValues = [26]int{1, 3, 3, 2, 1, 4, 2, 4, 1, 8, 10, 1, 2, 1, 1, 3, 8, 1, 1, 1, 1, 4, 10, 10, 10, 10}

// /ruzzle start lang:fr plays French: the start message names the French
// word list, a word typed with its accents (ç, which only the French
// alphabet folds, and é) counts, and the report scores it with the French
// values on its best path (letter and word bonuses, +5 a letter beyond 4),
// computed here by hand. The first seed whose board holds a word with a C
// is played.
func TestRuzzleFrench(t *testing.T) {
	lex, err := lexicon.Embedded("fr")
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(1); seed <= 50; seed++ {
		rec := &recorder{}
		clk := NewFakeClock(t0)
		b := New(Options{Clock: clk, Seed: seed, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
		b.Handle(cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1", "lang", "fr"))
		if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "**Ruzzle** 4x4 (fr)") || !strings.Contains(out[0].R.Text, "Words in French (") {
			t.Fatalf("start: %+v", out)
		}
		s, _ := b.session("c1")
		bd := s.Round.ruzzle.RuzzleBoard()
		word := "" // the longest word with a C
		for _, f := range bd.Solve(lex, 3) {
			if strings.Contains(f.Word, "C") && len(f.Word) > len(word) {
				word = f.Word
			}
		}
		if word == "" {
			continue
		}
		typed := strings.NewReplacer("C", "ç", "E", "é").Replace(strings.ToLower(word))
		typed = strings.NewReplacer("c", "ç", "e", "é").Replace(typed)
		want := 0
		for _, p := range bd.Paths(word) {
			sum, mult := 0, 1
			for _, c := range p.Path {
				sum += frenchValues[bd.Letter(c)-'A'] * bd.Bonus(c).LetterMult()
				mult *= bd.Bonus(c).WordMult()
			}
			want = max(want, sum*mult+5*max(len(word)-4, 0))
		}
		b.Handle(msg(alice, typed))
		if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
			t.Fatalf("seed %d: %s: %+v", seed, typed, out)
		}
		clk.Advance(time.Minute)
		b.Wait()
		out := rec.take()
		if len(out) == 0 {
			t.Fatal("no report")
		}
		if rep := out[len(out)-1].R.Text; !strings.Contains(rep, fmt.Sprintf("**Alice**: %s\n> %s %d\n", pts(want), word, want)) {
			t.Errorf("seed %d: %s (typed %s) should score %d:\n%s", seed, word, typed, want, rep)
		}
		return
	}
	t.Fatal("no board with a word with a C in 50 seeds")
}

// /scrabble new lang:es, de, pt deal from the language's Scrabble set with
// its tiles beyond Z (docs/rules.md, Tiles per language): the start names
// the word list, /rack and /unseen write the tiles as the language does
// (Ñ, CH, LL, RR, Ä, Ö, Ü, Ç, never '[' and the like) and count the set
// (100 Spanish, 102 German, 120 Portuguese tiles, 7 on Alice's rack), the
// hint's move is played by its Play it button and, typed as the hint
// writes it, in a second game; a letter the set lacks is refused by name,
// and a restarted bot reads the game back. The seeds deal Alice a first
// move with a tile beyond Z and a jolly: sEÑOREO (a jolly S), SPäHEN (a
// jolly Ä), CAÇaS.
func TestScrabbleLangs(t *testing.T) {
	for _, c := range []struct {
		lang, words, lacks, refusal string
		unseen                      int
		special                     []string
		seed                        uint64
		hint                        string
	}{
		{"es", "Words in Spanish (hunspell es_ES).", "kiwi", "There is no K in Scrabble.", 93, []string{"Ñ", "CH", "LL", "RR"}, 62, "Best move: sEÑOREO at 8B for 92 points."},
		{"de", "Words in German (hunspell de_DE).", "niño", `"niño" is not a word: use the letters A-Z and Ä, Ö and Ü (lower case for a blank)`, 95, []string{"Ä", "Ö", "Ü"}, 62, "Best move: SPäHEN at 8C for 26 points."},
		{"pt", "Words in Portuguese (hunspell pt_BR).", "yoga", "There is no Y in Scrabble.", 113, []string{"Ç"}, 20, "Best move: DACPoS at 8D for 20 points."},
	} {
		for _, byButton := range []bool{true, false} {
			b, rec, opts := langTurnGame(c.seed, "scrabble", c.lang)
			said := false
			for _, o := range rec.take() {
				said = said || strings.Contains(o.R.Text, c.words)
			}
			if !said {
				t.Errorf("%s: the start does not say %q", c.lang, c.words)
			}
			b.Handle(cmd(alice, "rack", ""))
			rack := one(t, rec, "rack").R.Text
			b.Handle(cmd(alice, "unseen", ""))
			unseen := one(t, rec, "unseen").R.Text
			if !strings.HasPrefix(unseen, fmt.Sprintf("Tiles you cannot see (the bag and the other racks): %d. ", c.unseen)) || strings.ContainsAny(rack+unseen, "[\\]^_{|}~") {
				t.Errorf("%s: rack %q, unseen %q", c.lang, rack, unseen)
			}
			for _, s := range c.special {
				if !strings.Contains(unseen, s+"×") && !strings.Contains(rack, " "+s) {
					t.Errorf("%s: %s neither in the rack %q nor unseen %q", c.lang, s, rack, unseen)
				}
			}
			b.Handle(cmd(alice, "play", "", "word", c.lacks, "pos", "8E"))
			if r := one(t, rec, "play "+c.lacks).R; !strings.Contains(r.Text, c.refusal) {
				t.Errorf("%s: %s: %q, want %q", c.lang, c.lacks, r.Text, c.refusal)
			}
			b.Handle(cmd(alice, "hint", ""))
			hr := one(t, rec, "hint").R
			if hr.Text != c.hint+"\nThis game will not be rated now: a hint was asked (/settings hints)." {
				t.Errorf("%s: hint %q, want %q", c.lang, hr.Text, c.hint)
			}
			var word, pos string
			var pts int
			if _, err := fmt.Sscanf(hr.Text, "Best move: %s at %s for %d points.", &word, &pos, &pts); err != nil {
				t.Fatalf("%s: hint %q: %v", c.lang, hr.Text, err)
			}
			if byButton {
				id := ""
				for _, bt := range hr.Buttons {
					if strings.HasPrefix(bt.ID, "playit:") {
						id = bt.ID
					}
				}
				if id == "" {
					t.Fatalf("%s: no Play it button: %+v", c.lang, hr)
				}
				b.Handle(press(alice, id))
			} else {
				b.Handle(cmd(alice, "play", "", "word", word, "pos", pos))
			}
			want := fmt.Sprintf("plays %s at %s for %d points", word, pos, pts)
			played := false
			for _, o := range rec.take() {
				played = played || strings.Contains(o.R.Text, want)
			}
			if !played {
				t.Errorf("%s: the hint %s %s was not played (button %v)", c.lang, word, pos, byButton)
			}
			b2 := New(opts, rec)
			b2.Handle(cmd(bob, "rack", ""))
			if r := one(t, rec, "rack after a restart").R; !strings.HasPrefix(r.Text, "Your tiles: ") || strings.ContainsAny(r.Text, "[\\]^_{|}~") {
				t.Errorf("%s after a restart: rack %q", c.lang, r.Text)
			}
			t.Logf("%s: %s; %s; hint %s", c.lang, rack, unseen, hr.Text)
		}
	}
}

// langTurnGame opens a game of kind (scrabble, upwords) in lang with a bot
// of the embedded lexicons (random seed seed, no images), Bob joins and
// Alice starts it; the lobby's messages are taken, the start's are left.
// opts, with the game's store, starts the bot again.
func langTurnGame(seed uint64, kind, lang string) (*Bot, *recorder, Options) {
	rec := &recorder{}
	opts := Options{Clock: NewFakeClock(t0), Seed: seed, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: &MemStore{},
		Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}
	b := New(opts, rec)
	b.Handle(cmd(alice, kind, "new", "lang", lang))
	rec.take()
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	return b, rec, opts
}

// /upwords new set:hasbro, and /settings upwords_set hasbro for English
// games, deal Hasbro's 100 tiles (93 unseen after Alice's hand, where the
// bot's bag leaves 111), also after a restart; the start says how the Qu
// tile is typed, /rack and /unseen write it QU; a Q alone is refused by
// /play and /exchange; a hint's word with the Qu tile is played typed in
// lower case. Italian keeps its bag under the setting, and set:hasbro
// with lang:it is refused; set:hasbro with no lang plays English (it was
// refused with the Upwords default language, Italian).
func TestUpwordsHasbroSet(t *testing.T) {
	const hasbroUnseen, classicUnseen = "Tiles you cannot see (the bag and the other racks): 93. ", "Tiles you cannot see (the bag and the other racks): 111. "
	start := func(opts Options, args ...string) (*Bot, *recorder, string) {
		rec := &recorder{}
		b := New(opts, rec)
		if len(args) > 0 && args[0] == "setting" {
			b.Handle(cmd(manager, "settings", "", "upwords_set", "hasbro"))
			one(t, rec, "setting")
			args = args[1:]
		}
		b.Handle(cmd(alice, "upwords", "new", args...))
		first := rec.take()
		if len(first) != 1 || strings.HasPrefix(first[0].R.Text, "The option") || strings.HasPrefix(first[0].R.Text, "Hasbro") {
			return b, rec, first[0].R.Text
		}
		b.Handle(press(bob, "join:1"))
		b.Handle(press(alice, "start:1"))
		said := ""
		for _, o := range rec.take() {
			said += o.R.Text + "\n"
		}
		return b, rec, said
	}
	newOpts := func(seed uint64) Options {
		return Options{Clock: NewFakeClock(t0), Seed: seed, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: &MemStore{},
			Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}
	}
	for _, c := range []struct {
		args   []string
		unseen string
	}{
		{[]string{"lang", "en", "set", "hasbro"}, hasbroUnseen},
		{[]string{"set", "hasbro"}, hasbroUnseen}, // English, the set's one language
		{[]string{"setting", "lang", "en"}, hasbroUnseen},
		{[]string{"setting", "lang", "en", "set", "classic"}, classicUnseen},
		{[]string{"setting", "lang", "it"}, classicUnseen},
		{[]string{"lang", "en"}, classicUnseen},
	} {
		opts := newOpts(7)
		b, rec, said := start(opts, c.args...)
		if hasbro := strings.Contains(said, "Hasbro's tiles: 100, one of them Qu, typed QU in /play and /exchange; a word lying flat with it scores 2 more."); hasbro != (c.unseen == hasbroUnseen) {
			t.Errorf("%v: the start says %q", c.args, said)
		}
		for i, bot := range []*Bot{b, New(opts, rec)} {
			bot.Handle(cmd(alice, "unseen", ""))
			unseen := one(t, rec, "unseen").R.Text
			bot.Handle(cmd(alice, "rack", ""))
			rack := one(t, rec, "rack").R.Text
			if !strings.HasPrefix(unseen, c.unseen) || strings.ContainsAny(rack+unseen, "[?") {
				t.Errorf("%v (bot %d): unseen %q, rack %q; want %q...", c.args, i, unseen, rack, c.unseen)
			}
			if c.unseen == hasbroUnseen && !strings.Contains(rack+unseen, "QU") {
				t.Errorf("%v: no QU in rack %q and unseen %q", c.args, rack, unseen)
			}
		}
	}
	for _, c := range []struct{ args []string }{{[]string{"lang", "it", "set", "hasbro"}}, {[]string{"lang", "en", "set", "seed"}}} {
		_, _, said := start(newOpts(7), c.args...)
		want := "Hasbro's set is English: play it with lang:en."
		if c.args[3] == "seed" {
			want = "The option set must be classic or hasbro."
		}
		if said != want {
			t.Errorf("%v: %q, want %q", c.args, said, want)
		}
	}
	// A Q alone, then a Qu word: the first seed whose first hint plays
	// the Qu tile.
	const lone = "Hasbro's set has no Q tile of its own: type QU for its Qu tile"
	for seed := uint64(1); seed <= 400; seed++ {
		b, rec, _ := start(newOpts(seed), "lang", "en", "set", "hasbro")
		if seed == 1 {
			b.Handle(cmd(alice, "exchange", "", "letters", "q"))
			if r := one(t, rec, "exchange q").R.Text; !strings.Contains(r, lone) {
				t.Errorf("/exchange q: %q", r)
			}
			b.Handle(cmd(alice, "play", "", "word", "qat", "pos", "5E"))
			if r := one(t, rec, "play qat").R.Text; !strings.Contains(r, lone) {
				t.Errorf("/play qat: %q", r)
			}
		}
		b.Handle(cmd(alice, "rack", ""))
		if !strings.Contains(one(t, rec, "rack").R.Text, "QU") {
			continue
		}
		b.Handle(cmd(alice, "hint", ""))
		hint := one(t, rec, "hint").R.Text
		var word, pos string
		if _, err := fmt.Sscanf(hint, "Best move: %s at %s for", &word, &pos); err != nil || !strings.Contains(word, "QU") {
			continue
		}
		b.Handle(cmd(alice, "play", "", "word", strings.ToLower(word), "pos", pos))
		if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, word) {
			t.Fatalf("seed %d: /play %s %s: %+v", seed, word, pos, out)
		}
		t.Logf("seed %d: %s", seed, hint)
		return
	}
	t.Error("no seed in 400 gave a first hint with the Qu tile")
}
