package discord

import (
	"fmt"
	"reflect"
	"sort"

	"github.com/bwmarrin/discordgo"
)

// register puts the bot's commands on Discord, only when the registered set
// differs from ApplicationCommands: a bulk overwrite (PUT) reaches every
// server again and, for global commands, may take an hour to settle, so a
// restart with unchanged commands makes none. Only the process running
// shard 0 registers (onReady of shard 0); the other shards of the same bot
// would register the same set.
func (a *Adapter) register(app string) {
	if a.registered.Load() {
		return
	}
	want := ApplicationCommands()
	if a.cfg.GuildID != "" {
		// Where commands may be used applies to global commands only; a
		// guild's commands are in that guild anyway.
		for _, c := range want {
			c.Contexts, c.DMPermission = nil, nil
		}
	}
	var have []*discordgo.ApplicationCommand
	err := a.retry(func() error {
		var err error
		have, err = a.s.ApplicationCommands(app, a.cfg.GuildID)
		return err
	})
	switch {
	case err != nil:
		a.logf("discord: reading the registered commands (registering them again): %v", err)
	case SameCommands(have, want, a.cfg.GuildID == ""):
		a.registered.Store(true)
		return
	}
	if err := a.retry(func() error {
		_, err := a.s.ApplicationCommandBulkOverwrite(app, a.cfg.GuildID, want)
		return err
	}); err != nil {
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
