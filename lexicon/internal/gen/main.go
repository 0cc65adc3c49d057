// Command gen regenerates the embedded lexicons data/ID.dawg and their tier
// tables data/ID.tiers (ID: en, it, fr, es, pt, pt_PT, de; see
// lexicon.BuiltinList) from the sources
// vendored under data/src. Run it with `go generate ./lexicon` (it works in
// the lexicon package's directory); `go run ./internal/gen pt pt_PT` in that
// directory regenerates only the lists named.
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
		lang string
		gen  func(string) ([]string, []lexicon.Tier, error)
		src  string
	}{
		{"en", lexicon.EnglishTiers, "scowl"},
	}
	for _, lang := range []string{"it", "fr", "es", "pt", "pt_PT", "de"} {
		dir, _ := lexicon.HunspellDir(lang)
		jobs = append(jobs, struct {
			lang string
			gen  func(string) ([]string, []lexicon.Tier, error)
			src  string
		}{lang, func(dir string) ([]string, []lexicon.Tier, error) { return lexicon.HunspellTiers(lang, dir) }, dir})
	}
	only := map[string]bool{} // go run ./internal/gen ID...: only those
	for _, id := range os.Args[1:] {
		only[id] = true
	}
	for _, j := range jobs {
		if len(only) > 0 && !only[j.lang] {
			continue
		}
		start := time.Now()
		words, tiers, err := j.gen(filepath.Join("data", "src", j.src))
		if err != nil {
			return err
		}
		d, b, tb, err := lexicon.Encode(words, tiers)
		if err != nil {
			return err
		}
		path := filepath.Join("data", j.lang+".dawg")
		if err := os.WriteFile(path, b, 0o644); err != nil {
			return err
		}
		tpath := filepath.Join("data", j.lang+".tiers")
		if err := os.WriteFile(tpath, tb, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s: %d words, %d nodes, %d edges, %d bytes; %s: %d bytes (standard %d, common %d words) in %v\n",
			path, d.WordCount(), d.NodeCount(), d.EdgeCount(), len(b), tpath, len(tb),
			d.TierCount(lexicon.Standard), d.TierCount(lexicon.Common), time.Since(start).Round(time.Millisecond))
	}
	return nil
}
