package boggle

import (
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestDigraphCell: on a Spanish board whose C and H (or R and R) are
// separate cells, a word that needs the letter CH (RR) there is refused
// saying that CH is one cell and the board's C and H are two letters
// (Digraph, digraph_cell naming the letter), not "not on the board"; a
// word that does not trace even with the letters apart is NotOnBoard; the
// same word on a board with a CH cell scores. The report gives the reason.
// Issue 27, defect 8.
func TestDigraphCell(t *testing.T) {
	es, _ := lexicon.AlphabetOf("es")
	lex := lexicon.MustEmbedded("es")
	// O C H O / P E R R / A S O T / N D I E, every letter a cell of its own
	b, err := ParseBoardIn("O C H O P E R R A S O T N D I E", 4, es)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRound(b, lex, Rules{Lang: "es"}, false, "ana")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		word   string
		reason Reason
		err    string
	}{
		{"ocho", Digraph, `"OCHO" is not on the board: CH is one letter, on a cell of its own, and this board's C and H are two separate letters.`},
		{"perro", Digraph, `"PERRO" is not on the board: RR is one letter, on a cell of its own, and this board's R and R are two separate letters.`},
		{"chico", NotOnBoard, ""}, // no C next to an H either
		{"pero", OK, ""},
	} {
		if !lex.Contains(mustFold(t, es, tc.word)) {
			t.Fatalf("%s is not in the Spanish dictionary", tc.word)
		}
		v, err := r.Submit("ana", tc.word)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if e := v.Err(); e != nil && v.Reason != NotOnBoard {
			got = e.Error()
		}
		if v.Reason != tc.reason || got != tc.err {
			t.Errorf("%s: %v %q, want %v %q", tc.word, v.Reason, got, tc.reason, tc.err)
		}
		// Rules.Check, as boggle check uses it, says the same
		if c := (Rules{Lang: "es"}).Check(b, lex, tc.word); c.Reason != tc.reason {
			t.Errorf("Rules.Check %s: %v, want %v", tc.word, c.Reason, tc.reason)
		}
	}
	res := r.Finish()
	if e := res.Players[0].Words[0]; e.Reason != Digraph || e.Refusal() == nil || e.Refusal().Code != CodeDigraphCell {
		t.Errorf("the entry of ocho: %+v", e)
	}
	rep := res.Report()
	for _, want := range []string{
		` OCHO: 0 ("OCHO" is not on the board: CH is one letter, on a cell of its own, and this board's C and H are two separate letters)` + "\n",
		" CHICO: 0 (the word can't possibly be formed with this board)\n",
	} {
		if !strings.Contains(rep, want) {
			t.Errorf("the report lacks %q:\n%s", want, rep)
		}
	}
	// With a CH cell, OCHO is on the board.
	bch, err := ParseBoardIn("O CH O X P E R R A S O T N D I E", 4, es)
	if err != nil {
		t.Fatal(err)
	}
	if v := (Rules{Lang: "es"}).Check(bch, lex, "ocho"); v.Reason != OK {
		t.Errorf("ocho on a CH cell: %v", v.Reason)
	}
	// A saved reason reads back.
	var back Reason
	if data, err := Digraph.MarshalText(); err != nil || back.UnmarshalText(data) != nil || back != Digraph {
		t.Errorf("Digraph saved as %q, read back %v", data, back)
	}
}

func mustFold(t *testing.T, a *lexicon.Alphabet, w string) string {
	t.Helper()
	f, ok := a.Fold(w)
	if !ok {
		t.Fatalf("%s does not fold", w)
	}
	return f
}
