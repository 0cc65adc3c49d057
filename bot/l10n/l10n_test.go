package l10n

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// verbRE finds a format's verbs (%s, %d, %+d, %.1f, ...); %% is not one.
var verbRE = regexp.MustCompile(`%[-+# 0]*[0-9]*(?:\.[0-9]+)?[a-zA-Z%]`)

func verbs(format string) string {
	var out []string
	for _, v := range verbRE.FindAllString(format, -1) {
		if v != "%%" {
			out = append(out, v)
		}
	}
	return strings.Join(out, " ")
}

// forms are a message's forms by name, those it has.
func forms(c *Catalogue, id string) map[string]string {
	m := c.Message(id)
	out := map[string]string{}
	for name, s := range map[string]string{"zero": m.Zero, "one": m.One, "two": m.Two, "few": m.Few, "many": m.Many, "other": m.Other} {
		if s != "" {
			out[name] = s
		}
	}
	return out
}

// TestFiles checks the message files: each parses (Load), has every ID
// of en.json and no other, and every text of a sentence has the English's
// verbs in the same order, in each of its plural forms. A sentence added
// to en.json alone, a typo in an ID or a lost %s fails it.
func TestFiles(t *testing.T) {
	en := Of("en")
	if en == nil || len(en.IDs()) < 500 {
		t.Fatalf("en.json: %v", en)
	}
	for _, lang := range Languages {
		c := Of(lang)
		if c == nil {
			t.Errorf("%s: no file", lang)
			continue
		}
		for _, id := range en.IDs() {
			if c.Message(id) == nil {
				t.Errorf("%s.json: no %q", lang, id)
				continue
			}
			if strings.HasPrefix(id, "refusal.") || strings.HasPrefix(id, "command.") || id == "help" {
				continue // refusals: TestRefusalCatalogues in bot
			}
			want := verbs(en.Message(id).Other)
			for form, s := range forms(c, id) {
				if got := verbs(s); got != want {
					t.Errorf("%s.json %q (%s): %q has verbs %q, the English %q", lang, id, form, s, got, want)
				}
			}
		}
		for _, id := range c.IDs() {
			if en.Message(id) == nil {
				t.Errorf("%s.json: %q is not in en.json", lang, id)
			}
		}
	}
}

// TestLoadErrors checks that a broken file is an error naming it, not a
// panic or a silent gap.
func TestLoadErrors(t *testing.T) {
	for name, tc := range map[string]struct{ file, want string }{
		"not JSON":     {`{"a": `, "x/fr.json: unexpected end of JSON input"},
		"no text":      {`{"a": {"one": "%d a"}}`, `x/fr.json: "a" has no text (other)`},
		"mixed keys":   {`{"a": {"one": "x", "b": "y"}}`, "x/fr.json: "},
		"missing file": {"", "open x/fr.json: file does not exist"},
	} {
		fsys := fstest.MapFS{}
		if tc.file != "" {
			fsys["x/fr.json"] = &fstest.MapFile{Data: []byte(tc.file)}
		}
		_, err := Load(fsys, "x", []string{"fr"})
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", name, err, tc.want)
		}
	}
	if _, err := Load(os.DirFS("locales"), ".", Languages); err != nil {
		t.Errorf("the files on disk: %v", err)
	}
}

// TestBlankWord: the blank tile is called as each language's players call
// it (docs/bot.md, Languages): "jolly" is the Italian word (Scarabeo's and
// Italian Scrabble's), and no message of another language says it, in its
// ID (the English; a refusal's code is a name, not a word) or its text. English says "blank", French and German
// "joker"/"Joker", Spanish "comodín", Portuguese "curinga".
func TestBlankWord(t *testing.T) {
	for _, lang := range Languages {
		if lang == "it" {
			continue
		}
		c := Of(lang)
		for _, id := range c.IDs() {
			for form, s := range forms(c, id) {
				if strings.Contains(strings.ToLower(s), "jolly") {
					t.Errorf("%s.json %q (%s): %q says jolly", lang, id, form, s)
				}
			}
			if lang == "en" && !strings.HasPrefix(id, "refusal.") && strings.Contains(strings.ToLower(id), "jolly") {
				t.Errorf("en.json: the ID %q says jolly", id)
			}
		}
	}
}
