package bot

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/storage"
)

// Settings are one server's /settings (package store's type: the database
// keeps them as they are). A zero field is unset; see docs/bot.md,
// "Server settings".
type Settings = storage.Settings

// SettingsStore keeps each server's settings. Package store's database
// (*store.Store) implements it; MemSettings is the in-memory default.
type SettingsStore interface {
	// GuildSettings returns guild's settings, zero when it has none.
	GuildSettings(ctx context.Context, guild string) (Settings, error)
	// SaveGuildSettings replaces guild's settings.
	SaveGuildSettings(ctx context.Context, guild string, s Settings) error
}

// MemSettings is SettingsStore in memory, safe for concurrent use. The zero
// value is ready to use.
type MemSettings struct {
	mu sync.Mutex
	m  map[string]Settings
}

// GuildSettings returns guild's settings.
func (m *MemSettings) GuildSettings(_ context.Context, guild string) (Settings, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.m[guild], nil
}

// SaveGuildSettings replaces guild's settings.
func (m *MemSettings) SaveGuildSettings(_ context.Context, guild string, s Settings) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.m == nil {
		m.m = map[string]Settings{}
	}
	m.m[guild] = s
	return nil
}

// GuildSettings returns the settings of server guild (zero outside a
// server, or when they cannot be read: the error is logged and the
// configured defaults apply).
func (b *Bot) GuildSettings(guild string) Settings {
	if guild == "" {
		return Settings{}
	}
	s, err := b.opt.Settings.GuildSettings(context.Background(), guild)
	if err != nil {
		b.logError("store", "reading a server's settings", err, "guild", guild)
		return Settings{}
	}
	return s
}

// settings are the settings of the event's server, read once per event.
func (c *handling) settings() Settings {
	if c.set == nil {
		s := c.b.GuildSettings(c.s.Guild)
		c.set = &s
	}
	return *c.set
}

// opts are the bot's options with the server's settings as defaults.
func (c *handling) opts() *Options {
	o := c.b.opt
	s := c.settings()
	applySettings(s, &o)
	return &o
}

// applySettings puts the settings that are set into o.
func applySettings(s Settings, o *Options) {
	if s.Lang != "" {
		if s.Lang != o.RuzzleLang {
			o.RuzzleValues = "" // the configured values are RuzzleLang's
		}
		// Scarabeo stays Italian and Scrabble English by default: they
		// are those languages' games.
		o.BoggleLang, o.RuzzleLang, o.UpwordsLang = s.Lang, s.Lang, s.Lang
	}
	if s.Minutes > 0 {
		m := min(max(s.Minutes, MinRoundMinutes), MaxRoundMinutes)
		o.BoggleMinutes, o.RuzzleMinutes = m, m
	}
	if s.Size >= 4 && s.Size <= 6 { // /settings' bounds: a stored value beyond them is ignored
		o.BoggleSize, o.RuzzleSize = s.Size, s.Size
	}
	if t, err := lexicon.ParseTier(s.Dict); s.Dict != "" && err == nil {
		o.BoggleDict, o.RuzzleDict = t, t
	}
	if s.UpwordsSet == UpwordsClassic || s.UpwordsSet == UpwordsHasbro {
		o.UpwordsSet = s.UpwordsSet
	}
	if s.TurnTimeout != 0 {
		d := s.TurnTimeout
		if d < 0 {
			d = -1
		}
		o.TurnTimeout, o.ScrabbleTurnTimeout, o.UpwordsTurnTimeout = d, d, d
	}
}

// settingsCommand is /settings: offered by Discord to members with Manage
// Server only, and checked again here.
var settingsCommand = CommandSpec{Name: "settings", Description: "this server's defaults (Manage Server)",
	Private: true, Permissions: PermManageGuild,
	Options: []OptionSpec{
		optLangAll,
		optLocale,
		{Name: "minutes", Description: "Boggle and Ruzzle round length in minutes", Type: Number, Min: MinRoundMinutes, Max: MaxRoundMinutes},
		{Name: "size", Description: "Boggle and Ruzzle board side, 4 to 6", Type: Integer, Min: 4, Max: 6},
		{Name: "dict", Description: "dictionary tier", Type: String,
			Choices: []Choice{{Value: storage.DictCommon, Label: "common"}, {Value: storage.DictStandard, Label: "standard"}, {Value: storage.DictFull, Label: "full"}}},
		{Name: "turn_timeout", Description: "minutes before a turn is skipped (0: no turn clock)", Type: Integer, Min: 0, Max: maxTurnTimeoutMinutes},
		{Name: "stop", Description: "who may /stop a game", Type: String,
			Choices: []Choice{{Value: storage.StopCreator, Label: "its creator and managers"}, {Value: storage.StopPlayers, Label: "its players and managers"}, {Value: storage.StopManagers, Label: "managers only"}}},
		{Name: "hints", Description: "/hint in turn games", Type: String,
			Choices: []Choice{{Value: storage.HintsUnrated, Label: "allowed, the game is then not rated"}, {Value: storage.HintsOn, Label: "allowed and rated"}, {Value: storage.HintsOff, Label: "off"}}},
		{Name: "upwords_set", Description: "Upwords' tiles in English games", Type: String,
			Choices: upwordsSetChoices},
		optListSettings[0], optListSettings[1], optListSettings[2], optListSettings[3], optListSettings[4],
		{Name: "daily", Description: "post the daily puzzle's lines in the channels", Type: Boolean},
		{Name: "reset", Description: "back to the bot's defaults (before the other options)", Type: Boolean},
	}}

