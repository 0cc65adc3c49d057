package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/render"
)

// Code 1 (schema) and Code 2 (dictionary) of docs/sources.md, seed 002:
// the worked example of docs/rules.md, Ruzzle.
const (
	ruzzleCode1 = "4\n\nOZAE\nREST\nRUAT\nTIIP\n\n..t.\n..tT\n..Dd\nD...\n"
	ruzzleCode2 = "Pasta\nesatta\nraTTi\nzeRo\n"
)

func writeTemp(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func runCmd(args []string, stdin string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// Seed 002's Code 3: the output of Code 2's dictionary on Code 1's schema.
func TestRuzzleOfflineSeed002(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "dict.txt", ruzzleCode2)
	schema := writeTemp(t, dir, "schema.txt", ruzzleCode1)
	out := filepath.Join(dir, "out.txt")
	code, stdout, stderr := runCmd([]string{"ruzzle", dict, schema, out}, "")
	if code != 0 || stdout != "" || stderr != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want := "Pasta 102 (3,3) -> (2,2) -> (1,2) -> (1,3) -> (0,2)\n" +
		"esatta 102 (0,3) -> (1,2) -> (0,2) -> (1,3) -> (2,3) -> (2,2)\n" +
		"zeRo 12 (0,1) -> (1,1) -> (1,0) -> (0,0)\n"
	if string(got) != want {
		t.Errorf("output:\n%s\nwant:\n%s", got, want)
	}
}

// Offline mode: CRLF files, dictionary order kept, one-letter words,
// duplicates printed as written, no length bonus, an existing OUT replaced.
func TestRuzzleOfflineDetails(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "dict.txt", "\r\nzeRo\r\nTRE\r\no\r\nESATTA\r\npasti\r\nQQQ\r\nPasta\r\npasta\r\n")
	schema := writeTemp(t, dir, "schema.txt", strings.ReplaceAll(ruzzleCode1, "\n", "\r\n"))
	out := writeTemp(t, dir, "out.txt", "old content\n")
	if code, _, stderr := runCmd([]string{"ruzzle", dict, schema, out}, ""); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, _ := os.ReadFile(out)
	want := "zeRo 12 (0,1) -> (1,1) -> (1,0) -> (0,0)\n" +
		"TRE 10 (3,0) -> (2,0) -> (1,1)\n" +
		"o 1 (0,0)\n" +
		"ESATTA 102 (0,3) -> (1,2) -> (0,2) -> (1,3) -> (2,3) -> (2,2)\n" +
		"pasti 34 (3,3) -> (2,2) -> (1,2) -> (2,3) -> (3,2)\n" +
		"Pasta 102 (3,3) -> (2,2) -> (1,2) -> (1,3) -> (0,2)\n" +
		"pasta 102 (3,3) -> (2,2) -> (1,2) -> (1,3) -> (0,2)\n"
	if string(got) != want {
		t.Errorf("output:\n%s\nwant:\n%s", got, want)
	}
}

