package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/games/review"
	"github.com/wordbot/wordbot/storage"
)

// session is everything the bot remembers about one channel; it is saved as
// JSON after every change.
type session struct {
	// Game numbers the games of the channel; buttons carry it so that a
	// click on an old game's button is recognised.
	Game int `json:"game"`
	// Kind is the running game (games.go) or "" when none runs.
	Kind    Kind   `json:"kind,omitempty"`
	Creator User   `json:"creator"`
	Locale  string `json:"locale,omitempty"`
	Guild   string `json:"guild,omitempty"`
	// FixedLocale is the server's /settings locale as the channel's last
	// command found it: set, everyone here is answered in it.
	FixedLocale string `json:"fixed_locale,omitempty"`

	Round *wordRound `json:"round,omitempty"`
	Lobby *lobby     `json:"lobby,omitempty"`
	Turn  *turnGame  `json:"turn,omitempty"`

	// Last is what "Play again" restarts.
	Last *replay `json:"last,omitempty"`
}

// replay is a finished game that a button may restart.
type replay struct {
	Game    int               `json:"game"`
	Kind    Kind              `json:"kind"`
	Options map[string]string `json:"options,omitempty"`
	Players []User            `json:"players,omitempty"`
	// Match is a Boggle or Ruzzle match not over yet, which Play again
	// goes on with (boggle.Match, with the rounds played).
	Match *boggle.Match `json:"match,omitempty"`
	// Totals, Names and Rounds are such a match as older versions saved
	// it (the totals by user ID, their names, the rounds played): read by
	// match.
	Totals map[string]int    `json:"totals,omitempty"`
	Names  map[string]string `json:"names,omitempty"`
	Rounds int               `json:"rounds,omitempty"`
	// State is a finished turn game's engine, for /history, /unseen and
	// /export after its end.
	State []byte `json:"state,omitempty"`
	// Review is a finished turn game's moves judged as they were made;
	// RoundReviews a finished round's reviews by player (review.go).
	Review       []reviewedTurn                `json:"review,omitempty"`
	RoundReviews map[string]review.RoundReview `json:"round_reviews,omitempty"`
	// Report is a finished Boggle or Ruzzle round's report as the Activity
	// shows it (activity.go): saved with the session, so that it is there
	// after a restart, and for a round that ended while wordbot was down.
	Report *ReportView `json:"report,omitempty"`
}

// match is the match to victoryPoints Play again goes on with, nil for
// none.
func (l *replay) match(victoryPoints int) *boggle.Match {
	if l.Match != nil || l.Rounds == 0 {
		return l.Match
	}
	return oldMatch(victoryPoints, l.Totals, l.Names, l.Rounds)
}

// decodeSession reads stored session bytes into s and checks that they
// describe a game the bot can go on with: bytes damaged or written by
// something else are refused rather than half-trusted.
func decodeSession(data []byte, s *session) error {
	if err := json.Unmarshal(data, s); err != nil {
		return fmt.Errorf("decoding session: %w", err)
	}
	if err := s.check(); err != nil {
		*s = session{}
		return fmt.Errorf("decoding session: %w", err)
	}
	return nil
}

