package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func runLexiconArgs(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb strings.Builder
	code = run(append([]string{"lexicon"}, args...), strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

func TestLexiconStats(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "words.txt")
	os.WriteFile(list, []byte("cat\r\nCATS\ndog\ndogs\n\n"), 0o644)
	stats := regexp.MustCompile(`^(\d+) words\n(\d+) nodes\n(\d+) bytes\nload \d+ µs\n$`)
	for _, tc := range []struct {
		args []string
		want string // words nodes bytes
	}{
		{[]string{"stats"}, "244589 77562 726716"},
		{[]string{"stats", "--lang", "it"}, "2833334 50945 562044"},
		{[]string{"stats", "--lang=en"}, "244589 77562 726716"},
		{[]string{"stats", "--lang", "fr"}, "398552 43963 432224"},
		{[]string{"stats", "--lang", "es"}, "603717 36751 431656"},
		{[]string{"stats", "--lang", "pt"}, "2199697 149508 1663972"},
		{[]string{"stats", "--lang", "de"}, "456253 102237 863312"},
		// CAT CATS DOG DOGS: 6 nodes, 7 edges + the sentinel, 24-byte header.
		{[]string{"stats", "--dict", list}, "4 6 56"},
	} {
		code, out, errOut := runLexiconArgs(t, tc.args...)
		m := stats.FindStringSubmatch(out)
		if code != 0 || errOut != "" || m == nil {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", tc.args, code, out, errOut)
			continue
		}
		if got := strings.Join(m[1:], " "); got != tc.want {
			t.Errorf("%v: words nodes bytes = %s, want %s", tc.args, got, tc.want)
		}
	}
}

func TestLexiconCheck(t *testing.T) {
	dir := t.TempDir()
	list := filepath.Join(dir, "words.txt")
	os.WriteFile(list, []byte("Casa\nmare\nperché\n"), 0o644)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"check", "quilt", "IGLU", "qzx"}, "quilt yes\nIGLU yes\nqzx no\n"},
		{[]string{"check", "--lang", "it", "casa", "SCARABEO", "Roma", "l'abaco", "amarsi", "c4sa", ""},
			"casa yes\nSCARABEO yes\nRoma no\nl'abaco no\namarsi yes\nc4sa no\n no\n"},
		{[]string{"check", "casa", "mare", "--dict", list, "monte", "perche"}, "casa yes\nmare yes\nmonte no\nperche yes\n"},
		{[]string{"check", "--lang", "it", "--", "--dict", "casa"}, "--dict no\ncasa yes\n"},
		// Issue 13 item 3: accents fold, in the lexicon and in the input.
		{[]string{"check", "--lang", "it", "citta", "città", "CITTÀ", "PERCHÉ", "CAFFÈ", "PIÙ", "GIÀ", "mañana"},
			"citta yes\ncittà yes\nCITTÀ yes\nPERCHÉ yes\nCAFFÈ yes\nPIÙ yes\nGIÀ yes\nmañana no\n"},
		// Issue 19: each language folds by its own rules (docs/rules.md).
		{[]string{"check", "--lang", "fr", "cœur", "Mangeaient", "été", "ETE", "niño", "maison"},
			"cœur yes\nMangeaient yes\nété yes\nETE yes\nniño no\nmaison yes\n"},
		{[]string{"check", "--lang", "es", "niño", "NIÑO", "nino", "camión", "camion", "cantábamos"},
			"niño yes\nNIÑO yes\nnino no\ncamión yes\ncamion yes\ncantábamos yes\n"},
		{[]string{"check", "--lang", "pt", "coração", "coracao", "corações", "falaremos"},
			"coração yes\ncoracao no\ncorações yes\nfalaremos yes\n"},
		{[]string{"check", "--lang", "de", "Häuser", "HAEUSER", "hauser", "Straße", "STRASSE", "gemacht", "ADAC"},
			"Häuser yes\nHAEUSER no\nhauser no\nStraße yes\nSTRASSE yes\ngemacht yes\nADAC no\n"},
		// Issue 28: German compounds, Brazilian Portuguese, no names or
		// abbreviations (lexicon/data/README.md).
		{[]string{"check", "--lang", "de", "Kühlschrank", "Krankenhaus", "Wochenende", "Fußball", "FUSSBALL", "Berlin", "Peter"},
			"Kühlschrank yes\nKrankenhaus yes\nWochenende yes\nFußball yes\nFUSSBALL yes\nBerlin no\nPeter no\n"},
		{[]string{"check", "--lang", "pt", "registro", "contato", "time", "gol", "esporte", "mouse", "aterrissar"},
			"registro yes\ncontato yes\ntime yes\ngol yes\nesporte yes\nmouse yes\naterrissar yes\n"},
		{[]string{"check", "--lang", "es", "av", "ej", "ap", "ib", "op", "ed", "ef", "oc", "etc", "del", "oca"},
			"av no\nej no\nap no\nib no\nop no\ned no\nef no\noc no\netc no\ndel yes\noca yes\n"},
	} {
		code, out, errOut := runLexiconArgs(t, tc.args...)
		if code != 0 || out != tc.want || errOut != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 0, %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

func TestLexiconErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("ok\n\nit's\n"), 0o644)
	missing := filepath.Join(dir, "missing.txt")
	for _, tc := range []struct {
		args []string
		want string // stderr
	}{
		{[]string{"check", "--lang", "xx", "casa"}, "wordbot lexicon: unknown language \"xx\" (have en, it, fr, es, pt, de)\n"},
		{[]string{"stats", "--lang", "xx"}, "wordbot lexicon: unknown language \"xx\" (have en, it, fr, es, pt, de)\n"},
		{[]string{"stats", "--dict", bad}, "wordbot lexicon: " + bad + ": line 3, column 3: character '\\'' is not a letter A-Z\n"},
		{[]string{"check", "--dict", bad, "ok"}, "wordbot lexicon: " + bad + ": line 3, column 3: character '\\'' is not a letter A-Z\n"},
		{[]string{"stats", "--dict", missing}, "wordbot lexicon: open " + missing + ": no such file or directory\n"},
		{[]string{"check"}, "wordbot lexicon check: no WORD given (usage: wordbot lexicon check [--lang L | --dict FILE] WORD...)\n"},
		{[]string{"stats", "extra"}, "wordbot lexicon stats: unexpected argument \"extra\"\n"},
		{[]string{"stats", "--dict", bad, "--lang", "it"}, "wordbot lexicon stats: give --lang or --dict, not both\n"},
		{[]string{"check", "--lang", "es", "niño", "--dict", bad}, "wordbot lexicon check: give --lang or --dict, not both\n"},
		{[]string{"size"}, "wordbot lexicon: unknown command \"size\" (have stats, check)\n"},
		{nil, lexiconUsage + "\n"},
	} {
		code, out, errOut := runLexiconArgs(t, tc.args...)
		if code != 2 || out != "" || errOut != tc.want {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2, %q", tc.args, code, out, errOut, tc.want)
		}
	}
	if code, _, errOut := runLexiconArgs(t, "stats", "--bogus"); code != 2 || errOut != "wordbot lexicon stats: flag provided but not defined: -bogus (-h lists the flags)\n" {
		t.Errorf("--bogus: exit %d, stderr %q", code, errOut)
	}
	if code, out, _ := runLexiconArgs(t, "help"); code != 0 || out != lexiconUsage+"\n" {
		t.Errorf("help: exit %d, stdout %q", code, out)
	}
}
