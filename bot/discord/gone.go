package discord

import "github.com/bwmarrin/discordgo"

// The gateway's server and channel events (the Guilds intent), passed to
// the bot (docs/bot.md, "Removed from a server"):
//   - GUILD_DELETE without unavailable: the bot was removed from the
//     server, or the server was deleted (bot.GuildRemoved);
//   - GUILD_DELETE with unavailable true: the server's outage
//     (bot.GuildUnavailable), until its GUILD_CREATE;
//   - GUILD_CREATE: the bot is in the server (sent for every server after
//     each connection, after an outage, and when the bot is added):
//     bot.GuildAvailable;
//   - CHANNEL_DELETE and THREAD_DELETE: bot.ChannelRemoved.

func (a *Adapter) onGuildCreate(_ *discordgo.Session, e *discordgo.GuildCreate) {
	if e.Guild == nil || e.Unavailable || a.closing.Load() {
		return
	}
	a.bot.GuildAvailable(e.ID)
}

func (a *Adapter) onGuildDelete(_ *discordgo.Session, e *discordgo.GuildDelete) {
	if e.Guild == nil || a.closing.Load() {
		return
	}
	if e.Unavailable {
		a.bot.GuildUnavailable(e.ID)
		return
	}
	a.bot.GuildRemoved(e.ID)
}

func (a *Adapter) onChannelDelete(_ *discordgo.Session, e *discordgo.ChannelDelete) {
	if e.Channel == nil || a.closing.Load() {
		return
	}
	a.bot.ChannelRemoved(e.GuildID, e.ID)
}

func (a *Adapter) onThreadDelete(_ *discordgo.Session, e *discordgo.ThreadDelete) {
	if e.Channel == nil || a.closing.Load() {
		return
	}
	a.bot.ChannelRemoved(e.GuildID, e.ID)
}