// optListSettings are /settings <game>_list, a game of the registry each:
// the game's word list in the languages that have a list of that name
// (docs/bot.md, "Word lists").
var optListSettings = func() []OptionSpec {
	var out []OptionSpec
	for _, g := range registry {
		k := string(g.Kind)
		out = append(out, OptionSpec{Name: k + "_list", Description: "this game's word list: a list's name, or default", Type: String, MaxLength: lexicon.MaxListName, Autocomplete: true})
	}
	return out
}()

// optLocale is /settings locale: the language the bot answers everyone in
// the server in, each language named in itself.
var optLocale = OptionSpec{Name: "locale", Description: "the bot's language for everyone here (default: each member's own)", Type: String,
	Choices: []Choice{{Value: "en", Label: "English", Own: true}, {Value: "it", Label: "Italiano", Own: true}, {Value: "fr", Label: "Français", Own: true},
		{Value: "es", Label: "Español", Own: true}, {Value: "de", Label: "Deutsch", Own: true}, {Value: "pt", Label: "Português", Own: true}}}

// maxTurnTimeoutMinutes bounds /settings turn_timeout (a day).
const maxTurnTimeoutMinutes = 1440

// settingsCommand shows the server's settings, or changes those given.
func (c *handling) settingsCommand(opts map[string]string) []Reply {
	if !c.user.ManageGuild {
		return c.private("Only a member with Manage Server can see or change this server's settings.")
	}
	st := c.settings()
	if len(opts) == 0 {
		return []Reply{{Text: c.settingsText(st, c.t("Settings of this server:")), Private: true}}
	}
	if isTrue(opts["reset"]) {
		st = Settings{}
	}
	bad := func(format string, args ...any) []Reply {
		return c.fail(Errorf(EInvalid, "%s", c.t(format, args...)))
	}
	for k, v := range opts {
		v = strings.ToLower(strings.TrimSpace(v))
		switch k {
		case "reset":
		case "lang":
			// the default of Boggle, Ruzzle and Upwords, which play all six
			if !slices.Contains(storage.Locales, v) {
				return bad("The option lang must be %s or %s.", langChoices([]string{"fr", "es", "de", "pt"})...)
			}
			st.Lang = v
		case "locale":
			if !slices.Contains(storage.Locales, v) {
				return bad("The option locale must be en, it, fr, es, de or pt.")
			}
			st.Locale = v
		case "minutes":
			f, err := strconv.ParseFloat(v, 64)
			if err != nil || !(f >= MinRoundMinutes && f <= MaxRoundMinutes) { // NaN too
				return bad("The option minutes must be a number from 0.25 to 30.")
			}
			st.Minutes = f
		case "size":
			n, err := intOption(c, "size", v, 4, 6)
			if err != nil {
				return c.fail(err)
			}
			st.Size = n
		case "dict":
			if v != storage.DictCommon && v != storage.DictStandard && v != storage.DictFull {
				return bad("The option dict must be common, standard or full.")
			}
			st.Dict = v
		case "turn_timeout":
			n, err := intOption(c, "turn_timeout", v, 0, maxTurnTimeoutMinutes)
			if err != nil {
				return c.fail(err)
			}
			st.TurnTimeout = time.Duration(n) * time.Minute
			if n == 0 {
				st.TurnTimeout = -1
			}
		case "stop":
			if v != storage.StopCreator && v != storage.StopPlayers && v != storage.StopManagers {
				return bad("The option stop must be creator, players or managers.")
			}
			st.Stop = v
		case "hints":
			if v != storage.HintsUnrated && v != storage.HintsOn && v != storage.HintsOff {
				return bad("The option hints must be unrated, on or off.")
			}
			st.Hints = v
		case "upwords_set":
			if v != UpwordsClassic && v != UpwordsHasbro {
				return bad("The option upwords_set must be classic or hasbro.")
			}
			st.UpwordsSet = v
		case "daily":
			b, err := strconv.ParseBool(v)
			if err != nil {
				return bad("The option daily must be true or false.")
			}
			st.NoDaily = !b
		default:
			if kind, ok := strings.CutSuffix(k, "_list"); ok && game(Kind(kind)) != nil {
				list, ok := c.b.anyList(strings.TrimSpace(opts[k]))
				if !ok {
					return bad("This bot has no word list %s; its lists: %s.", strings.TrimSpace(opts[k]), strings.Join(c.b.allListNames(), ", "))
				}
				st.SetList(kind, list)
				continue
			}
			return bad("Unknown option %s.", k)
		}
	}
	if err := c.b.opt.Settings.SaveGuildSettings(context.Background(), c.s.Guild, st); err != nil {
		c.b.logError("store", "saving a server's settings", err, "guild", c.s.Guild)
		return c.private("That could not be saved, so nothing changed: please try again in a moment.")
	}
	c.set = &st
	c.followSettingsLocale() // the confirmation in the language just set
	return []Reply{{Text: c.settingsText(st, c.t("Settings of this server, changed:")), Private: true}}
}

