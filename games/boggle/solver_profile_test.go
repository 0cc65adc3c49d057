package boggle

import (
	"os"
	"strconv"
	"testing"
)

// TestSolverProfile runs the Solver once over the first TUNE_N benchmark
// boards (all without TUNE_N), for instruction, cache and branch counts that
// a busy machine does not disturb; it runs only with TUNE set:
//
//	go test -c -o /tmp/boggle.test ./games/boggle
//	TUNE=1 TUNE_N=20000 valgrind --tool=cachegrind --cache-sim=yes --branch-sim=yes \
//		/tmp/boggle.test -test.run SolverProfile
func TestSolverProfile(t *testing.T) {
	if os.Getenv("TUNE") == "" {
		t.Skip()
	}
	boards, lex := loadBench100k(t)
	if n, _ := strconv.Atoi(os.Getenv("TUNE_N")); n > 0 {
		boards = boards[:n]
	}
	s, _ := NewSolver(lex, benchRules)
	total := 0
	for _, b := range boards {
		_, p := s.Score(b)
		total += p
	}
	t.Logf("total %d", total)
}