// check reports what is inconsistent in a decoded session.
func (s *session) check() error {
	n := 0
	for _, p := range []bool{s.Round != nil, s.Lobby != nil, s.Turn != nil} {
		if p {
			n++
		}
	}
	switch {
	case s.Game < 0:
		return fmt.Errorf("negative game number")
	case n > 1:
		return fmt.Errorf("more than one game")
	case (n == 1) != (s.Kind != ""):
		return fmt.Errorf("kind %q does not match the game", s.Kind)
	case s.Kind != "" && game(s.Kind) == nil:
		return fmt.Errorf("unknown game %q", s.Kind)
	case s.Kind != "" && game(s.Kind).Turns == (s.Round != nil):
		return fmt.Errorf("kind %q does not match the game", s.Kind)
	}
	if r := s.Round; r != nil {
		if r.Kind != s.Kind || r.Size < 2 || r.Size > 8 || r.Seconds < 0 {
			return fmt.Errorf("bad round")
		}
		if r.Deadline.IsZero() || r.Deadline.Sub(r.Start) > 24*time.Hour {
			return fmt.Errorf("bad round times")
		}
	}
	if l := s.Lobby; l != nil {
		if l.Kind != s.Kind || len(l.Players) == 0 || len(l.Players) > maxPlayers {
			return fmt.Errorf("bad lobby")
		}
	}
	if t := s.Turn; t != nil {
		if t.Kind != s.Kind || len(t.Players) < 1 || len(t.Players) > maxPlayers {
			return fmt.Errorf("bad turn game")
		}
	}
	return nil
}

func (s *session) empty() bool { return s.Game == 0 && s.Kind == "" && s.Last == nil }

// nextWake is when the session's timer should fire.
func (s *session) nextWake() (time.Time, bool) {
	switch {
	case s.Round != nil:
		return s.Round.nextWake()
	case s.Turn != nil:
		return s.Turn.nextWake()
	case s.Lobby != nil && !s.Lobby.Expires.IsZero():
		return s.Lobby.Expires, true
	}
	return time.Time{}, false
}

// handling is one event being handled: the bot, the channel's session,
// who acted and in which language, and what the handling changed (saved,
// rescheduled, committed with the session). Its methods word the replies.
type handling struct {
	b       *Bot
	s       *session
	ev      Event
	now     time.Time
	channel string
	locale  string
	user    User

	dirty      bool       // the session changed: save it
	reschedule bool       // the session's deadline changed
	result     *Result    // a finished game's result, committed with the session
	appends    [][]byte   // guesses to append to the stored session
	daily      *DailyPlay // a finished daily play, committed with its line
	past       *PastGame  // a finished game kept for /review game:N (past.go)

	confirmed bool      // a confirmation button was pressed: /stop or /resign at once
	set       *Settings // the server's settings, once read (settings)
}

// eventLocale is the language an event is answered in: the server's fixed
// locale, else the user's Discord locale, else the game's.
func eventLocale(ev Event, s *session) string {
	if s.FixedLocale != "" {
		return s.FixedLocale
	}
	switch e := ev.(type) {
	case *Command:
		if e.Locale != "" {
			return e.Locale
		}
	case *Press:
		if e.Locale != "" {
			return e.Locale
		}
	case *Submit:
		if e.Locale != "" {
			return e.Locale
		}
	}
	return s.Locale
}

// followSettingsLocale sets the language of the event's answers from the
// server's settings: their locale setting fixes the language of every
// answer (/help's, and /settings' own confirmation once changed); without
// it, the server's language answers members whose Discord language the bot
// does not speak.
func (c *handling) followSettingsLocale() {
	if fixed := c.settings().Locale; fixed != c.s.FixedLocale {
		c.s.FixedLocale = fixed
		c.locale = eventLocale(c.ev, c.s)
	}
	if l := c.settings().Lang; c.s.FixedLocale == "" && l != "" && c.locale != "" && !spoken(c.locale) {
		c.locale = l
	}
}

// changed marks the session to be saved and its timer reset.
func (c *handling) changed() { c.dirty, c.reschedule = true, true }

// t translates a message into the event's locale.
func (c *handling) t(format string, args ...any) string { return tr(c.locale, format, args...) }

// private is a private reply with a translated message.
func (c *handling) private(format string, args ...any) []Reply {
	return []Reply{{Text: c.t(format, args...), Private: true}}
}

