package scarabeo

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/crossword"
)

// BenchmarkAllMoves generates every move of the 8 English positions
// (scrabble-positions.txt, ENABLE2K); moves/s is the figure to compare.
func BenchmarkAllMoves(b *testing.B) {
	lex, pos := loadBench(b)
	g := NewGenerator(Scrabble(), lex)
	b.ReportAllocs()
	moves := 0
	for b.Loop() {
		for _, p := range pos {
			moves += g.Count(p.board, p.rack)
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkAllMovesRecorded is BenchmarkAllMoves keeping every move (as Moves does).
func BenchmarkAllMovesRecorded(b *testing.B) {
	lex, pos := loadBench(b)
	g := NewGenerator(Scrabble(), lex)
	b.ReportAllocs()
	moves := 0
	for b.Loop() {
		for _, p := range pos {
			s := g.state(p.board, p.rack, modeAll, 0)
			s.run()
			moves += len(s.rec.plays)
		}
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

// BenchmarkBestMove finds the best move of each of the 8 English positions;
// ns/op is for the 8 together, map-MB the size of the word map built for
// ENABLE2K (built before the timing, as a long-running program has it).
func BenchmarkBestMove(b *testing.B) {
	benchMapFiles(b)
	lex, pos := loadBench(b)
	g := NewGenerator(Scrabble(), lex)
	g.f.wordMap()
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range pos {
			g.Best(p.board, p.rack, 1)
		}
	}
	if wm := g.f.wordMap(); wm != nil {
		b.ReportMetric(float64(wm.bytes())/(1<<20), "map-MB")
	}
}

// italianPositions plays seeded self-play games with the Italian lexicon and
// keeps positions from their middles, each with a rack (some with two jollies).
func italianPositions(tb testing.TB, count int) ([]*Board, []crossword.Rack, *Generator) {
	tb.Helper()
	lex := mustEmbedded(tb, "it")
	v := Scarabeo()
	gen := NewGenerator(v, lex)
	rng := rand.New(rand.NewPCG(2026, 11))
	var boards []*Board
	var racks []crossword.Rack
	for len(boards) < count {
		g, err := NewGame(v, lex, 2, rng)
		if err != nil {
			tb.Fatal(err)
		}
		for turn := 0; turn < 14 && !g.Over(); turn++ {
			p := g.Turn()
			best, _ := g.Hint(p, 1)
			if len(best) == 0 {
				g.Pass(p)
				continue
			}
			if _, err := g.PlayMove(p, best[0].Tiles); err != nil {
				tb.Fatal(err)
			}
			if turn >= 6 && turn%2 == 0 && len(boards) < count {
				rack := g.Rack(g.Turn())
				if len(boards)%4 == 0 {
					// Two jollies in place of two letters.
					for l, k := 0, 0; l < 26 && k < 2; l++ {
						for rack[l] > 0 && k < 2 {
							rack[l]--
							rack[crossword.Jolly]++
							k++
						}
					}
				}
				boards = append(boards, g.Board().Clone())
				racks = append(racks, rack)
			}
		}
	}
	return boards, racks, gen
}

// BenchmarkItalianHint is the Scarabeo hint on 24 mid-game positions with
// the full Italian lexicon; it reports the median and slowest position. The
// long-word and jolly filters are built before the timing, as a long-running
// program has them (longcheck.go).
func BenchmarkItalianHint(b *testing.B) {
	benchMapFiles(b)
	boards, racks, gen := italianPositions(b, 24)
	gen.f.jollyFilter()
	times := make([][]time.Duration, len(boards))
	b.ReportAllocs()
	for b.Loop() {
		for i := range boards {
			t0 := time.Now()
			gen.Best(boards[i], racks[i], 1)
			times[i] = append(times[i], time.Since(t0))
		}
	}
	med := make([]time.Duration, len(boards))
	for i, ts := range times {
		sort.Slice(ts, func(a, c int) bool { return ts[a] < ts[c] })
		med[i] = ts[len(ts)/2]
	}
	sort.Slice(med, func(a, c int) bool { return med[a] < med[c] })
	b.ReportMetric(float64(med[len(med)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(med[len(med)-1].Microseconds())/1000, "slowest-ms")
}

// TestItalianHintWork hints BenchmarkItalianHint's positions without
// jollies WORDBOT_HINT_ROUNDS times in turn, once the automaton's bound
// tables and both filters are built and every board's lines are kept: run
// under valgrind with 0 and 100 rounds, the difference of the counts is the
// hints' own work (instructions, simulated misses and mispredicted
// branches), which a shared machine's wall clock cannot resolve to a few
// percent (docs/performance.md, The Italian hint's median). Figures only.
func TestItalianHintWork(t *testing.T) {
	v := os.Getenv("WORDBOT_HINT_ROUNDS")
	if v == "" {
		t.Skip("set WORDBOT_HINT_ROUNDS to count the Italian hints' work under valgrind")
	}
	rounds, err := strconv.Atoi(v)
	if err != nil || rounds < 0 {
		t.Fatalf("WORDBOT_HINT_ROUNDS=%q: want a number of rounds", v)
	}
	boards, racks, gen := italianPositions(t, 24)
	gen.f.boundTables()
	gen.f.longFilter()
	gen.f.jollyFilter()
	for i := range boards {
		gen.Best(boards[i], racks[i], 1) // each board's lines kept
	}
	hints := 0
	for r := 0; r < rounds; r++ {
		for i := range boards {
			if racks[i][crossword.Jolly] == 0 {
				gen.Best(boards[i], racks[i], 1)
				hints++
			}
		}
	}
	t.Logf("%d hints", hints)
}

// BenchmarkItalianHintNoJolly is BenchmarkItalianHint's positions whose
// rack has no jolly (18 of 24), where its median comes from: the time to
// hint them all once.
func BenchmarkItalianHintNoJolly(b *testing.B) {
	boards, racks, gen := italianPositions(b, 24)
	gen.f.jollyFilter()
	var bs []*Board
	var rs []crossword.Rack
	for i := range boards {
		if racks[i][crossword.Jolly] == 0 {
			bs, rs = append(bs, boards[i]), append(rs, racks[i])
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for i := range bs {
			gen.Best(bs[i], rs[i], 1)
		}
	}
}

// BenchmarkAutomaton measures building the hint's automaton per language
// (Scrabble's rules, Scarabeo's in Italian): its core, what a fresh
// process's first hint waits for (buildCore), and its bound tables and word
// count, built in the background (buildBounds: the extension sets, the
// lead tables, the count).
func BenchmarkAutomaton(b *testing.B) {
	for _, lang := range []string{"en", "fr", "es", "de", "pt", "it"} {
		lex := mustEmbedded(b, lang)
		v := langVariant(b, lang)
		var f *fsa
		b.Run(lang+"/core", func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				f = buildCore(lex, v)
			}
			b.ReportMetric(float64(len(f.arcs)), "arcs")
		})
		b.Run(lang+"/bounds", func(b *testing.B) {
			for b.Loop() {
				f.computeGrams()
				buildLeads(f)
				f.countWords()
			}
		})
	}
}

// BenchmarkBestMoveEach is BenchmarkBestMove position by position.
func BenchmarkBestMoveEach(b *testing.B) {
	lex, pos := loadBench(b)
	g := NewGenerator(Scrabble(), lex)
	g.f.wordMap()
	for i, p := range pos {
		b.Run(fmt.Sprintf("%d-%s", i, strings.ReplaceAll(p.name, "?", "_")), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				g.Best(p.board, p.rack, 1)
			}
		})
	}
}

// langPositions plays seeded self-play Scrabble games in lang (ScrabbleIn,
// the embedded lexicon) and keeps positions from their middles, each with
// the rack of the player to move.
func langPositions(tb testing.TB, lang string, count int) ([]*Board, []crossword.Rack, *Generator) {
	tb.Helper()
	lex := mustEmbedded(tb, lang)
	v, err := ScrabbleIn(lang)
	if err != nil {
		tb.Fatal(err)
	}
	gen := NewGenerator(v, lex)
	rng := rand.New(rand.NewPCG(2026, 28))
	var boards []*Board
	var racks []crossword.Rack
	for len(boards) < count {
		g, err := NewGame(v, lex, 2, rng)
		if err != nil {
			tb.Fatal(err)
		}
		for turn := 0; turn < 14 && !g.Over(); turn++ {
			p := g.Turn()
			best, _ := g.Hint(p, 1)
			if len(best) == 0 {
				g.Pass(p)
				continue
			}
			if _, err := g.PlayMove(p, best[0].Tiles); err != nil {
				tb.Fatal(err)
			}
			if turn >= 6 && turn%2 == 0 && len(boards) < count {
				boards = append(boards, g.Board().Clone())
				racks = append(racks, g.Rack(g.Turn()))
			}
		}
	}
	return boards, racks, gen
}

// benchMapFiles: with WORDBOT_BENCH_MAP_FILES=DIR, the benchmarks' word
// maps and filters are mapped from files in DIR (mapfile.go; built there the
// first time), as the bot has them.
func benchMapFiles(b *testing.B) {
	if dir := os.Getenv("WORDBOT_BENCH_MAP_FILES"); dir != "" && currentMapDir() == "" {
		SetMapDir(dir, nil)
	}
}

// BenchmarkLangHint is the Scrabble hint in Spanish, Portuguese and German
// on 12 mid-game positions of seeded self-play games with the embedded
// lexicon (docs/rules.md, Lexicons); ns/op is for the 12 together, map-MB
// the size of the word map built before the timing, as a long-running
// program has it. The positions depend on the lexicon: compare lexicons by
// the whole figure, not position by position.
func BenchmarkLangHint(b *testing.B) {
	benchMapFiles(b)
	for _, lang := range []string{"es", "pt", "de", "fr"} {
		b.Run(lang, func(b *testing.B) {
			boards, racks, gen := langPositions(b, lang, 12)
			gen.f.wordMap()
			gen.f.jollyFilter()
			slowest := make([]time.Duration, len(boards)) // each position's fastest run
			b.ReportAllocs()
			b.ResetTimer()
			for b.Loop() {
				for i := range boards {
					t0 := time.Now()
					gen.Best(boards[i], racks[i], 1)
					if d := time.Since(t0); slowest[i] == 0 || d < slowest[i] {
						slowest[i] = d
					}
				}
			}
			b.ReportMetric(float64(slices.Max(slowest).Microseconds())/1000, "slowest-ms")
			if wm := gen.f.wordMap(); wm != nil {
				b.ReportMetric(float64(wm.bytes())/(1<<20), "map-MB")
			}
		})
	}
}
