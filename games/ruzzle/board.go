// Package ruzzle is the Ruzzle engine (docs/rules.md, Ruzzle): an n x n board of
// letters with letter and word bonus squares, the score of a path, every path
// of a word, and a solver that finds every dictionary word on a board with its
// best score and a best path.
//
// Paths follow Boggle's rules: each cell is adjacent (8 neighbours, no wrap)
// to the next and no cell is used twice. A path scores the sum of its letter
// values times their letter bonuses (DL x2, TL x3), times every word bonus on
// the path (DW x2, TW x3; they multiply). A word scores the best over its
// paths.
//
// Ties: the searches visit start cells and neighbours in increasing cell
// order (cell = row*n + col), so paths come in lexicographic order of their
// cells; "the best path" of a word is the first of its best-scoring paths in
// that order, in every function of this package.
package ruzzle

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/wordbot/wordbot/games/wordgrid"
	"github.com/wordbot/wordbot/lexicon"
)

// MaxSize is the largest board side accepted.
const MaxSize = 64

// Bonus is a square's bonus, written as in schema files (docs/cli.md, File
// formats).
type Bonus byte

// The bonuses.
const (
	None         Bonus = '.'
	DoubleLetter Bonus = 'd'
	TripleLetter Bonus = 't'
	DoubleWord   Bonus = 'D'
	TripleWord   Bonus = 'T'
)

// Valid reports whether b is one of the five bonus characters.
func (b Bonus) Valid() bool {
	switch b {
	case None, DoubleLetter, TripleLetter, DoubleWord, TripleWord:
		return true
	}
	return false
}

// LetterMult returns the factor b applies to its letter's value (1, 2 or 3).
func (b Bonus) LetterMult() int {
	switch b {
	case DoubleLetter:
		return 2
	case TripleLetter:
		return 3
	}
	return 1
}

// WordMult returns the factor b applies to the word (1, 2 or 3).
func (b Bonus) WordMult() int {
	switch b {
	case DoubleWord:
		return 2
	case TripleWord:
		return 3
	}
	return 1
}

// String returns the app's name of the bonus: "DL", "TL", "DW", "TW" or "".
func (b Bonus) String() string {
	switch b {
	case DoubleLetter:
		return "DL"
	case TripleLetter:
		return "TL"
	case DoubleWord:
		return "DW"
	case TripleWord:
		return "TW"
	}
	return ""
}

// Pos is a cell's position, 0-based, row 0 at the top.
type Pos struct{ Row, Col int }

// String formats p as the offline output does (docs/cli.md): "(row,col)".
func (p Pos) String() string { return wordgrid.FormatPos(p.Row, p.Col) }

// Path is a sequence of cells spelling a word.
type Path []Pos

// String formats the path as the offline output lines do (docs/cli.md):
// "(3,3) -> (2,2) -> (1,2)".
func (p Path) String() string {
	return wordgrid.FormatPath(len(p), func(i int) (int, int) { return p[i].Row, p[i].Col })
}

// Board is a Ruzzle board. Create it with New, ParseSchema or Random; it is
// not changed afterwards except for Scoring, which the caller may set before
// scoring or solving. A Board is safe for concurrent reads.
type Board struct {
	// Scoring says how paths score; the zero value is the offline
	// scoring of docs/rules.md, Ruzzle (Italian values, no length bonus).
	Scoring Scoring

	n       int
	letters []byte  // per cell, 0..25
	bonus   []Bonus // per cell
	nbrs    [][]int32
	masks   []uint64 // neighbour masks, when n*n <= 64
}

// New returns an n x n board. letters holds the n*n letters row by row (A-Z,
// any case); bonuses holds n*n bonus characters (d t D T .) row by row, or is
// empty for a board without bonuses. A board that cannot be is refused
// with a *refusal.Refusal (the codes of Refusals).
func New(n int, letters, bonuses string) (*Board, error) {
	if n < 1 || n > MaxSize {
		return nil, refuse(CodeBoardSide, "size", n, "max", MaxSize)
	}
	if len(letters) != n*n {
		return nil, refuse(CodeBoardLetters, "size", n, "want", n*n, "got", len(letters))
	}
	if bonuses == "" {
		bonuses = strings.Repeat(string(None), n*n)
	}
	if len(bonuses) != n*n {
		return nil, refuse(CodeBoardBonuses, "size", n, "want", n*n, "got", len(bonuses))
	}
	b := newBoard(n)
	for i := 0; i < n*n; i++ {
		l, ok := lexicon.Index(letters[i])
		if !ok {
			return nil, refuse(CodeLetterChar, "char", string(rune(letters[i])))
		}
		b.letters[i] = l
		if b.bonus[i] = Bonus(bonuses[i]); !b.bonus[i].Valid() {
			return nil, refuse(CodeBonusChar, "char", string(rune(bonuses[i])))
		}
	}
	return b, nil
}

