package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"time"
	"unicode/utf8"
)

// checkSettings refuses settings that cannot be stored.
func checkSettings(s Settings) error {
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
	for _, g := range ListGames {
		if n := utf8.RuneCountInString(s.List(g)); n > MaxListName {
			return errorf(EInvalid, nil, "store: the %s word list's name has %d characters, more than %d", g, n, MaxListName)
		}
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
	if err := checkSettings(st); err != nil {
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
