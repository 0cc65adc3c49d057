package bot

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"
)

const ranEN = "📖 **RAN** · English dictionary (WordNet)\n• run (verb): move fast by using one's feet, with one foot off the ground at any given time"

func TestDefineCommand(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	itCmd := func(u User, name string, kv ...string) *Command {
		c := cmd(u, name, "", kv...)
		c.Locale = "it"
		return c
	}
	deCmd := func(u User, name string, kv ...string) *Command {
		c := cmd(u, name, "", kv...)
		c.Locale = "de"
		return c
	}
	dm := cmd(alice, "define", "", "word", "geese")
	dm.Guild = ""
	tests := []struct {
		name string
		c    *Command
		want string
	}{
		{"inflection", cmd(alice, "define", "", "word", "ran"), ranEN},
		{"three senses at most", cmd(alice, "define", "", "word", "best"), "📖 **BEST** · English dictionary (WordNet)\n" +
			"• best (noun): the supreme effort one can make\n" +
			"• best (adverb): in a most excellent way or manner\n" +
			"• best (verb): get the better of"},
		{"markdown in a gloss is escaped", cmd(alice, "define", "", "word", "better"), "📖 **BETTER** · English dictionary (WordNet)\n" +
			"• better (verb): surpass in excellence\n" +
			"• better (adjective): (comparative of \\`good') superior to another (of the same class or set or kind) in excellence or…\n" +
			"• better (adverb): comparative of \\`well'"},
		{"a gloss that quotes a semicolon, whole", cmd(alice, "define", "", "word", "semicolon"), "📖 **SEMICOLON** · English dictionary (WordNet)\n• semicolon (noun): a punctuation mark (\\`;') used to connect independent clauses"},
		{"direct message", dm, "📖 **GEESE** · English dictionary (WordNet)\n• goose (noun): web-footed long-necked typically gregarious migratory aquatic birds usually larger and less…"},
		{"lang option", cmd(alice, "define", "", "word", "Città", "lang", "it"), "📖 **CITTÀ** · Italian-English dictionary (FreeDict)\n• città: (translation) city, town"},
		{"the dictionary's spelling, not the folded one", cmd(alice, "define", "", "word", "PAO", "lang", "pt"), "📖 **PÃO** · Portuguese-English dictionary (FreeDict)\n• pão: (translation) bread, loaf"},
		{"no entry: the word as given", cmd(alice, "define", "", "word", "thé", "lang", "es"), "No entry for THÉ in the Spanish-English dictionary (FreeDict)."},
		{"Italian player: Italian by default, worded in Italian", itCmd(alice, "define", "word", "casa"), "📖 **CASA** · dizionario italiano-inglese (FreeDict)\n• casa: (traduzione) house, home"},
		{"Italian player, English word", itCmd(alice, "define", "word", "ran", "lang", "en"), "📖 **RAN** · dizionario inglese (WordNet)\n• run (verbo): move fast by using one's feet, with one foot off the ground at any given time"},
		{"no entry", cmd(alice, "define", "", "word", "xyzzy"), "No entry for XYZZY in the English dictionary (WordNet)."},
		{"no entry in Italian", itCmd(alice, "define", "word", "case"), "Nessuna voce per CASE nel dizionario italiano-inglese (FreeDict)."},
		{"emoji", cmd(alice, "define", "", "word", "cat🐈"), "That is not a word made of letters."},
		{"two words", cmd(alice, "define", "", "word", "ice cream"), "That is not a word made of letters."},
		{"too long", cmd(alice, "define", "", "word", strings.Repeat("a", 65)), "That word is too long: at most 64 characters."},
		{"longer than any option", cmd(alice, "define", "", "word", strings.Repeat("🙂", 100)), "That option is too long: at most 200 characters."},
		{"lang option, French", cmd(alice, "define", "", "word", "chat", "lang", "fr"), "📖 **CHAT** · French-English dictionary (FreeDict)\n• chat: (translation) cat"},
		{"German player: German by default, worded in German", deCmd(alice, "define", "word", "hund"), "📖 **HUND** · Deutsch-Englisch-Wörterbuch (FreeDict)\n• Hund: (Übersetzung) dog, dawg, mine car, mine hutch, mine tub, tub, mine truck, mine tram, corf, cocoa pan, canine, K-9"},
		{"no entry in Portuguese", cmd(alice, "define", "", "word", "xyzzy", "lang", "pt"), "No entry for XYZZY in the Portuguese-English dictionary (FreeDict)."},
		{"bad lang", cmd(alice, "define", "", "word", "cat", "lang", "xx"), "The option lang must be en, it, fr, es, de or pt."},
	}
	for _, tc := range tests {
		b.Handle(tc.c)
		r := one(t, rec, tc.name).R
		if !r.Private || r.Text != tc.want {
			t.Errorf("%s: private %v\n%s\nwant\n%s", tc.name, r.Private, r.Text, tc.want)
		}
	}
}

