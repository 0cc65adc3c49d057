package upwords

import (
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// unknown is a letter under the top of a stack whose history is not known
// (a board read from a file shows only the top letters and the heights); it
// is no letter (letters are 0..lexicon.MaxLetter).
const unknown = 0xff

// cell is one stack: its height and its letters from the bottom up.
type cell struct {
	h uint8
	s [MaxHeight]byte
}

func (c *cell) top() byte { return c.s[c.h-1] }

// Board is a square board of stacks. The zero Board is not usable: make one
// with NewBoard, ParseBoard or a Game.
type Board struct {
	n     int
	cells []cell // row-major
}

// Square is what a square shows: the top letter ('A'+letter as lexicon words
// hold it: 'A'..'Z', then '[' for letter 26 and so on, lexicon.Alphabet.Spell
// writes it; 0 when the square is empty) and the height of its stack (0..5).
type Square struct {
	Letter byte
	Height int
}

// NewBoard returns an empty n x n board.
func NewBoard(n int) (*Board, error) {
	if n < MinSize || n > MaxSize {
		return nil, refuse(CodeBoardRange, "min", MinSize, "max", MaxSize)
	}
	return &Board{n: n, cells: make([]cell, n*n)}, nil
}

// Size returns the side of the board.
func (b *Board) Size() int { return b.n }

// At returns the top letter and height of the stack at p (the zero Square
// for an empty square or a position off the board).
func (b *Board) At(p crossword.Pos) Square {
	if !p.In(b.n) {
		return Square{}
	}
	c := &b.cells[p.Row*b.n+p.Col]
	if c.h == 0 {
		return Square{}
	}
	return Square{Letter: 'A' + c.top(), Height: int(c.h)}
}

// Stack returns the letters of the stack at p from the bottom up ('A'+letter,
// as At), with '?' for a letter that is not known (boards read from files).
func (b *Board) Stack(p crossword.Pos) string {
	if !p.In(b.n) {
		return ""
	}
	c := &b.cells[p.Row*b.n+p.Col]
	out := make([]byte, c.h)
	for i := range out {
		out[i] = letterByte(c.s[i])
	}
	return string(out)
}

// Empty reports whether no tile is on the board.
func (b *Board) Empty() bool {
	for i := range b.cells {
		if b.cells[i].h > 0 {
			return false
		}
	}
	return true
}

// Clone returns an independent copy of b.
func (b *Board) Clone() *Board {
	return &Board{n: b.n, cells: append([]cell(nil), b.cells...)}
}

// Centre reports whether p is one of the centre squares the first word must
// cover: the four middle squares of an even board, the middle one of an odd
// board.
func (b *Board) Centre(p crossword.Pos) bool {
	lo, hi := (b.n-1)/2, b.n/2
	return p.Row >= lo && p.Row <= hi && p.Col >= lo && p.Col <= hi
}

// String writes the board in the board-file format (see ParseBoard).
func (b *Board) String() string {
	return b.write(func(l byte) string { return string(rune('A' + l)) }, false)
}

// Text writes the board in the board-file format of a game whose bag is
// tiles (ParseBoardIn reads it back): letters as the language writes them
// ("Ñ", "Ä"), one character a square, or, when a letter takes two
// characters (Spanish CH, LL, RR), every letter line as squares separated
// by spaces. For "" it is String.
func (b *Board) Text(tiles string) string {
	if tiles == "" {
		return b.String()
	}
	alpha := alphabetOf(tiles)
	spaced := false
	for i := range b.cells {
		if c := &b.cells[i]; c.h > 0 && utf8.RuneCountInString(alpha.Symbol(c.top())) > 1 {
			spaced = true
		}
	}
	return b.write(alpha.Symbol, spaced)
}

// write writes the board's letter lines (each top letter as symbol names
// it, '.' for an empty square, squares separated by spaces when spaced),
// then its height lines.
func (b *Board) write(symbol func(byte) string, spaced bool) string {
	var sb strings.Builder
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			if spaced && c > 0 {
				sb.WriteByte(' ')
			}
			if x := b.cells[r*b.n+c]; x.h > 0 {
				sb.WriteString(symbol(x.top()))
			} else {
				sb.WriteByte('.')
			}
		}
		sb.WriteByte('\n')
	}
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			sb.WriteByte('0' + b.cells[r*b.n+c].h)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

func letterByte(l byte) byte {
	if l == unknown {
		return '?'
	}
	return 'A' + l
}

// boardJSON is the JSON form of a board: each square's stack from the
// bottom up, "" where empty, '?' for unknown letters.
type boardJSON struct {
	Size   int        `json:"size"`
	Stacks [][]string `json:"stacks"`
}

// MarshalJSON writes the board with the history of every stack.
func (b *Board) MarshalJSON() ([]byte, error) {
	j := boardJSON{Size: b.n, Stacks: make([][]string, b.n)}
	for r := range j.Stacks {
		j.Stacks[r] = make([]string, b.n)
		for c := range j.Stacks[r] {
			j.Stacks[r][c] = b.Stack(crossword.Pos{Row: r, Col: c})
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a board written by MarshalJSON.
func (b *Board) UnmarshalJSON(data []byte) error {
	var j boardJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	nb, err := NewBoard(j.Size)
	if err != nil {
		return err
	}
	if len(j.Stacks) != j.Size {
		return fmt.Errorf("board: %d rows of stacks for a %dx%d board", len(j.Stacks), j.Size, j.Size)
	}
	for r, row := range j.Stacks {
		if len(row) != j.Size {
			return fmt.Errorf("board: row %d has %d stacks, want %d", r, len(row), j.Size)
		}
		for c, s := range row {
			if len(s) > MaxHeight {
				return fmt.Errorf("board: the stack at (%d,%d) is %d high", r, c, len(s))
			}
			x := &nb.cells[r*j.Size+c]
			for i := 0; i < len(s); i++ {
				switch ch := s[i]; {
				case ch == '?':
					x.s[i] = unknown
				case ch >= 'A' && ch <= 'A'+lexicon.MaxLetter:
					x.s[i] = ch - 'A' // letters beyond Z as '[', ... (see Square)
				default:
					return fmt.Errorf("board: the stack at (%d,%d) holds %q", r, c, ch)
				}
				if i > 0 && x.s[i] == x.s[i-1] && x.s[i] != unknown {
					return fmt.Errorf("board: the stack at (%d,%d) has a %c on a %c", r, c, s[i], s[i])
				}
			}
			if len(s) > 0 && x.s[len(s)-1] == unknown {
				return fmt.Errorf("board: the top of the stack at (%d,%d) is unknown", r, c)
			}
			x.h = uint8(len(s))
		}
	}
	*b = *nb
	return nil
}
