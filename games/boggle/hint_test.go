package boggle

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/lexicon"
)

// TestHint: the counts of words left by length, the hinted word (the one
// worth most nobody found), its cost (Hinted: it scores nothing for that
// player, it still scores for another), and the hints surviving a save.
func TestHint(t *testing.T) {
	lex, err := lexicon.Build([]string{"CAT", "CATS", "COAT", "COATS", "DOG", "DOGS", "GOD", "TAG"})
	if err != nil {
		t.Fatal(err)
	}
	// C A T S
	// D O G E
	// X X X X
	// X X X X
	b, err := ParseBoard("CATS DOGE XXXX XXXX", 4)
	if err != nil {
		t.Fatal(err)
	}
	r, err := NewRound(b, lex, Rules{}, false)
	if err != nil {
		t.Fatal(err)
	}
	all := FindAll(b, lex, Rules{})
	if len(all) != 8 {
		t.Fatalf("%d words on the board: %v", len(all), all)
	}
	if _, err := r.Play("1", "Ann", "cat", false); err != nil {
		t.Fatal(err)
	}
	left, found := r.Left()
	if found != 1 || left[3] != 3 || left[4] != 3 || left[5] != 1 || len(left) != 3 {
		t.Errorf("left %v, found %d; want 3 of 3 letters (DOG GOD TAG), 3 of 4 (CATS COAT DOGS), 1 of 5 (COATS), 1 found", left, found)
	}
	// Bob's hint is COATS (2 points, the most), then the longest of 1 point.
	w, err := r.Hint("2", "Bob")
	if err != nil || w.Word != "COATS" || w.Points != 2 || HintLetters(w.Word) != 2 {
		t.Fatalf("hint: %+v, %v", w, err)
	}
	if w, err := r.Hint("2", "Bob"); err != nil || w.Word != "CATS" {
		t.Fatalf("second hint: %+v, %v", w, err)
	}
	v, _ := r.Play("2", "Bob", "coats", false)
	var ref *refusal.Refusal
	if v.Reason != Hinted || v.Points != 0 || !errors.As(v.Err(), &ref) || ref.Code != CodeHinted {
		t.Errorf("Bob's COATS: %+v", v)
	}
	if v.Message() != `"COATS" was your hint, so it scores nothing for you.` {
		t.Errorf("message %q", v.Message())
	}
	if v, _ := r.Play("3", "Cid", "coats", false); !v.OK() || v.Points != 2 {
		t.Errorf("Cid's COATS: %+v", v)
	}
	// Saved and loaded: the hint still costs Bob his CATS.
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	r2, err := UnmarshalRound(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	if got := r2.Hints("2"); len(got) != 2 || got[0] != "COATS" || got[1] != "CATS" {
		t.Errorf("hints after loading: %v", got)
	}
	if v, _ := r2.Play("2", "Bob", "cats", false); v.Reason != Hinted {
		t.Errorf("Bob's CATS after loading: %v", v.Reason)
	}
	if v, _ := r2.Play("2", "Bob", "dog", false); !v.OK() {
		t.Errorf("Bob's DOG: %v", v.Reason)
	}
	res := r2.Finish()
	bob, _ := res.Player("Bob")
	if bob.Total != 1 || bob.Words[0].Reason != Hinted || bob.Words[1].Reason != Hinted {
		t.Errorf("Bob's result: %+v", bob)
	}
	if cid, _ := res.Player("Cid"); cid.Total != 2 {
		t.Errorf("Cid's result: %+v", cid)
	}
	// Every word found or hinted: no hint left.
	r3, _ := NewRound(b, lex, Rules{}, false)
	for range all {
		if _, err := r3.Hint("1", "Ann"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := r3.Hint("1", "Ann"); !errors.As(err, &ref) || ref.Code != CodeNoHint {
		t.Errorf("hint past the last word: %v", err)
	}
	if _, err := UnmarshalRound([]byte(`{"board":"CATSDOGEXXXXXXXX","rules":{},"players":["1"],"hints":[[3,"CAT"]]}`), lex); err == nil {
		t.Error("a hint of player 4 of 1 loaded")
	}
}
