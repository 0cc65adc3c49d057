package main

import (
	"strings"
	"testing"
)

// A rack of 10,000 ñ (20,000 bytes) or A typed to the hint commands is
// refused in one short line quoting its start (crossword.Short), not echoed
// whole, naming the rack's limit (Scrabble said "too long for the board").
func TestHintLongRack(t *testing.T) {
	rack := strings.Repeat("ñ", 10000)
	scrabble := crosswordTemp(t, "s.txt", boardText(15, nil))
	upwords := upwordsTemp(t, "u.txt", strings.Repeat(strings.Repeat(".", 10)+"\n", 10)+"\n"+strings.Repeat(strings.Repeat("0", 10)+"\n", 10))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"scrabble", "hint", "--lang", "es", "--board", scrabble, "--rack", rack}, `wordbot scrabble: rack "` + strings.Repeat("ñ", 20) + `…": a rack holds at most 7 tiles` + "\n"},
		{[]string{"scrabble", "hint", "--board", scrabble, "--rack", strings.Repeat("A", 10000)}, `wordbot scrabble: rack "` + strings.Repeat("A", 20) + `…": a rack holds at most 7 tiles` + "\n"},
		{[]string{"scarabeo", "hint", "--board", crosswordTemp(t, "i.txt", boardText(17, nil)), "--rack", strings.Repeat("A", 300)}, `wordbot scarabeo: rack "` + strings.Repeat("A", 20) + `…": a rack holds at most 8 tiles` + "\n"},
		{[]string{"upwords", "hint", "--lang", "es", "--board", upwords, "--rack", rack}, `wordbot upwords: rack "` + strings.Repeat("ñ", 20) + `…": a rack holds at most 7 tiles`},
	} {
		out, errs, code := runCrosswordCLI(t, c.args...)
		if code != 2 || out != "" || !strings.HasPrefix(errs, c.want) || len(errs) > 200 {
			t.Errorf("%s: exit %d, stdout %q, stderr %d bytes %q; want exit 2 and a line starting %q", c.args[0], code, out, len(errs), crossShort(errs), c.want)
		}
	}
}

func crossShort(s string) string {
	if len(s) > 300 {
		return s[:300] + "..."
	}
	return s
}
