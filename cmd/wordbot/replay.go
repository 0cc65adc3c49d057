package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/wordbot/wordbot/games/gcg"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

// runReplay is `wordbot scrabble replay FILE.gcg` and `wordbot scarabeo
// replay FILE.gcg` (docs/cli.md, docs/records.md): each mismatch as
// "line N: ...", exit 1; else "ok N moves" ("ok 1 move"), exit 0. Words the lexicon
// lacks are printed as "note line N: ..." and are not mismatches.
func runReplay(game string, args []string, stdout, stderr io.Writer) int {
	v, _ := scarabeo.VariantByName(game)
	fs := flag.NewFlagSet("wordbot "+game+" replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var dict dictFlags
	twoLetter := "lexicon"
	if game == "scarabeo" {
		fs.StringVar(&twoLetter, "two-letter-words", "lexicon", "two-letter words: lexicon (checked) or any (every pair valid)")
	}
	dict.add(fs, v.Lang)
	if err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wordbot "+game+" replay: "+format+"\n", a...)
		return 2
	}
	if fs.NArg() != 1 {
		return fail("give one record: wordbot %s replay FILE.gcg", game)
	}
	f, err := os.Open(fs.Arg(0))
	if err != nil {
		return fail("%v", err)
	}
	defer f.Close()
	rec, err := gcg.Parse(f)
	if err != nil {
		return fail("%s: %v", fs.Arg(0), err)
	}
	langGiven := false
	fs.Visit(func(fl *flag.Flag) { langGiven = langGiven || fl.Name == "lang" || fl.Name == "dict" })
	if v, err = recordVariant(v, rec, &dict, langGiven); err != nil {
		return fail("%s: %v", fs.Arg(0), err)
	}
	switch twoLetter {
	case "lexicon":
	case "any":
		v.TwoLetterAny = true
	default:
		return fail("--two-letter-words must be lexicon or any")
	}
	lex, err := dict.load()
	if err != nil {
		return fail("%v", err)
	}
	rep := gcg.Replay(rec, v, lex)
	for _, u := range rep.Unknown {
		fmt.Fprintf(stdout, "note %s\n", u)
	}
	for _, m := range rep.Mismatches {
		fmt.Fprintln(stdout, m)
	}
	if len(rep.Mismatches) > 0 {
		fmt.Fprintf(stderr, "%s in %s\n", plural(len(rep.Mismatches), "mismatch", "mismatches"), plural(rep.Moves, "move", "moves"))
		return 1
	}
	fmt.Fprintf(stdout, "ok %s\n", plural(rep.Moves, "move", "moves"))
	return 0
}

// plural is "1 move", "2 moves".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// recordVariant is the game a record is played with: v (Scarabeo, or
// English Scrabble), or, for Scrabble, the tiles of --lang fr, es, de, pt,
// or when no --lang or --dict is given (langGiven false), the tiles the
// record names (#tile-distribution spanish, as our exports and Macondo's
// write them; docs/records.md). dict's language follows.
func recordVariant(v *scarabeo.Variant, rec *gcg.Record, dict *dictFlags, langGiven bool) (*scarabeo.Variant, error) {
	if v.Name != "scrabble" {
		return v, nil
	}
	if !langGiven && rec.LetterDistribution != "" {
		lang := gcg.LangOf(rec.LetterDistribution)
		if lang == "" {
			return nil, fmt.Errorf("its tiles are %q, which wordbot does not play: give --lang", rec.LetterDistribution)
		}
		dict.lang = lang
	}
	if lexicon.FoldsToAZ(dict.lang) {
		return v, nil
	}
	// --lang fr, es, de, pt: that language's tiles and values (the
	// record's Ñ and [CH] read as its tiles, docs/records.md)
	lv, err := scarabeo.ScrabbleIn(dict.lang)
	if err != nil {
		return nil, err
	}
	dict.allLangs = true
	return lv, nil
}