// fail answers err to the user alone: its message when it is an *Error,
// an engine's refusal worded in the user's locale (catalog_refusals.go),
// "Internal error." (and a log line) otherwise.
func (c *handling) fail(err error) []Reply {
	if ErrorCode(err) == EInternal {
		c.b.opt.Logger.Error("bot: internal error", "channel", c.channel, "err", err)
		return c.private("Internal error.")
	}
	text := c.refusal(err)
	if errors.As(err, new(*refusal.Refusal)) {
		text = sentence(text)
	}
	return []Reply{{Text: text, Private: true}}
}

// sentence makes a refusal that is a whole reply read like the bot's other
// replies: a capital first letter and a full stop (refusals start in lower
// case so that they can also stand inside a sentence).
func sentence(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	s = string(unicode.ToUpper(r)) + s[n:]
	if last, _ := utf8.DecodeLastRuneInString(s); !strings.ContainsRune(".!?:)…", last) && !unicode.IsSymbol(last) {
		s += "."
	}
	return s
}

// refusal words err for the event's locale: an engine's refusal from the
// locale's catalogue (what the player typed in it escaped: it goes into a
// message), any other error as ErrorMessage does.
func (c *handling) refusal(err error) string {
	var r *refusal.Refusal
	if errors.As(err, &r) {
		return wordRefusal(c.locale, r, escInline)
	}
	return ErrorMessage(err)
}

func (c *handling) handle() []Reply {
	switch e := c.ev.(type) {
	case *tick:
		return c.tick(e)
	case *Message:
		if c.s.Round != nil {
			return c.chatGuess(e)
		}
		return nil
	case *Command:
		return c.command(e)
	case *Press:
		return c.press(e)
	case *Submit:
		return c.submitted(e)
	case *dailyEnd:
		return c.dailyEndTimer(e)
	}
	return nil
}

func (c *handling) tick(e *tick) []Reply {
	if e.game >= 0 && e.game != c.s.Game {
		return nil // a timer of an earlier game
	}
	switch {
	case c.s.Round != nil:
		return c.roundTick(e.resume)
	case c.s.Turn != nil:
		return c.turnTick()
	case c.s.Lobby != nil:
		return c.lobbyTick()
	}
	return nil
}

// maxOptionLen bounds a command option's value (in bytes): the longest
// real one, a typed 6x6 board with separators, is far shorter, and nothing
// typed reaches an engine longer than this (docs/bot.md, "Limits").
const maxOptionLen = 200

func (c *handling) command(e *Command) []Reply {
	name := strings.ToLower(e.Name)
	for _, v := range e.Options {
		if len(v) > maxOptionLen {
			return c.private("That option is too long: at most %d characters.", maxOptionLen)
		}
	}
	if e.Guild != "" {
		c.s.Guild = e.Guild
		c.followSettingsLocale()
	}
	switch {
	case name == "help":
		return c.help(e)
	case name == "define": // also in direct messages
		return c.defineCommand(e.Options)
	case e.Guild == "":
		return c.private("Games are played in a server channel, not in direct messages. Type /help for the rules.")
	}
	if g := game(Kind(name)); g != nil {
		if sub := strings.ToLower(e.Sub); sub != g.Command.Sub && sub != "" {
			return c.private("Unknown command. Type /help for the list of commands.")
		}
		if g.Turns {
			return c.newLobby(g, e.Options)
		}
		return c.startRound(g.Kind, e.Options, nil)
	}
	switch name {
	case "guess":
		return c.privateGuess(e.Options["word"])
	case "stop":
		return c.stop()
	case "settings":
		return c.settingsCommand(e.Options)
	case "leaderboard":
		return c.leaderboardReply(e.Guild, isTrue(e.Options["global"]))
	case "stats":
		return c.statsReply(e.Guild)
	case "daily":
		return c.dailyCommand(e)
	case "hint":
		if c.s.Round != nil {
			return c.roundHint()
		}
		return c.turnCommand(name, e.Options)
	case "board", "score":
		if c.s.Round != nil {
			return c.roundCommand(name)
		}
		return c.turnCommand(name, e.Options)
	case "play", "pass", "exchange", "swap", "resign", "rack":
		return c.turnCommand(name, e.Options)
	case "history", "unseen", "export":
		return c.recordCommand(name, e.Options)
	case "review":
		return c.reviewCommand(e.Options)
	}
	return c.private("Unknown command. Type /help for the list of commands.")
}

