package bot

import (
	"strings"
	"unicode/utf8"
)

// Ways to guess in a round besides typing in the chat, which needs Discord's
// privileged Message Content intent (docs/bot.md, "Guessing without the
// Message Content intent"): the Guess button opens a form whose verdicts only
// its player sees, /guess, and messages that mention the bot or reply to
// the round message (Discord gives their content to every bot).

// modalWords bounds the words of one Guess form; modalChars its text.
const (
	modalWords = 20
	modalChars = 300
)

// SetChatGuesses tells the bot whether it reads every chat message (true,
// the default) or only those that mention it or reply to it (false: the
// adapter was refused the Message Content intent). The round message says
// which ways to guess work.
func (b *Bot) SetChatGuesses(on bool) { b.noChat.Store(!on) }

// howToGuess is the round message's line on how to send words.
func (c *handling) howToGuess() string {
	if c.b.noChat.Load() {
		return c.t("Press Guess to send words (only you see the verdicts), or use /guess WORD; a reply to this message or a message that mentions the bot with one word counts too.")
	}
	return c.t("Type your words in the chat, one per message, or press Guess; /guess WORD keeps a word private.")
}

// guessButtonOf is the round message's Guess button.
func (c *handling) guessButtonOf() Button {
	return mustButton(c.t("Guess"), idGuess, c.s.Game)
}

// guessButton opens the Guess form of the running round.
func (c *handling) guessButton(game int) []Reply {
	r := c.s.Round
	if r == nil || game != c.s.Game || !c.now.Before(r.Deadline) {
		return c.private("No round is running in this channel.")
	}
	id, _ := newID(idWords, game)
	return []Reply{{Modal: &Modal{
		ID:          id,
		Title:       c.t("Guess"),
		Label:       c.t("Your words (one or several)"),
		Placeholder: c.t("cat dog tea"),
		MaxLength:   modalChars,
	}}}
}

// submit handles a round's Guess form of game, filled in with text.
func (c *handling) submit(game int, text string) []Reply {
	r := c.s.Round
	if r == nil || game != c.s.Game || !c.now.Before(r.Deadline) {
		return c.private("No round is running in this channel.")
	}
	words, lines := c.formWords(text)
	if len(words) == 0 {
		return c.private("Type one word made of letters.")
	}
	for _, w := range words {
		line, refused := c.verdictLine(w)
		lines = append(lines, line)
		if refused {
			break // past a bound of the round: the rest would be refused too
		}
	}
	return []Reply{{Text: strings.Join(lines, "\n"), Private: true}}
}

// verdictLine records one private guess and words its verdict; refused is
// true when the guess was past a bound of the round.
func (c *handling) verdictLine(text string) (line string, refused bool) {
	word, ok := normalizeGuessIn(text, c.s.Round.Lang)
	if !ok {
		return c.t("❌ %s is not a word made of letters.", escapeWord(clip(text, 30))), false
	}
	g := c.guess(word, true)
	if g.React == ReactRefused {
		return g.Bound, true
	}
	line = c.verdictText(word, g)
	if g.Bound != "" {
		line += "\n" + g.Bound
	}
	return line, false
}

// feedback describes a chat guess for the live message.
func (c *handling) feedback(word, verdict string) *Guess {
	r := c.s.Round
	return &Guess{Round: r.ID, User: c.user, Word: word, Verdict: verdict, Found: r.play.Found(c.user.ID), InAll: r.play.FoundInAll(), Locale: c.s.Locale}
}

// LiveFeedback words guesses that could not get their reaction (Discord's
// rate limits) for a round's live message: every guess of pending, in order
// and grouped by player, each with its word and verdict, and how many words
// each player of found (the latest Guess of each player) has found. It
// returns the text, at most max characters, and how many guesses of pending
// it holds: those that did not fit wait for the next edit.
func LiveFeedback(locale string, pending []Guess, found []Guess, max int) (string, int) {
	var head strings.Builder
	head.WriteString(tr(locale, "📝 Guesses"))
	var counts []string
	inAll := 0
	for _, g := range found {
		counts = append(counts, esc(g.User.Name)+" "+wordCount(locale, g.Found))
		inAll = maxInt(inAll, g.InAll)
	}
	for _, g := range pending {
		inAll = maxInt(inAll, g.InAll)
	}
	if len(counts) > 0 {
		c := strings.Join(counts, ", ")
		c = clip(c, 400)
		if inAll > 0 {
			c += "; " + tr(locale, "%d in all", inAll)
		}
		head.WriteString(" (" + tr(locale, "found: %s", c) + ")")
	}
	text := head.String()
	size := utf8.RuneCountInString(text)
	// Group by player, keeping the order of first appearance.
	var order []string
	lines := map[string]*strings.Builder{}
	names := map[string]string{}
	// a player's line: "\n**name**: items" ("**name** : " in French)
	frame := 1 + utf8.RuneCountInString(tr(locale, "**%s**: %s", "", ""))
	n := 0
	for _, g := range pending {
		item := g.Verdict + " " + escapeWord(g.Word)
		sb := lines[g.User.ID]
		add := utf8.RuneCountInString(item) + 3
		if sb == nil {
			add += utf8.RuneCountInString(esc(g.User.Name)) + frame
		}
		if size+add > max && n > 0 {
			break
		}
		size += add
		if sb == nil {
			sb = &strings.Builder{}
			names[g.User.ID] = esc(g.User.Name)
			lines[g.User.ID] = sb
			order = append(order, g.User.ID)
		} else {
			sb.WriteString(" · ")
		}
		sb.WriteString(item)
		n++
	}
	var out strings.Builder
	out.WriteString(text)
	for _, id := range order {
		out.WriteString("\n" + tr(locale, "**%s**: %s", names[id], lines[id].String()))
	}
	return out.String(), n
}

func wordCount(locale string, n int) string {
	return trn(locale, "%d words", n)
}

// escapeWord is esc for a word (guesses are letters, but a refused
// one is shown as typed).
func escapeWord(s string) string { return esc(s) }

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}

// formWords splits the text of a Guess form into its words (at most
// modalWords; lines then says so), reading no more than the form can hold.
func (c *handling) formWords(text string) (words, lines []string) {
	if len(text) > modalChars*4 {
		text = text[:modalChars*4]
	}
	words = strings.FieldsFunc(text, func(r rune) bool {
		return r == ',' || r == ';' || r == ' ' || r == '\n' || r == '\t' || r == '\r'
	})
	if len(words) > modalWords {
		lines = append(lines, c.t("Only the first %d words are read.", modalWords))
		words = words[:modalWords]
	}
	return words, lines
}
