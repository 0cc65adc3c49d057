package discord

import (
	"regexp"
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"github.com/wordbot/wordbot/bot"
)

// TestApplicationCommands checks Discord's limits on the registered
// commands: names, descriptions and their Italian versions, option order.
func TestApplicationCommands(t *testing.T) {
	name := regexp.MustCompile(`^[-_\p{Ll}\p{N}]{1,32}$`)
	desc := func(where, d string) {
		if n := utf8.RuneCountInString(d); n < 1 || n > 100 {
			t.Errorf("%s: description of %d characters: %q", where, n, d)
		}
	}
	// locales are the localizations every description has (and every
	// name, but Italian, which keeps some English names like /stop).
	locales := []discordgo.Locale{discordgo.Italian}
	for _, l := range bot.CommandLocales {
		if slices.Contains(bot.Languages, l.Lang) {
			locales = append(locales, discordgo.Locale(l.Discord))
		}
	}
	names := func(where string, m map[discordgo.Locale]string) {
		for l, n := range m {
			if !name.MatchString(n) {
				t.Errorf("%s: bad %s name %q", where, l, n)
			}
		}
		for _, l := range locales[1:] {
			if m[l] == "" {
				t.Errorf("%s: no %s name", where, l)
			}
		}
	}
	descs := func(where string, m map[discordgo.Locale]string) {
		for _, l := range locales {
			desc(where+" ("+string(l)+")", m[l])
		}
	}
	var check func(where string, opts []*discordgo.ApplicationCommandOption)
	check = func(where string, opts []*discordgo.ApplicationCommandOption) {
		if len(opts) > 25 {
			t.Errorf("%s: %d options", where, len(opts))
		}
		optional := false
		for _, o := range opts {
			w := where + " " + o.Name
			if !name.MatchString(o.Name) {
				t.Errorf("%s: bad name", w)
			}
			names(w, o.NameLocalizations)
			desc(w, o.Description)
			descs(w, o.DescriptionLocalizations)
			if o.Required && optional {
				t.Errorf("%s: required after optional", w)
			}
			optional = optional || !o.Required
			check(w, o.Options)
		}
	}
	cmds := ApplicationCommands()
	if len(cmds) < 17 {
		t.Errorf("%d commands", len(cmds))
	}
	for _, c := range cmds {
		if !name.MatchString(c.Name) {
			t.Errorf("bad name %q", c.Name)
		}
		if c.NameLocalizations != nil {
			names(c.Name, *c.NameLocalizations)
		} else if len(locales) > 1 {
			t.Errorf("%s: no localized names", c.Name)
		}
		desc(c.Name, c.Description)
		descs(c.Name, *c.DescriptionLocalizations)
		check(c.Name, c.Options)
	}
}
