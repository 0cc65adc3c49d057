package bot

import (
	"sync"

	"github.com/wordbot/wordbot/storage"
)

// Servers and channels gone (docs/bot.md, "Removed from a server"). The
// adapter reports what Discord's gateway says:
//
//   - GuildRemoved: the bot was removed from a server, or the server was
//     deleted (GUILD_DELETE without unavailable). Every session of the
//     server ends at once, silently: its timer stops, a lobby closes, a
//     round or a game in progress is dropped (the results of games that
//     finished before stay); nothing more is posted to its channels, and
//     the durable posts still waiting for them are dropped. The server is
//     remembered (the Store's gone marks), so that this holds after a restart, until
//     the bot is added to it again (GuildAvailable clears the mark).
//   - ChannelRemoved: a channel or a thread was deleted (CHANNEL_DELETE,
//     THREAD_DELETE): the same for that channel's session, for good.
//   - GuildUnavailable: a server's outage (GUILD_DELETE with unavailable
//     true). Its sessions are kept; a timer that fires meanwhile is held
//     until GuildAvailable (its GUILD_CREATE), when it fires again: a
//     round whose deadline passed during the outage then ends and is
//     reported, once.

// Gone is a server or channel the bot posts nothing more to: the store's.
type Gone = storage.Gone

// The reasons a post to a destination gone is dropped for.
const (
	GoneRemoved = "removed" // the bot was removed from the server, or the server deleted
	GoneDeleted = "deleted" // the channel or thread was deleted
)

// goneSet is what the bot knows of the servers and channels gone or down.
type goneSet struct {
	mu       sync.Mutex
	loaded   bool
	guilds   map[string]bool   // servers gone
	channels map[string]bool   // channels gone
	down     map[string]bool   // servers in an outage
	held     map[string]string // channel -> its server: a timer that fired during the outage
}

// init makes the maps (g.mu held).
func (g *goneSet) init() {
	if g.guilds == nil {
		g.guilds, g.channels = map[string]bool{}, map[string]bool{}
		g.down, g.held = map[string]bool{}, map[string]string{}
	}
}

// takeHeld removes and returns the channels of guild whose timers are
// held; g.mu is held.
func (g *goneSet) takeHeld(guild string) []string {
	var chs []string
	for ch, of := range g.held {
		if of == guild {
			chs = append(chs, ch)
			delete(g.held, ch)
		}
	}
	return chs
}

// removal ends a channel's session because its server or the channel is
// gone (handled by goneIntercept).
type removal struct {
	channel string
}

func (r *removal) channelID() string { return r.channel }

// goneReason says whether posts to channel, in guild, are to be dropped,
// and why (GoneRemoved, GoneDeleted). The outbox consults it before every
// delivery (destinationGone).
func (b *Bot) goneReason(guild, channel string) (reason string, gone bool) {
	g := &b.gone
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case guild != "" && g.guilds[guild]:
		return GoneRemoved, true
	case channel != "" && g.channels[channel]:
		return GoneDeleted, true
	}
	return "", false
}

// loadGone reads the marks the store keeps (at start, and again when
// shards are taken over: another process may have added some).
func (b *Bot) loadGone() error {
	marks, err := b.opt.Store.GoneMarks()
	if err != nil {
		return err
	}
	g := &b.gone
	g.mu.Lock()
	defer g.mu.Unlock()
	g.init()
	g.loaded = true
	for _, m := range marks {
		switch m.Kind {
		case storage.GoneGuild:
			g.guilds[m.ID] = true
		case storage.GoneChannel:
			g.channels[m.ID] = true
		}
	}
	return nil
}

// GuildRemoved ends every session of guild at once and posts nothing more
// to it (GUILD_DELETE without unavailable: the bot was removed from the
// server, or it was deleted). It returns once the server is marked; the
// sessions end on their channels' goroutines, after the events queued
// before.
func (b *Bot) GuildRemoved(guild string) {
	if guild == "" {
		return
	}
	g := &b.gone
	g.mu.Lock()
	g.init()
	g.guilds[guild] = true
	delete(g.down, guild)
	chs := g.takeHeld(guild)
	g.mu.Unlock()
	if err := b.opt.Store.MarkGone(Gone{Kind: storage.GoneGuild, ID: guild, Guild: guild, Reason: GoneRemoved}); err != nil {
		b.logError("store", "remembering a server the bot was removed from", err, "guild", guild)
	}
	stored, err := b.opt.Store.ChannelsOf(guild)
	if err != nil {
		b.logError("store", "listing a removed server's sessions", err, "guild", guild)
	}
	// A game is saved with its server: a session in memory and not among
	// these has nothing running to end.
	chs = append(chs, stored...)
	b.opt.Logger.Info("bot: removed from a server: its sessions end, nothing more is posted there", "guild", guild)
	seen := map[string]bool{}
	for _, ch := range chs {
		if !seen[ch] {
			seen[ch] = true
			b.Dispatch(&removal{channel: ch})
		}
	}
}

