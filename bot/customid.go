package bot

import (
	"strconv"
	"strings"
)

// Buttons and forms carry a custom_id that Discord sends back when one is
// pressed or submitted: a prefix naming what it does, then its arguments,
// separated by ':' ("playit:3:12:8H:CASA"). customIDs is the one table of
// them: each prefix with its arguments' layout and its handler. newID
// builds an id from it, and the bot routes a Press or a Submit by it
// (docs/bot.md, "Buttons and forms"). The format is the one older versions
// posted, so the buttons of messages already in the channels keep working.

// maxCustomID is Discord's limit on a custom_id, in characters.
const maxCustomID = 100

// An idField is one argument of a custom_id.
type idField int

const (
	// idGame is the number of the channel's game the button belongs to:
	// digits, at most 9.
	idGame idField = iota
	// idActions is a turn game's count of actions when the button was
	// posted: digits, at most 9.
	idActions
	// idText is text without ':' (a computer level, a position, a word, a
	// game kind, a day).
	idText
)

// idArgs are a custom_id's arguments, read by its layout.
type idArgs struct {
	Prefix  string
	Game    int      // idGame
	Actions int      // idActions
	Text    []string // the idText fields, in order
}

// An idRoute is a prefix's entry in the table: its layout, and its handler,
// for a button (press) or a form (submit).
type idRoute struct {
	layout []idField
	press  func(c *handling, a idArgs) []Reply
	submit func(c *handling, a idArgs, text string) []Reply
}

// The prefixes. Each is in customIDs.
const (
	idGuess       = "guess"       // a round's Guess button: GAME
	idWords       = "words"       // a round's Guess form: GAME
	idAgain       = "again"       // Play again, Rematch: GAME
	idJoin        = "join"        // a lobby's buttons: GAME
	idLeave       = "leave"       //
	idStart       = "start"       //
	idComputer    = "cpu"         // a lobby's Add computer: GAME:LEVEL
	idPlayIt      = "playit"      // a hint's Play it: GAME:ACTIONS:POS:WORD
	idHintWord    = "hintword"    // a round hint's Show a word's start: GAME
	idExchangeAll = "exchangeall" // /exchange's confirmation: GAME:ACTIONS
	idStopGame    = "stopgame"    // /stop's confirmation: GAME
	idResign      = "resign"      // /resign's confirmation: GAME
	idDailyGuess  = "dailyguess"  // the daily puzzle's Guess: KIND:DAY
	idDailyDone   = "dailydone"   // its Done: KIND:DAY
	idDailyPlay   = "dailyplay"   // the daily Scarabeo's Play: KIND:DAY
	idDailyWords  = "dailywords"  // the daily Guess form: KIND:DAY
	idDailyMove   = "dailymove"   // the daily Scarabeo's form: KIND:DAY
	idActivity    = "activity"    // Play in the Activity (launch.go): no arguments
)

// customIDs is the table, filled by init (its handlers build ids from it).
var customIDs map[string]idRoute

func init() {
	game := []idField{idGame}
	daily := []idField{idText, idText}
	customIDs = map[string]idRoute{
		idGuess: {layout: game, press: func(c *handling, a idArgs) []Reply { return c.guessButton(a.Game) }},
		idWords: {layout: game, submit: func(c *handling, a idArgs, text string) []Reply { return c.submit(a.Game, text) }},
		idAgain: {layout: game, press: func(c *handling, a idArgs) []Reply { return c.playAgain(a.Game) }},
		idJoin:  {layout: game, press: func(c *handling, a idArgs) []Reply { return c.lobbyButton(a.Prefix, a.Game) }},
		idLeave: {layout: game, press: func(c *handling, a idArgs) []Reply { return c.lobbyButton(a.Prefix, a.Game) }},
		idStart: {layout: game, press: func(c *handling, a idArgs) []Reply { return c.lobbyButton(a.Prefix, a.Game) }},
		idComputer: {layout: []idField{idGame, idText},
			press: func(c *handling, a idArgs) []Reply { return c.addComputer(a.Game, a.Text[0]) }},
		idPlayIt: {layout: []idField{idGame, idActions, idText, idText},
			press: func(c *handling, a idArgs) []Reply { return c.playIt(a.Game, a.Actions, a.Text[0], a.Text[1]) }},
		idHintWord:    {layout: game, press: func(c *handling, a idArgs) []Reply { return c.hintWord(a.Game) }},
		idExchangeAll: {layout: []idField{idGame, idActions}, press: (*handling).exchangeAll},
		idStopGame:    {layout: game, press: (*handling).confirmedEnd},
		idResign:      {layout: game, press: (*handling).confirmedEnd},
		idDailyGuess:  {layout: daily, press: (*handling).dailyPress},
		idDailyDone:   {layout: daily, press: (*handling).dailyPress},
		idDailyPlay:   {layout: daily, press: (*handling).dailyPress},
		idDailyWords:  {layout: daily, submit: (*handling).dailySubmit},
		idDailyMove:   {layout: daily, submit: (*handling).dailySubmit},
		idActivity:    {layout: []idField{}, press: (*handling).launchActivity},
	}
}

