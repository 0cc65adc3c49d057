package boggle

import (
	"bufio"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// benchDir is the shared benchmark data, read only by tests that skip
// without it.
var benchDir = filepath.Join("..", "..", "..", "shared", "bench")

// bench100kTotal is the total score of boggle-boards-100k.txt with enable2k
// (bench/README.md).
const bench100kTotal = 4110698

var bench100k struct {
	once   sync.Once
	boards []Board
	lex    *lexicon.DAWG
	err    error
}

// loadBench100k reads the 100,000 boards and builds the enable2k DAWG once
// per test binary; it skips tb when the data is absent.
func loadBench100k(tb testing.TB) ([]Board, *lexicon.DAWG) {
	tb.Helper()
	if _, err := os.Stat(benchDir); err != nil {
		tb.Skipf("benchmark data %s absent", benchDir)
	}
	bench100k.once.Do(func() {
		lex, err := lexicon.LoadWordList(filepath.Join(benchDir, "enable2k.txt"))
		if err != nil {
			bench100k.err = err
			return
		}
		f, err := os.Open(filepath.Join(benchDir, "boggle-boards-100k.txt"))
		if err != nil {
			bench100k.err = err
			return
		}
		defer f.Close()
		var boards []Board
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if sc.Text() == "" {
				continue
			}
			b, err := ParseBoard(sc.Text(), 4)
			if err != nil {
				bench100k.err = err
				return
			}
			boards = append(boards, b)
		}
		bench100k.boards, bench100k.lex, bench100k.err = boards, lex, sc.Err()
	})
	if bench100k.err != nil {
		tb.Fatal(bench100k.err)
	}
	return bench100k.boards, bench100k.lex
}

// benchRules are the rules of the 100k data: qu_face, 3 letters, official.
var benchRules = Rules{MinLetters: 3, Scoring: Official, QuFace: true}

func TestBench100kTotal(t *testing.T) {
	boards, lex := loadBench100k(t)
	if len(boards) != 100000 {
		t.Fatalf("%d boards, want 100000", len(boards))
	}
	s, err := NewSolver(lex, benchRules)
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, b := range boards {
		_, p := s.Score(b)
		total += p
	}
	if total != bench100kTotal {
		t.Errorf("total score %d, want %d", total, bench100kTotal)
	}
}
