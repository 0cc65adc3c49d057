package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"
)

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
}

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

// check refuses settings that cannot be stored.
func (s Settings) check() error {
	switch {
	case s.Lang != "" && !slices.Contains(Locales, s.Lang):
		return errorf(EInvalid, nil, "store: language %q is not en, it, fr, es, de or pt", s.Lang)
	case s.Locale != "" && !slices.Contains(Locales, s.Locale):
		return errorf(EInvalid, nil, "store: interface language %q is not en, it, fr, es, de or pt", s.Locale)
	case !(s.Minutes >= 0 && s.Minutes <= 1440): // NaN too
		return errorf(EInvalid, nil, "store: round minutes %v out of range", s.Minutes)
	case s.Size < 0 || s.Size > 64:
		return errorf(EInvalid, nil, "store: board size %d out of range", s.Size)
	case s.Dict != "" && s.Dict != DictCommon && s.Dict != DictStandard && s.Dict != DictFull:
		return errorf(EInvalid, nil, "store: dictionary tier %q is not common, standard or full", s.Dict)
	case s.Stop != "" && s.Stop != StopCreator && s.Stop != StopPlayers && s.Stop != StopManagers:
		return errorf(EInvalid, nil, "store: stop rule %q is not creator, players or managers", s.Stop)
	}
	return nil
}

// GuildSettings returns the settings of server guild: zero Settings when
// it has none.
func (s *Store) GuildSettings(ctx context.Context, guild string) (Settings, error) {
	var data []byte
	err := s.r.QueryRowContext(ctx, "SELECT data FROM settings WHERE guild = ?", guild).Scan(&data)
	if errors.Is(err, sql.ErrNoRows) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, errorf(EInternal, err, "store: cannot read the settings of server %s", guild)
	}
	var st Settings
	if err := json.Unmarshal(data, &st); err != nil {
		return Settings{}, errorf(EInternal, err, "store: the settings of server %s do not decode", guild)
	}
	return st, nil
}

// SaveGuildSettings replaces the settings of server guild, committed
// before it returns.
func (s *Store) SaveGuildSettings(ctx context.Context, guild string, st Settings) error {
	if err := st.check(); err != nil {
		return err
	}
	data, err := json.Marshal(st)
	if err != nil {
		return errorf(EInternal, err, "store: cannot encode the settings of server %s", guild)
	}
	_, err = s.w.ExecContext(ctx, `INSERT INTO settings (guild, data, updated) VALUES (?, ?, ?)
		ON CONFLICT (guild) DO UPDATE SET data = excluded.data, updated = excluded.updated`,
		guild, data, time.Now().UnixMilli())
	if err != nil {
		return errorf(EInternal, err, "store: cannot save the settings of server %s", guild)
	}
	return nil
}
