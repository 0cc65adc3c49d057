package bot

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
)

// Reactions to typed guesses.
const (
	ReactValid   = "✅"
	ReactInvalid = "❌"
	ReactRepeat  = "🔁"
	// ReactUnsaved answers a guess that could not be saved: type it again.
	ReactUnsaved = "⚠️"
)

// A word's reason for scoring nothing is the engine's boggle.Reason (its
// kinds and check order, docs/rules.md), for Ruzzle too; boggle.OK is a word
// that scores. The bot words each reason from its catalogue (reasonText) and
// in report.txt (reportReason).

// Bounds on what players can make a round hold, and so on the session
// saved after every guess and the report at the end (docs/bot.md, "Limits").
// A guess past a bound is refused with ReactRefused and is not recorded;
// the message that reaches a bound says so once.
const (
	// maxRoundPlayers is how many players may guess in one round.
	maxRoundPlayers = 50
	// maxGuesses is how many words one player may type in one round.
	maxGuesses = 300
	// maxRoundGuesses is how many words all the players together may type
	// in one round.
	maxRoundGuesses = 3000
	// maxGuessMessage is the longest chat message (in bytes) read as a
	// guess; longer ones are chat, not guesses, and cost nothing.
	maxGuessMessage = 256
)

// ReactRefused answers a guess past a round's bounds (it is not recorded).
const ReactRefused = "⛔"

// wordRound is a timed Boggle or Ruzzle round.
type wordRound struct {
	// ID names the round's result and report, the same across restarts.
	ID         string    `json:"id,omitempty"`
	Kind       Kind      `json:"kind"`
	Size       int       `json:"size"`
	Letters    string    `json:"letters"`
	Bonuses    string    `json:"bonuses,omitempty"`
	Lang       string    `json:"lang"`
	MinLetters int       `json:"min_letters"`
	Seconds    int       `json:"seconds"`
	Start      time.Time `json:"start"`
	Deadline   time.Time `json:"deadline"`
	// Announced is the last countdown mark shown (seconds left).
	Announced     int                  `json:"announced"`
	VsComputer    bool                 `json:"vs_computer,omitempty"`
	VictoryPoints int                  `json:"victory_points,omitempty"`
	Totals        map[string]int       `json:"totals,omitempty"`
	MatchRound    int                  `json:"match_round,omitempty"`
	Players       []User               `json:"players,omitempty"`
	Guesses       map[string]guessList `json:"guesses,omitempty"`
	// Found counts each player's valid words, for live feedback.
	Found    map[string]int    `json:"found,omitempty"`
	Options  map[string]string `json:"options,omitempty"`
	NoImages bool              `json:"no_images,omitempty"`
	Scoring  string            `json:"scoring,omitempty"`
	QuFace   bool              `json:"qu_face,omitempty"`
	Values   string            `json:"values,omitempty"`
	// Dict is the round's dictionary tier (docs/rules.md, Dictionary
	// tiers); absent in rounds saved before tiers: the full dictionary.
	Dict lexicon.Tier `json:"dict,omitempty"`

	// checked keeps the engine's verdicts on the words typed so far (in
	// memory only), so that the report does not search the board again.
	checked map[string]checkedWord
}

type checkedWord struct {
	points int
	path   []cell
	reason boggle.Reason
}

// judge is the board's verdict on word, from checked when it was judged
// before in this round.
func (r *wordRound) judge(bd wordBoard, word string) (int, []cell, boggle.Reason) {
	if v, ok := r.checked[word]; ok {
		return v.points, v.path, v.reason
	}
	pts, path, reason := judge(bd, word)
	if r.checked == nil {
		r.checked = map[string]checkedWord{}
	}
	if len(r.checked) < maxRoundGuesses {
		r.checked[word] = checkedWord{pts, path, reason}
	}
	return pts, path, reason
}

type guess struct {
	Word    string
	Private bool
}

