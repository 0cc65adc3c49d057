package ruzzle

import (
	"encoding/json"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

// NewRoundIn("fr", ...) folds typed words the French way (garçon is
// GARCON, which the default folding refuses: ç is no accented vowel), keeps
// it across a save, and refuses a language it has no alphabet for.
func TestNewRoundInFrench(t *testing.T) {
	lex, err := lexicon.Embedded("fr")
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(4, "GARXNOCXXXXXXXXX", "d....t..........")
	if err != nil {
		t.Fatal(err)
	}
	b.Scoring.Values = ValuesFR
	for _, c := range []struct {
		lang   string
		reason boggle.Reason
		points int
	}{{"fr", boggle.OK, 13}, {"", boggle.Invalid, 0}} {
		r, err := NewRoundIn(c.lang, b, lex, 2, lexicon.Full)
		if err != nil {
			t.Fatal(err)
		}
		if c.lang == "fr" { // played on after a save
			data, err := json.Marshal(r)
			if err != nil {
				t.Fatal(err)
			}
			if r, err = UnmarshalRound(data, lex); err != nil {
				t.Fatal(err)
			}
		}
		v, err := r.Submit("alice", "garçon")
		if err != nil || v.Reason != c.reason || v.Points != c.points {
			t.Errorf("%q: garçon %+v %v, want %v %d", c.lang, v, err, c.reason, c.points)
		}
	}
	for _, lang := range []string{"xx", "nl"} {
		if _, err := NewRoundIn(lang, b, lex, 2, lexicon.Full); err == nil {
			t.Errorf("%s: a round", lang)
		}
	}
}

// TestDigraphCell: on a Spanish Ruzzle board with a C and an H on cells of
// their own, ocho is refused saying CH is one cell (boggle.Digraph, the
// refusal digraph_cell), after a save too; with a CH cell it scores.
// Issue 27, defect 8.
func TestDigraphCell(t *testing.T) {
	lex := lexicon.MustEmbedded("es")
	for _, c := range []struct {
		letters string
		reason  boggle.Reason
	}{
		{"OCHO" + "XXXX" + "XXXXXXXX", boggle.Digraph},
		{"O\\OX" + "XXXX" + "XXXXXXXX", boggle.OK},
	} {
		b, err := New(4, c.letters, "................")
		if err != nil {
			t.Fatal(err)
		}
		b.Scoring = Scoring{Values: ValuesES, LengthBonus: true}
		r, err := NewRoundIn("es", b, lex, 2, lexicon.Full, "ana")
		if err != nil {
			t.Fatal(err)
		}
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		back, err := UnmarshalRound(data, lex)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range []*Round{r, back} {
			v, err := r.Submit("ana", "ocho")
			if err != nil || v.Reason != c.reason {
				t.Errorf("%s: ocho %+v %v, want %v", c.letters, v, err, c.reason)
			}
			const want = `"OCHO" is not on the board: CH is one letter, on a cell of its own, and this board's C and H are two separate letters.`
			if c.reason == boggle.Digraph && (v.Err() == nil || v.Err().Error() != want) {
				t.Errorf("%s: ocho refused with %v, want %s", c.letters, v.Err(), want)
			}
		}
	}
}
