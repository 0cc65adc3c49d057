package bot

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/internal/jsonsplice"
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
// that scores. The engine words each reason, the bot translates by key: in
// short after a word (boggle.Reason.Phrase: reasonText; a verdict,
// refusedText; the chat report, entryReason), as report.txt's sentence
// (boggle.Reason.Report: reportReason), and as a refusal where it says more
// (Verdict.Err, Entry.Refusal: not_a_letter_of, digraph_cell).

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

// wordRound is a timed Boggle or Ruzzle round: the engine's round (play,
// boggle.Round, or ruzzle.Round around one: every guess, verdict, rule and
// the result) and what the bot adds around it (the clock, a match, the
// options to play again).
type wordRound struct {
	// ID names the round's result and report, the same across restarts.
	ID      string `json:"id,omitempty"`
	Kind    Kind   `json:"kind"`
	Size    int    `json:"size"`
	Letters string `json:"letters"`
	Bonuses string `json:"bonuses,omitempty"`
	Lang    string `json:"lang"`
	// MinLetters is the shortest word that scores when set; 0 leaves it to
	// the engine (minLetters).
	MinLetters int       `json:"min_letters"`
	Seconds    int       `json:"seconds"`
	Start      time.Time `json:"start"`
	Deadline   time.Time `json:"deadline"`
	// Announced is the last countdown mark shown (seconds left).
	Announced     int  `json:"announced"`
	VsComputer    bool `json:"vs_computer,omitempty"`
	VictoryPoints int  `json:"victory_points,omitempty"`
	// Match is the match the round belongs to when VictoryPoints is set:
	// the engine's totals of the rounds before this one (boggle.Match),
	// stored by the bot.
	Match *boggle.Match `json:"match,omitempty"`
	// Totals, MatchNames and MatchRound are a match as older versions saved
	// it (the totals by user ID, their names, this round's number): read
	// into Match (oldMatch), not written again.
	Totals     map[string]int    `json:"totals,omitempty"`
	MatchNames map[string]string `json:"match_names,omitempty"`
	MatchRound int               `json:"match_round,omitempty"`
	Options    map[string]string `json:"options,omitempty"`
	NoImages   bool              `json:"no_images,omitempty"`
	Scoring    string            `json:"scoring,omitempty"`
	QuFace     bool              `json:"qu_face,omitempty"`
	Values     string            `json:"values,omitempty"`
	// Dict is the round's dictionary tier (docs/rules.md, Dictionary
	// tiers); absent in rounds saved before tiers: the full dictionary.
	Dict lexicon.Tier `json:"dict,omitempty"`

	// Engine is the engine's round as it saves itself (MarshalJSON of
	// boggle.Round or ruzzle.Round); the bot reads it back with the
	// round's dictionary when it loads the session (Bot.loadRound).
	Engine json.RawMessage `json:"engine,omitempty"`
	// Players and Guesses are a round saved before the session held the
	// engine's round: loadRound replays them into it (and they are not
	// written again).
	Players []User               `json:"players,omitempty"`
	Guesses map[string]guessList `json:"guesses,omitempty"`

	play    *boggle.Round
	ruzzle  *ruzzle.Round   // play's Ruzzle round, for a Ruzzle round
	pending []appendedGuess // guesses appended since the save, for loadRound
}

// MarshalJSON saves the round with the engine's round as it saves itself.
func (r *wordRound) MarshalJSON() ([]byte, error) {
	type plain wordRound
	p := (*plain)(r)
	var m json.Marshaler = r.play
	if r.ruzzle != nil {
		m = r.ruzzle
	}
	if r.play == nil {
		return json.Marshal(p)
	}
	data, err := m.MarshalJSON()
	if err != nil {
		return nil, err
	}
	cp := *p
	cp.Engine, cp.Players, cp.Guesses = nil, nil, nil
	out, err := json.Marshal(&cp)
	if err != nil {
		return nil, err
	}
	return jsonsplice.Field(out, "engine", data), nil
}

// encodeSession is json.Marshal(s), with the round (the engine's, which
// may hold thousands of words) put in by hand: through encoding/json it
// would be scanned again at every save.
func encodeSession(s *session) ([]byte, error) {
	if s.Round == nil {
		return json.Marshal(s)
	}
	round, err := s.Round.MarshalJSON()
	if err != nil {
		return nil, err
	}
	cp := *s
	cp.Round = nil
	out, err := json.Marshal(&cp)
	if err != nil {
		return nil, err
	}
	return jsonsplice.Field(out, "round", round), nil
}

