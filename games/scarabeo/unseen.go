package scarabeo

import "github.com/wordbot/wordbot/games/crossword"

// Unseen returns the tiles player cannot see: the whole set of the game's
// tiles less those on the board and on player's rack (the bag and the other
// racks together). A jolly on the board counts as a jolly.
func (g *Game) Unseen(player int) crossword.Rack {
	var out crossword.Rack
	for l, c := range g.v.Counts {
		out[l] = uint8(c)
	}
	take := func(l int) {
		if out[l] > 0 {
			out[l]--
		}
	}
	n := g.board.n
	for i := 0; i < n*n; i++ {
		if t, ok := g.board.At(crossword.Pos{Row: i / n, Col: i % n}); ok {
			if t.Jolly {
				take(crossword.Jolly)
			} else {
				take(int(t.Letter))
			}
		}
	}
	if player >= 0 && player < len(g.racks) {
		for l, c := range g.racks[player] {
			for k := 0; k < int(c); k++ {
				take(l)
			}
		}
	}
	return out
}
