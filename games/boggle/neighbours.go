package boggle

// adjacency lists the neighbours of every cell of an n x n board, in a fixed
// order: the row above left to right, then left, right, then the row below.
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
		for r := 0; r < n; r++ {
			for c := 0; c < n; c++ {
				i := r*n + c
				for dr := -1; dr <= 1; dr++ {
					for dc := -1; dc <= 1; dc++ {
						rr, cc := r+dr, c+dc
						if (dr == 0 && dc == 0) || rr < 0 || cc < 0 || rr >= n || cc >= n {
							continue
						}
						a.cells[i][a.count[i]] = int8(rr*n + cc)
						a.count[i]++
						a.masks[i] |= 1 << (rr*n + cc)
					}
				}
			}
		}
	}
}
