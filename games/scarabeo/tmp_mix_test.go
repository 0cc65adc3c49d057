package scarabeo

import (
	"testing"
	"time"
)

func BenchmarkTmpMix(b *testing.B) {
	lex, pos := loadBench(b)
	g := NewGenerator(Scrabble(), lex)
	var tot [8]time.Duration
	for b.Loop() {
		for i, p := range pos {
			t0 := time.Now()
			g.Best(p.board, p.rack, 1)
			tot[i] += time.Since(t0)
		}
	}
	for i := range tot {
		b.ReportMetric(float64(tot[i].Nanoseconds())/float64(b.N), pos[i].name[:4]+string('0'+byte(i)))
	}
}