// guessList is a player's guesses in order. It is saved as one string, the
// words separated by spaces and private ones marked with '!', since the
// session is saved after every guess.
type guessList []guess

// MarshalJSON writes the list as one string.
func (l guessList) MarshalJSON() ([]byte, error) {
	var sb strings.Builder
	for i, g := range l {
		if i > 0 {
			sb.WriteByte(' ')
		}
		if g.Private {
			sb.WriteByte('!')
		}
		sb.WriteString(g.Word)
	}
	return json.Marshal(sb.String())
}

// UnmarshalJSON reads a list written by MarshalJSON.
func (l *guessList) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return err
	}
	*l = nil
	for _, w := range strings.Fields(s) {
		g := guess{Word: w}
		if w[0] == '!' {
			g = guess{Word: w[1:], Private: true}
		}
		*l = append(*l, g)
	}
	return nil
}

// cell is a board cell, 0-based.
type cell struct{ R, C int }

// foundWord is a word on a board with its points and one path.
type foundWord struct {
	Word   string
	Points int
	Path   []cell
}

// wordBoard is what a round needs from its engine.
type wordBoard interface {
	// Check scores word (upper case A-Z) and returns its best path, or the
	// reason it scores nothing.
	Check(word string) (points int, path []cell, reason boggle.Reason)
	// All returns every word of the lexicon on the board, sorted.
	All() []foundWord
	// Rows returns the letters row by row.
	Rows() []string
	// Grid is the board's picture with path drawn on it.
	Grid(path []cell) render.Grid
}

var countdownMarks = []int{60, 30, 10, 0}

func (r *wordRound) nextWake() (time.Time, bool) {
	for _, m := range countdownMarks {
		if m < r.Announced {
			return r.Deadline.Add(-time.Duration(m) * time.Second), true
		}
	}
	return time.Time{}, false
}

// board rebuilds the round's engine board.
func (c *ctx) board(r *wordRound) (wordBoard, error) {
	g := game(r.Kind)
	if g == nil || g.board == nil {
		return nil, fmt.Errorf("no timed game %q", r.Kind)
	}
	return g.board(c.b, r)
}

// startRound starts a Boggle or Ruzzle round; last carries a match on.
func (c *ctx) startRound(kind Kind, opts map[string]string, last *replay) []Reply {
	if c.s.Kind != "" {
		return c.busy()
	}
	r, err := c.newRound(kind, opts)
	if err != nil {
		return c.fail(err)
	}
	if last != nil && r.VictoryPoints > 0 {
		r.Totals = last.Totals
		r.MatchRound = last.Rounds
	}
	r.MatchRound++
	bd, err := c.board(r)
	if err != nil {
		return c.fail(err)
	}
	c.s.Game++
	c.s.Kind = kind
	c.s.Creator = c.user
	c.s.Locale = c.locale
	c.s.Round = r
	r.ID = c.resultID()
	c.changed()

	var sb strings.Builder
	title := c.title(kind)
	sb.WriteString(c.t("🎲 **%s** %dx%d (%s): %s, words of %d+ letters.", title, r.Size, r.Size, r.Lang, fmtDuration(c.locale, r.Seconds), r.MinLetters))
	sb.WriteString(" " + c.dictionary(r.Lang))
	if t := c.tierLine(r.Dict); t != "" {
		sb.WriteString(" " + t)
	}
	if r.VsComputer {
		sb.WriteString(" " + c.t("Against the computer."))
	}
	if r.VictoryPoints > 0 {
		sb.WriteString(" " + c.t("Match to %d points, round %d.", r.VictoryPoints, r.MatchRound))
	}
	reply := c.roundBoard(r, bd, sb.String())
	status := Reply{Text: c.t("⏳ %s left.", fmtDuration(c.locale, r.Seconds)), Key: "status", Detached: true}
	return []Reply{reply, status}
}

