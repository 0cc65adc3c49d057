package ruzzle

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

// langBoard returns the first random board of side n for lang, from a fixed
// seed, on which at least 20 words of words are, one of them with a letter
// beyond Z (Spanish Ñ CH LL RR, German Ä Ö Ü, Portuguese Ç), scored as a
// bot round in lang scores it, and those words (bruteSolve).
func langBoard(t testing.TB, lang string, n int, words []string) (*Board, []Found) {
	t.Helper()
	rng := rand.New(rand.NewPCG(19, uint64(n)))
	for range 100 {
		b, err := Random(rng, n, lang, 3)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.ContainsAny(b.Letters(), "[\\]^_") {
			continue
		}
		b.Scoring = Scoring{Values: ValuesFor(lang), LengthBonus: true}
		found := bruteSolve(b, words, 2)
		for _, f := range found {
			if strings.ContainsAny(f.Word, "[\\]^_") && len(found) >= 20 {
				return b, found
			}
		}
	}
	t.Fatalf("%s: no %dx%d board with a word with a letter beyond Z in 100", lang, n, n)
	return nil, nil
}

// bruteSolve finds every word of words on b on its own (Board.Score: every
// path of the word), as Solve should: each word once with its best score
// and first best path, in alphabetical order.
func bruteSolve(b *Board, words []string, minLen int) []Found {
	var out []Found
	for _, w := range words {
		if len(w) < minLen {
			continue
		}
		if score, path, ok := b.Score(w); ok {
			out = append(out, Found{Word: w, Score: score, Path: slices.Clone(path)})
		}
	}
	slices.SortFunc(out, func(x, y Found) int { return strings.Compare(x.Word, y.Word) })
	return out
}

func sameFound(x, y Found) bool {
	return x.Word == y.Word && x.Score == y.Score && slices.Equal(x.Path, y.Path)
}

// TestSolveLanguages: in Spanish, German and Portuguese, a random 4x4 board
// (the small search), a 5x5 board (the search of boards up to 64 cells) and
// the 4x4 board again with the general search, each with the language's
// special letters, solved by the Solver (the wide layout of its table)
// equal to the brute force: the same words, scores and first best paths.
func TestSolveLanguages(t *testing.T) {
	for _, lang := range []string{"es", "de", "pt"} {
		lex := lexicon.MustEmbedded(lang)
		words := lex.Words()
		s := NewSolver(lex)
		if !s.t.Wide() {
			t.Fatalf("%s: the table has the narrow layout", lang)
		}
		for _, n := range []int{4, 5} {
			b, want := langBoard(t, lang, n, words)
			for _, general := range []bool{false, true} {
				if general && n != 4 {
					continue
				}
				forceGeneral = general
				got := s.Solve(b, 2)
				forceGeneral = false
				if !slices.EqualFunc(got, want, sameFound) {
					t.Errorf("%s %dx%d %s (general %v): Solver %d words, brute force %d", lang, n, n, b.Letters(), general, len(got), len(want))
					for i := 0; i < len(got) && i < len(want); i++ {
						if !sameFound(got[i], want[i]) {
							t.Errorf("first difference: %+v, want %+v", got[i], want[i])
							break
						}
					}
				}
			}
		}
	}
}

