// Package logging builds wordbot's structured logger: log/slog, JSON in
// production and text in a terminal, at a configured level, with secrets
// such as the Discord token removed from every message and attribute.
package logging

import (
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
)

// Redacted replaces a secret in the logs.
const Redacted = "[REDACTED]"

// Options configure New. The zero value logs at info level, in text on a
// terminal and in JSON elsewhere.
type Options struct {
	// Level is debug, info, warn or error; empty means info.
	Level string
	// Format is json, text, or empty to choose: text when the output is a
	// terminal, JSON otherwise.
	Format string
	// Secrets are strings that never appear in the logs, such as the
	// Discord token. Empty strings are ignored.
	Secrets []string
}

// New returns a logger writing to w. It fails only on a bad level or format.
func New(w io.Writer, o Options) (*slog.Logger, error) {
	level, err := ParseLevel(o.Level)
	if err != nil {
		return nil, err
	}
	r := NewRedactor(o.Secrets...)
	ho := &slog.HandlerOptions{Level: level, ReplaceAttr: r.ReplaceAttr}
	switch strings.ToLower(o.Format) {
	case "json":
		return slog.New(slog.NewJSONHandler(w, ho)), nil
	case "text":
		return slog.New(slog.NewTextHandler(w, ho)), nil
	case "":
		if IsTerminal(w) {
			return slog.New(slog.NewTextHandler(w, ho)), nil
		}
		return slog.New(slog.NewJSONHandler(w, ho)), nil
	}
	return nil, fmt.Errorf("log format %q: want json or text", o.Format)
}

// ParseLevel reads debug, info, warn (or warning) or error, in any case; ""
// is info.
func ParseLevel(s string) (slog.Level, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "debug":
		return slog.LevelDebug, nil
	case "", "info":
		return slog.LevelInfo, nil
	case "warn", "warning":
		return slog.LevelWarn, nil
	case "error":
		return slog.LevelError, nil
	}
	return 0, fmt.Errorf("log level %q: want debug, info, warn or error", s)
}

// IsTerminal reports whether w is a character device, such as a terminal.
func IsTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
