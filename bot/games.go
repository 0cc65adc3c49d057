package bot

import (
	"math/rand/v2"
	"time"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// Kind names a game: its slash command, the key of its leaderboard, the
// value stored in a session and in a result. The games are listed once, in
// registry below; docs/bot.md describes them.
type Kind string

// The games the bot hosts.
const (
	Boggle   Kind = "boggle"
	Ruzzle   Kind = "ruzzle"
	Scarabeo Kind = "scarabeo"
	Scrabble Kind = "scrabble"
	Upwords  Kind = "upwords"
)

// gameDef is everything the bot knows about one kind of game; the rules are
// the engine's (games/*). Adding a game is an engine, one entry in registry
// and its catalogue lines (bot/l10n/locales): games_test.go checks each entry
// is complete.
type gameDef struct {
	Kind Kind
	// Title is the game's name, a key of the catalogues.
	Title string
	// Turns: a turn game opened by a lobby (engine in newEngine/load);
	// otherwise a timed round on a letter grid (board).
	Turns bool
	// Command is the slash command that starts the game, with its
	// subcommand and options.
	Command CommandSpec
	// Lang is the default dictionary language.
	Lang func(o *Options) string
	// MoreLangs are the languages the game plays besides en and it
	// (Boggle, Ruzzle, Scrabble and Upwords: fr, with its own tiles;
	// docs/rules.md, Tiles per language).
	MoreLangs []string

	// Timed rounds: the defaults of the options, the extra settings and the
	// board of a round.
	round func(o *Options) (size int, minutes float64)
	setup func(o *Options, r *wordRound)
	// newRound starts the engine's round on the round's board (r.play);
	// loadRound reads the one saved in r.Engine.
	newRound  func(b *Bot, r *wordRound, lex *lexicon.DAWG) error
	loadRound func(b *Bot, r *wordRound, lex *lexicon.DAWG) error
	// random deals a random board into the round.
	random func(b *Bot, r *wordRound, rng *rand.Rand, c *handling) error
	// TypedBoard: the round's board may be typed (/boggle board:...).
	TypedBoard bool

	// Turn games: the turn clock (negative: none), the options parsed from
	// the lobby's command (name -> bounds), the note said when the game
	// begins (a catalogue key, or ""), and the engine, new or loaded.
	Timeout   func(o *Options) time.Duration
	Bounds    []intBound
	StartNote string
	newEngine func(o *Options, lang string, lex *lexicon.DAWG, opts map[string]string, n int, rng *rand.Rand) (crossword.TurnGame, error)
	load      func(state []byte, lex *lexicon.DAWG) (crossword.TurnGame, error)

	// daily derives the game's daily puzzle of day from the day's random
	// source (games/daily, with the bot's configured options), with the
	// view that shows and plays it (daily.go); nil: the game has none.
	daily func(b *Bot, g *gameDef, day string, rng *rand.Rand) (*dailyPuzzle, error)
}

var roundSub = CommandSpec{Sub: "start", SubDescription: "start a round in this channel"}
var lobbySub = CommandSpec{Sub: "new", SubDescription: "open a lobby for a new game"}

// withSub is spec's name and descriptions with sub's subcommand.
func withSub(sub CommandSpec, name, desc string, opts ...OptionSpec) CommandSpec {
	sub.Name, sub.Description, sub.Options = name, desc, opts
	return sub
}

// intBound is a whole-number option of a turn game's command and its
// bounds.
type intBound struct {
	Name     string
	Min, Max int
}

// registry lists the games in the order of the slash commands and the
// leaderboards.
var registry = []gameDef{
	{
		Kind: Boggle, Title: "Boggle", TypedBoard: true,
		Command: withSub(roundSub, string(Boggle), "Boggle: a timed round of words on a grid",
			optSize, optMinutes,
			OptionSpec{Name: "board", Description: "the letters of the board, row by row", Type: String, MaxLength: 200},
			optLangAll,
			OptionSpec{Name: "vs_computer", Description: "the computer takes every word left", Type: Boolean},
			OptionSpec{Name: "min_letters", Description: "shortest word that scores (0: the size's default)", Type: Integer, Min: 0, Max: 36},
			OptionSpec{Name: "victory_points", Description: "play rounds until someone reaches these points", Type: Integer, Min: 1, Max: 10000},
			optDict, optList,
		),
		Lang: func(o *Options) string { return o.BoggleLang },
		// French, Spanish, German and Portuguese boards draw by the
		// language's Scrabble letters (boggle.Generate): Ñ, CH, Ä, Ç cells.
		MoreLangs: []string{"fr", "es", "de", "pt"},
		round:     func(o *Options) (int, float64) { return o.BoggleSize, o.BoggleMinutes },
		setup: func(o *Options, r *wordRound) {
			// MinLetters 0: the engine's default for the board's size
			// (boggle.Rules.Min), also when a typed board sets the size.
			r.Scoring, r.QuFace, r.VictoryPoints, r.Dict = o.BoggleScoring, o.BoggleQuFace, o.BoggleVictoryPoints, o.BoggleDict
			r.MinLetters = o.BoggleMinLetters
		},
		newRound:  (*Bot).newBoggleRound,
		loadRound: (*Bot).loadBoggleRound,
		random:    (*Bot).randomBoggle,
		daily:     (*Bot).dailyBoggle,
	},
	{
		Kind: Ruzzle, Title: "Ruzzle",
		Command: withSub(roundSub, string(Ruzzle), "Ruzzle: a timed round with letter values and bonus squares",
			optSize, optMinutes, optLangAll, optDict, optList),
		Lang: func(o *Options) string { return o.RuzzleLang },
		// French, Spanish, German and Portuguese boards deal by the
		// language's Scrabble letters and score by its values
		// (ruzzle.Random, ruzzle.ValuesFor).
		MoreLangs: []string{"fr", "es", "de", "pt"},
		round:     func(o *Options) (int, float64) { return o.RuzzleSize, o.RuzzleMinutes },
		setup: func(o *Options, r *wordRound) {
			r.Values, r.Dict = o.ruzzleValues(r.Lang), o.RuzzleDict // MinLetters 0: Ruzzle's (ruzzle.MinLetters)
		},
		newRound:  (*Bot).newRuzzleRound,
		loadRound: (*Bot).loadRuzzleRound,
		random:    (*Bot).randomRuzzle,
		daily:     (*Bot).dailyRuzzle,
	},
	{
		Kind: Scarabeo, Title: "Scarabeo", Turns: true,
		Command: withSub(lobbySub, string(Scarabeo), "Scarabeo: the Italian crossword game", optLang, optComputer, optList),
		Lang:    func(o *Options) string { return o.ScarabeoLang },
		Timeout: func(o *Options) time.Duration { return o.TurnTimeout },
		newEngine: func(o *Options, _ string, lex *lexicon.DAWG, _ map[string]string, n int, rng *rand.Rand) (crossword.TurnGame, error) {
			return newScarabeo(o, false, "", lex, n, rng)
		},
		load:  loadScarabeo,
		daily: (*Bot).dailyScarabeo,
	},
	{
		Kind: Scrabble, Title: "Scrabble", Turns: true,
		Command: withSub(lobbySub, string(Scrabble), "Scrabble: the English crossword game", optLangAll, optComputer, optList),
		Lang:    func(o *Options) string { return o.ScrabbleLang },
		// Each language plays with its own tiles (scarabeo.ScrabbleIn;
		// Spanish CH, LL, RR, Ñ, German Ä, Ö, Ü, Portuguese Ç).
		MoreLangs: []string{"fr", "es", "de", "pt"},
		Timeout:   func(o *Options) time.Duration { return o.ScrabbleTurnTimeout },
		newEngine: func(o *Options, lang string, lex *lexicon.DAWG, _ map[string]string, n int, rng *rand.Rand) (crossword.TurnGame, error) {
			return newScarabeo(o, true, lang, lex, n, rng)
		},
		load: loadScarabeo,
	},
	{
		Kind: Upwords, Title: "Upwords", Turns: true,
		Command: withSub(lobbySub, string(Upwords), "Upwords: stack letters to change words",
			OptionSpec{Name: "size", Description: "board side (default 10)", Type: Integer, Min: upwords.MinSize, Max: upwords.MaxSize},
			OptionSpec{Name: "hand", Description: "tiles in a hand (default 7)", Type: Integer, Min: upwords.MinHand, Max: upwords.MaxHand},
			optLangAll, optComputer,
			OptionSpec{Name: "set", Description: "tiles in English: the bot's 118 or Hasbro's 100", Type: String,
				Choices: upwordsSetChoices},
			optList,
		),
		Lang: func(o *Options) string { return o.UpwordsLang },
		// Each language plays with its own bag (upwords.TilesFor).
		MoreLangs: []string{"fr", "es", "de", "pt"},
		Timeout:   func(o *Options) time.Duration { return o.UpwordsTurnTimeout },
		Bounds:    []intBound{{"size", upwords.MinSize, upwords.MaxSize}, {"hand", upwords.MinHand, upwords.MaxHand}},
		StartNote: "Write the whole word as it reads after your move: the letters already on top stay, the others are your new tiles.",
		newEngine: newUpwords,
		load:      loadUpwords,
	},
}

// game returns the registry's entry of kind, or nil for an unknown kind.
func game(kind Kind) *gameDef {
	for i := range registry {
		if registry[i].Kind == kind {
			return &registry[i]
		}
	}
	return nil
}

// gameTitle is the name of kind in English (the kind itself when unknown).
func gameTitle(kind Kind) string {
	if g := game(kind); g != nil {
		return g.Title
	}
	return string(kind)
}

// kinds are the games in the registry's order.
func kinds() []Kind {
	out := make([]Kind, len(registry))
	for i, g := range registry {
		out[i] = g.Kind
	}
	return out
}

// title is the name of kind in the user's language.
func (c *handling) title(kind Kind) string { return c.t(gameTitle(kind)) }
