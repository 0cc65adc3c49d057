package main

import (
	"os"
	"strings"
	"testing"
)

// The tile sets as `wordbot tiles` prints them, checked line by line
// against the sources of docs/rules.md, "Tiles per language" (one line per
// tile here: TILE COUNT VALUE, then the total).
var wantTiles = map[string]string{
	"scrabble en": `A 9 1;B 2 3;C 2 3;D 4 2;E 12 1;F 2 4;G 3 2;H 2 4;I 9 1;J 1 8;K 1 5;L 4 1;M 2 3;N 6 1;O 8 1;P 2 3;Q 1 10;R 6 1;S 4 1;T 6 1;U 4 1;V 2 4;W 2 4;X 1 8;Y 2 4;Z 1 10;? 2 0;total 100`,
	"scrabble it": `A 9 1;B 2 3;C 2 3;D 4 2;E 12 1;F 2 4;G 3 2;H 2 4;I 9 1;J 1 8;K 1 5;L 4 1;M 2 3;N 6 1;O 8 1;P 2 3;Q 1 10;R 6 1;S 4 1;T 6 1;U 4 1;V 2 4;W 2 4;X 1 8;Y 2 4;Z 1 10;? 2 0;total 100`,
	"scrabble fr": `A 9 1;B 2 3;C 2 3;D 3 2;E 15 1;F 2 4;G 2 2;H 2 4;I 8 1;J 1 8;K 1 10;L 5 1;M 3 2;N 6 1;O 6 1;P 2 3;Q 1 8;R 6 1;S 6 1;T 6 1;U 6 1;V 2 4;W 1 10;X 1 10;Y 1 10;Z 1 10;? 2 0;total 102`,
	"scrabble es": `A 12 1;B 2 3;C 4 3;CH 1 5;D 5 2;E 12 1;F 1 4;G 2 2;H 2 4;I 6 1;J 1 8;L 4 1;LL 1 8;M 2 3;N 5 1;Ñ 1 8;O 9 1;P 2 3;Q 1 5;R 5 1;RR 1 8;S 6 1;T 4 1;U 5 1;V 1 4;X 1 8;Y 1 4;Z 1 10;? 2 0;total 100`,
	"scrabble de": `A 5 1;Ä 1 6;B 2 3;C 2 4;D 4 1;E 15 1;F 2 4;G 3 2;H 4 2;I 6 1;J 1 6;K 2 4;L 3 2;M 4 3;N 9 1;O 3 2;Ö 1 8;P 1 4;Q 1 10;R 6 1;S 7 1;T 6 1;U 6 1;Ü 1 6;V 1 6;W 1 3;X 1 8;Y 1 10;Z 1 3;? 2 0;total 102`,
	"scrabble pt": `A 14 1;B 3 3;C 4 2;Ç 2 3;D 5 2;E 11 1;F 2 4;G 2 4;H 2 4;I 10 1;J 2 5;L 5 2;M 6 1;N 4 3;O 10 1;P 4 2;Q 1 6;R 6 1;S 8 1;T 5 1;U 7 1;V 2 4;X 1 8;Z 1 8;? 3 0;total 120`,
	"ruzzle en":   `A 0 1;B 0 4;C 0 4;D 0 2;E 0 1;F 0 4;G 0 3;H 0 4;I 0 1;J 0 10;K 0 5;L 0 1;M 0 3;N 0 1;O 0 1;P 0 4;Q 0 10;R 0 1;S 0 1;T 0 1;U 0 2;V 0 4;W 0 4;X 0 8;Y 0 4;Z 0 10;total 0`,
	"ruzzle it":   `A 0 1;B 0 5;C 0 2;D 0 5;E 0 1;F 0 5;G 0 8;H 0 8;I 0 1;J 0 10;K 0 5;L 0 3;M 0 3;N 0 3;O 0 1;P 0 5;Q 0 10;R 0 2;S 0 2;T 0 2;U 0 3;V 0 5;W 0 10;X 0 10;Y 0 4;Z 0 8;total 0`,
	"ruzzle fr":   `A 0 1;B 0 3;C 0 3;D 0 2;E 0 1;F 0 4;G 0 2;H 0 4;I 0 1;J 0 8;K 0 10;L 0 1;M 0 2;N 0 1;O 0 1;P 0 3;Q 0 8;R 0 1;S 0 1;T 0 1;U 0 1;V 0 4;W 0 10;X 0 10;Y 0 10;Z 0 10;total 0`,
	"ruzzle es":   `A 0 1;B 0 3;C 0 3;CH 0 5;D 0 2;E 0 1;F 0 4;G 0 2;H 0 4;I 0 1;J 0 8;L 0 1;LL 0 8;M 0 3;N 0 1;Ñ 0 8;O 0 1;P 0 3;Q 0 5;R 0 1;RR 0 8;S 0 1;T 0 1;U 0 1;V 0 4;X 0 8;Y 0 4;Z 0 10;total 0`,
	"ruzzle de":   `A 0 1;Ä 0 6;B 0 3;C 0 4;D 0 1;E 0 1;F 0 4;G 0 2;H 0 2;I 0 1;J 0 6;K 0 4;L 0 2;M 0 3;N 0 1;O 0 2;Ö 0 8;P 0 4;Q 0 10;R 0 1;S 0 1;T 0 1;U 0 1;Ü 0 6;V 0 6;W 0 3;X 0 8;Y 0 10;Z 0 3;total 0`,
	"ruzzle pt":   `A 0 1;B 0 3;C 0 2;Ç 0 3;D 0 2;E 0 1;F 0 4;G 0 4;H 0 4;I 0 1;J 0 5;L 0 2;M 0 1;N 0 3;O 0 1;P 0 2;Q 0 6;R 0 1;S 0 1;T 0 1;U 0 1;V 0 4;X 0 8;Z 0 8;total 0`,
	"upwords en":  `A 14 0;B 3 0;C 6 0;D 3 0;E 11 0;F 3 0;G 2 0;H 2 0;I 12 0;L 5 0;M 5 0;N 5 0;O 15 0;P 3 0;Q 1 0;R 6 0;S 6 0;T 6 0;U 5 0;V 3 0;Z 2 0;total 118`,
	"upwords it":  `A 14 0;B 3 0;C 6 0;D 3 0;E 11 0;F 3 0;G 2 0;H 2 0;I 12 0;L 5 0;M 5 0;N 5 0;O 15 0;P 3 0;Q 1 0;R 6 0;S 6 0;T 6 0;U 5 0;V 3 0;Z 2 0;total 118`,
	"upwords fr":  `A 9 0;B 2 0;C 2 0;D 3 0;E 15 0;F 2 0;G 2 0;H 2 0;I 8 0;J 1 0;K 1 0;L 5 0;M 3 0;N 6 0;O 6 0;P 2 0;Q 1 0;R 6 0;S 6 0;T 6 0;U 6 0;V 2 0;W 1 0;X 1 0;Y 1 0;Z 1 0;total 100`,
	"upwords es":  `A 13 0;B 2 0;C 4 0;CH 1 0;D 5 0;E 13 0;F 1 0;G 2 0;H 2 0;I 6 0;J 1 0;L 4 0;LL 1 0;M 2 0;N 5 0;Ñ 1 0;O 9 0;P 2 0;Q 1 0;R 5 0;RR 1 0;S 6 0;T 4 0;U 5 0;V 1 0;X 1 0;Y 1 0;Z 1 0;total 100`,
	"upwords de":  `A 5 0;Ä 1 0;B 2 0;C 2 0;D 4 0;E 15 0;F 2 0;G 3 0;H 4 0;I 6 0;J 1 0;K 2 0;L 3 0;M 4 0;N 9 0;O 3 0;Ö 1 0;P 1 0;Q 1 0;R 6 0;S 7 0;T 6 0;U 6 0;Ü 1 0;V 1 0;W 1 0;X 1 0;Y 1 0;Z 1 0;total 100`,
	"upwords pt":  `A 12 0;B 3 0;C 3 0;Ç 2 0;D 4 0;E 9 0;F 2 0;G 2 0;H 2 0;I 9 0;J 2 0;L 4 0;M 5 0;N 3 0;O 8 0;P 3 0;Q 1 0;R 5 0;S 7 0;T 4 0;U 6 0;V 2 0;X 1 0;Z 1 0;total 100`,
	"scarabeo it": `A 12 1;B 4 4;C 7 1;D 4 4;E 12 1;F 4 4;G 4 4;H 2 8;I 12 1;L 6 2;M 6 2;N 6 2;O 12 1;P 4 3;Q 2 10;R 7 1;S 7 1;T 7 1;U 4 4;V 4 4;Z 2 8;? 2 0;total 130`,
}

