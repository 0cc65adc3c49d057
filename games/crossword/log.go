package crossword

// Action is what a line of a crossword game's log records; both games log
// with these names (saved games keep them as these strings).
type Action string

// The logged actions.
const (
	ActPlay     Action = "play"     // a move
	ActPass     Action = "pass"     // a pass
	ActExchange Action = "exchange" // tiles given back to the bag for new ones
	ActSwap     Action = "swap"     // a jolly taken from the board (Scarabeo)
	ActResign   Action = "resign"   // the player left the game
	ActEnd      Action = "end"      // the end: points moved for the tiles left on the racks
	ActPenalty  Action = "penalty"  // Upwords' saved end lines (History gives them as ActEnd)
)

// Entry is a line of a crossword game's log as TurnGame.History gives it,
// the one form of Scarabeo's, Scrabble's and Upwords' logs that the bot's
// history, records and pictures read (docs/records.md).
type Entry struct {
	Player int
	Action Action // never ActPenalty: an end line of any game is ActEnd
	// Pos is a play's position ("9I" across, "I9" down) or, for a swap,
	// the jolly's square.
	Pos string
	// Word is a play's main word as it reads after the move (a jolly in
	// lower case), a swap's letter, or the tiles an exchange gave back
	// when the game keeps them (Scarabeo; '?' a jolly).
	Word string
	// Tiles is the number of tiles a play placed or an exchange gave back
	// (an Upwords exchange gives back one).
	Tiles int
	// Score is a play's score, or the points an end line moved for the
	// tiles left on the racks (negative: lost).
	Score int
	// Total is the player's score after this line.
	Total int
	// Rack is the player's rack before a play, pass or exchange, and the
	// tiles whose value an end line moved ('?' a jolly), when the game
	// keeps them (Scarabeo, games saved since racks were logged); private
	// while the game goes on.
	Rack string
}

// Totals fills each entry's Total: the running sum of its player's Score
// (plays and end lines), from the first line. The games keep their scores
// as the sum of their log's, so the last total of a player is their score.
func Totals(log []Entry, players int) {
	sums := make([]int, players)
	for i := range log {
		e := &log[i]
		if e.Player < 0 || e.Player >= players {
			e.Total = e.Score
			continue
		}
		sums[e.Player] += e.Score
		e.Total = sums[e.Player]
	}
}
