package bot

import (
	"context"
	"strings"
	"testing"
	"time"
)

// TestSettingsAreDefaults: a server's stored settings are the defaults of
// its rounds (size, minutes, language), an explicit option still wins, and
// another server keeps the configured defaults.
func TestSettingsAreDefaults(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	if err := b.opt.Settings.SaveGuildSettings(context.Background(), "g1", Settings{Lang: "it", Minutes: 1.5, Size: 5}); err != nil {
		t.Fatal(err)
	}
	b.Handle(cmd(alice, "boggle", "start"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 5x5 (it): 1:30,") {
		t.Fatalf("start with the server's settings: %+v", out)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "boggle", "start", "size", "4", "minutes", "2", "lang", "en"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 4x4 (en): 2 minutes") {
		t.Fatalf("explicit options: %+v", out)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	rec.take()
	other := cmd(alice, "boggle", "start")
	other.Guild, other.Channel = "g2", "c2"
	b.Handle(other)
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Boggle** 4x4 (en): 3 minutes") {
		t.Fatalf("another server: %+v", out)
	}
}
