package discord

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestSettingsPermissions: /settings is registered for Manage Server
// (default_member_permissions 32), the only command so restricted; the
// fake Discord does not enforce it, as if Discord's check were bypassed,
// and the bot refuses a member without Manage Server or Administrator
// from the interaction's member permissions.
func TestSettingsPermissions(t *testing.T) {
	for _, c := range ApplicationCommands() {
		restricted := c.DefaultMemberPermissions != nil
		if restricted != (c.Name == "settings") || (restricted && *c.DefaultMemberPermissions != 0x20) {
			t.Errorf("/%s: default_member_permissions %v", c.Name, c.DefaultMemberPermissions)
		}
	}
	f, _, _ := start(t, bot.Options{Clock: bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)), Seed: 3, Lexicon: testLexicon("CAT")})
	if cs := f.Calls(); !regexp.MustCompile(`"name":"settings","name_localizations":\{[^}]*"it":"impostazioni"[^}]*\},"default_member_permissions":"32",`).Match(cs[1].Body) ||
		strings.Count(string(cs[1].Body), `"default_member_permissions"`) != 1 {
		t.Errorf("registration: %s", cs[1].Body)
	}
	refused := "Only a member with Manage Server can see or change this server's settings."
	for _, tc := range []struct {
		u    fakediscord.User
		want string
	}{
		{alice, refused},
		{fakediscord.User{ID: "21", Name: "chanmod", Manage: true}, refused},
		{fakediscord.User{ID: "22", Name: "mod", ManageServer: true}, "Settings of this server, changed:\nlanguage: default (Boggle en, Ruzzle en, Upwords it, Scarabeo it, Scrabble en)\nthe bot's language: default (each member's own)\nround minutes: default (Boggle 3, Ruzzle 2)\nboard size: 5\n"},
		{fakediscord.User{ID: "23", Name: "owner", Permissions: 0x8}, "Settings of this server, changed:\nlanguage: default (Boggle en, Ruzzle en, Upwords it, Scarabeo it, Scrabble en)\nthe bot's language: default (each member's own)\nround minutes: default (Boggle 3, Ruzzle 2)\nboard size: 5\n"},
	} {
		now := time.Now()
		r := waitAnswer(t, f, f.Command("g1", "c1", tc.u, "settings", "", fakediscord.Option{Name: "size", Type: 4, Value: 5}), now)
		if !r.Ephemeral || !strings.HasPrefix(r.Content, tc.want) {
			t.Errorf("%s: %+v", tc.u.Name, r)
		}
	}
}

// TestDailySubcommands: /daily boggle, ruzzle and scarabeo are Discord
// subcommands that start the player's puzzle privately, and /daily
// standings shows the standings (a command with subcommands cannot be
// invoked bare on Discord).
func TestDailySubcommands(t *testing.T) {
	f, _, _ := start(t, bot.Options{Clock: bot.NewFakeClock(time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)), Seed: 3, DailySeed: "s"})
	for _, game := range []string{"boggle", "ruzzle", "scarabeo"} {
		now := time.Now()
		r := waitAnswer(t, f, f.Command("g1", "c1", alice, "daily", game), now)
		if !r.Ephemeral || !strings.Contains(r.Content, "```") {
			t.Errorf("/daily %s: %+v", game, r)
		}
	}
	now := time.Now()
	r := waitAnswer(t, f, f.Command("g1", "c1", alice, "daily", "standings"), now)
	if !r.Ephemeral || !strings.HasPrefix(r.Content, "🗓️ **Daily puzzles of 2026-01-01** (UTC): /daily boggle, /daily ruzzle, /daily scarabeo.") {
		t.Errorf("/daily standings: %+v", r)
	}
}
