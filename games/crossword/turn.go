package crossword

import "encoding/json"

// TurnGame is what a crossword game (scarabeo.Game, upwords.Game) offers
// the players taking turns at it; the bot plays every such game through it.
// Seats are numbered from 0. A refused action returns a *refusal.Refusal
// and leaves the game unchanged. A game is saved with MarshalJSON and read
// back by its package's Load.
type TurnGame interface {
	// Size is the board's side.
	Size() int
	// Players is the number of seats.
	Players() int
	// Turn is the seat on turn.
	Turn() int
	// Over reports whether the game has ended.
	Over() bool
	// Scores are the seats' scores.
	Scores() []int
	// Winners are the seats with the best score who did not resign (none
	// while the game goes on).
	Winners() []int
	// Resigned reports whether a seat has left the game.
	Resigned(player int) bool
	// BagLen is the number of tiles in the bag.
	BagLen() int
	// Rack is a seat's tiles.
	Rack(player int) Rack
	// LastMove is the squares of the latest move's tiles.
	LastMove() []Pos
	// Play places word (the whole word as it reads after the move) at pos
	// (its first square in the players' notation) for the seat on turn.
	Play(player int, word, pos string) (*Move, error)
	// Hint returns a seat's n best moves, best first.
	Hint(player, n int) ([]Move, error)
	// Pass ends the turn without playing.
	Pass(player int) error
	// Exchange gives letters back to the bag for as many new tiles.
	Exchange(player int, letters string) error
	// Swap takes a jolly from the board (arg: its square or its letter).
	Swap(player int, arg string) error
	// Resign takes a seat out of the game.
	Resign(player int) error
	json.Marshaler
}
