package storage

import "time"

// Settings are one server's choices made with /settings (docs/bot.md,
// "Server settings"). A zero field is unset: the bot's configured default
// applies, and an option typed in a command wins over both.
type Settings struct {
	// Lang is the server's dictionary language, "en", "it", "fr", "es",
	// "de" or "pt" (the default of Boggle, Ruzzle and Upwords).
	Lang string `json:"lang,omitempty"`
	// Locale, when set, is the language the bot answers everyone in
	// this server in ("en", "it", "fr", "es", "de" or "pt"), whatever
	// their Discord language.
	Locale string `json:"locale,omitempty"`
	// Minutes is a Boggle or Ruzzle round's length in minutes.
	Minutes float64 `json:"minutes,omitempty"`
	// Size is a Boggle or Ruzzle board's side.
	Size int `json:"size,omitempty"`
	// Dict is the dictionary tier: "common", "standard" or "full".
	Dict string `json:"dict,omitempty"`
	// TurnTimeout skips a turn-game player who has not moved for that
	// long; negative: no turn clock.
	TurnTimeout time.Duration `json:"turn_timeout,omitempty"`
	// Stop says who may /stop a game: "creator" (its creator and the
	// managers), "players" (also its players) or "managers" (only the
	// managers).
	Stop string `json:"stop,omitempty"`
	// NoDaily: the daily puzzle's lines are not posted in this server's
	// channels (default: posted).
	NoDaily bool `json:"no_daily,omitempty"`
	// Hints says what /hint does in turn games: "unrated" (the default:
	// allowed, and a game in which anyone asked one is not rated), "on"
	// (allowed, rated all the same) or "off" (refused).
	Hints string `json:"hints,omitempty"`
	// UpwordsSet is the tile set of English Upwords games: "classic" (the
	// bag of 118) or "hasbro" (Hasbro's 100 with its Qu tile).
	UpwordsSet string `json:"upwords_set,omitempty"`
	// The word list each game plays (docs/bot.md, "Word lists"): the
	// name of one of the bot's lists, used by the games in a language
	// that has a list of that name; unset: the language's default.
	// Settings saved before lists have none: each field reads as unset.
	BoggleList   string `json:"boggle_list,omitempty"`
	RuzzleList   string `json:"ruzzle_list,omitempty"`
	ScarabeoList string `json:"scarabeo_list,omitempty"`
	ScrabbleList string `json:"scrabble_list,omitempty"`
	UpwordsList  string `json:"upwords_list,omitempty"`
}

// List returns the word list set for game ("boggle", "ruzzle",
// "scarabeo", "scrabble", "upwords"), "" when none is.
func (s Settings) List(game string) string {
	if p := s.listField(game); p != nil {
		return *p
	}
	return ""
}

// SetList sets the word list of game ("" unsets it); it reports false for
// a game that has no such setting.
func (s *Settings) SetList(game, list string) bool {
	p := s.listField(game)
	if p != nil {
		*p = list
	}
	return p != nil
}

func (s *Settings) listField(game string) *string {
	switch game {
	case "boggle":
		return &s.BoggleList
	case "ruzzle":
		return &s.RuzzleList
	case "scarabeo":
		return &s.ScarabeoList
	case "scrabble":
		return &s.ScrabbleList
	case "upwords":
		return &s.UpwordsList
	}
	return nil
}

// ListGames are the games whose word list Settings hold.
var ListGames = []string{"boggle", "ruzzle", "scarabeo", "scrabble", "upwords"}

// MaxListName bounds a word list's name in Settings (lexicon.MaxListName).
const MaxListName = 40

// The values of Settings.Dict and Settings.Stop.
const (
	DictCommon   = "common"
	DictStandard = "standard"
	DictFull     = "full"

	StopCreator  = "creator"
	StopPlayers  = "players"
	StopManagers = "managers"

	HintsUnrated = "unrated"
	HintsOn      = "on"
	HintsOff     = "off"
)

// Locales are the values of Settings.Locale: the bot's interface
// languages.
var Locales = []string{"en", "it", "fr", "es", "de", "pt"}
