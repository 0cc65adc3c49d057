// Package storage holds what package bot and package store share: the
// values the bot keeps and the store writes (a server's Settings, a game's
// Result and the standings and ratings read back, the daily puzzle's
// DailyPlay, the outbox's Post and Change, the Gone marks) and the errors
// both recognise (ErrStale, ErrDailyChanged). The bot asks for storage
// through its own interfaces (bot.Store) in these types and never imports
// store; cmd/wordbot passes it the concrete store. It imports nothing of
// either (docs/bot.md, "State and restarts").
package storage
