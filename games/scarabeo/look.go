package scarabeo

import "github.com/wordbot/wordbot/games/crossword"

// Look returns what a picture of v's pieces shows, with no board: the
// style (Scrabble or Scarabeo), the tiles' letters and values.
func (v *Variant) Look() crossword.Look {
	l := crossword.Look{Style: crossword.StyleScarabeo, Size: v.Size, Letters: v.Letters(), Value: v.TileValue, Jollies: true}
	if v.Name == "scrabble" {
		l.Style = crossword.StyleScrabble
	}
	return l
}

// Look returns what a picture of b shows (crossword.Look): each square's
// tile and premium, the centre, and last, the latest move's squares.
func (b *Board) Look(last []crossword.Pos) crossword.Look {
	l := b.v.Look()
	l.Size = b.n
	l.Last = last
	l.Squares = make([]crossword.Square, 0, b.n*b.n)
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			p := crossword.Pos{Row: r, Col: c}
			var sq crossword.Square
			switch b.Premium(p) {
			case DoubleLetter:
				sq.Bonus = crossword.DoubleLetter
			case TripleLetter:
				sq.Bonus = crossword.TripleLetter
			case DoubleWord:
				sq.Bonus = crossword.DoubleWord
			case TripleWord:
				sq.Bonus = crossword.TripleWord
			}
			if p == b.v.Centre {
				sq.Bonus = crossword.CentreSquare
			}
			if t, ok := b.At(p); ok {
				sq.Tile, sq.Height = t, 1
			}
			l.Squares = append(l.Squares, sq)
		}
	}
	return l
}

// Look returns what a picture of the game shows (crossword.TurnGame).
func (g *Game) Look() crossword.Look { return g.board.Look(g.LastMove()) }
