package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"
)

func envOf(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

// The documented config.yaml must say exactly what the defaults are.
func TestConfigFileMatchesDefaults(t *testing.T) {
	data, err := os.ReadFile("../../config.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var c Config
	if err := decodeConfig(data, &c); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c, DefaultConfig()) {
		t.Errorf("config.yaml = %+v\ndefaults    = %+v", c, DefaultConfig())
	}
}

func TestConfigOverrides(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.yaml")
	os.WriteFile(path, []byte("boggle:\n  minutes: 5\n  lang: it\nupwords:\n  size: 12\n"), 0o644)
	c, err := LoadConfig(envOf(map[string]string{
		"WORDBOT_CONFIG":                path,
		"WORDBOT_BOGGLE_MINUTES":        "2",
		"WORDBOT_SCARABEO_TURN_TIMEOUT": "90s",
		"WORDBOT_RUZZLE_LENGTH_BONUS":   "false",
		"WORDBOT_DATA_DIR":              "/tmp/x",
		"DISCORD_TOKEN":                 "secret",
		"WORDBOT_MEMORY_LIMIT":          "180MiB",
		"WORDBOT_MEMORY_MAP_FILES":      "false",
	}))
	if err != nil {
		t.Fatal(err)
	}
	want := DefaultConfig()
	want.Boggle.Minutes = 2 // env beats the file
	want.Boggle.Lang = "it"
	want.Upwords.Size = 12
	want.Scarabeo.TurnTimeout = 90 * time.Second
	want.Ruzzle.LengthBonus = false
	want.DataDir = "/tmp/x"
	want.Discord.Token = "secret"
	want.Memory = MemoryConfig{Limit: "180MiB", MapFiles: false, MapIdle: 30 * time.Minute}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("got  %+v\nwant %+v", c, want)
	}
}

