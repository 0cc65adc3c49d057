package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/render"
)

const upwordsCasa = `..........
..........
..........
..........
...CASA...
..........
..........
..........
..........
..........

0000000000
0000000000
0000000000
0000000000
0001211000
0000000000
0000000000
0000000000
0000000000
0000000000
`

func upwordsTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func runUpwordsCLI(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(append([]string{"upwords"}, args...), strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

func TestUpwordsHint(t *testing.T) {
	board := upwordsTemp(t, "board.txt", upwordsCasa)
	dict := upwordsTemp(t, "words.txt", "casa\ncara\ncase\nre\nera\nare\nsera\n")
	out, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", "re", "--dict", dict, "--top", "20")
	// Heights of CASA: 1, 2, 1, 1. RE down from (3,6), its E on the last A:
	// RE 1+2 and CASE 1+2+1+2 = 9. RE down from (4,5), R on the S: RE 2+1
	// and CARA 1+2+2+1 = 9. ARE down from (4,6) keeps the A: flat 6.
	want := `9 G4 RE
9 F5 RE
6 G5 ARE
6 5D CARA
6 5D CASE
6 G3 ERA
4 E5 ARE
4 E3 ERA
`
	if code != 0 || errs != "" || out != want {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
	out, _, _ = runUpwordsCLI(t, "hint", "--board", board, "--rack", "RE", "--dict", dict, "--json")
	wantJSON := `{"score":9,"dir":"down","row":3,"col":6,"word":"RE","tiles":[{"row":3,"col":6,"letter":"R"},{"row":4,"col":6,"letter":"E"}]}` + "\n"
	if out != wantJSON {
		t.Errorf("json = %s, want %s", out, wantJSON)
	}
	out, _, code = runUpwordsCLI(t, "hint", "--board", board, "--rack", "QQ"[:1], "--dict", dict)
	if code != 0 || out != "no move\n" {
		t.Errorf("no move: %d %q", code, out)
	}
	out, _, code = runUpwordsCLI(t, "hint", "--board", board, "--rack", "Q", "--dict", dict, "--json")
	if code != 0 || out != "" {
		t.Errorf("no move in json: %d %q", code, out)
	}
}

func TestUpwordsHintEmbedded(t *testing.T) {
	board := upwordsTemp(t, "board.txt", upwordsCasa)
	out, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", "eramoti", "--top", "2")
	if code != 0 || out != "36 G2 AERATOMI\n36 G3 AMATORIE\n" {
		t.Errorf("exit %d, stderr %q, stdout:\n%s", code, errs, out)
	}
}

func TestUpwordsCount(t *testing.T) {
	empty := upwordsTemp(t, "empty.txt", strings.Repeat("..........\n", 10)+strings.Repeat("0000000000\n", 10))
	dict := upwordsTemp(t, "words.txt", "re\nera\n")
	// Across only on the empty board, in row 5 or 6 covering column E or F:
	// RE from columns D-F (3 starts a row) = 6; ERA from C-F (4) = 8.
	// Total 14 (the down moves mirror them).
	out, errs, code := runUpwordsCLI(t, "hint", "--board", empty, "--rack", "ERA", "--dict", dict, "--count")
	if code != 0 || out != "14\n" {
		t.Errorf("count = %q (exit %d, %s)", out, code, errs)
	}
	// --check-min-length 4: every 2- and 3-letter string passes.
	out, _, _ = runUpwordsCLI(t, "hint", "--board", empty, "--rack", "ERA", "--dict", dict, "--count", "--check-min-length", "4")
	// Strings of 2 letters from E, R, A: 6 ordered pairs x 6 placements;
	// 3 letters: 6 permutations x 8 placements.
	if out != "84\n" {
		t.Errorf("count with --check-min-length 4 = %q, want 84", out)
	}
}

func TestUpwordsBadInput(t *testing.T) {
	dict := upwordsTemp(t, "words.txt", "casa\n")
	good := upwordsTemp(t, "board.txt", upwordsCasa)
	cases := []struct {
		name, board, rack, want string
		extra                   []string
	}{
		{"short line", strings.Replace(upwordsCasa, "...CASA...", "...CASA..", 1), "AB", "line 5: 9 characters, want 10 (letters or '.')", nil},
		{"height not a digit", strings.Replace(upwordsCasa, "0001211000", "0001x11000", 1), "AB", `line 16: column 5: 'x' is not a height: heights are digits 0-5`, nil},
		{"height 6", strings.Replace(upwordsCasa, "0001211000", "0001611000", 1), "AB", `line 16: column 5: '6' is not a height: heights are digits 0-5`, nil},
		{"height without letter", strings.Replace(upwordsCasa, "0001211000", "0001211100", 1), "AB", "line 16: column 8: height 1 on an empty square (row 5 has '.' there)", nil},
		{"letter without height", strings.Replace(upwordsCasa, "0001211000", "0001210000", 1), "AB", "line 16: column 7: height 0 under the letter A of row 5", nil},
		{"missing lines", strings.Join(strings.Split(upwordsCasa, "\n")[:15], "\n"), "AB", "line 15: the file has 14 non-blank lines: a 10x10 board needs 10 lines of letters then 10 lines of heights", nil},
		{"bad character", strings.Replace(upwordsCasa, "...CASA...", "...CA5A...", 1), "AB", "line 5: column 6: '5' is not a letter or '.'", nil},
		{"too many tiles", upwordsCasa, "ABCDEFGH", `rack "ABCDEFGH": a rack holds at most 7 tiles`, nil},
		{"no J", upwordsCasa, "AJ", `rack "AJ": there is no J tile in this game`, nil},
		{"no jolly", upwordsCasa, "A?", `rack "A?": '?' is not a tile: Upwords has only letters`, nil},
		{"two Q", upwordsCasa, "QQ", `rack "QQ": the rack and the board's top letters hold 2 Q tiles, but the game has only 1`, nil},
		{"bad min length", upwordsCasa, "AB", "the shortest checked word must be between 2 and 99 letters", []string{"--check-min-length", "1"}},
		{"bad top", upwordsCasa, "AB", "--top must be at least 1", []string{"--top", "0"}},
	}
	for _, c := range cases {
		board := upwordsTemp(t, "b.txt", c.board)
		args := append([]string{"hint", "--board", board, "--rack", c.rack, "--dict", dict}, c.extra...)
		out, errs, code := runUpwordsCLI(t, args...)
		want := "wordbot upwords: " + c.want + "\n"
		if strings.HasPrefix(c.want, "line") {
			want = "wordbot upwords: " + board + ": board file: " + c.want + "\n"
		}
		if code != 2 || out != "" || errs != want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q, want %q", c.name, code, out, errs, want)
		}
	}
	_, errs, code := runUpwordsCLI(t, "hint", "--rack", "AB")
	if code != 2 || errs != "wordbot upwords: --board FILE is required\n" {
		t.Errorf("no board: %d %q", code, errs)
	}
	_, errs, code = runUpwordsCLI(t, "solve")
	if code != 2 || !strings.HasPrefix(errs, "usage: wordbot upwords hint") {
		t.Errorf("unknown subcommand: %d %q", code, errs)
	}
	_, errs, code = runUpwordsCLI(t, "hint", "--board", good, "--rack", "AB", "--lang", "xx")
	if code != 2 || errs != "wordbot upwords: lexicon: unknown language \"xx\" (have en, it, fr, es, de, pt)\n" {
		t.Errorf("bad lang: %d %q", code, errs)
	}
}

func TestUpwordsOtherSizes(t *testing.T) {
	board := upwordsTemp(t, "b.txt", strings.Repeat("......\n", 6)+strings.Repeat("000000\n", 6))
	dict := upwordsTemp(t, "words.txt", "re\n")
	out, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", "RE", "--dict", dict, "--top", "9")
	// Centre of 6x6: rows 3-4 and columns C-D. RE across in rows 3 and 4
	// from columns B, C, D; then down, by row then column.
	want := "4 3B RE\n4 3C RE\n4 3D RE\n4 4B RE\n4 4C RE\n4 4D RE\n4 C2 RE\n4 D2 RE\n4 C3 RE\n"
	if code != 0 || out != want {
		t.Errorf("exit %d %s, stdout:\n%s", code, errs, out)
	}
}

func TestUpwordsHintPNG(t *testing.T) {
	board := upwordsTemp(t, "board.txt", upwordsCasa)
	dict := upwordsTemp(t, "words.txt", "casa\ncara\ncase\nre\nera\nare\nsera\n")
	png := filepath.Join(t.TempDir(), "hint.png")
	out, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", "re", "--dict", dict, "--png", png)
	if code != 0 || errs != "" || out != "9 G4 RE\n" {
		t.Fatalf("exit %d, stderr %q, stdout %q", code, errs, out)
	}
	got, err := os.ReadFile(png)
	if err != nil {
		t.Fatal(err)
	}
	// The file is the board with the best move (R at (3,6), E at (4,6)) drawn
	// as ghost tiles.
	f, _ := os.Open(board)
	b, err := upwords.ParseBoard(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	img, err := render.BoardImage(render.UpwordsBoard(b, "", nil, []crossword.Placed{{Pos: crossword.Pos{Row: 3, Col: 6}, Tile: crossword.Tile{Letter: 'R' - 'A'}}, {Pos: crossword.Pos{Row: 4, Col: 6}, Tile: crossword.Tile{Letter: 'E' - 'A'}}}))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := render.PNG(img)
	if !bytes.Equal(got, want) {
		t.Errorf("the PNG is not the board with the best move drawn (%d bytes, want %d)", len(got), len(want))
	}
	bad := filepath.Join(t.TempDir(), "no", "such", "dir.png")
	if _, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", "re", "--dict", dict, "--png", bad); code == 0 || !strings.Contains(errs, "wordbot upwords: ") {
		t.Errorf("unwritable --png: exit %d, stderr %q", code, errs)
	}
}

// `wordbot upwords hint --lang es|de|pt` reads boards and racks in the
// language's letters (the Spanish CH as a square of a spaced letter line)
// and prints the words as the language writes them. MOÑO: the Ñ on the N
// of MONO, heights 1,1,2,1 = 5; CHILLO: the LL tile on the C of CHICO
// (CH-I-C-O, four squares), 1,1,2,1 = 5; MÜTTER: the Ü on the U of MUTTER, 1,2,1,1,
// 1,1 = 7; CAÇA: the Ç on the S of CASA, 1,1,2,1 = 5 (docs/rules.md, Upwords).
func TestUpwordsHintLangs(t *testing.T) {
	row := func(line string) string {
		return strings.Repeat(". . . . . . . . . .\n", 4) + line + "\n" + strings.Repeat(". . . . . . . . . .\n", 5)
	}
	heights := func(line string) string {
		return strings.Repeat("0000000000\n", 4) + line + "\n" + strings.Repeat("0000000000\n", 5)
	}
	for _, c := range []struct {
		lang, board, rack, want string
	}{
		{"es", row(". . . M O N O . . .") + heights("0001111000"), "ñ", "5 5D MOÑO\n"},
		{"es", row(". . . CH I C O . . .") + heights("0001111000"), "ll", "5 5D CHILLO\n"},
		{"de", row(". . M U T T E R . .") + heights("0011111100"), "Ü", "7 5C MÜTTER\n"},
		{"pt", strings.ReplaceAll(row("...CASA..."), " ", "") + heights("0001111000"), "ç", "5 5D CAÇA\n"},
	} {
		board := upwordsTemp(t, "board.txt", c.board)
		out, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", c.rack, "--lang", c.lang)
		if code != 0 || out != c.want {
			t.Errorf("%s %s: exit %d, %q %q; want %q", c.lang, c.rack, code, out, errs, c.want)
		}
	}
	// --json names the tiles as the language writes them: MOCHO, the CH tile
	// on the N of MONO, and MOÑO, 5 each (MOCHO first: the word's order).
	board := upwordsTemp(t, "board.txt", row(". . . M O N O . . .")+heights("0001111000"))
	out, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", "ñch", "--lang", "es", "--json", "--top", "2")
	if want := `{"score":5,"dir":"across","row":4,"col":3,"word":"MOCHO","tiles":[{"row":4,"col":5,"letter":"CH"}]}` + "\n" +
		`{"score":5,"dir":"across","row":4,"col":3,"word":"MOÑO","tiles":[{"row":4,"col":5,"letter":"Ñ"}]}` + "\n"; code != 0 || out != want {
		t.Errorf("--json: exit %d, %q %q; want %q", code, out, errs, want)
	}
	board = upwordsTemp(t, "board.txt", row(". . . CH I C O . . .")+heights("0001111000"))
	for rack, want := range map[string]string{
		"kiwi": `wordbot upwords: rack "kiwi": there is no K tile in this game` + "\n",
		"ch":   `wordbot upwords: rack "ch": the rack and the board's top letters hold 2 CH tiles, but the game has only 1` + "\n",
	} {
		out, errs, code := runUpwordsCLI(t, "hint", "--board", board, "--rack", rack, "--lang", "es")
		if code != 2 || errs != want {
			t.Errorf("rack %s: exit %d, %q %q; want %q", rack, code, out, errs, want)
		}
	}
}

// upwords.lang takes every language Upwords plays (its bag and letters).
func TestConfigUpwordsLangs(t *testing.T) {
	p := t.TempDir() + "/c.yaml"
	for _, lang := range []string{"fr", "es", "de", "pt"} {
		if err := os.WriteFile(p, []byte("upwords:\n  lang: "+lang+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p})); err != nil || c.Upwords.Lang != lang {
			t.Errorf("upwords.lang: %s: %v %q", lang, err, c.Upwords.Lang)
		}
	}
	if err := os.WriteFile(p, []byte("upwords:\n  lang: nl\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p})); err == nil || !strings.Contains(err.Error(), `upwords.lang must be en, it, fr, es, de or pt, not "nl"`) {
		t.Errorf("upwords.lang: nl: %v", err)
	}
}

// upwords.set: classic or hasbro (English games' tiles, docs/bot.md),
// handed to the bot; anything else is refused with its line.
func TestConfigUpwordsSet(t *testing.T) {
	p := t.TempDir() + "/c.yaml"
	for _, set := range []string{"classic", "hasbro"} {
		if err := os.WriteFile(p, []byte("upwords:\n  set: "+set+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		c, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p}))
		if err != nil || c.Upwords.Set != set {
			t.Errorf("upwords.set: %s: %v %q", set, err, c.Upwords.Set)
		}
	}
	if err := os.WriteFile(p, []byte("upwords:\n  set: seed\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := LoadConfig(envOf(map[string]string{"WORDBOT_CONFIG": p})); err == nil || !strings.Contains(err.Error(), `upwords.set must be classic or hasbro, not "seed"`) {
		t.Errorf("upwords.set: seed: %v", err)
	}
}

// `wordbot upwords hint --set hasbro` plays Hasbro's English set: the Qu
// tile typed QU on the board (squares spaced) and in the rack; under a
// flat QUIT, ZEAS across row 6 scores 8 + QUA down 6 (2 x 2 + 2, the Qu
// bonus) + IS 4 = 18. A Q alone, another language and another set are
// refused with one line.
func TestUpwordsHintHasbro(t *testing.T) {
	board := strings.Repeat(". . . . . . . . . .\n", 4) + ". . . QU I T . . . .\n" + strings.Repeat(". . . . . . . . . .\n", 5)
	heights := "0000000000\n0000000000\n0000000000\n0000000000\n0001110000\n" + strings.Repeat("0000000000\n", 5)
	file := writeTemp(t, t.TempDir(), "quit.txt", board+heights)
	if out, errs, code := runUpwordsCLI(t, "hint", "--set", "hasbro", "--board", file, "--rack", "z s a e", "--top", "3"); code != 0 || out != "18 6B ZEAS\n18 C2 ZEAS\n18 G2 ZEAS\n" {
		t.Errorf("hint: code %d, out %q, err %q", code, out, errs)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--rack", "q a"}, `wordbot upwords: rack "q a": Hasbro's set has no Q tile of its own: type QU for its Qu tile`},
		{[]string{"--rack", "qu a"}, `wordbot upwords: rack "qu a": the rack and the board's top letters hold 2 QU tiles, but the game has only 1`},
		{[]string{"--rack", "a", "--lang", "it"}, "wordbot upwords: --set hasbro is Hasbro's English set: use it with --lang en, not it"},
		{[]string{"--rack", "a", "--set", "milton"}, `wordbot upwords: --set must be classic or hasbro, not "milton"`},
	} {
		args := append([]string{"hint", "--set", "hasbro", "--board", file}, c.args...)
		if out, errs, code := runUpwordsCLI(t, args...); code != 2 || out != "" || errs != c.want+"\n" {
			t.Errorf("%v: code %d, out %q, err %q", c.args, code, out, errs)
		}
	}
}
