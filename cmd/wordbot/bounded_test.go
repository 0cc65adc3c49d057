package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/ruzzle"
)

// The offline tools on boards of one repeated letter with dictionaries of
// long words of that letter: each search stops at its bound and says so.
func TestOfflineToolsAreBounded(t *testing.T) {
	dir := t.TempDir()
	dict := filepath.Join(dir, "dict.txt")
	if err := os.WriteFile(dict, []byte("AAAAAAAAAAAA\nAAAAAAAAAAAAAA\nAAAAAAAAAAAAAAAA\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	sb.WriteString("9\n" + strings.Repeat("AAAAAAAAA\n", 9) + "\n" + strings.Repeat(".........\n", 9))
	schema := filepath.Join(dir, "schema.txt")
	if err := os.WriteFile(schema, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.txt")
	if ruzzleOfflineSteps != ruzzle.MaxSolveSteps || ruzzle.MaxSolveSteps != 20_000_000 {
		t.Fatalf("the offline solver's bound is %d, want ruzzle.MaxSolveSteps, 20,000,000", ruzzleOfflineSteps)
	}
	steps := "20000000"
	if raceEnabled {
		// 20 million steps take 20 s under the race detector: the
		// bound is lowered (its message says so), the path is the same.
		ruzzleOfflineSteps, steps = 100_000, "100000"
		defer func() { ruzzleOfflineSteps = ruzzle.MaxSolveSteps }()
	}
	var stdout, stderr bytes.Buffer
	if code := run([]string{"ruzzle", dict, schema, out}, strings.NewReader(""), &stdout, &stderr); code != 1 ||
		!strings.Contains(stderr.String(), "the board has too many paths for this dictionary: the search stopped after "+steps+" steps (no output written)") {
		t.Errorf("ruzzle offline: exit %d, %q", code, stderr.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("an output was written")
	}

	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"boggle", "solve", "--dict", dict, strings.Repeat("A", 36)}, strings.NewReader(""), &stdout, &stderr); code != 1 ||
		stderr.String() != "wordbot boggle: the board has too many paths: the search stopped after 400000 steps, and the words above are those found before\n" {
		t.Errorf("boggle solve: exit %d, %q", code, stderr.String())
	}

	stdout.Reset()
	stderr.Reset()
	png := filepath.Join(dir, "b.png")
	if code := run([]string{"boggle", "solve", "--png", png, "--path", "AAAAAAAAAAAAAACB", "BAAAAAAAAAAACAAAAAAAAAAAA"}, strings.NewReader(""), &stdout, &stderr); code != 1 ||
		stderr.String() != "wordbot boggle: AAAAAAAAAAAAAACB has too many ways to try on this board (no path in 20000 steps)\n" {
		t.Errorf("boggle --path: exit %d, %q", code, stderr.String())
	}

	// Interactive Ruzzle: the worst word is answered at once.
	stdout.Reset()
	stderr.Reset()
	in := "5\nBAAAA\nAAAAA\nAACAA\nAAAAA\nAAAAA\n.....\n.....\n.....\n.....\n.....\naaaaaaaaaaaaaacb\n"
	worst := filepath.Join(dir, "worst.txt")
	if err := os.WriteFile(worst, []byte("AAAAAAAAAAAAAACB\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code := run([]string{"ruzzle", "--dict", worst}, strings.NewReader(in), &stdout, &stderr); code != 0 ||
		!strings.Contains(stdout.String(), "AAAAAAAAAAAAAACB: too many ways to try on this board; no path found in the first 20000 steps.") {
		t.Errorf("ruzzle interactive: exit %d, %q %q", code, stdout.String(), stderr.String())
	}
}
