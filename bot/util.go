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

// and joins names as a sentence lists them in the event's language: "A",
// "A and B", "A, B and C".
func (c *handling) and(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return c.t("%s and %s", strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}
