package bot

import (
	"strings"
	"testing"
	"time"
)

// TestGuildRemovedMemStore: with a plain Store (no GuildLister, no
// GoneStore), GUILD_DELETE still ends the removed server's rounds (c1 of
// g1) and leaves g2's (c2): at the deadline only c2 is reported, and c1's
// session is deleted.
func TestGuildRemovedMemStore(t *testing.T) {
	b, rec, clk, st := newTestBot(t)
	start := func(guild, channel string) {
		c := cmd(alice, "boggle", "start", "board", "CATS DOGE XXXX XXXX", "minutes", "1")
		c.Guild, c.Channel = guild, channel
		b.Handle(c)
	}
	start("g1", "c1")
	start("g2", "c2")
	rec.take()
	b.GuildRemoved("g1")
	b.Wait()
	if data, _ := st.Load("c1"); data != nil {
		t.Errorf("c1's session kept: %s", data)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	reported := 0
	for _, s := range rec.take() {
		if s.T.Channel != "c2" {
			t.Errorf("sent to %s: %q", s.T.Channel, s.R.Text)
		}
		if strings.Contains(s.R.Text, "Boggle: results") {
			reported++
		}
	}
	if reported != 1 {
		t.Errorf("c2 reported %d times", reported)
	}
	if reason, gone := b.goneReason("g1", "c1"); !gone || reason != GoneRemoved {
		t.Errorf("g1: %q %v", reason, gone)
	}
	if _, gone := b.goneReason("g2", "c2"); gone {
		t.Error("g2 gone")
	}
}

// TestGuildRemovedNotInMemory: a bot that has not loaded the sessions (a
// plain Lister) finds the removed server's by listing them all: c1 of g1
// is deleted, c2 of g2 kept.
func TestGuildRemovedNotInMemory(t *testing.T) {
	b, _, _, st := newTestBot(t)
	for _, ch := range []struct{ guild, channel string }{{"g1", "c1"}, {"g2", "c2"}} {
		c := cmd(alice, "boggle", "start", "board", "CATS DOGE XXXX XXXX", "minutes", "1")
		c.Guild, c.Channel = ch.guild, ch.channel
		b.Handle(c)
	}
	b.Shutdown()
	b2 := New(b.Options(), &recorder{})
	b2.GuildRemoved("g1")
	b2.Wait()
	if data, _ := st.Load("c1"); data != nil {
		t.Errorf("c1's session kept: %s", data)
	}
	if data, _ := st.Load("c2"); data == nil {
		t.Error("c2's session deleted")
	}
	b2.Shutdown()
}
