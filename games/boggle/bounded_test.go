package boggle

import (
	"io"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// The typed board and guess of issue 11: every cell but two is A, so a walk
// that follows the word meets astronomically many paths of A before failing
// on the last two letters (C is in the middle, B in a corner).
const (
	worstBoard = "BAAAA AAAAA AACAA AAAAA AAAAA"
	worstWord  = "AAAAAAAAAAAAAACB"
)

func TestTraceGivesUpWithinBudget(t *testing.T) {
	b := mustBoard(t, worstBoard)
	got := b.TraceWithin(worstWord, false, MaxTraceSteps)
	if got.Found || !got.GaveUp || got.Steps != MaxTraceSteps {
		t.Fatalf("TraceWithin(worst) = %+v, want given up after %d steps", got, MaxTraceSteps)
	}
	if p, ok := b.Trace(worstWord, false); ok || p != nil {
		t.Errorf("Trace(worst) = %v %v, want not found", p, ok)
	}
	// A word that is on the board is found in a few steps, and says so.
	got = b.TraceWithin("AAAAC", false, MaxTraceSteps)
	if !got.Found || got.GaveUp || got.Steps > 100 || got.Path.String() != "(0,1) -> (0,2) -> (0,3) -> (1,2) -> (2,2)" {
		t.Errorf("TraceWithin(AAAAC) = %+v", got)
	}
	// A word that is certainly not on the board (three Cs) costs no walk.
	got = b.TraceWithin("CCCA", false, MaxTraceSteps)
	if got.Found || got.GaveUp || got.Steps != 0 {
		t.Errorf("TraceWithin(CCCA) = %+v", got)
	}
	// A complete walk within the budget is not a give-up.
	got = b.TraceWithin("AB", false, MaxTraceSteps)
	if !got.Found || got.Path.String() != "(0,1) -> (0,0)" {
		t.Errorf("TraceWithin(AB) = %+v", got)
	}
	got = b.TraceWithin("CB", false, MaxTraceSteps)
	if got.Found || got.GaveUp || got.Steps != 25+8 { // each start cell, then C's neighbours
		t.Errorf("TraceWithin(CB) = %+v", got)
	}
}

func TestCheckAsksTheLexiconBeforeTheBoard(t *testing.T) {
	b := mustBoard(t, worstBoard)
	lex, err := lexicon.Build([]string{"AAAAC", "BAA"})
	if err != nil {
		t.Fatal(err)
	}
	rules := Rules{}
	before := TraceSteps()
	v := rules.Check(b, lex, strings.ToLower(worstWord))
	if v.Reason != NotInLexicon || v.Word != worstWord {
		t.Errorf("Check(worst) = %+v, want not in the dictionary", v)
	}
	if n := TraceSteps() - before; n != 0 {
		t.Errorf("a word that is not in the dictionary cost %d trace steps", n)
	}
	// The same word in the dictionary is searched within the budget, and the
	// verdict says the search gave up.
	lex2, err := lexicon.Build([]string{worstWord})
	if err != nil {
		t.Fatal(err)
	}
	before = TraceSteps()
	v = rules.Check(b, lex2, worstWord)
	if v.Reason != Untraced || v.Points != 0 || v.Message() != `"AAAAAAAAAAAAAACB" has too many ways to try on this board, so it does not count.` {
		t.Errorf("Check(worst) with it in the dictionary = %+v %q", v, v.Message())
	}
	if n := TraceSteps() - before; n != MaxTraceSteps {
		t.Errorf("Check(worst) took %d trace steps, want %d", n, MaxTraceSteps)
	}
	if v = rules.Check(b, lex, "aaaac"); !v.OK() || v.Points != 2 {
		t.Errorf("Check(AAAAC) = %+v", v)
	}
	if v = rules.Check(b, lex, "baa"); v.Reason != TooShort {
		t.Errorf("Check(BAA) on a 5x5 board = %+v, want too short", v)
	}

	// Round.Submit is the same judgement.
	r, err := NewRound(b, lex2, rules, false)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := r.Submit("Ann", worstWord); v.Reason != Untraced {
		t.Errorf("Submit(worst) = %+v", v)
	}
	if v, _ := r.Submit("Ann", "aaaac"); v.Reason != NotInLexicon {
		t.Errorf("Submit(AAAAC) = %+v", v)
	}
	res := r.Finish()
	if p, _ := res.Player("Ann"); p.Total != 0 || len(p.Words) != 2 || p.Words[0].Reason != Untraced {
		t.Errorf("result: %+v", p)
	}
	if txt, _ := Untraced.MarshalText(); string(txt) != "untraced" {
		t.Errorf("code %q", txt)
	}
}

// endless is a reader that never ends: the same byte forever.
type endless byte

func (e endless) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(e)
	}
	return len(p), nil
}

