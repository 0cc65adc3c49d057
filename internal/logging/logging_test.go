package logging

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"testing"
)

const token = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"

type config struct {
	Token string
	Guild string
}

// logEverywhere logs the token in every place a careless caller could put
// it.
func logEverywhere(l *slog.Logger) {
	l.Info("connecting with " + token)
	l.Info("connect", "auth", "Bot "+token)
	l.Error("failed", "err", fmt.Errorf("GET /gateway: 401 for %s", token))
	l.Info("config", "cfg", config{Token: token, Guild: "42"})
	l.With("header", "Authorization: Bot "+token).Info("request")
	l.WithGroup("discord").Info("session", "t", token, "n", 3)
	l.Info("keys", "token", "not-the-real-one", "discord_token", "x", "Password", "hunter2")
	l.Info("wrapped", "err", errors.Join(errors.New("a"), errors.New(token)))
	Discordgo(l)(0, 1, "identify %s", token)
}

func TestRedaction(t *testing.T) {
	for _, format := range []string{"json", "text"} {
		t.Run(format, func(t *testing.T) {
			var buf bytes.Buffer
			l, err := New(&buf, Options{Format: format, Secrets: []string{token, ""}})
			if err != nil {
				t.Fatal(err)
			}
			logEverywhere(l)
			out := buf.String()
			for _, leak := range []string{token, "not-the-real-one", "hunter2", "GaBcDe.abc"} {
				if strings.Contains(out, leak) {
					t.Errorf("%q leaked:\n%s", leak, out)
				}
			}
			if n := strings.Count(out, Redacted); n < 11 {
				t.Errorf("%d redactions, want at least 11:\n%s", n, out)
			}
			// What is not secret stays.
			for _, keep := range []string{"connecting with", "GET /gateway: 401 for", "Guild:42", `n=3`, "identify"} {
				if format == "json" && keep == "n=3" {
					keep = `"n":3`
				}
				if !strings.Contains(out, keep) {
					t.Errorf("%q missing:\n%s", keep, out)
				}
			}
		})
	}
}

func TestRedact(t *testing.T) {
	if got := Redact("a "+token+" b "+token, token); got != "a [REDACTED] b [REDACTED]" {
		t.Errorf("Redact: %q", got)
	}
	if got := Redact("nothing to hide", "", " "); got != "nothing to hide" {
		t.Errorf("Redact with empty secrets: %q", got)
	}
	// Empty values of secret-looking keys stay empty: "no token" is useful.
	var buf bytes.Buffer
	l, _ := New(&buf, Options{Format: "json"})
	l.Info("start", "token", "")
	if !strings.Contains(buf.String(), `"token":""`) {
		t.Errorf("empty token: %s", buf.String())
	}
}

func TestFormatsAndLevels(t *testing.T) {
	var buf bytes.Buffer
	l, err := New(&buf, Options{Level: "WARN"}) // a buffer is no terminal: JSON
	if err != nil {
		t.Fatal(err)
	}
	l.Info("hidden")
	l.Warn("shown", "k", "v")
	var rec map[string]any
	if err := json.Unmarshal(buf.Bytes(), &rec); err != nil {
		t.Fatalf("not one JSON record: %q", buf.String())
	}
	if rec["msg"] != "shown" || rec["level"] != "WARN" || rec["k"] != "v" {
		t.Errorf("record %v", rec)
	}

	buf.Reset()
	l, _ = New(&buf, Options{Format: "text", Level: "debug"})
	l.Debug("details", "k", "v")
	if !strings.Contains(buf.String(), "level=DEBUG msg=details k=v") {
		t.Errorf("text: %q", buf.String())
	}

	for _, o := range []Options{{Level: "loud"}, {Format: "xml"}} {
		if _, err := New(&buf, o); err == nil {
			t.Errorf("%+v accepted", o)
		}
	}
	for in, want := range map[string]slog.Level{"": slog.LevelInfo, "Debug": slog.LevelDebug, "warning": slog.LevelWarn, "error": slog.LevelError} {
		if got, err := ParseLevel(in); got != want || err != nil {
			t.Errorf("ParseLevel(%q) = %v, %v", in, got, err)
		}
	}
}

func TestIsTerminal(t *testing.T) {
	if IsTerminal(&bytes.Buffer{}) {
		t.Error("a buffer is a terminal")
	}
	f, err := os.CreateTemp(t.TempDir(), "log")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if IsTerminal(f) {
		t.Error("a file is a terminal")
	}
}
