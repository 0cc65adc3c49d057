package wordgrid

import (
	"strconv"
	"strings"
)

// Adjacent reports whether cells a and b of an n x n grid are neighbours:
// distinct cells touching horizontally, vertically or diagonally, without
// wrap-around.
func Adjacent(n, a, b int) bool {
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

// Neighbours returns, for every cell of an n x n grid, its neighbours in
// increasing cell order (the row above left to right, then left, right, then
// the row below). The lists share one backing array.
func Neighbours(n int) [][]int32 {
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

// NeighbourMasks returns each cell's neighbours (as Neighbours lists them) as
// a bit set; the grid must have at most 64 cells.
func NeighbourMasks(nbrs [][]int32) []uint64 {
	out := make([]uint64, len(nbrs))
	for c, ns := range nbrs {
		for _, x := range ns {
			out[c] |= 1 << uint(x)
		}
	}
	return out
}

// FormatPos writes a cell as "(row,col)".
func FormatPos(row, col int) string {
	return string(AppendPos(make([]byte, 0, 8), row, col))
}

// AppendPos appends "(row,col)" to dst.
func AppendPos(dst []byte, row, col int) []byte {
	dst = append(dst, '(')
	dst = strconv.AppendInt(dst, int64(row), 10)
	dst = append(dst, ',')
	dst = strconv.AppendInt(dst, int64(col), 10)
	return append(dst, ')')
}

// FormatPath writes the k cells at(0) .. at(k-1) as
// "(r,c) -> (r,c) -> ...".
func FormatPath(k int, at func(i int) (row, col int)) string {
	var sb strings.Builder
	var buf [24]byte
	for i := 0; i < k; i++ {
		if i > 0 {
			sb.WriteString(" -> ")
		}
		r, c := at(i)
		sb.Write(AppendPos(buf[:0], r, c))
	}
	return sb.String()
}