func TestTilesOutput(t *testing.T) {
	for key, want := range wantTiles {
		game, lang, _ := strings.Cut(key, " ")
		var out, errb strings.Builder
		if code := run([]string{"tiles", "--game", game, "--lang", lang}, nil, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d: %s", key, code, errb.String())
		}
		if got := strings.ReplaceAll(strings.TrimSuffix(out.String(), "\n"), "\n", ";"); got != want {
			t.Errorf("%s:\n got %s\nwant %s", key, got, want)
		}
	}
}

func TestTilesRefusals(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "chess", "--lang", "en"}, `wordbot tiles: unknown game "chess" (have scrabble, scarabeo, ruzzle, upwords)`},
		{[]string{"--game", "scrabble", "--lang", "xx"}, `wordbot tiles: no scrabble tiles for language "xx" (have en, it, fr, es, de, pt)`},
		{[]string{"--game", "scarabeo", "--lang", "de"}, `wordbot tiles: no scarabeo tiles for language "de" (have it)`},
		{[]string{"--game", "scrabble"}, "wordbot tiles: --game and --lang are required (usage: wordbot tiles --game scrabble|scarabeo|ruzzle|upwords --lang en|it|fr|es|de|pt [--set hasbro])"},
		{[]string{"--game", "scrabble", "--lang", "fr", "extra"}, `wordbot tiles: unexpected argument "extra" (usage: wordbot tiles --game scrabble|scarabeo|ruzzle|upwords --lang en|it|fr|es|de|pt [--set hasbro])`},
		{[]string{"--colour", "red"}, "wordbot tiles: flag provided but not defined: -colour (-h lists the flags)"},
		{[]string{"--game", "scrabble", "--set", "hasbro"}, `wordbot tiles: the hasbro set is Upwords' in English only (--game upwords --lang en), not scrabble in "en"`},
		{[]string{"--game", "upwords", "--lang", "it", "--set", "hasbro"}, `wordbot tiles: the hasbro set is Upwords' in English only (--game upwords --lang en), not upwords in "it"`},
		{[]string{"--game", "upwords", "--set", "milton"}, `wordbot tiles: unknown set "milton" (have hasbro)`},
	} {
		var out, errb strings.Builder
		code := run(append([]string{"tiles"}, c.args...), nil, &out, &errb)
		if code != 2 || out.Len() != 0 || errb.String() != c.want+"\n" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %s", c.args, code, out.String(), errb.String(), c.want)
		}
	}
}

