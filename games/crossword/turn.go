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
	// while the game goes on): the rule of a game played to its end.
	// Outcome's Winners are those the game's result names.
	Winners() []int
	// Outcome is how the game ended (or goes on): winners, resignations,
	// the points moved for the tiles left on the racks, as the game
	// decided them.
	Outcome() Outcome
	// History is the game's log, oldest first, each line with its
	// player's running total.
	History() []Entry
	// Unseen is the tiles a seat cannot see: the whole set less the board
	// and the seat's own rack (the bag and the other racks together).
	Unseen(player int) Rack
	// Resigned reports whether a seat has left the game.
	Resigned(player int) bool
	// BagLen is the number of tiles in the bag.
	BagLen() int
	// Rack is a seat's tiles.
	Rack(player int) Rack
	// LastMove is the squares of the latest move's tiles.
	LastMove() []Pos
	// Look is what a picture of the game shows: its pieces, its squares
	// and the latest move's.
	Look() Look
	// Play places word (the whole word as it reads after the move) at pos
	// (its first square in the players' notation) for the seat on turn.
	Play(player int, word, pos string) (*Move, error)
	// PlayMove validates, scores and plays tiles placed on squares for the
	// seat on turn (a hint's move, the Activity's placement): each tile
	// is a letter of the rack, or a jolly standing for its Letter; an
	// Upwords tile may go on a tile. The game's own rules judge them, as
	// Play's word: tiles off the board (CodeTileOffBoard), two on a
	// square (CodeSameSquare), off one line (CodeNotInLine), with an
	// empty square between them (CodeGap), not on the rack
	// (CodeMissingLetters), and the game's own codes. The Move's Words
	// are the words it makes.
	PlayMove(player int, tiles []Placed) (*Move, error)
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
	// Stop ends the game before its end (a player or an admin stopped
	// it): nobody is charged for the tiles left, and Outcome names the
	// winner of a stopped game. A game already over refuses it.
	Stop() error
	json.Marshaler
}
