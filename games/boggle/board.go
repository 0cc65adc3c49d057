package boggle

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/lexicon"
)

// Board sizes: a board is n x n with MinSize <= n <= MaxSize.
const (
	MinSize = 4
	MaxSize = 6
)

// Board is an n x n grid of letters, a comparable value. Cells are numbered
// row by row from 0 (top left). The zero Board has size 0 and no cells.
type Board struct {
	size  int
	cells [MaxSize * MaxSize]byte // letters 0..25, or up to lexicon.MaxLetter in a language with letters beyond Z
}

// Size returns n for an n x n board.
func (b Board) Size() int { return b.size }

// Cells returns the number of cells, n*n.
func (b Board) Cells() int { return b.size * b.size }

// At returns the letter ('A'..'Z') at row r, column c (0-based); a letter
// beyond Z (Spanish Ñ, German Ä, ...) is the byte the lexicon writes it
// with ('[', ...; lexicon.Alphabet.Spell writes it as the language does).
func (b Board) At(r, c int) byte { return 'A' + b.cells[r*b.size+c] }

// String returns the letters row by row in upper case, such as
// "FYCLIOMGORILHJHU" (letters beyond Z as At writes them); UnmarshalText
// reads it back.
func (b Board) String() string {
	out := make([]byte, b.Cells())
	for i := range out {
		out[i] = 'A' + b.cells[i]
	}
	return string(out)
}

// Rows returns the board as n strings of n letters.
func (b Board) Rows() []string {
	s := b.String()
	rows := make([]string, b.size)
	for r := range rows {
		rows[r] = s[r*b.size : (r+1)*b.size]
	}
	return rows
}

// MarshalText writes the board as String does.
func (b Board) MarshalText() ([]byte, error) { return []byte(b.String()), nil }

// UnmarshalText reads a board written by MarshalText (any size 4..6).
func (b *Board) UnmarshalText(text []byte) error {
	nb, err := parseBoard(string(text), 0, nil, true)
	if err != nil {
		return err
	}
	*b = nb
	return nil
}

// NewBoard returns the board of the given letters (0..25, row by row, or up
// to lexicon.MaxLetter for a language with letters beyond Z); it is for
// callers that already hold letters, such as generators.
func NewBoard(size int, letters []byte) (Board, error) {
	if size < MinSize || size > MaxSize {
		return Board{}, refuse(CodeBoardSize, "size", size)
	}
	if len(letters) != size*size {
		return Board{}, refuse(CodeBoardLetters, "size", size, "want", size*size, "got", len(letters))
	}
	b := Board{size: size}
	for i, l := range letters {
		if l > lexicon.MaxLetter {
			return Board{}, errorf(ErrBadBoard, fmt.Sprintf("letter %d at cell %d is not 0..%d", l, i, lexicon.MaxLetter))
		}
		b.cells[i] = l
	}
	return b, nil
}

// ParseBoard reads a typed board: the letters row by row, any case. Spaces,
// tabs, newlines and the row separators '/' and ',' are ignored, so
// "FYCL/IOMG/ORIL/HJHU" and "fycl iomg oril hjhu" both work. size is n for an
// n x n board, or 0 to take the size from the number of letters (16, 25 or
// 36). Errors say why the board is refused, such as
// "a 4x4 board needs 16 letters, got 15" or
// "'1' (character 5) is not a letter A-Z".
func ParseBoard(s string, size int) (Board, error) {
	return parseBoard(s, size, nil, false)
}

// ParseBoardIn is ParseBoard for a language's alphabet a: the letters are
// folded as the language folds them (docs/rules.md, Lexicons), so a Spanish
// board may hold Ñ and a German one Ä, Ö, Ü; a Spanish CH, LL or RR is one
// cell, as in a word ("CHAS" is the 3 cells CH, A, S; "C H" with a
// separator two). A character that folds to no letter, or to two (ß, Œ), is
// refused as ParseBoard refuses it.
func ParseBoardIn(s string, size int, a *lexicon.Alphabet) (Board, error) {
	if a == nil {
		return ParseBoard(s, size)
	}
	// A character that is no letter is refused naming the alphabet's
	// letters beyond Z, when it has some (Spanish Ñ, CH, LL and RR).
	badChar := func(r rune, at int) error {
		var extra []string
		for l := 26; l < a.Size(); l++ {
			extra = append(extra, a.Symbol(byte(l)))
		}
		if len(extra) == 0 {
			return refuse(CodeBoardChar, "char", string(r), "at", at)
		}
		return refuse(CodeBoardCharOf, "char", string(r), "at", at, "letters", extra)
	}
	// Fold each run of characters between separators, so that the
	// alphabet joins its digraphs within the run.
	var b strings.Builder
	pos, start := 0, 0
	var run strings.Builder
	flush := func() error {
		if run.Len() == 0 {
			return nil
		}
		f, ok := a.Fold(run.String())
		if !ok {
			// Name the first character that folds to no single letter.
			at := start
			for _, r := range run.String() {
				if g, ok := a.Fold(string(r)); !ok || len(g) != 1 {
					return badChar(r, at)
				}
				at++
			}
		}
		for i, r := 0, []rune(run.String()); i < len(r); i++ {
			if g, ok := a.Fold(string(r[i])); ok && len(g) > 1 {
				return badChar(r[i], start+i)
			}
		}
		b.WriteString(f)
		run.Reset()
		return nil
	}
	for _, r := range s {
		pos++
		switch r {
		case ' ', '\t', '\r', '\n', '/', ',':
			if err := flush(); err != nil {
				return Board{}, err
			}
			continue
		}
		if run.Len() == 0 {
			start = pos
		}
		run.WriteRune(r)
	}
	if err := flush(); err != nil {
		return Board{}, err
	}
	return parseBoard(b.String(), size, nil, true)
}

// parseBoard reads a board; a folds its letters (nil: A-Z only); coded
// also takes the letters beyond Z as String writes them.
func parseBoard(s string, size int, a *lexicon.Alphabet, coded bool) (Board, error) {
	if size != 0 && (size < MinSize || size > MaxSize) {
		return Board{}, refuse(CodeBoardSize, "size", size)
	}
	var letters [MaxSize * MaxSize]byte
	n, pos := 0, 0
	for _, r := range s {
		pos++
		switch r {
		case ' ', '\t', '\r', '\n', '/', ',':
			continue
		}
		var l byte
		switch {
		case r >= 'A' && r <= 'Z':
			l = byte(r - 'A')
		case r >= 'a' && r <= 'z':
			l = byte(r - 'a')
		case coded && r > 'Z' && r <= 'A'+lexicon.MaxLetter:
			l = byte(r - 'A')
		default:
			f := ""
			if a != nil && r >= utf8.RuneSelf {
				f, _ = a.Fold(string(r))
			}
			if len(f) != 1 {
				return Board{}, refuse(CodeBoardChar, "char", string(r), "at", pos)
			}
			l = f[0] - 'A'
		}
		if n < len(letters) {
			letters[n] = l
		}
		n++
	}
	if size == 0 {
		switch n {
		case 16:
			size = 4
		case 25:
			size = 5
		case 36:
			size = 6
		default:
			return Board{}, refuse(CodeBoardCount, "got", n)
		}
	}
	if n != size*size {
		return Board{}, refuse(CodeBoardLetters, "size", size, "want", size*size, "got", n)
	}
	return NewBoard(size, letters[:n])
}
