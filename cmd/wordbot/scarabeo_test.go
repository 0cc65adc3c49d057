package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/render"
)

func crosswordTemp(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func runCrosswordCLI(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// emptyBoard returns n lines of n dots, with row r replaced by line.
func boardText(n int, rows map[int]string) string {
	var b strings.Builder
	for r := 0; r < n; r++ {
		line := strings.Repeat(".", n)
		if s, ok := rows[r]; ok {
			line = s
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

func TestScarabeoHint(t *testing.T) {
	dict := crosswordTemp(t, "words.txt", "casa\nqua\nali\nlimone\nscarabeo\n")
	board := crosswordTemp(t, "empty.txt", boardText(17, nil))
	// QUA across from 9G (Q on the centre's left): 10+4+1 +10 = 25; the
	// same word starting at 9H or 9I.
	out, errs, code := runCrosswordCLI(t, "scarabeo", "hint", "--board", board, "--rack", "QUAXX"[:3], "--dict", dict, "--top", "3")
	if code != 0 || errs != "" || out != "25 9G QUA\n25 9H QUA\n25 9I QUA\n" {
		t.Fatalf("code %d, stderr %q, stdout:\n%s", code, errs, out)
	}
	out, _, code = runCrosswordCLI(t, "scarabeo", "hint", "--board", board, "--rack", "?UA", "--dict", dict, "--json")
	want := `{"score":15,"dir":"across","row":8,"col":6,"word":"qUA","tiles":[{"row":8,"col":6,"letter":"Q","jolly":true},{"row":8,"col":7,"letter":"U","jolly":false},{"row":8,"col":8,"letter":"A","jolly":false}]}` + "\n"
	if code != 0 || out != want {
		t.Fatalf("json: code %d\n%s\nwant\n%s", code, out, want)
	}
	// CASA on row 9 from 9F; ALI down through its A... with a board file
	// holding lower-case jollies and blank lines.
	rows := map[int]string{8: ".....CaSA........"}
	board2 := crosswordTemp(t, "casa.txt", "\n"+boardText(17, rows)+"\n\n")
	out, _, code = runCrosswordCLI(t, "scarabeo", "hint", "--board", board2, "--rack", "LI", "--dict", dict)
	// ALI down from (8,6) uses the board's jolly a (worth 1 in Scarabeo):
	// A 1 + L 2 + I on (10,6), a T square: 3 -> 6, +10.
	if code != 0 || out != "16 G9 aLI\n" {
		t.Fatalf("ALI: code %d %q", code, out)
	}
	out, _, code = runCrosswordCLI(t, "scarabeo", "hint", "--board", board, "--rack", "ZZ", "--dict", dict)
	if code != 0 || out != "no move\n" {
		t.Fatalf("no move: %d %q", code, out)
	}
	out, _, code = runCrosswordCLI(t, "scarabeo", "hint", "--board", board, "--rack", "ZZ", "--dict", dict, "--json")
	if code != 0 || out != "" {
		t.Fatalf("no move json: %d %q", code, out)
	}
	out, _, code = runCrosswordCLI(t, "scarabeo", "hint", "--board", board, "--rack", "HB", "--dict", dict, "--two-letter-words", "any", "--count")
	if code != 0 || out != "4\n" {
		t.Fatalf("count any: %d %q", code, out)
	}
}

func TestScrabbleHint(t *testing.T) {
	dict := crosswordTemp(t, "words.txt", "qua\naqua\n")
	board := crosswordTemp(t, "empty.txt", boardText(15, map[int]string{7: ".....QUA......."}))
	out, errs, code := runCrosswordCLI(t, "scrabble", "hint", "--board", board, "--rack", "A", "--dict", dict)
	if code != 0 || out != "13 8E AQUA\n" {
		t.Fatalf("code %d %q %q", code, out, errs)
	}
}

func TestCrosswordHintErrors(t *testing.T) {
	dict := crosswordTemp(t, "words.txt", "casa\n")
	good := crosswordTemp(t, "good.txt", boardText(17, nil))
	short := crosswordTemp(t, "short.txt", strings.Repeat(strings.Repeat(".", 17)+"\n", 15))
	jrow := crosswordTemp(t, "j.txt", boardText(17, map[int]string{2: "........J........"}))
	wide := crosswordTemp(t, "wide.txt", boardText(17, map[int]string{4: "..................."}))
	jolly := crosswordTemp(t, "jolly.txt", boardText(17, map[int]string{8: "........a........"}))
	bad := crosswordTemp(t, "bad.txt", boardText(17, map[int]string{0: "....5............"}))
	tests := []struct {
		args []string
		err  string
	}{
		{[]string{"scarabeo", "hint", "--board", short, "--rack", "CASA", "--dict", dict}, "wordbot scarabeo: " + short + ": board: 15 rows, want 17\n"},
		{[]string{"scarabeo", "hint", "--board", jrow, "--rack", "CASA", "--dict", dict}, "wordbot scarabeo: " + jrow + ": board line 3: column 9: there is no J in Scarabeo\n"},
		{[]string{"scarabeo", "hint", "--board", wide, "--rack", "CASA", "--dict", dict}, "wordbot scarabeo: " + wide + ": board line 5: 19 characters, want 17 (. for an empty square, a letter for a tile, lower case for a blank)\n"},
		{[]string{"scarabeo", "hint", "--board", bad, "--rack", "CASA", "--dict", dict}, "wordbot scarabeo: " + bad + ": board line 1: column 5: '5' is not a square (. for empty, a letter for a tile, lower case for a blank)\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--rack", "CASALIMON", "--dict", dict}, "wordbot scarabeo: rack \"CASALIMON\": a rack holds at most 8 tiles\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--rack", "CAKE", "--dict", dict}, "wordbot scarabeo: rack \"CAKE\": there is no K tile in this game\n"},
		{[]string{"scrabble", "hint", "--board", good, "--rack", "CAKE", "--dict", dict}, "wordbot scrabble: " + good + ": board line 1: 17 characters, want 15 (. for an empty square, a letter for a tile, lower case for a blank)\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--dict", dict}, "wordbot scarabeo: --rack RACK is required\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--rack", "QQQ", "--dict", dict}, "wordbot scarabeo: rack \"QQQ\": Scarabeo has only 2 Q tiles\n"},
		{[]string{"scarabeo", "hint", "--board", jolly, "--rack", "??", "--dict", dict}, "wordbot scarabeo: rack \"??\": Scarabeo has only 2 blanks, 1 of them on the board\n"},
		{[]string{"scarabeo", "hint", "--rack", "CASA"}, "wordbot scarabeo: --board FILE is required\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--rack", "CASA", "--two-letter-words", "some"}, "wordbot scarabeo: --two-letter-words must be lexicon or any, not \"some\"\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--rack", "CASA", "--top", "0"}, "wordbot scarabeo: --top must be at least 1\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--rack", "CASA", "--lang", "fr"}, "wordbot scarabeo: lexicon: language \"fr\" is not playable yet here (this game has en, it; wordbot lexicon reads it)\n"},
		{[]string{"scarabeo", "hint", "--board", good, "--rack", "CASA", "--lang", "xx"}, "wordbot scarabeo: lexicon: unknown language \"xx\" (have en, it)\n"},
	}
	for _, tt := range tests {
		out, errs, code := runCrosswordCLI(t, tt.args...)
		if code == 0 || out != "" || errs != tt.err {
			t.Errorf("%v: code %d, stdout %q, stderr %q, want %q", tt.args, code, out, errs, tt.err)
		}
	}
	if _, errs, code := runCrosswordCLI(t, "scrabble", "hint", "--board", good, "--rack", "A", "--two-letter-words", "any"); code != 2 || !strings.Contains(errs, "flag provided but not defined") {
		t.Errorf("scrabble takes no --two-letter-words: %d %q", code, errs)
	}
}

