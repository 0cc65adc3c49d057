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
