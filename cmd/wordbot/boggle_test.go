package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/render"
)

func runBoggleCmd(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestBoggleSolve(t *testing.T) {
	code, out, errs := runBoggleCmd(t, "", "boggle", "solve", "--min", "4", "--scoring", "linear", "fycliomgorilhjhu")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	words := map[string]string{}
	prev := ""
	for _, l := range lines {
		w, rest, _ := strings.Cut(l, " ")
		if w <= prev {
			t.Errorf("%s after %s: not sorted", w, prev)
		}
		prev = w
		words[w] = rest
	}
	if got := words["ROOMY"]; got != "2 (2,1) -> (2,0) -> (1,1) -> (1,2) -> (0,1)" {
		t.Errorf("ROOMY line %q", got)
	}
	for _, w := range strings.Fields("FOIL FORM ROOF ROOM ROOMY COIF COIL COIR CORM FIRM GIRO GLIM HOOF IGLU LIMO LIMY MIRI MOIL MOOR RIMY ROIL") {
		if _, ok := words[w]; !ok {
			t.Errorf("solve misses %s", w)
		}
	}
	// Flags after the board, a custom dictionary, official points, QU cells.
	dir := t.TempDir()
	dict := filepath.Join(dir, "words.txt")
	os.WriteFile(dict, []byte("quit\nquits\nqit\nzzz\n"), 0o644)
	code, out, errs = runBoggleCmd(t, "", "boggle", "solve", "QITSXXXXXXXXXXXX", "--dict", dict, "--qu")
	if code != 0 || out != "QUIT 1 (0,0) -> (0,1) -> (0,2)\nQUITS 2 (0,0) -> (0,1) -> (0,2) -> (0,3)\n" {
		t.Errorf("--qu solve: exit %d out %q err %q", code, out, errs)
	}
	code, out, _ = runBoggleCmd(t, "", "boggle", "solve", "--dict", dict, "QITSXXXXXXXXXXXX")
	if code != 0 || out != "QIT 1 (0,0) -> (0,1) -> (0,2)\n" {
		t.Errorf("solve: exit %d out %q", code, out)
	}
}

func TestBoggleSolveErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("cat\nd0g\n"), 0o644)
	tests := []struct {
		args []string
		code int
		err  string
	}{
		{[]string{"boggle", "solve", "FYCLIOMGORILHJH"}, 1, "wordbot boggle: a board needs 16, 25 or 36 letters (4x4, 5x5 or 6x6), got 15\n"},
		{[]string{"boggle", "solve", "FYCLIOMGORILHJH1"}, 1, "wordbot boggle: '1' (character 16) is not a letter A-Z\n"},
		{[]string{"boggle", "solve", "--scoring", "odd", "FYCLIOMGORILHJHU"}, 1, "wordbot boggle: scoring \"odd\" is not official or linear\n"},
		{[]string{"boggle", "solve", "--lang", "xx", "FYCLIOMGORILHJHU"}, 1, "wordbot boggle: lexicon: unknown language \"xx\" (have en, it, fr, es, de, pt)\n"},
		{[]string{"boggle", "solve", "--dict", bad, "FYCLIOMGORILHJHU"}, 1, "wordbot boggle: " + bad + ": line 2, column 2: digit '0' in a word\n"},
		{[]string{"boggle", "solve"}, 2, "wordbot boggle: solve takes one BOARD (16, 25 or 36 letters) or --boards FILE\n"},
		{[]string{"boggle", "solve", "--total", "FYCLIOMGORILHJHU"}, 2, "wordbot boggle: --total goes with --boards\n"},
		{[]string{"boggle", "solve", "--boards", filepath.Join(dir, "none.txt")}, 1, "wordbot boggle: open " + filepath.Join(dir, "none.txt") + ": no such file or directory\n"},
		{[]string{"boggle", "dance"}, 2, "wordbot boggle: unknown command \"dance\" (have solve, play)\n"},
		{[]string{"boggle", "play", "extra"}, 2, "wordbot boggle: play takes no arguments, got \"extra\"\n"},
		{[]string{"boggle", "play", "--size", "9"}, 1, "wordbot boggle: --size 9 is not 4, 5 or 6\n"},
	}
	for _, tt := range tests {
		code, _, errs := runBoggleCmd(t, "", tt.args...)
		if code != tt.code || errs != tt.err {
			t.Errorf("%v: exit %d stderr %q, want %d %q", tt.args, code, errs, tt.code, tt.err)
		}
	}
}

