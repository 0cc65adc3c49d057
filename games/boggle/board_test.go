package boggle

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/lexicon"
)

func TestParseBoard(t *testing.T) {
	tests := []struct {
		in   string
		size int
		want string // the board, or the error
		ok   bool
	}{
		{"FYCLIOMGORILHJHU", 4, "FYCLIOMGORILHJHU", true},
		{"fycliomgorilhjhu", 0, "FYCLIOMGORILHJHU", true},
		{" fycl iomg\noril/hjhu ", 4, "FYCLIOMGORILHJHU", true},
		{"FYCL,IOMG,ORIL,HJHU", 0, "FYCLIOMGORILHJHU", true},
		{strings.Repeat("A", 25), 0, strings.Repeat("A", 25), true},
		{strings.Repeat("b", 36), 6, strings.Repeat("B", 36), true},
		{"FYCLIOMGORILHJH", 4, "a 4x4 board needs 16 letters, got 15", false},
		{"FYCLIOMGORILHJHUU", 4, "a 4x4 board needs 16 letters, got 17", false},
		{"FYCLIOMGORILHJHU", 5, "a 5x5 board needs 25 letters, got 16", false},
		{"FYCLIOMGORILHJH", 0, "a board needs 16, 25 or 36 letters (4x4, 5x5 or 6x6), got 15", false},
		{"", 0, "a board needs 16, 25 or 36 letters (4x4, 5x5 or 6x6), got 0", false},
		{"FYCL1OMGORILHJHU", 4, "'1' (character 5) is not a letter A-Z", false},
		{"FYCLéOMGORILHJHU", 4, "'é' (character 5) is not a letter A-Z", false},
		{"🙂YCLIOMGORILHJHU", 4, "'🙂' (character 1) is not a letter A-Z", false},
		{"FYCL\xffOMGORILHJHU", 4, "'\ufffd' (character 5) is not a letter A-Z", false},
		{"FYCLIOMGORILHJHU", 3, "a board is 4x4, 5x5 or 6x6, not 3x3", false},
		{"FYCLIOMGORILHJHU", 7, "a board is 4x4, 5x5 or 6x6, not 7x7", false},
		{strings.Repeat("A", 10000), 4, "a 4x4 board needs 16 letters, got 10000", false},
	}
	for _, tt := range tests {
		b, err := ParseBoard(tt.in, tt.size)
		if tt.ok {
			if err != nil || b.String() != tt.want {
				t.Errorf("ParseBoard(%q, %d) = %v, %v; want %s", tt.in, tt.size, b, err, tt.want)
			}
			continue
		}
		if err == nil || err.Error() != tt.want {
			t.Errorf("ParseBoard(%q, %d) error = %v, want %q", tt.in, tt.size, err, tt.want)
			continue
		}
		if e, ok := err.(*refusal.Refusal); !ok || Refusals[e.Code] == "" {
			t.Errorf("ParseBoard(%q) error %#v is not a board error", tt.in, err)
		}
	}
}

func TestBoardAccessors(t *testing.T) {
	b, err := ParseBoard("FYCLIOMGORILHJHU", 0)
	if err != nil {
		t.Fatal(err)
	}
	if b.Size() != 4 || b.Cells() != 16 || b.At(0, 0) != 'F' || b.At(3, 3) != 'U' || b.At(1, 2) != 'M' {
		t.Errorf("accessors wrong: size %d cells %d", b.Size(), b.Cells())
	}
	if got := strings.Join(b.Rows(), "/"); got != "FYCL/IOMG/ORIL/HJHU" {
		t.Errorf("Rows = %s", got)
	}
	data, err := json.Marshal(struct{ B Board }{b})
	if err != nil || string(data) != `{"B":"FYCLIOMGORILHJHU"}` {
		t.Fatalf("json = %s, %v", data, err)
	}
	var back struct{ B Board }
	if err := json.Unmarshal(data, &back); err != nil || back.B != b {
		t.Errorf("round trip = %v, %v", back.B, err)
	}
	if err := json.Unmarshal([]byte(`{"B":"ABC"}`), &back); err == nil {
		t.Error("a 3-letter board unmarshals")
	}
	// Letters beyond Z go up to lexicon.MaxLetter (Spanish Ñ is 26).
	if _, err := NewBoard(4, []byte{lexicon.MaxLetter + 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}); err == nil {
		t.Error("NewBoard takes letter MaxLetter+1")
	}
	if _, err := NewBoard(4, []byte{26, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}); err != nil {
		t.Errorf("NewBoard refuses letter 26: %v", err)
	}
}

func TestPathString(t *testing.T) {
	p := Path{{0, 0}, {1, 1}, {2, 1}}
	if got := p.String(); got != "(0,0) -> (1,1) -> (2,1)" {
		t.Errorf("Path.String = %q", got)
	}
	if got := (Path{}).String(); got != "" {
		t.Errorf("empty path = %q", got)
	}
}
