package scarabeo

import (
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

var exampleWords = []string{"CASA", "LIMONE", "ECO", "ALI", "QUA", "SCARABEO", "SCARABEI", "CANTAVANO", "AL", "CE"}

func mustLex(t testing.TB, words ...string) *lexicon.DAWG {
	t.Helper()
	d, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// word lays out w (lower case = jolly) from p in direction d, keeping only
// the squares the board leaves empty.
func word(b *Board, p crossword.Pos, d crossword.Dir, w string) []Placed {
	var out []Placed
	for i := 0; i < len(w); i++ {
		q := p.Step(d, i)
		if _, ok := b.At(q); ok {
			continue
		}
		c := w[i]
		t := crossword.Tile{Letter: c - 'A'}
		if c >= 'a' {
			t = crossword.Tile{Letter: c - 'a', Jolly: true}
		}
		out = append(out, Placed{Pos: q, Tile: t})
	}
	return out
}

func put(b *Board, p crossword.Pos, d crossword.Dir, w string) {
	for _, t := range word(b, p, d, w) {
		b.Set(t.Pos, t.Tile)
	}
}

func rackOf(t testing.TB, v *Variant, s string) crossword.Rack {
	r, err := crossword.ParseRack(s, v.RackSize, v.Alphabet)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestWorkedExamples scores every worked example of docs/rules.md, Scarabeo, through the
// validation path, and checks the generator finds the same move and score.
func TestWorkedExamples(t *testing.T) {
	lex := mustLex(t, exampleWords...)
	across, down := crossword.Across, crossword.Down
	type setup struct {
		p crossword.Pos
		d crossword.Dir
		w string
	}
	tests := []struct {
		name        string
		before      []setup
		p           crossword.Pos
		d           crossword.Dir
		w           string
		rack        string
		want        int
		notReusable bool // Scrabble-style premiums
	}{
		{name: "CASA", p: sq(8, 5), d: across, w: "CASA", rack: "CASA", want: 14},
		{name: "CaSA", p: sq(8, 5), d: across, w: "CaSA", rack: "CS?A", want: 4},
		{name: "LIMONE", p: sq(8, 3), d: across, w: "LIMONE", rack: "LIMONE", want: 31},
		{name: "ECO", before: []setup{{sq(5, 5), across, "CASA"}}, p: sq(4, 5), d: down, w: "ECO", rack: "EO", want: 16},
		{name: "ECO not reusable", before: []setup{{sq(5, 5), across, "CASA"}}, p: sq(4, 5), d: down, w: "ECO", rack: "EO", want: 13, notReusable: true},
		{name: "ALI", before: []setup{{sq(8, 6), across, "CAS"}}, p: sq(8, 9), d: down, w: "ALI", rack: "ALI", want: 20},
		{name: "QUA", p: sq(8, 6), d: across, w: "QUA", rack: "QUA", want: 25},
		{name: "qUA", p: sq(8, 6), d: across, w: "qUA", rack: "?UA", want: 15},
		{name: "SCARABEO", p: sq(8, 1), d: across, w: "SCARABEO", rack: "SCARABEO", want: 172},
		{name: "CANTAVANO", before: []setup{{sq(0, 4), down, "ALI"}}, p: sq(0, 0), d: across, w: "CANTAVANO", rack: "CANTVANO", want: 195},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := Scarabeo()
			v.ReusablePremiums = !tt.notReusable
			b := NewBoard(v)
			for _, s := range tt.before {
				put(b, s.p, s.d, s.w)
			}
			tiles := word(b, tt.p, tt.d, tt.w)
			m, err := b.Evaluate(lex, tiles)
			if err != nil {
				t.Fatal(err)
			}
			if m.Score != tt.want || m.Word != tt.w {
				t.Fatalf("%s scores %d, want %d %s", m.Word, m.Score, tt.want, tt.w)
			}
			g := NewGenerator(v, lex)
			found := false
			for _, gm := range g.Moves(b, rackOf(t, v, tt.rack)) {
				if gm.Key() == m.Key() {
					found = true
					if gm.Score != tt.want {
						t.Errorf("generator scores %s %d, want %d", gm.Word, gm.Score, tt.want)
					}
				}
			}
			if !found {
				t.Errorf("generator misses %s", m.Key())
			}
		})
	}
}

func TestScrabbleScoring(t *testing.T) {
	lex := mustLex(t, "QUA", "CASA", "ECO", "AQUA")
	v := Scrabble()
	b := NewBoard(v)
	// First move: Q on (7,5), U (7,6), A on the DW centre (7,7): (10+1+1) x2 = 24.
	m, err := b.Evaluate(lex, word(b, sq(7, 5), crossword.Across, "QUA"))
	if err != nil || m.Score != 24 {
		t.Fatalf("QUA: %v %v, want 24", m, err)
	}
	// A blank scores 0.
	m, err = b.Evaluate(lex, word(b, sq(7, 5), crossword.Across, "qUA"))
	if err != nil || m.Score != 4 {
		t.Fatalf("qUA: %v %v, want 4", m, err)
	}
	// Premiums under old tiles do not count: AQUA from (7,4) after QUA adds
	// A on (7,4): 1+10+1+1 = 13.
	put(b, sq(7, 5), crossword.Across, "QUA")
	m, err = b.Evaluate(lex, word(b, sq(7, 4), crossword.Across, "AQUA"))
	if err != nil || m.Score != 13 {
		t.Fatalf("AQUA: %v %v, want 13", m, err)
	}
	// Seven tiles: +50.
	lex = mustLex(t, "RETAINS")
	b = NewBoard(v)
	m, err = b.Evaluate(lex, word(b, sq(7, 1), crossword.Across, "RETAINS"))
	// R(7,1) E(7,2) T(7,3 DL) A I N S(7,7 DW): (1+1+2+1+1+1+1) x2 = 16, +50.
	if err != nil || m.Score != 66 {
		t.Fatalf("RETAINS: %v %v, want 66", m, err)
	}
}

func TestTwoLetterRule(t *testing.T) {
	lex := mustLex(t, "CASA")
	v := Scarabeo()
	b := NewBoard(v)
	_, err := b.Evaluate(lex, word(b, sq(8, 8), crossword.Across, "HB"))
	if err == nil || err.Error() != "HB is not a valid word" {
		t.Fatalf("HB with two_letter_words: lexicon: %v", err)
	}
	v.TwoLetterAny = true
	b = NewBoard(v)
	m, err := b.Evaluate(lex, word(b, sq(8, 8), crossword.Across, "HB"))
	if err != nil || m.Score != 8+4+10 {
		t.Fatalf("HB with two_letter_words: any: %v %v, want 22", m, err)
	}
	// The generator finds it too, and only two-letter nonsense is allowed.
	g := NewGenerator(v, lex)
	best := g.Best(b, rackOf(t, v, "HB"), 5)
	if len(best) != 4 {
		t.Fatalf("best %v, want HB and BH at 9H and 9I", best)
	}
	for _, m := range best {
		if m.Score != 22 {
			t.Fatalf("best %v, want 22 each", best)
		}
	}
	if v.IsWord(lex, "HBH") {
		t.Fatal("HBH is a word under any")
	}
}

// TestSingleTileBonus: a single tile completing SCARABEO down while forming a
// word across gets the bonus (either of its words may be the main word).
func TestSingleTileBonus(t *testing.T) {
	lex := mustLex(t, "SCARABEO", "OC", "CASA")
	v := Scarabeo()
	b := NewBoard(v)
	put(b, sq(0, 2), crossword.Down, "SCARABE")
	put(b, sq(7, 3), crossword.Across, "C")
	// O on (7,2): OC across (1+1 = 2; (7,2) is an L square: O doubled -> 3)
	// and SCARABEO down.
	m, err := b.Evaluate(lex, []Placed{{Pos: sq(7, 2), Tile: crossword.Tile{Letter: 'O' - 'A'}}})
	if err != nil {
		t.Fatal(err)
	}
	if m.Word != "OC" || m.Dir != crossword.Across {
		t.Fatalf("main word %s %v, want OC across", m.Word, m.Dir)
	}
	down := 0
	for i, c := range "SCARABEO" {
		val := v.Values[c-'A'] * v.Premium(sq(i, 2)).LetterMult()
		down += val
	}
	wm := 1
	for i := 0; i < 8; i++ {
		wm *= v.Premium(sq(i, 2)).WordMult()
	}
	want := 3 + down*wm + 100 + 10
	if m.Score != want {
		t.Fatalf("score %d, want %d", m.Score, want)
	}
	g := NewGenerator(v, lex)
	best := g.Best(b, rackOf(t, v, "O"), 1)
	if len(best) != 1 || best[0].Score != want {
		t.Fatalf("generator: %v, want %d", best, want)
	}
}

func sq(r, c int) crossword.Pos { return crossword.Pos{Row: r, Col: c} }
