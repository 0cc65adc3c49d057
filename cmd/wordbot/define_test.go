package main

import (
	"strings"
	"testing"
)

func TestDefine(t *testing.T) {
	for _, tc := range []struct {
		args         []string
		code         int
		stdout, errs string
	}{
		{[]string{"RAN", "geese"}, 0, "RAN\n  run (verb): move fast by using one's feet, with one foot off the ground at any given time\n" +
			"GEESE\n  goose (noun): web-footed long-necked typically gregarious migratory aquatic birds usually larger and less…\n", ""},
		{[]string{"cats", "--lang", "en"}, 0, "CATS\n  cat (noun): feline mammal usually having thick soft fur and no ability to roar: domestic cats\n" +
			"  cat (verb): beat with a cat-o'-nine-tails\n", ""},
		{[]string{"--lang", "it", "città", "case"}, 0, "CITTÀ\n  città: (translation) city, town\nCASE: no entry in FreeDict ita-eng\n", ""},
		{[]string{"xyzzy"}, 0, "XYZZY: no entry in WordNet\n", ""},
		{[]string{"--", "--lang"}, 2, "", "wordbot define: \"--lang\": not a word made of letters\n"},
		{[]string{"cat🐈", "dog"}, 2, "DOG\n  dog (noun): a member of the genus Canis (probably descended from the common wolf) that has been domesticated…\n  dog (verb): go after with the intent to catch\n",
			"wordbot define: \"cat🐈\": not a word made of letters\n"},
		{[]string{strings.Repeat("a", 70)}, 2, "", "wordbot define: \"" + strings.Repeat("a", 64) + "...\": word longer than 64 bytes\n"},
		{[]string{"--lang", "fr", "chat"}, 0, "CHAT\n  chat: (translation) cat\n", ""},
		{[]string{"--lang", "es", "niño", "nino"}, 0, "NIÑO\n  niño: (translation) bairn, child, infant\nNINO: no entry in FreeDict spa-eng\n", ""},
		{[]string{"--lang", "de", "Tisch", "strasse"}, 0, "TISCH\n  Tisch: (translation) table\nSTRASSE\n" +
			"  Straße: (translation) road, strait, straits, street, avenue, alley, street address, straight\n", ""},
		{[]string{"--lang", "pt", "coração"}, 0, "CORAÇÃO\n  coração: (translation) heart\n", ""},
		{[]string{"--lang", "xx", "chat"}, 2, "", "wordbot define: unknown language \"xx\" (have en, it, fr, es, de, pt)\n"},
	} {
		var out, errb strings.Builder
		code := run(append([]string{"define"}, tc.args...), strings.NewReader(""), &out, &errb)
		if code != tc.code || out.String() != tc.stdout || errb.String() != tc.errs {
			t.Errorf("define %q: exit %d\nstdout %q\nstderr %q\nwant exit %d\nstdout %q\nstderr %q", tc.args, code, out.String(), errb.String(), tc.code, tc.stdout, tc.errs)
		}
	}
	var out, errb strings.Builder
	if code := run([]string{"define"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.HasPrefix(errb.String(), "usage: wordbot define") {
		t.Errorf("no word: exit %d, stderr %q", code, errb.String())
	}
}
