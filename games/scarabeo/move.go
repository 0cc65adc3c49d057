package scarabeo

import (
	"fmt"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
)

// Placed is a tile put on the board by a move.
type Placed struct {
	Pos  crossword.Pos
	Tile crossword.Tile
}

// Move is a placement of tiles from a rack: the tiles placed (in order along
// the line), the direction and first square of the main word, the main word
// (jollies in lower case, tiles already on the board included) and the score
// with every bonus.
type Move struct {
	Dir   crossword.Dir
	Start crossword.Pos
	Word  string
	Tiles []Placed
	Score int
}

// Pos returns the main word's position in the players' notation ("9I"
// across, "I9" down).
func (m *Move) Pos() string { return crossword.FormatPos(m.Start, m.Dir) }

// String writes the move as "SCORE POS WORD".
func (m *Move) String() string { return fmt.Sprintf("%d %s %s", m.Score, m.Pos(), m.Word) }

// Jollies returns the number of jollies the move places.
func (m *Move) Jollies() int {
	n := 0
	for _, p := range m.Tiles {
		if p.Tile.Jolly {
			n++
		}
	}
	return n
}

// Key returns a canonical text of the tiles placed, the same for the same
// placement whatever the direction recorded: "r,c,L r,c,l ..." sorted by square.
func (m *Move) Key() string {
	ts := append([]Placed(nil), m.Tiles...)
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && less(ts[j].Pos, ts[j-1].Pos); j-- {
			ts[j], ts[j-1] = ts[j-1], ts[j]
		}
	}
	var b strings.Builder
	for i, p := range ts {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d,%d,%c", p.Pos.Row, p.Pos.Col, p.Tile.Rune())
	}
	return b.String()
}

func less(a, b crossword.Pos) bool { return a.Row < b.Row || a.Row == b.Row && a.Col < b.Col }

// squareName names a square in the across notation: row (1-based) then column.
func squareName(p crossword.Pos) string {
	if p.Col < 0 || p.Col >= 26 {
		return fmt.Sprintf("row %d column %d", p.Row+1, p.Col+1)
	}
	return crossword.FormatPos(p, crossword.Across)
}
