package ruzzle

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/lexicon"

	"github.com/wordbot/wordbot/internal/cputime"
)

// benchBoards returns count seeded random boards of side n for lang, with
// round 3's bonus squares and the bot-round scoring.
func benchBoards(b testing.TB, n int, lang string, count int) []*Board {
	rng := rand.New(rand.NewPCG(2026, 2))
	boards := make([]*Board, count)
	for i := range boards {
		var err error
		if boards[i], err = Random(rng, n, lang, 3); err != nil {
			b.Fatal(err)
		}
		if lang != "it" && lang != "en" { // en and it keep the boards they had
			boards[i].Scoring.Values = ValuesFor(lang)
		}
	}
	return boards
}

// BenchmarkSolve4x4EN finds the best score and path of every word of the
// embedded English lexicon on 4x4 boards; goal: 100,000 boards/s on one core.
func BenchmarkSolve4x4EN(b *testing.B) {
	benchSolve(b, 4, "en")
}

// BenchmarkSolve4x4ENSameBoard solves one board over and over: the DAWG
// edges it visits stay in the cache, so the gap to BenchmarkSolve4x4EN is
// the cost of cache misses.
func BenchmarkSolve4x4ENSameBoard(b *testing.B) {
	dict := lexicon.MustEmbedded("en")
	s := NewSolver(dict)
	board := benchBoards(b, 4, "en", 1)[0]
	var sol Solution
	s.SolveInto(&sol, board, 1)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cputime.Process()
	for i := 0; i < b.N; i++ {
		s.SolveInto(&sol, board, 1)
	}
	cpu = cputime.Process() - cpu
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "boards/s")
	if cpu > 0 {
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "boards/cpu-s")
	}
}

// BenchmarkSolve4x4IT is the same with the embedded Italian lexicon.
func BenchmarkSolve4x4IT(b *testing.B) {
	benchSolve(b, 4, "it")
}

// BenchmarkSolve4x4ES is BenchmarkSolve4x4EN in Spanish: boards with Ñ,
// CH, LL and RR cells, the Spanish values, the embedded Spanish lexicon
// (the wide layout of the solver's table).
func BenchmarkSolve4x4ES(b *testing.B) {
	benchSolve(b, 4, "es")
}

// BenchmarkSolve4x4DE is the same in German (Ä, Ö, Ü).
func BenchmarkSolve4x4DE(b *testing.B) {
	benchSolve(b, 4, "de")
}

// BenchmarkSolve5x5EN is BenchmarkSolve4x4EN on 5x5 boards.
func BenchmarkSolve5x5EN(b *testing.B) {
	benchSolve(b, 5, "en")
}

func benchSolve(b *testing.B, n int, lang string) {
	dict := lexicon.MustEmbedded(lang)
	s := NewSolver(dict)
	boards := benchBoards(b, n, lang, 1000)
	var sol Solution
	s.SolveInto(&sol, boards[0], 1) // grow the buffers
	words := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cputime.Process()
	for i := 0; i < b.N; i++ {
		s.SolveInto(&sol, boards[i%len(boards)], 1)
		words += sol.Len()
	}
	cpu = cputime.Process() - cpu
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "boards/s")
	if cpu > 0 {
		// Boards per second of CPU time: the figure that holds on a busy machine.
		b.ReportMetric(float64(b.N)/cpu.Seconds(), "boards/cpu-s")
	}
	b.ReportMetric(float64(words)/float64(b.N), "words/board")
}

// BenchmarkNewSolverEN measures building the solver's tables from the
// embedded English lexicon (done once per dictionary).
func BenchmarkNewSolverEN(b *testing.B) {
	dict := lexicon.MustEmbedded("en")
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		NewSolver(dict)
	}
}

// BenchmarkScore measures Board.Score on the seed's board.
func BenchmarkScore(b *testing.B) {
	board := seedBoard(b)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		board.Score("ESATTA")
	}
}
