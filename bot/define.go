package bot

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"

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
// user's Discord language when the bot speaks it, else English. Every
// language of the bot has definitions (define.Languages).
func (c *handling) defineLang(opt string) (string, bool) {
	switch {
	case opt == "":
	case slices.Contains(define.Languages, opt):
		return opt, true
	default:
		return "", false
	}
	switch {
	case c.s.Round != nil && slices.Contains(define.Languages, c.s.Round.Lang):
		return c.s.Round.Lang, true
	case c.s.Turn != nil && slices.Contains(define.Languages, c.s.Turn.Lang):
		return c.s.Turn.Lang, true
	}
	if c.s.Guild != "" {
		if l := c.settings().Lang; slices.Contains(define.Languages, l) {
			return l, true
		}
	}
	if l := langOf(c.locale); slices.Contains(define.Languages, l) {
		return l, true
	}
	return "en", true
}

// defineCommand answers /define word [lang].
func (c *handling) defineCommand(opts map[string]string) []Reply {
	lang, ok := c.defineLang(strings.ToLower(strings.TrimSpace(opts["lang"])))
	if !ok {
		return c.private("The option lang must be %s or %s.", langChoices([]string{"fr", "es", "de", "pt"})...)
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
		return c.private("No entry for %s in the %s.", res.Spelling, c.dictionaryName(lang))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "📖 **%s** · %s", res.Spelling, c.dictionaryName(lang))
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
func (c *handling) dictionaryName(lang string) string {
	switch lang {
	case "it":
		return c.t("Italian-English dictionary (FreeDict)")
	case "fr":
		return c.t("French-English dictionary (FreeDict)")
	case "es":
		return c.t("Spanish-English dictionary (FreeDict)")
	case "de":
		return c.t("German-English dictionary (FreeDict)")
	case "pt":
		return c.t("Portuguese-English dictionary (FreeDict)")
	}
	return c.t("English dictionary (WordNet)")
}

// sense words one meaning on one line: "run (verb): move fast ...", "casa:
// (translation) house, home". The glosses are English in every locale; the
// part of speech and the translation label follow the locale.
func (c *handling) sense(s define.Sense) string { return c.senseWith(s, esc) }

// senseWith is sense with e applied to the dictionary's text (esc for a
// message, none for report.txt).
func (c *handling) senseWith(s define.Sense, e func(string) string) string {
	if s.Translation {
		return c.t("%s: %s", e(s.Lemma), c.t("(translation)")+" "+e(s.Text))
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
	return c.t("%s (%s): %s", e(s.Lemma), pos, e(s.Text))
}

// Meanings at the end of a round or game: a line each for at most
// maxMeanings words, out of at most maxMeaningTries looked up.
const (
	maxMeanings     = 2
	maxMeaningTries = 10
)

// meanings are the one-line meanings (in lang) of the first n of words
// that have an entry: "📖 **RAN** · run (verb): ...". Words without an
// entry and repeats are passed over; at most maxMeaningTries words are
// looked up.
func (c *handling) meanings(lang string, n int, words ...string) []string {
	return c.meaningLines(lookMeanings(lang, n, words...))
}

// meaning is a word's best sense; word is spelled as the dictionary spells
// it (define.Result's Spelling: PÃO, not the lexicon's PAO).
type meaning struct {
	word  string
	sense define.Sense
}

// lookMeanings are the meanings of the first n of words that have an
// entry (see meanings).
func lookMeanings(lang string, n int, words ...string) []meaning {
	var out []meaning
	var seen []string
	for i, w := range words {
		if len(out) == n || i == maxMeaningTries {
			break
		}
		res, err := define.Lookup(lang, w)
		if err != nil || slices.Contains(seen, res.Word) {
			continue
		}
		seen = append(seen, res.Word)
		if s, ok := res.Best(); ok {
			out = append(out, meaning{res.Spelling, s})
		}
	}
	return out
}

// meaningLines are the message lines of ms: "📖 **RAN** · run (verb): ...".
func (c *handling) meaningLines(ms []meaning) []string {
	var lines []string
	for _, m := range ms {
		lines = append(lines, "📖 **"+m.word+"** · "+c.sense(m.sense))
	}
	return lines
}

// meaningsSection is report.txt's last section, the same meanings as plain
// text ("RAN · run (verb): ..."); "" when there are none.
func (c *handling) meaningsSection(ms []meaning) string {
	if len(ms) == 0 {
		return ""
	}
	var sb strings.Builder
	sb.WriteString("\n" + c.t("MEANINGS:") + "\n")
	for _, m := range ms {
		sb.WriteString(" " + m.word + " · " + c.senseWith(m.sense, func(s string) string { return s }) + "\n")
	}
	return sb.String()
}

// withMeanings appends the meanings lines to a report's text when the
// whole fits in a message (maxReportLen); a report too long for them goes
// without.
func withMeanings(text string, lines []string) string {
	m := strings.Join(lines, "\n")
	if m == "" || len(text)+1+len(m) > maxReportLen {
		return text
	}
	return strings.TrimRight(text, "\n") + "\n" + m
}

// maxReportLen is the longest report text (Discord takes 2,000 characters).
const maxReportLen = 1990

// byPoints sorts words best first: more points, then longer.
func byPoints(ws []boggle.Word) []string {
	ws = slices.Clone(ws)
	sort.SliceStable(ws, func(i, j int) bool {
		if ws[i].Points != ws[j].Points {
			return ws[i].Points > ws[j].Points
		}
		return len(ws[i].Word) > len(ws[j].Word)
	})
	out := make([]string, len(ws))
	for i, w := range ws {
		out[i] = w.Word
	}
	return out
}

// roundMeanings end a Boggle or Ruzzle round's report: the meaning of the
// best word a player scored (most points, then longest) that the dictionary
// has, and that of the best word nobody found (the computer's, in a round
// against it) that it has.
func (c *handling) roundMeanings(r *wordRound, sum roundSummary) []meaning {
	var scored []boggle.Word
	for _, p := range sum.results {
		for _, e := range p.Words {
			if e.Points > 0 {
				scored = append(scored, boggle.Word{Word: e.Word, Points: e.Points})
			}
		}
	}
	return append(lookMeanings(r.Lang, 1, byPoints(scored)...), lookMeanings(r.Lang, 1, byPoints(sum.nobody)...)...)
}

// gameMeanings end a turn game: the meanings of the words of its
// best-scoring moves (the earlier move on a tie) that the dictionary has,
// at most maxMeanings.
func (c *handling) gameMeanings(lang string, e crossword.TurnGame) []string {
	var moves []boggle.Word
	for _, x := range e.History() {
		if x.Action == crossword.ActPlay {
			moves = append(moves, boggle.Word{Word: x.Word, Points: x.Score})
		}
	}
	sort.SliceStable(moves, func(i, j int) bool { return moves[i].Points > moves[j].Points })
	words := make([]string, len(moves))
	for i, m := range moves {
		words[i] = m.Word
	}
	return c.meanings(lang, maxMeanings, words...)
}
