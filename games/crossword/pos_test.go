package crossword

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"
)

func TestParsePos(t *testing.T) {
	tests := []struct {
		in  string
		p   Pos
		d   Dir
		bad bool
	}{
		{in: "9I", p: Pos{8, 8}, d: Across},
		{in: "i9", p: Pos{8, 8}, d: Down},
		{in: "17q", p: Pos{16, 16}, d: Across},
		{in: "A1", p: Pos{0, 0}, d: Down},
		{in: " 1 a ", p: Pos{0, 0}, d: Across},
		{in: "18A", bad: true},
		{in: "0A", bad: true},
		{in: "R1", bad: true},
		{in: "A-1", bad: true},
		{in: "+1A", bad: true},
		{in: "AA", bad: true},
		{in: "11", bad: true},
		{in: "", bad: true},
		{in: "🙂1", bad: true},
	}
	for _, tt := range tests {
		p, d, err := ParsePos(tt.in, 17)
		if tt.bad {
			if err == nil {
				t.Errorf("ParsePos(%q) = %v %v, want an error", tt.in, p, d)
			}
			continue
		}
		if err != nil || p != tt.p || d != tt.d {
			t.Errorf("ParsePos(%q) = %v %v %v, want %v %v", tt.in, p, d, err, tt.p, tt.d)
		}
		if got := FormatPos(p, d); got != normalize(tt.in) {
			t.Errorf("FormatPos(%v, %v) = %q, want %q", p, d, got, normalize(tt.in))
		}
	}
	_, _, err := ParsePos("0A", 10)
	want := `"0A" is not a position: write the row then the column for a word across (like 5E), or the column then the row for a word down (like E5); rows 1-10, columns A-J`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

func normalize(s string) string {
	out := []byte{}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == ' ' {
			continue
		}
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		out = append(out, c)
	}
	return string(out)
}

func FuzzParsePos(f *testing.F) {
	for _, s := range []string{"9I", "I9", "17Q", "", "1", "Z99"} {
		f.Add(s, 17)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 1 || n > 26 {
			return
		}
		p, d, err := ParsePos(s, n)
		if err != nil {
			return
		}
		if !p.In(n) {
			t.Fatalf("ParsePos(%q, %d) = %v outside the board", s, n, p)
		}
		q, e, err := ParsePos(FormatPos(p, d), n)
		if err != nil || q != p || e != d {
			t.Fatalf("round trip of %q: %v %v %v", s, q, e, err)
		}
	})
}

func TestRack(t *testing.T) {
	const all = 1<<26 - 1
	r, err := ParseRack("caSa?#", 8, all)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.String(); got != "AACS??" {
		t.Errorf("String = %q", got)
	}
	if r.Size() != 6 {
		t.Errorf("Size = %d", r.Size())
	}
	if !r.Remove([]byte{0, 0, Jolly}) || r.String() != "CS?" {
		t.Errorf("Remove: %q", r.String())
	}
	if r.Remove([]byte{0}) || r.String() != "CS?" {
		t.Errorf("Remove of a missing tile changed the rack: %q", r.String())
	}
	noJ := uint32(all &^ (1 << ('J' - 'A')))
	for in, want := range map[string]string{
		"ABCDEFGHI": "a rack holds at most 8 tiles",
		"AJ":        "there is no J tile in this game",
		"A1":        `'1' is not a tile: use letters, and ? for a blank`,
		"Aé":        `'é' is not a tile: use letters, and ? for a blank`,
	} {
		if _, err := ParseRack(in, 8, noJ); err == nil || err.Error() != want {
			t.Errorf("ParseRack(%q) error = %v, want %q", in, err, want)
		}
	}
}

func TestBag(t *testing.T) {
	var count [Jolly + 1]int
	count[0], count[1], count[Jolly] = 3, 2, 1
	b := NewBag(count)
	rng := rand.New(rand.NewPCG(1, 2))
	got := b.Draw(4, rng)
	if len(got) != 4 || b.Len() != 2 {
		t.Fatalf("drew %v, %d left", got, b.Len())
	}
	var r Rack
	r.Add(got)
	r.Add(b.Draw(10, rng))
	if r.String() != "AAABB?" || b.Len() != 0 {
		t.Errorf("all tiles: %q, %d left", r.String(), b.Len())
	}
	b.Return([]byte{1})
	if b.Len() != 1 {
		t.Errorf("Return: %d", b.Len())
	}
	// Same seed, same draws.
	b1, b2 := NewBag(count), NewBag(count)
	d1 := b1.Draw(3, rand.New(rand.NewPCG(7, 7)))
	d2 := b2.Draw(3, rand.New(rand.NewPCG(7, 7)))
	if string(d1) != string(d2) {
		t.Errorf("draws differ with one seed: %v %v", d1, d2)
	}
}

// TestParseStart checks the two refusals of a word's position: text that
// names no square, and a square of the notation off this board.
func TestParseStart(t *testing.T) {
	for _, tt := range []struct {
		in   string
		code refusal.Code
		msg  string
	}{
		{"9R", CodeOffBoardSquare, "9R is off the board (rows 1-17, columns A-Q)"},
		{"R9", CodeOffBoardSquare, "R9 is off the board (rows 1-17, columns A-Q)"},
		{"20A", CodeOffBoardSquare, "20A is off the board (rows 1-17, columns A-Q)"},
		{"ZZ9", CodeNotPosition, `"ZZ9" is not a position: write the row then the column for a word across (like 9I), or the column then the row for a word down (like I9); rows 1-17, columns A-Q`},
		{"0A", CodeNotPosition, `"0A" is not a position: write the row then the column for a word across (like 9I), or the column then the row for a word down (like I9); rows 1-17, columns A-Q`},
	} {
		_, _, err := ParseStart(tt.in, 17)
		var r *refusal.Refusal
		if !errors.As(err, &r) || r.Code != tt.code || err.Error() != tt.msg {
			t.Errorf("ParseStart(%q) = %v, want %s %q", tt.in, err, tt.code, tt.msg)
		}
	}
	if p, d, err := ParseStart("i9", 17); err != nil || p != (Pos{8, 8}) || d != Down {
		t.Errorf("ParseStart(i9) = %v %v %v", p, d, err)
	}
}

// FuzzParseStart checks that any text gives a square on the board or one
// of the two refusals, never a panic.
func FuzzParseStart(f *testing.F) {
	for _, s := range []string{"9I", "I9", "9R", "R99", "", "🙂"} {
		f.Add(s, 17)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		if n < 1 || n > 26 {
			return
		}
		p, _, err := ParseStart(s, n)
		if err == nil {
			if !p.In(n) {
				t.Fatalf("ParseStart(%q, %d) = %v outside the board", s, n, p)
			}
			return
		}
		var r *refusal.Refusal
		if !errors.As(err, &r) || (r.Code != CodeNotPosition && r.Code != CodeOffBoardSquare) {
			t.Fatalf("ParseStart(%q, %d): %v is not a position refusal", s, n, err)
		}
		if strings.HasPrefix(err.Error(), string(r.Code)+" ") {
			t.Fatalf("ParseStart(%q, %d): unworded refusal %q", s, n, err)
		}
	})
}
