package bot

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/rating"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
	"github.com/wordbot/wordbot/storage"
)

// lobby gathers players before a turn game starts.
type lobby struct {
	Kind Kind `json:"kind"`
	// Expires is when the lobby closes if nobody has started it
	// (lobbyLifetime after it opened; zero in sessions saved before).
	Expires time.Time         `json:"expires,omitempty"`
	Lang    string            `json:"lang"`
	Options map[string]string `json:"options,omitempty"`
	Players []User            `json:"players"`
}

// turnGame is a running Scarabeo, Scrabble or Upwords game.
type turnGame struct {
	// ID names the game's result, the same across restarts.
	ID       string            `json:"id,omitempty"`
	Kind     Kind              `json:"kind"`
	Lang     string            `json:"lang"`
	Options  map[string]string `json:"options,omitempty"`
	Players  []User            `json:"players"`
	State    []byte            `json:"state"`
	Actions  int               `json:"actions"`
	TurnEnds time.Time         `json:"turn_ends,omitempty"`
	NoImages bool              `json:"no_images,omitempty"`
	// Best is each player's best move so far, by user id.
	Best map[string]bestPlay `json:"best,omitempty"`
	// Unrated: a player asked /hint under /settings hints: unrated, so
	// the result rates nobody.
	Unrated bool `json:"unrated,omitempty"`
	// Review is each move judged as it was made, for /review after the
	// end (review.go).
	Review []reviewedTurn `json:"review,omitempty"`
}

const maxPlayers = 4

// lobbyLifetime is how long a lobby waits for its creator to press Start
// before it closes by itself and frees the channel (docs/bot.md).
const lobbyLifetime = 30 * time.Minute

func (t *turnGame) nextWake() (time.Time, bool) {
	if t.TurnEnds.IsZero() {
		return time.Time{}, false
	}
	return t.TurnEnds, true
}

func (t *turnGame) seat(id string) int {
	for i, p := range t.Players {
		if p.ID == id {
			return i
		}
	}
	return -1
}

// newLobby opens a lobby for a turn game.
func (c *handling) newLobby(g *gameDef, opts map[string]string) []Reply {
	if c.s.Kind != "" {
		return c.busy()
	}
	kind := g.Kind
	lang := g.Lang(c.opts())
	if v, ok := opts["lang"]; ok {
		lang = strings.ToLower(strings.TrimSpace(v))
		if lang != "en" && lang != "it" && !slices.Contains(g.MoreLangs, lang) {
			if len(g.MoreLangs) > 0 {
				return c.fail(Errorf(EInvalid, "%s", c.t("The option lang must be %s or %s.", langChoices(g.MoreLangs)...)))
			}
			return c.fail(Errorf(EInvalid, "%s", c.t("The option lang must be en or it.")))
		}
	}
	o := map[string]string{}
	for _, k := range g.Bounds {
		if v, ok := opts[k.Name]; ok {
			n, err := intOption(c, k.Name, v, k.Min, k.Max)
			if err != nil {
				return c.fail(err)
			}
			o[k.Name] = strconv.Itoa(n)
		}
	}
	if kind == Upwords {
		set, given := opts["set"]
		set = strings.ToLower(strings.TrimSpace(set))
		if set == "" {
			set, given = c.opts().UpwordsSet, false // the server's setting, else the config's
		}
		if _, langGiven := opts["lang"]; set == UpwordsHasbro && given && !langGiven {
			lang = "en" // the set's one language (docs/rules.md, Upwords)
		}
		switch {
		case set != "" && set != UpwordsClassic && set != UpwordsHasbro:
			return c.fail(Errorf(EInvalid, "%s", c.t("The option set must be classic or hasbro.")))
		case set == UpwordsHasbro && lang == "en":
			o["set"] = UpwordsHasbro
		case set == UpwordsHasbro && given:
			return c.fail(Errorf(EInvalid, "%s", c.t("Hasbro's set is English: play it with lang:en.")))
		}
	}
	list, given := opts["list"]
	if err := c.chooseList(kind, lang, list, given, o); err != nil {
		return c.fail(err)
	}
	if v, ok := opts["computer"]; ok && strings.TrimSpace(v) != "" {
		// One person against the computer: no lobby, no second player.
		level, ok := computer.ParseLevel(levelIT[strings.ToLower(strings.TrimSpace(v))])
		if !ok {
			level, ok = computer.ParseLevel(v)
		}
		if !ok {
			return c.fail(Errorf(EInvalid, "%s", c.t("The option computer must be easy, medium or hard.")))
		}
		c.s.Creator, c.s.Locale = c.user, c.locale
		return c.startTurnGame(kind, lang, o, []User{c.user, c.computerUser(level, 1)}, false)
	}
	c.s.Game++
	c.s.Kind = kind
	c.s.Creator = c.user
	c.s.Locale = c.locale
	c.s.Lobby = &lobby{Kind: kind, Lang: lang, Options: o, Players: []User{c.user}, Expires: c.now.Add(lobbyLifetime)}
	c.changed()
	return []Reply{c.lobbyReply(false)}
}

