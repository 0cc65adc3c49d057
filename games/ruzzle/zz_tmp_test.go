package ruzzle

import (
	"math/bits"
	"testing"

	"github.com/wordbot/wordbot/games/wordgrid"
	"github.com/wordbot/wordbot/lexicon"
)

func BenchmarkZZCounter(b *testing.B) {
	dict := lexicon.MustEmbedded("en")
	s := NewSolver(dict)
	boards := benchBoards(b, 4, "en", 1000)
	var pts [256]int32
	c := wordgrid.NewCounter(s.t, &pts)
	grids := make([]wordgrid.Grid, len(boards))
	for i, bd := range boards {
		grids[i].Load(4, bd.letters)
	}
	words := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		w, _ := c.Count(&grids[i%len(grids)], 1)
		words += w
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "boards/s")
	b.ReportMetric(float64(words)/float64(b.N), "words/board")
}

func TestZZSteps(t *testing.T) {
	dict := lexicon.MustEmbedded("en")
	s := NewSolver(dict)
	boards := benchBoards(t, 4, "en", 1000)
	recs, pk, _ := s.t.Packed()
	_ = pk
	var g wordgrid.Grid
	steps, finals := 0, 0
	var walk func(c int, p uint64, used uint64)
	walk = func(c int, p uint64, used uint64) {
		steps++
		if p&wordgrid.PackedFinal != 0 {
			finals++
		}
		used |= 1 << uint(c)
		letters := uint32(p) & wordgrid.SymBits
		first := uint32(p >> 28 & pk.FirstMask)
		for m := g.Next(c, letters, used); m != 0; m &= m - 1 {
			n := bits.TrailingZeros64(m)
			k := first + uint32(bits.OnesCount32(letters&(1<<g.Sym[n]-1)))
			walk(n, recs[k], used)
		}
	}
	root := s.t.PackRec(s.t.Root())
	for _, bd := range boards {
		g.Load(4, bd.letters)
		letters := uint32(root) & wordgrid.SymBits
		for m := g.Starts(letters); m != 0; m &= m - 1 {
			n := bits.TrailingZeros64(m)
			k := uint32(root>>28&pk.FirstMask) + uint32(bits.OnesCount32(letters&(1<<g.Sym[n]-1)))
			walk(n, recs[k], 0)
		}
	}
	t.Logf("steps/board %.1f finals/board %.1f", float64(steps)/1000, float64(finals)/1000)
}
