package lexicon

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"unicode/utf8"
)

// LineError is a word-list line that is not a word.
type LineError struct {
	File    string // may be empty
	Line    int    // 1-based
	Content string // the line, shortened when long
	Reason  string
}

func (e *LineError) Error() string {
	where := fmt.Sprintf("line %d", e.Line)
	if e.File != "" {
		where = e.File + ": " + where
	}
	return fmt.Sprintf("%s: %q: %s", where, e.Content, e.Reason)
}

// MaxWordLen is the longest word a list may hold.
const MaxWordLen = 64

// ReadWordList reads a plain word list: one word of letters A-Z (any case) a
// line; accented vowels are folded (città is read as CITTA, docs/rules.md). Blank lines are ignored, lines may end in \n or \r\n, a UTF-8 byte
// order mark is skipped and spaces or tabs around a word are trimmed. Any
// other line is an error (*LineError) naming its line number. Words are
// returned in upper case, in file order, duplicates kept.
func ReadWordList(r io.Reader) ([]string, error) { return readWordList(r, true) }

// ReadWordListAsWritten is ReadWordList keeping each word's case as written
// (Ruzzle's offline mode prints words as the dictionary spells them).
func ReadWordListAsWritten(r io.Reader) ([]string, error) { return readWordList(r, false) }

func readWordList(r io.Reader, toUpper bool) ([]string, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	var words []string
	for line := 1; ; line++ {
		raw, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			// A line longer than the buffer cannot be a word.
			rest := raw
			for err == bufio.ErrBufferFull {
				_, err = br.ReadSlice('\n')
			}
			return nil, &LineError{Line: line, Content: shorten(rest), Reason: "line too long"}
		}
		if err != nil && err != io.EOF {
			return nil, err
		}
		if line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
		}
		w := bytes.Trim(raw, " \t\r\n")
		if len(w) > 0 {
			if reason := checkWord(w); reason != "" {
				return nil, &LineError{Line: line, Content: shorten(bytes.TrimRight(raw, "\r\n")), Reason: reason}
			}
			s, _ := FoldCase(string(w))
			if toUpper {
				s = upper(s)
			}
			words = append(words, s)
		}
		if err == io.EOF {
			return words, nil
		}
	}
}

func checkWord(w []byte) string {
	if len(w) > MaxWordLen {
		return fmt.Sprintf("longer than %d letters", MaxWordLen)
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if _, ok := Index(c); ok {
			continue
		}
		switch {
		case c == ' ' || c == '\t':
			return "space inside a word"
		case c >= '0' && c <= '9':
			return "digit in a word"
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRune(w[i:])
			if _, ok := foldRune(r); ok {
				i += size - 1 // an accented vowel, folded (docs/rules.md)
				continue
			}
			return fmt.Sprintf("character %q is not a letter A-Z", r)
		default:
			return fmt.Sprintf("character %q is not a letter A-Z", rune(c))
		}
	}
	return ""
}

func shorten(b []byte) string {
	const max = 60
	if len(b) <= max {
		return string(b)
	}
	return string(b[:max]) + "..."
}

// LoadWordList reads the word list file at path and builds its DAWG.
func LoadWordList(path string) (*DAWG, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	words, err := ReadWordList(f)
	if err != nil {
		if le, ok := err.(*LineError); ok {
			le.File = path
		}
		return nil, err
	}
	return Build(words)
}
