package upwords

import "fmt"

// Code classifies a refused action, so that an adapter (Discord, terminal)
// can react to the kind of refusal; players only ever see the message.
type Code string

// The codes of refused actions.
const (
	CodeGameOver      Code = "game_over"       // the game has ended
	CodeNotYourTurn   Code = "not_your_turn"   // another player is on turn
	CodeBadPlayer     Code = "bad_player"      // no such player, or a player who resigned
	CodeBadInput      Code = "bad_input"       // a word, position or letter that cannot be read
	CodeOffBoard      Code = "off_board"       // a tile or word outside the board
	CodeNoTiles       Code = "no_tiles"        // a move that places no tile
	CodeSameSquare    Code = "same_square"     // two tiles on one stack in one move
	CodeNotInLine     Code = "not_in_line"     // tiles not in one row or column
	CodeGap           Code = "gap"             // tiles that do not form one unbroken word
	CodeSameLetter    Code = "same_letter"     // a letter put on the same letter
	CodeTooHigh       Code = "too_high"        // a stack already at the height limit
	CodeMissing       Code = "missing_letters" // letters the player does not hold
	CodeFirstMove     Code = "first_move"      // the first word's restrictions
	CodeNotConnected  Code = "not_connected"   // a word that neither covers nor touches a tile
	CodeCoversWord    Code = "covers_word"     // a move covering every letter of a word
	CodeNoWord        Code = "no_word"         // a single tile that forms no word
	CodeInvalidWord   Code = "invalid_word"    // a word not in the lexicon
	CodeWordContinues Code = "word_continues"  // a word written without the tiles it runs into
	CodeBagEmpty      Code = "bag_empty"       // an exchange with nothing to draw
)

// Error is a refused action: a code for programs and a sentence a player
// understands. The game is unchanged after any refusal.
type Error struct {
	Code    Code
	Message string
}

func (e *Error) Error() string { return e.Message }

func refuse(code Code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}
