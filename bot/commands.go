package bot

import (
	"strings"

	"github.com/wordbot/wordbot/bot/l10n"
	"github.com/wordbot/wordbot/storage"
)

// OptionType is the kind of value an option takes.
type OptionType int

// Option types.
const (
	String OptionType = iota
	Integer
	Number
	Boolean
)

// OptionSpec describes one option of a command.
type OptionSpec struct {
	Name, Description string
	Type              OptionType
	Required          bool
	// Choices are the only values the option takes (Discord offers them
	// in a list).
	Choices []Choice
	// Min and Max bound an Integer or Number option when Max > Min.
	Min, Max float64
	// MaxLength bounds a String option when above 0.
	MaxLength int
	// Autocomplete: Discord asks the bot for suggestions as the option
	// is typed (Bot.Suggest); not with Choices.
	Autocomplete bool
}

// Choice is one value of an option with choices, and its name shown to
// players in English (bot/l10n's files name it in the other languages,
// keyed by Label).
type Choice struct {
	Value, Label string
	// Own labels are the same in every language (a language's own name:
	// Français): not translated.
	Own bool
}

// CommandSpec describes a slash command for registration and parsing. A
// command with Sub set has that one subcommand, which holds the options; a
// command with Subs has those subcommands, each with its own options, and
// no options of its own (Discord then offers only the subcommands: the
// command cannot be invoked bare).
type CommandSpec struct {
	Name, Description   string
	Sub, SubDescription string
	Options             []OptionSpec
	Subs                []SubSpec
	// Private commands are answered only to their user (ephemerally).
	Private bool
	// Permissions are the command's default_member_permissions: Discord
	// offers it only to members with them (0: to everyone). The bot
	// checks them again itself.
	Permissions int64
}

// SubSpec is one of a command's several subcommands.
type SubSpec struct {
	Name, Description string
	Options           []OptionSpec
}

// SubByName returns the subcommand of c named name (in any of the bot's
// languages).
func (c CommandSpec) SubByName(name string) (SubSpec, bool) {
	name = strings.ToLower(name)
	for _, s := range c.Subs {
		if Named(s.Name, name) {
			return s, true
		}
	}
	return SubSpec{}, false
}

// PermManageGuild is Discord's Manage Server permission bit.
const PermManageGuild = 0x20

var (
	optSize    = OptionSpec{Name: "size", Description: "board side, 4 to 6", Type: Integer, Min: 4, Max: 6}
	optMinutes = OptionSpec{Name: "minutes", Description: "length of the round in minutes", Type: Number, Min: MinRoundMinutes, Max: MaxRoundMinutes}
	// optComputer starts a turn game against the computer at once.
	optComputer = OptionSpec{Name: "computer", Description: "play against the computer at this level", Type: String,
		Choices: []Choice{{Value: "easy", Label: "easy"}, {Value: "medium", Label: "medium"}, {Value: "hard", Label: "hard"}}}
	optLang = OptionSpec{Name: "lang", Description: "dictionary language", Type: String,
		Choices: []Choice{{Value: "en", Label: "English"}, {Value: "it", Label: "Italian"}}}
	// optLangAll offers every language of the bot's lexicons: Upwords plays
	// each with its own bag, Boggle and Ruzzle with each language's letters
	// and values (docs/rules.md, Tiles per language), Spanish Ñ, CH, LL,
	// RR, German Ä, Ö, Ü and Portuguese Ç as tiles and cells of their own.
	optLangAll = OptionSpec{Name: "lang", Description: "dictionary language", Type: String,
		Choices: []Choice{{Value: "en", Label: "English"}, {Value: "it", Label: "Italian"}, {Value: "fr", Label: "French"},
			{Value: "es", Label: "Spanish"}, {Value: "de", Label: "German"}, {Value: "pt", Label: "Portuguese"}}}
	// optDict is a round's dictionary tier (docs/rules.md, Dictionary tiers).
	optDict = OptionSpec{Name: "dict", Description: "which words count: common, standard or full", Type: String,
		Choices: []Choice{{Value: "common", Label: "common words"}, {Value: "standard", Label: "standard"}, {Value: "full", Label: "full dictionary"}}}
)

