package crossword

import (
	"fmt"
	"strings"
)

// Placed is a tile a move puts on a square.
type Placed struct {
	Pos  Pos
	Tile Tile
}

// Move is a word placed by the crossword games (Scarabeo, Scrabble,
// Upwords), the one form the generators, the games, the hint, the command
// line, the bot and the pictures share: the first square and direction of
// the main word, the main word as it reads after the move (Scarabeo's
// jollies in lower case, tiles already on the board included), the tiles
// placed in order along the line, and the score with every bonus.
type Move struct {
	Start Pos
	Dir   Dir
	Word  string
	Tiles []Placed
	Score int
}

// Pos returns the main word's position in the players' notation ("9I"
// across, "I9" down).
func (m Move) Pos() string { return FormatPos(m.Start, m.Dir) }

// String writes the move as the hint commands print it: "SCORE POS WORD".
func (m Move) String() string { return fmt.Sprintf("%d %s %s", m.Score, m.Pos(), m.Word) }

// Jollies returns the number of jollies the move places.
func (m Move) Jollies() int {
	n := 0
	for _, p := range m.Tiles {
		if p.Tile.Jolly {
			n++
		}
	}
	return n
}

// Key returns a canonical text of the tiles placed, the same for the same
// placement whatever the direction recorded: "r,c,L r,c,l ..." sorted by
// square (a jolly's letter in lower case).
func (m Move) Key() string {
	ts := append([]Placed(nil), m.Tiles...)
	for i := 1; i < len(ts); i++ {
		for j := i; j > 0 && Before(ts[j].Pos, ts[j-1].Pos); j-- {
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

// Before reports whether square a comes before b reading row by row.
func Before(a, b Pos) bool { return a.Row < b.Row || a.Row == b.Row && a.Col < b.Col }
