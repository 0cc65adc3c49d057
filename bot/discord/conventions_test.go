package discord

import (
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"github.com/wordbot/wordbot/bot"
)

// TestCommandConventions: every command is for servers only, every number
// is bounded, every option with a fixed set of values offers them as
// choices named in English and Italian, and the commands answered only to
// their user are marked private (they defer privately).
func TestCommandConventions(t *testing.T) {
	var check func(cmd string, opts []*discordgo.ApplicationCommandOption)
	bounded, choices := 0, 0
	check = func(cmd string, opts []*discordgo.ApplicationCommandOption) {
		for _, o := range opts {
			w := cmd + " " + o.Name
			switch o.Type {
			case discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionNumber:
				bounded++
				if o.MinValue == nil || o.MaxValue <= *o.MinValue {
					t.Errorf("%s: not bounded (%v, %v)", w, o.MinValue, o.MaxValue)
				}
			case discordgo.ApplicationCommandOptionString:
				// Scrabble, Upwords, Boggle and Ruzzle also play French, Spanish,
				// German and Portuguese (docs/rules.md, Tiles per language), and
				// a server's language is their default.
				want := 2
				switch w {
				case "/scrabble new lang", "/boggle start lang", "/ruzzle start lang", "/upwords new lang", "/settings lang", "/define lang":
					want = 6
				}
				if o.Name == "lang" && len(o.Choices) != want {
					t.Errorf("%s: choices %v", w, o.Choices)
				}
			}
			for _, c := range o.Choices {
				choices++
				if c.Name == "" || c.NameLocalizations[discordgo.Italian] == "" {
					t.Errorf("%s: choice %v has no Italian name", w, c)
				}
				for _, l := range bot.CommandLocales {
					if slices.Contains(bot.Languages, l.Lang) && c.NameLocalizations[discordgo.Locale(l.Discord)] == "" {
						t.Errorf("%s: choice %v has no %s name", w, c, l.Discord)
					}
				}
			}
			check(w, o.Options)
		}
	}
	for _, c := range ApplicationCommands() {
		if c.Contexts == nil || len(*c.Contexts) != 1 || (*c.Contexts)[0] != discordgo.InteractionContextGuild || c.DMPermission == nil || *c.DMPermission {
			t.Errorf("/%s is usable outside servers", c.Name)
		}
		check("/"+c.Name, c.Options)
	}
	if bounded != 12 || choices != 75 { // bounded: 12 with /review game; choices: 3 of them: review daily boggle|ruzzle|scarabeo; 9: computer easy|medium|hard on scarabeo, scrabble, upwords; 6 the settings' locales; 3 the settings' hints; 2 upwords' set and 2 the settings' upwords_set (classic, hasbro); scrabble's, boggle's, ruzzle's, upwords', the settings' and define's lang have fr, es, de, pt
		t.Errorf("%d bounded options, %d choices; want 12 and 75", bounded, choices)
	}
	// Discord refuses a command mixing subcommands and options; /daily has
	// one subcommand per puzzle and standings, named in Italian too.
	subs := map[string][]string{}
	for _, c := range ApplicationCommands() {
		for _, o := range c.Options {
			if o.Type == discordgo.ApplicationCommandOptionSubCommand {
				subs[c.Name] = append(subs[c.Name], o.Name+"/"+o.NameLocalizations[discordgo.Italian])
				if o.Description == "" || o.DescriptionLocalizations[discordgo.Italian] == "" {
					t.Errorf("/%s %s: description %q, Italian %q", c.Name, o.Name, o.Description, o.DescriptionLocalizations[discordgo.Italian])
				}
			}
		}
		if n := len(subs[c.Name]); n > 0 && n != len(c.Options) {
			t.Errorf("/%s mixes %d subcommands with %d options", c.Name, n, len(c.Options)-n)
		}
	}
	if got := strings.Join(subs["daily"], " "); got != "boggle/boggle ruzzle/ruzzle scarabeo/scarabeo standings/classifica" {
		t.Errorf("/daily subcommands: %s", got)
	}
	private := map[string]bool{}
	for _, c := range bot.Commands() {
		if c.Private {
			private[c.Name] = true
		}
	}
	for _, name := range []string{"rack", "hint", "stats", "help", "guess", "history", "unseen", "export", "define", "settings", "daily", "review"} {
		if !private[name] {
			t.Errorf("/%s is not private", name)
		}
	}
	if len(private) != 12 {
		t.Errorf("private commands: %v", private)
	}
}
