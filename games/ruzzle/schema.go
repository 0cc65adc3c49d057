package ruzzle

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/wordbot/wordbot/lexicon"
)

// SchemaError is a problem in a schema file, with the line it is on.
type SchemaError struct {
	File string // may be empty
	Line int    // 1-based
	Msg  string // a sentence saying what is wrong
}

func (e *SchemaError) Error() string {
	if e.File != "" {
		return fmt.Sprintf("%s: line %d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
}

// maxSchemaLine is the longest schema line read; a longer one is an error.
const maxSchemaLine = 4096

// MaxSchemaBytes bounds a schema file: the largest board (MaxSize) takes
// some 8 KiB, and reading stops with an error past this many bytes, however
// the file goes on (blank lines, one endless line).
const MaxSchemaBytes = 1 << 20

// errSchemaTooBig is the error of a limitReader past its limit.
var errSchemaTooBig = errors.New("schema too big")

// limitReader reads at most left bytes of r, then fails with
// errSchemaTooBig.
type limitReader struct {
	r    io.Reader
	left int64
}

func (l *limitReader) Read(p []byte) (int, error) {
	if l.left <= 0 {
		return 0, errSchemaTooBig
	}
	if int64(len(p)) > l.left {
		p = p[:l.left]
	}
	n, err := l.r.Read(p)
	l.left -= int64(n)
	return n, err
}

// ParseSchema reads a board in the schema format (docs/cli.md, File
// formats): a line
// with the size n (1 to MaxSize), n lines of n letters (A-Z, lower case
// accepted), then n lines of n bonus characters (d DL, t TL, D DW, T TW,
// . none). Blank lines anywhere are ignored; lines may end in \n or \r\n;
// spaces and tabs around a line and a UTF-8 byte order mark are ignored.
// Errors are *SchemaError naming the line. The board gets the zero Scoring
// (the offline scoring of docs/rules.md, Ruzzle).
func ParseSchema(r io.Reader) (*Board, error) { return ParseSchemaIn(r, nil) }

// ParseSchemaIn is ParseSchema with the letter rows in the letters of a
// (fr, es, de, pt; nil is A-Z): a row is folded as the language folds a
// word (garçon is GARCON; a Spanish row CHICO is the 4 cells CH I C O),
// spaces separating cells that would otherwise join (C H I C O is five).
func ParseSchemaIn(r io.Reader, a *lexicon.Alphabet) (*Board, error) {
	br := bufio.NewReaderSize(&limitReader{r: r, left: MaxSchemaBytes}, maxSchemaLine)
	var b *Board
	n := 0
	end := 0 // the line a missing row would be on
	row := 0 // rows read so far: letter rows, then bonus rows
	line := 0
	for {
		line++
		raw, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			// Not read to its end: the line may never end.
			return nil, &SchemaError{Line: line, Msg: fmt.Sprintf("the line is longer than %d characters", maxSchemaLine)}
		}
		if err == errSchemaTooBig {
			return nil, &SchemaError{Line: line, Msg: fmt.Sprintf("the file is longer than %d bytes; a schema is much shorter", MaxSchemaBytes)}
		}
		if err != nil && err != io.EOF {
			return nil, err
		}
		if line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
		}
		text := bytes.Trim(raw, " \t\r\n")
		if len(text) > 0 {
			switch {
			case b == nil:
				size, msg := parseSize(text)
				if msg != "" {
					return nil, &SchemaError{Line: line, Msg: msg}
				}
				n = size
				b = newBoard(n)
			case row < n:
				if msg := b.setLetterRowIn(row, text, a); msg != "" {
					return nil, &SchemaError{Line: line, Msg: msg}
				}
				row++
			case row < 2*n:
				if msg := b.setBonusRow(row-n, text); msg != "" {
					return nil, &SchemaError{Line: line, Msg: msg}
				}
				row++
			default:
				return nil, &SchemaError{Line: line, Msg: fmt.Sprintf("unexpected %s after the %d bonus rows (the schema is complete)", quote(text), n)}
			}
		}
		if err == io.EOF {
			end = line
			if len(raw) > 0 {
				end++ // the last line has no newline
			}
			break
		}
	}
	switch {
	case b == nil:
		return nil, &SchemaError{Line: 1, Msg: "the schema is empty; the first line must be the board size n"}
	case row < n:
		return nil, &SchemaError{Line: end, Msg: fmt.Sprintf("the schema ends before letter row %d of %d", row+1, n)}
	case row < 2*n:
		return nil, &SchemaError{Line: end, Msg: fmt.Sprintf("the schema ends before bonus row %d of %d", row-n+1, n)}
	}
	return b, nil
}

