package scarabeo

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync/atomic"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// square is one board square: 0 when empty, else the letter (bits 0-4),
// jollyBit and fullBit.
type square = byte

const (
	letterBits = 0x1f
	jollyBit   = 0x20
	fullBit    = 0x80
)

func mkSquare(t crossword.Tile) square {
	s := fullBit | t.Letter
	if t.Jolly {
		s |= jollyBit
	}
	return s
}

func sqTile(s square) crossword.Tile {
	return crossword.Tile{Letter: s & letterBits, Jolly: s&jollyBit != 0}
}

// Board is the grid of tiles of one Variant. The zero Board is unusable; make
// one with NewBoard or ParseBoard.
type Board struct {
	v  *Variant
	n  int
	sq []square
	// cross keeps the cross-checks of the tiles on the board for the move
	// generator (cross_set.go): computed at the first best-move search,
	// dropped when a tile is put down.
	cross atomic.Pointer[boardCross]
	// patch keeps, after a move, the cross-checks before it and the squares
	// it filled, for the next search to compute only what changed.
	patch atomic.Pointer[crossPatch]
}

// NewBoard returns an empty board for v.
func NewBoard(v *Variant) *Board {
	return &Board{v: v, n: v.Size, sq: make([]square, v.Size*v.Size)}
}

// Clone returns an independent copy.
func (b *Board) Clone() *Board {
	return &Board{v: b.v, n: b.n, sq: append([]square(nil), b.sq...)}
}

// Variant returns the rules the board follows.
func (b *Board) Variant() *Variant { return b.v }

// Size returns the board side.
func (b *Board) Size() int { return b.n }

// At returns the tile on p, and false when p is empty or off the board.
func (b *Board) At(p crossword.Pos) (crossword.Tile, bool) {
	if !p.In(b.n) {
		return crossword.Tile{}, false
	}
	s := b.sq[p.Row*b.n+p.Col]
	if s == 0 {
		return crossword.Tile{}, false
	}
	return sqTile(s), true
}

// Premium returns the premium printed on p.
func (b *Board) Premium(p crossword.Pos) Premium { return b.v.Premium(p) }

// Empty reports whether no tile is on the board.
func (b *Board) Empty() bool {
	for _, s := range b.sq {
		if s != 0 {
			return false
		}
	}
	return true
}

// Set puts t on p (for setting up positions; Game.Play validates moves).
// It reports false when p is off the board or t's letter is not in the game.
func (b *Board) Set(p crossword.Pos, t crossword.Tile) bool {
	if !p.In(b.n) || !b.v.HasLetter(t.Letter) {
		return false
	}
	b.sq[p.Row*b.n+p.Col] = mkSquare(t)
	b.cross.Store(nil)
	b.patch.Store(nil)
	return true
}

func (b *Board) full(r, c int) bool {
	return r >= 0 && c >= 0 && r < b.n && c < b.n && b.sq[r*b.n+c] != 0
}

// String writes the board in the board-file format: Size lines of Size
// characters, '.' empty, upper case a tile, lower case a jolly.
func (b *Board) String() string {
	var sb strings.Builder
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			s := b.sq[r*b.n+c]
			if s == 0 {
				sb.WriteByte('.')
			} else {
				sb.WriteByte(sqTile(s).Rune())
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// BoardError is a board file that cannot be read; Line is 1-based (0 when the
// problem is the file as a whole).
type BoardError struct {
	Line   int
	Reason string
}

func (e *BoardError) Error() string {
	if e.Line == 0 {
		return "board: " + e.Reason
	}
	return fmt.Sprintf("board line %d: %s", e.Line, e.Reason)
}

// ParseBoard reads a board file for v: Size lines of Size squares, '.'
// empty, a letter for a tile, lower case for a jolly standing for that
// letter; blank lines are ignored, and so are spaces and a '\r' at the end
// of a line. A line of Size characters is read byte by byte as
// Board.String writes it ('A'-'Z', and '[' ... for the letters beyond Z;
// 'a'-'z', '{' ... for jollies); any other line is read in the letters of
// the game's language (crossword.ReadLetters: "ñ", "CH" one square each,
// docs/cli.md). The board need not be reachable in play.
func ParseBoard(r io.Reader, v *Variant) (*Board, error) {
	b := NewBoard(v)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), 1<<16)
	row, line := 0, 0
	for sc.Scan() {
		line++
		s := strings.TrimRight(sc.Text(), " \t\r")
		if line == 1 {
			s = strings.TrimPrefix(s, "\ufeff")
		}
		if strings.TrimSpace(s) == "" {
			continue
		}
		if row == v.Size {
			return nil, &BoardError{line, fmt.Sprintf("too many rows: a %s board has %d", v.title(), v.Size)}
		}
		squares, err := boardRow(s, v)
		if err != nil {
			return nil, &BoardError{line, err.Error()}
		}
		for c, t := range squares {
			if t == nil {
				continue
			}
			if !v.HasLetter(t.Letter) {
				return nil, &BoardError{line, fmt.Sprintf("column %d: there is no %s in %s", c+1, v.Symbol(t.Letter), v.title())}
			}
			b.sq[row*v.Size+c] = mkSquare(*t)
		}
		row++
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, &BoardError{line + 1, "line too long"}
		}
		return nil, &BoardError{0, err.Error()}
	}
	if row != v.Size {
		return nil, &BoardError{0, fmt.Sprintf("%d rows, want %d", row, v.Size)}
	}
	return b, nil
}