func TestReadCubesStopsOnEndlessFiles(t *testing.T) {
	for _, tt := range []struct {
		name string
		r    io.Reader
		want string
	}{
		{"blank lines", endless('\n'), "cube file line 65537: the file is longer than 65536 bytes; a cube set is much shorter"},
		{"one endless line", endless(' '), "cube file line 1: line too long"},
		{"comments", io.MultiReader(strings.NewReader(strings.Repeat("AAEEGN\n", 16)), endless('#')), "cube file line 17: the file is longer than 65536 bytes; a cube set is much shorter"},
	} {
		_, err := ReadCubes(tt.r)
		if err == nil || err.Error() != tt.want {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
	// A set padded with comments up to the bound still reads.
	pad := strings.Repeat("# padding\n", (MaxCubeFileBytes-16*7)/10)
	if cubes, err := ReadCubes(strings.NewReader(strings.Repeat("AAEEGN\n", 16) + pad)); err != nil || len(cubes) != 16 {
		t.Errorf("padded set: %d cubes, %v", len(cubes), err)
	}
}

// FindAll on a board of one letter with a dictionary of long words of it:
// the walk stops at its budget and says so; a real board is found whole.
func TestFindAllIsBounded(t *testing.T) {
	var words []string
	for n := 4; n <= 20; n++ {
		words = append(words, strings.Repeat("A", n))
	}
	lex, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	b := mustBoard(t, strings.Repeat("A", 36))
	found, complete := FindAllWithin(b, lex, Rules{}, MaxFindSteps)
	if complete || len(found) == 0 {
		t.Errorf("all A: complete %v, %d words", complete, len(found))
	}
	if got := FindAll(b, lex, Rules{}); len(got) != len(found) {
		t.Errorf("FindAll found %d words, FindAllWithin %d", len(got), len(found))
	}
	en, err := lexicon.Embedded("en")
	if err != nil {
		t.Fatal(err)
	}
	found, complete = FindAllWithin(mustBoard(t, "FYCLIOMGORILHJHU"), en, Rules{}, MaxFindSteps)
	if !complete || len(found) == 0 {
		t.Errorf("a real board: complete %v, %d words", complete, len(found))
	}
}

// FuzzTraceWithin: whatever the board, word and budget, the walk takes at
// most its budget of steps, a path it finds spells the word through
// adjacent distinct cells, and a complete walk that finds none agrees with a
// walk given every step it wants.
func FuzzTraceWithin(f *testing.F) {
	f.Add(worstBoard, worstWord, 1000, false)
	f.Add("FYCLIOMGORILHJHU", "ROOMY", 5, false)
	f.Add("QUAEITESXXXXXXXX", "QUIT", 100, true)
	f.Fuzz(func(t *testing.T, board, word string, budget int, qu bool) {
		b, err := ParseBoard(board, 0)
		if err != nil || len(word) > 40 {
			return
		}
		budget = budget%5000 + 1
		if budget < 1 {
			budget += 5000
		}
		got := b.TraceWithin(word, qu, budget)
		if got.Steps > budget || got.Steps < 0 || got.Found && got.GaveUp {
			t.Fatalf("%+v with budget %d", got, budget)
		}
		if got.Found {
			var sb strings.Builder
			seen := map[Pos]bool{}
			for i, p := range got.Path {
				if seen[p] || i > 0 && (abs(p.Row-got.Path[i-1].Row) > 1 || abs(p.Col-got.Path[i-1].Col) > 1) {
					t.Fatalf("bad path %v", got.Path)
				}
				seen[p] = true
				l := b.At(p.Row, p.Col)
				sb.WriteByte(l)
				if qu && l == 'Q' {
					sb.WriteByte('U')
				}
			}
			if sb.String() != strings.ToUpper(word) {
				t.Fatalf("path %v spells %s, not %s", got.Path, sb.String(), word)
			}
		}
		if !got.GaveUp && !got.Found {
			if full := b.TraceWithin(word, qu, 1<<30); full.Found {
				t.Fatalf("%s: not found within %d steps without giving up, found with more", word, budget)
			}
		}
	})
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
