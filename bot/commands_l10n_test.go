package bot

import (
	"regexp"
	"testing"
	"unicode/utf8"
)

// TestCommandLocalizations checks that every command, subcommand, option
// and choice has its name and description in each language's command
// localizations, valid for Discord (a lower-case name of 1 to 32
// characters, a description or label of 1 to 100), and that no two options
// of a command share a localized name.
func TestCommandLocalizations(t *testing.T) {
	name := regexp.MustCompile(`^[-_\p{Ll}\p{N}]{1,32}$`)
	for _, lang := range Languages {
		if lang == "en" {
			continue
		}
		checkName := func(where, en string) string {
			s := LocalName(lang, en)
			if !name.MatchString(s) {
				t.Errorf("%s %s: name %q", lang, where, s)
			}
			return s
		}
		checkText := func(where, en string) {
			s := LocalText(lang, en)
			if n := utf8.RuneCountInString(s); n < 1 || n > 100 {
				t.Errorf("%s %s: %q (%d characters) for %q", lang, where, s, n, en)
			}
		}
		for _, c := range Commands() {
			checkName("/"+c.Name, "/"+c.Name)
			checkText("/"+c.Name, c.Description)
			if c.Sub != "" {
				checkName("/"+c.Name+" "+c.Sub, c.Sub)
				checkText("/"+c.Name+" "+c.Sub, c.SubDescription)
			}
			for _, s := range c.Subs {
				checkName("/"+c.Name+" "+s.Name, s.Name)
				checkText("/"+c.Name+" "+s.Name, s.Description)
				for _, o := range s.Options {
					checkName("/"+c.Name+" "+s.Name+" "+o.Name, o.Name)
					checkText("/"+c.Name+" "+s.Name+" "+o.Name, o.Description)
				}
			}
			seen := map[string]bool{}
			for _, o := range c.Options {
				w := "/" + c.Name + " " + o.Name
				if n := checkName(w, o.Name); seen[n] {
					t.Errorf("%s %s: name %q twice", lang, w, n)
				} else {
					seen[n] = true
				}
				checkText(w, o.Description)
				for _, ch := range o.Choices {
					s := LocalChoice(lang, ch)
					if n := utf8.RuneCountInString(s); n < 1 || n > 100 {
						t.Errorf("%s %s choice %s: %q (%d characters) for %q", lang, w, ch.Value, s, n, ch.Label)
					}
				}
			}
		}
	}
}