func TestConfigErrors(t *testing.T) {
	dir := t.TempDir()
	n := 0
	write := func(s string) string {
		n++
		p := filepath.Join(dir, fmt.Sprintf("c%d.yaml", n))
		os.WriteFile(p, []byte(s), 0o644)
		return p
	}
	tests := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{"WORDBOT_CONFIG": filepath.Join(dir, "none.yaml")}, "no such file"},
		{map[string]string{"WORDBOT_CONFIG": write("boggle:\n  minuets: 3\n")}, "c1.yaml: line 2: boggle.minuets is not an option"},
		{map[string]string{"WORDBOT_CONFIG": write("boggle: [\n")}, "c2.yaml: yaml: line 1: did not find expected node content"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_BOGGLE_SIZE": "four"}, `WORDBOT_BOGGLE_SIZE="four": want a whole number`},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_BOGGLE_SIZE": "9"}, "boggle.size must be 4, 5 or 6, not 9"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_WEB_ADDR": "127.0.0.1:8080"}, "web.public_url must be set with web.addr"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_WEB_ADDR": "127.0.0.1:8080", "WORDBOT_WEB_PUBLIC_URL": "https://w.example",
			"WORDBOT_DISCORD_CLIENT_ID": "12"}, "discord.client_secret must be set with web.addr (prefer WORDBOT_DISCORD_CLIENT_SECRET)"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_WEB_PUBLIC_URL": "w.example"}, `web.public_url must be an http:// or https:// URL such as https://wordbot.example.com, not "w.example"`},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_WEB_INTERNAL_URL": "10.0.0.5:8080"}, `web.internal_url must be an http:// or https:// address such as http://10.0.0.5:8080, not "10.0.0.5:8080"`},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_UPWORDS_TURN_TIMEOUT": "soon"}, "want a duration"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_MEMORY_MAP_IDLE": "-1m"}, "memory.map_idle must not be negative, not -1m0s"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_MEMORY_LIMIT": "180MB"}, `memory.limit: want a size such as 180MiB or 1GiB (B, KiB, MiB, GiB, TiB), not "180MB"`},
		{map[string]string{"WORDBOT_CONFIG": write("scarabeo:\n  two_letter_words: some\n")}, `scarabeo.two_letter_words must be lexicon or any, not "some"`},
		// Scrabble plays each language with its tiles; there is no Dutch set.
		{map[string]string{"WORDBOT_CONFIG": write("scrabble:\n  lang: nl\n")}, `scrabble.lang must be en, it, fr, es, de or pt, not "nl"`},
		// Issue 13 item 17: no Go type names, every error on one line.
		{map[string]string{"WORDBOT_CONFIG": write("boggle:\n  minute: 3\n  size: four\nruzzle: 5\nbogus: 1\nupwords:\n  turn_timeout: soon\n  qu_face: yes\n")},
			// Issue 26: the first problem with its token, the others' lines
			// (a mistyped path must not print another file's lines).
			`line 2: boggle.minute is not an option; more problems on lines 3, 4, 5, 7 and 8`},
		{map[string]string{"WORDBOT_CONFIG": write("ruzzle: 5\nboggle:\n  size: four\n")}, `line 1: "5" is not a section of options; another problem on line 3`},
		// A list or a section where a value goes: no Go type named.
		{map[string]string{"WORDBOT_CONFIG": write("data_dir: [a]\n")}, "line 1: a list is not text"},
		{map[string]string{"WORDBOT_CONFIG": write("[1, 2]\n")}, "line 1: a list is not a section of options"},
		{map[string]string{"WORDBOT_CONFIG": write("boggle:\n  size: {a: 1}\n")}, "line 2: a section is not a whole number"},
		// A fraction for a whole number is refused (the decoder cut 5.5 to 5).
		{map[string]string{"WORDBOT_CONFIG": write("boggle:\n  size: 5.5\nupwords:\n  hand: 7.2\n")}, `line 2: "5.5" is not a whole number; another problem on line 4`},
		{map[string]string{"WORDBOT_CONFIG": write("upwords:\n  turn_timeout: 5\n")}, `line 2: "5" is not a duration such as 90s, 3m or 24h`},
		// The config and the command line take the engine's range of
		// check_min_length (the config said 2 to 10, the engine 2 to 99).
		{map[string]string{"WORDBOT_CONFIG": write("upwords:\n  check_min_length: 100\n")}, "upwords.check_min_length must be 2 to 99, not 100"},
		// A turn clock too short to play a turn ends every game at once.
		{map[string]string{"WORDBOT_CONFIG": write("scrabble:\n  turn_timeout: 1ns\n")}, "scrabble.turn_timeout must be 0 (never) or at least 10s, not 1ns"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_UPWORDS_TURN_TIMEOUT": "-5m"}, "upwords.turn_timeout must be 0 (never) or at least 10s, not -5m0s"},
		// values score ruzzle.lang's rounds, which the en and it tables
		// cannot for a language with letters beyond A-Z.
		{map[string]string{"WORDBOT_CONFIG": write("ruzzle:\n  lang: es\n  values: it\n")}, `ruzzle.values sets the values of ruzzle.lang's rounds, and the en and it tables have no value for the letters of "es"`},
		// The minutes of the config and of /boggle start agree: 0.25 to 30.
		{map[string]string{"WORDBOT_CONFIG": write("boggle:\n  minutes: 31\n")}, "boggle.minutes must be 0.25 to 30, not 31"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_RUZZLE_MINUTES": "0.2"}, "ruzzle.minutes must be 0.25 to 30, not 0.2"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_RUZZLE_MINUTES": "two"}, `WORDBOT_RUZZLE_MINUTES="two": want a number such as 2 or 0.5`},
		// Ruzzle rounds are 4x4 to 6x6 (/ruzzle start refused every round
		// of the 2 to 8 the config took).
		{map[string]string{"WORDBOT_CONFIG": write("ruzzle:\n  size: 3\n")}, "ruzzle.size must be 4, 5 or 6, not 3"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_RUZZLE_SIZE": "8"}, "ruzzle.size must be 4, 5 or 6, not 8"},
		// Upwords: sizes 6-16, hands 2-12 on every surface.
		{map[string]string{"WORDBOT_CONFIG": write("upwords:\n  size: 20\n")}, "upwords.size must be 6 to 16, not 20"},
		{map[string]string{"WORDBOT_CONFIG": write("upwords:\n  hand: 13\n")}, "upwords.hand must be 2 to 12, not 13"},
		// Shards: shard_id is 0 to shard_count-1.
		{map[string]string{"WORDBOT_CONFIG": write("discord:\n  shard_count: 0\n")}, "discord.shard_count must be 1 to 65536, not 0"},
		{map[string]string{"WORDBOT_CONFIG": write("discord:\n  shard_count: 4\n  shards: 0-4\n")}, "discord.shards: shard 4 does not exist (0 to 3 with shard_count 4)"},
		{map[string]string{"WORDBOT_CONFIG": write("discord:\n  shard_count: 4\n  shards: 1,0-2\n")}, "discord.shards: shard 1 is listed twice"},
		{map[string]string{"WORDBOT_CONFIG": write("discord:\n  shard_count: 4\n  shards: 3-1\n")}, `discord.shards: the range "3-1" goes backwards`},
		{map[string]string{"WORDBOT_CONFIG": write("discord:\n  shard_count: 4\n  shards: 0-\n")}, `discord.shards: "" is not a shard number`},
		{map[string]string{"WORDBOT_CONFIG": write("discord:\n  shard_count: 4\n  shards: 1\n  shard_id: 2\n")}, "set discord.shards or discord.shard_id, not both"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_DISCORD_API_URL": "nirn:8080"}, `discord.api_url must be an http:// or https:// URL such as http://nirn-proxy:8080, not "nirn:8080"`},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_DISCORD_SHARD_ID": "2", "WORDBOT_DISCORD_SHARD_COUNT": "2"}, "discord.shard_id must be 0 to shard_count-1 (1), not 2"},
	}
	for _, tt := range tests {
		_, err := LoadConfig(envOf(tt.env))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("LoadConfig(%v) error = %v, want it to contain %q", tt.env, err, tt.want)
		} else if m := err.Error(); strings.Contains(m, "main.") || strings.Contains(m, "unmarshal") || strings.Contains(m, "\n") {
			t.Errorf("LoadConfig(%v) error names a Go type or has several lines: %q", tt.env, m)
		}
	}
	// No file at all is fine: the defaults.
	old, _ := os.Getwd()
	os.Chdir(dir)
	defer os.Chdir(old)
	c, err := LoadConfig(envOf(nil))
	if err != nil || !reflect.DeepEqual(c, DefaultConfig()) {
		t.Errorf("no file: %v %+v", err, c)
	}
}

