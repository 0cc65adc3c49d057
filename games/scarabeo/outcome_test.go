package scarabeo

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// outcomeGame is a Scarabeo (or, with scrabble, Scrabble) game of players
// on exampleWords, the bag emptied and the racks given.
func outcomeGame(t *testing.T, scrabble bool, racks ...string) *Game {
	t.Helper()
	v := Scarabeo()
	if scrabble {
		v = Scrabble()
	}
	g, err := NewGame(v, mustLex(t, exampleWords...), len(racks), rand.New(rand.NewPCG(7, 11)))
	if err != nil {
		t.Fatal(err)
	}
	g.bag.Tiles = nil
	for i, r := range racks {
		g.racks[i] = rackOf(t, g.v, r)
	}
	return g
}

// TestOutcomeGoingOut: the player who plays their last tile takes the
// values left on the other racks; Scrabble (EndPenalty) takes them off
// the others too. The end lines are the outcome's adjustments, in seat
// order, each with its running total.
func TestOutcomeGoingOut(t *testing.T) {
	for _, scrabble := range []bool{false, true} {
		g := outcomeGame(t, scrabble, "CASA", "QZ", "LMNB")
		pos := "9F"
		if scrabble {
			pos = "8E"
		}
		m, err := g.Play(0, "CASA", pos)
		if err != nil {
			t.Fatal(err)
		}
		o := g.Outcome()
		left := []int{g.v.RackValue(&g.racks[1]), g.v.RackValue(&g.racks[2])}
		want := []crossword.Entry{{Player: 0, Action: crossword.ActEnd, Score: left[0] + left[1], Total: m.Score + left[0] + left[1], Rack: "QZBLMN"}}
		if scrabble {
			want = []crossword.Entry{want[0],
				{Player: 1, Action: crossword.ActEnd, Score: -left[0], Total: -left[0], Rack: "QZ"},
				{Player: 2, Action: crossword.ActEnd, Score: -left[1], Total: -left[1], Rack: "BLMN"}}
		}
		if !o.Over || o.Stopped || !o.Played || !reflect.DeepEqual(o.Winners, []int{0}) || o.Resigned != nil {
			t.Errorf("scrabble %v: outcome %+v", scrabble, o)
		}
		if !reflect.DeepEqual(o.Adjustments, want) {
			t.Errorf("scrabble %v: adjustments\n%+v, want\n%+v", scrabble, o.Adjustments, want)
		}
		if s := g.Scores(); s[0] != want[0].Total || scrabble && (s[1] != want[1].Total || s[2] != want[2].Total) {
			t.Errorf("scrabble %v: scores %v, the adjustments' totals %+v", scrabble, s, want)
		}
	}
}

// TestOutcomeResigned: a resignation that leaves one player ends the game
// charging nobody (Scarabeo and Scrabble): the one left wins, whatever the
// scores.
func TestOutcomeResigned(t *testing.T) {
	for _, scrabble := range []bool{false, true} {
		g := outcomeGame(t, scrabble, "QZ", "CASAL", "LMNB")
		pos := "9F"
		if scrabble {
			pos = "8E"
		}
		if err := g.Pass(0); err != nil {
			t.Fatal(err)
		}
		if _, err := g.Play(1, "CASA", pos); err != nil {
			t.Fatal(err)
		}
		if err := g.Resign(1); err != nil {
			t.Fatal(err)
		}
		if o := g.Outcome(); o.Over || o.Winners != nil || !reflect.DeepEqual(o.Resigned, []int{1}) {
			t.Fatalf("scrabble %v: after one resignation of three: %+v", scrabble, o)
		}
		if err := g.Resign(2); err != nil {
			t.Fatal(err)
		}
		o := g.Outcome()
		if !o.Over || o.Stopped || !o.Played || !reflect.DeepEqual(o.Winners, []int{0}) || !reflect.DeepEqual(o.Resigned, []int{1, 2}) || o.Adjustments != nil {
			t.Errorf("scrabble %v: outcome %+v, want player 1 the winner, 2 and 3 resigned, nobody charged", scrabble, o)
		}
		if s := g.Scores(); s[0] != 0 || s[2] != 0 || s[1] == 0 {
			t.Errorf("scrabble %v: scores %v", scrabble, s)
		}
	}
}

