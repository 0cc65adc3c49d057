package bot

import (
	"errors"
	"fmt"
	"strings"

	"github.com/wordbot/wordbot/lexicon/define"
)

// Definitions (docs/bot.md, "Definitions"): /define answers privately, so
// that looking up a word during a round helps nobody else and does not fill
// the channel; the end of a round or game shows a one-line meaning of its
// best words publicly, with the results.

// maxDefineSenses bounds the meanings /define shows.
const maxDefineSenses = 3

// defineLang is /define's language: the lang option, else the language of
// the game running in the channel, else the server's setting, else the
// user's (Italian for an Italian Discord, English otherwise).
func (c *ctx) defineLang(opt string) (string, bool) {
	switch opt {
	case "en", "it":
		return opt, true
	case "":
	default:
		return "", false
	}
	switch {
	case c.s.Round != nil && c.s.Round.Lang != "":
		return c.s.Round.Lang, true
	case c.s.Turn != nil && c.s.Turn.Lang != "":
		return c.s.Turn.Lang, true
	}
	if c.s.Guild != "" {
		if l := c.settings().Lang; l == "en" || l == "it" {
			return l, true
		}
	}
	if isItalian(c.locale) {
		return "it", true
	}
	return "en", true
}

// defineCommand answers /define word [lang].
func (c *ctx) defineCommand(opts map[string]string) []Reply {
	lang, ok := c.defineLang(strings.ToLower(strings.TrimSpace(opts["lang"])))
	if !ok {
		return c.private("The option lang must be en or it.")
	}
	word := opts["word"]
	res, err := define.Lookup(lang, word)
	switch {
	case errors.Is(err, define.ErrTooLong):
		return c.private("That word is too long: at most %d characters.", define.MaxInput)
	case err != nil:
		return c.private("That is not a word made of letters.")
	}
	if !res.Found() {
		return c.private("No entry for %s in the %s.", res.Word, c.dictionaryName(lang))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "📖 **%s** · %s", res.Word, c.dictionaryName(lang))
	for i, s := range res.Senses {
		if i == maxDefineSenses {
			break
		}
		b.WriteString("\n• ")
		b.WriteString(c.sense(s))
	}
	return []Reply{{Text: b.String(), Private: true}}
}

// dictionaryName names the dictionary of lang in the event's locale.
func (c *ctx) dictionaryName(lang string) string {
	if lang == "it" {
		return c.t("Italian-English dictionary (FreeDict)")
	}
	return c.t("English dictionary (WordNet)")
}

// sense words one meaning on one line: "run (verb): move fast ...", "casa:
// (translation) house, home". The glosses are English in every locale; the
// part of speech and the translation label follow the locale.
func (c *ctx) sense(s define.Sense) string {
	if s.Translation {
		return esc(s.Lemma) + ": " + c.t("(translation)") + " " + esc(s.Text)
	}
	var pos string
	switch s.POS {
	case define.Noun:
		pos = c.t("noun")
	case define.Verb:
		pos = c.t("verb")
	case define.Adjective:
		pos = c.t("adjective")
	case define.Adverb:
		pos = c.t("adverb")
	}
	return esc(s.Lemma) + " (" + pos + "): " + esc(s.Text)
}

// meaningLine is the one-line meaning of word (in lang) for a report:
// "MEANING: run (verb): ...", or "" when the dictionary has no entry.
func (c *ctx) meaningLine(lang, word string) string {
	res, err := define.Lookup(lang, word)
	if err != nil {
		return ""
	}
	s, ok := res.Best()
	if !ok {
		return ""
	}
	return "📖 **" + res.Word + "**: " + c.sense(s)
}