// roundBoard is a round's message: head, how to guess, the board as text
// and as a picture, and the Guess button.
func (c *ctx) roundBoard(r *wordRound, bd wordBoard, head string) Reply {
	text := head + "\n" + c.howToGuess() + "\n```\n" + boardText(bd.Rows(), r.Bonuses, r.QuFace) + "```"
	reply := Reply{Text: text, Buttons: []Button{c.guessButtonOf()}}
	if f := wordBoardImage(r, bd, nil, "board.png", c.t("%s board, row by row: %s.", c.title(r.Kind), strings.Join(bd.Rows(), " / "))); f != nil {
		reply.Files = []File{*f}
	}
	return reply
}

func (c *ctx) newRound(kind Kind, opts map[string]string) (*wordRound, error) {
	o := *c.opts() // the server's settings are the defaults
	g := game(kind)
	r := &wordRound{Kind: kind, Options: map[string]string{}, Guesses: map[string]guessList{}, NoImages: o.NoImages}
	for k, v := range opts {
		r.Options[k] = v
	}
	size, minutes := g.round(&o)
	lang := g.Lang(&o)
	var err error
	if v, ok := opts["size"]; ok {
		if size, err = intOption(c, "size", v, 4, 6); err != nil {
			return nil, err
		}
	}
	seconds := int(minutes * 60)
	if v, ok := opts["minutes"]; ok {
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || f < MinRoundMinutes || f > MaxRoundMinutes {
			return nil, Errorf(EInvalid, "%s", c.t("minutes must be a number from 0.25 to 30."))
		}
		seconds = int(f * 60)
	}
	if v, ok := opts["lang"]; ok {
		lang = strings.ToLower(strings.TrimSpace(v))
		if lang != "en" && lang != "it" {
			return nil, Errorf(EInvalid, "%s", c.t("The option lang must be en or it."))
		}
	}
	r.Size, r.Seconds, r.Lang = size, seconds, lang
	g.setup(&o, r)
	if v, ok := opts["vs_computer"]; ok {
		b, err := strconv.ParseBool(strings.ToLower(strings.TrimSpace(v)))
		if err != nil {
			return nil, Errorf(EInvalid, "%s", c.t("vs_computer must be true or false."))
		}
		r.VsComputer = b
	}
	if v, ok := opts["victory_points"]; ok {
		if r.VictoryPoints, err = intOption(c, "victory_points", v, 1, 10000); err != nil {
			return nil, err
		}
	}
	if v, ok := opts["min_letters"]; ok {
		if r.MinLetters, err = intOption(c, "min_letters", v, 2, size*size); err != nil {
			return nil, err
		}
	}
	if v, ok := opts["dict"]; ok {
		if r.Dict, err = lexicon.ParseTier(strings.ToLower(strings.TrimSpace(v))); err != nil {
			return nil, Errorf(EInvalid, "%s", c.t("The option dict must be common, standard or full."))
		}
	}
	typed := ""
	if g.TypedBoard {
		typed = opts["board"]
	}
	if err := c.b.deal(r, typed, c); err != nil {
		return nil, err
	}
	r.Start = c.now
	r.Deadline = c.now.Add(time.Duration(seconds) * time.Second)
	r.Announced = seconds
	return r, nil
}

// MinRoundMinutes and MaxRoundMinutes bound a Boggle or Ruzzle round's
// length, from the slash command and from the configuration alike.
const (
	MinRoundMinutes = 0.25
	MaxRoundMinutes = 30
)

func intOption(c *ctx, name, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < lo || n > hi {
		return 0, Errorf(EInvalid, "%s", c.t("The option %s must be a whole number from %d to %d.", name, lo, hi))
	}
	return n, nil
}

