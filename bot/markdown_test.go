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

// What a player typed comes back in a refusal as typed: its Markdown
// characters escaped, so that Discord shows them instead of formatting
// the reply (the template's own text is left as it is).
func TestRefusalEscapesTypedText(t *testing.T) {
	b, rec, _ := langTurnGame(1, "scrabble", "en")
	rec.take()
	for _, c := range []struct {
		cmd  *Command
		want string
	}{
		{cmd(alice, "play", "", "word", "**AB**_c_", "pos", "8H"),
			`"\*\*AB\*\*\_c\_" is not a word: use the letters A-Z (lower case for a blank)`},
		{cmd(alice, "exchange", "", "letters", "*"), `'\*' is not a tile: use letters, and ? for a blank.`},
		{cmd(alice, "play", "", "word", "CAT", "pos", "<@1>"),
			`"\<\@1>" is not a position: write the row then the column for a word across (like 8H), or the column then the row for a word down (like H8); rows 1-15, columns A-O.`},
	} {
		b.Handle(c.cmd)
		out := rec.take()
		if len(out) != 1 || out[0].R.Text != c.want || !out[0].R.Private {
			t.Errorf("%v: %+v, want %q", c.cmd.Options, out, c.want)
		}
	}
}
