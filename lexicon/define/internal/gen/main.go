// Command gen regenerates the embedded definitions data/en.def and
// data/it.def from the sources vendored under data/src. Run it with `go
// generate ./lexicon/define` (it works in the define package's directory).
//
// With -wordnet DIR it first extracts data/src/wordnet/glosses.tsv from a
// WordNet database (Debian's wordnet-base installs it in /usr/share/wordnet;
// see data/README.md).
package main

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/wordbot/wordbot/lexicon/define"
)

func main() {
	wordnet := flag.String("wordnet", "", "extract data/src/wordnet/glosses.tsv from the WordNet database in `DIR` first")
	flag.Parse()
	if err := run(*wordnet); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(wordnet string) error {
	if wordnet != "" {
		var b bytes.Buffer
		if err := define.ExtractWordNet(wordnet, &b); err != nil {
			return err
		}
		path := filepath.Join("data", "src", "wordnet", "glosses.tsv")
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d bytes\n", path, b.Len())
	}
	jobs := []struct {
		out string
		gen func(string) ([]byte, error)
		src string
	}{
		{"en.def", define.GenerateEnglish, "wordnet"},
		{"it.def", define.GenerateItalian, "freedict-ita-eng"},
	}
	for _, j := range jobs {
		b, err := j.gen(filepath.Join("data", "src", j.src))
		if err != nil {
			return err
		}
		path := filepath.Join("data", j.out)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d words, %d bytes\n", path, bytes.Count(b, []byte("\n")), len(b))
	}
	return nil
}
