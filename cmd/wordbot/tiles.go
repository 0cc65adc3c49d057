package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/wordbot/wordbot/games/tiles"
)

func init() {
	register(command{name: "tiles", summary: "a game's tiles in a language: TILE COUNT VALUE lines", run: runTiles})
}

// tilesSynopsis is the usage's first line, which a refusal quotes on its
// one line (docs/cli.md, Tiles).
const tilesSynopsis = "usage: wordbot tiles --game scrabble|scarabeo|ruzzle|upwords --lang en|it|fr|es|de|pt [--set hasbro]"

const tilesUsage = tilesSynopsis + `
Prints one line per tile, TILE COUNT VALUE (the blank as ?; Ruzzle has no bag:
every count is 0), then "total N", the tiles in the bag (docs/rules.md,
"Tiles per language"). Scarabeo has Italian only. --set hasbro (with --game
upwords; --lang en or none) is Hasbro's English Upwords set of 100, its Qu
tile written QU.`

// runTiles prints a tile set; an unknown game or language, or any other
// argument, is refused with exit status 2.
func runTiles(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("wordbot tiles", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "", "scrabble, scarabeo, ruzzle or upwords")
	lang := fs.String("lang", "", "en, it, fr, es, de or pt")
	set := fs.String("set", "", "a named set: hasbro (Upwords in English)")
	fs.Usage = func() { fmt.Fprintln(stderr, tilesUsage) }
	if err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "wordbot tiles: unexpected argument %q (%s)\n", fs.Arg(0), tilesSynopsis)
		return 2
	}
	if *set != "" && *lang == "" {
		*lang = "en" // Hasbro's set is English
	}
	if *game == "" || *lang == "" {
		fmt.Fprintf(stderr, "wordbot tiles: --game and --lang are required (%s)\n", tilesSynopsis)
		return 2
	}
	s, err := tiles.OfSet(strings.ToLower(*game), strings.ToLower(*lang), strings.ToLower(*set))
	if err != nil {
		fmt.Fprintf(stderr, "wordbot tiles: %v\n", err)
		return 2
	}
	var b strings.Builder
	for _, t := range s.Tiles {
		fmt.Fprintf(&b, "%s %d %d\n", t.Symbol, t.Count, t.Value)
	}
	fmt.Fprintf(&b, "total %d\n", s.Total())
	io.WriteString(stdout, b.String())
	return 0
}