// lobbyReply is the lobby message, in the language of whoever opened it
// (whoever presses a button, the message stays in one language).
func (c *handling) lobbyReply(update bool) Reply {
	defer func(loc string) { c.locale = loc }(c.locale)
	c.locale = c.s.Locale
	l := c.s.Lobby
	var names []string
	for _, p := range l.Players {
		names = append(names, esc(p.Name))
	}
	text := c.t("🎲 **%s**: a new game opened by %s. Players (%d/%d): %s. Join, then %s starts the game (2 to 4 players; computers may fill seats, so one person and a computer is a game).",
		c.title(l.Kind), esc(c.s.Creator.Name), len(l.Players), maxPlayers, strings.Join(names, ", "), esc(c.s.Creator.Name))
	if !l.Expires.IsZero() {
		text += " " + c.t("The lobby closes if nobody starts it within %d minutes.", int(lobbyLifetime/time.Minute))
	}
	buttons := []Button{
		mustButton(c.t("Join"), idJoin, c.s.Game),
		mustButton(c.t("Leave"), idLeave, c.s.Game),
		mustButton(c.t("Start"), idStart, c.s.Game),
	}
	buttons = append(buttons, c.computerButtons(c.s.Game)...)
	return Reply{Text: text, Update: update, Buttons: append(buttons, c.activityButtons()...)}
}

func (c *handling) lobbyButton(action string, game int) []Reply {
	l := c.s.Lobby
	if l == nil || game != c.s.Game {
		return c.private("This game has already started or ended.")
	}
	idx := -1
	for i, p := range l.Players {
		if p.ID == c.user.ID {
			idx = i
		}
	}
	switch action {
	case "join":
		if idx >= 0 {
			return c.private("You are already in this game.")
		}
		if len(l.Players) >= maxPlayers {
			return c.private("This game is full (4 players).")
		}
		l.Players = append(l.Players, User{ID: c.user.ID, Name: c.user.Name})
		c.changed()
		return []Reply{c.lobbyReply(true)}
	case "leave":
		if idx < 0 {
			return c.private("You are not in this game.")
		}
		if c.user.ID == c.s.Creator.ID {
			c.s.Lobby, c.s.Kind = nil, ""
			c.changed()
			return []Reply{{Text: c.t("The lobby was closed by %s.", esc(c.user.Name)), Update: true}}
		}
		l.Players = append(l.Players[:idx], l.Players[idx+1:]...)
		c.changed()
		return []Reply{c.lobbyReply(true)}
	case "start":
		if c.user.ID != c.s.Creator.ID {
			return c.private("Only %s, who opened the game, can start it.", esc(c.s.Creator.Name))
		}
		if len(l.Players) < 2 {
			return c.private("At least two players are needed: wait for someone to press Join, or add a computer.")
		}
		return c.startTurnGame(l.Kind, l.Lang, l.Options, l.Players, true)
	}
	return c.private("This button no longer works.")
}

