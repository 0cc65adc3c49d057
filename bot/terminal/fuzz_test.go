package terminal

import (
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
)

// FuzzParseOptions reads command options as typed in the terminal: every
// option found is one of the command's, the subcommand is the command's.
func FuzzParseOptions(f *testing.F) {
	for _, s := range []string{"start size:5 minutes:2", "inizia dimensione:4", "word:casa pos:8H", "casa 8H", "board:CATS DOGE XXXX XXXX lang:en",
		"letters:", ":", "size::5", "start start", "parola:città posizione:H8", "\x00:\xff", "minutes:0.5 size:4 size:6", "stop", "start bogus:1"} {
		f.Add(s)
	}
	specs := bot.Commands()
	f.Fuzz(func(t *testing.T, rest string) {
		for _, spec := range specs {
			sub, opts := ParseOptions(spec, rest)
			// The command's subcommand, or an unknown one typed first
			// (/boggle stop), which the bot refuses.
			if first := strings.Fields(rest); sub != spec.Sub && (len(first) == 0 || sub != strings.ToLower(first[0]) || len(opts) != 0) {
				t.Errorf("/%s %q: subcommand %q", spec.Name, rest, sub)
			}
			for k, v := range opts {
				known := false
				for _, o := range spec.Options {
					known = known || o.Name == k
				}
				if !known {
					t.Errorf("/%s %q: unknown option %q", spec.Name, rest, k)
				}
				if v != strings.TrimSpace(v) && !strings.Contains(rest, v) {
					t.Errorf("/%s %q: option %s=%q not from the input", spec.Name, rest, k, v)
				}
			}
		}
	})
}

// FuzzLine types a line into a terminal with a game running.
func FuzzLine(f *testing.F) {
	for _, s := range []string{"/boggle start size:5", "cat", "/as bob", "/press Join", "/wait 1", "/play casa 8H", "/guess", "/", "//", "/as", "/press", "/wait -1", "/stats", "/leaderboard"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		if strings.HasPrefix(strings.ToLower(strings.TrimSpace(line)), "/wait") {
			return // it sleeps
		}
		var out strings.Builder
		term := New(Config{Bot: bot.Options{Seed: 1, NoImages: true, Clock: bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))}, ImageDir: t.TempDir()}, &out)
		term.Line("/scarabeo new")
		term.Line(line)
		term.Bot().Wait()
		if strings.Contains(out.String(), "Internal error") {
			t.Errorf("%q:\n%s", line, out.String())
		}
	})
}
