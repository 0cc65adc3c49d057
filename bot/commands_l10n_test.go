package bot

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wordbot/wordbot/bot/l10n"
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
		checkText("the Entry Point command", EntryPointDescription)
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

// TestNoUnusedCommandTexts checks that the files' command and refusal
// messages are those the bot uses: every command.name:, command.text: and
// command.choice: ID of en.json names a command, subcommand, option,
// description or choice of Commands(), with the English as its text, and
// every refusal.CODE is an engine's code with the engine's English. A
// renamed option or a removed refusal code leaves a message translators
// would still be asked for: it fails here.
func TestNoUnusedCommandTexts(t *testing.T) {
	want := map[string]string{}
	name := func(en string) { want["command.name:"+en] = strings.TrimPrefix(en, "/") }
	text := func(en string) { want["command.text:"+en] = en }
	for _, c := range Commands() {
		name("/" + c.Name)
		text(c.Description)
		if c.Sub != "" {
			name(c.Sub)
			text(c.SubDescription)
		}
		opts := c.Options
		for _, s := range c.Subs {
			name(s.Name)
			text(s.Description)
			opts = append(opts, s.Options...)
		}
		for _, o := range opts {
			name(o.Name)
			text(o.Description)
			for _, ch := range o.Choices {
				if !ch.Own {
					want["command.choice:"+ch.Label] = ch.Label
				}
			}
		}
	}
	text(EntryPointDescription) // the Activity's Entry Point command (launch.go)
	for code, s := range refusalEnglish {
		want["refusal."+string(code)] = s
	}
	en := l10n.Of("en")
	for _, id := range en.IDs() {
		if !strings.HasPrefix(id, "command.") && !strings.HasPrefix(id, "refusal.") {
			continue
		}
		if w, ok := want[id]; !ok {
			t.Errorf("en.json: %q is used by no command or engine", id)
		} else if got, _ := l10n.Text("en", id); got != w {
			t.Errorf("en.json: %q is %q, the code's English %q", id, got, w)
		}
	}
	for id := range want {
		if en.Message(id) == nil {
			t.Errorf("en.json: no %q", id)
		}
	}
}