// normalizeGuess returns the upper-case word of a typed guess and whether the
// message is a guess at all: one token of letters, once the punctuation and
// markdown around it are taken off ("EEK!", "**heist**", "`sheet`" are
// guesses; "how are you?" is not). Accented vowels fold (città is CITTA,
// docs/rules.md); a word with a letter that does not fold (ñ, ß) is a guess
// that is invalid (ascii false).
func normalizeGuess(text string) (word string, isGuess, ascii bool) {
	text = strings.TrimFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
	})
	if text == "" || utf8.RuneCountInString(text) > 64 {
		return "", false, false
	}
	for _, r := range text {
		if !unicode.IsLetter(r) {
			return "", false, false
		}
	}
	if w, ok := lexicon.Fold(text); ok {
		return w, true, true
	}
	return strings.ToUpper(text), true, false
}

func (c *ctx) chatGuess(m *Message) []Reply {
	r := c.s.Round
	if !c.now.Before(r.Deadline) {
		return nil // the timer will close the round
	}
	if len(m.Text) > maxGuessMessage {
		return nil
	}
	word, ok, ascii := normalizeGuess(m.Text)
	if !ok {
		return nil
	}
	react := c.guess(word, ascii, false)
	out := []Reply{{React: react, Guess: c.feedback(word, react)}}
	if c.bound != "" && react != ReactRefused {
		// The guess that reaches a bound says so to everyone, once; later
		// refusals are only their reaction (no message per message).
		out = append(out, Reply{Text: c.bound})
	}
	return out
}

func (c *ctx) privateGuess(text string) []Reply {
	r := c.s.Round
	if r == nil || !c.now.Before(r.Deadline) {
		return c.private("No round is running in this channel.")
	}
	word, ok, ascii := normalizeGuess(text)
	if !ok {
		return c.private("Type one word made of letters.")
	}
	react := c.guess(word, ascii, true)
	if react == ReactRefused {
		return []Reply{{Text: c.bound, Private: true}}
	}
	line := c.verdictText(word, react, c.retried)
	if c.bound != "" { // this guess reached a bound
		line += "\n" + c.bound
	}
	return []Reply{{Text: line, Private: true}}
}

// verdictText words a private guess's verdict (/guess and the Guess form):
// react is what c.guess answered, retried whether the word had already been
// tried without counting.
func (c *ctx) verdictText(word, react string, retried bool) string {
	switch {
	case retried:
		return c.t("🔁 You already tried %s, and it does not count: %s.", word, c.reasonText(c.lastReason))
	case react == ReactValid:
		return c.t("✅ %s is on the board.", word)
	case react == ReactRepeat:
		return c.t("🔁 You already have %s.", word)
	default:
		return c.t("❌ %s does not count: %s.", word, c.reasonText(c.lastReason))
	}
}

