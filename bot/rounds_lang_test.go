package bot

import (
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// langValues are the Scrabble values of Spanish, German and Portuguese
// (docs/rules.md, Tiles per language), written out here so that the tests
// do not read the engine's tables. K and W are no Spanish tiles, K, W and Y
// no Portuguese ones.
var langValues = map[string]map[string]int{
	"es": {"A": 1, "B": 3, "C": 3, "CH": 5, "D": 2, "E": 1, "F": 4, "G": 2, "H": 4, "I": 1, "J": 8, "L": 1, "LL": 8, "M": 3, "N": 1, "Ñ": 8,
		"O": 1, "P": 3, "Q": 5, "R": 1, "RR": 8, "S": 1, "T": 1, "U": 1, "V": 4, "X": 8, "Y": 4, "Z": 10},
	"de": {"A": 1, "Ä": 6, "B": 3, "C": 4, "D": 1, "E": 1, "F": 4, "G": 2, "H": 2, "I": 1, "J": 6, "K": 4, "L": 2, "M": 3, "N": 1, "O": 2, "Ö": 8,
		"P": 4, "Q": 10, "R": 1, "S": 1, "T": 1, "U": 1, "Ü": 6, "V": 6, "W": 3, "X": 8, "Y": 10, "Z": 3},
	"pt": {"A": 1, "B": 3, "C": 2, "Ç": 3, "D": 2, "E": 1, "F": 4, "G": 4, "H": 4, "I": 1, "J": 5, "L": 2, "M": 1, "N": 3, "O": 1, "P": 2,
		"Q": 6, "R": 1, "S": 1, "T": 1, "U": 1, "V": 4, "X": 8, "Z": 8},
}

// /ruzzle start lang:es|de|pt deals a board with the language's letters
// and scores by its values: a word with Ñ, CH, Ä or Ç typed as a player
// types it (niño, chico, bär, caço) counts, for its best path's points
// worked out here from the values and bonus squares (+5 a cell beyond 4),
// and the report and report.txt write it as the language does, with its
// path.
func TestRuzzleLanguages(t *testing.T) {
	for _, lang := range []string{"es", "de", "pt"} {
		a, _ := lexicon.AlphabetOf(lang)
		lex := lexicon.MustEmbedded(lang)
		name := map[string]string{"es": "Spanish", "de": "German", "pt": "Portuguese"}[lang]
		done := false
		for seed := uint64(1); seed <= 60 && !done; seed++ {
			rec := &recorder{}
			clk := NewFakeClock(t0)
			b := New(Options{Clock: clk, Seed: seed, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
			b.Handle(cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1", "lang", lang))
			if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "**Ruzzle** 4x4 ("+lang+")") || !strings.Contains(out[0].R.Text, "Words in "+name+" (") {
				t.Fatalf("%s start: %+v", lang, out)
			}
			s, _ := b.session("c1")
			bd := s.Round.ruzzle.RuzzleBoard()
			// The longest word with the language's special letter: Spanish Ñ
			// or CH, German Ä, Ö or Ü, Portuguese Ç.
			special := map[string]string{"es": "[\\", "de": "[\\]", "pt": "["}[lang]
			word := ""
			for _, f := range bd.Solve(lex, 3) {
				if strings.ContainsAny(f.Word, special) && len(f.Word) > len(word) {
					word = f.Word
				}
			}
			if word == "" {
				b.Handle(cmd(alice, "stop", ""))
				continue
			}
			spelled := a.Spell(word)
			typed := strings.ToLower(spelled)
			want, best := 0, ""
			for _, p := range bd.Paths(word) {
				sum, mult := 0, 1
				for _, c := range p.Path {
					face := a.Symbol(bd.Letter(c) - 'A')
					v, ok := langValues[lang][face]
					if !ok {
						t.Fatalf("%s: no value for %s", lang, face)
					}
					sum += v * bd.Bonus(c).LetterMult()
					mult *= bd.Bonus(c).WordMult()
				}
				if score := sum*mult + 5*max(len(word)-4, 0); score > want {
					want, best = score, ""
					for i, c := range p.Path {
						if i > 0 {
							best += " "
						}
						best += fmt.Sprintf("(%d,%d)", c.Row+1, c.Col+1)
					}
				}
			}
			t.Logf("%s seed %d: %s typed %s, %d points on %s", lang, seed, spelled, typed, want, best)
			b.Handle(msg(alice, typed))
			if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
				t.Fatalf("%s seed %d: %s: %+v", lang, seed, typed, out)
			}
			clk.Advance(time.Minute)
			b.Wait()
			out := rec.take()
			if len(out) == 0 {
				t.Fatalf("%s: no report", lang)
			}
			rep := out[len(out)-1].R
			if !strings.Contains(rep.Text, fmt.Sprintf("**Alice**: %s\n> %s %d\n", pts(want), spelled, want)) {
				t.Errorf("%s seed %d: %s (typed %s) should score %d:\n%s", lang, seed, spelled, typed, want, rep.Text)
			}
			file := ""
			for _, f := range rep.Files {
				if f.Name == "report.txt" {
					file = string(f.Data)
				}
			}
			if wantFile := fmt.Sprintf(" %s can be found in the board, following the path :\n %s\n\n%s: %s\n", spelled, best, spelled, pts(want)); !strings.Contains(file, wantFile) {
				t.Errorf("%s: report.txt lacks %q:\n%s", lang, wantFile, file)
			}
			done = true
		}
		if !done {
			t.Errorf("%s: no board with a word with a letter beyond Z in 60 seeds", lang)
		}
	}
}

// /boggle start lang:es|de|pt on a typed board: a Spanish CH typed as one
// cell, Ñ, Ä, Ü, Ç cells; the board's text shows the cells as the language
// writes them; words typed with ñ, ch, ä, ü, ç count (official points: by
// cells), a word not on the board does not, and the report spells them.
func TestBoggleLanguages(t *testing.T) {
	for _, c := range []struct {
		lang, board, row0, row1 string
		guesses                 []string // typed: counts
		wrong                   string   // typed: a word not on the board
		report                  string
	}{
		{"es", "N I Ñ O CH I C O R A T A S E R A", "N  I  Ñ  O \n", "CH I  C  O \n", []string{"niño", "CHICO"}, "perro",
			"> NIÑO 1, CHICO 1, ~~PERRO~~ 0 (not on the board)"},
		{"de", "BÄRX ÜBER XXXX XXXX", "B Ä R X\n", "Ü B E R\n", []string{"bär", "über"}, "straße",
			"> BÄR 1, ÜBER 1, ~~STRASSE~~ 0 (not on the board)"},
		{"pt", "CAÇO XXXX XXXX XXXX", "C A Ç O\n", "X X X X\n", []string{"caço"}, "maçã",
			"> CAÇO 1, ~~MAÇA~~ 0 (not on the board)"},
	} {
		rec := &recorder{}
		clk := NewFakeClock(t0)
		b := New(Options{Clock: clk, Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
		b.Handle(cmd(alice, "boggle", "start", "board", c.board, "minutes", "1", "lang", c.lang, "min_letters", "3"))
		out := rec.take()
		if len(out) == 0 || !strings.Contains(out[0].R.Text, "4x4 ("+c.lang+")") || !strings.Contains(out[0].R.Text, "```\n"+c.row0+c.row1) {
			t.Fatalf("%s: start %+v", c.lang, out)
		}
		for _, g := range c.guesses {
			b.Handle(msg(alice, g))
			if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
				t.Errorf("%s: %s %+v", c.lang, g, out)
			}
		}
		b.Handle(msg(alice, c.wrong))
		if out := rec.take(); len(out) != 1 || out[0].R.React != ReactInvalid {
			t.Errorf("%s: %s %+v", c.lang, c.wrong, out)
		}
		clk.Advance(time.Minute)
		b.Wait()
		out = rec.take()
		if len(out) == 0 || !strings.Contains(out[len(out)-1].R.Text, c.report+"\n") {
			t.Errorf("%s: report %+v, want %q", c.lang, out, c.report)
		}
	}
}

// A Spanish round in progress is saved: after a restart the board, its
// letters and the folding are the same, niño is already typed, chico
// counts, and the report has both.
func TestSpanishRoundAfterRestart(t *testing.T) {
	for _, kind := range []string{"boggle", "ruzzle"} {
		rec := &recorder{}
		clk := NewFakeClock(t0)
		st := &MemStore{}
		opts := Options{Clock: clk, Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded, Store: st}
		b := New(opts, rec)
		if kind == "boggle" {
			b.Handle(cmd(alice, "boggle", "start", "board", "N I Ñ O CH I C O R A T A S E R A", "minutes", "1", "lang", "es", "min_letters", "3"))
		} else {
			b.Handle(cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1", "lang", "es"))
		}
		rec.take()
		s, _ := b.session("c1")
		letters := s.Round.play.Board().String()
		words := []string{"niño", "chico"}
		if kind == "ruzzle" { // two words of this board, the first with a letter beyond Z
			words = nil
			es, _ := lexicon.AlphabetOf("es")
			for _, f := range s.Round.ruzzle.RuzzleBoard().Solve(lexicon.MustEmbedded("es"), 3) {
				if len(words) < 2 && (len(words) == 1 || strings.ContainsAny(f.Word, "[\\]^")) {
					words = append(words, strings.ToLower(es.Spell(f.Word)))
				}
			}
			if len(words) < 2 || !strings.ContainsAny(words[0], "ñ") && !strings.Contains(words[0], "ch") && !strings.Contains(words[0], "ll") && !strings.Contains(words[0], "rr") {
				t.Fatalf("ruzzle board %s: words %v", letters, words)
			}
		}
		b.Handle(msg(alice, words[0]))
		if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
			t.Fatalf("%s: %s %+v", kind, words[0], out)
		}
		b.Wait()
		b.Shutdown() // the first process ends
		rec = &recorder{}
		b2 := New(opts, rec) // the bot restarts on the same store
		if err := b2.Resume(); err != nil {
			t.Fatal(err)
		}
		b2.Wait()
		// The board is posted again, in Spanish letters.
		if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "goes on after a restart") ||
			(kind == "boggle" && !strings.Contains(out[0].R.Text, "N  I  Ñ  O \nCH I  C  O \n")) {
			t.Errorf("%s: board after the restart: %+v", kind, out)
		}
		b2.Handle(msg(alice, words[0]))
		if out := rec.take(); len(out) == 0 || out[len(out)-1].R.React != ReactRepeat {
			t.Errorf("%s after the restart: %s %+v", kind, words[0], out)
		}
		b2.Handle(msg(alice, words[1]))
		if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
			t.Errorf("%s after the restart: %s %+v", kind, words[1], out)
		}
		s2, _ := b2.session("c1")
		if got := s2.Round.play.Board().String(); got != letters {
			t.Errorf("%s: board %s after the restart, was %s", kind, got, letters)
		}
		clk.Advance(time.Minute)
		b2.Wait()
		out := rec.take()
		rep := ""
		for _, o := range out {
			rep += o.R.Text + "\n"
		}
		for _, w := range words {
			if !strings.Contains(rep, strings.ToUpper(w)+" ") {
				t.Errorf("%s: the report lacks %s:\n%s", kind, strings.ToUpper(w), rep)
			}
		}
	}
}

// The daily Boggle puzzle in German (boggle.lang: de): a word with Ä, Ö or
// Ü typed with its umlaut counts and is written back with it.
func TestDailyGerman(t *testing.T) {
	de, _ := lexicon.AlphabetOf("de")
	for _, seed := range []string{"a", "b", "c", "d", "e", "f", "g", "h"} {
		clk := NewFakeClock(t0)
		rec := &recorder{}
		b := New(Options{Clock: clk, Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: seed,
			BoggleLang: "de", Lexicon: lexicon.Embedded}, rec)
		day := dayOf(t0)
		p, err := b.puzzle(Boggle, day)
		if err != nil {
			t.Fatal(err)
		}
		word := ""
		for _, w := range p.words {
			if strings.ContainsAny(w.Word, "[\\]") {
				word = de.Spell(w.Word)
				break
			}
		}
		if word == "" {
			continue
		}
		b.Handle(dailyCmd(alice, "g1", "c1", "boggle"))
		if out := rec.take(); len(out) != 1 || !strings.Contains(out[0].R.Text, "(de)") {
			t.Fatalf("start: %+v", out)
		}
		b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: strings.ToLower(word), User: alice, Channel: "c1", Guild: "g1"})
		out := rec.take()
		if len(out) != 1 || !strings.HasPrefix(out[0].R.Text, "✅ "+word+": ") {
			t.Errorf("%s typed %s: %+v", word, strings.ToLower(word), out)
		}
		return
	}
	t.Fatal("no daily German board with a word with an umlaut in 8 seeds")
}

