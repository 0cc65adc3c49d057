package lexicon

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/wordbot/wordbot/internal/inputfile"
	"unicode/utf8"
)

// LineError is a line of a word list (or of a Hunspell file) that is not
// what it should be.
type LineError struct {
	File string // may be empty
	Line int    // 1-based
	// Column, when set, is where on the line the fault is, in characters
	// from 1.
	Column int
	// Content is the line quoted in the error, shortened when long; empty
	// for a word list, whose errors quote nothing of the file but the
	// offending character (in Reason): a mistyped path such as
	// /etc/shadow must not print that file's lines.
	Content string
	Reason  string
}

func (e *LineError) Error() string {
	where := fmt.Sprintf("line %d", e.Line)
	if e.Column > 0 {
		where += fmt.Sprintf(", column %d", e.Column)
	}
	if e.File != "" {
		where = e.File + ": " + where
	}
	if e.Content == "" {
		return where + ": " + e.Reason
	}
	return fmt.Sprintf("%s: %q: %s", where, e.Content, e.Reason)
}

// MaxWordLen is the longest word a list may hold.
const MaxWordLen = 64

// ReadWordList reads a plain word list: one word of letters A-Z (any case) a
// line; accented vowels are folded (città is read as CITTA, docs/rules.md). Blank lines are ignored, lines may end in \n or \r\n, a UTF-8 byte
// order mark is skipped and spaces or tabs around a word are trimmed. Any
// other line is an error (*LineError) naming its line number and the column
// and character at fault, and quoting nothing else of the line. Words are
// returned in upper case, in file order, duplicates kept.
func ReadWordList(r io.Reader) ([]string, error) { return readWordList(r, true) }

// ReadWordListAsWritten is ReadWordList keeping each word's case as written
// (Ruzzle's offline mode prints words as the dictionary spells them).
func ReadWordListAsWritten(r io.Reader) ([]string, error) { return readWordList(r, false) }

// maxLineBytes bounds a word list's line: longer, it cannot be a word.
const maxLineBytes = 64 << 10

func readWordList(r io.Reader, toUpper bool) ([]string, error) {
	var words []string
	err := eachLine(r, func(line, lead int, w, raw []byte) error {
		if at, reason := checkWord(w); reason != "" {
			return &LineError{Line: line, Column: utf8.RuneCount(raw[:lead+at]) + 1, Reason: reason}
		}
		s, _ := FoldCase(string(w))
		if toUpper {
			s = upper(s)
		}
		words = append(words, s)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return words, nil
}

// eachLine calls word for each word of a plain word list (ReadWordList's
// format): w is the line trimmed, raw the line as read, lead the bytes
// trimmed before w. It stops at the first error, word's or the reader's.
func eachLine(r io.Reader, word func(line, lead int, w, raw []byte) error) error {
	br := bufio.NewReaderSize(r, maxLineBytes)
	for line := 1; ; line++ {
		raw, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			// A line longer than the buffer cannot be a word.
			for err == bufio.ErrBufferFull {
				_, err = br.ReadSlice('\n')
			}
			if err != nil && err != io.EOF {
				return err
			}
			return &LineError{Line: line, Reason: fmt.Sprintf("a line longer than %d KiB is not a word", maxLineBytes>>10)}
		}
		if err != nil && err != io.EOF {
			return err
		}
		if line == 1 {
			raw = bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf"))
		}
		w := bytes.Trim(raw, " \t\r\n")
		if len(w) > 0 {
			lead := len(raw) - len(bytes.TrimLeft(raw, " \t\r\n"))
			if werr := word(line, lead, w, raw); werr != nil {
				return werr
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// checkWord returns why w is not a word, and the byte offset in w of the
// fault; "" when it is one.
func checkWord(w []byte) (int, string) {
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c|0x20 >= 'a' && c|0x20 <= 'z' {
			// A-Z only: Index also takes the bytes after Z, the
			// internal letters of other alphabets ("_" was taken,
			// then folded to an empty word the DAWG refused).
			continue
		}
		switch {
		case c == ' ' || c == '\t':
			return i, "space inside a word"
		case c >= '0' && c <= '9':
			return i, fmt.Sprintf("digit %q in a word", rune(c))
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRune(w[i:])
			if _, ok := foldRune(r); ok {
				i += size - 1 // an accented vowel, folded (docs/rules.md)
				continue
			}
			return i, fmt.Sprintf("character %q is not a letter A-Z", r)
		default:
			return i, fmt.Sprintf("character %q is not a letter A-Z", rune(c))
		}
	}
	if n := utf8.RuneCount(w); n > MaxWordLen {
		return 0, fmt.Sprintf("a word of %d letters is longer than %d", n, MaxWordLen)
	}
	return 0, ""
}

func shorten(b []byte) string {
	const max = 60
	if len(b) <= max {
		return string(b)
	}
	return string(b[:max]) + "..."
}

// MaxWordListBytes bounds a word-list file (lexicon.<lang> in the config,
// --dict): 128 MiB, several times the largest embedded lexicon written as a
// list (Italian: 2.8 million words, 39 MB).
const MaxWordListBytes = 128 << 20

// LoadWordList reads the word list file at path and builds its DAWG. The
// file must be a regular file (after symlinks) of at most MaxWordListBytes:
// /dev/zero, a FIFO or a folder is refused before a byte is read.
func LoadWordList(path string) (*DAWG, error) {
	f, err := inputfile.Open(path, MaxWordListBytes)
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