type guess struct {
	Word    string
	Private bool
}

// guessList is a player's guesses in order as sessions saved them before
// they held the engine's round: one string, the words separated by spaces
// and private ones marked with '!'.
type guessList []guess

// UnmarshalJSON reads a saved list.
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

// loadRound gives a round read from the store its engine's round: the saved
// one, or (a session saved before the engine's round was kept) a new one on
// the round's board with the saved guesses played through it, and then the
// guesses appended since the save, played through it in order.
func (b *Bot) loadRound(r *wordRound) error {
	g := game(r.Kind)
	lex, err := b.lexiconOf(r.Lang, r.Options["list"])
	if err != nil {
		return err
	}
	if len(r.Engine) > 0 {
		err = g.loadRound(b, r, lex)
	} else {
		err = g.newRound(b, r, lex)
	}
	if err != nil {
		return fmt.Errorf("loading the round: %w", err)
	}
	for _, p := range r.Players {
		for _, gs := range r.Guesses[p.ID] {
			if _, err := r.play.Play(p.ID, p.Name, gs.Word, gs.Private); err != nil {
				return fmt.Errorf("loading the round: %w", err)
			}
		}
	}
	for _, a := range r.pending {
		if _, err := r.play.Play(a.User, a.Name, a.Word, a.Private); err != nil {
			return fmt.Errorf("loading the round: %w", err)
		}
	}
	r.Engine, r.Players, r.Guesses, r.pending = nil, nil, nil, nil
	if r.VictoryPoints > 0 && r.Match == nil {
		// saved by an older version: the rounds before this one
		r.Match = oldMatch(r.VictoryPoints, r.Totals, r.MatchNames, r.MatchRound-1)
	}
	r.Totals, r.MatchNames, r.MatchRound = nil, nil, 0
	return nil
}

// oldMatch is a match as older versions saved it, in the session's round or
// Play again's replay: the totals by user ID after played rounds, and the
// players' names. The players are in the order of their names (the order
// the bot showed ties in).
func oldMatch(victoryPoints int, totals map[string]int, names map[string]string, played int) *boggle.Match {
	m := &boggle.Match{VictoryPoints: victoryPoints, Totals: map[string]int{}, Played: max(played, 0)}
	for id, t := range totals {
		m.Players = append(m.Players, id)
		m.Totals[id] = t
		if n, ok := names[id]; ok && n != id {
			if m.Names == nil {
				m.Names = map[string]string{}
			}
			m.Names[id] = n
		}
	}
	slices.SortFunc(m.Players, func(a, b string) int { return cmp.Or(strings.Compare(m.Name(a), m.Name(b)), strings.Compare(a, b)) })
	if m.Players == nil {
		m.Players = []string{}
	}
	return m
}

// grid is the round's board as render draws it, with path on it.
func (r *wordRound) grid(path boggle.Path) render.Grid {
	if r.ruzzle != nil {
		p := make(ruzzle.Path, len(path))
		for i, c := range path {
			p[i] = ruzzle.Pos{Row: c.Row, Col: c.Col}
		}
		return render.RuzzleGrid(r.ruzzle.RuzzleBoard(), r.Lang, p)
	}
	return render.BoggleGrid(r.play.Board(), r.Lang, r.QuFace, path)
}

// rows is the round's letters row by row, as its language writes them
// (Spanish CH and Ñ, German Ä: boggle.Board.Face).
func (r *wordRound) rows() []string {
	faces := r.faces()
	rows := make([]string, len(faces))
	for i, row := range faces {
		rows[i] = strings.Join(row, "")
	}
	return rows
}

// faces is the round's board, each cell as its language writes it.
func (r *wordRound) faces() [][]string {
	b := r.play.Board()
	n := b.Size()
	out := make([][]string, n)
	for i := range out {
		out[i] = make([]string, n)
		for j := range out[i] {
			out[i][j] = b.Face(i, j, r.Lang, false)
		}
	}
	return out
}

// text is the round's board for a code block (boardFaces).
func (r *wordRound) text() string { return boardFaces(r.faces(), r.Bonuses, r.QuFace) }

