package bot

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestGuildRemovedMemStore: with the Store in memory, GUILD_DELETE ends
// the removed server's rounds (c1 of g1) and leaves g2's (c2): at the
// deadline only c2 is reported, and c1's session is deleted.
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

// TestGuildRemovedNotInMemory: a bot that has not loaded the sessions
// finds the removed server's in the store (ChannelsOf): c1 of g1 is
// deleted, c2 of g2 kept.
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

// TestDailyEndInRemovedServer: a daily Boggle play started in c1 of g1
// ends after the bot is removed from g1: the play is finished (the
// player's result), its channel line is not sent but dropped with reason
// removed; a play of g2 ending at the same time gets its line.
func TestDailyEndInRemovedServer(t *testing.T) {
	clk := NewFakeClock(t0)
	b, rec := newDailyBot(t, "secret", clk)
	b.Handle(dailyCmd(alice, "g1", "c1", "boggle"))
	b.Handle(dailyCmd(bob, "g2", "c2", "boggle"))
	rec.take()
	b.GuildRemoved("g1")
	b.Wait()
	clk.Advance(3 * time.Minute)
	b.Wait()
	var to []string
	for _, s := range rec.take() {
		if s.R.Text == "" {
			continue // an empty Send (no request on Discord)
		}
		to = append(to, s.T.Channel)
		if s.T.Channel == "c1" {
			t.Errorf("sent to c1: %+v", s.R)
		}
	}
	if len(to) != 1 || to[0] != "c2" {
		t.Errorf("lines sent to %q, want c2's", to)
	}
	play, ok, err := b.opt.Daily.DailyPlay(context.Background(), dayOf(t0), "boggle", alice.ID)
	if err != nil || !ok || !play.Finished {
		t.Errorf("alice's play: %+v %v %v", play, ok, err)
	}
}