// `wordbot scrabble hint --lang fr` plays the French tiles: KIWI on the
// empty board is (10+1+10+1) x2 = 44 there, 22 with the English values.
// Spanish has no K tile; German WIKI is (3+1+4+1) x2 = 18.
func TestScrabbleHintFrench(t *testing.T) {
	board := t.TempDir() + "/empty.txt"
	if err := os.WriteFile(board, []byte(strings.Repeat(strings.Repeat(".", 15)+"\n", 15)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang, want string
		code       int
	}{
		{"fr", "44 8E KIWI\n", 0},
		{"en", "22 8E KIWI\n", 0},
		// Spanish has no K; German plays WIKI with its values: (3+1+4+1) x2 = 18.
		{"es", `wordbot scrabble: rack "KIWI": there is no K tile in this game`, 2},
		{"de", "18 8E WIKI\n", 0},
	} {
		var out, errb strings.Builder
		code := run([]string{"scrabble", "hint", "--board", board, "--rack", "KIWI", "--lang", c.lang}, nil, &out, &errb)
		got := out.String()
		if c.code != 0 {
			got = errb.String()
		}
		if code != c.code || !strings.HasPrefix(got, c.want) {
			t.Errorf("--lang %s: exit %d, %q %q; want %d %q", c.lang, code, out.String(), errb.String(), c.code, c.want)
		}
	}
}

// scrabble.lang and upwords.lang (and boggle.lang, ruzzle.lang): fr are
// settings (the French tiles); Scarabeo stays en, it.
func TestConfigScrabbleFrench(t *testing.T) {
	p := t.TempDir() + "/c.yaml"
	if err := os.WriteFile(p, []byte("scrabble:\n  lang: fr\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p}))
	if err != nil || c.Scrabble.Lang != "fr" {
		t.Fatalf("scrabble.lang: fr: %v %q", err, c.Scrabble.Lang)
	}
	if err := os.WriteFile(p, []byte("upwords:\n  lang: fr\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p})); err != nil || c.Upwords.Lang != "fr" {
		t.Fatalf("upwords.lang: fr: %v %q", err, c.Upwords.Lang)
	}
	if err := os.WriteFile(p, []byte("ruzzle:\n  lang: fr\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p})); err != nil || c.Ruzzle.Lang != "fr" {
		t.Fatalf("ruzzle.lang: fr: %v %q", err, c.Ruzzle.Lang)
	}
	for _, good := range []string{"ruzzle:\n  lang: es\n", "ruzzle:\n  lang: de\n", "boggle:\n  lang: pt\n", "boggle:\n  lang: es\n"} {
		if err := os.WriteFile(p, []byte(good), 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p}))
		if err != nil {
			t.Fatalf("%q: %v", good, err)
		}
		got := c.Boggle.Lang
		if strings.HasPrefix(good, "ruzzle") {
			got = c.Ruzzle.Lang
		}
		if !strings.HasSuffix(good, "lang: "+got+"\n") {
			t.Fatalf("%q: lang %q", good, got)
		}
	}
	for _, bad := range []string{"ruzzle:\n  lang: nl\n", "scarabeo:\n  lang: fr\n"} {
		if err := os.WriteFile(p, []byte(bad), 0o644); err != nil {
			t.Fatal(err)
		}
		want := map[bool]string{true: `ruzzle.lang must be en, it, fr, es, de or pt, not "nl"`, false: `scarabeo.lang must be en or it, not "fr"`}[strings.HasPrefix(bad, "ruzzle")]
		if _, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p})); err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("%q: %v", bad, err)
		}
	}
}

