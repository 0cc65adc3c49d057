package crossword

// DigraphHeld returns the first letter of two among missing (Spanish CH,
// LL and RR, one tile each: docs/rules.md, Tiles per language) whose two
// letters rack holds as tiles of their own (a C and an H for CH, two L for
// LL), or "": the player meant those tiles for it, and the refusal says
// they are not that tile (CodeDigraphTile).
func DigraphHeld(rack Rack, missing []string) string {
	for _, s := range missing {
		if len(s) != 2 || s[0] < 'A' || s[0] > 'Z' || s[1] < 'A' || s[1] > 'Z' {
			continue
		}
		var want Rack
		want[s[0]-'A']++
		want[s[1]-'A']++
		if rack[s[0]-'A'] >= want[s[0]-'A'] && rack[s[1]-'A'] >= want[s[1]-'A'] {
			return s
		}
	}
	return ""
}
