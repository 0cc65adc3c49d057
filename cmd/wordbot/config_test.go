package main

import (
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
		{map[string]string{"WORDBOT_CONFIG": write("boggle:\n  minuets: 3\n")}, "field minuets not found"},
		{map[string]string{"WORDBOT_CONFIG": write("boggle: [\n")}, "c2.yaml: yaml: line 1: did not find expected node content"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_BOGGLE_SIZE": "four"}, `WORDBOT_BOGGLE_SIZE="four": want a whole number`},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_BOGGLE_SIZE": "9"}, "boggle.size must be 4, 5 or 6, not 9"},
		{map[string]string{"WORDBOT_CONFIG": write(""), "WORDBOT_UPWORDS_TURN_TIMEOUT": "soon"}, "want a duration"},
		{map[string]string{"WORDBOT_CONFIG": write("scarabeo:\n  two_letter_words: some\n")}, `scarabeo.two_letter_words must be lexicon or any, not "some"`},
	}
	for _, tt := range tests {
		_, err := LoadConfig(envOf(tt.env))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("LoadConfig(%v) error = %v, want it to contain %q", tt.env, err, tt.want)
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
