// Package wordgrid holds what the grid word games (games/boggle and
// games/ruzzle) share: the geometry of an n x n board whose cells touch their
// 8 neighbours, the "(r,c) -> (r,c)" formatting of cells and paths, and the
// core of their solvers: a dictionary DAWG recast for the board search
// (Table) and a board prepared for it (Grid), with the depth-first search
// that counts the distinct words of a board (Counter).
//
// The search visits start cells and neighbours in increasing cell order
// (cell = row*n + col), so for any one word its paths come in lexicographic
// order of their cells.
package wordgrid