// guess records a word for the user and returns the reaction. A guess past
// the round's bounds is refused (ReactRefused) with c.bound saying why; the
// guess that reaches a bound is recorded, with c.bound saying that it was
// the last.
func (c *ctx) guess(word string, ascii, private bool) string {
	r := c.s.Round
	u := c.user
	known := false
	for _, p := range r.Players {
		if p.ID == u.ID {
			known = true
			break
		}
	}
	if r.Guesses == nil {
		r.Guesses = map[string]guessList{}
	}
	gs := r.Guesses[u.ID]
	total := 0
	for _, l := range r.Guesses {
		total += len(l)
	}
	switch {
	case total >= maxRoundGuesses:
		c.bound = c.t("This round has reached %d words in all, the most a round takes: later words are not counted.", maxRoundGuesses)
		return ReactRefused
	case len(gs) >= maxGuesses:
		c.bound = c.t("%s, you have typed %d words, the most one player may type in a round: later words are not counted.", esc(u.Name), maxGuesses)
		return ReactRefused
	case !known && len(r.Players) >= maxRoundPlayers:
		c.bound = c.t("This round has %d players, the most a round takes: wait for the next one.", maxRoundPlayers)
		return ReactRefused
	}
	// A word already tried that did not count is not recorded again (the
	// report lists it once); the player is told it was already tried.
	for _, g := range gs {
		if g.Word != word {
			continue
		}
		if reason := c.verdictOf(word, ascii); reason != boggle.OK {
			c.lastReason, c.retried = reason, true
			return ReactRepeat
		}
		break
	}
	if !known {
		r.Players = append(r.Players, User{ID: u.ID, Name: u.Name})
	}
	r.Guesses[u.ID] = append(gs, guess{Word: word, Private: private})
	c.appendGuess(r, u, word, private)
	// The guess that reaches a bound says so, once, to everyone (a
	// refusal later is only a reaction, or a private answer).
	switch {
	case total+1 == maxRoundGuesses:
		c.bound = c.t("This round has reached %d words in all, the most a round takes: later words are not counted.", maxRoundGuesses)
	case len(gs)+1 == maxGuesses:
		c.bound = c.t("%s, you have typed %d words, the most one player may type in a round: later words are not counted.", esc(u.Name), maxGuesses)
	case !known && len(r.Players) == maxRoundPlayers:
		c.bound = c.t("This round has %d players, the most a round takes: wait for the next one.", maxRoundPlayers)
	}
	for _, g := range gs {
		if g.Word == word {
			return ReactRepeat
		}
	}
	if !ascii {
		c.lastReason = boggle.Invalid
		return ReactInvalid
	}
	bd, err := c.board(r)
	if err != nil {
		c.b.opt.Logger.Error("bot: board", "err", err)
		return ReactInvalid
	}
	if _, _, reason := r.judge(bd, word); reason != boggle.OK {
		c.lastReason = reason
		return ReactInvalid
	}
	if r.Found == nil {
		r.Found = map[string]int{}
	}
	r.Found[u.ID]++
	return ReactValid
}

// verdictOf is why word does not count on the round's board, or boggle.OK when
// it does.
func (c *ctx) verdictOf(word string, ascii bool) boggle.Reason {
	if !ascii {
		return boggle.Invalid
	}
	r := c.s.Round
	bd, err := c.board(r)
	if err != nil {
		return boggle.NotInLexicon
	}
	_, _, reason := r.judge(bd, word)
	return reason
}

// appendGuess saves a guess as a record appended to the stored session,
// not a rewrite of it (see outbox.go).
func (c *ctx) appendGuess(r *wordRound, u User, word string, private bool) {
	rec, err := json.Marshal(appendedGuess{Round: r.ID, User: u.ID, Name: u.Name, Word: word, Private: private})
	if err != nil || r.ID == "" {
		c.dirty = true
		return
	}
	c.appends = append(c.appends, rec)
}

func (c *ctx) reasonText(reason boggle.Reason) string {
	switch reason {
	case boggle.TooShort:
		return c.t("too short")
	case boggle.Invalid, boggle.NotInLexicon:
		return c.t("not in the dictionary")
	case boggle.NotOnBoard:
		return c.t("not on the board")
	case boggle.Repeated:
		return c.t("already typed")
	case boggle.Shared:
		return c.t("found by another player")
	case boggle.Untraced:
		return c.t("too many ways to try on this board")
	case boggle.NotInTier:
		if c.s != nil && c.s.Round != nil && c.s.Round.Dict == lexicon.Standard {
			return c.t("in the full dictionary but not in the standard tier")
		}
		return c.t("in the full dictionary but not in the common tier")
	}
	return reason.String()
}