var countdownMarks = []int{60, 30, 10, 0}

func (r *wordRound) nextWake() (time.Time, bool) {
	for _, m := range countdownMarks {
		if m < r.Announced {
			return r.Deadline.Add(-time.Duration(m) * time.Second), true
		}
	}
	return time.Time{}, false
}

// startRound starts a Boggle or Ruzzle round; last carries a match on.
func (c *handling) startRound(kind Kind, opts map[string]string, last *replay) []Reply {
	if c.s.Kind != "" {
		return c.busy()
	}
	r, err := c.newRound(kind, opts, last)
	if err != nil {
		return c.fail(err)
	}
	lex, err := c.b.lexiconOf(r.Lang, r.Options["list"])
	if err != nil {
		return c.fail(err)
	}
	if err := game(kind).newRound(c.b, r, lex); err != nil {
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
	sb.WriteString(c.t("🎲 **%s** %dx%d (%s): %s, words of %d+ letters.", title, r.Size, r.Size, r.Lang, fmtDuration(c.locale, r.Seconds), r.minLetters()))
	sb.WriteString(" " + c.dictionary(r.Lang, r.Options["list"]))
	if t := c.tierLine(r.Dict); t != "" {
		sb.WriteString(" " + t)
	}
	if r.VsComputer {
		sb.WriteString(" " + c.t("Against the computer."))
	}
	if r.VictoryPoints > 0 {
		sb.WriteString(" " + c.t("Match to %s, round %d.", c.points(r.VictoryPoints), r.Match.Round()))
	}
	reply := c.roundBoard(r, sb.String())
	status := Reply{Text: c.t("⏳ %s left.", fmtDuration(c.locale, r.Seconds)), Key: "status", Detached: true}
	return []Reply{reply, status}
}

// minLetters is the shortest word that scores in the round, as its engine
// decides (boggle.Rules.Min: by the board's size unless set; Ruzzle's 2).
func (r *wordRound) minLetters() int { return r.play.Rules().Min(r.Size) }

// roundCommand answers /board and /score during a Boggle or Ruzzle round,
// privately: the board with the time left, or the player's words and
// points so far (shared words are cancelled only at the end).
func (c *handling) roundCommand(name string) []Reply {
	r := c.s.Round
	left := max(0, int(r.Deadline.Sub(c.now).Round(time.Second)/time.Second))
	if name == "board" {
		reply := c.roundBoard(r, c.t("⏳ %s left.", fmtDuration(c.locale, left)))
		reply.Private = true
		return []Reply{reply}
	}
	id := c.user.ID
	return c.private("So far: %s, %s. ⏳ %s left.", c.words(r.play.Found(id)), c.points(r.play.Score(id)), fmtDuration(c.locale, left))
}

// roundBoard is a round's message: head, how to guess, the board as text
// and as a picture, and the Guess button.
func (c *handling) roundBoard(r *wordRound, head string) Reply {
	text := head + "\n" + c.howToGuess() + "\n```\n" + r.text() + c.bonusLegend(r.Bonuses) + "```"
	reply := Reply{Text: text, Buttons: append([]Button{c.guessButtonOf()}, c.activityButtons()...)}
	if f := wordBoardImage(r, nil, "board.png", c.t("%s board, row by row: %s.", c.title(r.Kind), strings.Join(r.rows(), " / ")), c.imageLabels()); f != nil {
		reply.Files = []File{*f}
	}
	return reply
}

func (c *handling) newRound(kind Kind, opts map[string]string, last *replay) (*wordRound, error) {
	o := *c.opts() // the server's settings are the defaults
	g := game(kind)
	r := &wordRound{Kind: kind, Options: map[string]string{}, NoImages: o.NoImages}
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
		if err != nil || !(f >= MinRoundMinutes && f <= MaxRoundMinutes) { // NaN too
			return nil, Errorf(EInvalid, "%s", c.t("The option minutes must be a number from 0.25 to 30."))
		}
		seconds = int(f * 60)
	}
	if v, ok := opts["lang"]; ok {
		lang = strings.ToLower(strings.TrimSpace(v))
		if lang != "en" && lang != "it" && !slices.Contains(g.MoreLangs, lang) {
			if len(g.MoreLangs) > 0 {
				return nil, Errorf(EInvalid, "%s", c.t("The option lang must be %s or %s.", langChoices(g.MoreLangs)...))
			}
			return nil, Errorf(EInvalid, "%s", c.t("The option lang must be en or it."))
		}
	}
	r.Size, r.Seconds, r.Lang = size, seconds, lang
	list, given := opts["list"]
	if err := c.chooseList(kind, lang, list, given, r.Options); err != nil {
		return nil, err
	}
	g.setup(&o, r)
	if v, ok := opts["vs_computer"]; ok {
		b, err := strconv.ParseBool(strings.ToLower(strings.TrimSpace(v)))
		if err != nil {
			return nil, Errorf(EInvalid, "%s", c.t("The option vs_computer must be true or false."))
		}
		r.VsComputer = b
	}
	if v, ok := opts["victory_points"]; ok {
		if r.VictoryPoints, err = intOption(c, "victory_points", v, 1, 10000); err != nil {
			return nil, err
		}
	}
	if v, ok := opts["min_letters"]; ok && strings.TrimSpace(v) != "0" { // 0: the size's default, as in the config
		if r.MinLetters, err = intOption(c, "min_letters", v, 2, size*size); err != nil {
			return nil, err
		}
	}
	if v, ok := opts["dict"]; ok {
		if r.Dict, err = lexicon.ParseTier(strings.ToLower(strings.TrimSpace(v))); err != nil {
			return nil, Errorf(EInvalid, "%s", c.t("The option dict must be common, standard or full."))
		}
	}
	if r.VictoryPoints > 0 {
		// a match's next round (Play again) goes on with its totals
		if last != nil {
			r.Match = last.match(r.VictoryPoints)
		}
		if r.Match == nil {
			if r.Match, err = boggle.NewMatch(r.VictoryPoints); err != nil {
				return nil, err
			}
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

func intOption(c *handling, name, v string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < lo || n > hi {
		if l := LocalName(langOf(c.locale), name); l != "" {
			name = l // as the member's Discord names it (größe, taille)
		}
		return 0, Errorf(EInvalid, "%s", c.t("The option %s must be a whole number from %d to %d.", name, lo, hi))
	}
	return n, nil
}

// normalizeGuessIn returns the upper-case word of a typed guess in a round
// in lang and whether the message is a guess at all: one token of letters,
// once the punctuation and markdown around it are taken off ("EEK!",
// "**heist**", "`sheet`" are guesses; "how are you?" is not). In English and
// Italian accented vowels fold (città is CITTA, docs/rules.md), and a word
// with a letter that does not fold (ñ) is a guess the engine refuses as not
// A-Z; in a language with an alphabet of its own (fr, es, de, pt) the word
// is only put in upper case as the language writes capitals (Alphabet.Upper:
// German ß is SS), and the round's engine folds it by that alphabet
// (boggle.Rules.Lang): a German ä stays Ä, a Spanish ñ Ñ, where the accent
// folding of en and it would make them A and N.
func normalizeGuessIn(text, lang string) (word string, isGuess bool) {
	// n + U+0303 is the letter ñ a player sees (lexicon.Compose)
	text = lexicon.Compose(text)
	text = strings.TrimFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
	})
	if text == "" || utf8.RuneCountInString(text) > 64 {
		return "", false
	}
	for _, r := range text {
		if !unicode.IsLetter(r) {
			return "", false
		}
	}
	if !lexicon.FoldsToAZ(lang) {
		if a, err := lexicon.AlphabetOf(lang); err == nil {
			return a.Upper(text), true // German straße is STRASSE (docs/rules.md)
		}
	}
	if w, ok := lexicon.Fold(text); ok {
		return w, true
	}
	return strings.ToUpper(text), true
}

func (c *handling) chatGuess(m *Message) []Reply {
	r := c.s.Round
	if !c.now.Before(r.Deadline) {
		return nil // the timer will close the round
	}
	if len(m.Text) > maxGuessMessage {
		return nil
	}
	word, ok := normalizeGuessIn(m.Text, r.Lang)
	if !ok {
		return nil
	}
	g := c.guess(word, false)
	fb := c.feedback(word, g.React)
	fb.Why = c.verdictText(word, g)
	out := []Reply{{React: g.React, Guess: fb}}
	if g.Bound != "" && g.React != ReactRefused {
		// The guess that reaches a bound says so to everyone, once; later
		// refusals are only their reaction (no message per message).
		out = append(out, Reply{Text: g.Bound})
	}
	return out
}

func (c *handling) privateGuess(text string) []Reply {
	r := c.s.Round
	if r == nil || !c.now.Before(r.Deadline) {
		return c.private("No round is running in this channel.")
	}
	word, ok := normalizeGuessIn(text, r.Lang)
	if !ok {
		return c.private("Type one word made of letters.")
	}
	g := c.guess(word, true)
	if g.React == ReactRefused {
		return []Reply{{Text: g.Bound, Private: true}}
	}
	line := c.verdictText(word, g)
	if g.Bound != "" { // this guess reached a bound
		line += "\n" + g.Bound
	}
	return []Reply{{Text: line, Private: true}}
}

// verdictText words a private guess's verdict (/guess and the Guess form).
func (c *handling) verdictText(word string, g guessed) string {
	switch {
	case g.Retried:
		return c.t("🔁 You already tried %s, and it does not count: %s.", word, c.reasonText(g.Reason))
	case g.React == ReactValid:
		return c.t("✅ %s is on the board.", word)
	case g.React == ReactRepeat:
		return c.t("🔁 You already have %s.", word)
	default:
		return c.refusedText(word, g.Reason, g.Err)
	}
}

// guessed is what a guess came to: its reaction (ReactValid, ReactInvalid,
// ReactRepeat, or ReactRefused past a bound of the round), the engine's
// reason and refusal, whether the word had been tried before without
// counting, and the sentence of a bound the guess met (a refused guess's
// why, or the last guess a bound takes).
type guessed struct {
	React   string
	Reason  boggle.Reason
	Err     error
	Retried bool
	Bound   string
}

// guess plays a word for the user through the engine's round (Play ->
// Verdict) and returns what it came to. A guess past the round's bounds is
// refused (ReactRefused) with Bound saying why; the guess that reaches a
// bound is recorded, with Bound saying that it was the last.
func (c *handling) guess(word string, private bool) guessed {
	r := c.s.Round
	e, u := r.play, c.user
	total, mine := e.Typed(""), e.Typed(u.ID)
	known := mine > 0
	players := len(e.Players())
	roundFull := func() string {
		return c.t("This round has reached %d words in all, the most a round takes: later words are not counted.", maxRoundGuesses)
	}
	playerFull := func() string {
		return c.t("%s, you have typed %d words, the most one player may type in a round: later words are not counted.", esc(u.Name), maxGuesses)
	}
	playersFull := func() string {
		return c.t("This round has %d players, the most a round takes: wait for the next one.", maxRoundPlayers)
	}
	switch {
	case total >= maxRoundGuesses:
		return guessed{React: ReactRefused, Bound: roundFull()}
	case mine >= maxGuesses:
		return guessed{React: ReactRefused, Bound: playerFull()}
	case !known && players >= maxRoundPlayers:
		return guessed{React: ReactRefused, Bound: playersFull()}
	}
	v, err := e.Play(u.ID, u.Name, word, private)
	if err != nil {
		c.b.opt.Logger.Error("bot: guess", "err", err)
		return guessed{React: ReactInvalid}
	}
	g := guessed{React: ReactInvalid, Reason: v.Reason, Err: v.Err()}
	if v.Retried {
		// Tried before and it did not count: not recorded again; it still
		// does not count (❌), and a private verdict says it was tried.
		g.Retried = v.Reason != boggle.Invalid
		return g
	}
	c.appendGuess(r, u, word, private)
	// The guess that reaches a bound says so, once, to everyone (a
	// refusal later is only a reaction, or a private answer).
	switch {
	case total+1 == maxRoundGuesses:
		g.Bound = roundFull()
	case mine+1 == maxGuesses:
		g.Bound = playerFull()
	case !known && players+1 == maxRoundPlayers:
		g.Bound = playersFull()
	}
	switch v.Reason {
	case boggle.OK:
		g.React = ReactValid
	case boggle.Repeated:
		g.React = ReactRepeat
	}
	return g
}

// appendGuess saves a guess as a record appended to the stored session,
// not a rewrite of it (see outbox.go).
func (c *handling) appendGuess(r *wordRound, u User, word string, private bool) {
	rec, err := json.Marshal(appendedGuess{Round: r.ID, User: u.ID, Name: u.Name, Word: word, Private: private})
	if err != nil || r.ID == "" {
		c.dirty = true
		return
	}
	c.appends = append(c.appends, rec)
}

// reasonText is why a word does not count in a few words, for a verdict
// or the chat report (the engine's boggle.Reason.Phrase, translated by
// key), a tier not named by the round the common one.
func (c *handling) reasonText(reason boggle.Reason) string {
	tier := lexicon.Common
	if c.s != nil && c.s.Round != nil && c.s.Round.Dict == lexicon.Standard {
		tier = lexicon.Standard
	}
	return c.t(reason.Phrase(tier))
}

// refusedText is a verdict on a word that does not count, for /guess, the
// Guess form and the daily puzzle: the engine's refusal where it says more
// than the reason (a word that is no word of the round's letters: niño in
// German names Ä, Ö and Ü; one on the board only with CH written C, H),
// as the command line words it, else the reason (reasonText).
func (c *handling) refusedText(word string, reason boggle.Reason, err error) string {
	if (reason == boggle.Invalid || reason == boggle.Digraph) && err != nil {
		return "❌ " + sentence(c.refusal(err))
	}
	return c.t("❌ %s does not count: %s.", word, c.reasonText(reason))
}

// roundTick closes the round at its deadline and edits the countdown at
// its marks; resume (the bot has just started) shows the time that really
// remains.
func (c *handling) roundTick(resume bool) []Reply {
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
		msg := c.roundBoard(r, c.t("🎲 **%s** goes on after a restart: %s left.", c.title(r.Kind), fmtDuration(c.locale, left)))
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

// boardText draws letters (and Ruzzle bonuses) for a code block, a letter
// a cell; with quFace a Q cube reads Qu, as in the picture.
func boardText(rows []string, bonuses string, quFace bool) string {
	faces := make([][]string, len(rows))
	for i, row := range rows {
		for _, ch := range row {
			faces[i] = append(faces[i], string(ch))
		}
	}
	return boardFaces(faces, bonuses, quFace)
}

// boardFaces is boardText for cells of one or two letters (Spanish CH):
// when a cell has two (or a Q reads Qu), every cell takes two columns.
func boardFaces(faces [][]string, bonuses string, quFace bool) string {
	var sb strings.Builder
	n := len(faces)
	wide := false
	for _, row := range faces {
		for j, f := range row {
			if quFace && f == "Q" {
				row[j] = "Qu"
			}
			wide = wide || utf8.RuneCountInString(row[j]) > 1
		}
	}
	for i, row := range faces {
		for j, f := range row {
			if j > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(f)
			if wide && utf8.RuneCountInString(f) == 1 {
				sb.WriteByte(' ')
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
	return sb.String()
}

// bonusLegend explains a Ruzzle board's bonus letters (the column beside
// the text board) in the reader's language; "" for a board without them.
func (c *handling) bonusLegend(bonuses string) string {
	if bonuses == "" {
		return ""
	}
	return c.t("Bonuses: d double letter, t triple letter, D double word, T triple word, . none") + "\n"
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

// fmtDuration writes seconds as players read them. The sentences it goes
// into word the time left without a verb that agrees with its count
// ("Tempo restante: 1 minuto", not "Faltam 1 minuto").
func fmtDuration(locale string, secs int) string {
	switch {
	case secs%60 == 0:
		return trn(locale, "%d minutes", secs/60)
	case secs > 60:
		return fmt.Sprintf("%d:%02d", secs/60, secs%60)
	}
	return trn(locale, "%d seconds", secs)
}

// playAgain restarts the last round (or rematches the last turn game).
func (c *handling) playAgain(id int) []Reply {
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

// points writes a number of points.
func (c *handling) points(n int) string {
	return trn(c.locale, "%d points", n)
}

// langChoices returns the values a game's lang option takes, en, it and
// more, as the two arguments of "The option lang must be %s or %s.": all
// but the last comma-separated, and the last ("en, it, fr, es, de", "pt").
func langChoices(more []string) []any {
	all := append([]string{"en", "it"}, more...)
	return []any{strings.Join(all[:len(all)-1], ", "), all[len(all)-1]}
}
