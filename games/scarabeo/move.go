package scarabeo

import (
	"fmt"

	"github.com/wordbot/wordbot/games/crossword"
)

// Placed is a tile put on the board by a move (games/crossword).
type Placed = crossword.Placed

// Move is a placement of tiles from a rack: the crossword games' one Move
// (games/crossword).
type Move = crossword.Move

func less(a, b crossword.Pos) bool { return crossword.Before(a, b) }

// squareName names a square in the across notation: row (1-based) then column.
func squareName(p crossword.Pos) string {
	if p.Col < 0 || p.Col >= 26 {
		return fmt.Sprintf("row %d column %d", p.Row+1, p.Col+1)
	}
	return crossword.FormatPos(p, crossword.Across)
}
