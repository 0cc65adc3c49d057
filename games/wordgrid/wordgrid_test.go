package wordgrid

import (
	"bytes"
	"os"
	"slices"
	"testing"

	"github.com/wordbot/wordbot/internal/widegen"
	"github.com/wordbot/wordbot/lexicon"
)

// The packed records say what the records say, including Off values too big
// for them (the Italian lexicon has 2.8 million words).
func TestPackedMatchesRecords(t *testing.T) {
	for _, lang := range []string{"en", "it", "es", "de"} {
		for _, qu := range []bool{false, true} {
			tb := NewTable(lexicon.MustEmbedded(lang), qu)
			packed, pk, big := tb.Packed()
			escapes := 0
			for i, r := range tb.Records() {
				p := packed[i]
				off := uint32(p >> pk.OffShift)
				if off == pk.OffEscape {
					off = big[i]
					escapes++
				}
				got := Rec{Mask: uint32(p) & SymBits, First: uint32(p >> FirstShift & pk.FirstMask), Off: off, Final: p&PackedFinal != 0}
				if tb.Wide() {
					got = Rec{Mask: uint32(p), First: uint32(p >> WideFirstShift & pk.FirstMask), Off: off, Final: p&WidePackedFinal != 0}
				}
				if got != r {
					t.Fatalf("%s qu %v: record %d packed as %+v, want %+v", lang, qu, i, got, r)
				}
			}
			if lang == "it" && escapes == 0 {
				t.Errorf("it: no Off escaped; the escape path is untested")
			}
			if wide := lang == "es" || lang == "de"; tb.Wide() != wide || pk.Wide != wide {
				t.Errorf("%s: wide %v, want %v", lang, tb.Wide(), wide)
			}
		}
	}
}

// Words are numbered in alphabetical order (QU after Z with QU faces).
func TestSpell(t *testing.T) {
	words := []string{"AQUA", "BE", "BEE", "QAT", "QUA", "QUIT", "SQUAT", "ZOO"}
	d, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(d, false)
	var got []string
	for id := 0; id < tb.Words(); id++ {
		got = append(got, tb.Spell(uint32(id)))
	}
	if !slices.Equal(got, words) {
		t.Errorf("words %v, want %v", got, words)
	}
	tb = NewTable(d, true) // QAT has a Q without U: dropped
	got = got[:0]
	for id := 0; id < tb.Words(); id++ {
		got = append(got, tb.Spell(uint32(id)))
		if l := tb.Length(uint32(id)); l != len(got[id]) {
			t.Errorf("%s: length %d", got[id], l)
		}
	}
	if want := []string{"AQUA", "BE", "BEE", "SQUAT", "ZOO", "QUA", "QUIT"}; !slices.Equal(got, want) {
		t.Errorf("QU words %v, want %v", got, want)
	}
}

// Counter finds the words a plain search finds.
func TestCounter(t *testing.T) {
	words := []string{"AB", "ABC", "ABCD", "BA", "CAB", "DAB", "DCBA", "XYZ", "ABA"}
	d, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(d, false)
	var points [256]int32
	for l := range points {
		points[l] = int32(l)
	}
	c := NewCounter(tb, &points)
	var g Grid
	// A B
	// C D
	g.Load(2, []byte{0, 1, 2, 3})
	c.Keep = true
	n, p := c.Count(&g, 2)
	var got []string
	for _, id := range c.Found {
		got = append(got, tb.Spell(id))
	}
	want := []string{"AB", "ABC", "ABCD", "BA", "CAB", "DAB", "DCBA"}
	if !slices.Equal(got, want) || n != len(want) || p != 2+3+4+2+3+3+4 {
		t.Errorf("found %v (%d words, %d points), want %v", got, n, p, want)
	}
	c.Keep, c.Found = false, nil
	if n, p := c.Count(&g, 4); n != 2 || p != 8 {
		t.Errorf("4+ letters: %d words, %d points, want 2, 8", n, p)
	}
}