// TestDefineLanguage: without the lang option, /define takes the language
// of the channel's game, else the server's setting, else the player's.
func TestDefineLanguage(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	lang := func(what string) string {
		t.Helper()
		b.Handle(cmd(alice, "define", "", "word", "casa"))
		r := one(t, rec, what).R
		switch {
		case strings.Contains(r.Text, "(FreeDict)"):
			return "it"
		case strings.Contains(r.Text, "(WordNet)"):
			return "en"
		}
		t.Fatalf("%s: %q", what, r.Text)
		return ""
	}
	if l := lang("nothing set"); l != "en" {
		t.Errorf("nothing set: %s", l)
	}
	if err := b.opt.Settings.SaveGuildSettings(context.Background(), "g1", Settings{Lang: "it"}); err != nil {
		t.Fatal(err)
	}
	if l := lang("server setting"); l != "it" {
		t.Errorf("server setting it: %s", l)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "lang", "en"))
	rec.take()
	if l := lang("game"); l != "en" {
		t.Errorf("an English round in the channel: %s", l)
	}
}

// TestGameEndMeanings: a turn game's end gives the meaning of the words of
// the players' best moves, best first (docs/bot.md, Definitions).
func TestGameEndMeanings(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scrabble", "new"))
	one(t, rec, "lobby")
	b.Handle(press(bob, "join:1"))
	one(t, rec, "join")
	b.Handle(press(alice, "start:1"))
	rec.take()
	// Alice's tiles are A C E I L N N (the seed's).
	b.Handle(cmd(alice, "play", "", "word", "CANINE", "pos", "8D"))
	var plays []string
	plays = append(plays, strings.SplitN(one(t, rec, "canine").R.Text, "\n", 2)[0])
	b.Handle(cmd(bob, "hint", ""))
	r := one(t, rec, "hint").R
	if len(r.Buttons) != 1 {
		t.Fatalf("hint: %+v", r)
	}
	b.Handle(press(bob, r.Buttons[0].ID))
	plays = append(plays, strings.SplitN(one(t, rec, "play it").R.Text, "\n", 2)[0])
	b.Handle(cmd(alice, "stop", ""))
	r = one(t, rec, "stop").R
	if len(r.Buttons) != 1 {
		t.Fatalf("stop: %+v", r)
	}
	b.Handle(press(alice, r.Buttons[0].ID))
	end := one(t, rec, "end").R.Text
	// OXO, the best move, has no entry: CANINE's meaning is the one shown.
	want := "🏆 The winner is **Bob**! Not rated: a hint was asked during the game.\n📖 **CANINE** · canine (noun): one of the four pointed conical teeth (two in each jaw) located between the incisors and the…\n```"
	if plays[1] != "Bob plays OXO at 7F for 39 points. Alice's turn." || !strings.Contains(end, want) || strings.Count(end, "📖") != 1 {
		t.Errorf("plays %q\nend:\n%s\nwant it to hold\n%s", plays, end, want)
	}
}