// TestOutcomeStopped: a stopped game charges nobody; its winner is the one
// best score above 0 among the players still in; a tie or no score is
// nobody's win, a game without a word nobody's and not played. Stop is
// saved and refused once the game is over.
func TestOutcomeStopped(t *testing.T) {
	g := outcomeGame(t, false, "QZ", "CASAL", "LMNB")
	if err := g.Pass(0); err != nil {
		t.Fatal(err)
	}
	if err := g.Stop(); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); !o.Over || !o.Stopped || o.Played || o.Winners != nil {
		t.Errorf("stopped before a word: %+v, want over, not played, no winner", o)
	}
	if err := g.Stop(); err == nil || err.Error() != "the game is over" {
		t.Errorf("a second stop: %v", err)
	}
	if err := g.Pass(1); err == nil || err.Error() != "the game is over" {
		t.Errorf("a pass after the stop: %v", err)
	}

	g = outcomeGame(t, false, "QZ", "CASAL", "LMNB")
	g.Pass(0)
	m, err := g.Play(1, "CASA", "9F")
	if err != nil {
		t.Fatal(err)
	}
	g.Stop()
	want := crossword.Outcome{Over: true, Stopped: true, Winners: []int{1}, Played: true}
	if o := g.Outcome(); !reflect.DeepEqual(o, want) {
		t.Errorf("stopped: %+v, want %+v", o, want)
	}
	if s := g.Scores(); !reflect.DeepEqual(s, []int{0, m.Score, 0}) {
		t.Errorf("scores %v: the stop charged the tiles left", s)
	}
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	h, err := Load(data, g.lex)
	if err != nil {
		t.Fatal(err)
	}
	if o := h.Outcome(); !reflect.DeepEqual(o, want) {
		t.Errorf("stopped, saved and loaded: %+v, want %+v", o, want)
	}

	// The best score resigned: the next one, alone, wins; a tie is
	// nobody's.
	g.stopped, g.over = false, false
	g.scores = []int{5, 9, 5}
	g.Resign(1)
	g.Stop()
	if o := g.Outcome(); o.Winners != nil || !reflect.DeepEqual(o.Resigned, []int{1}) {
		t.Errorf("stopped on a tie of 5: %+v, want no winner", o)
	}
	g.stopped, g.over = false, false
	g.scores = []int{5, 9, 6}
	g.Stop()
	if o := g.Outcome(); !reflect.DeepEqual(o.Winners, []int{2}) {
		t.Errorf("stopped with 5, 9 (resigned), 6: %+v, want player 3 the winner", o)
	}
}

// TestHistory: every action's line in the shared form, with the running
// totals; Unseen through the turn-game contract.
func TestHistory(t *testing.T) {
	g := outcomeGame(t, false, "CASAQQZZ", "BBBBLMNA", "LMNBEEIO")
	g.bag.Tiles = []byte{4, 4, 4, 8, 8, 8}
	var e crossword.TurnGame = g
	if err := e.Exchange(0, "QQZ"); err != nil {
		t.Fatal(err)
	}
	if err := e.Pass(1); err != nil {
		t.Fatal(err)
	}
	m, err := e.Play(2, "LIMONE", "9E")
	if err != nil {
		t.Fatal(err)
	}
	g.board.Set(crossword.Pos{Row: 0, Col: 0}, crossword.Tile{Letter: 0, Jolly: true})
	if err := e.Swap(0, "1A"); err != nil {
		t.Fatal(err)
	}
	if err := e.Resign(1); err != nil {
		t.Fatal(err)
	}
	h := e.History()
	want := []crossword.Entry{
		{Player: 0, Action: crossword.ActExchange, Word: "QQZ", Tiles: 3, Rack: "AACQQSZZ"},
		{Player: 1, Action: crossword.ActPass, Rack: "ABBBBLMN"},
		{Player: 2, Action: crossword.ActPlay, Pos: "9E", Word: "LIMONE", Tiles: 6, Score: m.Score, Total: m.Score, Rack: "BEEILMNO"},
		{Player: 0, Action: crossword.ActSwap, Pos: "1A", Word: "A"},
		{Player: 1, Action: crossword.ActResign},
	}
	if len(h) != len(want) {
		t.Fatalf("history %+v", h)
	}
	for i := range want {
		if h[i] != want[i] {
			t.Errorf("line %d: %+v, want %+v", i+1, h[i], want[i])
		}
	}
	// Unseen: the whole set less the board and the seat's rack.
	total := 0
	for _, c := range g.v.Counts {
		total += c
	}
	onBoard := 6 + 1 // LIMONE and the A that came back from the jolly
	for p := 0; p < 3; p++ {
		un := e.Unseen(p)
		r := e.Rack(p)
		if un.Size() != total-onBoard-r.Size() {
			t.Errorf("seat %d: %d unseen, want %d - %d - %d", p+1, un.Size(), total, onBoard, r.Size())
		}
	}
}
