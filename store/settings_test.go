package store

import (
	"context"
	"math"
	"strings"
	"testing"
	"time"
)

// TestGuildSettings: settings are kept per server, replaced whole, refused
// when out of range, and survive a restart.
func TestGuildSettings(t *testing.T) {
	eachBackend(t, testGuildSettings)
}

func testGuildSettings(t *testing.T, open func() Backend) {
	ctx := context.Background()
	s := open()
	if st, err := s.GuildSettings(ctx, "g1"); err != nil || st != (Settings{}) {
		t.Fatalf("no settings yet: %+v, %v", st, err)
	}
	want := Settings{Lang: "it", Minutes: 2.5, Size: 5, Dict: DictCommon, TurnTimeout: 3 * time.Minute, Stop: StopPlayers, NoDaily: true, BoggleList: "CSW21", UpwordsList: "Zingarelli 2024"}
	if err := s.SaveGuildSettings(ctx, "g1", Settings{Lang: "en"}); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveGuildSettings(ctx, "g1", want); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveGuildSettings(ctx, "g2", Settings{TurnTimeout: -1}); err != nil {
		t.Fatal(err)
	}
	// every language Boggle, Ruzzle and Upwords play is a server's language
	for _, lang := range []string{"fr", "es", "de", "pt"} {
		if err := s.SaveGuildSettings(ctx, "g3", Settings{Lang: lang}); err != nil {
			t.Errorf("lang %s: %v", lang, err)
		}
	}
	for _, bad := range []Settings{{Lang: "nl"}, {Dict: "huge"}, {Stop: "anyone"}, {Size: -1}, {Minutes: -2}, {Minutes: math.NaN()}, {ScrabbleList: strings.Repeat("x", MaxListName+1)}} {
		if err := s.SaveGuildSettings(ctx, "g1", bad); ErrorCode(err) != EInvalid {
			t.Errorf("%+v: %v, want EInvalid", bad, err)
		}
	}
	s = open() // another process, or after a restart
	if st, err := s.GuildSettings(ctx, "g1"); err != nil || st != want {
		t.Errorf("g1 after a restart: %+v, %v; want %+v", st, err, want)
	}
	if st, _ := s.GuildSettings(ctx, "g2"); st != (Settings{TurnTimeout: -1}) {
		t.Errorf("g2: %+v", st)
	}
	// The interface language: one of the bot's six, kept as it is.
	if err := s.SaveGuildSettings(ctx, "g3", Settings{Locale: "pt"}); err != nil {
		t.Fatal(err)
	}
	if st, err := open().GuildSettings(ctx, "g3"); err != nil || st != (Settings{Locale: "pt"}) {
		t.Errorf("g3: %+v, %v", st, err)
	}
	if err := s.SaveGuildSettings(ctx, "g3", Settings{Locale: "ja"}); ErrorCode(err) != EInvalid {
		t.Errorf("locale ja: %v, want EInvalid", err)
	}
}
