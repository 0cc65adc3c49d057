package bot

import (
	"sort"
	"strings"

	"github.com/wordbot/wordbot/games/boggle"
)

// Information during a Boggle or Ruzzle round (docs/rules.md, Hints during
// a round): /hint answers privately with how many words nobody has found
// yet, by length, and offers the start of one of them; the engine's round
// gives the word (boggle.Round.Hint) and makes it score nothing for that
// player, which the report shows ("hinted").

// roundHint is /hint during a round.
func (c *handling) roundHint() []Reply {
	r := c.s.Round
	if !c.now.Before(r.Deadline) || r.play.Finished() {
		return c.private("No round is running in this channel.")
	}
	left, inAll := r.play.Left()
	lengths := make([]int, 0, len(left))
	total := 0
	for n, k := range left {
		lengths = append(lengths, n)
		total += k
	}
	sort.Ints(lengths)
	var parts []string
	for _, n := range lengths {
		parts = append(parts, c.t("%d letters: %d", n, left[n]))
	}
	text := c.t("💡 Words nobody has found yet: %d (found in all: %d).", total, inAll)
	if len(parts) > 0 {
		text += "\n" + strings.Join(parts, " · ")
	}
	if hs := r.play.Hints(c.user.ID); len(hs) > 0 {
		text += "\n" + c.t("Your hints so far: %d.", len(hs))
	}
	reply := Reply{Text: text, Private: true}
	if total > 0 {
		text += "\n" + c.t("Show the start of a word nobody has found? That word then scores nothing for you (the report shows it).")
		reply.Text = text
		reply.Buttons = []Button{mustButton(c.t("Show a word's start"), idHintWord, c.s.Game)}
	}
	return []Reply{reply}
}

// hintWord gives the player the start of a word nobody has found.
func (c *handling) hintWord(game int) []Reply {
	r := c.s.Round
	if r == nil || game != c.s.Game || !c.now.Before(r.Deadline) || r.play.Finished() {
		return c.private("No round is running in this channel.")
	}
	w, err := r.play.Hint(c.user.ID, c.user.Name)
	if err != nil {
		return c.fail(err)
	}
	c.changed()
	n := min(len(w.Word), boggle.HintLetters(w.Word))
	return c.private("💡 A word of %d letters starts with %s… It now scores nothing for you.", len(w.Word), boggle.Spell(c.s.Round.Lang, w.Word[:n]))
}