// `wordbot upwords hint --lang fr` takes a rack of the French bag: K, which
// the seed's bag of 118 lacks, is a tile there.
func TestUpwordsHintFrench(t *testing.T) {
	board := t.TempDir() + "/b.txt"
	rows := strings.Repeat(strings.Repeat(".", 10)+"\n", 10) + strings.Repeat(strings.Repeat("0", 10)+"\n", 10)
	if err := os.WriteFile(board, []byte(rows), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb strings.Builder
	if code := run([]string{"upwords", "hint", "--board", board, "--rack", "KIWIS", "--lang", "fr"}, nil, &out, &errb); code != 0 || out.Len() == 0 {
		t.Fatalf("fr: exit %d, %q %q", code, out.String(), errb.String())
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"upwords", "hint", "--board", board, "--rack", "KIWIS", "--lang", "it"}, nil, &out, &errb); code != 2 || !strings.Contains(errb.String(), `rack "KIWIS"`) {
		t.Fatalf("it: exit %d, %q %q", code, out.String(), errb.String())
	}
}

// `wordbot boggle solve --lang fr` solves with the French lexicon.
func TestBoggleSolveFrench(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"boggle", "solve", "--lang", "fr", "GARXXXCXXXONXXXX"}, nil, &out, &errb); code != 0 ||
		!strings.Contains(out.String(), "\nGARCON 3 (0,0) -> (0,1) -> (0,2) -> (1,2) -> (2,2) -> (2,3)\n") {
		t.Fatalf("exit %d:\n%s%s", code, out.String(), errb.String())
	}
}