// TestLangRounds: one word with a special letter per language, typed as a
// player types it, scored by hand from the language's values
// (docs/rules.md, Tiles per language) and the bonus squares; the same round
// played on after a save (Spanish).
func TestLangRounds(t *testing.T) {
	for _, c := range []struct {
		lang, letters, bonuses string
		typed, word            string // typed, and as the lexicon writes it
		points                 int
		path                   boggle.Path
	}{
		// Spanish: N I Ñ O on the first row, Ñ on a TL: N 1 + I 1 +
		// Ñ 8x3 + O 1 = 27 (4 cells: no length bonus).
		{"es", "NI[O" + "\\ICO" + "SSSSSSSS", "..t." + "D..." + "........", "niño", "NI[O", 1 + 1 + 8*3 + 1,
			boggle.Path{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}}},
		// Spanish: chico is CH-I-C-O, 4 cells, CH on a DW:
		// (CH 5 + I 1 + C 3 + O 1) x 2 = 20.
		{"es", "NI[O" + "\\ICO" + "SSSSSSSS", "..t." + "D..." + "........", "chico", "\\ICO", (5 + 1 + 3 + 1) * 2,
			boggle.Path{{Row: 1, Col: 0}, {Row: 0, Col: 1}, {Row: 1, Col: 2}, {Row: 0, Col: 3}}},
		// German: bär, Ä on a DL, R on a TW: (B 3 + Ä 6x2 + R 1) x 3 = 48.
		{"de", "B[RX" + "XXXX" + "XXXXXXXX", ".dT." + "...." + "........", "bär", "B[R", (3 + 6*2 + 1) * 3,
			boggle.Path{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}}},
		// Portuguese: caço, Ç on a TL, O on a DW:
		// (C 2 + A 1 + Ç 3x3 + O 1) x 2 = 26.
		{"pt", "CA[O" + "XXXX" + "XXXXXXXX", "..tD" + "...." + "........", "caço", "CA[O", (2 + 1 + 3*3 + 1) * 2,
			boggle.Path{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}}},
	} {
		b, err := New(4, c.letters, c.bonuses)
		if err != nil {
			t.Fatal(err)
		}
		b.Scoring = Scoring{Values: ValuesFor(c.lang), LengthBonus: true}
		lex := lexicon.MustEmbedded(c.lang)
		r, err := NewRoundIn(c.lang, b, lex, 2, lexicon.Full, "ana")
		if err != nil {
			t.Fatal(err)
		}
		v, err := r.Submit("ana", c.typed)
		if err != nil || v.Reason != boggle.OK || v.Word != c.word || v.Points != c.points || !slices.Equal(v.Path, c.path) {
			t.Errorf("%s %s: %+v %v, want %s %d points on %v", c.lang, c.typed, v, err, c.word, c.points, c.path)
		}
		// The solver's best score and path for the word are the same.
		for _, w := range (judge{r}).All() {
			if w.Word == c.word && (w.Points != c.points || !slices.Equal(w.Path, c.path)) {
				t.Errorf("%s %s: solver %d on %v, want %d on %v", c.lang, c.word, w.Points, w.Path, c.points, c.path)
			}
		}
	}
	// A Spanish round saved after niño and played on: niño is repeated,
	// chico scores, ñ and ch are still folded the Spanish way.
	b, _ := New(4, "NI[O"+"\\ICO"+"SSSSSSSS", "..t."+"D..."+"........")
	b.Scoring = Scoring{Values: ValuesES, LengthBonus: true}
	lex := lexicon.MustEmbedded("es")
	r, err := NewRoundIn("es", b, lex, 2, lexicon.Full, "ana")
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := r.Submit("ana", "niño"); v.Points != 27 {
		t.Fatalf("niño: %+v", v)
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalRound(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	if back.RuzzleBoard().Letters() != b.Letters() || back.RuzzleBoard().Scoring != b.Scoring {
		t.Errorf("board after the save: %s %+v", back.RuzzleBoard().Letters(), back.RuzzleBoard().Scoring)
	}
	for _, c := range []struct {
		typed  string
		reason boggle.Reason
		points int
	}{{"NIÑO", boggle.Repeated, 0}, {"Chico", boggle.OK, 20}, {"ñoño", boggle.NotOnBoard, 0}} {
		v, err := back.Submit("ana", c.typed)
		if err != nil || v.Reason != c.reason || v.Points != c.points {
			t.Errorf("after the save, %s: %+v %v, want %v %d", c.typed, v, err, c.reason, c.points)
		}
	}
}