// ChannelRemoved ends the session of channel, in guild, at once and posts
// nothing more to it (CHANNEL_DELETE, THREAD_DELETE).
func (b *Bot) ChannelRemoved(guild, channel string) {
	if channel == "" {
		return
	}
	g := &b.gone
	g.mu.Lock()
	g.init()
	g.channels[channel] = true
	delete(g.held, channel)
	g.mu.Unlock()
	if err := b.opt.Store.MarkGone(Gone{Kind: storage.GoneChannel, ID: channel, Guild: guild, Reason: GoneDeleted}); err != nil {
		b.logError("store", "remembering a deleted channel", err, "channel", channel)
	}
	b.opt.Logger.Info("bot: a channel was deleted: its session ends", "guild", guild, "channel", channel)
	b.Dispatch(&removal{channel: channel})
}

// GuildUnavailable notes guild's outage (GUILD_DELETE with unavailable
// true): its sessions are kept, and their timers are held until
// GuildAvailable.
func (b *Bot) GuildUnavailable(guild string) {
	if guild == "" {
		return
	}
	g := &b.gone
	g.mu.Lock()
	g.init()
	g.down[guild] = true
	g.mu.Unlock()
	b.opt.Logger.Warn("bot: a server is unavailable (Discord's outage): its games wait", "guild", guild)
}

// GuildAvailable notes that the bot is in guild (GUILD_CREATE): after an
// outage its held timers fire again; a server the bot had been removed
// from is no longer marked (the bot was added again).
func (b *Bot) GuildAvailable(guild string) {
	if guild == "" {
		return
	}
	g := &b.gone
	g.mu.Lock()
	g.init()
	wasGone, wasDown := g.guilds[guild], g.down[guild]
	delete(g.guilds, guild)
	delete(g.down, guild)
	chs := g.takeHeld(guild)
	g.mu.Unlock()
	if wasGone {
		if err := b.opt.Store.ClearGone(storage.GoneGuild, guild); err != nil {
			b.logError("store", "forgetting that the bot was removed from a server", err, "guild", guild)
		}
		b.opt.Logger.Info("bot: added again to a server it had been removed from", "guild", guild)
	}
	if wasDown {
		b.opt.Logger.Info("bot: a server is available again: its games go on", "guild", guild, "timers", len(chs))
	}
	for _, ch := range chs {
		b.Dispatch(&tick{channel: ch, game: -1})
	}
}

// goneIntercept runs before an event of channel ch is handled, with the
// channel's session s: it ends the session of a server or channel gone
// (and answers nothing), and holds a timer of a server in an outage. It
// reports whether the event is not to be handled.
func (b *Bot) goneIntercept(ch string, s *session, ev Event) bool {
	if _, ok := ev.(*dailyEnd); ok {
		// A daily play ends (its result is the player's) whatever its
		// channel: its line to a channel gone is dropped by the outbox
		// (destinationGone), as the post carries the play's server.
		return false
	}
	_, isRemoval := ev.(*removal)
	g := &b.gone
	g.mu.Lock()
	active := len(g.guilds) > 0 || len(g.channels) > 0 || len(g.down) > 0
	down := s.Guild != "" && g.down[s.Guild]
	g.mu.Unlock()
	if !active && !isRemoval {
		return false
	}
	guild := s.Guild
	if guild == "" {
		// A session not saved with its server yet: the event's.
		guild = eventGuild(ev)
	}
	reason, gone := b.goneReason(guild, ch)
	if !gone {
		if _, ok := ev.(*tick); ok && down {
			g.mu.Lock()
			if g.down[s.Guild] {
				g.held[ch] = s.Guild
			}
			g.mu.Unlock()
			return true
		}
		return isRemoval
	}
	b.stopTimer(ch)
	kind := s.Kind
	if s.Game != 0 || s.Kind != "" || s.Last != nil {
		// Delete the stored session: what remains is the results of the
		// games that finished (kept), nothing to resume.
		if _, err := b.commit(ch, &session{}, true, nil, nil, nil, nil, nil); err != nil && !storage.IsStale(err) {
			b.logError("store", "ending the session of a channel gone", err, "channel", ch)
		}
	}
	b.setSession(ch, nil)
	b.setActive(ch, false)
	if kind != "" {
		b.opt.Logger.Info("bot: a game ended: its channel is gone", "channel", ch, "guild", s.Guild, "game", string(kind), "reason", reason)
	}
	return true
}

// eventGuild is the server an event comes from ("" for timers and direct
// messages).
func eventGuild(ev Event) string {
	switch e := ev.(type) {
	case *Command:
		return e.Guild
	case *Press:
		return e.Guild
	case *Message:
		return e.Guild
	case *Submit:
		return e.Guild
	case *dailyEnd:
		return e.guild
	}
	return ""
}
