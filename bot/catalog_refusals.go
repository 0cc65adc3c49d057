package bot

import (
	"github.com/wordbot/wordbot/bot/l10n"
	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
)

// The bot's words for the engines' refusals (games/refusal): the English
// are the engines' own tables, and each other language has one template
// per code with the same arguments in bot/l10n's files, message
// "refusal.CODE" (catalog_refusals_test.go checks it).
// docs/bot.md, "Refusals", describes the templates.

// refusalEnglish words every refusal for English players: the engines'
// tables, as the command-line tools word them.
var refusalEnglish = refusal.Merge(crossword.Refusals, scarabeo.Refusals, upwords.Refusals, boggle.Refusals, ruzzle.Refusals)

// refusalTables are the other languages' refusal tables: the message
// "refusal.CODE" of bot/l10n's files for each code of refusalEnglish.
var refusalTables = func() map[string]refusal.Table {
	out := map[string]refusal.Table{"en": refusalEnglish}
	for _, lang := range Languages[1:] {
		t := refusal.Table{}
		for _, code := range refusalEnglish.Codes() {
			if s, ok := l10n.Text(lang, "refusal."+string(code)); ok {
				t[code] = s
			}
		}
		out[lang] = t
	}
	return out
}()

// refusalCatalogue is the table for a locale's language (English when the
// bot does not speak it).
func refusalCatalogue(locale string) refusal.Table {
	if t := refusalTable(langOf(locale)); t != nil {
		return t
	}
	return refusalEnglish
}

// refusalTable is the refusal catalogue of lang, nil when it has none.
func refusalTable(lang string) refusal.Table { return refusalTables[lang] }

// wordRefusal words r for locale from its language's table, with the
// language's plural rule, each argument passed through escape when not nil.
func wordRefusal(locale string, r *refusal.Refusal, escape func(string) string) string {
	return r.InWith(refusalCatalogue(locale), refusal.Options{Escape: escape, One: refusalOne(locale)})
}
