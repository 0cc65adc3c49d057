package discord

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestMayPlay: a player may play from the Activity in a channel they may
// see and write in, from the server's roles and the channel's overwrites
// as Discord computes them; others are refused with the reason, and a
// channel of another server than the one named, or one wordbot cannot
// see, is refused too.
func TestMayPlay(t *testing.T) {
	f := fakediscord.New()
	t.Cleanup(f.Close)
	l := slog.New(slog.DiscardHandler)
	a, err := New(Config{Token: token, HTTPClient: f.Client(), Host: host(bot.Options{}, l), Logger: l})
	if err != nil {
		t.Fatal(err)
	}
	const play = fakediscord.PermViewChannel | fakediscord.PermSendMessages
	f.SetGuild(fakediscord.Guild{ID: "700", OwnerID: "1", Everyone: play,
		Roles: map[string]int64{"r-staff": 0, "r-muted": 0},
		Channels: []fakediscord.Channel{
			{ID: "4242", Type: 0},
			// Staff only: @everyone may not see it, the staff role may.
			{ID: "4243", Type: 0, Overwrites: []fakediscord.Overwrite{
				{ID: "700", Type: 0, Deny: fakediscord.PermViewChannel},
				{ID: "r-staff", Type: 0, Allow: fakediscord.PermViewChannel},
			}},
			// Read-only for the muted role; Dan is allowed by name.
			{ID: "4244", Type: 2, Overwrites: []fakediscord.Overwrite{
				{ID: "r-muted", Type: 0, Deny: fakediscord.PermSendMessages},
				{ID: "14", Type: 1, Allow: fakediscord.PermSendMessages},
			}},
		},
		Members: map[string][]string{"11": nil, "12": {"r-staff"}, "13": {"r-muted"}, "14": {"r-muted"}}})
	f.SetGuild(fakediscord.Guild{ID: "800", OwnerID: "1", Everyone: play, Channels: []fakediscord.Channel{{ID: "8000"}}, Members: map[string][]string{"11": nil}})

	const (
		notSee    = "you may not play in this channel: you cannot see it or write in it"
		notMember = "you are not a member of this server"
	)
	for _, c := range []struct {
		guild, channel, user string
		want                 string // "" allowed
	}{
		{"700", "4242", "11", ""},
		{"700", "4243", "11", notSee},    // @everyone denied
		{"700", "4243", "12", ""},        // the staff role allowed
		{"700", "4243", "1", ""},         // the owner sees everything
		{"700", "4244", "11", ""},        // voice channel, no overwrite of hers
		{"700", "4244", "13", notSee},    // muted: cannot write
		{"700", "4244", "14", ""},        // muted, but allowed by name
		{"700", "4242", "99", notMember}, // not in the server
		{"700", "9999", "11", "wordbot cannot see this channel: its games are not played here"},
		{"800", "4242", "11", "this channel is not in the server the Activity was opened in"},
		{"", "4242", "11", "the Activity plays the games of a server's channels, not of direct messages"},
	} {
		err := a.MayPlay(context.Background(), c.guild, c.channel, c.user)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("MayPlay(%s, %s, %s) = %v, want allowed", c.guild, c.channel, c.user, err)
		case c.want != "" && (err == nil || err.Error() != c.want || !errors.Is(err, ErrMayNotPlay)):
			t.Errorf("MayPlay(%s, %s, %s) = %v, want the refusal %q", c.guild, c.channel, c.user, err, c.want)
		}
	}

	// A check that could not be made is no refusal: the player is told to
	// try again.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = a.MayPlay(ctx, "700", "4242", "11")
	if err == nil || errors.Is(err, ErrMayNotPlay) || !strings.HasPrefix(err.Error(), "Discord did not say whether you may play in this channel (try again in a moment): ") {
		t.Errorf("without an answer: %v, want an error that is no refusal", err)
	}
}
