package main

import (
	"os"
	"testing"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestInternalURL: the address advertised to the other shard processes is
// web.internal_url, else http:// and the address served, with this
// machine's name for an address on all interfaces.
func TestInternalURL(t *testing.T) {
	host, err := os.Hostname()
	if err != nil {
		t.Skip(err)
	}
	for _, c := range []struct{ configured, addr, want string }{
		{"http://10.0.0.5:8080", "127.0.0.1:8080", "http://10.0.0.5:8080"},
		{"", "10.0.0.7:8081", "http://10.0.0.7:8081"},
		{"", "[::]:8080", "http://" + host + ":8080"},
		{"", "0.0.0.0:8080", "http://" + host + ":8080"},
	} {
		if got := internalURL(c.configured, c.addr); got != c.want {
			t.Errorf("internalURL(%q, %q) = %q, want %q", c.configured, c.addr, got, c.want)
		}
	}
}

// activityGuild gives the fake Discord the server guild with channel, where
// alice and bob are members who may see it and write in it: the Activity
// lets only such players in (discord.Adapter.MayPlay).
func activityGuild(f *fakediscord.Server, guild string, channels ...string) {
	g := fakediscord.Guild{ID: guild, OwnerID: "1", Everyone: fakediscord.PermViewChannel | fakediscord.PermSendMessages,
		Members: map[string][]string{alice.ID: nil, bob.ID: nil}}
	for _, c := range channels {
		g.Channels = append(g.Channels, fakediscord.Channel{ID: c})
	}
	f.SetGuild(g)
}
