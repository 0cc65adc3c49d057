package boggle

// Code classifies an Error for programs; the Message is for players.
type Code string

// Error codes.
const (
	ErrBadBoard  Code = "bad_board"  // a typed board is not n*n letters
	ErrBadCubes  Code = "bad_cubes"  // a cube file or cube set is malformed
	ErrBadSize   Code = "bad_size"   // a board size outside 4..6
	ErrBadRules  Code = "bad_rules"  // an option value is out of range
	ErrRoundOver Code = "round_over" // a word was submitted after Finish
	ErrBadPlayer Code = "bad_player" // an empty player name
	ErrBadWord   Code = "bad_word"   // a submitted word was refused (see Reason)
	ErrBadState  Code = "bad_state"  // a saved round or match does not load
)

// Error is an error a player or a caller can cause, with a sentence a player
// understands.
type Error struct {
	Code    Code
	Message string
}

func (e *Error) Error() string { return e.Message }

func errorf(code Code, msg string) *Error { return &Error{Code: code, Message: msg} }
