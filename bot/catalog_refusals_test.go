package bot

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
)

// engineRefusals is every code a player can meet, with its English template
// as the refusing engine words it (Merge panics if two engines word one
// code differently).
func engineRefusals() refusal.Table {
	return refusal.Merge(crossword.Refusals, scarabeo.Refusals, upwords.Refusals, boggle.Refusals, ruzzle.Refusals)
}

// TestRefusalCatalogues checks that every code has a template in the
// engine's English table and in the bot's catalogue of every language,
// that they all use the same arguments, and that the catalogues word no
// code the engines do not have.
func TestRefusalCatalogues(t *testing.T) {
	engines := engineRefusals()
	catalogues := map[string]refusal.Table{}
	for _, lang := range Languages {
		catalogues["bot "+lang] = refusalTable(lang)
	}
	for _, code := range engines.Codes() {
		want, err := refusal.Names(engines[code])
		if err != nil {
			t.Errorf("%s: engine template %q: %v", code, engines[code], err)
			continue
		}
		for name, cat := range catalogues {
			tmpl, ok := cat[code]
			if !ok || tmpl == "" {
				t.Errorf("%s: no template in the %s catalogue", code, name)
				continue
			}
			got, err := refusal.Names(tmpl)
			if err != nil {
				t.Errorf("%s: %s template %q: %v", code, name, tmpl, err)
				continue
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: the %s template uses %v, the engine's %v", code, name, got, want)
			}
		}
	}
	for name, cat := range catalogues {
		for _, code := range cat.Codes() {
			if _, ok := engines[code]; !ok {
				t.Errorf("%s: the %s catalogue words a code no engine has", code, name)
			}
		}
	}
	if len(engines) < 60 {
		t.Errorf("only %d codes: an engine's table is missing from engineRefusals", len(engines))
	}
}

// TestRefusalEnglishSame checks that the bot's English says what the
// engines (and so the command-line tools) say, for sample arguments of
// every code.
func TestRefusalEnglishSame(t *testing.T) {
	engines := engineRefusals()
	for _, code := range engines.Codes() {
		names, _ := refusal.Names(engines[code])
		var args []refusal.Arg
		for _, n := range names {
			args = append(args, refusal.Arg{Name: n, Value: sampleArg(n)})
		}
		en, err1 := refusal.Render(engines[code], args)
		bot, err2 := refusal.Render(refusalEnglish[code], args)
		if err1 != nil || err2 != nil {
			t.Errorf("%s: %v %v", code, err1, err2)
			continue
		}
		if en != bot {
			t.Errorf("%s: the engine says %q, the bot %q", code, en, bot)
		}
		for _, lang := range Languages[1:] {
			s, err := refusal.Render(refusalTable(lang)[code], args)
			if err != nil {
				t.Errorf("%s in %s: %v", code, lang, err)
			} else if s == en {
				t.Errorf("%s: the %s %q is the English", code, lang, s)
			}
		}
	}
}

// sampleArg is a value of the type the argument called name takes.
func sampleArg(name string) any {
	switch name {
	case "missing", "words", "letters":
		return []string{"A", "B", "?"}
	case "square", "word", "letter", "held", "pos", "input", "char", "tiles",
		"last", "game", "covered", "scoring":
		return "E"
	}
	return 2
}

// TestRefusalsThroughTheBot plays refused moves through the bot, as
// players in English and in Italian, and reads the private replies.
func TestRefusalsThroughTheBot(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scarabeo", "new"))
	rec.take()
	b.Handle(press(bob, "join:1"))
	rec.take()
	b.Handle(press(alice, "start:1"))
	rec.take()
	in := func(locale string, c *Command) *Command { c.Locale = locale; return c }
	cases := []struct {
		c    *Command
		want string
	}{
		{in("it", cmd(alice, "play", "", "word", "CASA", "pos", "ZZ99")),
			`"ZZ99" non è una posizione: scrivi la riga e poi la colonna per una parola in orizzontale (come 9I), oppure la colonna e poi la riga per una parola in verticale (come I9); righe 1-17, colonne A-Q.`},
		{in("en-US", cmd(alice, "play", "", "word", "CASA", "pos", "9R")), "9R is off the board (rows 1-17, columns A-Q)"},
		{in("it", cmd(alice, "play", "", "word", "CASA", "pos", "9R")), "9R è fuori dal tabellone (righe 1-17, colonne A-Q)"},
		{in("it", cmd(alice, "play", "", "word", "CASA", "pos", "9O")), "CASA in 9O esce dal tabellone."},
		{in("it", cmd(alice, "play", "", "word", "KILO", "pos", "9G")), "In Scarabeo non c'è la K."},
		{in("it", cmd(alice, "exchange", "", "letters", "AAAAAAAAA")), "Non hai AAAAAAAAA da cambiare."},
		{in("it", cmd(alice, "swap", "", "letter", "Z")), "Nessun jolly sul tabellone rappresenta la Z."},
		{in("en", cmd(alice, "swap", "", "letter", "Z")), "No blank on the board stands for Z."},
	}
	for _, c := range cases {
		b.Handle(c.c)
		if r := one(t, rec, c.want).R; !r.Private || r.Text != c.want {
			t.Errorf("%s %v in %s:\n got %q\nwant %q", c.c.Name, c.c.Options, c.c.Locale, r.Text, c.want)
		}
	}
}

// TestRefusalsDocumented checks that docs/bot.md, Refusals, lists every
// code with the engine's English template.
func TestRefusalsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/bot.md")
	if err != nil {
		t.Fatal(err)
	}
	engines := engineRefusals()
	for _, code := range engines.Codes() {
		row := "| `" + string(code) + "` |"
		i := strings.Index(string(doc), row)
		if i < 0 {
			t.Errorf("docs/bot.md has no row for %s", code)
			continue
		}
		line, _, _ := strings.Cut(string(doc)[i:], "\n")
		if tmpl := strings.ReplaceAll(engines[code], "|", `\|`); !strings.HasSuffix(line, "| "+tmpl+" |") {
			t.Errorf("docs/bot.md words %s as\n%s\nnot %q", code, line, tmpl)
		}
	}
}

// A refusal that is a whole reply reads like the bot's other replies: a
// capital first letter and a final stop (issue 13, consistent capitals).
func TestRefusalAsSentence(t *testing.T) {
	for in, want := range map[string]string{
		"you do not have the letters for that: missing C and T": "You do not have the letters for that: missing C and T.",
		"non hai AAAAAAAAA da cambiare":                         "Non hai AAAAAAAAA da cambiare.",
		"9R is off the board (rows 1-17, columns A-Q)":          "9R is off the board (rows 1-17, columns A-Q)",
		"è già finita.": "È già finita.",
		"":              "",
	} {
		if got := sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}
