package boggle

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/wordbot/wordbot/internal/cputime"
	"github.com/wordbot/wordbot/lexicon"
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

// BenchmarkBoggleLang solves 1,000 random 4x4 boards per language, drawn
// with a fixed seed by Generate (Spanish and German boards hold Ñ, CH, LL,
// RR and Ä, Ö, Ü), with the embedded lexicon, 3+ letters, official points:
// the languages with letters beyond Z beside English and Italian, in
// boards per second of CPU time.
func BenchmarkBoggleLang(b *testing.B) {
	for _, lang := range []string{"en", "it", "es", "de"} {
		b.Run(lang, func(b *testing.B) {
			boards, lex := langBenchBoards(b, lang, 1000)
			s, err := NewSolver(lex, Rules{MinLetters: 3, Scoring: Official})
			if err != nil {
				b.Fatal(err)
			}
			runtime.GC()
			b.ReportAllocs()
			b.ResetTimer()
			cpu0 := cputime.Process()
			words := 0
			for b.Loop() {
				for _, bd := range boards {
					n, _ := s.Score(bd)
					words += n
				}
			}
			cpu := cputime.Process() - cpu0
			n := float64(len(boards)) * float64(b.N)
			b.ReportMetric(n/b.Elapsed().Seconds(), "boards/s")
			if cpu > 0 {
				b.ReportMetric(n/cpu.Seconds(), "boards/cpu-s")
			}
			b.ReportMetric(float64(words)/n, "words/board")
		})
	}
}

// langBenchBoards returns count random 4x4 boards of lang drawn with a fixed
// seed, and lang's embedded lexicon.
func langBenchBoards(tb testing.TB, lang string, count int) ([]Board, *lexicon.DAWG) {
	rng := rand.New(rand.NewPCG(2026, 19))
	boards := make([]Board, count)
	for i := range boards {
		var err error
		if boards[i], err = Generate(4, lang, rng); err != nil {
			tb.Fatal(err)
		}
	}
	return boards, lexicon.MustEmbedded(lang)
}
