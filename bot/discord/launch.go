package discord

import (
	"encoding/json"
	"reflect"
	"slices"

	"github.com/bwmarrin/discordgo"

	"github.com/wordbot/wordbot/bot"
)

// The Activity's launchers on Discord (docs/activity.md, "Launching it"),
// which discordgo v0.29.0 does not know: the Entry Point command
// (application command type 4, PRIMARY_ENTRY_POINT, with a handler) and
// the LAUNCH_ACTIVITY interaction response (type 12, no data).
//
// With Config.Activity, register puts an Entry Point command ("launch",
// handler 2: Discord launches the Activity itself and posts its message)
// among the global commands, in the same bulk overwrite. Without it, an
// Entry Point command Discord already has (its default one, created when
// Activities were enabled in the developer portal) is sent back as it is:
// Discord refuses a bulk overwrite that leaves it out (code 50240), which
// would leave every command unregistered. Entry Point commands are global
// only: with Config.GuildID, none is sent.
//
// The "Play in the Activity" button (bot.LaunchesActivity), and the Entry
// Point command when a server's admin switched its handler to 1 (the app
// answers), are answered at once with LAUNCH_ACTIVITY: Discord takes it
// only as the interaction's first answer, within 3 s, so it does not wait
// for the channel's queue.

const (
	entryPointType discordgo.ApplicationCommandType  = 4
	launchActivity discordgo.InteractionResponseType = 12
	// handlerDiscordLaunch is DISCORD_LAUNCH_ACTIVITY: Discord launches
	// the Activity without asking the app.
	handlerDiscordLaunch = 2
)

// EntryPoint is an Entry Point command as Discord's API writes it.
type EntryPoint struct {
	ID                       string                           `json:"id,omitempty"`
	Type                     discordgo.ApplicationCommandType `json:"type"`
	Name                     string                           `json:"name"`
	Description              string                           `json:"description"`
	DescriptionLocalizations map[discordgo.Locale]string      `json:"description_localizations,omitempty"`
	Handler                  int                              `json:"handler"`
	IntegrationTypes         []int                            `json:"integration_types"`
	Contexts                 []int                            `json:"contexts"`
}

// EntryPointCommand is the bot's Entry Point command: Discord's default
// name, the description in the bot's languages, launched by Discord, for
// servers that installed the bot (integration type 0) and used in servers
// (context 0), as the games are.
func EntryPointCommand() EntryPoint {
	return EntryPoint{Type: entryPointType, Name: bot.EntryPointName, Description: bot.EntryPointDescription,
		DescriptionLocalizations: localized(bot.LocalText, bot.EntryPointDescription),
		Handler:                  handlerDiscordLaunch, IntegrationTypes: []int{0}, Contexts: []int{0}}
}

// sameEntryPoint reports whether Discord's Entry Point command (as GET
// answers it) is ours.
func sameEntryPoint(have map[string]any, want EntryPoint) bool {
	raw, _ := json.Marshal(have)
	var h EntryPoint
	if json.Unmarshal(raw, &h) != nil {
		return false
	}
	slices.Sort(h.IntegrationTypes)
	slices.Sort(h.Contexts)
	if len(h.DescriptionLocalizations) == 0 {
		h.DescriptionLocalizations = nil
	}
	h.ID = want.ID
	return reflect.DeepEqual(h, want)
}

// kept is Discord's Entry Point command as a bulk overwrite sends it back
// unchanged: its ID and fields, without what Discord adds on reading.
func kept(c map[string]any) map[string]any {
	out := map[string]any{}
	for k, v := range c {
		switch k {
		case "application_id", "version", "guild_id", "name_localized", "description_localized":
		default:
			out[k] = v
		}
	}
	return out
}

// splitEntryPoint parses a GET of the commands: the commands (discordgo's
// form) other than the Entry Point command, and that command as Discord
// gave it (nil when there is none).
func splitEntryPoint(body []byte) ([]*discordgo.ApplicationCommand, map[string]any, error) {
	var raws []map[string]any
	if err := json.Unmarshal(body, &raws); err != nil {
		return nil, nil, err
	}
	var others []*discordgo.ApplicationCommand
	var ep map[string]any
	for _, r := range raws {
		if t, _ := r["type"].(float64); t == float64(entryPointType) {
			ep = r
			continue
		}
		raw, _ := json.Marshal(r)
		var c discordgo.ApplicationCommand
		if err := json.Unmarshal(raw, &c); err != nil {
			return nil, nil, err
		}
		others = append(others, &c)
	}
	return others, ep, nil
}

// launch answers the interaction with LAUNCH_ACTIVITY: Discord opens the
// Activity for its user.
func (a *Adapter) launch(i *discordgo.Interaction) error {
	err := a.retry(func() error { return a.respond(i, &discordgo.InteractionResponse{Type: launchActivity}, nil) })
	if err != nil {
		a.logf("discord: launching the Activity: %v", err)
	}
	return err
}
