package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/render"
)

func init() {
	register(command{name: "scarabeo", summary: "Scarabeo tools: hint (best moves for a board and rack), replay (check a GCG record)",
		run: func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			return runCrossword("scarabeo", args, stdout, stderr)
		}})
	register(command{name: "scrabble", summary: "Scrabble tools (English; --lang fr, es, de, pt: their tiles): hint (best moves for a board and rack), replay (check a GCG record)",
		run: func(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
			return runCrossword("scrabble", args, stdout, stderr)
		}})
}

func crosswordUsage(game string) string {
	v, _ := scarabeo.VariantByName(game)
	extra := ""
	if game == "scarabeo" {
		extra = " [--two-letter-words lexicon|any]"
	}
	return fmt.Sprintf(`usage: wordbot %s hint --board FILE --rack RACK [--top N] [--json] [--count]
                     [--dict FILE] [--lang L] [--png FILE]%s
       wordbot %[1]s replay [--dict FILE] [--lang L]%[2]s FILE.gcg
The board file holds %[3]d lines of %[4]d characters: '.' an empty square, A-Z a tile,
a-z a blank standing for that letter. Blank lines are ignored. RACK: letters,
'?' (or '#') for a blank. replay checks a GCG record move by move (docs/records.md).`, game, extra, v.Size, v.Size)
}

// runCrossword is `wordbot scarabeo hint` and `wordbot scrabble hint` (docs/cli.md).
func runCrossword(game string, args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "replay" {
		return runReplay(game, args[1:], stdout, stderr)
	}
	if len(args) == 0 || args[0] != "hint" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			fmt.Fprintln(stdout, crosswordUsage(game))
			return 0
		}
		fmt.Fprintln(stderr, crosswordUsage(game))
		return 2
	}
	v, _ := scarabeo.VariantByName(game)
	fs := flag.NewFlagSet("wordbot "+game+" hint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		boardFile = fs.String("board", "", "board `FILE`")
		rackText  = fs.String("rack", "", "the rack's letters, ? for a blank")
		top       = fs.Int("top", 1, "print the best `N` moves")
		asJSON    = fs.Bool("json", false, "one JSON object a move")
		count     = fs.Bool("count", false, "print only the number of distinct legal placements")
		pngFile   = fs.String("png", "", "also draw the board with the best move into `FILE`")
		twoLetter = "lexicon"
		dict      dictFlags
	)
	if game == "scarabeo" {
		fs.StringVar(&twoLetter, "two-letter-words", "lexicon", "two-letter words: lexicon (checked) or any (every pair valid)")
	}
	dict.add(fs, v.Lang)
	if err := parseFlags(fs, args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wordbot "+game+": "+format+"\n", a...)
		return 2
	}
	switch {
	case fs.NArg() > 0:
		return fail("unexpected argument %q", fs.Arg(0))
	case *boardFile == "":
		return fail("--board FILE is required")
	case *rackText == "":
		return fail("--rack RACK is required")
	case *top < 1:
		return fail("--top must be at least 1")
	case twoLetter != "lexicon" && twoLetter != "any":
		return fail("--two-letter-words must be lexicon or any, not %q", twoLetter)
	}
	if game == "scrabble" {
		// --lang picks the tiles too (docs/rules.md, Tiles per language):
		// fr, es, de and pt play their own sets.
		lv, err := scarabeo.ScrabbleIn(dict.lang)
		if err != nil {
			return fail("%v", err)
		}
		v = lv
		dict.allLangs = dict.allLangs || lv.TileLang != ""
	}
	v.TwoLetterAny = twoLetter == "any"
	f, err := os.Open(*boardFile)
	if err != nil {
		return fail("%v", err)
	}
	board, err := scarabeo.ParseBoard(f, v)
	f.Close()
	if err != nil {
		return fail("%s: %v", *boardFile, err)
	}
	rack, err := crossword.ParseRackIn(*rackText, v.RackSize, v.Alphabet, v.Letters())
	if err != nil {
		return fail("rack %q: %v", crossword.Short(*rackText), err)
	}
	if rack.Size() == 0 {
		return fail("rack %q: no tiles", crossword.Short(*rackText))
	}
	if err := board.CheckRack(rack); err != nil {
		return fail("rack %q: %v", crossword.Short(*rackText), err)
	}
	lex, err := dict.load()
	if err != nil {
		return fail("%v", err)
	}
	gen := scarabeo.NewGenerator(v, lex)
	if *count {
		fmt.Fprintln(stdout, gen.Count(board, rack))
		return 0
	}
	moves := gen.Best(board, rack, *top)
	var best []crossword.Placed
	if len(moves) > 0 {
		best = moves[0].Tiles
	}
	if err := drawHint(*pngFile, best, func(ghost []crossword.Placed) (image.Image, error) {
		return render.BoardImage(render.CrosswordBoard(board, nil, ghost))
	}); err != nil {
		return fail("%v", err)
	}
	for i := range moves {
		moves[i].Word = v.Spell(moves[i].Word) // Ñ, CH, chICO (docs/rules.md)
	}
	printHints(stdout, moves, *asJSON, true, v.Letters())
	return 0
}
