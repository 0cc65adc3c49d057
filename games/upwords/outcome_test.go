package upwords

import (
	"encoding/json"
	"reflect"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// TestOutcomeEnd: a game ended on passes charges every player still in 5
// points a tile left (7 each: the racks were drawn again); the outcome's adjustments are those end lines (as
// ActEnd), in seat order, with their running totals; a resigned player is
// not charged.
func TestOutcomeEnd(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUO", "AEIOUBC")
	if err := g.Resign(2); err != nil {
		t.Fatal(err)
	}
	mustPlay(t, g, "CASA", "5D", 8)
	for _, p := range []int{1, 0} {
		if err := g.Pass(p); err != nil {
			t.Fatal(err)
		}
	}
	o := g.Outcome()
	want := []crossword.Entry{
		{Player: 0, Action: crossword.ActEnd, Score: -35, Total: 8 - 35},
		{Player: 1, Action: crossword.ActEnd, Score: -35, Total: -35},
	}
	if !o.Over || o.Stopped || !o.Played || !reflect.DeepEqual(o.Winners, []int{0}) || !reflect.DeepEqual(o.Resigned, []int{2}) {
		t.Errorf("outcome %+v", o)
	}
	if !reflect.DeepEqual(o.Adjustments, want) {
		t.Errorf("adjustments\n%+v, want\n%+v", o.Adjustments, want)
	}
	if s := g.Scores(); !reflect.DeepEqual(s, []int{8 - 35, -35, 0}) {
		t.Errorf("scores %v", s)
	}
}

// TestOutcomeResigned: the player who resigns ends a game of two, and the
// one who stays is charged nothing (issue 27: they were charged -35 for a
// full rack) and wins.
func TestOutcomeResigned(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUO")
	mustPlay(t, g, "CASA", "5D", 8)
	if err := g.Resign(0); err != nil {
		t.Fatal(err)
	}
	want := crossword.Outcome{Over: true, Winners: []int{1}, Resigned: []int{0}, Played: true}
	if o := g.Outcome(); !reflect.DeepEqual(o, want) {
		t.Errorf("outcome %+v, want %+v", o, want)
	}
	if s := g.Scores(); !reflect.DeepEqual(s, []int{8, 0}) {
		t.Errorf("scores %v, want [8 0]", s)
	}
}

// TestOutcomeStopped: a stopped game charges nobody; the one best score
// above 0 wins, a tie nobody; the stop is saved; a second stop is refused.
func TestOutcomeStopped(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUO")
	mustPlay(t, g, "CASA", "5D", 8)
	if err := g.Stop(); err != nil {
		t.Fatal(err)
	}
	want := crossword.Outcome{Over: true, Stopped: true, Winners: []int{0}, Played: true}
	if o := g.Outcome(); !reflect.DeepEqual(o, want) {
		t.Errorf("outcome %+v, want %+v", o, want)
	}
	if s := g.Scores(); !reflect.DeepEqual(s, []int{8, 0}) {
		t.Errorf("scores %v: the stop charged the tiles left", s)
	}
	refused(t, g, crossword.CodeGameOver, "the game is over", g.Stop)
	var h Game
	if err := json.Unmarshal(state(t, g), &h); err != nil {
		t.Fatal(err)
	}
	if o := h.Outcome(); !reflect.DeepEqual(o, want) {
		t.Errorf("saved and loaded: %+v, want %+v", o, want)
	}
	g.over, g.stopped = false, false
	g.players[1].score = 8
	g.Stop()
	if o := g.Outcome(); o.Winners != nil || !o.Played {
		t.Errorf("stopped on a tie of 8: %+v, want no winner", o)
	}
}

// TestHistory: Upwords' log in the shared form: a play's tiles counted, an
// exchange of one tile, the end lines as ActEnd, the running totals.
func TestHistory(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUO")
	var e crossword.TurnGame = g
	m := mustPlay(t, g, "CASA", "5D", 8)
	if err := e.Exchange(1, "u"); err != nil {
		t.Fatal(err)
	}
	g.bag.Tiles = nil
	e.Pass(0)
	e.Pass(1)
	want := []crossword.Entry{
		{Player: 0, Action: crossword.ActPlay, Pos: m.Pos(), Word: "CASA", Tiles: 4, Score: 8, Total: 8},
		{Player: 1, Action: crossword.ActExchange, Tiles: 1},
		{Player: 0, Action: crossword.ActPass, Total: 8},
		{Player: 1, Action: crossword.ActPass},
		{Player: 0, Action: crossword.ActEnd, Score: -35, Total: 8 - 35},
		{Player: 1, Action: crossword.ActEnd, Score: -35, Total: -35},
	}
	if h := e.History(); !reflect.DeepEqual(h, want) {
		t.Errorf("history\n%+v, want\n%+v", h, want)
	}
	// Unseen: the bag of 118 less the board and the seat's own rack.
	for p := 0; p < 2; p++ {
		un := e.Unseen(p)
		if r := e.Rack(p); un.Size() != 118-4-r.Size() {
			t.Errorf("seat %d: %d unseen, want 118 - 4 - %d", p+1, un.Size(), r.Size())
		}
	}
}
