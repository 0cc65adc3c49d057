package logging

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
)

// Redactor removes secrets from log records. The zero value removes
// nothing but still hides the values of secret-looking keys.
type Redactor struct {
	secrets []string
}

// NewRedactor returns a Redactor for the given secrets; empty ones are
// ignored.
func NewRedactor(secrets ...string) *Redactor {
	r := &Redactor{}
	for _, s := range secrets {
		if s = strings.TrimSpace(s); s != "" {
			r.secrets = append(r.secrets, s)
		}
	}
	return r
}

// Redact returns s with every secret replaced by Redacted.
func (r *Redactor) Redact(s string) string {
	for _, sec := range r.secrets {
		if strings.Contains(s, sec) {
			s = strings.ReplaceAll(s, sec, Redacted)
		}
	}
	return s
}

// Redact returns s with every given secret replaced by Redacted.
func Redact(s string, secrets ...string) string {
	return NewRedactor(secrets...).Redact(s)
}

// secretKey reports whether an attribute named key holds a secret by its
// name alone: token, password, secret, authorization.
func secretKey(key string) bool {
	k := strings.ToLower(key)
	for _, w := range []string{"token", "password", "secret", "authorization"} {
		if strings.Contains(k, w) {
			return true
		}
	}
	return false
}

// ReplaceAttr is a slog.HandlerOptions.ReplaceAttr that redacts the
// message and every attribute: secret-looking keys lose their value, and
// secrets are cut out of strings, errors and anything else printed.
func (r *Redactor) ReplaceAttr(_ []string, a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	if v.Kind() == slog.KindGroup {
		return a
	}
	if secretKey(a.Key) && !(v.Kind() == slog.KindString && v.String() == "") {
		return slog.String(a.Key, Redacted)
	}
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, r.Redact(v.String()))
	case slog.KindAny:
		if len(r.secrets) == 0 {
			return a
		}
		s := fmt.Sprintf("%+v", v.Any())
		if red := r.Redact(s); red != s {
			return slog.String(a.Key, red)
		}
	}
	return a
}

// Discordgo returns a function for discordgo.Logger that sends discordgo's
// own messages to l, with discordgo's levels (0 error, 1 warning,
// 2 informational, 3 debug) mapped to slog's.
func Discordgo(l *slog.Logger) func(msgL, caller int, format string, a ...any) {
	return func(msgL, _ int, format string, a ...any) {
		level := slog.LevelDebug
		switch msgL {
		case 0:
			level = slog.LevelError
		case 1:
			level = slog.LevelWarn
		case 2:
			level = slog.LevelInfo
		}
		l.Log(context.Background(), level, fmt.Sprintf(format, a...), "from", "discordgo")
	}
}