// settingsText lists the settings; an unset one says "default" and what
// the bot's default is.
func (c *handling) settingsText(st Settings, head string) string {
	o := c.b.opt
	// An unset setting names the bot's own default (its configuration).
	or := func(set bool, v, def string) string {
		if !set {
			return c.t("default (%s)", def)
		}
		return v
	}
	both := func(boggle, ruzzle string) string {
		if boggle == ruzzle {
			return boggle
		}
		return "Boggle " + boggle + ", Ruzzle " + ruzzle
	}
	minutes := func(m float64) string { return strconv.FormatFloat(m, 'f', -1, 64) }
	timeouts := func(d time.Duration) string {
		if d < 0 {
			return c.t("none")
		}
		return fmtDuration(c.locale, int(d/time.Second))
	}
	timeout := c.t("default (%s)", timeouts(o.TurnTimeout))
	if o.ScrabbleTurnTimeout != o.TurnTimeout || o.UpwordsTurnTimeout != o.TurnTimeout {
		timeout = c.t("default (%s)", "Scarabeo "+timeouts(o.TurnTimeout)+", Scrabble "+timeouts(o.ScrabbleTurnTimeout)+", Upwords "+timeouts(o.UpwordsTurnTimeout))
	}
	switch {
	case st.TurnTimeout < 0:
		timeout = c.t("none")
	case st.TurnTimeout > 0:
		timeout = fmtDuration(c.locale, int(st.TurnTimeout/time.Second))
	}
	stop := c.t("its creator and members with Manage Channels")
	switch st.Stop {
	case storage.StopPlayers:
		stop = c.t("its creator, its players and members with Manage Channels")
	case storage.StopManagers:
		stop = c.t("members with Manage Channels")
	}
	hints := c.t("allowed, a game with a hint is not rated")
	switch st.Hints {
	case storage.HintsOn:
		hints = c.t("allowed and rated")
	case storage.HintsOff:
		hints = c.t("off")
	}
	daily := c.t("posted")
	if st.NoDaily {
		daily = c.t("not posted")
	}
	lines := []string{head,
		c.t("language: %s", or(st.Lang != "", st.Lang, "Boggle "+o.BoggleLang+", Ruzzle "+o.RuzzleLang+", Upwords "+o.UpwordsLang+", Scarabeo "+o.ScarabeoLang+", Scrabble "+o.ScrabbleLang)),
		c.t("the bot's language: %s", or(st.Locale != "", st.Locale, c.t("each member's own"))),
		c.t("round minutes: %s", or(st.Minutes > 0, minutes(st.Minutes), both(minutes(o.BoggleMinutes), minutes(o.RuzzleMinutes)))),
		c.t("board size: %s", or(st.Size > 0, strconv.Itoa(st.Size), both(strconv.Itoa(o.BoggleSize), strconv.Itoa(o.RuzzleSize)))),
		c.t("dictionary: %s", or(st.Dict != "", c.t(st.Dict), both(c.t(o.BoggleDict.String()), c.t(o.RuzzleDict.String())))),
		c.t("turn timeout: %s", timeout),
		c.t("who may /stop a game: %s", stop),
		c.t("/hint in turn games: %s", hints),
		c.t("Upwords tiles in English: %s", or(st.UpwordsSet != "", c.upwordsSetName(st.UpwordsSet), c.upwordsSetName(o.UpwordsSet))),
		c.t("word lists: %s", c.listSettings(st)),
		c.t("daily puzzle lines: %s", daily),
	}
	return strings.Join(lines, "\n")
}

// mayStop says whether the user may stop the channel's game under the
// server's stop rule (docs/bot.md, "Server settings").
func (c *handling) mayStop() bool {
	manager := c.user.ManageChannels || c.user.ManageGuild
	switch c.settings().Stop {
	case storage.StopManagers:
		return manager
	case storage.StopPlayers:
		if manager || c.user.ID == c.s.Creator.ID {
			return true
		}
		for _, id := range c.playerIDs() {
			if id == c.user.ID {
				return true
			}
		}
		return false
	}
	return manager || c.user.ID == c.s.Creator.ID
}

// playerIDs are the ids of the players of the channel's game, round or
// lobby.
func (c *handling) playerIDs() []string {
	var users []User
	switch {
	case c.s.Round != nil:
		if c.s.Round.play != nil {
			return c.s.Round.play.Players()
		}
		users = c.s.Round.Players
	case c.s.Turn != nil:
		users = c.s.Turn.Players
	case c.s.Lobby != nil:
		users = c.s.Lobby.Players
	}
	ids := make([]string, len(users))
	for i, u := range users {
		ids[i] = u.ID
	}
	return ids
}
