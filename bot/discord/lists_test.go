package discord

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/lexicon"
)

// TestListAutocomplete: the list options are registered with autocomplete;
// typing one, Discord asks the bot, which answers at once (callback type
// 8) with the names of the game's language's lists beginning with what was
// typed first, and [] where it has none; nothing else is sent. The fake
// refuses an answer of another type to an autocomplete interaction.
func TestListAutocomplete(t *testing.T) {
	t.Parallel()
	p := filepath.Join(t.TempDir(), "csw.txt")
	os.WriteFile(p, []byte("qi\nza\n"), 0o644)
	lists := lexicon.NewLists()
	if err := lists.Add("en", "CSW21", p); err != nil {
		t.Fatal(err)
	}
	f, a, _ := start(t, bot.Options{Clock: bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)), Seed: 3, Lists: lists})
	body := string(f.Calls()[1].Body)
	if n := strings.Count(body, `"autocomplete":true`); n != 10 { // 5 start commands, 5 settings
		t.Errorf("%d options with autocomplete registered", n)
	}
	ask := func(u fakediscord.User, name, sub, focused string, opts ...fakediscord.Option) []string {
		t.Helper()
		mark := len(f.Calls())
		id := f.Autocomplete("g1", "c1", u, name, sub, focused, opts...)
		_, ok := f.Wait(5*time.Second, func(cs []fakediscord.Call) bool {
			for _, c := range cs[mark:] {
				if c.Interaction == id {
					return true
				}
			}
			return false
		})
		if !ok {
			t.Fatalf("no answer to the autocomplete of %s", focused)
		}
		time.Sleep(100 * time.Millisecond) // anything else sent would show now
		answers := f.Calls()[mark:]
		if len(answers) != 1 || answers[0].Kind != "callback" || answers[0].Type != 8 {
			t.Fatalf("answers: %v", answers)
		}
		return answers[0].Choices
	}
	if got := strings.Join(ask(alice, "scrabble", "new", "list", fakediscord.Option{Name: "list", Type: 3, Value: "c"}), "|"); got != "CSW21|SCOWL" {
		t.Errorf("scrabble list c: %q", got)
	}
	if got := ask(alice, "boggle", "start", "list", fakediscord.Option{Name: "lang", Type: 3, Value: "es"}, fakediscord.Option{Name: "list", Type: 3, Value: ""}); strings.Join(got, "|") != strings.Join(lexicon.NewLists().Names("es"), "|") {
		t.Errorf("boggle lang:es: %q", got)
	}
	if got := ask(alice, "scrabble", "new", "list", fakediscord.Option{Name: "list", Type: 3, Value: "xyz"}); got == nil || len(got) != 0 {
		t.Errorf("no match: %#v, want []", got)
	}
	mod := fakediscord.User{ID: "22", Name: "mod", ManageServer: true}
	if got := strings.Join(ask(mod, "settings", "", "scrabble_list", fakediscord.Option{Name: "scrabble_list", Type: 3, Value: "cs"}), "|"); got != "CSW21" {
		t.Errorf("settings scrabble_list cs: %q", got)
	}
	// The fake is as strict as Discord: a message answer to an
	// autocomplete, or suggestions to a command, are refused.
	id := f.Autocomplete("g1", "c9", alice, "scrabble", "new", "list", fakediscord.Option{Name: "list", Type: 3, Value: "c"})
	cmd := f.Command("g1", "c9", alice, "help", "")
	for _, c := range []struct {
		id   string
		resp *discordgo.InteractionResponse
	}{
		{id, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource, Data: &discordgo.InteractionResponseData{Content: "hi"}}},
		{cmd, &discordgo.InteractionResponse{Type: discordgo.InteractionApplicationCommandAutocompleteResult, Data: &discordgo.InteractionResponseData{Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "a", Value: "a"}}}}},
	} {
		err := a.Session().InteractionRespond(&discordgo.Interaction{ID: c.id, Token: "tok-" + c.id}, c.resp)
		if err == nil || !strings.Contains(err.Error(), "is not valid for this interaction") {
			t.Errorf("type %d to %s: %v", c.resp.Type, c.id, err)
		}
	}
}
