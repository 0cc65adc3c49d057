package scarabeo

import (
	"sort"

	"github.com/wordbot/wordbot/games/crossword"
)

// Moves returns every legal move for player's rack, best first (higher
// score first, then the order of Generator.Best), for a computer opponent
// choosing among them (games/computer). On an empty board only moves
// across are listed (the moves down mirror them).
func (g *Game) Moves(player int) ([]Move, error) {
	if player < 0 || player >= len(g.racks) {
		return nil, refuse(crossword.CodeNoPlayer, "player", player+1)
	}
	if g.gen == nil {
		return nil, refuse(crossword.CodeNoLexicon)
	}
	ms := g.gen.Moves(g.board, g.racks[player])
	sort.SliceStable(ms, func(i, j int) bool {
		a, b := &ms[i], &ms[j]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		if a.Dir != b.Dir {
			return a.Dir < b.Dir
		}
		if a.Start != b.Start {
			return crossword.Before(a.Start, b.Start)
		}
		return a.Word < b.Word
	})
	return ms, nil
}