// exchangeAll is /exchange's confirmation: the whole rack, on the turn
// the button was posted on.
func (c *handling) exchangeAll(a idArgs) []Reply {
	if a.Game != c.s.Game || c.s.Turn == nil || a.Actions != c.s.Turn.Actions {
		return c.private("This button belongs to an earlier turn.")
	}
	c.confirmed = true
	return c.turnCommand("exchange", nil)
}

// confirmedEnd is the confirmation of /stop (stopgame) and /resign.
func (c *handling) confirmedEnd(a idArgs) []Reply {
	if a.Game != c.s.Game || c.s.Turn == nil {
		return c.private("This game has already ended.")
	}
	c.confirmed = true
	if a.Prefix == idResign {
		return c.turnCommand("resign", nil)
	}
	return c.stop()
}

// stop ends the running game early (its creator or a channel manager).
func (c *handling) stop() []Reply {
	if c.s.Kind == "" {
		return c.private("No game is running in this channel.")
	}
	if !c.mayStop() {
		switch c.settings().Stop {
		case storage.StopManagers:
			return c.private("Only a member with Manage Channels can stop a game on this server.")
		case storage.StopPlayers:
			return c.private("Only %s (who started the game), its players or a member with Manage Channels can stop it.", esc(c.s.Creator.Name))
		}
		return c.private("Only %s (who started the game) or a member with Manage Channels can stop it.", esc(c.s.Creator.Name))
	}
	switch {
	case c.s.Round != nil:
		return c.endRound(true)
	case c.s.Lobby != nil:
		c.s.Lobby = nil
		c.s.Kind = ""
		c.changed()
		return []Reply{{Text: c.t("The lobby was closed by %s.", esc(c.user.Name))}}
	case c.s.Turn != nil:
		if c.s.Turn.Actions > 1 && !c.confirmed {
			// A game with moves is not thrown away by a slip: a private
			// button confirms.
			return []Reply{{Text: c.t("Stop this %s game for everyone? It ends now with the scores so far.", c.title(c.s.Kind)), Private: true,
				Buttons: []Button{mustButton(c.t("Stop the game"), idStopGame, c.s.Game)}}}
		}
		return c.endTurnGame(c.t("The game was stopped by %s.", esc(c.user.Name)))
	}
	return c.private("No game is running in this channel.")
}

// busy refuses a start while a game runs, saying who plays and how to stop it.
func (c *handling) busy() []Reply {
	switch c.settings().Stop { // who may stop it on this server
	case storage.StopPlayers:
		return c.private("A game of %s is already running in this channel, started by %s. It ends by itself, or %s, its players (or a member with Manage Channels) can end it with /stop.",
			c.title(c.s.Kind), esc(c.s.Creator.Name), esc(c.s.Creator.Name))
	case storage.StopManagers:
		return c.private("A game of %s is already running in this channel, started by %s. It ends by itself, or a member with Manage Channels can end it with /stop.",
			c.title(c.s.Kind), esc(c.s.Creator.Name))
	}
	return c.private("A game of %s is already running in this channel, started by %s. It ends by itself, or %s (or a member with Manage Channels) can end it with /stop.",
		c.title(c.s.Kind), esc(c.s.Creator.Name), esc(c.s.Creator.Name))
}

func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// resultID names the channel's current game for its result and report:
// stable, since it is kept in the session, and unique, since it holds the
// channel, the game's number and its start.
func (c *handling) resultID() string {
	return fmt.Sprintf("%s/%d/%d", c.channel, c.s.Game, c.now.UnixMilli())
}