// A word with a letter the round's language lacks (niño in a German
// round) is answered with the engine's refusal naming the language's
// letters (not_a_letter_of), as the CLI says it, in the player's locale;
// it said "not in the dictionary".
func TestGuessNotALetterOf(t *testing.T) {
	for _, c := range []struct{ locale, want string }{
		{"", `❌ "NIÑO" is not a word: 'Ñ' is not a letter: use A-Z and Ä, Ö and Ü.`},
		{"de", `❌ "NIÑO" ist kein Wort: 'Ñ' ist kein Buchstabe: verwende A-Z und Ä, Ö und Ü.`},
	} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
		b.Handle(cmd(alice, "boggle", "start", "board", "BÄRX ÜBER XXXX XXXX", "minutes", "1", "lang", "de", "min_letters", "3"))
		rec.take()
		for i := 0; i < 2; i++ { // typed again: the same answer
			g := cmd(alice, "guess", "", "word", "niño")
			g.Locale = c.locale
			b.Handle(g)
			if out := rec.take(); len(out) != 1 || out[0].R.Text != c.want {
				t.Errorf("%q: %+v, want %q", c.locale, out, c.want)
			}
		}
	}
}

// The end-of-round report (chat and report.txt) gives a word with a
// letter the round's language lacks the engine's refusal, worded in the
// reader's language, as /guess does: niño in a German round names the
// Ñ and the letters the round takes, ñu in an English one the Ñ; also
// after a restart (the word is judged again on load). Both said "not in
// the dictionary" and "the word isn't on the list of valid words".
func TestReportNotALetterOf(t *testing.T) {
	for _, c := range []struct {
		kind, lang, locale, typed string
		restart                   bool
		chat, file                string
	}{
		{"boggle", "de", "", "niño", false,
			`> ~~NIÑO~~ 0 ("NIÑO" is not a word: 'Ñ' is not a letter: use A-Z and Ä, Ö and Ü)` + "\n",
			` NIÑO: 0 ("NIÑO" is not a word: 'Ñ' is not a letter: use A-Z and Ä, Ö and Ü)` + "\n"},
		{"boggle", "de", "de", "niño", false,
			`> ~~NIÑO~~ 0 ("NIÑO" ist kein Wort: 'Ñ' ist kein Buchstabe: verwende A-Z und Ä, Ö und Ü)` + "\n",
			` NIÑO: 0 ("NIÑO" ist kein Wort: 'Ñ' ist kein Buchstabe: verwende A-Z und Ä, Ö und Ü)` + "\n"},
		{"boggle", "de", "de", "niño", true,
			`> ~~NIÑO~~ 0 ("NIÑO" ist kein Wort: 'Ñ' ist kein Buchstabe: verwende A-Z und Ä, Ö und Ü)` + "\n",
			` NIÑO: 0 ("NIÑO" ist kein Wort: 'Ñ' ist kein Buchstabe: verwende A-Z und Ä, Ö und Ü)` + "\n"},
		{"boggle", "en", "", "ñu", false,
			`> ~~ÑU~~ 0 ("ÑU" is not a word: 'Ñ' is not a letter A-Z)` + "\n",
			` ÑU: 0 ("ÑU" is not a word: 'Ñ' is not a letter A-Z)` + "\n"},
		{"boggle", "en", "it", "ñu", true,
			`> ~~ÑU~~ 0 ("ÑU" non è una parola: 'Ñ' non è una lettera A-Z)` + "\n",
			` ÑU: 0 ("ÑU" non è una parola: 'Ñ' non è una lettera A-Z)` + "\n"},
		{"ruzzle", "es", "es", "høla", false,
			`> ~~HØLA~~ 0 ("HØLA" no es una palabra: 'Ø' no es una letra: usa A-Z y Ñ, CH, LL y RR)` + "\n",
			` HØLA: 0 ("HØLA" no es una palabra: 'Ø' no es una letra: usa A-Z y Ñ, CH, LL y RR)` + "\n"},
		{"ruzzle", "pt", "pt", "niño", true,
			`> ~~NIÑO~~ 0 ("NIÑO" não é uma palavra: 'Ñ' não é uma letra: use A-Z e Ç)` + "\n",
			` NIÑO: 0 ("NIÑO" não é uma palavra: 'Ñ' não é uma letra: use A-Z e Ç)` + "\n"},
	} {
		name := fmt.Sprintf("%s %s locale %q restart %v", c.kind, c.lang, c.locale, c.restart)
		rec := &recorder{}
		clk := NewFakeClock(t0)
		opts := Options{Clock: clk, Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded, Store: &MemStore{}}
		b := New(opts, rec)
		start := cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1", "lang", c.lang)
		if c.kind == "boggle" {
			start = cmd(alice, "boggle", "start", "board", "BÄRX ÜBER XXXX XXXX", "minutes", "1", "lang", c.lang, "min_letters", "3")
			if c.lang == "en" {
				start = cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1", "min_letters", "3")
			}
		}
		start.Locale = c.locale
		b.Handle(start)
		rec.take()
		b.Handle(msg(alice, c.typed))
		if out := rec.take(); len(out) != 1 || out[0].R.React != ReactInvalid {
			t.Fatalf("%s: %s %+v", name, c.typed, out)
		}
		if c.restart {
			b.Wait()
			b.Shutdown()      // the first process ends
			rec = &recorder{} // the old bot's report (its clock is the same) is not read
			b = New(opts, rec)
			if err := b.Resume(); err != nil {
				t.Fatal(err)
			}
			b.Wait()
			rec.take()
		}
		clk.Advance(time.Minute)
		b.Wait()
		chat, file := "", ""
		for _, o := range rec.take() {
			chat += o.R.Text + "\n"
			for _, f := range o.R.Files {
				if f.Name == "report.txt" {
					file = string(f.Data)
				}
			}
		}
		if !strings.Contains(chat, c.chat) {
			t.Errorf("%s: the chat report lacks\n%s\n%s", name, c.chat, chat)
		}
		if !strings.Contains(file, c.file) {
			t.Errorf("%s: report.txt lacks\n%s\n%s", name, c.file, file)
		}
	}
}

