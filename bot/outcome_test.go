package bot

import (
	"encoding/json"
	"strings"
	"testing"
)

var cy = User{ID: "3", Name: "Cy"}

// scrabbleEnd starts a Scrabble game of Alice, Bob and Cy, then sets the
// saved game's racks (bag emptied) and resumes it in a new bot.
func scrabbleEnd(t *testing.T, racks ...string) (*Bot, *recorder) {
	t.Helper()
	st := &MemStore{}
	clk := NewFakeClock(t0)
	b, rec := newComputerBot(t, st, &MemResults{}, clk)
	b.Handle(cmd(alice, "scrabble", "new", "lang", "en"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(cy, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Shutdown()
	data, _ := st.Load("c1")
	var s session
	if err := decodeSession(data, &s); err != nil {
		t.Fatal(err)
	}
	var g map[string]any
	if err := json.Unmarshal(s.Turn.State, &g); err != nil {
		t.Fatal(err)
	}
	g["bag"] = ""
	g["racks"] = racks
	var err error
	if s.Turn.State, err = json.Marshal(g); err != nil {
		t.Fatal(err)
	}
	st.Save("c1", mustJSON(t, &s))
	b2, rec2 := newComputerBot(t, st, &MemResults{}, clk)
	if err := b2.Resume(); err != nil {
		t.Fatal(err)
	}
	b2.Wait()
	rec2.take()
	return b2, rec2
}

// A Scrabble game played out: the one who goes out gains the values left
// on the other racks, which their owners lose; the final message words the
// engine's end lines in seat order (the engine logs the losses first), and
// /history has them with their running totals.
func TestScrabbleEndAdjustments(t *testing.T) {
	b, rec := scrabbleEnd(t, "ACT", "QZ", "JX")
	b.Handle(cmd(alice, "play", "", "word", "CAT", "pos", "8G"))
	r := one(t, rec, "cat").R
	want := "Alice plays CAT at 8G for 10 points.\nFor the tiles left on the racks: Alice +36, Bob -20, Cy -16.\n🏁 **Scrabble** is over. Scores: Alice 46, Bob -20, Cy -16. Tiles in the bag: 0.\n🏆 The winner is **Alice**!"
	if !strings.HasPrefix(r.Text, want) {
		t.Errorf("end:\n%s\nwant it to start with\n%s", r.Text, want)
	}
	b.Handle(cmd(bob, "history", ""))
	h := one(t, rec, "history").R
	wantH := "Moves so far (4):\n1. Alice: CAT at 8G, 10 points (total 10)\n2. Bob: -20 for the tiles left on the racks (total -20)\n3. Cy: -16 for the tiles left on the racks (total -16)\n4. Alice: +36 for the tiles left on the racks (total 46)"
	if h.Text != wantH {
		t.Errorf("history:\n%s\nwant\n%s", h.Text, wantH)
	}
}

// A resignation that leaves one player in Scrabble charges nobody: no line
// for the tiles left, the one left wins.
func TestScrabbleResignChargesNobody(t *testing.T) {
	b, rec := scrabbleEnd(t, "ACET", "QZ", "JX")
	b.Handle(cmd(alice, "play", "", "word", "CAT", "pos", "8G"))
	one(t, rec, "cat")
	b.Handle(cmd(bob, "resign", ""))
	b.Handle(press(bob, one(t, rec, "bob asked").R.Buttons[0].ID))
	one(t, rec, "bob resigns")
	b.Handle(cmd(cy, "resign", ""))
	b.Handle(press(cy, one(t, rec, "cy asked").R.Buttons[0].ID))
	r := one(t, rec, "cy resigns").R
	if strings.Contains(r.Text, "For the tiles left") || !strings.Contains(r.Text, "Scores: Alice 10, Bob 0 (resigned), Cy 0 (resigned).") || !strings.Contains(r.Text, "🏆 The winner is **Alice**!") {
		t.Errorf("end: %s", r.Text)
	}
}