func TestRuzzleOfflineErrors(t *testing.T) {
	dir := t.TempDir()
	goodDict := writeTemp(t, dir, "dict.txt", ruzzleCode2)
	goodSchema := writeTemp(t, dir, "schema.txt", ruzzleCode1)
	badDict := writeTemp(t, dir, "bad-dict.txt", "Pasta\n\nes atta\n")
	badSchema := writeTemp(t, dir, "bad-schema.txt", "4\nOZAE\nREST\nRUAT\nTIIP\n..t.\n..tT\n..Dx\nD...\n")
	shortSchema := writeTemp(t, dir, "short-schema.txt", "4\nOZAE\nREST\n")
	missing := filepath.Join(dir, "missing.txt")
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"bad dictionary line", []string{badDict, goodSchema}, 1,
			"wordbot ruzzle: " + badDict + `: line 3, column 3: space inside a word` + "\n"},
		{"bad bonus", []string{goodDict, badSchema}, 1,
			"wordbot ruzzle: " + badSchema + `: line 8: bonus row 3: 'x' (column 3) is not a bonus (d, t, D, T or .)` + "\n"},
		{"short schema", []string{goodDict, shortSchema}, 1,
			"wordbot ruzzle: " + shortSchema + ": line 4: the schema ends before letter row 3 of 4\n"},
		{"missing dictionary", []string{missing, goodSchema}, 1,
			"wordbot ruzzle: cannot read the dictionary " + missing + ": no such file or directory\n"},
		{"missing schema", []string{goodDict, missing}, 1,
			"wordbot ruzzle: cannot read the schema " + missing + ": no such file or directory\n"},
		{"dictionary is a directory", []string{dir, goodSchema}, 1,
			"wordbot ruzzle: cannot read the dictionary: " + dir + " is a folder, not a regular file\n"},
	} {
		out := filepath.Join(dir, "out-"+strings.ReplaceAll(tc.name, " ", "-"))
		code, stdout, stderr := runCmd(append([]string{"ruzzle"}, append(tc.args, out)...), "")
		if code != tc.code || stdout != "" || stderr != tc.stderr {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit %d, stderr %q", tc.name, code, stdout, stderr, tc.code, tc.stderr)
		}
		if _, err := os.Stat(out); !os.IsNotExist(err) {
			t.Errorf("%s: output file exists after an error", tc.name)
		}
	}
	// An output in a directory that does not exist.
	out := filepath.Join(dir, "no-such-dir", "out.txt")
	code, _, stderr := runCmd([]string{"ruzzle", goodDict, goodSchema, out}, "")
	if want := "wordbot ruzzle: cannot write " + out + ": no such file or directory\n"; code != 1 || stderr != want {
		t.Errorf("unwritable output: exit %d, stderr %q; want 1, %q", code, stderr, want)
	}
	// Usage errors.
	for _, args := range [][]string{{"ruzzle", goodDict}, {"ruzzle", goodDict, goodSchema}, {"ruzzle", "a", "b", "c", "d"}} {
		code, _, stderr := runCmd(args, "")
		if code != 2 || !strings.HasPrefix(stderr, "wordbot ruzzle: want DICT SCHEMA OUT") {
			t.Errorf("%v: exit %d, stderr %q", args, code, stderr)
		}
	}
	// A flag after the positionals is named as such (it said "got 5 arguments").
	if code, _, stderr := runCmd([]string{"ruzzle", goodDict, goodSchema, out, "--png", "b.png"}, ""); code != 2 || stderr != "wordbot ruzzle: flags go before DICT SCHEMA OUT (wordbot ruzzle [--png FILE] [--lang L] DICT SCHEMA OUT), \"--png\" came after\n" {
		t.Errorf("--png after OUT: exit %d, stderr %q", code, stderr)
	}
	if code, _, stderr := runCmd([]string{"ruzzle", "--dict", goodDict, goodDict, goodSchema, out}, ""); code != 2 || !strings.Contains(stderr, "interactive mode") {
		t.Errorf("--dict with offline mode: exit %d, stderr %q", code, stderr)
	}
	if code, _, stderr := runCmd([]string{"ruzzle", "--lang", "xx", goodDict, goodSchema, out}, ""); code != 2 || stderr != `wordbot ruzzle: unknown language "xx" (have en, it, fr, es, de, pt)`+"\n" {
		t.Errorf("--lang xx with offline mode: exit %d, stderr %q", code, stderr)
	}
	// No temporary files are left behind.
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}