// TestScrabbleCountBench checks --count on the shared benchmark positions
// (skipped without them). Each run of the command reads ENABLE2K anew, 3 s
// under the race detector: there two positions are checked (empty
// ?SATIRE and late ?EIRST; the command's path is the same for each), every one without it;
// games/scarabeo's TestBenchPositionCounts checks the engine's count of all
// eight under the race detector too.
func TestScrabbleCountBench(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "bench")
	data, err := os.ReadFile(filepath.Join(dir, "scrabble-positions.txt"))
	if err != nil {
		t.Skip("no benchmark data")
	}
	dict := filepath.Join(dir, "enable2k.txt")
	type position struct {
		rows       []string
		rack, want string
	}
	var positions []position
	var cur *position
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "case "):
			f := strings.Fields(line)
			positions = append(positions, position{rack: f[2], want: f[3]})
			cur = &positions[len(positions)-1]
		case cur != nil:
			cur.rows = append(cur.rows, line)
		}
	}
	if len(positions) != 8 {
		t.Fatalf("%d positions, want 8", len(positions))
	}
	if raceEnabled {
		positions = []position{positions[1], positions[6]} // a blank on an empty board, on a late one
	}
	for _, p := range positions {
		board := crosswordTemp(t, "b.txt", strings.Join(p.rows, "\n")+"\n")
		out, errs, code := runCrosswordCLI(t, "scrabble", "hint", "--board", board, "--rack", p.rack, "--dict", dict, "--count")
		if code != 0 || strings.TrimSpace(out) != p.want {
			t.Errorf("rack %s: %q %q, want %s", p.rack, out, errs, p.want)
		}
	}
}

func TestScarabeoHintPNG(t *testing.T) {
	dict := crosswordTemp(t, "words.txt", "casa\nqua\nali\n")
	rows := map[int]string{8: ".....CaSA........"}
	boardFile := crosswordTemp(t, "casa.txt", boardText(17, rows))
	png := filepath.Join(t.TempDir(), "hint.png")
	out, errs, code := runCrosswordCLI(t, "scarabeo", "hint", "--board", boardFile, "--rack", "LI", "--dict", dict, "--png", png)
	if code != 0 || errs != "" || out != "16 G9 aLI\n" {
		t.Fatalf("code %d, stderr %q, stdout %q", code, errs, out)
	}
	got, err := os.ReadFile(png)
	if err != nil {
		t.Fatal(err)
	}
	// The board with ALI's L and I drawn as the hint's ghost tiles.
	v := scarabeo.Scarabeo()
	b, err := scarabeo.ParseBoard(strings.NewReader(boardText(17, rows)), v)
	if err != nil {
		t.Fatal(err)
	}
	ghost := []scarabeo.Placed{
		{Pos: crossword.Pos{Row: 9, Col: 6}, Tile: crossword.Tile{Letter: 'L' - 'A'}},
		{Pos: crossword.Pos{Row: 10, Col: 6}, Tile: crossword.Tile{Letter: 'I' - 'A'}},
	}
	img, err := render.BoardImage(render.CrosswordBoard(b, nil, ghost))
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := render.PNG(img); !bytes.Equal(got, want) {
		t.Errorf("the PNG is not the board with the hint drawn (%d bytes, want %d)", len(got), len(want))
	}
}
