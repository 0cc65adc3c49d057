package upwords

import (
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/crossword"
)

// benchPosition is a mid-game board with the rack of the player on turn.
type benchPosition struct {
	board *Board
	rack  crossword.Rack
}

// benchPositions plays seeded self-play games (each turn one of the 3 best
// moves at random) and keeps the positions after turns 6 to 13: 24
// mid-game positions with stacks, the same on every run.
func benchPositions(b testing.TB) []benchPosition {
	lex := italian(b)
	var out []benchPosition
	for seed := uint64(1); seed <= 3; seed++ {
		rng := rand.New(rand.NewPCG(seed, 2026))
		g, err := NewGame(Config{}, lex, 2, rng)
		if err != nil {
			b.Fatal(err)
		}
		for turn := 0; turn < 14 && !g.Over(); turn++ {
			p := g.Turn()
			if turn >= 6 {
				out = append(out, benchPosition{g.Board(), g.players[p].rack})
			}
			h, _ := g.Hint(p, 3)
			if len(h) == 0 {
				g.Pass(p)
				continue
			}
			m := h[rng.IntN(len(h))]
			if _, err := g.Play(p, m.Word, m.Pos()); err != nil {
				b.Fatal(err)
			}
		}
	}
	if len(out) < 20 {
		b.Fatalf("only %d positions", len(out))
	}
	return out
}

// BenchmarkHint times the best move (hint --top 1) on 24 mid-game positions
// with the embedded Italian lexicon. One op is all 24 hints; the metrics
// give the median and the slowest position's time per hint.
func BenchmarkHint(b *testing.B) {
	lex := italian(b)
	pos := benchPositions(b)
	cfg := DefaultConfig()
	per := make([]time.Duration, len(pos))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for k, p := range pos {
			t0 := time.Now()
			BestMoves(p.board, p.rack, lex, cfg, 1)
			per[k] += time.Since(t0)
		}
	}
	b.StopTimer()
	ms := make([]float64, len(per))
	for k, d := range per {
		ms[k] = float64(d) / float64(b.N) / 1e6
	}
	sort.Float64s(ms)
	b.ReportMetric((ms[len(ms)/2-1]+ms[len(ms)/2])/2, "median-ms/hint")
	b.ReportMetric(ms[len(ms)-1], "max-ms/hint")
}

// BenchmarkAllMoves times generating every legal move on the same positions.
func BenchmarkAllMoves(b *testing.B) {
	lex := italian(b)
	pos := benchPositions(b)
	cfg := DefaultConfig()
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		for _, p := range pos {
			moves += len(Moves(p.board, p.rack, lex, cfg))
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N)/float64(len(pos)), "moves/position")
}

// BenchmarkHintSpanish times the best move on Spanish mid-game positions
// with a letter beyond Z (Ñ, CH, LL, RR) on the board or the rack
// (langPositions), with the embedded Spanish lexicon. One op is a hint on
// every position.
func BenchmarkHintSpanish(b *testing.B) {
	lex := embedded(b, "es")
	cfg := DefaultConfig()
	cfg.Tiles = "es"
	pos := langPositions(b, lex, cfg)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, p := range pos {
			BestMoves(p.board, p.rack, lex, cfg, 1)
		}
	}
	b.ReportMetric(float64(b.Elapsed())/float64(b.N)/float64(len(pos))/1e6, "ms/hint")
}
