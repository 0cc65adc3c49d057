package discord

import (
	"encoding/json"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// openOn connects an adapter configured by cfg to f and waits until it has
// handled READY (and registered the commands, when it does).
func openOn(t *testing.T, f *fakediscord.Server, cfg Config) *Adapter {
	t.Helper()
	cfg.Token, cfg.HTTPClient, cfg.Logger = token, f.Client(), slog.New(slog.DiscardHandler)
	cfg.Host = host(bot.Options{NoImages: true}, cfg.Logger)
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for !a.connected() || (cfg.ShardID == 0 && !a.registered.Load()) {
		if time.Now().After(deadline) {
			t.Fatal("the adapter did not get ready")
		}
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(50 * time.Millisecond) // a stray PUT would show by now
	return a
}

// TestCommandsRegisteredOnlyWhenChanged: the first start registers the
// commands (one PUT); a restart with the same commands makes none, on a
// guild and globally; a changed registered set is registered again; a
// second shard registers nothing, and its shard reaches Identify.
func TestCommandsRegisteredOnlyWhenChanged(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	step := func(what string, cfg Config, gets, puts int) {
		t.Helper()
		g0, p0 := f.Count("get_commands"), f.Count("commands")
		a := openOn(t, f, cfg)
		a.Close()
		if g, p := f.Count("get_commands")-g0, f.Count("commands")-p0; g != gets || p != puts {
			t.Errorf("%s: %d GET and %d PUT of the commands, want %d and %d", what, g, p, gets, puts)
		}
	}
	guild := Config{GuildID: "g1"}
	step("first start", guild, 1, 1)
	step("restart", guild, 1, 0)
	step("restart again", guild, 1, 0)

	// Someone changed a description on Discord: ours are put back.
	var cmds []map[string]any
	if err := json.Unmarshal(f.Commands("g1"), &cmds); err != nil || len(cmds) != len(bot.Commands()) {
		t.Fatalf("registered: %v %s", err, f.Commands("g1"))
	}
	cmds[3]["description"] = "something else"
	changed, _ := json.Marshal(cmds)
	f.SetCommands("g1", changed)
	step("changed", guild, 1, 1)
	step("restart after the change", guild, 1, 0)
	for _, c := range f.Calls() {
		if b := string(c.Body); c.Kind == "commands" && (strings.Contains(b, `"contexts"`) || strings.Contains(b, `"dm_permission"`)) {
			t.Errorf("guild commands put with global-only fields: %.300s", b)
		}
	}

	// Global commands, with their contexts: the same.
	step("first global start", Config{}, 1, 1)
	step("global restart", Config{}, 1, 0)
	if s := string(f.Commands("")); !strings.Contains(s, `"contexts":[0]`) || !strings.Contains(s, `"dm_permission":false`) {
		t.Errorf("global commands usable in DMs: %.300s", s)
	}

	// Shard 1 of 2, with the commands changed: no GET, no PUT.
	f.SetCommands("g1", []byte("[]"))
	step("shard 1", Config{GuildID: "g1", ShardID: 1, ShardCount: 2}, 0, 0)
	shards := f.Shards()
	if last := shards[len(shards)-1]; last != [2]int{1, 2} {
		t.Errorf("Identify of shard 1 of 2 sent shard %v", last)
	}
	if first := shards[0]; first != [2]int{0, 1} {
		t.Errorf("Identify without shards sent shard %v", first)
	}
	if _, err := New(Config{Token: token, ShardID: 2, ShardCount: 2}); err == nil {
		t.Error("shard 2 of 2 accepted")
	}
}

// TestSameCommands: Discord's answer differs from what was sent (IDs,
// versions, defaults, no empty fields, another order) and is still the
// same; any change that players would see is a difference.
func TestSameCommands(t *testing.T) {
	want := ApplicationCommands()
	// What Discord answers to a GET after our PUT.
	f := fakediscord.New()
	defer f.Close()
	body, _ := json.Marshal(want)
	f.SetCommands("", body)
	var have []*discordgo.ApplicationCommand
	roundTrip := func() {
		t.Helper()
		have = nil
		raw := f.Commands("")
		var list []map[string]any
		json.Unmarshal(raw, &list)
		// Another order, IDs.
		for i, j := 0, len(list)-1; i < j; i, j = i+1, j-1 {
			list[i], list[j] = list[j], list[i]
		}
		for _, c := range list {
			c["id"], c["version"], c["type"] = "1", "2", 1
		}
		raw, _ = json.Marshal(list)
		if err := json.Unmarshal(raw, &have); err != nil {
			t.Fatal(err)
		}
	}
	roundTrip()
	if !SameCommands(have, want, true) {
		t.Fatal("the same commands differ")
	}
	changes := map[string]func([]*discordgo.ApplicationCommand){
		"a description": func(c []*discordgo.ApplicationCommand) { c[0].Description += "!" },
		"an Italian name": func(c []*discordgo.ApplicationCommand) {
			for _, cmd := range c {
				if cmd.Name == "guess" {
					(*cmd.NameLocalizations)[discordgo.Italian] = "x"
				}
			}
		},
		"a maximum":       func(c []*discordgo.ApplicationCommand) { c[0].Options[0].Options[0].MaxValue++ },
		"a choice":        func(c []*discordgo.ApplicationCommand) { c[0].Options[0].Options[3].Choices[0].Name = "x" },
		"contexts":        func(c []*discordgo.ApplicationCommand) { c[1].Contexts = nil },
		"a command fewer": func(c []*discordgo.ApplicationCommand) { c[len(c)-1] = nil },
		"option order": func(c []*discordgo.ApplicationCommand) {
			o := c[0].Options[0].Options
			o[0], o[1] = o[1], o[0]
		},
	}
	for what, change := range changes {
		mine := ApplicationCommands()
		change(mine)
		if SameCommands(have, mine, true) {
			t.Errorf("changing %s is not a difference", what)
		}
	}
	// On a guild, contexts do not apply.
	mine := ApplicationCommands()
	mine[1].Contexts = nil
	if !SameCommands(have, mine, false) {
		t.Error("contexts compared on a guild")
	}
}
