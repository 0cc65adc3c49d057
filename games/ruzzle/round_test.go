package ruzzle

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

// A Ruzzle round has the shape of a Boggle round (Play -> Verdict, Finish
// -> Result) with Ruzzle's scores, and no shared-word rule.
func TestRound(t *testing.T) {
	lex, err := lexicon.Build(strings.Fields("CAT ACT SAT DOG"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := New(4, "CAXXTSXXXXXXXXXXX"[:16], "t"+strings.Repeat(".", 15)) // C A / T S in the corner, triple letter on C
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRound(b, lex, 3, lexicon.Full)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id, word string
		reason   boggle.Reason
		points   int
	}{
		{"1", "cat", boggle.OK, 2*3 + 1 + 2}, // C 2 x3, A 1, T 2 (Italian values)
		{"1", "ca", boggle.TooShort, 0},
		{"1", "dog", boggle.NotOnBoard, 0},
		{"1", "tac", boggle.NotInLexicon, 0},
		{"1", "cañ", boggle.Invalid, 0}, // ä would fold to A: ñ does not
		{"1", "cat", boggle.Repeated, 0},
		{"2", "cat", boggle.OK, 9},
	} {
		v, err := r.Play(c.id, "P"+c.id, c.word, false)
		if err != nil || v.Reason != c.reason || v.Points != c.points {
			t.Errorf("%s %s: %+v, %v; want %v %d", c.id, c.word, v, err, c.reason, c.points)
		}
	}
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	back, err := UnmarshalRound(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	for _, rr := range []*Round{r, back} {
		res := rr.Finish()
		if len(res.Players) != 2 || res.Players[0].Total != 9 || res.Players[1].Total != 9 || len(res.Winners) != 2 {
			t.Errorf("result %+v", res)
		}
		if len(res.Missed) != 2 || res.Missed[0].Word != "ACT" || res.Missed[1].Word != "SAT" {
			t.Errorf("missed %+v", res.Missed)
		}
	}
	if rb := back.RuzzleBoard(); rb.Bonuses() != b.Bonuses() || rb.Letters() != b.Letters() {
		t.Errorf("board after load: %s %s", rb.Letters(), rb.Bonuses())
	}
	if _, err := UnmarshalRound([]byte(`{"size":2,"letters":"CATS","values":"xx","min_letters":3,"round":{}}`), lex); err == nil {
		t.Error("unknown values accepted")
	}
}
