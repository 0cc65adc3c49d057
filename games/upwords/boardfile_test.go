package upwords

import (
	"errors"
	"strings"
	"testing"
)

func TestParseBoard(t *testing.T) {
	in := "\n......\r\n..ca..\n\n..AS..\n......\n......\n......\n\n000000\n001200\n003100\n000000\n000000\n000000\n\n"
	b, err := ParseBoard(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if b.Size() != 6 {
		t.Fatalf("size %d", b.Size())
	}
	if sq := b.At(gridPos(2, 2)); sq != (Square{'A', 3}) {
		t.Errorf("(2,2) = %+v", sq)
	}
	if s := b.Stack(gridPos(2, 2)); s != "??A" {
		t.Errorf("stack = %q", s)
	}
	if s := b.Stack(gridPos(1, 2)); s != "C" {
		t.Errorf("stack = %q", s)
	}
	want := "......\n..CA..\n..AS..\n......\n......\n......\n000000\n001200\n003100\n000000\n000000\n000000\n"
	if b.String() != want {
		t.Errorf("String() =\n%s", b.String())
	}
	for _, c := range []struct{ in, want string }{
		{"", "board file: the file is empty: expected N lines of letters and N lines of heights"},
		{".....\n", "board file: line 1: 5 characters: a board is 6 to 16 squares wide (10 for the standard board)"},
		{strings.Repeat("......\n", 6) + strings.Repeat("000000\n", 5) + "0000000\n", "board file: line 12: 7 characters, want 6 (heights, digits 0-5)"},
		{strings.Repeat("......\n", 5) + ".....é\n" + strings.Repeat("000000\n", 6), "board file: line 6: column 6: 'é' is not a letter or '.'"},
		{strings.Repeat("......\n", 5) + "....\t.\n" + strings.Repeat("000000\n", 6), "board file: line 6: column 5: a tab is not a letter or '.'"},
		{"é.....\n", "board file: line 1: column 1: 'é' is not a letter or '.'"},
		{strings.Repeat("......\n", 6) + strings.Repeat("000000\n", 5) + "00 000\n", "board file: line 12: column 3: a space is not a height: heights are digits 0-5"},
	} {
		_, err := ParseBoard(strings.NewReader(c.in))
		var e *BoardFileError
		if !errors.As(err, &e) || err.Error() != c.want {
			t.Errorf("ParseBoard(%q) = %v, want %s", c.in, err, c.want)
		}
	}
}
