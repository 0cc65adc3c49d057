package store

import (
	"errors"
	"fmt"
)

// Error codes. EInvalid and ENotFound match the codes of package bot, so an
// adapter can map both the same way; the others only happen at Open.
const (
	EInvalid  = "invalid"   // bad argument: an empty channel or result id
	ENotFound = "not_found" // no session for this channel
	ECorrupt  = "corrupt"   // the file is not a SQLite database, or is damaged
	EForeign  = "foreign"   // a SQLite database that is not wordbot's
	ETooNew   = "too_new"   // wordbot's database, from a newer version of wordbot
	ELocked   = "locked"    // another process owns the database
	EStale    = "stale"     // another process changed the session (ErrStale) or a daily play (ErrDailyChanged)
	EInternal = "internal"  // a failed query or a full disk
)

// Error is an error with a machine code and a message a person can act on.
// Err, when set, is the underlying cause.
type Error struct {
	Code    string
	Message string
	Err     error
}

// Error returns the message, followed by the cause when there is one.
func (e *Error) Error() string {
	if e.Err != nil {
		return e.Message + ": " + e.Err.Error()
	}
	return e.Message
}

// Unwrap returns the cause.
func (e *Error) Unwrap() error { return e.Err }

// ErrorCode returns the code of err: its *Error's code, EInternal for any
// other error, and "" for nil.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	if errors.Is(err, ErrStale) {
		return EStale
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return EInternal
}

func errorf(code string, cause error, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...), Err: cause}
}
