package bot

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/bot/l10n"
)

// catalogueMessages returns the format strings the bot translates (c.t,
// c.private, tr), read from its source, and the terminal's own lines
// (t.printf, t.tr in bot/terminal), with the file of each.
func catalogueMessages(t *testing.T) map[string]string {
	t.Helper()
	re := regexp.MustCompile(`(?:c\.t|c\.private|trn?\([a-zA-Z.]+,|t\.printf|t\.tr)\s*\(?"((?:[^"\\]|\\.)*)"`)
	files, _ := filepath.Glob("*.go")
	term, _ := filepath.Glob("terminal/*.go")
	if len(term) == 0 {
		t.Error("no terminal source")
	}
	out := map[string]string{}
	for _, f := range append(files, term...) {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			msg, err := strconv.Unquote(`"` + m[1] + `"`)
			if err != nil {
				t.Fatalf("%s: %q: %v", f, m[1], err)
			}
			out[strings.TrimSuffix(msg, "\n")] = f
		}
	}
	if len(out) < 40 {
		t.Errorf("found only %d messages", len(out))
	}
	return out
}

// verbs are a format's verbs (%s, %d, %v, %.1f, ...) in order; %% is not one.
var verbRE = regexp.MustCompile(`%[-+# 0]*[0-9]*(?:\.[0-9]+)?[a-zA-Z%]`)

func verbs(format string) []string {
	var out []string
	for _, v := range verbRE.FindAllString(format, -1) {
		if v != "%%" {
			out = append(out, v)
		}
	}
	return out
}

// TestCatalogue checks that every message the bot translates has a
// template in every language's file in bot/l10n, with the same verbs in
// the same order. The messages are those found in the source and every
// sentence of the English file (it also holds the texts translated from a
// variable: titles, levels, tiers). A message added without its
// translations fails it.
func TestCatalogue(t *testing.T) {
	msgs := catalogueMessages(t)
	for _, m := range l10n.Of("en").IDs() {
		if _, ok := msgs[m]; !ok && !strings.HasPrefix(m, "command.") && !strings.HasPrefix(m, "refusal.") {
			msgs[m] = "l10n/locales/en.json"
		}
	}
	if len(Languages) != 6 {

		t.Errorf("languages %v, want en it fr es de pt", Languages)
	}
	for _, lang := range Languages[1:] {
		if l10n.Of(lang) == nil {
			t.Errorf("%s: no catalogue", lang)
			continue
		}
		for m, f := range msgs {
			s, ok := l10n.Text(lang, m)
			if !ok || s == "" {
				t.Errorf("%s: no %s for %q", f, lang, m)
				continue
			}
			if got, want := strings.Join(verbs(s), " "), strings.Join(verbs(m), " "); got != want {
				t.Errorf("%s: %s template %q has verbs %q, the English %q", lang, lang, s, got, want)
			}
		}
	}
}

// Discord shows players the commands in their language (/gioca, /leggio,
// /jouer, ...): each language's texts must name them so, not by their
// English names.
func TestTextsUseLocalCommandNames(t *testing.T) {
	for _, lang := range Languages[1:] {
		texts := []string{helpText(lang)}
		for _, id := range l10n.Of(lang).IDs() {
			if !strings.HasPrefix(id, "command.") {
				v, _ := l10n.Text(lang, id)
				texts = append(texts, v)
			}
		}
		for _, v := range refusalTable(lang) {
			texts = append(texts, v)
		}
		for _, c := range Commands() {
			local := LocalName(lang, "/"+c.Name)
			if local == "" || local == c.Name {
				continue
			}
			re := regexp.MustCompile(`/` + c.Name + `\b`)
			for _, s := range texts {
				if re.MatchString(s) {
					t.Errorf("%s text names /%s, not /%s: %q", lang, c.Name, local, s)
				}
			}
		}
	}
}

// TestRefusalsUseLocalOptionNames: a refusal of an option's value names the
// option as Discord shows it to the player (the option's name in the
// player's language: German minuten, Italian lingua), in every language: a
// German player never sees "minutes", so "minutes muss eine Zahl ... sein"
// named an option they cannot find (found by the QA play-through; the same
// as vs_computer in 3d5b470).
func TestRefusalsUseLocalOptionNames(t *testing.T) {
	re := regexp.MustCompile(`^The option (\w+) must `)
	n := 0
	for _, id := range l10n.Of("en").IDs() {
		m := re.FindStringSubmatch(id)
		if m == nil {
			continue
		}
		n++
		for _, lang := range Languages {
			name, ok := l10n.Text(lang, "command.name:"+m[1])
			if !ok {
				t.Errorf("%s: the option %s has no name", lang, m[1])
				continue
			}
			text, _ := l10n.Text(lang, id)
			if !regexp.MustCompile(`(^|\s)` + regexp.QuoteMeta(name) + `\s`).MatchString(text) {
				t.Errorf("%s %q does not name the option %s (%s): %q", lang, id, m[1], name, text)
			}
		}
	}
	// every option refusal is worded "The option NAME must ..."
	for _, id := range l10n.Of("en").IDs() {
		if strings.Contains(id, " must be ") && !strings.HasPrefix(id, "The option ") && regexp.MustCompile(`^[a-z_]+ must be `).MatchString(id) {
			t.Errorf("an option's refusal does not say 'The option': %q", id)
		}
	}
	if n < 10 {
		t.Errorf("%d option refusals in the catalogue", n)
	}
}