func TestBoggleSolveBoards(t *testing.T) {
	dir := t.TempDir()
	dict := filepath.Join(dir, "words.txt")
	os.WriteFile(dict, []byte("cat\ncats\ntact\nquit\n"), 0o644)
	boards := filepath.Join(dir, "boards.txt")
	os.WriteFile(boards, []byte("catsxxxxxxxxxxxx\n\nqitxxxxxxxxxxxxx\r\nxxxxxxxxxxxxxxxx\n"), 0o644)
	code, out, errs := runBoggleCmd(t, "", "boggle", "solve", "--dict", dict, "--qu", "--boards", boards)
	want := "CATSXXXXXXXXXXXX words 2 points 2\nQITXXXXXXXXXXXXX words 1 points 1\nXXXXXXXXXXXXXXXX words 0 points 0\nboards 3 total 3\n"
	if code != 0 || out != want {
		t.Errorf("exit %d out %q err %q", code, out, errs)
	}
	code, out, _ = runBoggleCmd(t, "", "boggle", "solve", "--dict", dict, "--qu", "--boards", boards, "--total")
	if code != 0 || out != "boards 3 total 3\n" {
		t.Errorf("--total: exit %d out %q", code, out)
	}
	os.WriteFile(boards, []byte("catsxxxxxxxxxxxx\ncatsxxxxxxxxxxx\n"), 0o644)
	code, _, errs = runBoggleCmd(t, "", "boggle", "solve", "--dict", dict, "--boards", boards, "--total")
	if code != 1 || errs != "wordbot boggle: "+boards+" line 2: a board needs 16, 25 or 36 letters (4x4, 5x5 or 6x6), got 15\n" {
		t.Errorf("bad board line: exit %d err %q", code, errs)
	}
}

const bogglePlayScript = "maybe\nn\nabc\nFYCLIOMGORILHJHU\nfoil\nFOIL\nxyzzy\nroo\nzebra\nmañana\nroomy\n\nn\n"

const bogglePlayOutput = `Welcome to Boggle!
Find words of 4 or more letters by linking adjacent letter cubes (across, down or
diagonally), each cube at most once. Then the computer finds every word you missed.

Do you want to generate a random board? Please type a word that begins with 'y' or 'n'.
Do you want to generate a random board? Type the 16 letters to appear on the board: That is not a valid 16-letter board: a 4x4 board needs 16 letters, got 3. Try again.
Type the 16 letters to appear on the board: It's your turn!
FYCL
IOMG
ORIL
HJHU

Your words (0): {}
Your score: 0
Type a word (or press Enter to end your turn): You found a new word! "FOIL" (1 point)
FYCL
IOMG
ORIL
HJHU

Your words (1): {"FOIL"}
Your score: 1
Type a word (or press Enter to end your turn): You have already found "FOIL".
Type a word (or press Enter to end your turn): "XYZZY" is not in the dictionary.
Type a word (or press Enter to end your turn): "ROO" is too short: words need at least 4 letters.
Type a word (or press Enter to end your turn): "ZEBRA" is not on the board.
Type a word (or press Enter to end your turn): "mañana" is not a word: 'ñ' is not a letter A-Z.
Type a word (or press Enter to end your turn): You found a new word! "ROOMY" (2 points)
FYCL
IOMG
ORIL
HJHU

Your words (2): {"FOIL", "ROOMY"}
Your score: 3
Type a word (or press Enter to end your turn): 
It's my turn!
`

