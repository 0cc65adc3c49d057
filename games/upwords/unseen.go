package upwords

import "github.com/wordbot/wordbot/games/crossword"

// Unseen returns the tiles player cannot see: the game's bag (the 118
// tiles, or the 100 of its language) less those in the stacks on the board
// (covered ones too) and on player's rack (the bag and the other racks
// together).
func (g *Game) Unseen(player int) crossword.Rack {
	var out crossword.Rack
	counts, _, _ := BagTiles(g.cfg.Tiles)
	for l, c := range counts {
		out[l] = uint8(c)
	}
	take := func(l int) {
		if l >= 0 && l < len(out) && out[l] > 0 {
			out[l]--
		}
	}
	for _, c := range g.board.cells {
		for k := 0; k < int(c.h); k++ {
			take(int(c.s[k]))
		}
	}
	if player >= 0 && player < len(g.players) {
		for l, c := range g.players[player].rack {
			for k := 0; k < int(c); k++ {
				take(l)
			}
		}
	}
	return out
}
