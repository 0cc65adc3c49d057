package ruzzle

import (
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

func BenchmarkTmpSameBoard(b *testing.B) {
	dict := lexicon.MustEmbedded("en")
	s := NewSolver(dict)
	boards := benchBoards(b, 4, "en", 1)
	var sol Solution
	cpu := cpuTime()
	for i := 0; i < b.N; i++ {
		s.SolveInto(&sol, boards[0], 1)
	}
	cpu = cpuTime() - cpu
	b.ReportMetric(float64(b.N)/cpu.Seconds(), "boards/cpu-s")
}