// Interactive mode: the board of docs/rules.md's Ruzzle example typed with mistakes, then words.
func TestRuzzleInteractive(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "dict.txt", "pasta\nzero\nratti\nesatta\npasti\nsta\n")
	input := strings.Join([]string{
		"", "four", "0", "65", "4", // size: blank, garbage, out of range, then 4
		"ozae", "RES", "R E S T", "ru4t", "ruat", "tiip", // letters: short row, spaces, digit
		"..t.", "..tT", "..DX", "..Dd", "D...", // bonuses: unknown bonus
		"pasta", "Sta", "pasto", "ratti", "x1", "zero", "zerò", // accents fold (docs/rules.md)
	}, "\n") + "\n"
	code, stdout, stderr := runCmd([]string{"ruzzle", "--dict", dict}, input)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{
		`"four" is not a size: type a whole number from 1 to 64.`,
		`"0" is not a size`,
		`"65" is not a size`,
		"the row has 3 characters; it needs 4.",
		"'4' is not a letter A-Z.",
		"'X' is not a bonus (d, t, D, T or .).",
		"  OZAE   ..t.\n  REST   ..tT\n  RUAT   ..Dd\n  TIIP   D...\n",
		"PASTA: 1 path\n    102  (3,3) -> (2,2) -> (1,2) -> (1,3) -> (0,2)\n",
		"STA: 3 paths, best first\n" +
			"     54  (1,2) -> (1,3) -> (2,2)\n" + // (6+2+1)*2*3
			"     33  (1,2) -> (1,3) -> (0,2)\n" + // (6+2+3)*3
			"     22  (1,2) -> (2,3) -> (2,2)\n", // (6+4+1)*2
		"PASTO is not in the dictionary.",
		"RATTI is not on the board.",
		`"x1" is not a word: use the letters A-Z only.`,
		"ZERO: 1 path\n     12  (0,1) -> (1,1) -> (1,0) -> (0,0)\n",
		"Bye.\n",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
	if !strings.HasSuffix(stdout, "Bye.\n") {
		t.Errorf("output does not end with Bye.:\n%s", stdout)
	}
	if n := strings.Count(stdout, "ZERO: 1 path"); n != 2 {
		t.Errorf("zero and zerò traced %d times, want 2 (accents fold)", n)
	}
}

// Quitting: "quit" at any prompt, an empty word line, or the end of input.
func TestRuzzleInteractiveQuit(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "dict.txt", "a\n")
	for _, input := range []string{
		"", "quit\n", "2\nQUIT\n", "2\nab\n", "1\na\n.\n", "1\na\n.\n\nnever read\n", "1\na\n.\na\nquit\n",
		"1\na\n.\n\x00\xff\n" + strings.Repeat("z", 10000) + "\n", // garbage lines
	} {
		code, stdout, stderr := runCmd([]string{"ruzzle", "--dict", dict}, input)
		if code != 0 || stderr != "" || !strings.HasSuffix(stdout, "Bye.\n") {
			t.Errorf("input %q: exit %d, stderr %q, stdout:\n%s", input, code, stderr, stdout)
		}
		if strings.Contains(stdout, "NEVER") {
			t.Errorf("input %q: read past the empty line", input)
		}
	}
}

func TestRuzzleInteractiveBadDict(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "dict.txt", "ok\nno way\n")
	code, _, stderr := runCmd([]string{"ruzzle", "--dict", dict}, "")
	if want := "wordbot ruzzle: " + dict + `: line 2, column 3: space inside a word` + "\n"; code != 1 || stderr != want {
		t.Errorf("exit %d, stderr %q; want 1, %q", code, stderr, want)
	}
	code, _, stderr = runCmd([]string{"ruzzle", "--lang", "xx"}, "")
	if code != 1 || stderr != "wordbot ruzzle: lexicon: unknown language \"xx\" (have en, it, fr, es, de, pt)\n" {
		t.Errorf("--lang xx: exit %d, stderr %q", code, stderr)
	}
}

// --png draws the board of docs/rules.md's Ruzzle example with the best word's path: PASTA and ESATTA
// both score 102; PASTA comes first in the dictionary.
func TestRuzzleOfflinePNG(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "dict.txt", ruzzleCode2)
	schema := writeTemp(t, dir, "schema.txt", ruzzleCode1)
	out, png := filepath.Join(dir, "out.txt"), filepath.Join(dir, "board.png")
	code, _, stderr := runCmd([]string{"ruzzle", "--png", png, dict, schema, out}, "")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	got, err := os.ReadFile(png)
	if err != nil {
		t.Fatal(err)
	}
	b, err := ruzzle.ParseSchema(strings.NewReader(ruzzleCode1))
	if err != nil {
		t.Fatal(err)
	}
	path := ruzzle.Path{{Row: 3, Col: 3}, {Row: 2, Col: 2}, {Row: 1, Col: 2}, {Row: 1, Col: 3}, {Row: 0, Col: 2}}
	img, err := render.GridImage(render.RuzzleGrid(b, "", path))
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := render.PNG(img); !bytes.Equal(got, want) {
		t.Errorf("the PNG is not the board with PASTA's path (%d bytes, want %d)", len(got), len(want))
	}
	if code, _, stderr := runCmd([]string{"ruzzle", "--png", png}, ""); code != 2 || stderr != "wordbot ruzzle: --png is for offline mode (DICT SCHEMA OUT)\n" {
		t.Errorf("--png in interactive mode: exit %d, stderr %q", code, stderr)
	}
}

