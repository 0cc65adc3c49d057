// Package wordgrid holds what the grid word games (games/boggle and
// games/ruzzle) share: the geometry of an n x n board whose cells touch their
// 8 neighbours, the "(r,c) -> (r,c)" formatting of cells and paths, and the
// core of their solvers: a dictionary DAWG recast for the board search
// (Table, with 8-byte packed records), a board prepared for the search as bit
// masks (Grid), and Boggle's search that counts the distinct words of a
// board (Counter). Ruzzle's search, which scores every path, walks the same
// Table and Grid.
//
// Cells are numbered row by row (cell = row*n + col); Neighbours lists them
// in increasing order, the order in which the games' path searches visit
// them.
package wordgrid
