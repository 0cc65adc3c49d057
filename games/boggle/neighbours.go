package boggle

import "github.com/wordbot/wordbot/games/wordgrid"

// adjacency lists the neighbours of every cell of an n x n board, in a fixed
// order (wordgrid.Neighbours): the row above left to right, then left, right,
// then the row below.
// Every search visits neighbours in this order, so Trace and FindAll report
// the same path for a word.
type adjacency struct {
	count [MaxSize * MaxSize]uint8
	cells [MaxSize * MaxSize][8]int8
	masks [64]uint64 // the neighbours of each cell as a bit set
}

var adjacencies [MaxSize + 1]adjacency

func init() {
	for n := 1; n <= MaxSize; n++ {
		a := &adjacencies[n]
		for i, ns := range wordgrid.Neighbours(n) {
			for _, nb := range ns {
				a.cells[i][a.count[i]] = int8(nb)
				a.count[i]++
				a.masks[i] |= 1 << nb
			}
		}
	}
}