// startTurnGame deals a game for players; fromLobby answers the Start press
// by updating the lobby message.
func (c *handling) startTurnGame(kind Kind, lang string, opts map[string]string, players []User, fromLobby bool) []Reply {
	e, err := c.b.newEngine(kind, lang, opts, len(players), c.b.rand())
	if err != nil {
		return c.fail(err)
	}
	t := &turnGame{Kind: kind, Lang: lang, Options: opts, Players: players, NoImages: c.b.opt.NoImages}
	if !fromLobby {
		c.s.Game++
		c.s.Creator = c.user
		c.s.Locale = c.locale
	}
	c.s.Kind = kind
	c.s.Lobby = nil
	c.s.Turn = t
	t.ID = c.resultID()
	if err := c.saveEngine(e); err != nil {
		return c.fail(err)
	}
	var names []string
	for _, p := range players {
		names = append(names, esc(p.Name))
	}
	var out []Reply
	n := e.Size()
	across := fmt.Sprintf("%d%c", (n-1)/2+1, 'A'+(n-1)/2) // the board's centre: 9I, 8H, 5E
	down := fmt.Sprintf("%c%d", 'A'+(n-1)/2, (n-1)/2+1)
	started := c.t("🎲 **%s** begins: %s. Use /rack to see your tiles and /play word pos to play (%s across, %s down).", c.title(kind), strings.Join(names, ", "), across, down) +
		" " + c.dictionary(lang, opts["list"])
	if note := game(kind).StartNote; note != "" {
		started += " " + c.t(note)
	}
	if kind == Upwords && opts["set"] == UpwordsHasbro {
		started += " " + c.t("Hasbro's tiles: 100, one of them Qu, typed QU in /play and /exchange; a word lying flat with it scores 2 more.")
	}
	if fromLobby {
		out = append(out, Reply{Text: started, Update: true})
	} else {
		out = append(out, Reply{Text: started})
	}
	board := c.boardReply(e, c.t("%s's turn.", esc(t.Players[e.Turn()].Name)))
	board.Detached = true
	for _, p := range players {
		if !p.Computer { // a computer is never pinged
			board.Ping = append(board.Ping, p.ID)
		}
	}
	return append(out, board)
}

// saveEngine stores the engine's state and restarts the turn clock.
func (c *handling) saveEngine(e crossword.TurnGame) error {
	t := c.s.Turn
	data, err := e.MarshalJSON()
	if err != nil {
		return err
	}
	t.State = data
	t.Actions++
	t.TurnEnds = time.Time{}
	if d := c.opts().turnTimeout(t.Kind); d > 0 && !e.Over() {
		t.TurnEnds = c.now.Add(d)
	}
	if t.onTurnComputer(e) {
		// A computer moves at once; should the bot stop before it has,
		// the wake-up after a restart lets it move (turnTick).
		t.TurnEnds = c.now
	}
	c.changed()
	return nil
}

// boardReply is the board image (and text) with a caption.
func (c *handling) boardReply(e crossword.TurnGame, caption string) Reply {
	r := Reply{Text: caption + "\n```\n" + boardLetters(c.locale, render.TurnBoard(e, nil)) + "```", Buttons: c.activityButtons()}
	if !c.s.Turn.NoImages {
		if data, err := boardImage(e, nil, c.imageLabels()); err == nil {
			r.Files = []File{{Name: "board.png", ContentType: "image/png", Data: data,
				Description: c.t("The %s board, also written as text in the message.", c.title(c.s.Turn.Kind))}}
		} else {
			c.b.opt.Logger.Error("bot: board image", "err", err)
		}
	}
	return r
}

// turnCommand handles the commands of a running turn game.
// noTurnGame answers a turn-game command in a channel with no game to
// apply it to: a lobby not started yet, or nothing.
func (c *handling) noTurnGame() []Reply {
	if c.s.Lobby != nil {
		return c.private("The game has not started yet: %s starts it with the Start button.", esc(c.s.Creator.Name))
	}
	return c.private("No turn game is running in this channel.")
}

