package store

import (
	"github.com/wordbot/wordbot/games/rating"
	"github.com/wordbot/wordbot/storage"
)

// The values the store shares with package bot are package storage's
// (docs/bot.md, "State and restarts"); the store names them here too.
type (
	Settings     = storage.Settings
	DailyPlay    = storage.DailyPlay
	DailyStore   = storage.DailyStore
	Result       = storage.Result
	Results      = storage.Results
	PlayerResult = storage.PlayerResult
	Standing     = storage.Standing
	PlayerRating = storage.PlayerRating
	RatingChange = storage.RatingChange
	Post         = storage.Post
	Change       = storage.Change
	Gone         = storage.Gone
	PastGame     = storage.PastGame
)

// The values of Settings' fields, of Gone.Kind, and the global ratings'
// scope (package storage's).
const (
	DictCommon   = storage.DictCommon
	DictStandard = storage.DictStandard
	DictFull     = storage.DictFull

	StopCreator  = storage.StopCreator
	StopPlayers  = storage.StopPlayers
	StopManagers = storage.StopManagers

	HintsUnrated = storage.HintsUnrated
	HintsOn      = storage.HintsOn
	HintsOff     = storage.HintsOff

	GoneGuild   = storage.GoneGuild
	GoneChannel = storage.GoneChannel

	GlobalScope = storage.GlobalScope

	// MaxListName bounds a word list's name in Settings.
	MaxListName = storage.MaxListName
)

var (
	// Locales are the values of Settings.Locale (storage.Locales).
	Locales = storage.Locales
	// ListGames are the games whose word list Settings hold.
	ListGames = storage.ListGames
	// ErrStale is storage.ErrStale: a session another process changed.
	ErrStale = storage.ErrStale
	// ErrDailyChanged is storage.ErrDailyChanged: a daily play saved
	// since it was read.
	ErrDailyChanged = storage.ErrDailyChanged
)

// IsStale reports whether err is (or wraps) ErrStale.
func IsStale(err error) bool { return storage.IsStale(err) }

// IsDailyChanged reports whether err is (or wraps) ErrDailyChanged.
func IsDailyChanged(err error) bool { return storage.IsDailyChanged(err) }

// Rated returns the indexes in r.Players of the players r rates
// (storage.Rated).
func Rated(r Result) []int { return storage.Rated(r) }

// Outcome is player a's score against player b of the same result in a
// rating (storage.Outcome).
func Outcome(a, b PlayerResult) float64 { return storage.Outcome(a, b) }

// Rate returns the ratings after r of the players rated (storage.Rate).
func Rate(r Result, rated []int, before []rating.Rating) []rating.Rating {
	return storage.Rate(r, rated, before)
}