// boardRow reads one line of a board file into its Size squares (nil:
// empty), byte by byte when it is in the saved form, else in the letters
// of v's language.
func boardRow(s string, v *Variant) ([]*crossword.Tile, error) {
	out := make([]*crossword.Tile, v.Size)
	saved := len(s) == v.Size
	for i := 0; i < len(s) && saved; i++ {
		ch := s[i]
		saved = ch == '.' || ch >= 'A' && ch <= 'A'+lexicon.MaxLetter || ch >= 'a' && ch <= 'a'+lexicon.MaxLetter
	}
	if saved {
		for c := 0; c < v.Size; c++ {
			switch ch := s[c]; {
			case ch >= 'A' && ch <= 'A'+lexicon.MaxLetter:
				out[c] = &crossword.Tile{Letter: ch - 'A'}
			case ch >= 'a' && ch <= 'a'+lexicon.MaxLetter:
				out[c] = &crossword.Tile{Letter: ch - 'a', Jolly: true}
			}
		}
		return out, nil
	}
	bad := func() error {
		return fmt.Errorf("%d characters, want %d (. for an empty square, a letter for a tile, lower case for a blank)", utf8.RuneCountInString(s), v.Size)
	}
	if len(s) > 4*MaxSize {
		return nil, bad()
	}
	c := 0
	for _, run := range strings.SplitAfter(s, ".") {
		letters := strings.TrimSuffix(run, ".")
		if strings.ContainsAny(letters, " \t") {
			return nil, fmt.Errorf("column %d: a space is not a square (. for empty, a letter for a tile, lower case for a blank)", c+1)
		}
		ls, err := crossword.ReadLetters(letters, v.Letters(), false)
		if err != nil {
			k := c
			for _, r := range letters {
				k++
				if _, err := crossword.ReadLetters(string(r), v.Letters(), false); err != nil {
					return nil, fmt.Errorf("column %d: %q is not a square (. for empty, a letter for a tile, lower case for a blank)", k, r)
				}
			}
			return nil, bad()
		}
		for _, l := range ls {
			if c >= v.Size {
				return nil, bad()
			}
			out[c] = &crossword.Tile{Letter: l.Letter, Jolly: l.Lower}
			c++
		}
		if len(letters) < len(run) { // the '.'
			if c >= v.Size {
				return nil, bad()
			}
			c++
		}
	}
	if c != v.Size {
		return nil, bad()
	}
	return out, nil
}

// CheckRack reports whether rack could be drawn with b on the board: no
// letter (nor the jollies) more often, counting the board's tiles, than the
// game has.
func (b *Board) CheckRack(rack crossword.Rack) error {
	var seen [crossword.Jolly + 1]int
	for _, s := range b.sq {
		if s == 0 {
			continue
		}
		if s&jollyBit != 0 {
			seen[crossword.Jolly]++
		} else {
			seen[s&letterBits]++
		}
	}
	for l := 0; l <= crossword.Jolly; l++ {
		if rack[l] == 0 {
			continue
		}
		if have := b.v.Counts[l]; seen[l]+int(rack[l]) > have {
			switch {
			case l == crossword.Jolly && seen[l] > 0:
				return refuse(CodeOnlyJolliesSeen, "game", b.v.named(), "count", have, "seen", seen[l])
			case l == crossword.Jolly:
				return refuse(CodeOnlyJollies, "game", b.v.named(), "count", have)
			case seen[l] > 0:
				return refuse(CodeOnlyTilesSeen, "game", b.v.named(), "count", have, "letter", b.v.Symbol(byte(l)), "seen", seen[l])
			}
			return refuse(CodeOnlyTiles, "game", b.v.named(), "count", have, "letter", b.v.Symbol(byte(l)))
		}
	}
	return nil
}