// Commands returns the bot's slash commands: each game's own (registry in
// games.go), then those shared by the games.
func Commands() []CommandSpec {
	var out []CommandSpec
	for _, g := range registry {
		out = append(out, g.Command)
	}
	return append(out, []CommandSpec{
		{Name: "guess", Description: "guess a word privately", Private: true,
			Options: []OptionSpec{{Name: "word", Description: "your word", Type: String, Required: true, MaxLength: 64}}},
		{Name: "play", Description: "place a word: pos 9I across, I9 down",
			Options: []OptionSpec{
				{Name: "word", Description: "the whole word", Type: String, Required: true, MaxLength: 30},
				{Name: "pos", Description: "first square: 9I across, I9 down", Type: String, Required: true, MaxLength: 6},
			}},
		{Name: "pass", Description: "pass your turn"},
		{Name: "exchange", Description: "exchange tiles with the bag",
			Options: []OptionSpec{{Name: "letters", Description: "the tiles to exchange (default all)", Type: String}}},
		{Name: "swap", Description: "take a blank from the board for its letter",
			Options: []OptionSpec{{Name: "letter", Description: "the letter the blank stands for", Type: String, Required: true}}},
		{Name: "resign", Description: "leave the game"},
		{Name: "board", Description: "show the board again"},
		{Name: "score", Description: "the standings"},
		{Name: "rack", Description: "your tiles, only to you", Private: true},
		{Name: "hint", Description: "the best move for your tiles, only to you", Private: true},
		{Name: "history", Description: "the moves so far, only to you", Private: true,
			Options: []OptionSpec{{Name: "games", Description: "or this channel's last games, numbered for /review game", Type: Boolean}}},
		{Name: "unseen", Description: "the tiles not on the board or your rack, only to you", Private: true},
		{Name: "export", Description: "the game as a GCG record, only to you", Private: true},
		{Name: "review", Description: "your last game or round, move by move, against the best: only to you", Private: true,
			Options: []OptionSpec{{Name: "daily", Description: "or your daily puzzle of this game today, once played", Type: String,
				Choices: dailyChoices()},
				{Name: "game", Description: "or an earlier game of this channel: its number in /history games", Type: Integer,
					Min: 1, Max: storage.PastGamesKept}}},
		{Name: "leaderboard", Description: "this server's ratings and standings for each game",
			Options: []OptionSpec{{Name: "global", Description: "the ratings across all servers", Type: Boolean}}},
		{Name: "stats", Description: "your ratings, their last changes and your record, only to you", Private: true},
		{Name: "define", Description: "the meaning of a word, only to you", Private: true,
			Options: []OptionSpec{{Name: "word", Description: "the word", Type: String, Required: true, MaxLength: 64}, optLangAll}},
		{Name: "daily", Description: "today's puzzle, the same for everyone: play it once, privately; or today's standings", Private: true,
			Subs: dailySubs()},
		{Name: "stop", Description: "end the game in this channel"},
		settingsCommand,
		{Name: "help", Description: "rules and commands", Private: true},
	}...)
}

// CommandByName returns the spec of a command (by its name in any of the
// bot's languages).
func CommandByName(name string) (CommandSpec, bool) {
	name = strings.ToLower(name)
	for _, c := range Commands() {
		if Named("/"+c.Name, name) {
			return c, true
		}
	}
	return CommandSpec{}, false
}

func (c *handling) help(e *Command) []Reply {
	return helpReplies(helpText(langOf(c.locale)))
}

// helpText is the help in lang (English when it has none): the message
// "help" of bot/l10n's files.
func helpText(lang string) string {
	if h, ok := l10n.Text(lang, "help"); ok {
		return h
	}
	h, _ := l10n.Text("en", "help")
	return h
}

// helpReplies cuts the help into private replies of whole lines, each
// within a Discord message's 2000 characters.
func helpReplies(text string) []Reply {
	var out []Reply
	var cur []string
	n := 0
	for _, line := range strings.Split(text, "\n") {
		l := len([]rune(line)) + 1
		if len(cur) > 0 && n+l > 2000 {
			out = append(out, Reply{Text: strings.Join(cur, "\n"), Private: true})
			cur, n = nil, 0
		}
		cur, n = append(cur, line), n+l
	}
	return append(out, Reply{Text: strings.Join(cur, "\n"), Private: true})
}
