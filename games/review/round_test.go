package review

import (
	"slices"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
)

// TestRound: a player's score against the board's best, the best words
// they missed (by points, then alphabetically, ten at most; words they
// typed, shared ones included, are not missed), and their place, a tie
// sharing it.
func TestRound(t *testing.T) {
	var all []boggle.Word
	for i, w := range []string{"ALPHA", "BETA", "GAMMA", "DELTA", "EPSILON", "ZETA", "ETA", "THETA", "IOTA", "KAPPA", "LAMBDA", "MU", "NU"} {
		all = append(all, boggle.Word{Word: w, Points: 1 + i%4, Path: boggle.Path{{Row: i}}})
	}
	best := 0
	for _, w := range all {
		best += w.Points
	}
	res := boggle.Result{Players: []boggle.PlayerResult{
		{ID: "1", Name: "Ann", Total: 4, Words: []boggle.Entry{{Word: "BETA", Points: 2, Reason: boggle.OK}, {Word: "DELTA", Reason: boggle.Shared}, {Word: "ZETA", Points: 2, Reason: boggle.OK}, {Word: "XYZ", Reason: boggle.NotInLexicon}}},
		{ID: "2", Name: "Bob", Total: 7, Words: []boggle.Entry{{Word: "DELTA", Reason: boggle.Shared}, {Word: "LAMBDA", Points: 7, Reason: boggle.OK}}},
		{ID: "3", Name: "Cy", Total: 4},
	}}
	rv, ok := Round(res, all, "1")
	if !ok || rv.Name != "Ann" || rv.Score != 4 || rv.Found != 3 || rv.Best != best || rv.Words != 13 || rv.Place != 2 || rv.Of != 3 {
		t.Errorf("%+v", rv)
	}
	var missed []string
	for _, w := range rv.Missed {
		missed = append(missed, w.Word)
	}
	// points: ALPHA 1 BETA 2 GAMMA 3 DELTA 4 EPSILON 1 ZETA 2 ETA 3 THETA 4
	// IOTA 1 KAPPA 2 LAMBDA 3 MU 4 NU 1
	want := []string{"MU", "THETA", "ETA", "GAMMA", "LAMBDA", "KAPPA", "ALPHA", "EPSILON", "IOTA", "NU"}
	if !slices.Equal(missed, want) {
		t.Errorf("missed %v, want %v", missed, want)
	}
	if rv, _ := Round(res, all, "3"); rv.Place != 2 || len(rv.Missed) != MissedShown {
		t.Errorf("Cy: place %d, %d missed", rv.Place, len(rv.Missed))
	}
	if rv, _ := Round(res, all, "2"); rv.Place != 1 {
		t.Errorf("Bob: place %d", rv.Place)
	}
	if _, ok := Round(res, all, "4"); ok {
		t.Error("a player who did not play has a review")
	}
}
