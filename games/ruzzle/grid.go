package ruzzle

// The geometry of an n x n board, shared by Board, the path search and the
// solver. Cells are numbered row by row: cell = row*n + col. Two distinct
// cells are adjacent when they touch horizontally, vertically or diagonally
// (8 neighbours, no wrap-around). This is the same geometry as Boggle's; it is
// kept here so that games/ruzzle does not depend on games/boggle.

// adjacent reports whether cells a and b of an n x n grid are neighbours.
func adjacent(n, a, b int) bool {
	if a == b {
		return false
	}
	ra, ca := a/n, a%n
	rb, cb := b/n, b%n
	return abs(ra-rb) <= 1 && abs(ca-cb) <= 1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// neighbours returns, for every cell of an n x n grid, its neighbours in
// increasing cell order. The searches visit neighbours in this order, which
// makes "the first best path" well defined (see Board.Score).
func neighbours(n int) [][]int32 {
	out := make([][]int32, n*n)
	all := make([]int32, 0, 8*n*n)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			start := len(all)
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					rr, cc := r+dr, c+dc
					if (dr == 0 && dc == 0) || rr < 0 || rr >= n || cc < 0 || cc >= n {
						continue
					}
					all = append(all, int32(rr*n+cc))
				}
			}
			out[r*n+c] = all[start:len(all):len(all)]
		}
	}
	return out
}

// neighbourMasks returns each cell's neighbours as a bit mask; n*n must be at
// most 64.
func neighbourMasks(nbrs [][]int32) []uint64 {
	out := make([]uint64, len(nbrs))
	for c, ns := range nbrs {
		for _, x := range ns {
			out[c] |= 1 << uint(x)
		}
	}
	return out
}