func (c *handling) turnCommand(name string, opts map[string]string) []Reply {
	t := c.s.Turn
	if t == nil {
		return c.noTurnGame()
	}
	e, err := c.b.loadEngine(t)
	if err != nil {
		return c.fail(err)
	}
	seat := t.seat(c.user.ID)
	switch name {
	case "board":
		return []Reply{c.boardReply(e, c.t("%s's turn.", esc(t.Players[e.Turn()].Name)))}
	case "score":
		return []Reply{{Text: c.standings(e)}}
	}
	if seat < 0 {
		return c.private("You are not in this game.")
	}
	switch name {
	case "rack":
		rack := e.Rack(seat)
		r := Reply{Text: c.t("Your tiles: %s", rackLetters(t.tileLang(), &rack)), Private: true}
		if !t.NoImages {
			if data, err := rackImage(e, seat); err == nil {
				r.Files = []File{{Name: "rack.png", ContentType: "image/png", Data: data, Description: r.Text}}
			}
		}
		return []Reply{r}
	case "hint":
		mode := c.settings().Hints
		if mode == storage.HintsOff {
			return c.private("/hint is off in this server's turn games (/settings hints).")
		}
		hints, err := e.Hint(seat, 1)
		if err != nil {
			return c.fail(err)
		}
		if len(hints) == 0 {
			return c.private("No move is possible with your tiles: pass or exchange.")
		}
		m := &hints[0]
		r := Reply{Text: c.t("Best move: %s at %s for %s.", m.Word, m.Pos(), c.points(m.Score)), Private: true, Hint: hintView(e, m)}
		if !t.NoImages {
			if data, err := boardImage(e, m, c.imageLabels()); err == nil {
				r.Files = []File{{Name: "hint.png", ContentType: "image/png", Data: data,
					Description: c.t("The board with %s at %s.", m.Word, m.Pos())}}
			}
		}
		if b, ok := button(c.t("Play it"), idPlayIt, c.s.Game, t.Actions, m.Pos(), m.Word); ok {
			r.Buttons = []Button{b}
		}
		if mode != storage.HintsOn && !t.Unrated && c.rateable(t) {
			// The first hint of a game that would be rated: it will not be
			// (the asker is told now, everyone at the end).
			t.Unrated = true
			c.changed()
			r.Text += "\n" + c.t("This game will not be rated now: a hint was asked (/settings hints).")
		}
		return []Reply{r}
	case "resign":
		if t.Actions > 1 && !c.confirmed && !e.Over() && !e.Resigned(seat) {
			return []Reply{{Text: c.t("Leave this %s game? You cannot come back to it.", c.title(t.Kind)), Private: true,
				Buttons: []Button{mustButton(c.t("Resign"), idResign, c.s.Game)}}}
		}
		if err := e.Resign(seat); err != nil {
			return c.fail(err)
		}
		return c.afterAction(e, c.t("%s resigns.", esc(c.user.Name)))
	}
	if e.Turn() != seat {
		return c.private("It is not your turn: it is %s's.", esc(t.Players[e.Turn()].Name))
	}
	switch name {
	case "play":
		word, pos := strings.TrimSpace(opts["word"]), strings.TrimSpace(opts["pos"])
		if word == "" || pos == "" {
			return c.private("Write /play word pos, such as /play CASA 8H (across) or /play CASA H8 (down).")
		}
		return c.play(e, seat, word, pos)
	case "pass":
		pt := c.beforeTurn(e, seat)
		if err := e.Pass(seat); err != nil {
			return c.fail(err)
		}
		c.judged(pt, pt.passed())
		return c.afterAction(e, c.t("%s passes.", esc(c.user.Name)))
	case "exchange":
		letters := strings.TrimSpace(opts["letters"])
		rack := e.Rack(seat)
		pt := c.beforeTurn(e, seat)
		if err := e.Exchange(seat, letters); err != nil {
			return c.fail(err)
		}
		if letters == "" && !c.confirmed {
			// The engine took the whole rack, its default: a slip (an
			// empty /exchange) is not played without a private button.
			// The changed engine is not saved.
			return []Reply{{Text: c.t("Exchange your whole rack (%s)? Your turn passes. To keep some tiles, give only the others: /exchange letters.", rackLetters(t.tileLang(), &rack)), Private: true,
				Buttons: []Button{mustButton(c.t("Exchange all"), idExchangeAll, c.s.Game, t.Actions)}}}
		}
		c.exchanged(pt, e)
		return c.afterAction(e, c.exchangeText(e, esc(c.user.Name)))
	case "swap":
		if err := e.Swap(seat, opts["letter"]); err != nil {
			return c.fail(err)
		}
		if err := c.saveEngine(e); err != nil {
			return c.fail(err)
		}
		return []Reply{c.boardReply(e, c.t("%s takes a blank from the board; it is still their turn.", esc(c.user.Name)))}
	}
	return c.private("Unknown command. Type /help for the list of commands.")
}

