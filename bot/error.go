package bot

import (
	"errors"
	"fmt"

	"github.com/wordbot/wordbot/games/refusal"
)

// Error codes: adapters may map them to their protocol; players only see
// the Message.
const (
	EInvalid   = "invalid"   // bad input: a word, an option, a position
	EConflict  = "conflict"  // the state forbids it: a game is already running
	EForbidden = "forbidden" // not this user's right: not your turn
	ENotFound  = "not_found" // nothing to act on: no game in this channel
	EInternal  = "internal"  // a bug or a failed dependency
)

// Error is an error with a machine code and a sentence a player understands.
type Error struct {
	Code    string
	Message string
}

// Error returns the message.
func (e *Error) Error() string { return e.Message }

// Errorf returns an *Error with a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of err: its *Error's code, EInvalid for an
// engine's refusal (a *refusal.Refusal), EInternal otherwise.
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	var r *refusal.Refusal
	if errors.As(err, &r) {
		return EInvalid
	}
	if err == nil {
		return ""
	}
	return EInternal
}

// ErrorMessage returns what a player may read about err in English: the
// message of an *Error, a refusal in the bot's English catalogue,
// "Internal error." for anything else.
func ErrorMessage(err error) string {
	var e *Error
	if errors.As(err, &e) && e.Code != EInternal {
		return e.Message
	}
	var r *refusal.Refusal
	if errors.As(err, &r) {
		return r.In(refusalEnglish)
	}
	if err == nil {
		return ""
	}
	return "Internal error."
}
