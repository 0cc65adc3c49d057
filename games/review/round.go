package review

import (
	"sort"

	"github.com/wordbot/wordbot/games/boggle"
)

// MissedShown is how many of the words a player missed a round review
// lists: the best by points.
const MissedShown = 10

// RoundReview is one player's review of a finished Boggle or Ruzzle round
// (or daily puzzle): their score against the board's best possible, the
// best words they did not find, and their place.
type RoundReview struct {
	Player string // the player's key in the round (boggle.PlayerResult.Key)
	Name   string
	Score  int // the player's total
	Found  int // words that counted for the player (shared ones too)
	// Best is the board's best possible score for one player: every word
	// on the board, each at its points; Words is how many there are.
	Best, Words int
	// Missed are the (at most MissedShown) best words the player did not
	// find, by points, then alphabetically, with their paths.
	Missed []boggle.Word
	// Place is the player's place among the round's players (ties share
	// it: two first players are both 1), Of how many played.
	Place, Of int
}

// Round reviews the round res for the player whose key is key: all are
// every word on the board the round's rules allow, with its points and a
// path (the round's solve: boggle.FindAll, or Ruzzle's). ok is false when
// the player did not play the round.
func Round(res boggle.Result, all []boggle.Word, key string) (rv RoundReview, ok bool) {
	var me *boggle.PlayerResult
	for i := range res.Players {
		if res.Players[i].Key() == key {
			me = &res.Players[i]
		}
	}
	if me == nil {
		return RoundReview{}, false
	}
	mine := map[string]bool{}
	for _, e := range me.Words {
		if e.Reason == boggle.OK || e.Reason == boggle.Shared {
			mine[e.Word] = true
		}
	}
	rv = RoundReview{Player: key, Name: me.Name, Score: me.Total, Found: len(mine), Words: len(all), Of: len(res.Players), Place: 1}
	var missed []boggle.Word
	for _, w := range all {
		rv.Best += w.Points
		if !mine[w.Word] {
			missed = append(missed, w)
		}
	}
	sort.SliceStable(missed, func(i, j int) bool {
		if missed[i].Points != missed[j].Points {
			return missed[i].Points > missed[j].Points
		}
		return missed[i].Word < missed[j].Word
	})
	rv.Missed = missed[:min(len(missed), MissedShown)]
	for _, p := range res.Players {
		if p.Total > me.Total {
			rv.Place++
		}
	}
	return rv, true
}
