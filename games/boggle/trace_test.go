package boggle

import "testing"

func mustBoard(t testing.TB, s string) Board {
	t.Helper()
	b, err := ParseBoard(s, 0)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestTrace(t *testing.T) {
	// F Y C L
	// I O M G
	// O R I L
	// H J H U
	b := mustBoard(t, "FYCLIOMGORILHJHU")
	tests := []struct {
		word string
		qu   bool
		path string // "" when not on the board
	}{
		{"ROOMY", false, "(2,1) -> (2,0) -> (1,1) -> (1,2) -> (0,1)"},
		{"room", false, "(2,1) -> (2,0) -> (1,1) -> (1,2)"},
		{"FOIL", false, "(0,0) -> (1,1) -> (2,2) -> (2,3)"},
		{"IGLU", false, "(2,2) -> (1,3) -> (2,3) -> (3,3)"},
		{"F", false, "(0,0)"},
		{"FOF", false, ""},    // the F cell twice
		{"FOOF", false, ""},   // O O then back to F: (0,0) is not next to (2,0)
		{"FL", false, ""},     // not adjacent
		{"LF", false, ""},     // no wrap
		{"ROOMYS", false, ""}, // no S
		{"", false, ""},
		{"RO1", false, ""},
	}
	for _, tt := range tests {
		p, ok := b.Trace(tt.word, tt.qu)
		if ok != (tt.path != "") || p.String() != tt.path {
			t.Errorf("Trace(%q) = %q %v, want %q", tt.word, p, ok, tt.path)
		}
	}
}

func TestTraceQuFace(t *testing.T) {
	// Q U A E
	// I T E S
	// X X X X
	// X X X X
	b := mustBoard(t, "QUAEITESXXXXXXXX")
	tests := []struct {
		word string
		qu   bool
		path string
	}{
		{"QUA", false, "(0,0) -> (0,1) -> (0,2)"}, // Q then U cells
		{"QUA", true, ""},                         // the A is not next to the QU cell
		{"QUT", true, "(0,0) -> (1,1)"},
		{"QUIT", true, "(0,0) -> (1,0) -> (1,1)"}, // QU cell, I, T
		{"QUIT", false, "(0,0) -> (0,1) -> (1,0) -> (1,1)"},
		{"QI", false, "(0,0) -> (1,0)"},
		{"QI", true, ""}, // a QU cell cannot be a bare Q
		{"Q", true, ""},
		{"QU", true, "(0,0)"},
		{"QUU", true, "(0,0) -> (0,1)"}, // QU cell, then the U cell
	}
	for _, tt := range tests {
		p, ok := b.Trace(tt.word, tt.qu)
		if ok != (tt.path != "") || p.String() != tt.path {
			t.Errorf("Trace(%q, qu=%v) = %q %v, want %q", tt.word, tt.qu, p, ok, tt.path)
		}
	}
}
