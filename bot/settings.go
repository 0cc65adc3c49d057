package bot

import (
	"context"
	"sync"

	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/store"
)

// Settings are one server's /settings (package store's type: the database
// keeps them as they are). A zero field is unset; see docs/bot.md,
// "Server settings".
type Settings = store.Settings

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
func (c *ctx) settings() Settings {
	if c.set == nil {
		s := c.b.GuildSettings(c.s.Guild)
		c.set = &s
	}
	return *c.set
}

// opts are the bot's options with the server's settings as defaults.
func (c *ctx) opts() *Options {
	o := c.b.opt
	s := c.settings()
	applySettings(s, &o)
	return &o
}

// applySettings puts the settings that are set into o.
func applySettings(s Settings, o *Options) {
	if s.Lang != "" {
		// Scarabeo stays Italian and Scrabble English by default: they
		// are those languages' games.
		o.BoggleLang, o.RuzzleLang, o.UpwordsLang = s.Lang, s.Lang, s.Lang
	}
	if s.Minutes > 0 {
		m := min(max(s.Minutes, MinRoundMinutes), MaxRoundMinutes)
		o.BoggleMinutes, o.RuzzleMinutes = m, m
	}
	if s.Size > 0 {
		o.BoggleSize, o.RuzzleSize = s.Size, s.Size
	}
	if t, err := lexicon.ParseTier(s.Dict); s.Dict != "" && err == nil {
		o.BoggleDict, o.RuzzleDict = t, t
	}
	if s.TurnTimeout != 0 {
		d := s.TurnTimeout
		if d < 0 {
			d = -1
		}
		o.TurnTimeout, o.ScrabbleTurnTimeout, o.UpwordsTurnTimeout = d, d, d
	}
}
