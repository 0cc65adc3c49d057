// Command gen regenerates the embedded lexicons data/en.dawg and data/it.dawg
// from the sources vendored under data/src. Run it with `go generate
// ./lexicon` (it works in the lexicon package's directory).
package main

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run() error {
	jobs := []struct {
		out string
		gen func(string) (*lexicon.DAWG, error)
		src string
	}{
		{"en.dawg", lexicon.GenerateEnglish, "scowl"},
		{"it.dawg", lexicon.GenerateItalian, "hunspell-it"},
	}
	for _, j := range jobs {
		start := time.Now()
		d, err := j.gen(filepath.Join("data", "src", j.src))
		if err != nil {
			return err
		}
		b, err := d.MarshalBinary()
		if err != nil {
			return err
		}
		path := filepath.Join("data", j.out)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d words, %d nodes, %d edges, %d bytes in %v\n",
			path, d.WordCount(), d.NodeCount(), d.EdgeCount(), len(b), time.Since(start).Round(time.Millisecond))
	}
	return nil
}
