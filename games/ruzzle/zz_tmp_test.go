package ruzzle

import (
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