// roundTick closes the round at its deadline and edits the countdown at
// its marks; resume (the bot has just started) shows the time that really
// remains.
func (c *ctx) roundTick(resume bool) []Reply {
	r := c.s.Round
	left := int(r.Deadline.Sub(c.now).Round(time.Second) / time.Second)
	if left <= 0 {
		return c.endRound(false)
	}
	if resume {
		c.reschedule = true
		for _, m := range countdownMarks {
			if m < r.Announced && left <= m {
				r.Announced = m
				c.dirty = true
			}
		}
		// After a restart the round's board is posted again with the time
		// that really remains (the old message may be out of sight).
		status := Reply{Edit: "status", Text: c.t("⏳ %s left.", fmtDuration(c.locale, left))}
		bd, err := c.board(r)
		if err != nil {
			c.b.opt.Logger.Error("bot: board", "err", err)
			return []Reply{status}
		}
		msg := c.roundBoard(r, bd, c.t("🎲 **%s** goes on after a restart: %s left.", c.title(r.Kind), fmtDuration(c.locale, left)))
		msg.Detached = true
		return []Reply{msg, status}
	}
	mark := r.Announced
	for _, m := range countdownMarks {
		if m < r.Announced && left <= m {
			mark = m
		}
	}
	c.reschedule = true
	if mark == r.Announced {
		return nil
	}
	r.Announced = mark
	c.dirty = true
	return []Reply{{Edit: "status", Text: c.t("⏳ %s left.", fmtDuration(c.locale, mark))}}
}

// verdict is one typed word's outcome.
type verdict struct {
	Word    string
	Points  int
	Path    []cell
	Reason  boggle.Reason
	Private bool
}

// result is a player's outcome.
type result struct {
	User     User
	Verdicts []verdict
	Total    int
}

// boardText draws letters (and Ruzzle bonuses) for a code block; with
// quFace a Q cube reads Qu, as in the picture.
func boardText(rows []string, bonuses string, quFace bool) string {
	var sb strings.Builder
	n := len(rows)
	wide := quFace && strings.Contains(strings.Join(rows, ""), "Q")
	for i, row := range rows {
		for j, ch := range row {
			if j > 0 {
				sb.WriteByte(' ')
			}
			switch {
			case wide && ch == 'Q':
				sb.WriteString("Qu")
			case wide:
				sb.WriteRune(ch)
				sb.WriteByte(' ')
			default:
				sb.WriteRune(ch)
			}
		}
		if len(bonuses) == n*n {
			sb.WriteString("   ")
			for j := 0; j < n; j++ {
				if j > 0 {
					sb.WriteByte(' ')
				}
				sb.WriteByte(bonuses[i*n+j])
			}
		}
		sb.WriteByte('\n')
	}
	if len(bonuses) == n*n {
		sb.WriteString("d=DL t=TL D=DW T=TW\n")
	}
	return sb.String()
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n - 1
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// fmtDuration writes seconds as players read them.
func fmtDuration(locale string, secs int) string {
	switch {
	case secs == 60:
		return tr(locale, "1 minute")
	case secs%60 == 0:
		return tr(locale, "%d minutes", secs/60)
	case secs > 60:
		return fmt.Sprintf("%d:%02d", secs/60, secs%60)
	}
	return tr(locale, "%d seconds", secs)
}

// playAgain restarts the last round (or rematches the last turn game).
func (c *ctx) playAgain(id int) []Reply {
	if c.s.Kind != "" {
		return c.busy()
	}
	last := c.s.Last
	if last == nil || last.Game != id {
		return c.private("This button belongs to an older game; start a new one with /help's commands.")
	}
	if g := game(last.Kind); g != nil && !g.Turns {
		return c.startRound(last.Kind, last.Options, last)
	}
	return c.rematch(last)
}

// judge is Check, with words outside A-Z refused as boggle.Invalid (worded as
// not in the dictionary).
func judge(bd wordBoard, word string) (int, []cell, boggle.Reason) {
	for i := 0; i < len(word); i++ {
		if word[i] < 'A' || word[i] > 'Z' {
			return 0, nil, boggle.Invalid
		}
	}
	return bd.Check(word)
}

// points writes a number of points.
func (c *ctx) points(n int) string {
	if n == 1 {
		return c.t("1 point")
	}
	return c.t("%d points", n)
}
