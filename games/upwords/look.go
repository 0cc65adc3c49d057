package upwords

import "github.com/wordbot/wordbot/games/crossword"

// LookOf returns what a picture of the tiles of bag tiles (Config.Tiles)
// shows, with no board: Upwords' style, the bag's letters (Hasbro's Qu
// tile too), no values, stacks.
func LookOf(tiles string) crossword.Look {
	return crossword.Look{Style: crossword.StyleUpwords, Letters: AlphabetOf(tiles), Stacks: true}
}

// Look returns what a picture of b, of bag tiles, shows (crossword.Look):
// each stack's top tile and height, the centre squares, and last, the
// latest move's squares.
func (b *Board) Look(tiles string, last []crossword.Pos) crossword.Look {
	l := LookOf(tiles)
	l.Size = b.n
	l.Last = last
	l.Squares = make([]crossword.Square, 0, b.n*b.n)
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			p := crossword.Pos{Row: r, Col: c}
			s := b.At(p)
			sq := crossword.Square{Height: s.Height}
			if s.Height > 0 {
				sq.Tile = crossword.Tile{Letter: s.Letter - 'A'}
			}
			if b.Centre(p) {
				sq.Bonus = crossword.CentreSquare
			}
			l.Squares = append(l.Squares, sq)
		}
	}
	return l
}

// Look returns what a picture of the game shows (crossword.TurnGame).
func (g *Game) Look() crossword.Look { return g.board.Look(g.cfg.Tiles, g.LastMove()) }
