package boggle

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestBoardsPerLanguage solves a board of each language with letters beyond
// Z where it has them (Spanish Ñ, Portuguese Ç, German Ä Ö Ü) against the
// brute-force search (every word of the lexicon traced on its own), with
// FindAll and with the Solver (which hands such boards to FindAll), and
// checks a few words by hand.
func TestBoardsPerLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang, board string
		want        []string // words that must be found, as the language writes them
	}{
		{"fr", "MAIS ONET CŒR ÉTÉS", []string{"MAISON", "SONT", "ETE"}}, // Œ is no single letter: refused below
		{"fr", "MAIS ONET CHER ÉTÉS", []string{"MAIS", "ETE", "TES"}},
		{"es", "AÑOS NIÑA CASA PERO", []string{"AÑO", "AÑOS", "NIÑA", "CASA", "ASA"}},
		// CH, LL and RR are cells of their own: CHICO is 4 cells.
		{"es", "CHICO/LLAMA/PERRO/RATO", []string{"CHICO", "LLAMA", "PERRO", "RATO"}},
		{"pt", "AÇÃO MAÇÃ PÃES ONDE", []string{"AÇAO", "MAÇA"}},
		{"de", "HÄUS ÜBER ÖLEN SEIN", []string{"HÄUSER", "ÜBER", "ÖLEN", "SEIN"}},
	} {
		a, _ := lexicon.AlphabetOf(tc.lang)
		b, err := ParseBoardIn(tc.board, 4, a)
		if tc.board == "MAIS ONET CŒR ÉTÉS" {
			if err == nil {
				t.Errorf("%s: board with Œ accepted", tc.lang)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.lang, err)
		}
		lex := lexicon.MustEmbedded(tc.lang)
		rules := Rules{}
		got := FindAll(b, lex, rules)
		want := bruteForce(b, lex.Words(), rules)
		if !slices.EqualFunc(got, want, func(x, y Word) bool { return x.Word == y.Word && x.Points == y.Points }) {
			t.Errorf("%s %s: FindAll %d words, brute force %d", tc.lang, tc.board, len(got), len(want))
		}
		s, err := NewSolver(lex, rules)
		if err != nil {
			t.Fatal(err)
		}
		solved := s.Solve(b)
		if !slices.EqualFunc(solved, want, func(x, y Word) bool { return x.Word == y.Word && x.Points == y.Points }) {
			t.Errorf("%s %s: Solver %d words, brute force %d", tc.lang, tc.board, len(solved), len(want))
		}
		n, _ := s.Score(b)
		if n != len(want) {
			t.Errorf("%s %s: Score %d words, brute force %d", tc.lang, tc.board, n, len(want))
		}
		found := map[string]bool{}
		for _, w := range got {
			found[a.Spell(w.Word)] = true
		}
		for _, w := range tc.want {
			if !found[w] {
				t.Errorf("%s %s: %s not found (%d words)", tc.lang, tc.board, w, len(got))
			}
		}
		// The board reads back from its text.
		var back Board
		if err := back.UnmarshalText([]byte(b.String())); err != nil || back != b {
			t.Errorf("%s: board %q reads back as %q, %v", tc.lang, b.String(), back.String(), err)
		}
	}
	// A Spanish board's cells: CH is one, "C H" two; ß and Œ are refused
	// where they stand.
	es, _ := lexicon.AlphabetOf("es")
	if b, err := ParseBoardIn("CHAS C H A LLRR NOSE ÑAPO", 0, es); err != nil || b.Size() != 4 || b.At(0, 0) != '\\' || b.At(0, 3) != 'C' || b.At(1, 2) != ']' || b.At(1, 3) != '^' || b.At(3, 0) != '[' {
		t.Errorf("es board: %v, %v", b, err)
	}
	de, _ := lexicon.AlphabetOf("de")
	if _, err := ParseBoardIn("STRAßEN AUSSEN ...", 0, de); err == nil || err.Error() != "'ß' (character 5) is not a letter: use A-Z and Ä, Ö and Ü" {
		t.Errorf("ß: %v", err)
	}
	// A typed word with a letter the round's language lacks is refused
	// naming the language's letters (Ä is one in German, Ñ is not).
	lexDE, err := lexicon.Embedded("de")
	if err != nil {
		t.Fatal(err)
	}
	bd, _ := ParseBoard("BARX UBER XXXX XXXX", 4)
	for _, c := range []struct{ lang, word, want string }{
		{"de", "niño", `"niño" is not a word: 'ñ' is not a letter: use A-Z and Ä, Ö and Ü`},
		{"es", "garçon", `"garçon" is not a word: 'ç' is not a letter: use A-Z and Ñ, CH, LL and RR`},
		{"fr", "niño", `"niño" is not a word: 'ñ' is not a letter A-Z`},
	} {
		v := Rules{Lang: c.lang}.Check(bd, lexDE, c.word)
		if v.Reason != Invalid || v.Detail != c.want {
			t.Errorf("%s %s: %v %q, want %q", c.lang, c.word, v.Reason, v.Detail, c.want)
		}
	}
	// A character that is no letter is refused naming the language's
	// letters beyond Z (French has none: A-Z).
	for _, c := range []struct{ lang, board, want string }{
		{"es", "😀XXX XXXX XXXX XXXX", "'😀' (character 1) is not a letter: use A-Z and Ñ, CH, LL and RR"},
		{"pt", "XXXX XXÑX XXXX XXXX", "'Ñ' (character 8) is not a letter: use A-Z and Ç"},
		{"fr", "XXXX 1XXX XXXX XXXX", "'1' (character 6) is not a letter A-Z"},
	} {
		a, _ := lexicon.AlphabetOf(c.lang)
		if _, err := ParseBoardIn(c.board, 4, a); err == nil || err.Error() != c.want {
			t.Errorf("%s %q: %v, want %q", c.lang, c.board, err, c.want)
		}
	}
	// Typed without an alphabet, Ñ is no letter.
	if _, err := ParseBoard("AÑOS NIÑA CASA PERO", 4); err == nil {
		t.Error("ParseBoard took Ñ")
	}
	// An A-Z board with the German lexicon: the Solver's table (A-Z words
	// only) agrees with FindAll.
	b, _ := ParseBoard("HAUS EBER OLEN SEIN", 4)
	lex := lexicon.MustEmbedded("de")
	s, _ := NewSolver(lex, Rules{})
	if got, want := s.Solve(b), FindAll(b, lex, Rules{}); !slices.EqualFunc(got, want, func(x, y Word) bool { return x.Word == y.Word }) || len(want) == 0 {
		t.Errorf("German A-Z board: Solver %d words, FindAll %d", len(got), len(want))
	}
	// Random A-Z boards, Q cells read QU: the table's QU symbol is not
	// mistaken for Ä (letter 26).
	qu := Rules{QuFace: true}
	sq, _ := NewSolver(lex, qu)
	rng := rand.New(rand.NewPCG(19, 3))
	for range 40 {
		b := randomBoard(rng, 4, "AEINRSTULHODGMQBCKZ")
		if n, _ := sq.Score(b); n != len(FindAll(b, lex, qu)) {
			t.Fatalf("German board %s: Solver %d words, FindAll %d", b, n, len(FindAll(b, lex, qu)))
		}
	}
}

