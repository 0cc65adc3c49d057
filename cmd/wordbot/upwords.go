package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
)

func init() {
	register(command{name: "upwords", summary: "Upwords tools: hint (best moves for a board and rack)", run: runUpwords})
}

const upwordsUsage = `usage: wordbot upwords hint --board FILE --rack RACK [--top N] [--json] [--count]
                            [--dict FILE] [--lang L] [--check-min-length N] [--hand N] [--png FILE]
                            [--set hasbro]
The board file holds N lines of N characters (letters or '.'), then N lines of
N digits, the stack heights (0 where empty); N is 6 to 16 (10 for the standard
board). Blank lines are ignored. With --lang fr, es, de or pt the squares and
the rack take that language's letters (ñ, ç, ä...; the Spanish tiles CH, LL,
RR: write that board's letter lines as squares separated by spaces). --set
hasbro plays Hasbro's English set of 100 (--lang en, the default with it): its
Qu tile is typed QU in the rack and the board (squares separated by spaces).`

// runUpwords is `wordbot upwords hint` (docs/cli.md).
func runUpwords(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] != "hint" {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "help") {
			fmt.Fprintln(stdout, upwordsUsage)
			return 0
		}
		fmt.Fprintln(stderr, upwordsUsage)
		return 2
	}
	fs := flag.NewFlagSet("wordbot upwords hint", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var (
		boardFile = fs.String("board", "", "board `FILE`")
		rackText  = fs.String("rack", "", "the rack's letters")
		top       = fs.Int("top", 1, "print the best `N` moves")
		asJSON    = fs.Bool("json", false, "one JSON object a move")
		count     = fs.Bool("count", false, "print only the number of legal moves")
		minLen    = fs.Int("check-min-length", 2, "words of `N` letters or more must be in the lexicon")
		hand      = fs.Int("hand", 7, "tiles in a full hand (the bonus is for playing them all)")
		pngFile   = fs.String("png", "", "also draw the board with the best move into `FILE`")
		set       = fs.String("set", "", "hasbro: Hasbro's English set of 100 with its Qu tile")
		dict      dictFlags
	)
	dict.add(fs, "it")
	dict.langs = everyLang
	if err := parseFlags(fs, args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wordbot upwords: "+format+"\n", a...)
		return 2
	}
	switch {
	case fs.NArg() > 0:
		return fail("unexpected argument %q", fs.Arg(0))
	case *boardFile == "":
		return fail("--board FILE is required")
	case *top < 1:
		return fail("--top must be at least 1")
	}
	// --lang fr, es, de, pt also picks that language's bag and letters
	// (docs/rules.md, Tiles per language).
	tiles := upwords.TilesFor(dict.lang)
	switch strings.ToLower(*set) {
	case "", "classic":
	case upwords.Hasbro:
		langGiven := false
		fs.Visit(func(f *flag.Flag) { langGiven = langGiven || f.Name == "lang" })
		if langGiven && dict.lang != "en" {
			return fail("--set hasbro is Hasbro's English set: use it with --lang en, not %s", dict.lang)
		}
		dict.lang, tiles = "en", upwords.Hasbro
	default:
		return fail("--set must be classic or hasbro, not %q", *set)
	}
	cfg, err := upwords.Config{Size: upwords.MinSize, Hand: *hand, CheckMinLength: *minLen, Tiles: tiles}.Normalize()
	if err != nil {
		return fail("%v", err)
	}
	f, err := os.Open(*boardFile)
	if err != nil {
		return fail("%v", err)
	}
	board, err := upwords.ParseBoardIn(f, cfg.Tiles)
	f.Close()
	if err != nil {
		return fail("%s: %v", *boardFile, err)
	}
	dict.allLangs = dict.allLangs || (cfg.Tiles != "" && cfg.Tiles != upwords.Hasbro)
	rack, err := upwordsRack(*rackText, board, cfg)
	if err != nil {
		return fail("%v", err)
	}
	lex, err := dict.load()
	if err != nil {
		return fail("%v", err)
	}
	if *count {
		fmt.Fprintln(stdout, upwords.CountMoves(board, rack, lex, cfg))
		return 0
	}
	moves := upwords.BestMoves(board, rack, lex, cfg, *top)
	var best []crossword.Placed
	if len(moves) > 0 {
		best = moves[0].Tiles
	}
	if err := drawHint(*pngFile, best, func(ghost []crossword.Placed) (image.Image, error) {
		return render.BoardImage(render.UpwordsBoard(board, cfg.Tiles, nil, ghost))
	}); err != nil {
		return fail("%v", err)
	}
	printHints(stdout, moves, *asJSON, false, upwordsAlphabet(cfg.Tiles))
	return 0
}

// upwordsRack reads a rack typed in the game's letters (upwords.ParseRack)
// and checks that it could come from the bag given what the board shows.
func upwordsRack(s string, board *upwords.Board, cfg upwords.Config) (crossword.Rack, error) {
	rack, err := upwords.ParseRack(s, cfg)
	if err != nil {
		return rack, fmt.Errorf("rack %q: %v", crossword.Short(s), err)
	}
	if rack.Size() == 0 {
		return rack, fmt.Errorf("--rack needs at least one letter")
	}
	if err := upwords.CheckRack(board, rack, cfg); err != nil {
		return rack, fmt.Errorf("rack %q: %v", crossword.Short(s), err)
	}
	return rack, nil
}

// upwordsAlphabet is the alphabet of an Upwords bag language (nil: the
// seed's bag, A-Z), for the tiles' letters of --json.
func upwordsAlphabet(tiles string) *lexicon.Alphabet {
	if tiles == "" {
		return nil
	}
	return upwords.AlphabetOf(tiles) // Hasbro's Qu tile: QU
}
