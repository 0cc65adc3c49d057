package bot

import (
	"strings"
	"testing"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

func TestEsc(t *testing.T) {
	for in, want := range map[string]string{
		"Bea":                       "Bea",
		"Jean-Luc O'Neil":           "Jean-Luc O'Neil",
		"@everyone":                 `\@everyone`,
		"<@&123> <@456> <#789>":     `\<\@&123> \<\@456> \<#789>`,
		"**b** _i_ ~~s~~ `c` ||x||": `\*\*b\*\* \_i\_ \~\~s\~\~ \` + "`c\\`" + ` \|\|x\|\|`,
		`back\slash`:                `back\\slash`,
		"[link](http://x)":          `\[link\](http://x)`,
		"# head":                    `\# head`,
		"> quote":                   `\> quote`,
		"- item":                    `\- item`,
		"-# small":                  `\-# small`,
		"12. list":                  `12\. list`,
		"two\nlines\r\tx":           "two lines  x",
		"":                          "",
	} {
		if got := esc(in); got != want {
			t.Errorf("esc(%q) = %q, want %q", in, got, want)
		}
	}
}

// FuzzEsc: an escaped name mentions nobody, even in a body without
// allowed_mentions, has no line break, and keeps every character.
func FuzzEsc(f *testing.F) {
	for _, s := range []string{"@everyone", "@here", "<@1>", "<@!2>", "<@&3>", `\@here`, `\\<@4>`, "**x**", "a\nb"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		e := esc(s)
		if p := fakediscord.WouldPing(e, nil); p.Any() {
			t.Errorf("esc(%q) = %q pings %+v", s, e, p)
		}
		if strings.ContainsAny(e, "\r\n") {
			t.Errorf("esc(%q) = %q has a line break", s, e)
		}
		if strings.ReplaceAll(e, `\`, "") != strings.NewReplacer(`\`, "", "\r", " ", "\n", " ", "\t", " ", "\u2028", " ", "\u2029", " ").Replace(s) {
			t.Errorf("esc(%q) = %q lost characters", s, e)
		}
	})
}
