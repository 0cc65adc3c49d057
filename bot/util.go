package bot

import "strings"

// isTrue reads a boolean option ("true", "1", "yes"); anything else is
// false.
func isTrue(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "true", "1", "yes", "on":
		return true
	}
	return false
}
