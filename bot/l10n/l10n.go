// Package l10n holds the bot's words in every language it speaks: one
// go-i18n v2 JSON message file per language in locales/ (en.json, it.json,
// fr.json, es.json, de.json, pt.json), embedded in the binary. A
// translator edits those files, by hand or on a translation platform that
// reads "go-i18n JSON" (Weblate, Crowdin); no Go is needed. docs/bot.md,
// "Languages", says how to add a sentence or a language.
//
// Message IDs:
//   - a sentence's ID is its English format ("%s's turn."): translators see
//     the English, and the code that prints it stays readable;
//   - "refusal.CODE" is the template of an engine refusal's code
//     (games/refusal; the English is the engines' own table);
//   - "command.name:/play" is a command's name, "command.name:word" a
//     subcommand's or an option's, "command.text:TEXT" a command's,
//     subcommand's or option's description, "command.choice:LABEL" an
//     option's choice, each by its English.
//
// A counted message ("%d points") carries CLDR plural forms (one, many,
// other; English and German have no many) and is chosen by the number
// with go-i18n's CLDR rules: French and Portuguese write 0 and 1 with the
// one form, the others 1 only.
package l10n

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
)

// Languages are the languages the bot speaks, by code, English first: one
// file each in locales/.
var Languages = []string{"en", "it", "fr", "es", "de", "pt"}

//go:embed locales/*.json
var files embed.FS

// Catalogue is one language's messages.
type Catalogue struct {
	Lang string
	// texts are the messages' texts (the other form of a counted one),
	// read without allocating.
	texts     map[string]string
	messages  map[string]*i18n.Message
	localizer *i18n.Localizer
}

// formID is a message every catalogue holds whose forms are their own
// names, to read the CLDR form go-i18n chooses for a number.
const formID = "l10n.form"

// Load reads the message files of langs from dir in fsys (dir/LANG.json),
// English first: it is the bundle's default.
func Load(fsys fs.FS, dir string, langs []string) (map[string]*Catalogue, error) {
	bundle := i18n.NewBundle(language.English)
	out := map[string]*Catalogue{}
	for _, lang := range langs {
		p := path.Join(dir, lang+".json")
		buf, err := fs.ReadFile(fsys, p)
		if err != nil {
			return nil, err
		}
		mf, err := bundle.ParseMessageFileBytes(buf, p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		if mf.Tag.String() != lang {
			return nil, fmt.Errorf("%s: language %s", p, mf.Tag)
		}
		c := &Catalogue{Lang: lang, texts: map[string]string{}, messages: map[string]*i18n.Message{}}
		for _, m := range mf.Messages {
			if m.Other == "" {
				return nil, fmt.Errorf("%s: %q has no text (other)", p, m.ID)
			}
			c.texts[m.ID] = m.Other
			c.messages[m.ID] = m
		}
		form := &i18n.Message{ID: formID, Zero: "zero", One: "one", Two: "two", Few: "few", Many: "many", Other: "other"}
		if err := bundle.AddMessages(mf.Tag, form); err != nil {
			return nil, err
		}
		c.localizer = i18n.NewLocalizer(bundle, lang)
		out[lang] = c
	}
	return out, nil
}

var catalogues = func() map[string]*Catalogue {
	c, err := Load(files, "locales", Languages)
	if err != nil {
		// the files are in the binary: TestFiles reads them
		panic("l10n: " + err.Error())
	}
	return c
}()

// Of is the catalogue of lang, nil when the bot does not speak it.
func Of(lang string) *Catalogue { return catalogues[lang] }

// Text is the text of message id in lang (a counted message's other
// form), false when lang or id is unknown. It allocates nothing.
func Text(lang, id string) (string, bool) {
	c := catalogues[lang]
	if c == nil {
		return "", false
	}
	s, ok := c.texts[id]
	return s, ok
}

// Form is the CLDR plural form ("one", "many", "other", ...) lang writes
// the count n with, by go-i18n's rules; "other" when lang is unknown.
func Form(lang string, n int) string {
	c := catalogues[lang]
	if c == nil {
		return "other"
	}
	return c.form(n)
}

func (c *Catalogue) form(n int) string {
	s, err := c.localizer.Localize(&i18n.LocalizeConfig{MessageID: formID, PluralCount: n, TemplateParser: template.IdentityParser{}})
	if err != nil {
		return "other"
	}
	return s
}

// Count is the form of counted message id that lang writes n with (the
// other form when the message has no such form), false when lang or id is
// unknown. The form is a format: the caller fills in n.
func Count(lang, id string, n int) (string, bool) {
	c := catalogues[lang]
	if c == nil {
		return "", false
	}
	m := c.messages[id]
	if m == nil {
		return "", false
	}
	var s string
	switch c.form(n) {
	case "zero":
		s = m.Zero
	case "one":
		s = m.One
	case "two":
		s = m.Two
	case "few":
		s = m.Few
	case "many":
		s = m.Many
	}
	if s == "" {
		s = m.Other
	}
	return s, true
}

// IDs are the IDs of the messages of c, sorted.
func (c *Catalogue) IDs() []string {
	out := make([]string, 0, len(c.messages))
	for id := range c.messages {
		out = append(out, id)
	}
	sort.Strings(out)
	return out
}

// Message is message id of c, nil when c has none.
func (c *Catalogue) Message(id string) *i18n.Message { return c.messages[id] }
