package discord

import (
	"encoding/json"
	"log/slog"
	"reflect"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// entryPointOn is the Entry Point command registered on f (nil when none)
// and the number of global commands.
func entryPointOn(t *testing.T, f *fakediscord.Server, scope string) (map[string]any, int) {
	t.Helper()
	var list []map[string]any
	if err := json.Unmarshal(f.Commands(scope), &list); err != nil {
		t.Fatal(err)
	}
	for _, c := range list {
		if c["type"] == float64(4) {
			return c, len(list)
		}
	}
	return nil, len(list)
}

// entryKey is what a player or Discord sees of an Entry Point command.
func entryKey(c map[string]any) []any {
	return []any{c["id"], c["name"], c["description"], c["description_localizations"], c["handler"], c["contexts"], c["integration_types"]}
}

// registerOn registers the commands of an adapter configured by cfg on f,
// as its shard 0 does on READY (without a gateway: the test stays fast).
func registerOn(t *testing.T, f *fakediscord.Server, cfg Config) {
	t.Helper()
	cfg.Token, cfg.HTTPClient, cfg.Logger = token, f.Client(), slog.New(slog.DiscardHandler)
	cfg.Host = host(bot.Options{NoImages: true}, cfg.Logger)
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	a.register(fakediscord.AppID)
	if !a.registered.Load() {
		t.Errorf("guild %q, Activity %v: the commands were not registered", cfg.GuildID, cfg.Activity)
	}
}

// TestEntryPointRegistration: on an application whose Activities are
// enabled (Discord's default Entry Point command "launch" registered),
// the bot's bulk overwrite keeps that command as it is while the Activity
// is off, and with it on replaces it by its own (same ID, its localized
// description, handler 2, guild contexts); restarts with nothing changed
// register nothing, and no overwrite is refused. On a guild no Entry
// Point command is sent. Where Activities are not enabled, the Entry Point
// command is refused and the commands are registered without it.
func TestEntryPointRegistration(t *testing.T) {
	f := fakediscord.New()
	defer f.Close()
	f.NoLimits = true
	f.EnableActivity()
	def, _ := entryPointOn(t, f, "")
	n := len(bot.Commands())
	step := func(what string, cfg Config, puts int) {
		t.Helper()
		p0, r0 := f.Count("commands"), f.Count("commands_refused")
		registerOn(t, f, cfg)
		if p, r := f.Count("commands")-p0, f.Count("commands_refused")-r0; p != puts || r != 0 {
			t.Errorf("%s: %d PUT of the commands and %d refused, want %d and 0", what, p, r, puts)
		}
	}
	step("Activity off", Config{}, 1)
	if ep, all := entryPointOn(t, f, ""); !reflect.DeepEqual(entryKey(ep), entryKey(def)) || all != n+1 {
		t.Errorf("Activity off: the Entry Point command %v (%d commands), want Discord's %v kept and %d commands", ep, all, def, n+1)
	}
	step("restart, Activity off", Config{}, 0)

	step("Activity on", Config{Activity: true}, 1)
	ep, all := entryPointOn(t, f, "")
	locs, _ := ep["description_localizations"].(map[string]any)
	if ep["id"] != def["id"] || ep["name"] != "launch" || ep["description"] != bot.EntryPointDescription || ep["handler"] != float64(2) ||
		locs["fr"] != "Jouer aux jeux de mots dans l'Activité : tracez les mots sur une grille en direct" ||
		!reflect.DeepEqual(ep["contexts"], []any{float64(0)}) || !reflect.DeepEqual(ep["integration_types"], []any{float64(0)}) || all != n+1 {
		t.Errorf("Activity on: the Entry Point command %v (%d commands)", ep, all)
	}
	step("restart, Activity on", Config{Activity: true}, 0)
	step("Activity off again", Config{}, 0) // Discord's command, ours now, is kept

	step("on a guild", Config{GuildID: "g1", Activity: true}, 1)
	if ep, all := entryPointOn(t, f, "g1"); ep != nil || all != n {
		t.Errorf("on a guild: %v (%d commands)", ep, all)
	}

	// Activities not enabled: the Entry Point command is refused, the
	// games' commands are registered without it.
	g := fakediscord.New()
	defer g.Close()
	g.NoLimits = true
	registerOn(t, g, Config{Activity: true})
	if ep, all := entryPointOn(t, g, ""); ep != nil || all != n || g.Count("commands_refused") != 1 || g.Count("commands") != 1 {
		t.Errorf("without Activities: %v, %d commands, %d refused, %d registered", ep, all, g.Count("commands_refused"), g.Count("commands"))
	}
}

// TestActivityButtonLaunches: with the Activity on, a Boggle round's
// message has "Play in the Activity"; pressing it is answered with
// LAUNCH_ACTIVITY (type 12, no data) and nothing else, as is the Entry
// Point command when its handler is the app's. (With the Activity off the
// bot answers the button itself: bot's TestActivityButton.)
func TestActivityButtonLaunches(t *testing.T) {
	t.Parallel()
	f, _, _ := startWith(t, Config{Activity: true}, bot.Options{NoImages: true, Lexicon: testLexicon("CAT"), ActivityButton: true})
	f.EnableActivity()
	start := waitAnswer(t, f, f.Command("g1", "c1", alice, "boggle", "start",
		fakediscord.Option{Name: "board", Type: 3, Value: "CATSDOGEXXXXXXXX"}), time.Now())
	want := []fakediscord.Button{{Label: "Guess", CustomID: "guess:1"}, {Label: "Play in the Activity", CustomID: "activity"}}
	if !reflect.DeepEqual(start.Buttons, want) {
		t.Errorf("the round's buttons %v, want %v", start.Buttons, want)
	}
	sent := time.Now()
	for what, id := range map[string]string{"the button": f.Click("g1", "c1", "m1", bob, "activity"), "the Entry Point": f.EntryPoint("g1", "c1", bob)} {
		_, ok := f.Wait(5*time.Second, func(cs []fakediscord.Call) bool {
			for _, c := range cs {
				if c.Interaction == id {
					return true
				}
			}
			return false
		})
		time.Sleep(100 * time.Millisecond) // a second answer would show by now
		var got []string
		for _, c := range f.Calls() {
			if c.Interaction == id {
				got = append(got, c.Kind+" "+string(c.Body))
				t.Logf("%s answered %v after it was sent", what, c.Time.Sub(sent).Round(time.Millisecond))
			}
		}
		if !ok || !reflect.DeepEqual(got, []string{`callback {"type":12}`}) {
			t.Errorf("%s: %v, want one LAUNCH_ACTIVITY", what, got)
		}
	}
}