// TestGameEndMeaningsOtherLanguages: a Spanish or German Scrabble game's
// end gives the English translations of its moves' words that the
// dictionary has, as the language writes them. Bob passes, so that the
// test does not hang on what the lexicon lets a hint play.
func TestGameEndMeaningsOtherLanguages(t *testing.T) {
	for _, c := range []struct{ lang, word, pos, play, want string }{
		// Alice's tiles are A B D I L N N (the seed's): DÍA is DIA
		{"es", "día", "8G", "Alice plays DIA at 8G for 8 points. Bob's turn.", "🏆 The winner is **Alice**!\n📖 **DÍA** · día: (translation) day\n```"},
		// Alice's tiles are A D E K M N N
		{"de", "Kanne", "8D", "Alice plays KANNE at 8D for 24 points. Bob's turn.", "🏆 The winner is **Alice**!\n📖 **KANNE** · Kanne: (translation) pot, tankard, can, jug, pitcher\n```"},
	} {
		b, rec, _ := newTurnBot(t)
		b.Handle(cmd(alice, "scrabble", "new", "lang", c.lang))
		one(t, rec, "lobby")
		b.Handle(press(bob, "join:1"))
		one(t, rec, "join")
		b.Handle(press(alice, "start:1"))
		rec.take()
		b.Handle(cmd(alice, "play", "", "word", c.word, "pos", c.pos))
		play := strings.SplitN(one(t, rec, "play").R.Text, "\n", 2)[0]
		b.Handle(cmd(bob, "pass", ""))
		rec.take()
		b.Handle(cmd(alice, "stop", ""))
		r := one(t, rec, "stop").R
		if len(r.Buttons) != 1 {
			t.Fatalf("stop: %+v", r)
		}
		b.Handle(press(alice, r.Buttons[0].ID))
		end := one(t, rec, "end").R.Text
		if play != c.play || !strings.Contains(end, c.want) {
			t.Errorf("%s play %q\nend:\n%s\nwant it to hold\n%s", c.lang, play, end, c.want)
		}
	}
}

// TestRoundEndMeaningsItalian: an Italian round's report gives the English
// translations of the best word a player found and of the best word nobody
// found, labelled as translations.
func TestRoundEndMeaningsItalian(t *testing.T) {
	rec := &recorder{}
	clk := NewFakeClock(t0)
	b := New(Options{Clock: clk, Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CASA", "CANE", "ASCE")}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", "CASA NEXX XXXX XXXX", "minutes", "1", "lang", "it"))
	rec.take()
	b.Handle(msg(alice, "asce"))
	b.Handle(msg(alice, "casa"))
	rec.take()
	clk.Advance(time.Minute)
	b.Wait()
	out := rec.take()
	rep := out[len(out)-1].R.Text
	// ASCE (no entry) and CASA score alike: CASA, the first with an entry.
	want := "Best word: CASA (1 point), drawn on the board.\n" +
		"📖 **CASA** · casa: (translation) house, home\n" +
		"📖 **CANE** · cane: (translation) dog"
	if !strings.HasSuffix(rep, want) {
		t.Errorf("report:\n%s\nwant it to end with\n%s", rep, want)
	}
	// report.txt ends with the same meanings, as plain text.
	var txt string
	for _, f := range out[len(out)-1].R.Files {
		if f.Name == "report.txt" {
			txt = string(f.Data)
		}
	}
	want = "\nWords nobody found (1):\n CANE 1 (1,1) (1,2) (2,1) (2,2)\n\nMEANINGS:\n CASA · casa: (translation) house, home\n CANE · cane: (translation) dog\n"
	if !strings.HasSuffix(txt, want) {
		t.Errorf("report.txt:\n%s\nwant it to end with\n%s", txt, want)
	}
}

