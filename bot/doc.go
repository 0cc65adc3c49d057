// Package bot is wordbot's session layer: it hosts one game per channel,
// turns commands, chat messages and button presses (plain Go values) into
// replies (plain values), keeps every session serialized in a Store, and runs
// timers on an injectable Clock. It knows nothing of Discord or terminals:
// the adapters in bot/discord and bot/terminal translate their protocol into
// Events and carry Replies back through a Sink.
//
// Events of one channel are handled one at a time, in the order they are
// dispatched; different channels run in parallel.
package bot
