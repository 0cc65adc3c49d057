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