// TestRoundEndMeaningsOtherLanguages: a Spanish or German round's report
// and report.txt give the English translations of the best word found and
// of the best word nobody found, written as the language writes them
// (NIÑO, with its Ñ cell; KÄSE), labelled as translations.
func TestRoundEndMeaningsOtherLanguages(t *testing.T) {
	for _, c := range []struct {
		lang, board, found string
		words              []string // the lexicon, as it holds them
		want, txt          string
	}{
		{"es", "NIÑO CASA XXXX XXXX", "niño", []string{"NI[O", "CASA"},
			"📖 **NIÑO** · niño: (translation) bairn, child, infant\n📖 **CASA** · casa: (translation) house",
			"\nMEANINGS:\n NIÑO · niño: (translation) bairn, child, infant\n CASA · casa: (translation) house\n"},
		{"pt", "PAOX CASA XXXX XXXX", "pao", []string{"PAO", "CASA"},
			"📖 **PÃO** · pão: (translation) bread, loaf\n📖 **CASA** · casa: (translation) house, home",
			"\nMEANINGS:\n PÃO · pão: (translation) bread, loaf\n CASA · casa: (translation) house, home\n"},
		{"de", "KÄSE HUND XXXX XXXX", "käse", []string{"K[SE", "HUND"},
			"📖 **KÄSE** · Käse: (translation) cheese, baloney, boloney, balderdash, claptrap, hogwash, malarkey, tosh, rot, codswallop…\n📖 **HUND** · Hund: (translation) dog, dawg, mine car, mine hutch, mine tub, tub, mine truck, mine tram, corf, cocoa pan, canine, K-9",
			"\nMEANINGS:\n KÄSE · Käse: (translation) cheese, baloney, boloney, balderdash, claptrap, hogwash, malarkey, tosh, rot, codswallop…\n HUND · Hund: (translation) dog, dawg, mine car, mine hutch, mine tub, tub, mine truck, mine tram, corf, cocoa pan, canine, K-9\n"},
	} {
		rec := &recorder{}
		clk := NewFakeClock(t0)
		b := New(Options{Clock: clk, Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler),
			Lexicon: testLexicon(c.words...)}, rec)
		b.Handle(cmd(alice, "boggle", "start", "board", c.board, "minutes", "1", "lang", c.lang))
		rec.take()
		b.Handle(msg(alice, c.found))
		rec.take()
		clk.Advance(time.Minute)
		b.Wait()
		out := rec.take()
		if len(out) == 0 {
			t.Fatalf("%s: no report", c.lang)
		}
		rep := out[len(out)-1].R
		if !strings.HasSuffix(rep.Text, c.want) {
			t.Errorf("%s report:\n%s\nwant it to end with\n%s", c.lang, rep.Text, c.want)
		}
		var txt string
		for _, f := range rep.Files {
			if f.Name == "report.txt" {
				txt = string(f.Data)
			}
		}
		if !strings.HasSuffix(txt, c.txt) {
			t.Errorf("%s report.txt:\n%s\nwant it to end with\n%s", c.lang, txt, c.txt)
		}
	}
}

func TestWithMeanings(t *testing.T) {
	lines := []string{"📖 **CAT** · cat (noun): feline"}
	if got := withMeanings("report\n", lines); got != "report\n"+lines[0] {
		t.Errorf("withMeanings = %q", got)
	}
	if got := withMeanings("report", nil); got != "report" {
		t.Errorf("no meanings: %q", got)
	}
	long := strings.Repeat("x", maxReportLen-len(lines[0]))
	if got := withMeanings(long, lines); got != long {
		t.Errorf("a report with no room for the meanings got them (%d bytes)", len(got))
	}
	if got := withMeanings(long[:len(long)-1], lines); len(got) != maxReportLen {
		t.Errorf("a report with just the room: %d bytes", len(got))
	}
}
