package ruzzle

import "github.com/wordbot/wordbot/games/wordgrid"

// The geometry of an n x n board, shared by Board, the path search and the
// solver. Cells are numbered row by row: cell = row*n + col. Two distinct
// cells are adjacent when they touch horizontally, vertically or diagonally
// (8 neighbours, no wrap-around). This is the same geometry as Boggle's;
// both games take it from games/wordgrid.

// adjacent reports whether cells a and b of an n x n grid are neighbours.
func adjacent(n, a, b int) bool { return wordgrid.Adjacent(n, a, b) }

// neighbours returns, for every cell of an n x n grid, its neighbours in
// increasing cell order. The searches visit neighbours in this order, which
// makes "the first best path" well defined (see Board.Score).
func neighbours(n int) [][]int32 { return wordgrid.Neighbours(n) }

// neighbourMasks returns each cell's neighbours as a bit mask; n*n must be at
// most 64.
func neighbourMasks(nbrs [][]int32) []uint64 { return wordgrid.NeighbourMasks(nbrs) }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