func TestConfigFractionalMinutes(t *testing.T) {
	c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": filepath.Join(t.TempDir(), "none.yaml")}))
	if err == nil {
		t.Fatal("a named missing file loaded")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "c.yaml")
	os.WriteFile(path, []byte("boggle:\n  minutes: 0.5\nupwords:\n  size: 16\n  hand: 2\n"), 0o644)
	c, err = LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": path, "WORDBOT_RUZZLE_MINUTES": "30"}))
	if err != nil || c.Boggle.Minutes != 0.5 || c.Ruzzle.Minutes != 30 || c.Upwords.Size != 16 || c.Upwords.Hand != 2 {
		t.Errorf("got %v %+v", err, c)
	}
}

// TestConfigEmptyName: WORDBOT_CONFIG set empty reads ./config.yaml when
// there is one, and the defaults when not, as if unset (it failed with
// "config: open : no such file or directory").
func TestConfigEmptyName(t *testing.T) {
	dir := t.TempDir()
	old, _ := os.Getwd()
	os.Chdir(dir)
	defer os.Chdir(old)
	env := envOf(map[string]string{"WORDBOT_CONFIG": ""})
	if c, err := LoadConfig(env); err != nil || !reflect.DeepEqual(c, DefaultConfig()) {
		t.Errorf("no file: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "config.yaml"), []byte("boggle:\n  size: 5\n"), 0o644)
	if c, err := LoadConfig(env); err != nil || c.Boggle.Size != 5 {
		t.Errorf("config.yaml: %v, size %d", err, c.Boggle.Size)
	}
}

// TestConfigZeroTurnTimeout: turn_timeout: 0 ("0: never", config.yaml) is
// read in the file as the environment reads it (the decoder refused a bare 0
// as no duration); 4.0 and 1e1 are whole numbers.
func TestConfigZeroTurnTimeout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "c.yaml")
	os.WriteFile(path, []byte("scarabeo:\n  turn_timeout: 0   # never\nscrabble: {turn_timeout: 00}\nupwords:\n  turn_timeout: 0\n  size: 1e1\n  hand: 4.0\n"), 0o644)
	c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": path}))
	if err != nil || c.Scarabeo.TurnTimeout != 0 || c.Scrabble.TurnTimeout != 0 || c.Upwords.TurnTimeout != 0 || c.Upwords.Size != 10 || c.Upwords.Hand != 4 {
		t.Errorf("got %v %+v %+v %+v", err, c.Scarabeo, c.Scrabble, c.Upwords)
	}
}

// Issue 13 item 17: an unknown WORDBOT_* variable stops the bot with one
// line, as an unknown key in the file does.
func TestUnknownEnvironmentVariable(t *testing.T) {
	err := checkEnvNames([]string{"HOME=/root", "WORDBOT_CONFIG=x", "WORDBOT_BOGGLE_MINUTES=2", "WORDBOT_TEST_CHILD=1", "WORDBOT_DISCORD_GUILD_ID=g"})
	if err != nil {
		t.Errorf("known names refused: %v", err)
	}
	err = checkEnvNames([]string{"WORDBOT_BOGGLE_MINUTES=2", "WORDBOT_BOGGLE_MINUTE=2"})
	want := "config: WORDBOT_BOGGLE_MINUTE is not an option (see config.yaml for the names, such as WORDBOT_BOGGLE_MINUTES)"
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %q", err, want)
	}
	if err := checkEnvNames([]string{"WORDBOT_BOGGLE=1"}); err == nil {
		t.Error("a section name taken as an option")
	}
}