// Offline mode with --lang es|de: the schema's rows and the dictionary's
// words in the language's letters (a row CHICO is the cells CH I C O, N I Ñ O
// four cells), scored with the language's values (Spanish N 1, I 1, Ñ 8,
// O 1, CH 5, C 3, H 4, L 1, A 1); words written as the dictionary spells
// them. --lang en and it are the A-Z offline mode; a letter the language
// lacks is refused naming its line.
func TestRuzzleOfflineLang(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "es.txt", "niño\nchico\nNIÑO\nperro\nhola\n")
	schema := writeTemp(t, dir, "es.schema", "4\nN I Ñ O\nCHICO\nHOLA\nPERO\n....\nd...\n..t.\n...T\n")
	out := filepath.Join(dir, "out.txt")
	if code, _, stderr := runCmd([]string{"ruzzle", "--lang", "es", dict, schema, out}, ""); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	got, _ := os.ReadFile(out)
	want := "niño 11 (0,0) -> (0,1) -> (0,2) -> (0,3)\n" + // 1+1+8+1
		"chico 15 (1,0) -> (0,1) -> (1,2) -> (0,3)\n" + // CH 5 on d: 10, +1+3+1
		"NIÑO 11 (0,0) -> (0,1) -> (0,2) -> (0,3)\n" +
		"hola 9 (2,0) -> (2,1) -> (2,2) -> (2,3)\n" // L 1 on t: 3, +4+1+1
	if string(got) != want {
		t.Errorf("es output:\n%s\nwant:\n%s", got, want)
	}
	for _, c := range []struct{ lang, dict, schema, stderr string }{
		{"de", dict, schema, "wordbot ruzzle: " + dict + `: line 1, column 3: character 'ñ' is not a letter of the language` + "\n"},
		{"en", dict, schema, "wordbot ruzzle: " + dict + `: line 1, column 3: character 'ñ' is not a letter A-Z` + "\n"},
		{"es", dict, writeTemp(t, dir, "bad.schema", "2\nAß\nAB\n..\n..\n"), "wordbot ruzzle: " + filepath.Join(dir, "bad.schema") + ": line 2: letter row 1: 'ß' is not a letter of the language\n"},
		{"es", dict, writeTemp(t, dir, "short.schema", "4\nN I Ñ O\nCHICO\nHOLA\nPERR\n....\n....\n....\n....\n"), "wordbot ruzzle: " + filepath.Join(dir, "short.schema") + `: line 5: letter row 4 has 3 letters, want 4: "PERR"` + "\n"},
	} {
		if code, _, stderr := runCmd([]string{"ruzzle", "--lang", c.lang, c.dict, c.schema, out + c.lang}, ""); code != 1 || stderr != c.stderr {
			t.Errorf("%s: exit %d, stderr %q, want 1, %q", c.lang, code, stderr, c.stderr)
		}
	}
}

// TestRuzzleInteractiveRowCount: counts are written as English counts one:
// in Spanish's letters a row of the wrong length "has 1 letter" (CH is one),
// a dictionary of one word is "(1 word)" and a board of size 1 asks for
// "1 letter"; they said "1 letters" and "(1 words)".
func TestRuzzleInteractiveRowCount(t *testing.T) {
	dir := t.TempDir()
	dict := writeTemp(t, dir, "dict.txt", "chico\n")
	_, stdout, _ := runCmd([]string{"ruzzle", "--lang", "es"}, "2\nch\nchea\nquit\n")
	_, stdout2, _ := runCmd([]string{"ruzzle", "--dict", dict}, "1\nquit\n")
	stdout += stdout2
	for _, want := range []string{"the row has 1 letter; it needs 2.", "the row has 3 letters; it needs 2.", "(1 word). Type quit to leave.",
		"Letters of row 1 (2 letters): ", "Letters of row 1 (1 letter A-Z): "} {
		if !strings.Contains(stdout, want) {
			t.Errorf("output lacks %q:\n%s", want, stdout)
		}
	}
}
