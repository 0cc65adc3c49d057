package bot

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

// A letter typed as a base letter and a combining accent (n + U+0303, as
// some keyboards and pasted text write it) is the letter the player sees
// (docs/rules.md, Lexicons): a Boggle board and guesses typed so in
// Spanish, German and Portuguese count as their composed letters, and a
// Scrabble move typed so plays the Ñ tile with the hint's score.
func TestComposedAccents(t *testing.T) {
	for _, c := range []struct{ lang, board, guess string }{
		{"es", "N I N\u0303 O CH I C O R A T A S E R A", "nin\u0303o"},
		{"de", "BA\u0308RX U\u0308BER XXXX XXXX", "ba\u0308r"},
		{"pt", "CAC\u0327O XXXX XXXX XXXX", "cac\u0327o"},
	} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
		b.Handle(cmd(alice, "boggle", "start", "board", c.board, "minutes", "1", "lang", c.lang, "min_letters", "3"))
		if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "4x4 ("+c.lang+")") {
			t.Fatalf("%s: start %+v", c.lang, out)
		}
		b.Handle(msg(alice, c.guess))
		if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
			t.Errorf("%s: %+q: %+v, want %s", c.lang, c.guess, out, ReactValid)
		}
	}

	rec := &recorder{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 62, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: &MemStore{},
		Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}, rec)
	b.Handle(cmd(alice, "scrabble", "new", "lang", "es"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "play", "", "word", "sEN\u0303OREO", "pos", "8B"))
	played := false
	var said []string
	for _, o := range rec.take() {
		said = append(said, o.R.Text)
		played = played || strings.Contains(o.R.Text, "plays sEÑOREO at 8B for 92 points")
	}
	if !played {
		t.Errorf("sEN+U+0303OREO at 8B: %q, want sEÑOREO for 92 points", said)
	}
}

// /exchange in Upwords takes one tile typed as the language writes it
// (docs/rules.md, Upwords): Spanish rr is the RR tile, German ü the Ü
// tile, Portuguese ç (here typed c + U+0327) the Ç tile; the tile leaves
// the rack (the bags hold one RR and one Ü), and a letter the rack lacks
// is refused naming it as the language does.
func TestUpwordsExchangeBeyondZ(t *testing.T) {
	for _, c := range []struct{ lang, rack, tile, gone, lacks, refusal, history string }{
		{"es", "Your tiles: E E O O R Y RR", "rr", " RR", "ñ", "You do not have Ñ to exchange.", "cambia una ficha"},
		{"de", "Your tiles: E H N O S X Ü", "Ü", " Ü", "ö", "You do not have Ö to exchange.", "tauscht einen Stein"},
		{"pt", "Your tiles: E G O O R V Ç", "c\u0327", "", "A", "You do not have A to exchange.", "troca uma peça"},
	} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 62, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: &MemStore{},
			Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}, rec)
		b.Handle(cmd(alice, "upwords", "new", "lang", c.lang))
		b.Handle(press(bob, "join:1"))
		b.Handle(press(alice, "start:1"))
		rec.take()
		b.Handle(cmd(alice, "rack", ""))
		if r := one(t, rec, "rack").R.Text; r != c.rack {
			t.Fatalf("%s: rack %q, want %q", c.lang, r, c.rack)
		}
		b.Handle(cmd(alice, "exchange", "", "letters", c.lacks))
		if r := one(t, rec, "exchange "+c.lacks).R.Text; r != c.refusal {
			t.Errorf("%s: exchange %s: %q, want %q", c.lang, c.lacks, r, c.refusal)
		}
		b.Handle(cmd(alice, "exchange", "", "letters", c.tile))
		exchanged := false
		for _, o := range rec.take() {
			// one tile: singular (it said "exchanges tiles")
			exchanged = exchanged || strings.HasPrefix(o.R.Text, "Alice exchanges a tile. Bob's turn.")
		}
		if !exchanged {
			t.Errorf("%s: exchange %+q: no exchange", c.lang, c.tile)
		}
		h := cmd(bob, "history", "")
		h.Locale = c.lang
		b.Handle(h)
		if r := one(t, rec, "history").R.Text; !strings.HasSuffix(r, "1. Alice "+c.history) {
			t.Errorf("%s: history %q, want it to end with %q", c.lang, r, "1. Alice "+c.history)
		}
		b.Handle(cmd(alice, "rack", ""))
		r := one(t, rec, "rack after").R.Text
		if r == c.rack || c.gone != "" && strings.Contains(r, c.gone) || strings.ContainsAny(r, "[\\]^_") {
			t.Errorf("%s: rack after exchanging %+q: %q", c.lang, c.tile, r)
		}
	}
}

// A lang option the game does not take is refused listing the languages
// it does take, the last after "or" in the player's language.
func TestLangRefusalWording(t *testing.T) {
	for _, c := range []struct{ locale, game, want string }{
		{"en-US", "ruzzle", "The option lang must be en, it, fr, es, de or pt."},
		{"es-ES", "scrabble", "La opción idioma debe ser en, it, fr, es, de o pt."},
		{"de", "upwords", "Die Option sprache muss en, it, fr, es, de oder pt sein."},
		{"pt-BR", "boggle", "A opção idioma deve ser en, it, fr, es, de ou pt."},
		{"fr", "ruzzle", "L'option langue doit être en, it, fr, es, de ou pt."},
		{"it", "scrabble", "L'opzione lingua deve essere en, it, fr, es, de o pt."},
	} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
		sub := "start"
		if c.game == "scrabble" || c.game == "upwords" {
			sub = "new"
		}
		k := cmd(alice, c.game, sub, "lang", "nl")
		k.Locale = c.locale
		b.Handle(k)
		if r := one(t, rec, c.game+" nl").R; r.Text != c.want {
			t.Errorf("%s %s lang:nl: %q, want %q", c.locale, c.game, r.Text, c.want)
		}
	}
}

