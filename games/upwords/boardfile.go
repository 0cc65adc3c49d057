package upwords

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
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
func ParseBoard(r io.Reader) (*Board, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxBoardFile+1))
	if err != nil {
		return nil, &BoardFileError{Reason: err.Error()}
	}
	if len(data) > maxBoardFile {
		return nil, &BoardFileError{Reason: "the file is too large for a board"}
	}
	type line struct {
		no   int
		text string
	}
	var lines []line
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimRight(l, " \t\r")
		if i == 0 {
			l = strings.TrimPrefix(l, "\xef\xbb\xbf")
		}
		if l != "" {
			lines = append(lines, line{i + 1, l})
		}
	}
	if len(lines) == 0 {
		return nil, &BoardFileError{Reason: "the file is empty: expected N lines of letters and N lines of heights"}
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
	for r := 0; r < n; r++ {
		l := lines[n+r]
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
				return nil, &BoardFileError{Line: l.no, Reason: fmt.Sprintf("column %d: height 0 under the letter %c of row %d", c+1, 'A'+x.s[0], r+1)}
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