// newID builds the custom_id of prefix with args, which follow its layout
// (an int for idGame and idActions, a string for idText). ok is false when
// they do not, or when the id would be longer than Discord allows: the
// caller then posts no button.
func newID(prefix string, args ...any) (id string, ok bool) {
	r, known := customIDs[prefix]
	if !known || len(args) != len(r.layout) {
		return "", false
	}
	var b strings.Builder
	b.WriteString(prefix)
	for i, f := range r.layout {
		b.WriteByte(':')
		switch v := args[i].(type) {
		case int:
			if f == idText || v < 0 || v > 999_999_999 {
				return "", false
			}
			b.WriteString(strconv.Itoa(v))
		case string:
			if f != idText || v == "" || strings.Contains(v, ":") {
				return "", false
			}
			b.WriteString(v)
		default:
			return "", false
		}
	}
	if len(b.String()) > maxCustomID {
		return "", false
	}
	return b.String(), true
}

// button is a button labelled label doing prefix with args (newID); ok is
// false when its id cannot be built.
func button(label, prefix string, args ...any) (Button, bool) {
	id, ok := newID(prefix, args...)
	return Button{Label: label, ID: id}, ok
}

// mustButton is button for the ids whose arguments always fit (game
// numbers, levels, kinds and days; TestCustomIDs builds the longest).
func mustButton(label, prefix string, args ...any) Button {
	b, _ := button(label, prefix, args...)
	return b
}

// parseID reads a custom_id by its prefix's layout.
func parseID(id string) (idArgs, idRoute, bool) {
	if len(id) > maxCustomID {
		return idArgs{}, idRoute{}, false
	}
	parts := strings.Split(id, ":")
	r, ok := customIDs[parts[0]]
	if !ok || len(parts)-1 != len(r.layout) {
		return idArgs{}, idRoute{}, false
	}
	a := idArgs{Prefix: parts[0]}
	for i, f := range r.layout {
		v := parts[i+1]
		switch f {
		case idGame, idActions:
			n, ok := atoi(v)
			if !ok {
				return idArgs{}, idRoute{}, false
			}
			if f == idGame {
				a.Game = n
			} else {
				a.Actions = n
			}
		case idText:
			if v == "" {
				return idArgs{}, idRoute{}, false
			}
			a.Text = append(a.Text, v)
		}
	}
	return a, r, true
}

// press handles a button, routed by its custom_id.
func (c *handling) press(e *Press) []Reply {
	a, r, ok := parseID(e.CustomID)
	if !ok || r.press == nil {
		return c.private("This button no longer works.")
	}
	if e.Guild == "" {
		return c.private("Games are played in a server channel, not in direct messages. Type /help for the rules.")
	}
	return r.press(c, a)
}

// submitted handles a filled-in form, routed by its custom_id.
func (c *handling) submitted(e *Submit) []Reply {
	a, r, ok := parseID(e.CustomID)
	if !ok || r.submit == nil {
		return c.private("This button no longer works.")
	}
	if e.Guild == "" {
		return c.private("Games are played in a server channel, not in direct messages. Type /help for the rules.")
	}
	return r.submit(c, a, e.Text)
}