// TestRoundInSpanish: a round whose rules name Spanish folds what players
// type by the Spanish alphabet (niña is NIÑA, chico CHICO in 4 tiles); an
// English round refuses the same input.
func TestRoundInSpanish(t *testing.T) {
	es, _ := lexicon.AlphabetOf("es")
	b, err := ParseBoardIn("AÑOS NIÑA CHICO LLRES", 4, es)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRound(b, lexicon.MustEmbedded("es"), Rules{Lang: "es"}, false, "ana")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		word   string
		reason Reason
		spell  string
	}{
		{"niña", OK, "NIÑA"},
		{"AÑOS", OK, "AÑOS"},
		{"ñsñs", NotInLexicon, "ÑSÑS"},
		{"perro", NotOnBoard, "PERRO"},
		{"chico", OK, "CHICO"},
		{"niña", Repeated, "NIÑA"},
		{"ça", Invalid, ""},
	} {
		v, err := r.Submit("ana", tc.word)
		if err != nil {
			t.Fatal(err)
		}
		if v.Reason != tc.reason || (tc.spell != "" && es.Spell(v.Word) != tc.spell) {
			t.Errorf("%s: %v %q, want %v %s", tc.word, v.Reason, v.Word, tc.reason, tc.spell)
		}
	}
	if _, err := NewRound(b, lexicon.MustEmbedded("es"), Rules{Lang: "xx"}, false, "ana"); err == nil {
		t.Error("a round in language xx")
	}
	en, _ := NewRound(b, lexicon.MustEmbedded("es"), Rules{}, false, "ana")
	if v, _ := en.Submit("ana", "niña"); v.Reason != Invalid {
		t.Errorf("niña without a language: %v", v.Reason)
	}
}

