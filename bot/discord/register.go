package discord

import (
	"fmt"
	"reflect"
	"sort"

	"github.com/bwmarrin/discordgo"
)

// register puts the bot's commands on Discord (with the Activity's Entry
// Point command, see launch.go), only when the registered set differs
// from ApplicationCommands: a bulk overwrite (PUT) reaches every
// server again and, for global commands, may take an hour to settle, so a
// restart with unchanged commands makes none. Only the process running
// shard 0 registers (onReady of shard 0); the other shards of the same bot
// would register the same set.
func (a *Adapter) register(app string) {
	if a.registered.Load() {
		return
	}
	global := a.cfg.GuildID == ""
	want := ApplicationCommands()
	endpoint := discordgo.EndpointApplicationGlobalCommands(app)
	if !global {
		endpoint = discordgo.EndpointApplicationGuildCommands(app, a.cfg.GuildID)
		// Where commands may be used applies to global commands only; a
		// guild's commands are in that guild anyway.
		for _, c := range want {
			c.Contexts, c.DMPermission = nil, nil
		}
		if a.cfg.Activity {
			a.logf("discord: the Activity's Entry Point command is global only: with discord.guild_id set, it is not registered (Discord's own, Launch, still opens the Activity)")
		}
	}
	// Read as raw JSON: discordgo's commands have no handler, which the
	// Entry Point command (launch.go) has.
	var body []byte
	err := a.retry(func() error {
		var err error
		body, err = a.s.RequestWithBucketID("GET", endpoint+"?with_localizations=true", nil, "GET "+endpoint)
		return err
	})
	var have []*discordgo.ApplicationCommand
	var entry map[string]any // Discord's Entry Point command, if any
	if err == nil {
		have, entry, err = splitEntryPoint(body)
	}
	send := make([]any, 0, len(want)+1)
	for _, c := range want {
		send = append(send, c)
	}
	same := err == nil && SameCommands(have, want, global)
	if global {
		switch {
		case a.cfg.Activity:
			mine := EntryPointCommand()
			if entry != nil {
				// The same command, updated: Discord refuses to drop it.
				mine.ID, _ = entry["id"].(string)
			}
			same = same && entry != nil && sameEntryPoint(entry, mine)
			send = append(send, mine)
		case entry != nil:
			send = append(send, kept(entry))
		}
	}
	switch {
	case err != nil:
		a.logf("discord: reading the registered commands (registering them again): %v", err)
	case same:
		a.registered.Store(true)
		return
	}
	put := func(list []any) error {
		return a.retry(func() error {
			_, err := a.s.RequestWithBucketID("PUT", endpoint, list, endpoint)
			return err
		})
	}
	err = put(send)
	var re *discordgo.RESTError
	if err != nil && global && a.cfg.Activity && entry == nil && asREST(err, &re) && re.Response != nil && re.Response.StatusCode == 400 {
		// No Entry Point command yet, and ours refused: Activities are
		// not enabled in the developer portal. The games' commands must
		// not wait for that.
		a.logf("discord: Discord refused the Activity's Entry Point command (are Activities enabled in the developer portal?), registering the other commands without it: %v", err)
		err = put(send[:len(send)-1])
	}
	if err != nil {
		a.logf("discord: registering commands: %v", err)
		return
	}
	a.registered.Store(true)
}

// SameCommands reports whether the commands Discord has registered (have,
// as GET returns them) are ours (want), whatever Discord adds (IDs,
// versions, defaults) and in any order. global compares where the commands
// may be used, which only global commands have.
func SameCommands(have, want []*discordgo.ApplicationCommand, global bool) bool {
	return reflect.DeepEqual(commandKeys(have, global), commandKeys(want, global))
}

// commandKey is what matters in a command.
type commandKey struct {
	Type                     discordgo.ApplicationCommandType
	Name, Description        string
	NameLoc, DescLoc         map[discordgo.Locale]string
	Contexts                 []discordgo.InteractionContextType
	DMPermission             bool
	DefaultMemberPermissions int64
	NSFW                     bool
	Options                  []optionKey
}

type optionKey struct {
	Type                 discordgo.ApplicationCommandOptionType
	Name, Description    string
	NameLoc, DescLoc     map[discordgo.Locale]string
	Required             bool
	Autocomplete         bool
	Choices              []choiceKey
	ChannelTypes         []discordgo.ChannelType
	MinValue, MaxValue   string
	MinLength, MaxLength int
	Options              []optionKey
}

type choiceKey struct {
	Name, Value string
	NameLoc     map[discordgo.Locale]string
}

func commandKeys(cs []*discordgo.ApplicationCommand, global bool) []commandKey {
	out := []commandKey{}
	for _, c := range cs {
		if c == nil {
			continue
		}
		k := commandKey{Type: c.Type, Name: c.Name, Description: c.Description, DMPermission: true,
			NameLoc: locs(c.NameLocalizations), DescLoc: locs(c.DescriptionLocalizations), Options: optionKeys(c.Options)}
		if k.Type == 0 {
			k.Type = discordgo.ChatApplicationCommand
		}
		if global {
			if c.Contexts != nil && len(*c.Contexts) > 0 {
				k.Contexts = append([]discordgo.InteractionContextType(nil), *c.Contexts...)
				sort.Slice(k.Contexts, func(i, j int) bool { return k.Contexts[i] < k.Contexts[j] })
			}
			if c.DMPermission != nil {
				k.DMPermission = *c.DMPermission
			}
		} else {
			k.DMPermission = false
		}
		if c.DefaultMemberPermissions != nil {
			k.DefaultMemberPermissions = *c.DefaultMemberPermissions
		} else {
			k.DefaultMemberPermissions = -1
		}
		k.NSFW = c.NSFW != nil && *c.NSFW
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].Type < out[j].Type
	})
	return out
}

func optionKeys(os []*discordgo.ApplicationCommandOption) []optionKey {
	var out []optionKey
	for _, o := range os {
		if o == nil {
			continue
		}
		k := optionKey{Type: o.Type, Name: o.Name, Description: o.Description, Required: o.Required, Autocomplete: o.Autocomplete,
			NameLoc: locs(&o.NameLocalizations), DescLoc: locs(&o.DescriptionLocalizations),
			MaxLength: o.MaxLength, Options: optionKeys(o.Options)}
		if len(o.ChannelTypes) > 0 {
			k.ChannelTypes = o.ChannelTypes
		}
		if o.MinValue != nil {
			k.MinValue = fmt.Sprint(*o.MinValue)
		}
		if o.MaxValue != 0 {
			k.MaxValue = fmt.Sprint(o.MaxValue)
		}
		if o.MinLength != nil {
			k.MinLength = *o.MinLength
		}
		for _, ch := range o.Choices {
			if ch != nil {
				k.Choices = append(k.Choices, choiceKey{Name: ch.Name, Value: fmt.Sprint(ch.Value), NameLoc: locs(&ch.NameLocalizations)})
			}
		}
		out = append(out, k)
	}
	return out
}

// locs is a localization map, nil when empty.
func locs(m *map[discordgo.Locale]string) map[discordgo.Locale]string {
	if m == nil || len(*m) == 0 {
		return nil
	}
	return *m
}