// parseSize reads the size line; msg is non-empty on error.
func parseSize(text []byte) (n int, msg string) {
	for _, c := range text {
		if c < '0' || c > '9' {
			return 0, fmt.Sprintf("the first line must be the board size, a whole number from 1 to %d, not %s", MaxSize, quote(text))
		}
	}
	v, err := strconv.Atoi(string(text))
	if err != nil || v > MaxSize {
		return 0, fmt.Sprintf("board size %s is too large (at most %d)", shorten(text), MaxSize)
	}
	if v < 1 {
		return 0, "board size 0: the board needs at least one row"
	}
	return v, ""
}

// setLetterRowIn reads a letter row in the letters of a (nil: A-Z).
func (b *Board) setLetterRowIn(row int, text []byte, a *lexicon.Alphabet) string {
	if a == nil {
		return b.setLetterRow(row, text)
	}
	var cells []byte
	for _, run := range bytes.Fields(text) {
		f, ok := a.Fold(string(run))
		if !ok {
			for i, r := range string(run) {
				if g, ok := a.Fold(string(r)); !ok || len(g) != 1 {
					return fmt.Sprintf("letter row %d: %s is not a letter of the language", row+1, charAt(run, i))
				}
			}
			return fmt.Sprintf("letter row %d: %s is not a letter of the language", row+1, quote(run))
		}
		cells = append(cells, f...)
		if len(cells) > b.n {
			break
		}
	}
	if len(cells) != b.n {
		return fmt.Sprintf("letter row %d has %s, want %d: %s", row+1, letters(len(cells)), b.n, quote(text))
	}
	for i, c := range cells {
		l, ok := lexicon.Index(c)
		if !ok || int(l) >= a.Size() {
			return fmt.Sprintf("letter row %d: %s is not a letter of the language", row+1, quote(text))
		}
		b.letters[row*b.n+i] = l
	}
	return ""
}

func (b *Board) setLetterRow(row int, text []byte) string {
	for i := 0; i < len(text) && i < b.n; i++ {
		l, ok := lexicon.Index(text[i])
		if !ok {
			return fmt.Sprintf("letter row %d: %s (column %d) is not a letter A-Z", row+1, charAt(text, i), i)
		}
		b.letters[row*b.n+i] = l
	}
	if len(text) != b.n {
		return fmt.Sprintf("letter row %d has %s, want %d: %s", row+1, characters(utf8.RuneCount(text)), b.n, quote(text))
	}
	return ""
}

func (b *Board) setBonusRow(row int, text []byte) string {
	for i := 0; i < len(text) && i < b.n; i++ {
		x := Bonus(text[i])
		if !x.Valid() {
			return fmt.Sprintf("bonus row %d: %s (column %d) is not a bonus (d, t, D, T or .)", row+1, charAt(text, i), i)
		}
		b.bonus[row*b.n+i] = x
	}
	if len(text) != b.n {
		return fmt.Sprintf("bonus row %d has %s, want %d: %s", row+1, characters(utf8.RuneCount(text)), b.n, quote(text))
	}
	return ""
}

// charAt quotes the character starting at byte i of text.
func charAt(text []byte, i int) string {
	r, _ := utf8.DecodeRune(text[i:])
	return strconv.QuoteRune(r)
}

func quote(text []byte) string { return strconv.Quote(shorten(text)) }

func shorten(text []byte) string {
	const max = 40
	if len(text) <= max {
		return string(text)
	}
	return string(text[:max]) + "..."
}

// letters is n letters, counted as English counts one.
func letters(n int) string {
	if n == 1 {
		return "1 letter"
	}
	return strconv.Itoa(n) + " letters"
}

func characters(n int) string {
	if n == 1 {
		return "1 character"
	}
	return strconv.Itoa(n) + " characters"
}