// A typed Spanish board with a character that is no letter is refused in
// the player's language naming the Spanish letters beyond Z.
func TestBoardCharOfLanguage(t *testing.T) {
	for _, c := range []struct{ locale, want string }{
		{"en-US", "'😀' (character 1) is not a letter: use A-Z and Ñ, CH, LL and RR"},
		{"es-ES", "'😀' (carácter 1) no es una letra: usa A-Z y Ñ, CH, LL y RR"},
	} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
		k := cmd(alice, "boggle", "start", "board", "😀XXX XXXX XXXX XXXX", "lang", "es")
		k.Locale = c.locale
		b.Handle(k)
		if r := one(t, rec, "board").R; !strings.Contains(r.Text, c.want) {
			t.Errorf("%s: %q, want it to contain %q", c.locale, r.Text, c.want)
		}
	}
}

// German words a count of points after "mit" in the dative ("mit 2
// Punkten"); the catalogue's lines with a winner's or a tie's points put
// them where the nominative reads right, for one point and for several.
func TestGermanPointsGrammar(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
		want   string
	}{
		{"🏆 The winner is **%s** with %s!", []any{"Alice", tr("de", "%d points", 2)}, "🏆 Es gewinnt **Alice**: 2 Punkte!"},
		{"🏆 The computer wins with %s.", []any{tr("de", "%d points", 12)}, "🏆 Der Computer gewinnt: 12 Punkte."},
		{"🏆 Tie between %s with %s.", []any{"Alice und Bob", tr("de", "%d points", 3)}, "🏆 Gleichstand zwischen Alice und Bob: je 3 Punkte."},
		{"Stopped on a tie between %s with %s: nobody wins.", []any{"Alice und Bob", tr("de", "%d points", 3)}, "Beendet bei Gleichstand zwischen Alice und Bob (je 3 Punkte): niemand gewinnt."},
	} {
		if got := tr("de", c.format, c.args...); got != c.want {
			t.Errorf("%q: %q, want %q", c.format, got, c.want)
		}
	}
	for _, format := range []string{"🏆 The winner is **%s** with %s!", "🏆 The computer wins with %s.", "🏆 Tie between %s with %s.", "Stopped on a tie between %s with %s: nobody wins."} {
		if got := tr("de", format, "X", tr("de", "%d points", 2)); strings.Contains(got, "mit 2 Punkte") {
			t.Errorf("%q: %q", format, got)
		}
	}
}

// /define in a channel whose game plays French, Spanish, German or
// Portuguese words looks the word up in that language's FreeDict
// dictionary, as English translations labelled in the player's language
// (it said "Definitions exist for English and Italian words only" before);
// the word is written as the language writes it (NIÑO, STRASSE); lang:en
// still looks a word up in English there.
func TestDefineInOtherLanguageGame(t *testing.T) {
	for _, g := range []struct {
		lang, word string
		want       []string // en-US, es-ES
	}{
		{"fr", "maison", []string{
			"📖 **MAISON** · French-English dictionary (FreeDict)\n• maison: (translation) house",
			"📖 **MAISON** · diccionario francés-inglés (FreeDict)\n• maison: (traducción) house"}},
		{"es", "niño", []string{
			"📖 **NIÑO** · Spanish-English dictionary (FreeDict)\n• niño: (translation) bairn, child, infant",
			"📖 **NIÑO** · diccionario español-inglés (FreeDict)\n• niño: (traducción) bairn, child, infant"}},
		{"de", "Straße", []string{
			"📖 **STRASSE** · German-English dictionary (FreeDict)\n• Straße: (translation) road, strait, straits, street, avenue, alley, street address, straight",
			"📖 **STRASSE** · diccionario alemán-inglés (FreeDict)\n• Straße: (traducción) road, strait, straits, street, avenue, alley, street address, straight"}},
		{"pt", "coração", []string{
			"📖 **CORAÇÃO** · Portuguese-English dictionary (FreeDict)\n• coração: (translation) heart",
			"📖 **CORAÇÃO** · diccionario portugués-inglés (FreeDict)\n• coração: (traducción) heart"}},
	} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 62, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: &MemStore{},
			Lexicon: lexicon.Embedded, TurnTimeout: time.Minute}, rec)
		b.Handle(cmd(alice, "scrabble", "new", "lang", g.lang))
		b.Handle(press(bob, "join:1"))
		b.Handle(press(alice, "start:1"))
		rec.take()
		for i, locale := range []string{"en-US", "es-ES"} {
			k := cmd(alice, "define", "", "word", g.word)
			k.Locale = locale
			b.Handle(k)
			if r := one(t, rec, "define").R; r.Text != g.want[i] || !r.Private {
				t.Errorf("%s game, %s: %+v, want %q", g.lang, locale, r, g.want[i])
			}
		}
		b.Handle(cmd(alice, "define", "", "word", "house", "lang", "en"))
		if r := one(t, rec, "define lang:en").R; !strings.HasPrefix(r.Text, "📖 **HOUSE** · English dictionary (WordNet)") {
			t.Errorf("%s game, lang:en: %q", g.lang, r.Text)
		}
	}
}
