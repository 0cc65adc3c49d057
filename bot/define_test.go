package bot

import (
	"context"
	"strings"
	"testing"
)

const ranEN = "📖 **RAN** · English dictionary (WordNet)\n• run (verb): move fast by using one's feet, with one foot off the ground at any given time"

func TestDefineCommand(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	itCmd := func(u User, name string, kv ...string) *Command {
		c := cmd(u, name, "", kv...)
		c.Locale = "it"
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
		{"direct message", dm, "📖 **GEESE** · English dictionary (WordNet)\n• goose (noun): web-footed long-necked typically gregarious migratory aquatic birds usually larger and less…"},
		{"lang option", cmd(alice, "define", "", "word", "Città", "lang", "it"), "📖 **CITTA** · Italian-English dictionary (FreeDict)\n• città: (translation) city, town"},
		{"Italian player: Italian by default, worded in Italian", itCmd(alice, "define", "word", "casa"), "📖 **CASA** · dizionario italiano-inglese (FreeDict)\n• casa: (traduzione) house, home"},
		{"Italian player, English word", itCmd(alice, "define", "word", "ran", "lang", "en"), "📖 **RAN** · dizionario inglese (WordNet)\n• run (verbo): move fast by using one's feet, with one foot off the ground at any given time"},
		{"no entry", cmd(alice, "define", "", "word", "xyzzy"), "No entry for XYZZY in the English dictionary (WordNet)."},
		{"no entry in Italian", itCmd(alice, "define", "word", "case"), "Nessuna voce per CASE nel dizionario italiano-inglese (FreeDict)."},
		{"emoji", cmd(alice, "define", "", "word", "cat🐈"), "That is not a word made of letters."},
		{"two words", cmd(alice, "define", "", "word", "ice cream"), "That is not a word made of letters."},
		{"too long", cmd(alice, "define", "", "word", strings.Repeat("a", 65)), "That word is too long: at most 64 characters."},
		{"longer than any option", cmd(alice, "define", "", "word", strings.Repeat("🙂", 100)), "That option is too long: at most 200 characters."},
		{"bad lang", cmd(alice, "define", "", "word", "cat", "lang", "fr"), "The option lang must be en or it."},
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
