package upwords

import (
	"bytes"
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

// A Spanish board file: the language's letters as squares (ñ in either
// case), the two-letter tiles as squares separated by spaces; Text writes
// it back in that form.
func TestParseBoardSpanish(t *testing.T) {
	spaced := ". . . . . .\n. CH I C O .\n. . ñ . . .\n" + strings.Repeat(". . . . . .\n", 3) +
		"000000\n011110\n001000\n000000\n000000\n000000\n"
	b, err := ParseBoardIn(strings.NewReader(spaced), "es")
	if err != nil {
		t.Fatal(err)
	}
	if sq := b.At(gridPos(1, 1)); sq != (Square{'\\', 1}) {
		t.Errorf("(1,1) = %+v, want CH (letter 27)", sq)
	}
	if sq := b.At(gridPos(2, 2)); sq != (Square{'[', 1}) {
		t.Errorf("(2,2) = %+v, want Ñ (letter 26)", sq)
	}
	want := strings.Replace(spaced, "ñ", "Ñ", 1)
	if got := b.Text("es"); got != want {
		t.Errorf("Text =\n%s\nwant\n%s", got, want)
	}
	// Without a two-letter tile, one character a square.
	plain := "......\n.NIÑO.\n" + strings.Repeat("......\n", 4) + "000000\n011210\n" + strings.Repeat("000000\n", 4)
	b, err = ParseBoardIn(strings.NewReader(plain), "es")
	if err != nil {
		t.Fatal(err)
	}
	if b.Text("es") != plain || b.Stack(gridPos(1, 3)) != "?[" {
		t.Fatalf("plain:\n%s%q", b.Text("es"), b.Stack(gridPos(1, 3)))
	}
	rest := strings.Repeat("......\n", 4) + strings.Repeat("000000\n", 6)
	for _, c := range []struct{ tiles, in, want string }{
		{"es", ". . . . . .\n. CH I C O\n" + rest, "board file: line 2: 5 squares, want 6 (letters or '.')"},
		{"es", ". . . . . .\n. CH I C ß .\n" + rest, `board file: line 2: square 5: "ß" is not a letter or '.'`},
		{"de", "ÄÖÜ...\n" + strings.Repeat("......\n", 5) + "100000\n" + strings.Repeat("000000\n", 5), "board file: line 7: column 2: height 0 under the letter Ö of row 1"},
		{"pt", "......\n....ñ.\n" + rest, `board file: line 2: column 5: "ñ" is not a letter or '.'`},
		{"xx", "......\n", `board file: lexicon: no alphabet for language "xx" (have en, it, fr, es, pt, de)`},
		{"es", ". . . .\n", "board file: line 1: 4 squares: a board is 6 to 16 squares wide (10 for the standard board)"},
	} {
		_, err := ParseBoardIn(strings.NewReader(c.in), c.tiles)
		var e *BoardFileError
		if !errors.As(err, &e) || err.Error() != c.want {
			t.Errorf("ParseBoardIn(%q, %s) = %v, want %s", c.in, c.tiles, err, c.want)
		}
	}
}

func FuzzBoardIn(f *testing.F) {
	f.Add([]byte(". . . . . .\n. CH I C O .\n. . ñ . . .\n"+strings.Repeat(". . . . . .\n", 3)+"000000\n011110\n001000\n000000\n000000\n000000\n"), "es")
	f.Add([]byte("ÄÖÜ...\n"+strings.Repeat("......\n", 5)+"111000\n"+strings.Repeat("000000\n", 5)), "de")
	f.Add([]byte("ç.....\n"+strings.Repeat("......\n", 5)+"300000\n"+strings.Repeat("000000\n", 5)), "pt")
	f.Fuzz(func(t *testing.T, data []byte, tiles string) {
		b, err := ParseBoardIn(bytes.NewReader(data), tiles)
		if err != nil {
			var e *BoardFileError
			if !errors.As(err, &e) {
				t.Fatalf("error %v is not a *BoardFileError", err)
			}
			return
		}
		s := b.Text(tiles)
		b2, err := ParseBoardIn(strings.NewReader(s), tiles)
		if err != nil || b2.Text(tiles) != s || b2.String() != b.String() {
			t.Fatalf("the board does not read back: %v\n%s", err, s)
		}
		checkInvariants(t, b)
	})
}
