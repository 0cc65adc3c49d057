package boggle

import "github.com/wordbot/wordbot/games/wordgrid"

// Pos is a cell, 0-based, row 0 at the top.
type Pos struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// String writes the cell as "(r,c)".
func (p Pos) String() string { return wordgrid.FormatPos(p.Row, p.Col) }

// Path is the cells a word is traced through, in order.
type Path []Pos

// String writes the path as "(r,c) -> (r,c) -> ...".
func (p Path) String() string {
	return wordgrid.FormatPath(len(p), func(i int) (int, int) { return p[i].Row, p[i].Col })
}

// Report writes the path as a round's report does: "(1,1) (1,2)", rows and
// columns from 1.
func (p Path) Report() string { return reportPath(p) }

// pathOf converts cell numbers of an n x n board to a Path.
func pathOf(n int, cells []int8) Path {
	p := make(Path, len(cells))
	for i, c := range cells {
		p[i] = Pos{int(c) / n, int(c) % n}
	}
	return p
}
