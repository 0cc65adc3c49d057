package bot

import (
	"fmt"
	"slices"

	"github.com/wordbot/wordbot/bot/l10n"
)

// Languages are the interface languages the bot speaks, by code: English
// (the format strings themselves) and one message file per other language
// in bot/l10n, keyed by the English format (docs/bot.md, "Languages").
var Languages = l10n.Languages

// tr translates an English format string into the language of locale
// (langOf; English when the bot does not speak it) and formats it.
func tr(locale, format string, args ...any) string {
	if s, ok := l10n.Text(langOf(locale), format); ok {
		format = s
	}
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

// Tr translates an English format of the catalogues into the language of
// locale and formats it, as the bot's own messages are: for an adapter's
// own lines (the terminal's frame of the bot's replies).
func Tr(locale, format string, args ...any) string { return tr(locale, format, args...) }

// langOf is the interface language of a locale: a Discord locale ("fr",
// "es-ES", "es-419", "de", "pt-BR", "it", "en-US") or a language code
// ("pt"); "" when the bot does not speak it. It allocates nothing.
func langOf(locale string) string {
	if len(locale) < 2 || (len(locale) > 2 && locale[2] != '-' && locale[2] != '_') {
		return ""
	}
	switch lower(locale[0]) {
	case 'e':
		switch lower(locale[1]) {
		case 'n':
			return "en"
		case 's':
			return "es"
		}
	case 'i':
		if lower(locale[1]) == 't' {
			return "it"
		}
	case 'f':
		if lower(locale[1]) == 'r' {
			return "fr"
		}
	case 'd':
		if lower(locale[1]) == 'e' {
			return "de"
		}
	case 'p':
		if lower(locale[1]) == 't' {
			return "pt"
		}
	}
	return ""
}

func lower(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// Language is the interface language the bot answers locale in (one of
// Languages), "" when it does not speak it.
func Language(locale string) string {
	if l := langOf(locale); spoken(l) {
		return l
	}
	return ""
}

// trn translates the counted message format (its English plural form,
// "%d points") into the language of locale and formats it with n, in the
// CLDR plural form the language writes n with (bot/l10n: French and
// Portuguese take the singular for 0 and 1, the others for 1 only).
func trn(locale, format string, n int) string {
	return fmt.Sprintf(countFormat(locale, format, n), n)
}

// countFormat is the form of the counted message format that the language
// of locale writes n with, not filled in (for a picture's label).
func countFormat(locale, format string, n int) string {
	lang := langOf(locale)
	if !spoken(lang) {
		lang = "en"
	}
	if s, ok := l10n.Count(lang, format, n); ok {
		format = s
	}
	return format
}

// refusalOne is the plural rule of a refusal template's {n:plural:ONE|MANY}
// in the language of locale: ONE for the numbers CLDR writes with the one
// form (0 and 1 in French and Portuguese).
func refusalOne(locale string) func(int) bool {
	lang := langOf(locale)
	if !spoken(lang) {
		lang = "en"
	}
	return func(n int) bool { return l10n.Form(lang, n) == "one" }
}

func isItalian(locale string) bool { return langOf(locale) == "it" }

// spoken says whether the bot answers in locale's language (one of
// Languages).
func spoken(locale string) bool { return slices.Contains(Languages, langOf(locale)) }
