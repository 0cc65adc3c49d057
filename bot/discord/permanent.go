package discord

import (
	"errors"
	"net/http"

	"github.com/bwmarrin/discordgo"
)

// Discord's JSON error codes that no retry mends (docs/bot.md, "State and
// restarts"). The bot drops a post refused with one of them, or with 403 or
// 404, at once; every other failure (5xx, a reset, a time-out, 429) is
// retried with back-off.
var permanentCodes = map[int]string{
	10003: "unknown_channel",
	10004: "unknown_guild",
	50001: "missing_access",
	50013: "missing_permissions",
	50035: "invalid_form_body",
}

// codeUnknownMessage is Unknown Message: permanent on an edit (the message
// was deleted).
const codeUnknownMessage = 10008

// permanentError is a REST failure no retry mends; it implements
// bot.PermanentError, which the bot classifies without knowing discordgo.
type permanentError struct {
	reason string
	err    error
}

func (e *permanentError) Error() string                       { return e.reason + ": " + e.err.Error() }
func (e *permanentError) Unwrap() error                       { return e.err }
func (e *permanentError) Permanent() (reason string, ok bool) { return e.reason, true }

// classify wraps err in a permanentError when Discord refused the request
// for good: 403, 404, or one of permanentCodes, or Unknown Message on an
// edit. Other errors are returned as they are.
func classify(err error, edit bool) error {
	var re *discordgo.RESTError
	if err == nil || !errors.As(err, &re) || re.Response == nil {
		return err
	}
	code := 0
	if re.Message != nil {
		code = re.Message.Code
	}
	reason := permanentCodes[code]
	switch {
	case reason != "":
	case code == codeUnknownMessage && edit:
		reason = "unknown_message"
	case re.Response.StatusCode == http.StatusForbidden:
		reason = "forbidden"
	case re.Response.StatusCode == http.StatusNotFound:
		reason = "not_found"
	default:
		return err
	}
	return &permanentError{reason: reason, err: err}
}
