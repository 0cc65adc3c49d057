package upwords

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/lexicon"
)

// BoardFileError is a board file that cannot be read, with the 1-based line
// at fault (0 when the problem is the file as a whole).
type BoardFileError struct {
	Line   int
	Reason string
}

func (e *BoardFileError) Error() string {
	if e.Line == 0 {
		return "board file: " + e.Reason
	}
	return fmt.Sprintf("board file: line %d: %s", e.Line, e.Reason)
}

// maxBoardFile bounds what ParseBoard reads.
const maxBoardFile = 1 << 16

// ParseBoard reads a board file: N lines of N characters, a letter (any
// case) for the top tile of a square or '.' for an empty square, then N
// lines of N digits, the height of each stack (1-5 under a letter, 0 where
// empty). N is taken from the first line and may be MinSize..MaxSize (10 for
// the standard board). Blank lines are ignored, as are spaces, tabs and
// carriage returns at the end of a line. The letters under the top of each
// stack are unknown. Errors are *BoardFileError values naming the line.
func ParseBoard(r io.Reader) (*Board, error) { return ParseBoardIn(r, "") }

// ParseBoardIn is ParseBoard for a game whose bag is tiles (Config.Tiles:
// "" for A-Z only, "fr", "es", "de", "pt"): a square's letter may be any
// letter of that language (lexicon.AlphabetOf folds it: "ñ", "Ä", "ç";
// accented letters the language folds are their letter, é is E). A letter
// line either holds N characters, one a square, or N letters separated by
// spaces, one a square, which is how the Spanish two-letter tiles are
// written: ". . CH I C O . . . ."; Hasbro's Qu tile likewise, ". . QU I T
// . . . . .". Board.Text writes that form.
func ParseBoardIn(r io.Reader, tiles string) (*Board, error) {
	var alpha *lexicon.Alphabet
	if tiles != "" {
		name := tiles
		if tiles == Hasbro {
			name = "en-qu" // the Qu tile, written QU
		}
		a, err := lexicon.AlphabetOf(name)
		if err != nil {
			return nil, &BoardFileError{Reason: err.Error()}
		}
		alpha = a
	}
	data, err := io.ReadAll(io.LimitReader(r, maxBoardFile+1))
	if err != nil {
		return nil, &BoardFileError{Reason: err.Error()}
	}
	if len(data) > maxBoardFile {
		return nil, &BoardFileError{Reason: "the file is too large for a board"}
	}
	var lines []boardLine
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimRight(l, " \t\r")
		if i == 0 {
			l = strings.TrimPrefix(l, "\xef\xbb\xbf")
		}
		if l != "" {
			lines = append(lines, boardLine{i + 1, l})
		}
	}
	if len(lines) == 0 {
		return nil, &BoardFileError{Reason: "the file is empty: expected N lines of letters and N lines of heights"}
	}
	if alpha != nil {
		return parseLettersIn(lines, alpha)
	}
	n := utf8.RuneCountInString(lines[0].text)
	if err := scanLine(lines[0].no, lines[0].text, n, letterLine); err != nil {
		return nil, err
	}
	if n < MinSize || n > MaxSize {
		return nil, &BoardFileError{Line: lines[0].no, Reason: fmt.Sprintf("%d characters: a board is %d to %d squares wide (10 for the standard board)", n, MinSize, MaxSize)}
	}
	if len(lines) != 2*n {
		last := lines[len(lines)-1].no
		return nil, &BoardFileError{Line: last, Reason: fmt.Sprintf("the file has %d non-blank lines: a %dx%d board needs %d lines of letters then %d lines of heights", len(lines), n, n, n, n)}
	}
	b, _ := NewBoard(n)
	for r := 0; r < n; r++ {
		l := lines[r]
		if err := scanLine(l.no, l.text, n, letterLine); err != nil {
			return nil, err
		}
		for c := 0; c < n; c++ {
			if ch := l.text[c]; ch != '.' {
				b.cells[r*n+c].s[0] = ch&^0x20 - 'A'
				b.cells[r*n+c].h = 1 // the height comes later
			}
		}
	}
	return readHeights(b, lines[n:], nil)
}

// boardLine is a non-blank line of a board file.
type boardLine struct {
	no   int
	text string
}

// parseLettersIn reads the letter lines of a board file in alpha's letters
// (one character a square, or letters separated by spaces), then the
// heights.
func parseLettersIn(lines []boardLine, alpha *lexicon.Alphabet) (*Board, error) {
	first, err := squaresOf(lines[0], alpha)
	if err != nil {
		return nil, err
	}
	n := len(first)
	if n < MinSize || n > MaxSize {
		return nil, &BoardFileError{Line: lines[0].no, Reason: fmt.Sprintf("%d squares: a board is %d to %d squares wide (10 for the standard board)", n, MinSize, MaxSize)}
	}
	if len(lines) != 2*n {
		last := lines[len(lines)-1].no
		return nil, &BoardFileError{Line: last, Reason: fmt.Sprintf("the file has %d non-blank lines: a %dx%d board needs %d lines of letters then %d lines of heights", len(lines), n, n, n, n)}
	}
	b, _ := NewBoard(n)
	for r := 0; r < n; r++ {
		sq, err := squaresOf(lines[r], alpha)
		if err != nil {
			return nil, err
		}
		if len(sq) != n {
			return nil, &BoardFileError{Line: lines[r].no, Reason: fmt.Sprintf("%d squares, want %d (letters or '.')", len(sq), n)}
		}
		for c, l := range sq {
			if l != noSquare {
				b.cells[r*n+c].s[0] = l
				b.cells[r*n+c].h = 1 // the height comes later
			}
		}
	}
	return readHeights(b, lines[n:], alpha)
}

