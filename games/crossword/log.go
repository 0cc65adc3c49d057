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
	ActEnd      Action = "end"      // Scarabeo's end: the racks' values moved
	ActPenalty  Action = "penalty"  // Upwords' end: 5 points off a tile left
)
