package scarabeo

import "fmt"

// Error codes: what kind of refusal an Error is, for adapters to map.
const (
	EInvalid = "invalid" // the move or input breaks a rule
	ETurn    = "turn"    // not the player's turn
	EOver    = "over"    // the game has ended
	EState   = "state"   // the game cannot do that now (no lexicon, bag too small, ...)
)

// Error is a refused action or input: a machine code and a sentence a player
// understands.
type Error struct {
	Code    string
	Message string
}

func (e *Error) Error() string { return e.Message }

func errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

func invalidf(format string, args ...any) *Error { return errorf(EInvalid, format, args...) }