func (c *handling) play(e crossword.TurnGame, seat int, word, pos string) []Reply {
	if len(word) > 30 || len(pos) > 6 {
		return c.private("Write /play word pos, such as /play CASA 8H (across) or /play CASA H8 (down).")
	}
	pt := c.beforeTurn(e, seat)
	m, err := e.Play(seat, word, pos)
	if err != nil {
		return c.fail(err)
	}
	c.judged(pt, pt.played(*m))
	t := c.s.Turn
	if b, ok := t.Best[c.user.ID]; !ok || m.Score > b.Points {
		if t.Best == nil {
			t.Best = map[string]bestPlay{}
		}
		t.Best[c.user.ID] = bestPlay{Word: m.Word + " " + m.Pos(), Points: m.Score}
	}
	return c.afterAction(e, c.t("%s plays %s at %s for %s.", esc(c.user.Name), m.Word, m.Pos(), c.points(m.Score)))
}

// playIt plays a hint of game, given when it had had actions: word at pos.
func (c *handling) playIt(game, actions int, pos, word string) []Reply {
	t := c.s.Turn
	if t == nil || game != c.s.Game {
		return c.private("This game has already ended.")
	}
	seat := t.seat(c.user.ID)
	if seat < 0 {
		return c.private("You are not in this game.")
	}
	if actions != t.Actions {
		return c.private("The board has changed since this hint: ask for a new one with /hint.")
	}
	e, err := c.b.loadEngine(t)
	if err != nil {
		return c.fail(err)
	}
	if e.Turn() != seat {
		return c.private("It is not your turn: it is %s's.", esc(t.Players[e.Turn()].Name))
	}
	return c.play(e, seat, word, pos)
}

// afterAction saves the game and shows the board, or ends the game.
func (c *handling) afterAction(e crossword.TurnGame, what string) []Reply {
	if adj := c.tilesLeftLine(e); adj != "" {
		what += "\n" + adj
	}
	if err := c.saveEngine(e); err != nil {
		return c.fail(err)
	}
	return c.afterSaved(e, what)
}

// afterSaved lets the computer seats move, then shows the board with what
// happened, or ends the game.
func (c *handling) afterSaved(e crossword.TurnGame, what string) []Reply {
	lines, stopped, err := c.computerTurns(e)
	if err != nil {
		c.b.opt.Logger.Error("bot: computer move", "channel", c.channel, "err", err)
	}
	if len(lines) > 0 {
		if what != "" {
			what += "\n"
		}
		what += strings.Join(lines, "\n")
	}
	if e.Over() || stopped {
		return c.finish(e, what)
	}
	t := c.s.Turn
	if what != "" {
		what += " "
	}
	r := c.boardReply(e, what+c.t("%s's turn.", esc(t.Players[e.Turn()].Name)))
	r.Durable = fmt.Sprintf("%s/%d", t.ID, t.Actions)
	if next := t.Players[e.Turn()]; next.ID != c.user.ID && !next.Computer {
		r.Ping = []string{next.ID}
	}
	return []Reply{r}
}

