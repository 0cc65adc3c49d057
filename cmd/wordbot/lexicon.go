package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

func init() {
	register(command{name: "lexicon", summary: "lexicon figures, or look words up", run: runLexicon})
}

const lexiconUsage = `usage:
  wordbot lexicon stats [--lang L | --dict FILE]
  wordbot lexicon check [--lang L | --dict FILE] WORD...
The default lexicon is the embedded en; --lang it, fr, es, pt or de for the others, --dict for a word list.`

func runLexicon(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, lexiconUsage)
		return 2
	}
	switch args[0] {
	case "stats":
		return runLexiconStats(args[1:], stdout, stderr)
	case "check":
		return runLexiconCheck(args[1:], stdout, stderr)
	case "help", "-h", "--help", "-help":
		fmt.Fprintln(stdout, lexiconUsage)
		return 0
	}
	fmt.Fprintf(stderr, "wordbot lexicon: unknown command %q (have stats, check)\n", args[0])
	return 2
}

// lexiconFlags parses the --dict/--lang flags of a lexicon subcommand, before
// or after its positional arguments (all positional after "--"). done is
// true when the caller must return status.
func lexiconFlags(name string, args []string, stderr io.Writer) (df dictFlags, pos []string, status int, done bool) {
	fs := flag.NewFlagSet("wordbot lexicon "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	df.add(fs, "en")
	df.allLangs = true
	fs.Usage = func() {
		fmt.Fprintln(stderr, lexiconUsage)
		fs.PrintDefaults()
	}
	for {
		if err := parseFlags(fs, args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return df, nil, 0, true
			}
			return df, nil, 2, true
		}
		rest := fs.Args()
		set := map[string]bool{}
		fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
		if set["lang"] && set["dict"] {
			// The synopsis's [--lang L | --dict FILE]: a word list has
			// no language, and --lang was silently not read.
			fmt.Fprintf(stderr, "wordbot lexicon %s: give --lang or --dict, not both\n", name)
			return df, nil, 2, true
		}
		if n := len(args) - len(rest); n > 0 && args[n-1] == "--" {
			return df, append(pos, rest...), 0, false
		}
		if len(rest) == 0 {
			return df, pos, 0, false
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// lexiconLoad loads the lexicon df names, timing it: for an embedded lexicon
// the in-place load (a no-op once cached), for a word list reading and
// building it.
func lexiconLoad(df *dictFlags, stderr io.Writer) (*lexicon.DAWG, time.Duration, bool) {
	start := time.Now()
	d, err := df.load()
	took := time.Since(start)
	if err != nil {
		fmt.Fprintf(stderr, "wordbot lexicon: %s\n", strings.TrimPrefix(err.Error(), "lexicon: "))
		return nil, 0, false
	}
	return d, took, true
}

func runLexiconStats(args []string, stdout, stderr io.Writer) int {
	df, pos, status, done := lexiconFlags("stats", args, stderr)
	if done {
		return status
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "wordbot lexicon stats: unexpected argument %q\n", pos[0])
		return 2
	}
	d, took, ok := lexiconLoad(&df, stderr)
	if !ok {
		return 2
	}
	b, err := d.MarshalBinary()
	if err != nil {
		fmt.Fprintf(stderr, "wordbot lexicon stats: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "%d words\n%d nodes\n%d bytes\nload %d µs\n", d.WordCount(), d.NodeCount(), len(b), took.Microseconds())
	return 0
}

func runLexiconCheck(args []string, stdout, stderr io.Writer) int {
	df, words, status, done := lexiconFlags("check", args, stderr)
	if done {
		return status
	}
	if len(words) == 0 {
		fmt.Fprintln(stderr, "wordbot lexicon check: no WORD given (usage: wordbot lexicon check [--lang L | --dict FILE] WORD...)")
		return 2
	}
	d, _, ok := lexiconLoad(&df, stderr)
	if !ok {
		return 2
	}
	for _, w := range words {
		answer := "no"
		if f, ok := df.fold(w); ok && d.Contains(f) { // città is CITTA, niño NI[O (docs/rules.md)
			answer = "yes"
		}
		fmt.Fprintf(stdout, "%s %s\n", w, answer)
	}
	return 0
}