func TestBotStopsOnUnknownVariable(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("WORDBOT_CONFIG", filepath.Join(dir, "none.yaml"))
	os.WriteFile(filepath.Join(dir, "none.yaml"), []byte("{}\n"), 0o644)
	t.Setenv("WORDBOT_DATA_DIR", dir)
	t.Setenv("DISCORD_TOKEN", "")
	t.Setenv("WORDBOT_BOGGLE_MINUTE", "2")
	var out, errb bytes.Buffer
	code := run(nil, strings.NewReader("/quit\n"), &out, &errb)
	want := "wordbot: config: WORDBOT_BOGGLE_MINUTE is not an option (see config.yaml for the names, such as WORDBOT_BOGGLE_MINUTES)\n"
	if code != 2 || errb.String() != want || out.Len() != 0 {
		t.Errorf("exit %d, stderr %q, stdout %q", code, errb.String(), out.String())
	}
}

func TestParseShards(t *testing.T) {
	for _, tt := range []struct {
		list  string
		count int
		want  []int
		err   string
	}{
		{"0", 1, []int{0}, ""},
		{"0-3", 4, []int{0, 1, 2, 3}, ""},
		{" 5 , 0-1 ,3-3", 6, []int{0, 1, 3, 5}, ""},
		{"", 4, nil, "no shard listed"},
		{"a", 4, nil, `"a" is not a shard number`},
		{"-1", 4, nil, `"" is not a shard number`},
		{"+1", 4, nil, `"+1" is not a shard number`},
		{"1--2", 4, nil, `"-2" is not a shard number`},
		{"0,,1", 4, nil, `"" is not a shard number`},
		{"2-1", 4, nil, `the range "2-1" goes backwards`},
		{"0-99999999999999999999", 4, nil, `"99999999999999999999" is not a shard number`},
		{"0", 0, nil, "the shard count must be 1 to 65536, not 0"},
		{"0", MaxShardCount + 1, nil, "the shard count must be 1 to 65536, not 65537"},
	} {
		got, err := ParseShards(tt.list, tt.count)
		if tt.err != "" {
			if err == nil || err.Error() != tt.err {
				t.Errorf("ParseShards(%q, %d) error %v, want %q", tt.list, tt.count, err, tt.err)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseShards(%q, %d) = %v, %v; want %v", tt.list, tt.count, got, err, tt.want)
		}
	}
}

// FuzzParseShards: any list gives an error or sorted, distinct shards in
// range, never a panic, and never more shards than the count.
func FuzzParseShards(f *testing.F) {
	for _, s := range []string{"0-3", "0,2,5-7", " 1 ", "3-1", "0-65535", "", ",", "-", "1-2-3"} {
		f.Add(s, 8)
	}
	f.Fuzz(func(t *testing.T, list string, count int) {
		got, err := ParseShards(list, count)
		if err != nil {
			return
		}
		if len(got) == 0 || len(got) > count {
			t.Fatalf("ParseShards(%q, %d) = %d shards", list, count, len(got))
		}
		for i, n := range got {
			if n < 0 || n >= count || (i > 0 && got[i-1] >= n) {
				t.Fatalf("ParseShards(%q, %d) = %v", list, count, got)
			}
		}
	})
}

// TestParseByteSize: memory.limit is read as GOMEMLIMIT is.
func TestParseByteSize(t *testing.T) {
	for s, want := range map[string]int64{"0": 0, "1000": 1000, "512B": 512, "64KiB": 64 << 10, "180MiB": 180 << 20, "2GiB": 2 << 30, "1TiB": 1 << 40} {
		if got, err := ParseByteSize(s); err != nil || got != want {
			t.Errorf("%q: %d, %v; want %d", s, got, err, want)
		}
	}
	for _, s := range []string{"", "MiB", "-1MiB", "1.5GiB", "180MB", "180 MiB", "99999999999TiB"} {
		if _, err := ParseByteSize(s); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

// TestMemorySettings: memory.limit and memory.map_files reach the bot's
// settings (the limit in bytes; map files on by default).
func TestMemorySettings(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "c.yaml")
	os.WriteFile(path, []byte("memory:\n  limit: 180MiB\n  map_files: false\n  map_idle: 5m\n"), 0o644)
	s, err := loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": path}))
	if err != nil {
		t.Fatal(err)
	}
	if s.memLimit != 180<<20 || s.mapFiles || s.mapIdle != 5*time.Minute {
		t.Errorf("limit %d, map files %v, idle %v; want %d, false, 5m", s.memLimit, s.mapFiles, s.mapIdle, 180<<20)
	}
	os.WriteFile(path, []byte("{}\n"), 0o644)
	if s, err = loadBotSettings(envOf(map[string]string{"WORDBOT_CONFIG": path})); err != nil || s.memLimit != 0 || !s.mapFiles || s.mapIdle != 30*time.Minute {
		t.Errorf("defaults: limit %d, map files %v, idle %v, %v; want 0, true, 30m", s.memLimit, s.mapFiles, s.mapIdle, err)
	}
}