// The bot writes a German word typed with ß as German writes it in
// capitals and as the lexicon holds it, STRASSE (docs/rules.md, "ß in
// capitals"), in the answers to guesses and in the report; the ligatures
// and fullwidth letters phones type read as their letters (NFKC). In an
// English round ß is no letter and the refusal names it.
func TestSharpSAndCompatibilityLetters(t *testing.T) {
	rec := &recorder{}
	clk := NewFakeClock(t0)
	b := New(Options{Clock: clk, Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", "STRA XESS FLUS XXXS", "minutes", "1", "lang", "de", "min_letters", "3"))
	rec.take()
	for _, c := range []struct{ typed, want string }{
		{"straße", "✅ STRASSE is on the board."},
		{"STRAẞE", "🔁 You already have STRASSE."},
		{"ﬂuss", "✅ FLUSS is on the board."},
		{"ｍａß", "❌ MASS does not count: not on the board."},
	} {
		b.Handle(cmd(alice, "guess", "", "word", c.typed))
		if out := rec.take(); len(out) != 1 || out[0].R.Text != c.want {
			t.Errorf("de %q: %+v, want %q", c.typed, out, c.want)
		}
	}
	b.Handle(msg(bob, "ｓｔｒａｓｓｅ")) // fullwidth, in the chat
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("fullwidth strasse: %+v", out)
	}
	clk.Advance(time.Minute)
	b.Wait()
	rep := ""
	for _, o := range rec.take() {
		rep += o.R.Text + "\n"
	}
	if want := "> ~~STRASSE~~ 0 (found by another player), ~~STRASSE~~ 0 (already typed), FLUSS 2, ~~MASS~~ 0 (not on the board)\n**Bob**: 0 points\n> ~~STRASSE~~ 0 (found by another player)\n"; !strings.Contains(rep, want) {
		t.Errorf("the report lacks %q:\n%s", want, rep)
	}

	b.Handle(cmd(alice, "boggle", "start", "board", "FISH XXXX XXXX XXXX", "minutes", "1", "min_letters", "3"))
	rec.take()
	for _, c := range []struct{ typed, want string }{
		{"straße", `❌ "STRAßE" is not a word: 'ß' is not a letter A-Z.`},
		{"ﬁsh", "✅ FISH is on the board."},
	} {
		b.Handle(cmd(alice, "guess", "", "word", c.typed))
		if out := rec.take(); len(out) != 1 || out[0].R.Text != c.want {
			t.Errorf("en %q: %+v, want %q", c.typed, out, c.want)
		}
	}
}

// The time left agrees with its count in every language: Spanish,
// Portuguese and Italian wrote "Quedan 1 minuto", "Faltam 1 minuto" and
// "mancano 1 minuto" (a plural verb) at every round's 1-minute mark and
// after a restart; "1 seconds" in English.
func TestTimeLeftAgrees(t *testing.T) {
	for _, c := range []struct{ locale, status, restart, second string }{
		{"en", "⏳ 1 minute left.", "🎲 **Boggle** goes on after a restart: 1 minute left.", "⏳ 1 second left."},
		{"it", "⏳ Tempo rimasto: 1 minuto.", "🎲 **Boggle** continua dopo un riavvio (tempo rimasto: 1 minuto).", "⏳ Tempo rimasto: 1 secondo."},
		{"fr", "⏳ Temps restant : 1 minute.", "🎲 **Boggle** reprend après un redémarrage : il reste 1 minute.", "⏳ Temps restant : 1 seconde."},
		{"es", "⏳ Tiempo restante: 1 minuto.", "🎲 **Boggle** sigue tras un reinicio (tiempo restante: 1 minuto).", "⏳ Tiempo restante: 1 segundo."},
		{"de", "⏳ Noch 1 Minute.", "🎲 **Boggle** geht nach einem Neustart weiter: noch 1 Minute.", "⏳ Noch 1 Sekunde."},
		{"pt", "⏳ Tempo restante: 1 minuto.", "🎲 **Boggle** continua depois de um reinício (tempo restante: 1 minuto).", "⏳ Tempo restante: 1 segundo."},
	} {
		rec := &recorder{}
		clk := NewFakeClock(t0)
		opts := Options{Clock: clk, Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded, Store: &MemStore{}}
		b := New(opts, rec)
		start := cmd(alice, "boggle", "start", "board", testBoard, "minutes", "2")
		start.Locale = c.locale
		b.Handle(start)
		rec.take()
		for i, wait := range []time.Duration{time.Minute, 59 * time.Second} {
			clk.Advance(wait)
			b.Wait()
			b.Shutdown()      // the process ends
			rec = &recorder{} // the bot restarts on the same store
			b = New(opts, rec)
			if err := b.Resume(); err != nil {
				t.Fatal(err)
			}
			b.Wait()
			out := rec.take()
			if len(out) != 2 {
				t.Fatalf("%s: after the restart %+v", c.locale, out)
			}
			status, restart := c.status, c.restart
			if i == 1 {
				status, restart = c.second, ""
			}
			if out[1].R.Text != status || !strings.HasPrefix(out[0].R.Text, restart) {
				t.Errorf("%s: %q, %q; want %q, %q", c.locale, out[0].R.Text, out[1].R.Text, restart, status)
			}
		}
	}
}

// The daily puzzle answers a word with a letter its language lacks with
// the engine's refusal naming the language's letters, as /guess does (it
// said "not in the dictionary").
func TestDailyNotALetterOf(t *testing.T) {
	clk := NewFakeClock(t0)
	rec := &recorder{}
	b := New(Options{Clock: clk, Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler), DailySeed: "a",
		BoggleLang: "de", Lexicon: lexicon.Embedded}, rec)
	day := dayOf(t0)
	b.Handle(dailyCmd(alice, "g1", "c1", "boggle"))
	if out := rec.take(); len(out) != 1 || !strings.Contains(out[0].R.Text, "(de)") {
		t.Fatalf("start: %+v", out)
	}
	b.Handle(&Submit{CustomID: "dailywords:boggle:" + day, Text: "niño", User: alice, Channel: "c1", Guild: "g1"})
	want := `❌ "NIÑO" is not a word: 'Ñ' is not a letter: use A-Z and Ä, Ö and Ü.` + "\n"
	if out := rec.take(); len(out) != 1 || !strings.HasPrefix(out[0].R.Text, want) {
		t.Errorf("niño: %+v, want %q", out, want)
	}
}

