// Package crossword holds the vocabulary of the crossword games (Scarabeo,
// Scrabble, Upwords): positions and directions with their notation (pos.go),
// tiles, racks and the bag (tiles.go), and the refusals the tile games share
// (refusals.go). It enforces no game's rules: the games do, and refuse with
// these codes. (games/wordgrid is the other kind of board: the n x n letter
// grid of Boggle and Ruzzle.)
package crossword

import (
	"strconv"
	"strings"
)

// Dir is the direction of a word on the board.
type Dir uint8

const (
	// Across is left to right along a row.
	Across Dir = iota
	// Down is top to bottom along a column.
	Down
)

func (d Dir) String() string {
	if d == Down {
		return "down"
	}
	return "across"
}

// Other returns the perpendicular direction.
func (d Dir) Other() Dir { return 1 - d }

// Pos is a square, 0-based, row 0 at the top.
type Pos struct{ Row, Col int }

// Step returns the square k steps from p in direction d.
func (p Pos) Step(d Dir, k int) Pos {
	if d == Across {
		return Pos{p.Row, p.Col + k}
	}
	return Pos{p.Row + k, p.Col}
}

// In reports whether p lies on an n x n board.
func (p Pos) In(n int) bool { return p.Row >= 0 && p.Col >= 0 && p.Row < n && p.Col < n }

// ColName returns the letter naming column c (0 -> "A").
func ColName(c int) string { return string(rune('A' + c)) }

// FormatPos writes a word's start in the players' notation: "9I" for a word
// across starting at row 9 (1-based), column I; "I9" for a word down.
func FormatPos(p Pos, d Dir) string {
	if d == Down {
		return ColName(p.Col) + strconv.Itoa(p.Row+1)
	}
	return strconv.Itoa(p.Row+1) + ColName(p.Col)
}

// ParsePos reads a position in the players' notation ("9I" across, "I9"
// down, case-insensitive, spaces ignored) for an n x n board. Text that
// names no square is refused with CodeNotPosition.
func ParsePos(s string, n int) (Pos, Dir, error) {
	t := strings.ToUpper(strings.Join(strings.Fields(s), ""))
	bad := notPosition(s, n)
	if len(t) < 2 || len(t) > 3 {
		return Pos{}, 0, bad
	}
	var d Dir
	var letter byte
	var digits string
	switch {
	case t[0] >= 'A' && t[0] <= 'Z':
		d, letter, digits = Down, t[0], t[1:]
	case t[len(t)-1] >= 'A' && t[len(t)-1] <= 'Z':
		d, letter, digits = Across, t[len(t)-1], t[:len(t)-1]
	default:
		return Pos{}, 0, bad
	}
	row, err := strconv.Atoi(digits)
	if err != nil || digits[0] == '+' || digits[0] == '-' {
		return Pos{}, 0, bad
	}
	p := Pos{Row: row - 1, Col: int(letter - 'A')}
	if !p.In(n) {
		return Pos{}, 0, bad
	}
	return p, d, nil
}

// Short cuts what a player typed to 20 characters (and "…") for a refusal
// to quote.
func Short(s string) string {
	const max = 20
	r := []rune(s)
	if len(r) > max {
		return string(r[:max]) + "…"
	}
	return s
}
