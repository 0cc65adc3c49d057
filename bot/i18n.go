package bot

import (
	"fmt"
	"strings"
)

// tr translates an English format string into the locale (Italian when the
// locale starts with "it"; English otherwise) and formats it.
func tr(locale, format string, args ...any) string {
	if isItalian(locale) {
		if it, ok := italian[format]; ok {
			format = it
		}
	}
	if len(args) == 0 {
		return format
	}
	return fmt.Sprintf(format, args...)
}

func isItalian(locale string) bool { return strings.HasPrefix(strings.ToLower(locale), "it") }

// spoken says whether the bot answers in locale's language (English or
// Italian).
func spoken(locale string) bool {
	l := strings.ToLower(locale)
	return strings.HasPrefix(l, "en") || strings.HasPrefix(l, "it")
}
