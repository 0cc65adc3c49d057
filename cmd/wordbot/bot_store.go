package main

import (
	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/store"
)

// The store gives the bot everything it keeps without an adapter here:
// store.Channels is the bot's view of the sessions and the outbox (its
// methods have the bot's shape, without a context), so that the end of a
// round (session, result and report) and a finished daily play with its
// line are one transaction; the Backend itself keeps the results, the
// servers' settings and the daily plays.
var (
	_ bot.Store         = store.Channels{}
	_ bot.Results       = store.Backend(nil)
	_ bot.SettingsStore = store.Backend(nil)
	_ bot.DailyStore    = store.Backend(nil)
)
