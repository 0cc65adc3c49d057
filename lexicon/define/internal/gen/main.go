// Command gen regenerates the embedded definitions data/*.def (German's
// data/de.def.gz) from the sources vendored under data/src. Run it with `go
// generate ./lexicon/define` (it works in the define package's directory).
//
// With -wordnet DIR it first extracts data/src/wordnet/glosses.tsv from a
// WordNet database (Debian's wordnet-base installs it in /usr/share/wordnet),
// with -ding DIR data/src/freedict-deu-eng/entries.tsv.gz from FreeDict's
// German-English dictionary (Debian's dict-freedict-deu-eng installs it in
// /usr/share/dictd); see data/README.md.
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
	ding := flag.String("ding", "", "extract data/src/freedict-deu-eng/"+define.DingExtract+" from the dictd files in `DIR` first")
	flag.Parse()
	if err := run(*wordnet, *ding); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

func run(wordnet, ding string) error {
	extracts := []struct {
		from, path string
		extract    func(string, *bytes.Buffer) error
	}{
		{wordnet, filepath.Join("data", "src", "wordnet", "glosses.tsv"),
			func(dir string, b *bytes.Buffer) error { return define.ExtractWordNet(dir, b) }},
		{ding, filepath.Join("data", "src", define.FreeDicts["de"], define.DingExtract),
			func(dir string, b *bytes.Buffer) error { return define.ExtractDing(dir, b) }},
	}
	for _, x := range extracts {
		if x.from == "" {
			continue
		}
		var b bytes.Buffer
		if err := x.extract(x.from, &b); err != nil {
			return err
		}
		out := b.Bytes()
		if filepath.Ext(x.path) == ".gz" {
			var err error
			if out, err = define.Compress(out); err != nil {
				return err
			}
		}
		if err := os.WriteFile(x.path, out, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d bytes (%d written)\n", x.path, b.Len(), len(out))
	}
	src := func(lang string) string { return filepath.Join("data", "src", define.FreeDicts[lang]) }
	freeDict := func(lang string) func() ([]byte, error) {
		return func() ([]byte, error) { return define.GenerateFreeDict(lang, src(lang)) }
	}
	jobs := []struct {
		out string
		gen func() ([]byte, error)
	}{
		{"en.def", func() ([]byte, error) { return define.GenerateEnglish(filepath.Join("data", "src", "wordnet")) }},
		{"it.def", freeDict("it")},
		{"fr.def", freeDict("fr")},
		{"es.def", freeDict("es")},
		{"pt.def", freeDict("pt")},
		{"de.def.gz", func() ([]byte, error) { return define.GenerateGerman(src("de")) }},
	}
	for _, j := range jobs {
		b, err := j.gen()
		if err != nil {
			return err
		}
		words := bytes.Count(b, []byte("\n"))
		size := len(b)
		if filepath.Ext(j.out) == ".gz" {
			if b, err = define.Compress(b); err != nil {
				return err
			}
		}
		path := filepath.Join("data", j.out)
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d words, %d bytes (%d written)\n", path, words, size, len(b))
	}
	return nil
}
