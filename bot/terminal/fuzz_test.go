package terminal

import (
	"bufio"
	"bytes"
	"io"
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
		term := New(Config{Host: bot.New(bot.Options{Seed: 1, NoImages: true, Clock: bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))}, nil), ImageDir: t.TempDir()}, &out)
		term.Line("/scarabeo new")
		term.Line(line)
		term.Bot().Wait()
		if strings.Contains(out.String(), "Internal error") {
			t.Errorf("%q:\n%s", line, out.String())
		}
	})
}

// FuzzReadLine reads input in lines of at most max bytes: each line comes
// out as bytes.Split would cut it, or, when too long, as its length alone.
func FuzzReadLine(f *testing.F) {
	f.Add([]byte("abc\ndefgh\n\nxy"), uint8(3), uint8(16))
	f.Add([]byte("\r\n\n\n"), uint8(0), uint8(16))
	f.Fuzz(func(t *testing.T, data []byte, max, size uint8) {
		r := bufio.NewReaderSize(bytes.NewReader(data), int(size)) // bufio's minimum is 16
		want := bytes.Split(data, []byte("\n"))
		if len(want) > 0 && len(want[len(want)-1]) == 0 {
			want = want[:len(want)-1] // no line after the last end of line
		}
		for i := 0; ; i++ {
			line, n, err := readLine(r, int(max))
			if err != nil && err != io.EOF {
				t.Fatal(err)
			}
			if i == len(want) {
				if err != io.EOF || n != 0 {
					t.Fatalf("after the last line: %q, %d, %v", line, n, err)
				}
				return
			}
			w := want[i]
			switch {
			case n != len(w):
				t.Fatalf("line %d: %d bytes, want %d", i, n, len(w))
			case len(w) > int(max) && line != "":
				t.Fatalf("line %d over %d bytes kept: %q", i, max, line)
			case len(w) <= int(max) && line != string(w):
				t.Fatalf("line %d: %q, want %q", i, line, w)
			}
			if err == io.EOF {
				if i != len(want)-1 {
					t.Fatalf("end of input at line %d of %d", i, len(want))
				}
				return
			}
		}
	})
}
