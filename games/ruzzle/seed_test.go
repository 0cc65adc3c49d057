package ruzzle

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// code1 is Code 1 of docs/sources.md, seed 002: the schema of its Figure 1, blank lines included.
const code1 = `4

OZAE
REST
RUAT
TIIP

..t.
..tT
..Dd
D...
`

func seedBoard(t testing.TB) *Board {
	t.Helper()
	b, err := ParseSchema(strings.NewReader(code1))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustPath(t testing.TB, s string) Path {
	t.Helper()
	var p Path
	for _, part := range strings.Split(s, "->") {
		var q Pos
		if _, err := fmt.Sscanf(strings.TrimSpace(part), "(%d,%d)", &q.Row, &q.Col); err != nil {
			t.Fatalf("bad path %q: %v", s, err)
		}
		p = append(p, q)
	}
	return p
}

// The worked scores of docs/rules.md, Ruzzle (docs/sources.md, seed 002), each on the path the seed gives.
func TestSeed002WorkedScores(t *testing.T) {
	b := seedBoard(t)
	for _, tc := range []struct {
		word, path string
		score      int
	}{
		{"ZERO", "(0,1) -> (1,1) -> (1,0) -> (0,0)", 12},                      // 8+1+2+1
		{"TRE", "(3,0) -> (2,0) -> (1,1)", 10},                                // (2+2+1)*2
		{"PASTI", "(3,3) -> (2,2) -> (1,2) -> (2,3) -> (3,2)", 34},            // (5+1+2*3+2*2+1)*2
		{"PASTA", "(3,3) -> (2,2) -> (1,2) -> (1,3) -> (0,2)", 102},           // (5+1+2*3+2+1*3)*2*3
		{"ESATTA", "(0,3) -> (1,2) -> (0,2) -> (1,3) -> (2,3) -> (2,2)", 102}, // (1+2*3+1*3+2+2*2+1)*3*2
	} {
		p := mustPath(t, tc.path)
		got, ok := b.PathScore(p)
		if !ok || got != tc.score {
			t.Errorf("PathScore(%s %v) = %d, %v; want %d", tc.word, p, got, ok, tc.score)
		}
		if w := b.Spell(p); w != tc.word {
			t.Errorf("path %v spells %s, want %s", p, w, tc.word)
		}
	}
	// The seed's paths that are not paths of the board.
	for _, s := range []string{
		"(0,2) -> (2,2) -> (1,3) -> (2,3) -> (3,2)",                   // RATTI: (0,2) not next to (2,2)
		"(1,0) -> (0,3) -> (1,3) -> (2,3) -> (2,2)",                   // RETTA: no wrap-around
		"(1,3) -> (0,3) -> (1,2) -> (2,3) -> (2,2) -> (1,3) -> (0,2)", // TESTATA: (1,3) twice
	} {
		if _, ok := b.PathScore(mustPath(t, s)); ok {
			t.Errorf("PathScore(%s) ok, want not a path", s)
		}
	}
}

// Seed 002's best scores: PASTA and ESATTA 102, ZERO 12; RATTI is not on the
// board.
func TestSeed002Score(t *testing.T) {
	b := seedBoard(t)
	for _, tc := range []struct {
		word  string
		score int
		path  string
	}{
		{"Pasta", 102, "(3,3) -> (2,2) -> (1,2) -> (1,3) -> (0,2)"},
		{"esatta", 102, "(0,3) -> (1,2) -> (0,2) -> (1,3) -> (2,3) -> (2,2)"},
		{"zeRo", 12, "(0,1) -> (1,1) -> (1,0) -> (0,0)"},
		{"TRE", 10, "(3,0) -> (2,0) -> (1,1)"},
	} {
		got, path, ok := b.Score(tc.word)
		if !ok || got != tc.score || path.String() != tc.path {
			t.Errorf("Score(%s) = %d %v %v; want %d %s", tc.word, got, path, ok, tc.score, tc.path)
		}
	}
	if s, p, ok := b.Score("raTTi"); ok {
		t.Errorf("Score(raTTi) = %d %v, want not on the board", s, p)
	}
}

// Code 2's dictionary on Code 1's schema gives Code 3's lines (in the path
// format of docs/cli.md).
func TestSeed002Solve(t *testing.T) {
	b := seedBoard(t)
	dict, err := lexicon.Build([]string{"Pasta", "esatta", "raTTi", "zeRo"})
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, f := range b.Solve(dict, 1) {
		lines = append(lines, fmt.Sprintf("%s %d %v", f.Word, f.Score, f.Path))
		if s, ok := b.PathScore(f.Path); !ok || s != f.Score || b.Spell(f.Path) != f.Word {
			t.Errorf("%s: path %v does not spell it for %d points", f.Word, f.Path, f.Score)
		}
	}
	want := []string{
		"ESATTA 102 (0,3) -> (1,2) -> (0,2) -> (1,3) -> (2,3) -> (2,2)",
		"PASTA 102 (3,3) -> (2,2) -> (1,2) -> (1,3) -> (0,2)",
		"ZERO 12 (0,1) -> (1,1) -> (1,0) -> (0,0)",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("Solve =\n%s\nwant\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}
