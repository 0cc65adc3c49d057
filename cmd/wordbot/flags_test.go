package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestFlagErrorsOneLine: a bad flag on any command is one line on stderr
// naming the command and the problem (not the flag package's line and then
// every flag's help), exit 2; -h still prints the usage, exit 0.
func TestFlagErrorsOneLine(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"scrabble", "hint", "--top", "abc"}, `wordbot scrabble hint: invalid value "abc" for flag -top: parse error (-h lists the flags)`},
		{[]string{"scarabeo", "hint", "--bogus"}, "wordbot scarabeo hint: flag provided but not defined: -bogus (-h lists the flags)"},
		{[]string{"upwords", "hint", "--hand", "x"}, `wordbot upwords hint: invalid value "x" for flag -hand: parse error (-h lists the flags)`},
		{[]string{"lexicon", "stats", "--bogus"}, "wordbot lexicon stats: flag provided but not defined: -bogus (-h lists the flags)"},
		{[]string{"boggle", "solve", "--path"}, "wordbot boggle solve: flag needs an argument: -path (-h lists the flags)"},
		{[]string{"boggle", "play", "--seed", "x"}, `wordbot boggle play: invalid value "x" for flag -seed: parse error (-h lists the flags)`},
		{[]string{"ruzzle", "--bogus"}, "wordbot ruzzle: flag provided but not defined: -bogus (-h lists the flags)"},
		{[]string{"tiles", "--bogus"}, "wordbot tiles: flag provided but not defined: -bogus (-h lists the flags)"},
		{[]string{"define", "--bogus"}, "wordbot define: flag provided but not defined: -bogus (-h lists the flags)"},
		{[]string{"scrabble", "replay", "--bogus"}, "wordbot scrabble replay: flag provided but not defined: -bogus (-h lists the flags)"},
		{[]string{"store", "copy", "--bogus"}, "wordbot store copy: flag provided but not defined: -bogus (-h lists the flags)"},
	} {
		var out, errb bytes.Buffer
		code := run(tc.args, strings.NewReader(""), &out, &errb)
		if code != 2 || errb.String() != tc.want+"\n" || out.Len() != 0 {
			t.Errorf("%q: exit %d, stderr %q, stdout %q; want 2 and %q", tc.args, code, errb.String(), out.String(), tc.want)
		}
	}
	for _, args := range [][]string{{"scrabble", "hint", "-h"}, {"tiles", "-h"}, {"store", "copy", "--help"}} {
		var out, errb bytes.Buffer
		code := run(args, strings.NewReader(""), &out, &errb)
		if code != 0 || !strings.Contains(strings.ToLower(errb.String()), "usage") || strings.Count(errb.String(), "\n") < 2 {
			t.Errorf("%q: exit %d, stderr %q; want 0 and the usage", args, code, errb.String())
		}
	}
}

// TestHelpSummaries: wordbot help names each tool's subcommands and, for
// Scrabble, the languages it plays (it said "English, French tiles with
// --lang fr" and no replay).
func TestHelpSummaries(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"help"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("help: exit %d, %q", code, errb.String())
	}
	for _, want := range []string{
		"  scarabeo   Scarabeo tools: hint (best moves for a board and rack), replay (check a GCG record)\n",
		"  scrabble   Scrabble tools (English; --lang fr, es, de, pt: their tiles): hint (best moves for a board and rack), replay (check a GCG record)\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("help lacks %q:\n%s", want, out.String())
		}
	}
}
