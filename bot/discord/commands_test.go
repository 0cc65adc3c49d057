package discord

import (
	"regexp"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"
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
	var check func(where string, opts []*discordgo.ApplicationCommandOption)
	check = func(where string, opts []*discordgo.ApplicationCommandOption) {
		if len(opts) > 25 {
			t.Errorf("%s: %d options", where, len(opts))
		}
		optional := false
		for _, o := range opts {
			w := where + " " + o.Name
			if !name.MatchString(o.Name) || (o.NameLocalizations != nil && !name.MatchString(o.NameLocalizations[discordgo.Italian])) {
				t.Errorf("%s: bad name", w)
			}
			desc(w, o.Description)
			desc(w+" (it)", o.DescriptionLocalizations[discordgo.Italian])
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
		if c.NameLocalizations != nil && !name.MatchString((*c.NameLocalizations)[discordgo.Italian]) {
			t.Errorf("%s: bad Italian name", c.Name)
		}
		desc(c.Name, c.Description)
		desc(c.Name+" (it)", (*c.DescriptionLocalizations)[discordgo.Italian])
		check(c.Name, c.Options)
	}
}