// noSquare marks an empty square ('.') in squaresOf's result.
const noSquare = 0xfe

// squaresOf reads one letter line in alpha's letters: each square's letter,
// noSquare for '.'.
func squaresOf(l boardLine, alpha *lexicon.Alphabet) ([]byte, error) {
	var out []byte
	what := "column" // one character a square
	one := func(tok string, col int) error {
		if tok == "." {
			out = append(out, noSquare)
			return nil
		}
		f, ok := alpha.Fold(tok)
		if !ok || len(f) != 1 {
			return &BoardFileError{Line: l.no, Reason: fmt.Sprintf("%s %d: %q is not a letter or '.'", what, col, tok)}
		}
		out = append(out, f[0]-'A')
		return nil
	}
	if strings.ContainsAny(l.text, " \t") {
		what = "square"
		for i, tok := range strings.Fields(l.text) {
			if err := one(tok, i+1); err != nil {
				return nil, err
			}
			if len(out) > MaxSize {
				break
			}
		}
		return out, nil
	}
	col := 0
	for _, ch := range l.text {
		col++
		if err := one(string(ch), col); err != nil {
			return nil, err
		}
		if len(out) > MaxSize {
			break
		}
	}
	return out, nil
}

// readHeights reads the height lines under the letters already in b (each
// at height 1), naming letters by alpha (nil: A-Z).
func readHeights(b *Board, lines []boardLine, alpha *lexicon.Alphabet) (*Board, error) {
	n := b.n
	for r := 0; r < n; r++ {
		l := lines[r]
		if err := scanLine(l.no, l.text, n, heightLine); err != nil {
			return nil, err
		}
		for c := 0; c < n; c++ {
			ch := l.text[c]
			h := ch - '0'
			x := &b.cells[r*n+c]
			switch {
			case x.h == 0 && h > 0:
				return nil, &BoardFileError{Line: l.no, Reason: fmt.Sprintf("column %d: height %d on an empty square (row %d has '.' there)", c+1, h, r+1)}
			case x.h > 0 && h == 0:
				return nil, &BoardFileError{Line: l.no, Reason: fmt.Sprintf("column %d: height 0 under the letter %s of row %d", c+1, symbolOf(alpha, x.s[0]), r+1)}
			case h > 0:
				top := x.s[0]
				x.s[0] = unknown
				x.s[h-1] = top
				for i := 1; i < int(h)-1; i++ {
					x.s[i] = unknown
				}
				x.h = h
			}
		}
	}
	return b, nil
}

// symbolOf writes letter l as alpha does (nil: A-Z).
func symbolOf(alpha *lexicon.Alphabet, l byte) string {
	if alpha == nil {
		return string(rune('A' + l))
	}
	return alpha.Symbol(l)
}

// lineKind describes the characters of a board-file line.
type lineKind struct {
	ok   func(rune) bool
	bad  string // what a wrong character is not
	want string // what the line holds
}

var (
	letterLine = lineKind{
		ok:   func(ch rune) bool { return ch == '.' || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z') },
		bad:  "is not a letter or '.'",
		want: "letters or '.'",
	}
	heightLine = lineKind{
		ok:   func(ch rune) bool { return ch >= '0' && ch <= '0'+MaxHeight },
		bad:  fmt.Sprintf("is not a height: heights are digits 0-%d", MaxHeight),
		want: fmt.Sprintf("heights, digits 0-%d", MaxHeight),
	}
)

// scanLine checks that a line holds n characters of kind k.
func scanLine(no int, text string, n int, k lineKind) error {
	col := 0
	for _, ch := range text {
		col++
		if !k.ok(ch) {
			return &BoardFileError{Line: no, Reason: fmt.Sprintf("column %d: %s %s", col, quoteRune(ch), k.bad)}
		}
	}
	if col != n {
		return &BoardFileError{Line: no, Reason: fmt.Sprintf("%d characters, want %d (%s)", col, n, k.want)}
	}
	return nil
}

func quoteRune(ch rune) string {
	switch ch {
	case ' ':
		return "a space"
	case '\t':
		return "a tab"
	case utf8.RuneError:
		return "a byte that is not UTF-8"
	}
	return fmt.Sprintf("%q", ch)
}

func quoteByte(ch byte) string {
	if ch < 0x20 || ch >= 0x7f {
		return fmt.Sprintf("byte 0x%02x", ch)
	}
	return fmt.Sprintf("%q", ch)
}