func TestBogglePlay(t *testing.T) {
	code, out, errs := runBoggleCmd(t, bogglePlayScript, "boggle", "play", "--seed", "1")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d stderr %q", code, errs)
	}
	if !strings.HasPrefix(out, bogglePlayOutput) {
		t.Fatalf("output:\n%s\nwant it to start with:\n%s", out, bogglePlayOutput)
	}
	rest := strings.TrimPrefix(out, bogglePlayOutput)
	for _, s := range []string{`"COIF", "COIL", "COIR", "CORM"`, "\"ROOM\"", "Ha ha ha, I destroyed you. Better luck next time, puny human!\nPlay again (Y/N)? Have a nice day.\n"} {
		if !strings.Contains(rest, s) {
			t.Errorf("computer's turn lacks %q:\n%s", s, rest)
		}
	}
	if strings.Contains(rest, `"FOIL"`) || strings.Contains(rest, `"ROOMY"`) {
		t.Errorf("the computer took the human's words:\n%s", rest)
	}
}

func TestBogglePlayCubes(t *testing.T) {
	dir := t.TempDir()
	cubes := filepath.Join(dir, "cubes.txt")
	os.WriteFile(cubes, []byte(strings.Repeat("AAAAAA\n", 25)), 0o644)
	code, out, errs := runBoggleCmd(t, "y\n\nn\n", "boggle", "play", "--seed", "3", "--cubes", cubes)
	if code != 0 || errs != "" || !strings.Contains(out, "It's your turn!\nAAAAA\nAAAAA\nAAAAA\nAAAAA\nAAAAA\n") {
		t.Errorf("exit %d stderr %q output:\n%s", code, errs, out)
	}
	os.WriteFile(cubes, []byte("AAAAAA\nAAAA\n"), 0o644)
	code, _, errs = runBoggleCmd(t, "", "boggle", "play", "--cubes", cubes)
	if code != 1 || errs != "wordbot boggle: "+cubes+": cube file line 2: a cube has 6 letters, this line has 4\n" {
		t.Errorf("bad cubes: exit %d stderr %q", code, errs)
	}
}

func TestBogglePlayRandomAndEOF(t *testing.T) {
	// A random board, the same for the same seed; two games.
	script := "y\n\ny\ny\n\nn\n"
	_, a, _ := runBoggleCmd(t, script, "boggle", "play", "--seed", "42")
	_, b, _ := runBoggleCmd(t, script, "boggle", "play", "--seed", "42")
	if a != b || strings.Count(a, "It's my turn!") != 2 || !strings.HasSuffix(a, "Have a nice day.\n") {
		t.Errorf("seeded games differ or are wrong:\n%s\n---\n%s", a, b)
	}
	_, c, _ := runBoggleCmd(t, script, "boggle", "play", "--seed", "43")
	if c == a {
		t.Error("seeds 42 and 43 give the same boards")
	}
	// The input may end anywhere: the game ends cleanly.
	for i := 0; i <= len(bogglePlayScript); i++ {
		code, out, errs := runBoggleCmd(t, bogglePlayScript[:i], "boggle", "play", "--seed", "1")
		if code != 0 || errs != "" || !strings.HasSuffix(out, "Have a nice day.\n") {
			t.Fatalf("input cut at %d: exit %d stderr %q output:\n%s", i, code, errs, out)
		}
	}
	// Garbage lines: binary, a 10,000-letter line, emoji.
	garbage := "\x00\xff\n" + strings.Repeat("q", 10000) + "\nn\n" + strings.Repeat("q", 10000) + "\nFYCLIOMGORILHJHU\n🙂\n" +
		strings.Repeat("é", 10000) + "\n" + strings.Repeat("a", 10000) + "\n\x00\n\n\x01\nno\n"
	code, out, errs := runBoggleCmd(t, garbage, "boggle", "play", "--seed", "1")
	if code != 0 || errs != "" || !strings.HasSuffix(out, "Have a nice day.\n") || !strings.Contains(out, "too long") || !strings.Contains(out, "got 10000") || !strings.Contains(out, "It's my turn!") {
		t.Errorf("garbage: exit %d stderr %q output:\n%s", code, errs, out)
	}
}