// A word on a Spanish board only with CH, LL or RR written as two cells
// (ocho on O C H O, each letter a cell) is answered saying that CH is one
// cell and the board's C and H are two letters (the engine's
// digraph_cell), in the player's locale, in /guess, the chat report and
// report.txt, after a restart too; it said "not on the board". The same
// refusal for Scrabble's CH tile (digraph_tile) is worded in every
// language. Issue 27, defect 8.
func TestDigraphCell(t *testing.T) {
	for _, c := range []struct {
		locale            string
		restart           bool
		guess, chat, file string
	}{
		{"", false,
			`❌ "OCHO" is not on the board: CH is one letter, on a cell of its own, and this board's C and H are two separate letters.`,
			`~~OCHO~~ 0 ("OCHO" is not on the board: CH is one letter, on a cell of its own, and this board's C and H are two separate letters)`,
			` OCHO: 0 ("OCHO" is not on the board: CH is one letter, on a cell of its own, and this board's C and H are two separate letters)` + "\n"},
		{"es", true,
			`❌ "OCHO" no está en la cuadrícula: CH es una sola letra, en una casilla propia, y las letras C y H de esta cuadrícula están separadas.`,
			`~~OCHO~~ 0 ("OCHO" no está en la cuadrícula: CH es una sola letra, en una casilla propia, y las letras C y H de esta cuadrícula están separadas)`,
			` OCHO: 0 ("OCHO" no está en la cuadrícula: CH es una sola letra, en una casilla propia, y las letras C y H de esta cuadrícula están separadas)` + "\n"},
	} {
		rec := &recorder{}
		clk := NewFakeClock(t0)
		opts := Options{Clock: clk, Seed: 7, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded, Store: &MemStore{}}
		b := New(opts, rec)
		start := cmd(alice, "boggle", "start", "board", "O C H O P E R R A S O T N D I E", "minutes", "1", "lang", "es", "min_letters", "3")
		start.Locale = c.locale
		b.Handle(start)
		rec.take()
		g := cmd(alice, "guess", "", "word", "ocho")
		g.Locale = c.locale
		b.Handle(g)
		if out := rec.take(); len(out) != 1 || out[0].R.Text != c.guess {
			t.Errorf("%q: /guess ocho: %+v, want %q", c.locale, out, c.guess)
		}
		if c.restart {
			b.Wait()
			b.Shutdown() // the first process ends
			rec = &recorder{}
			b = New(opts, rec)
			if err := b.Resume(); err != nil {
				t.Fatal(err)
			}
			b.Wait()
			rec.take()
		}
		clk.Advance(time.Minute)
		b.Wait()
		chat, file := "", ""
		for _, o := range rec.take() {
			chat += o.R.Text + "\n"
			for _, f := range o.R.Files {
				if f.Name == "report.txt" {
					file = string(f.Data)
				}
			}
		}
		if !strings.Contains(chat, c.chat) {
			t.Errorf("%q: the chat report lacks\n%s\n%s", c.locale, c.chat, chat)
		}
		if !strings.Contains(file, c.file) {
			t.Errorf("%q: report.txt lacks\n%s\n%s", c.locale, c.file, file)
		}
	}
	r := scarabeo.Refusals.New(crossword.CodeDigraphTile, "missing", []string{"CH"}, "digraph", "CH", "letters", []string{"C", "H"})
	for locale, want := range map[string]string{
		"":   "you do not have the letters for that: missing CH (CH is one tile of its own: your C and H are two tiles that do not make it)",
		"it": "non hai le lettere: manca la CH (CH è una tessera sola: le tue tessere C e H non la formano)",
		"fr": "tu n'as pas les lettres pour ça : il manque CH (CH est une seule tuile : tes tuiles C et H ne la forment pas)",
		"es": "no tienes las letras para eso: te faltan CH (CH es una sola ficha: tus fichas C y H no la forman)",
		"de": "dafür hast du nicht die Buchstaben: es fehlen CH (CH ist ein eigener Stein: deine Steine C und H ergeben ihn nicht)",
		"pt": "você não tem as letras para isso: faltam CH (CH é uma peça só: as suas peças C e H não a formam)",
	} {
		if got := r.In(refusalCatalogue(locale)); got != want {
			t.Errorf("%q: digraph_tile %q, want %q", locale, got, want)
		}
	}
}
