package crossword

import (
	"errors"
	"fmt"
	"strings"

	"github.com/wordbot/wordbot/lexicon"
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
//
// Words is every word the move makes, as the game's check read them when
// it judged the move (scarabeo.Board.Evaluate, upwords.Check; so the moves
// Play and PlayMove return): the main word, then the words across it
// through its tiles in their order along the line, each in upper case as
// the language writes it (a jolly as its letter). The move generators
// leave it empty. It is not saved: a Move kept with a game (a review's
// played and best moves, bot/past.go) is saved as before it existed.
type Move struct {
	Start Pos
	Dir   Dir
	Word  string
	Tiles []Placed
	Score int
	Words []string `json:"-"`
}

// Pos returns the main word's position in the players' notation ("9I"
// across, "I9" down).
func (m Move) Pos() string { return FormatPos(m.Start, m.Dir) }

// String writes the move as the hint commands print it: "SCORE POS WORD".
func (m Move) String() string { return fmt.Sprintf("%d %s %s", m.Score, m.Pos(), m.Word) }

// Typed writes the move's main word as a player types it for /play at
// m.Pos() (ReadWord's notation, docs/rules.md): each letter as a writes it
// in capitals, and a jolly the move places as a '?' before its letter in
// lower case ("C?a?t": the C tile, jollies for A and T), so that it reads
// back to exactly the move's tiles, whatever the case. a is the game's
// alphabet (nil: A-Z). An error says that Word does not read back one
// letter a square with every tile of the move on it.
func (m Move) Typed(a *lexicon.Alphabet) (string, error) {
	if a == nil {
		a, _ = lexicon.AlphabetOf("en")
	}
	ls, err := ReadWord(m.Word, a)
	if err != nil {
		return "", err
	}
	jolly := make(map[Pos]bool, len(m.Tiles))
	for _, t := range m.Tiles {
		k := t.Pos.Row - m.Start.Row + t.Pos.Col - m.Start.Col
		if k < 0 || k >= len(ls) || m.Start.Step(m.Dir, k) != t.Pos {
			return "", errors.New("crossword: a tile of the move off its word " + m.Pos() + " " + m.Word)
		}
		jolly[t.Pos] = t.Tile.Jolly
	}
	var b strings.Builder
	for i, l := range ls {
		s := Symbol(l.Letter, a)
		if jolly[m.Start.Step(m.Dir, i)] {
			s = "?" + strings.ToLower(s)
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

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
