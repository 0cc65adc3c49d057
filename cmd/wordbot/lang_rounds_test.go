package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `wordbot boggle solve --lang de|es` reads a typed board in the language's
// letters (a Spanish CH typed apart is one cell) and writes the words as
// the language does; --boards does the same for a file of boards.
func TestBoggleSolveLanguages(t *testing.T) {
	var out, errb strings.Builder
	if code := run([]string{"boggle", "solve", "--lang", "de", "BÄRX ÜBER XXXX XXXX"}, nil, &out, &errb); code != 0 ||
		out.String() != "BÄR 1 (0,0) -> (0,1) -> (0,2)\nÜBE 1 (1,0) -> (1,1) -> (1,2)\nÜBER 1 (1,0) -> (1,1) -> (1,2) -> (0,2)\n" {
		t.Errorf("de: exit %d:\n%s%s", code, out.String(), errb.String())
	}
	out.Reset()
	if code := run([]string{"boggle", "solve", "--lang", "es", "N I Ñ O CH I C O X X X X X X X X"}, nil, &out, &errb); code != 0 ||
		!strings.Contains(out.String(), "\nNIÑO 1 (0,0) -> (0,1) -> (0,2) -> (0,3)\n") ||
		!strings.Contains(out.String(), "\nCHICO 1 (1,0) -> (0,1) -> (1,2) -> (0,3)\n") {
		t.Errorf("es: exit %d:\n%s%s", code, out.String(), errb.String())
	}
	// In English Ñ is no letter.
	out.Reset()
	errb.Reset()
	if code := run([]string{"boggle", "solve", "N I Ñ O CH I C O X X X X X X X X"}, nil, &out, &errb); code != 1 || !strings.Contains(errb.String(), "'Ñ'") {
		t.Errorf("en: exit %d: %s%s", code, out.String(), errb.String())
	}
	boards := filepath.Join(t.TempDir(), "boards.txt")
	if err := os.WriteFile(boards, []byte("BÄRX ÜBER XXXX XXXX\nHAUS EBER OLEN SEIN\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if code := run([]string{"boggle", "solve", "--lang", "de", "--min", "3", "--boards", boards}, nil, &out, &errb); code != 0 ||
		out.String() != "B Ä R X Ü B E R X X X X X X X X words 3 points 3\nH A U S E B E R O L E N S E I N words 190 points 471\nboards 2 total 474\n" {
		t.Errorf("--boards: exit %d:\n%s%s", code, out.String(), errb.String())
	}
}

// `wordbot boggle play --lang pt` takes a typed board with Ç and the word
// caço typed with its ç.
func TestBogglePlayPortuguese(t *testing.T) {
	code, stdout, stderr := runCmd([]string{"boggle", "play", "--lang", "pt", "--min", "3"}, "n\nCAÇO XXXX XXXX XXXX\ncaço\n\nn\n")
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{"C  A  Ç  O\n", `Your words (1): {"CAÇO"}`, `My words (2): {"AÇO", "CAXO"}`} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in:\n%s", want, stdout)
		}
	}
}

// `wordbot ruzzle --lang es` reads rows in Spanish letters (CHICO is the 4
// cells CH I C O), scores by the Spanish values and folds typed words the
// Spanish way: NIÑO on this board is N 1 + I 1 + Ñ 8 x3 (TL) + O 1 = 27,
// CHICO (CH 5 + I 1 + C 3 + O 1) x2 (DW) = 20.
func TestRuzzleInteractiveSpanish(t *testing.T) {
	input := "4\nniño\nchico\nbarc\nxxxx\n..t.\nD...\n....\n....\nniño\nCHICO\nperro\n"
	code, stdout, stderr := runCmd([]string{"ruzzle", "--lang", "es"}, input)
	if code != 0 || stderr != "" {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	for _, want := range []string{
		"Dictionary: embedded es (",
		"  N I Ñ O   ..t.\n  CH I C O   D...\n  B A R C   ....\n  X X X X   ....\n",
		"NIÑO: 4 paths, best first\n     27  (0,0) -> (0,1) -> (0,2) -> (0,3)\n",
		"CHICO: 4 paths, best first\n     20  (1,0) -> (0,1) -> (1,2) -> (0,3)\n",
		"PERRO is not on the board.",
	} {
		if !strings.Contains(stdout, want) {
			t.Errorf("no %q in:\n%s", want, stdout)
		}
	}
}

// FuzzRuzzleRowsInLanguages types any rows and words into `wordbot ruzzle
// --lang es|de|pt`: a row is read in the language's letters or asked
// again, never a crash.
func FuzzRuzzleRowsInLanguages(f *testing.F) {
	for _, s := range []string{"chico", "C H I C", "niño", "ÑÑ", "bär", "straße", "caço", "ll rr ch ñ", "œuf", "12", "", "CHCHCH"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, row string) {
		for _, lang := range []string{"es", "de", "pt"} {
			input := "2\n" + row + "\n" + row + "\nab\ncd\n..\n..\n" + row + "\n"
			if code, _, stderr := runCmd([]string{"ruzzle", "--lang", lang}, input); code != 0 || stderr != "" {
				t.Errorf("%s %q: exit %d, %s", lang, row, code, stderr)
			}
		}
	})
}