func TestGeometry(t *testing.T) {
	nb := Neighbours(3)
	if !slices.Equal(nb[0], []int32{1, 3, 4}) || !slices.Equal(nb[4], []int32{0, 1, 2, 3, 5, 6, 7, 8}) {
		t.Errorf("neighbours %v", nb)
	}
	if m := NeighbourMasks(nb); m[0] != 1<<1|1<<3|1<<4 {
		t.Errorf("mask %b", m[0])
	}
	if !Adjacent(4, 0, 5) || Adjacent(4, 3, 4) || Adjacent(4, 5, 5) {
		t.Error("Adjacent")
	}
	cells := [][2]int{{3, 3}, {2, 2}, {1, 2}}
	if s := FormatPath(len(cells), func(i int) (int, int) { return cells[i][0], cells[i][1] }); s != "(3,3) -> (2,2) -> (1,2)" {
		t.Errorf("FormatPath: %q", s)
	}
}

// A dictionary with letters beyond Z ('[' is letter 26, '^' 29) has the
// wide layout: its words are numbered in letter order with QU (symbol 31)
// last, and the Counter finds on a grid what a plain search finds.
func TestWideTable(t *testing.T) {
	words := []string{"A[", "A[B", "AQUA", "B[^", "QUA", "^A", "^^A"}
	d, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(d, false)
	if !tb.Wide() || tb.SymQU() != WideSymQU {
		t.Fatalf("wide %v, QU symbol %d", tb.Wide(), tb.SymQU())
	}
	var got []string
	for id := 0; id < tb.Words(); id++ {
		got = append(got, tb.Spell(uint32(id)))
	}
	if want := []string{"AQUA", "A[", "A[B", "B[^", "QUA", "^A", "^^A"}; !slices.Equal(got, want) {
		t.Errorf("words %v, want %v", got, want)
	}
	tq := NewTable(d, true)
	got = got[:0]
	for id := 0; id < tq.Words(); id++ {
		got = append(got, tq.Spell(uint32(id)))
		if l := tq.Length(uint32(id)); l != len(got[id]) {
			t.Errorf("%s: length %d", got[id], l)
		}
	}
	if want := []string{"A[", "A[B", "AQUA", "B[^", "^A", "^^A", "QUA"}; !slices.Equal(got, want) {
		t.Errorf("QU words %v, want %v", got, want)
	}
	var points [256]int32
	for l := range points {
		points[l] = int32(l)
	}
	c := NewCounter(tq, &points)
	c.Keep = true
	// [  QU
	// ^  A
	var g Grid
	g.LoadFor(tq, 2, []byte{26, tq.Sym('Q'-'A', true), 29, 0})
	n, p := c.Count(&g, 2)
	got = got[:0]
	for _, id := range c.Found {
		got = append(got, tq.Spell(id))
	}
	if want := []string{"A[", "^A", "QUA"}; !slices.Equal(got, want) || n != 3 || p != 2+2+3 {
		t.Errorf("found %v (%d words, %d points), want %v", got, n, p, want)
	}
	// A narrow table reads a letter beyond Z as a cell no word crosses.
	narrow := NewTable(mustBuild(t, "AB", "BA", "ABA"), false)
	if narrow.Wide() || narrow.Sym(26, false) != DeadSym || narrow.Sym(3, false) != 3 {
		t.Errorf("narrow table: wide %v, Sym(26) %d", narrow.Wide(), narrow.Sym(26, false))
	}
}

func mustBuild(t *testing.T, words ...string) *lexicon.DAWG {
	t.Helper()
	d, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// The wide search is the narrow one with the wide layout's constants:
// counter_wide.go is what internal/widegen writes from counter.go (run go
// generate after changing counter.go).
func TestWideGenerated(t *testing.T) {
	src, err := os.ReadFile("counter.go")
	if err != nil {
		t.Fatal(err)
	}
	want, err := widegen.Generate("counter.go", src, map[string]string{"search": "searchWide"})
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("counter_wide.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("counter_wide.go is not what go generate writes from counter.go")
	}
}