// tilesLeftLine words the points the end of the game moved for the tiles
// left on the racks, as the engine logged them (crossword.Outcome: Scarabeo
// gives the one who went out the others' values, Upwords takes 5 points a
// tile; a resignation or a stop charges nobody), so the final scores add
// up; "" while the game goes on.
func (c *handling) tilesLeftLine(e crossword.TurnGame) string {
	var parts []string
	for _, a := range e.Outcome().Adjustments {
		if a.Player >= 0 && a.Player < len(c.s.Turn.Players) {
			parts = append(parts, fmt.Sprintf("%s %+d", esc(c.s.Turn.Players[a.Player].Name), a.Score))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return c.t("For the tiles left on the racks: %s.", strings.Join(parts, ", "))
}

func (c *handling) standings(e crossword.TurnGame) string {
	t := c.s.Turn
	var parts []string
	scores := e.Scores()
	for i, p := range t.Players {
		s := fmt.Sprintf("%s %d", esc(p.Name), scores[i])
		if e.Resigned(i) {
			s += " " + c.t("(resigned)")
		}
		parts = append(parts, s)
	}
	return c.t("Scores: %s. Tiles in the bag: %d.", strings.Join(parts, ", "), e.BagLen())
}

// finish ends the game with the final scores and a rematch button: a game
// not over yet (stopped by a player or an admin, or left to computers) is
// stopped in the engine, which decides its outcome.
func (c *handling) finish(e crossword.TurnGame, what string) []Reply {
	t := c.s.Turn
	if !e.Over() {
		if err := e.Stop(); err != nil {
			c.b.opt.Logger.Error("bot: stopping a game", "channel", c.channel, "err", err)
		} else if data, err := e.MarshalJSON(); err == nil {
			t.State = data // the records after the end read it stopped
		}
	}
	o := e.Outcome()
	var names []string
	for _, w := range o.Winners {
		if w >= 0 && w < len(t.Players) {
			names = append(names, esc(t.Players[w].Name))
		}
	}
	text := what + "\n" + c.t("🏁 **%s** is over.", c.title(t.Kind)) + " " + c.standings(e) + "\n"
	switch len(names) {
	case 0:
		text += c.t("Nobody wins.")
	case 1:
		text += c.t("🏆 The winner is **%s**!", names[0])
	default:
		text += c.t("🏆 Shared win: %s.", c.and(names))
	}
	if t.Unrated && len(names) > 0 {
		text += " " + c.t("Not rated: a hint was asked during the game.")
	}
	text = withMeanings(text, c.gameMeanings(t.Lang, e))
	bests := make([]bestPlay, len(t.Players))
	for i, p := range t.Players {
		bests[i] = t.Best[p.ID]
	}
	id := t.ID
	if id == "" {
		id = c.resultID()
	}
	// A game stopped before anyone scored, or ended on passes and timeouts
	// with no word placed, is not a game played (crossword.Outcome).
	if o.Played {
		c.record(t.Kind, id, t.Players, e.Scores(), o.Winners, bests)
		if c.result != nil {
			c.result.Unrated = t.Unrated
		}
	}
	r := c.boardReply(e, text)
	r.Buttons = []Button{mustButton(c.t("Rematch"), idAgain, c.s.Game)}
	r.Durable = id + "/end"
	c.s.Last = &replay{Game: c.s.Game, Kind: t.Kind, Options: t.Options, Players: t.Players}
	c.s.Last.Options = copyMap(t.Options)
	c.s.Last.Options["lang"] = t.Lang
	c.s.Last.State = t.State
	c.s.Last.Review = t.Review
	c.keepTurnGame(id, t, e)
	c.s.Turn, c.s.Kind = nil, ""
	c.changed()
	return []Reply{r}
}

// rateable says whether the game's result can rate anyone, whoever wins
// (rating.Rateable).
func (c *handling) rateable(t *turnGame) bool {
	seats := make([]rating.Seat, len(t.Players))
	for i, p := range t.Players {
		seats[i].Computer = p.Computer
	}
	return rating.Rateable(seats)
}

func copyMap(m map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

func spaced(s string) string { return strings.Join(strings.Split(s, ""), " ") }

// The values of /upwords new set, /settings upwords_set and config
// upwords.set (docs/bot.md): the bot's bag of 118 tiles, or Hasbro's
// English set of 100 with its Qu tile (docs/rules.md, Upwords).
const (
	UpwordsClassic = "classic"
	UpwordsHasbro  = "hasbro"
)

var upwordsSetChoices = []Choice{{Value: UpwordsClassic, Label: "the bot's 118 tiles"},
	{Value: UpwordsHasbro, Label: "Hasbro's 100, with Qu"}}

// upwordsSetName names a value of upwords_set in the reader's language.
func (c *handling) upwordsSetName(set string) string {
	if set == UpwordsHasbro {
		return c.t("Hasbro's 100, with Qu")
	}
	return c.t("the bot's 118 tiles")
}

// tileLang is the alphabet the game's tiles are named in (tileName): its
// language's, English with the Qu tile ("en-qu", lexicon.AlphabetOf) for
// Upwords with Hasbro's set.
func (t *turnGame) tileLang() string {
	if t.Kind == Upwords && t.Options["set"] == UpwordsHasbro {
		return "en-qu"
	}
	return t.Lang
}

// tileName is letter l (0.., or crossword.Jolly) of a game in lang as its
// tile reads: "A", "Ñ", "CH", "Ä", "?" for a jolly.
func tileName(lang string, l int) string {
	if l == crossword.Jolly {
		return "?"
	}
	if l >= 26 {
		if a, err := lexicon.AlphabetOf(lang); err == nil && a.Symbol(byte(l)) != "" {
			return a.Symbol(byte(l))
		}
	}
	return string(rune('A' + l))
}

// rackLetters writes a rack of a game in lang tile by tile, spaced: "A E Ñ ?".
func rackLetters(lang string, r *crossword.Rack) string {
	var parts []string
	for l := 0; l <= crossword.Jolly; l++ {
		for k := 0; k < int(r[l]); k++ {
			parts = append(parts, tileName(lang, l))
		}
	}
	return strings.Join(parts, " ")
}

// lobbyTick closes a lobby nobody started in time.
func (c *handling) lobbyTick() []Reply {
	l := c.s.Lobby
	if l.Expires.IsZero() || c.now.Before(l.Expires) {
		c.reschedule = true
		return nil
	}
	c.s.Lobby, c.s.Kind = nil, ""
	c.changed()
	return []Reply{{Text: c.t("⌛ The %s lobby closed: nobody started it within %d minutes.", c.title(l.Kind), int(lobbyLifetime/time.Minute))}}
}

// turnTick skips a player who has been away for the turn timeout.
func (c *handling) turnTick() []Reply {
	t := c.s.Turn
	if t.TurnEnds.IsZero() || c.now.Before(t.TurnEnds) {
		c.reschedule = true
		return nil
	}
	e, err := c.b.loadEngine(t)
	if err != nil {
		c.b.opt.Logger.Error("bot: loading game", "channel", c.channel, "err", err)
		return nil
	}
	if t.onTurnComputer(e) {
		return c.afterSaved(e, "")
	}
	away := esc(t.Players[e.Turn()].Name)
	pt := c.beforeTurn(e, e.Turn())
	if err := e.Pass(e.Turn()); err != nil {
		c.b.opt.Logger.Error("bot: skipping a turn", "channel", c.channel, "err", err)
		return nil
	}
	c.judged(pt, pt.passed())
	return c.afterAction(e, c.t("⏰ %s took too long and is skipped.", away))
}

func (c *handling) endTurnGame(why string) []Reply {
	t := c.s.Turn
	e, err := c.b.loadEngine(t)
	if err != nil {
		c.s.Turn, c.s.Kind = nil, ""
		c.changed()
		return []Reply{{Text: why}}
	}
	return c.finish(e, why)
}

// rematch starts the last turn game again with the same players.
func (c *handling) rematch(last *replay) []Reply {
	if len(last.Players) < 2 {
		return c.private("This button no longer works.")
	}
	in := false
	for _, p := range last.Players {
		if p.ID == c.user.ID {
			in = true
		}
	}
	if !in {
		return c.private("Only the players of the last game can ask for a rematch.")
	}
	lang := last.Options["lang"]
	opts := copyMap(last.Options)
	delete(opts, "lang")
	return c.startTurnGame(last.Kind, lang, opts, last.Players, false)
}

// dictionary names a game's language and word list (list, "" for the
// default), for its start message.
func (c *handling) dictionary(lang, list string) string {
	name := c.b.lexiconName(lang, list)
	switch lang {
	case "it":
		return c.t("Words in Italian (%s).", name)
	case "fr":
		return c.t("Words in French (%s).", name)
	case "es":
		return c.t("Words in Spanish (%s).", name)
	case "de":
		return c.t("Words in German (%s).", name)
	case "pt":
		return c.t("Words in Portuguese (%s).", name)
	}
	return c.t("Words in English (%s).", name)
}

// tierLine names a round's dictionary tier in its first message, or ""
// for the full dictionary (docs/rules.md, Dictionary tiers).
func (c *handling) tierLine(t lexicon.Tier) string {
	switch t {
	case lexicon.Common:
		return c.t("Common words only (dict: common).")
	case lexicon.Standard:
		return c.t("Standard words only (dict: standard).")
	}
	return ""
}

// lexiconName names a game's word list: list (a list chosen for the game,
// lexicon.Lists), else the default of lang, config lexicon.<lang>'s name or
// the embedded list's source ("hunspell es_ES"); a game's start message and
// its record's #lexicon line (docs/records.md) say it.
func (b *Bot) lexiconName(lang, list string) string {
	if list != "" {
		return list
	}
	if name := b.opt.LexiconNames[lang]; name != "" {
		return name
	}
	return lexicon.DefaultListName(lang)
}
