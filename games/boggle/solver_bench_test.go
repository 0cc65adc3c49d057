package boggle

import (
	"runtime"
	"testing"

	"github.com/wordbot/wordbot/internal/cputime"
)

// BenchmarkBoggleBench100k solves the 100,000 boards of the shared benchmark
// (enable2k, qu_face, 3+ letters, official points) per iteration and checks
// the known total, 4,110,698. Besides boards/s (wall clock) it reports
// boards/cpu-s, the speed per second of CPU time used, which a busy shared
// machine disturbs less.
func BenchmarkBoggleBench100k(b *testing.B) {
	boards, lex := loadBench100k(b)
	s, err := NewSolver(lex, benchRules)
	if err != nil {
		b.Fatal(err)
	}
	runtime.GC()
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cputime.Process()
	for b.Loop() {
		total := 0
		for _, bd := range boards {
			_, p := s.Score(bd)
			total += p
		}
		if total != bench100kTotal {
			b.Fatalf("total score %d, want %d", total, bench100kTotal)
		}
	}
	cpu := cputime.Process() - cpu0
	b.ReportMetric(float64(len(boards))*float64(b.N)/b.Elapsed().Seconds(), "boards/s")
	if cpu > 0 {
		b.ReportMetric(float64(len(boards))*float64(b.N)/cpu.Seconds(), "boards/cpu-s")
	}
}