// newBoard returns an n x n board with letters A and no bonuses.
func newBoard(n int) *Board {
	b := &Board{n: n, letters: make([]byte, n*n), bonus: make([]Bonus, n*n), nbrs: neighbours(n)}
	for i := range b.bonus {
		b.bonus[i] = None
	}
	if n*n <= 64 {
		b.masks = neighbourMasks(b.nbrs)
	}
	return b
}

// Size returns n, the number of rows and columns.
func (b *Board) Size() int { return b.n }

// Letter returns the letter at p, 'A'..'Z'; p must be on the board (it panics
// otherwise).
func (b *Board) Letter(p Pos) byte { return 'A' + b.letters[b.cell(p)] }

// Bonus returns the bonus at p; p must be on the board.
func (b *Board) Bonus(p Pos) Bonus { return b.bonus[b.cell(p)] }

func (b *Board) cell(p Pos) int {
	if p.Row < 0 || p.Row >= b.n || p.Col < 0 || p.Col >= b.n {
		panic(fmt.Sprintf("ruzzle: position %v outside a %dx%d board", p, b.n, b.n))
	}
	return p.Row*b.n + p.Col
}

func (b *Board) pos(cell int) Pos { return Pos{cell / b.n, cell % b.n} }

// Letters returns the board's letters row by row, n*n of 'A'..'Z'.
func (b *Board) Letters() string {
	out := make([]byte, len(b.letters))
	for i, l := range b.letters {
		out[i] = 'A' + l
	}
	return string(out)
}

// Bonuses returns the board's bonus characters row by row.
func (b *Board) Bonuses() string {
	out := make([]byte, len(b.bonus))
	for i, x := range b.bonus {
		out[i] = byte(x)
	}
	return string(out)
}

// String returns the board as a schema file (docs/cli.md, File formats): the size, the letter
// rows, a blank line and the bonus rows. ParseSchema reads it back.
func (b *Board) String() string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(b.n))
	sb.WriteByte('\n')
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			sb.WriteByte('A' + b.letters[r*b.n+c])
		}
		sb.WriteByte('\n')
	}
	sb.WriteByte('\n')
	for r := 0; r < b.n; r++ {
		for c := 0; c < b.n; c++ {
			sb.WriteByte(byte(b.bonus[r*b.n+c]))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// PathScore returns the score of path under b.Scoring, and false when path
// is not a path of the board (a cell outside it, used twice, or not adjacent
// to the previous one). It does not check which word the path spells.
func (b *Board) PathScore(path Path) (int, bool) {
	if len(path) == 0 {
		return 0, false
	}
	seen := make(map[int]bool, len(path))
	sum, mult := 0, 1
	prev := -1
	for _, p := range path {
		if p.Row < 0 || p.Row >= b.n || p.Col < 0 || p.Col >= b.n {
			return 0, false
		}
		c := p.Row*b.n + p.Col
		if seen[c] || (prev >= 0 && !adjacent(b.n, prev, c)) {
			return 0, false
		}
		seen[c] = true
		prev = c
		sum += b.Scoring.Values.Value(b.letters[c]) * b.bonus[c].LetterMult()
		if k := b.bonus[c].WordMult(); k > 1 {
			mult = mulWord(mult, k)
		}
	}
	return b.total(sum, mult, len(path)), true
}

// total combines a path's letter sum and word multiplier into its score.
func (b *Board) total(sum, mult, length int) int {
	s := sum * mult
	if b.Scoring.LengthBonus {
		s += lengthBonus(length)
	}
	return s
}

// Spell returns the word path spells on b, in upper case; path must be valid.
func (b *Board) Spell(path Path) string {
	out := make([]byte, len(path))
	for i, p := range path {
		out[i] = b.Letter(p)
	}
	return string(out)
}