// TestHelpNamesChoicesAsShown: /help's example of a start against the
// computer names the option and its choice as Discord shows them in the
// player's language (French `ordinateur:difficile`); it wrote the English
// choice, hard, which a French player's Discord lists as difficile.
func TestHelpNamesChoicesAsShown(t *testing.T) {
	for _, lang := range Languages {
		name, _ := l10n.Text(lang, "command.name:computer")
		choice, _ := l10n.Text(lang, "command.choice:hard")
		if want := "`" + name + ":" + choice + "`"; name == "" || choice == "" || !strings.Contains(helpText(lang), want) {
			t.Errorf("%s /help does not hold %s", lang, want)
		}
	}
}

// TestBadMinutesNamesTheOption: /settings minutes:abc and /boggle start
// lang:xx are refused in the player's language with the option's local name.
func TestBadMinutesNamesTheOption(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	for _, tc := range []struct {
		c      *Command
		locale string
		want   string
	}{
		{cmd(manager, "settings", "", "minutes", "abc"), "de", "Die Option minuten muss eine Zahl von 0.25 bis 30 sein."},
		{cmd(manager, "settings", "", "minutes", "0"), "en", "The option minutes must be a number from 0.25 to 30."},
		{cmd(alice, "boggle", "start", "minutes", "99"), "es", "La opción minutos debe ser un número de 0.25 a 30."},
		{cmd(alice, "boggle", "start", "lang", "xx"), "it", "L'opzione lingua deve essere en, it, fr, es, de o pt."},
	} {
		tc.c.Locale = tc.locale
		b.Handle(tc.c)
		if r := one(t, rec, tc.want).R; r.Text != tc.want {
			t.Errorf("%s /%s %v: %q, want %q", tc.locale, tc.c.Name, tc.c.Options, r.Text, tc.want)
		}
	}
}

// TestLangOf checks the Discord locales and language codes the bot reads.
func TestLangOf(t *testing.T) {
	for in, want := range map[string]string{
		"en-US": "en", "en-GB": "en", "it": "it", "fr": "fr", "es-ES": "es", "es-419": "es",
		"de": "de", "pt-BR": "pt", "pt": "pt", "fr_FR.UTF-8": "fr", "DE": "de",
		"": "", "e": "", "ja": "", "pl": "", "itx": "", "zh-CN": "",
	} {
		if got := langOf(in); got != want {
			t.Errorf("langOf(%q) = %q, want %q", in, got, want)
		}
	}
	if n := testing.AllocsPerRun(100, func() { _ = tr("es-419", "Guess") }); n != 0 {
		t.Errorf("tr allocates %v times", n)
	}
}

// BenchmarkTr is a message's translation: the locale read, the catalogue
// chosen and the template found, then formatted.
func BenchmarkTr(b *testing.B) {
	for _, locale := range []string{"en-US", "it", "pt-BR"} {
		b.Run(locale, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = tr(locale, "Guess")
			}
		})
	}
	b.Run("pt-BR/format", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			_ = tr("pt-BR", "%d words", 12)
		}
	})
}

// TestNoUnusedMessages checks that every sentence of bot/l10n's files is
// one the bot still says: found by catalogueMessages, or a Go string
// literal in the bot, the terminal, render or the games (titles, levels,
// reasons translated from a variable). A sentence whose code is gone
// fails it, so that translators are not asked for dead text.
func TestNoUnusedMessages(t *testing.T) {
	msgs := catalogueMessages(t)
	var src strings.Builder
	for _, g := range []string{"*.go", "terminal/*.go", "../render/*.go", "../games/*/*.go"} {
		files, _ := filepath.Glob(g)
		for _, f := range files {
			if !strings.HasSuffix(f, "_test.go") {
				b, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				src.Write(b)
			}
		}
	}
	for _, id := range l10n.Of("en").IDs() {
		if strings.HasPrefix(id, "command.") || strings.HasPrefix(id, "refusal.") || id == "help" {
			continue
		}
		if _, ok := msgs[id]; !ok && !strings.Contains(src.String(), strconv.Quote(id)) {
			t.Errorf("%q: in the files, said by no source", id)
		}
	}
}
