package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestConfigLists: lexicon.lists adds named word lists per language, read
// at start and offered after the built-in default; each bad list (missing
// or oversized file, a word the language cannot write, an empty file, a
// bad, taken or missing name, no file, an unknown language) stops wordbot
// with one line naming the option.
func TestConfigLists(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	csw := write("csw.txt", "qi\nza\n")
	fise := write("fise.txt", "niño\nchico\n")
	big := filepath.Join(dir, "big.txt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(lexicon.MaxWordListBytes + 1) // sparse: nothing is written
	f.Close()
	load := func(yaml string) (botSettings, error) {
		cfg := write("config.yaml", yaml)
		env := map[string]string{"WORDBOT_CONFIG": cfg, "WORDBOT_DATA_DIR": dir}
		return loadBotSettings(envOf(env))
	}
	s, err := load("lexicon:\n  lists:\n    en:\n      - name: CSW21\n        file: " + csw + "\n    es:\n      - {name: FISE 2, file: " + fise + "}\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := s.opt.Lists.Names("en"); !slices.Equal(got, []string{"SCOWL", "CSW21"}) {
		t.Errorf("en lists %q", got)
	}
	if got := s.opt.Lists.Names("es"); !slices.Equal(got, []string{"hunspell es_ES", "FISE 2"}) {
		t.Errorf("es lists %q", got)
	}
	if d, err := s.opt.Lists.Lexicon("en", "csw21"); err != nil || d.WordCount() != 2 || !d.Contains("QI") {
		t.Errorf("CSW21: %v", err)
	}
	if d, err := s.opt.Lexicon("en"); err != nil || d != lexicon.MustEmbedded("en") {
		t.Errorf("default en: %v", err)
	}
	missing := filepath.Join(dir, "missing.txt")
	for _, c := range []struct{ yaml, want string }{
		{"lexicon:\n  lists:\n    en:\n      - {name: CSW21, file: " + missing + "}\n",
			"config lexicon.lists.en[0] (CSW21): open " + missing + ": no such file or directory"},
		{"lexicon:\n  lists:\n    en:\n      - {name: CSW21, file: " + big + "}\n",
			"config lexicon.lists.en[0] (CSW21): " + big + " is larger than 128 MiB, the most wordbot reads of it"},
		{"lexicon:\n  lists:\n    fr:\n      - {name: ODS8, file: " + csw + "}\n      - {name: ODS9, file: " + fise + "}\n",
			"config lexicon.lists.fr[1] (ODS9): " + fise + ": line 1, column 3: character 'ñ' is not a letter of fr"},
		{"lexicon:\n  lists:\n    en:\n      - {name: none, file: " + write("empty.txt", "\n") + "}\n",
			"config lexicon.lists.en[0] (none): " + filepath.Join(dir, "empty.txt") + " holds no words"},
		{"lexicon:\n  lists:\n    en:\n      - {name: scowl, file: " + csw + "}\n",
			`config lexicon.lists.en[0] (scowl): en already has a list named "SCOWL"`},
		{"lexicon:\n  lists:\n    en:\n      - {name: CSW, file: " + csw + "}\n      - {name: csw, file: " + csw + "}\n",
			`config lexicon.lists.en[1] (csw): en already has a list named "CSW"`},
		{"lexicon:\n  lists:\n    en:\n      - {name: 'a/b', file: " + csw + "}\n",
			`lexicon.lists.en[0]: list name "a/b": character '/' is not a letter, digit, space or . _ - + ( )`},
		{"lexicon:\n  lists:\n    en:\n      - {file: " + csw + "}\n",
			`lexicon.lists.en[0]: a list needs a name`},
		{"lexicon:\n  lists:\n    en:\n      - {name: CSW21}\n",
			`lexicon.lists.en[0] (CSW21): file is not set`},
		{"lexicon:\n  lists:\n    nl:\n      - {name: X, file: " + csw + "}\n",
			`line 3: lexicon.lists.nl is not an option`},
		{"lexicon:\n  lists:\n    en:\n      - {name: X, path: " + csw + "}\n",
			`line 4: lexicon.lists.*[].path is not an option`},
	} {
		_, err := load(c.yaml)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%q:\n got %v\nwant one line with %q", c.yaml, err, c.want)
		}
	}
}

// TestTerminalOnAList plays Boggle in the terminal on an operator's list
// (TINY: HEIST, SITE) chosen by /settings boggle_list: the start message
// names it, HEIST counts and THE (on the board, a word of the default
// list) does not, before and after a restart of the terminal.
func TestTerminalOnAList(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "tiny.txt")
	os.WriteFile(list, []byte("heist\nsite\n"), 0o644)
	cfg := filepath.Join(dir, "c.yaml")
	os.WriteFile(cfg, []byte("lexicon:\n  lists:\n    en:\n      - {name: TINY, file: "+list+"}\n"), 0o644)
	t.Setenv("WORDBOT_CONFIG", cfg)
	t.Setenv("WORDBOT_DATA_DIR", dir)
	t.Setenv("DISCORD_TOKEN", "")
	session := func(input string) string {
		t.Helper()
		var out, errb bytes.Buffer
		if code := run(nil, strings.NewReader(input), &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		return out.String()
	}
	got := session("/settings boggle_list:tiny\n/boggle start board:SIHS VTEE YGKW IZOH minutes:5\nheist\nthe\n/quit\n")
	for _, want := range []string{"word lists: Boggle TINY", "Words in English (TINY).", "  ✅ player: heist", "  ❌ player: the"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	got = session("/as Bob\nthe\nsite\n/stop\n/quit\n")
	for _, want := range []string{"  ❌ Bob: the", "  ✅ Bob: site"} {
		if !strings.Contains(got, want) {
			t.Errorf("after a restart, output lacks %q:\n%s", want, got)
		}
	}
}