// `wordbot ruzzle --lang fr` plays the French lexicon with the French
// values, typed words folded the French way: garçon is GARCON, and on this
// board it scores (G 2 x2 DL) + A 1 + R 1 + C 3 + (O 1 x3 TL) + N 1 = 13
// (the Italian values would give 27, the English 22).
func TestRuzzleInteractiveFrench(t *testing.T) {
	input := "3\nGAR\nNOC\nXXX\nd..\n.t.\n...\ngarçon\nÉcran\n"
	code, stdout, stderr := runCmd([]string{"ruzzle", "--lang", "fr"}, input)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{
		"Dictionary: embedded fr (",
		"  GAR   d..\n  NOC   .t.\n  XXX   ...\n",
		"GARCON: 1 path\n     13  (0,0) -> (0,1) -> (0,2) -> (1,2) -> (1,1) -> (1,0)\n",
		"ECRAN is not on the board.",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
}

// `wordbot scrabble hint --lang es|de|pt` plays the tiles beyond Z, typed
// in the language's letters (docs/cli.md): each move scored by hand on the
// empty board (row 8's column H is the centre's double word, column D a
// double letter) is in the hint list with its score, words and tiles are
// written as the language writes them, and a board file may use them.
func TestScrabbleHintBeyondZ(t *testing.T) {
	dir := t.TempDir()
	empty := dir + "/empty.txt"
	if err := os.WriteFile(empty, []byte(strings.Repeat(strings.Repeat(".", 15)+"\n", 15)), 0o644); err != nil {
		t.Fatal(err)
	}
	rows := strings.Split(strings.Repeat(strings.Repeat(".", 15)+"\n", 15), "\n")
	rows[7] = "....CHICO......." // CH is one square: 16 characters, 15 squares
	chico := dir + "/chico.txt"
	if err := os.WriteFile(chico, []byte(strings.Join(rows, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang, board, rack, want string
	}{
		// CH 5 on E, I 1, C 3, O 1 on H: (5+1+3+1) x2 = 20.
		{"es", empty, "CHICOAA", "20 8E CHICO\n"},
		// A jolly as CH: (0+1+3+1) x2 = 10; in lower case.
		{"es", empty, "?ICOEEE", "10 8E chICO\n"},
		// N 1, I 1, Ñ 8 on H, O 1: (1+1+8+1) x2 = 22.
		{"es", empty, "niñoeee", "22 8F NIÑO\n"},
		// With CHICO on row 8 from E (its O on 8H): N 1, I 1, Ñ 8 down
		// column H from row 5, on squares without premiums, and the O
		// already there: 1+1+8+1 = 11.
		{"es", chico, "NIÑEEEA", "11 H5 NIÑO\n"},
		// German B 3, Ä 6 on G, R 1 on H: (3+6+1) x2 = 20.
		{"de", empty, "BÄRTTTX", "20 8F BÄR\n"},
		// Portuguese C 2, A 1, Ç 3 on G, A 1: (2+1+3+1) x2 = 14.
		{"pt", empty, "CAÇAEEE", "14 8E CAÇA\n"},
	} {
		var out, errb strings.Builder
		code := run([]string{"scrabble", "hint", "--board", c.board, "--rack", c.rack, "--lang", c.lang, "--top", "100000"}, nil, &out, &errb)
		if code != 0 || !strings.Contains(out.String(), c.want) {
			t.Errorf("%s %s: exit %d, %s; want the line %q", c.lang, c.rack, code, errb.String(), c.want)
		}
	}
}

// scrabble.lang takes es, de and pt: Scrabble plays them with their tiles.
func TestConfigScrabbleLangs(t *testing.T) {
	p := t.TempDir() + "/c.yaml"
	for _, lang := range []string{"es", "de", "pt"} {
		if err := os.WriteFile(p, []byte("scrabble:\n  lang: "+lang+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p})); err != nil || c.Scrabble.Lang != lang {
			t.Errorf("scrabble.lang: %s: %v", lang, err)
		}
	}
}

// `wordbot scrabble replay --lang es` reads a record's Spanish tiles (Ñ,
// [CH] one square) and scores them with the Spanish values: CHICO from 8E
// is (5+1+3+1) x2 = 20; English values do not apply.
func TestScrabbleReplaySpanish(t *testing.T) {
	p := t.TempDir() + "/chico.gcg"
	rec := "#character-encoding UTF-8\n#player1 a a\n#player2 b b\n>a: [CH]ICOAAE 8E [CH]ICO +20 20\n>b: ÑOAEEII H5 ÑO.. +10 10\n"
	if err := os.WriteFile(p, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb strings.Builder
	code := run([]string{"scrabble", "replay", "--lang", "es", p}, nil, &out, &errb)
	// the second move plays through 7H, which is empty: a mismatch quoted
	// as the record writes it; the first agrees
	if code != 1 || out.String() != "line 5: H5 ÑO..: 7H is empty, the record plays through a letter there\n" {
		t.Fatalf("exit %d, %q %q", code, out.String(), errb.String())
	}
	rec = "#character-encoding UTF-8\n#player1 a a\n#player2 b b\n>a: [CH]ICOAAE 8E [CH]ICO +20 20\n"
	if err := os.WriteFile(p, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"scrabble", "replay", "--lang", "es", p}, nil, &out, &errb); code != 0 || out.String() != "ok 1 move\n" {
		t.Fatalf("exit %d, %q %q", code, out.String(), errb.String())
	}
}

// `wordbot tiles --game upwords --set hasbro` prints Hasbro's English set,
// tile by tile: 26 kinds, the Qu tile as QU, 100 in all (docs/cli.md).
func TestTilesHasbro(t *testing.T) {
	want := "A 7 0\nB 3 0\nC 4 0\nD 5 0\nE 8 0\nF 3 0\nG 3 0\nH 3 0\nI 7 0\nJ 1 0\nK 2 0\nL 5 0\nM 5 0\nN 5 0\nO 7 0\nP 3 0\n" +
		"QU 1 0\nR 5 0\nS 6 0\nT 5 0\nU 5 0\nV 1 0\nW 2 0\nX 1 0\nY 2 0\nZ 1 0\ntotal 100\n"
	for _, args := range [][]string{{"--game", "upwords", "--set", "hasbro"}, {"--game", "upwords", "--lang", "en", "--set", "HASBRO"}} {
		var out, errb strings.Builder
		if code := run(append([]string{"tiles"}, args...), nil, &out, &errb); code != 0 || out.String() != want || errb.Len() != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out.String(), errb.String())
		}
	}
}
