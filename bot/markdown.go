package bot

import "strings"

// mdEscaper puts a backslash before every character Discord's Markdown
// reads as formatting anywhere in a line (bold, italics, underline,
// strike-through, code, spoilers, masked links) or as a mention (<@id>,
// <@&id>, <#id>, @everyone, @here), and turns line breaks into spaces. See
// docs/bot.md, "Mentions and names".
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, `*`, `\*`, `_`, `\_`, `~`, `\~`, "`", "\\`", `|`, `\|`,
	`<`, `\<`, `@`, `\@`, `[`, `\[`, `]`, `\]`,
	"\r", " ", "\n", " ", "\t", " ", "\u2028", " ", "\u2029", " ",
)

// esc is a name (or any other text a user chose) as the bot writes it into
// a message: shown as typed, formatting nothing and mentioning nobody.
// Every name put in a message goes through it; images and the report file,
// which are not Markdown, take names as they are.
func esc(name string) string {
	s := mdEscaper.Replace(name)
	// Quotes, headings and lists start a line: a name may start one.
	if s != "" && strings.ContainsRune("#->+", rune(s[0])) {
		s = `\` + s
	}
	if i := strings.IndexFunc(s, func(r rune) bool { return r < '0' || r > '9' }); i > 0 && (s[i] == '.' || s[i] == ')') {
		s = s[:i] + `\` + s[i:]
	}
	return s
}

// escInline is esc for text inside a line (a word the player typed, quoted
// in a refusal): its characters only, without the rules of a line's start.
func escInline(s string) string { return mdEscaper.Replace(s) }