func TestBoggleSolvePNG(t *testing.T) {
	dir := t.TempDir()
	png := filepath.Join(dir, "board.png")
	code, _, errs := runBoggleCmd(t, "", "boggle", "solve", "--min", "4", "--png", png, "--path", "roomy", "FYCLIOMGORILHJHU")
	if code != 0 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	got, err := os.ReadFile(png)
	if err != nil {
		t.Fatal(err)
	}
	// The board with ROOMY's path: (2,1) (2,0) (1,1) (1,2) (0,1).
	b, _ := boggle.ParseBoard("FYCLIOMGORILHJHU", 4)
	path := boggle.Path{{Row: 2, Col: 1}, {Row: 2, Col: 0}, {Row: 1, Col: 1}, {Row: 1, Col: 2}, {Row: 0, Col: 1}}
	img, err := render.GridImage(render.BoggleGrid(b, "", false, path))
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := render.PNG(img); !bytes.Equal(got, want) {
		t.Errorf("the PNG is not the board with ROOMY's path (%d bytes, want %d)", len(got), len(want))
	}
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--png", png, "--path", "tavolo", "FYCLIOMGORILHJHU"}, 1, "wordbot boggle: TAVOLO is not on the board\n"},
		{[]string{"--path", "roomy", "FYCLIOMGORILHJHU"}, 2, "wordbot boggle: --png draws one BOARD (not --boards); --path goes with --png\n"},
		{[]string{"--png", png, "--boards", png}, 2, "wordbot boggle: --png draws one BOARD (not --boards); --path goes with --png\n"},
	} {
		code, _, errs := runBoggleCmd(t, "", append([]string{"boggle", "solve"}, tt.args...)...)
		if code != tt.code || errs != tt.want {
			t.Errorf("%v: exit %d, stderr %q; want %d %q", tt.args, code, errs, tt.code, tt.want)
		}
	}
}

// TestBogglePathInLanguage: --path reads its word in the board's language,
// as the board is read (niño is the cells N I Ñ O, chico CH I C O); such a
// word was traced as typed and never found ("NIÑO is not on the board").
func TestBogglePathInLanguage(t *testing.T) {
	dir := t.TempDir()
	const board = "N I Ñ O CH I C O R A T A S E R A"
	plain := filepath.Join(dir, "plain.png")
	if code, _, errs := runBoggleCmd(t, "", "boggle", "solve", "--lang", "es", "--png", plain, board); code != 0 {
		t.Fatalf("no path: exit %d, %q", code, errs)
	}
	want, _ := os.ReadFile(plain)
	for _, word := range []string{"niño", "NIÑO", "chico", "RATA"} {
		png := filepath.Join(dir, word+".png")
		code, _, errs := runBoggleCmd(t, "", "boggle", "solve", "--lang", "es", "--png", png, "--path", word, board)
		got, _ := os.ReadFile(png)
		if code != 0 || errs != "" || len(got) == 0 || bytes.Equal(got, want) {
			t.Errorf("--path %s: exit %d, stderr %q, %d bytes (the same picture as without a path: %v)", word, code, errs, len(got), bytes.Equal(got, want))
		}
	}
	code, _, errs := runBoggleCmd(t, "", "boggle", "solve", "--lang", "es", "--png", filepath.Join(dir, "x.png"), "--path", "niña", board)
	if code != 1 || errs != "wordbot boggle: NIÑA is not on the board\n" {
		t.Errorf("--path niña: exit %d, stderr %q", code, errs)
	}
}
