package ruzzle

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

func TestParseSchemaForms(t *testing.T) {
	want := seedBoard(t)
	for name, text := range map[string]string{
		"compact":       "4\nOZAE\nREST\nRUAT\nTIIP\n..t.\n..tT\n..Dd\nD...",
		"crlf":          strings.ReplaceAll(code1, "\n", "\r\n"),
		"lower case":    "4\nozae\nrest\nruat\ntiip\n..t.\n..tT\n..Dd\nD...\n",
		"blank lines":   "\n\n4\n\n\nOZAE\n\nREST\nRUAT\n\nTIIP\n\n..t.\n..tT\n \n..Dd\n\t\nD...\n\n\n",
		"spaces around": "  4 \nOZAE\t\n REST\nRUAT\nTIIP\n..t.\n..tT\n..Dd\nD...  \n",
		"bom":           "\xef\xbb\xbf" + code1,
		"round trip":    want.String(),
	} {
		b, err := ParseSchema(strings.NewReader(text))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if b.Letters() != "OZAERESTRUATTIIP" || b.Bonuses() != "..t...tT..DdD..." || b.Size() != 4 {
			t.Errorf("%s: got %s %s", name, b.Letters(), b.Bonuses())
		}
		if b.Scoring != (Scoring{}) {
			t.Errorf("%s: scoring %+v, want the zero Scoring", name, b.Scoring)
		}
	}
	b, err := ParseSchema(strings.NewReader("1\nq\nT\n"))
	if err != nil || b.Letter(Pos{0, 0}) != 'Q' || b.Bonus(Pos{0, 0}) != TripleWord {
		t.Errorf("1x1: %v %v", b, err)
	}
	if want := "4\nOZAE\nREST\nRUAT\nTIIP\n\n..t.\n..tT\n..Dd\nD...\n"; want != seedBoard(t).String() {
		t.Errorf("String() = %q", seedBoard(t).String())
	}
}

func TestParseSchemaErrors(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "line 1: the schema is empty; the first line must be the board size n"},
		{"\n\n  \n", "line 1: the schema is empty; the first line must be the board size n"},
		{"four\n", `line 1: the first line must be the board size, a whole number from 1 to 64, not "four"`},
		{"\n-4\n", `line 2: the first line must be the board size, a whole number from 1 to 64, not "-4"`},
		{"4 4\n", `line 1: the first line must be the board size, a whole number from 1 to 64, not "4 4"`},
		{"0\n", "line 1: board size 0: the board needs at least one row"},
		{"65\n", "line 1: board size 65 is too large (at most 64)"},
		{"99999999999999999999999\n", "line 1: board size 99999999999999999999999 is too large (at most 64)"},
		{"4\nOZAE\nRESTA\n", `line 3: letter row 2 has 5 characters, want 4: "RESTA"`},
		{"4\nOZAE\nRES\n", `line 3: letter row 2 has 3 characters, want 4: "RES"`},
		{"4\nOZAE\nR3ST\n", "line 3: letter row 2: '3' (column 1) is not a letter A-Z"},
		{"4\nOZAE\nR ST\n", "line 3: letter row 2: ' ' (column 1) is not a letter A-Z"},
		{"2\nèa\n", "line 2: letter row 1: 'è' (column 0) is not a letter A-Z"},
		{"2\nab\ncd\n.x\n", "line 4: bonus row 1: 'x' (column 1) is not a bonus (d, t, D, T or .)"},
		{"2\nab\ncd\n..\nL.\n", "line 5: bonus row 2: 'L' (column 0) is not a bonus (d, t, D, T or .)"},
		{"2\nab\ncd\n..\n...\n", `line 5: bonus row 2 has 3 characters, want 2: "..."`},
		{"2\nab\ncd\n..\n.\n", `line 5: bonus row 2 has 1 character, want 2: "."`},
		{"4\nOZAE\nREST\n", "line 4: the schema ends before letter row 3 of 4"},
		{"4\nOZAE\nREST", "line 4: the schema ends before letter row 3 of 4"},
		{"4\nOZAE\nREST\n\n\n", "line 6: the schema ends before letter row 3 of 4"},
		{"4", "line 2: the schema ends before letter row 1 of 4"},
		{"2\nab\ncd\n", "line 4: the schema ends before bonus row 1 of 2"},
		{"2\nab\ncd\n..\r\n", "line 5: the schema ends before bonus row 2 of 2"},
		{"2\nab\ncd\n..\n..\n\nxyz\n", `line 7: unexpected "xyz" after the 2 bonus rows (the schema is complete)`},
		{"1\na\n.\n.\n", `line 4: unexpected "." after the 1 bonus rows (the schema is complete)`},
		{"2\n" + strings.Repeat("a", 5000) + "\n", "line 2: the line is longer than 4096 characters"},
	} {
		_, err := ParseSchema(strings.NewReader(tc.text))
		var se *SchemaError
		if !errors.As(err, &se) || err.Error() != tc.want {
			t.Errorf("ParseSchema(%q) error = %v; want %s", tc.text, err, tc.want)
		}
	}
	se := &SchemaError{File: "s.txt", Line: 3, Msg: "boom"}
	if se.Error() != "s.txt: line 3: boom" {
		t.Errorf("Error() = %q", se.Error())
	}
}

type failReader struct{}

func (failReader) Read([]byte) (int, error) { return 0, io.ErrUnexpectedEOF }

func TestParseSchemaReadError(t *testing.T) {
	if _, err := ParseSchema(failReader{}); err != io.ErrUnexpectedEOF {
		t.Errorf("error = %v, want the reader's", err)
	}
}

func TestNew(t *testing.T) {
	b, err := New(2, "abCD", "")
	if err != nil || b.Letters() != "ABCD" || b.Bonuses() != "...." {
		t.Fatalf("New = %v, %v", b, err)
	}
	for _, tc := range []struct {
		n                int
		letters, bonuses string
		want             string
	}{
		{0, "", "", "board size 0 is out of range (1 to 64)"},
		{65, "", "", "board size 65 is out of range (1 to 64)"},
		{2, "abc", "", "a 2x2 board needs 4 letters, got 3"},
		{2, "abcd", "...", "a 2x2 board needs 4 bonus characters, got 3"},
		{2, "ab1d", "", "'1' is not a letter A-Z"},
		{2, "abcd", "..x.", "'x' is not a bonus (d, t, D, T or .)"},
	} {
		if _, err := New(tc.n, tc.letters, tc.bonuses); err == nil || err.Error() != tc.want {
			t.Errorf("New(%d, %q, %q) error = %v, want %s", tc.n, tc.letters, tc.bonuses, err, tc.want)
		}
	}
}

// TestParseSchemaInRowLength: a letter row of the wrong length in a
// language's letters counts them as English counts one ("1 letter"); it
// said "1 letters".
func TestParseSchemaInRowLength(t *testing.T) {
	es, err := lexicon.AlphabetOf("es")
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{
		"2\nCH\nA O\n": `line 2: letter row 1 has 1 letter, want 2: "CH"`,
		"2\nA\nA O\n":  `line 2: letter row 1 has 1 letter, want 2: "A"`,
		"2\nPER\nAO\n": `line 2: letter row 1 has 3 letters, want 2: "PER"`,
	} {
		if _, err := ParseSchemaIn(strings.NewReader(text), es); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", text, err, want)
		}
	}
}