// A finished round's entries keep the engine's refusal of a word with a
// letter the round's language lacks (Entry.Refusal: its code and
// arguments, for the bot to word), and the report writes that refusal, not
// "the word isn't on the list of valid words"; a saved round played again
// on load keeps it, and a word saved cut (too long) keeps its English
// detail.
func TestEntryRefusal(t *testing.T) {
	lexDE, err := lexicon.Embedded("de")
	if err != nil {
		t.Fatal(err)
	}
	de, _ := lexicon.AlphabetOf("de")
	bd, err := ParseBoardIn("BÄRX ÜBER XXXX XXXX", 4, de)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRound(bd, lexDE, Rules{Lang: "de", MinLetters: 3}, false, "Ana")
	if err != nil {
		t.Fatal(err)
	}
	long := strings.Repeat("ä", 70)
	for _, w := range []string{"niño", "bär", "zzzz", long} {
		if _, err := r.Submit("Ana", w); err != nil {
			t.Fatal(err)
		}
	}
	saved, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalRound(saved, lexDE)
	if err != nil {
		t.Fatal(err)
	}
	for i, res := range []Result{r.Finish(), back.Finish()} {
		es := res.Players[0].Words
		if len(es) != 4 {
			t.Fatalf("%d: %+v", i, es)
		}
		niño := es[0].Refusal()
		if niño == nil || niño.Code != CodeNotALetterOf || niño.Error() != `"niño" is not a word: 'ñ' is not a letter: use A-Z and Ä, Ö and Ü.` {
			t.Errorf("%d: niño %+v", i, niño)
		}
		if l, _ := niño.Arg("letters"); fmt.Sprint(l) != "[Ä Ö Ü]" {
			t.Errorf("%d: niño's letters %v", i, l)
		}
		if es[1].Refusal() != nil || es[2].Refusal() != nil || es[2].Reason != NotInLexicon {
			t.Errorf("%d: bär %+v, zzzz %+v: a refusal", i, es[1], es[2])
		}
		wantLong := CodeWordTooLong
		if i == 1 {
			wantLong = CodeInvalidDetail // saved cut: its English detail
		}
		if g := es[3].Refusal(); g == nil || g.Code != wantLong || g.Error() != "That word is too long: at most 64 letters." {
			t.Errorf("%d: the long word %+v", i, g)
		}
		rep := res.Report()
		for _, want := range []string{
			` niño: 0 ("niño" is not a word: 'ñ' is not a letter: use A-Z and Ä, Ö and Ü)` + "\n",
			" ZZZZ: 0 (the word isn't on the list of valid words)\n",
			": 0 (That word is too long: at most 64 letters)\n",
		} {
			if !strings.Contains(rep, want) {
				t.Errorf("%d: the report lacks %q:\n%s", i, want, rep)
			}
		}
	}
}
