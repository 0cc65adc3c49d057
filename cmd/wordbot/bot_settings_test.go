package main

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

// Every option of config.yaml reaches the bot.
func TestLoadBotSettings(t *testing.T) {
	dir := t.TempDir()
	cubes := filepath.Join(dir, "cubes.txt")
	os.WriteFile(cubes, []byte(strings.Repeat("AAEEGN\n", 16)), 0o644)
	cfg := filepath.Join(dir, "c.yaml")
	os.WriteFile(cfg, []byte(`data_dir: `+dir+`
boggle:
  cubes: `+cubes+`
  qu_face: true
  scoring: linear
scarabeo:
  two_letter_words: any
  turn_timeout: 1h
scrabble:
  lang: it
  turn_timeout: 0s
upwords:
  lang: en
  turn_timeout: 5m
  hand: 8
`), 0o644)
	s, err := loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg}))
	if err != nil {
		t.Fatal(err)
	}
	o := s.opt
	if len(o.BoggleCubes) != 16 || o.BoggleCubes[0] != [6]byte{'A', 'A', 'E', 'E', 'G', 'N'} || !o.BoggleQuFace || o.BoggleScoring != "linear" {
		t.Errorf("boggle options %d cubes, qu %v, scoring %q", len(o.BoggleCubes), o.BoggleQuFace, o.BoggleScoring)
	}
	if !o.ScarabeoTwoLetterAny || o.ScrabbleLang != "it" || o.UpwordsLang != "en" || o.UpwordsHand != 8 {
		t.Errorf("turn game options %+v", o)
	}
	if o.TurnTimeout != time.Hour || o.ScrabbleTurnTimeout != -1 || o.UpwordsTurnTimeout != 5*time.Minute {
		t.Errorf("turn timeouts %v %v %v", o.TurnTimeout, o.ScrabbleTurnTimeout, o.UpwordsTurnTimeout)
	}
	if s.storePath != filepath.Join(dir, "wordbot.db") {
		t.Errorf("store path %q", s.storePath)
	}

	os.WriteFile(cubes, []byte("AAEEGN\nABC\n"), 0o644)
	_, err = loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg}))
	if err == nil || !strings.Contains(err.Error(), "config boggle.cubes: "+cubes+": ") || !strings.Contains(err.Error(), "line 2") {
		t.Errorf("bad cube file: %v", err)
	}
}

// discord.shard_id (one shard) or discord.shards (a list) and
// discord.shard_count reach the adapter.
func TestShardSettings(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "c.yaml")
	os.WriteFile(cfg, []byte("discord:\n  shard_count: 3\n"), 0o644)
	s, err := loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg, "WORDBOT_DISCORD_SHARD_ID": "1"}))
	if err != nil || !reflect.DeepEqual(s.shards, []int{1}) || s.shardCount != 3 {
		t.Errorf("shards %v of %d, %v", s.shards, s.shardCount, err)
	}
	os.WriteFile(cfg, []byte("discord:\n  shard_count: 8\n  shards: 6-7, 0-2,4\n"), 0o644)
	s, err = loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg}))
	if err != nil || !reflect.DeepEqual(s.shards, []int{0, 1, 2, 4, 6, 7}) || s.shardCount != 8 {
		t.Errorf("shards %v of %d, %v", s.shards, s.shardCount, err)
	}
	s, err = loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg, "WORDBOT_DISCORD_SHARDS": "3"}))
	if err != nil || !reflect.DeepEqual(s.shards, []int{3}) {
		t.Errorf("WORDBOT_DISCORD_SHARDS=3: shards %v, %v", s.shards, err)
	}
}

// Issue 13 item 16: the terminal can be played in Italian by configuration,
// not only through LANG.
func TestTerminalLang(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "c.yaml")
	os.WriteFile(cfg, []byte("{}\n"), 0o644)
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, ""},
		{map[string]string{"LANG": "it_IT.UTF-8"}, "it"},
		{map[string]string{"WORDBOT_TERMINAL_LANG": "it"}, "it"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "de"},
		{map[string]string{"LANG": "pt_BR.UTF-8"}, "pt"},
		{map[string]string{"LANG": "ja_JP.UTF-8"}, ""},
		{map[string]string{"WORDBOT_TERMINAL_LANG": "fr"}, "fr"},
		{map[string]string{"WORDBOT_TERMINAL_LANG": "en", "LANG": "it_IT.UTF-8"}, "en"},
	} {
		tc.env["WORDBOT_CONFIG"] = cfg
		s, err := loadBotSettings(envOf(tc.env))
		if err != nil || s.locale != tc.want {
			t.Errorf("%v: locale %q, %v; want %q", tc.env, s.locale, err, tc.want)
		}
	}
	_, err := loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg, "WORDBOT_TERMINAL_LANG": "ja"}))
	if err == nil || !strings.Contains(err.Error(), `terminal.lang must be en, it, fr, es, de, pt or empty, not "ja"`) {
		t.Errorf("ja: %v", err)
	}
}

// Issue 13 item 8: the terminal's channel managers are configurable.
func TestTerminalManagersSetting(t *testing.T) {
	cfg := filepath.Join(t.TempDir(), "c.yaml")
	os.WriteFile(cfg, []byte("terminal:\n  managers: player, Bea\n"), 0o644)
	s, err := loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg}))
	if err != nil || len(s.managers) != 2 || s.managers[0] != "player" || strings.TrimSpace(s.managers[1]) != "Bea" {
		t.Errorf("managers %q, %v", s.managers, err)
	}
	os.WriteFile(cfg, []byte("{}\n"), 0o644)
	if s, _ := loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": cfg})); s.managers != nil {
		t.Errorf("default managers %q, want nil (the first player)", s.managers)
	}
}
