package main

import (
	"bufio"
	"flag"
	"fmt"
	"github.com/wordbot/wordbot/render"
	"io"
	"os"
	"strings"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

func init() {
	register(command{name: "boggle", summary: "solve a Boggle board, or play against the computer", run: runBoggle})
}

const boggleUsage = `usage:
  wordbot boggle solve [--min N] [--scoring official|linear] [--qu] [--dict FILE] [--lang L] [--png FILE [--path WORD]] BOARD
  wordbot boggle solve [flags] --boards FILE [--total]
  wordbot boggle play [--seed N] [--size N] [--cubes FILE] [--min N] [--scoring official|linear] [--qu] [--dict FILE] [--lang L]`

func runBoggle(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprintln(stderr, boggleUsage)
		return 2
	}
	switch args[0] {
	case "solve":
		return runBoggleSolve(args[1:], stdout, stderr)
	case "play":
		return runBogglePlay(args[1:], stdin, stdout, stderr)
	case "help", "-h", "--help", "-help":
		fmt.Fprintln(stdout, boggleUsage)
		return 0
	}
	fmt.Fprintf(stderr, "wordbot boggle: unknown command %q (have solve, play)\n", args[0])
	return 2
}

// boggleFlags are the rule flags solve and play share.
type boggleFlags struct {
	dict    dictFlags
	min     int
	scoring string
	qu      bool
}

func (f *boggleFlags) add(fs *flag.FlagSet, defMin int, defScoring string) {
	f.dict.add(fs, "en")
	f.dict.langs = everyLang
	fs.IntVar(&f.min, "min", defMin, "shortest word that scores (0: 3 on 4x4, 4 on 5x5 and 6x6)")
	fs.StringVar(&f.scoring, "scoring", defScoring, "points: official or linear")
	fs.BoolVar(&f.qu, "qu", false, "a Q cell reads QU")
}

func (f *boggleFlags) rules() (boggle.Rules, error) {
	s, err := boggle.ParseScoring(f.scoring)
	if err != nil {
		return boggle.Rules{}, err
	}
	if f.min < 0 || f.min > lexicon.MaxWordLen {
		return boggle.Rules{}, fmt.Errorf("--min %d is not between 0 and %d", f.min, lexicon.MaxWordLen)
	}
	r := boggle.Rules{MinLetters: f.min, Scoring: s, QuFace: f.qu}
	switch f.dict.lang {
	case "fr", "es", "de", "pt":
		if f.dict.dict == "" {
			// French, Spanish, German, Portuguese: boards by the
			// language's letters (Ñ, CH, Ä, Ç cells), words folded the
			// language's way (docs/rules.md, Tiles per language).
			f.dict.allLangs = true
			r.Lang = f.dict.lang
		}
	}
	return r, nil
}

// alphabet is the alphabet of the rules' language, nil for en and it.
func alphabet(r boggle.Rules) *lexicon.Alphabet {
	if r.Lang == "" {
		return nil
	}
	a, _ := lexicon.AlphabetOf(r.Lang)
	return a
}

// boardLine writes b on one line: its letters (A-Z), or in a language with
// letters beyond Z its cells as the language writes them, separated by
// spaces ("CH I C O ..."), which ParseBoardIn reads back.
func boardLine(b boggle.Board, lang string) string {
	if a, err := lexicon.AlphabetOf(lang); err != nil || a.Size() == 26 {
		return b.String()
	}
	cells := make([]string, 0, b.Cells())
	for r := 0; r < b.Size(); r++ {
		for c := 0; c < b.Size(); c++ {
			cells = append(cells, b.Face(r, c, lang, false))
		}
	}
	return strings.Join(cells, " ")
}

// boggleParseArgs parses flags placed before, between or after the
// positional arguments and returns the positionals.
func boggleParseArgs(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := parseFlags(fs, args); err != nil {
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		if args[0] == "--" {
			return append(pos, args[1:]...), nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func boggleFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

func runBoggleSolve(args []string, stdout, stderr io.Writer) int {
	fs := boggleFlagSet("wordbot boggle solve", stderr)
	var bf boggleFlags
	bf.add(fs, 0, "official")
	boards := fs.String("boards", "", "solve every board of `FILE` (one a line)")
	total := fs.Bool("total", false, "with --boards: print only the number of boards and the total score")
	pngFile := fs.String("png", "", "also draw the board into `FILE` (PNG)")
	pathWord := fs.String("path", "", "with --png: draw the path of `WORD` on the board")
	pos, err := boggleParseArgs(fs, args)
	if err != nil {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "wordbot boggle: %v\n", err)
		return 1
	}
	rules, err := bf.rules()
	if err != nil {
		return fail(err)
	}
	if *boards == "" && len(pos) != 1 || *boards != "" && len(pos) != 0 {
		fmt.Fprintln(stderr, "wordbot boggle: solve takes one BOARD (16, 25 or 36 letters) or --boards FILE")
		return 2
	}
	if *total && *boards == "" {
		fmt.Fprintln(stderr, "wordbot boggle: --total goes with --boards")
		return 2
	}
	if *pngFile != "" && *boards != "" || *pathWord != "" && *pngFile == "" {
		fmt.Fprintln(stderr, "wordbot boggle: --png draws one BOARD (not --boards); --path goes with --png")
		return 2
	}
	var board boggle.Board
	if *boards == "" {
		if board, err = boggle.ParseBoardIn(pos[0], 0, alphabet(rules)); err != nil {
			return fail(err)
		}
	}
	lex, err := bf.dict.load()
	if err != nil {
		return fail(err)
	}
	if *pngFile != "" {
		var path boggle.Path
		if *pathWord != "" {
			// In fr, es, de, pt the word is read in the language's
			// letters, as the board is: niño is NIÑO, chico the cells
			// CH I C O (it was traced as typed, and never found).
			word := *pathWord
			if a := alphabet(rules); a != nil {
				if f, ok := a.Fold(word); ok {
					word = f
				}
			}
			shown := boggle.Spell(rules.Lang, strings.ToUpper(word))
			t := board.TraceWithin(word, rules.QuFace, boggle.MaxTraceSteps)
			switch {
			case t.GaveUp:
				return fail(fmt.Errorf("%s has too many ways to try on this board (no path in %d steps)", shown, boggle.MaxTraceSteps))
			case !t.Found:
				return fail(fmt.Errorf("%s is not on the board", shown))
			}
			path = t.Path
		}
		img, err := render.GridImage(render.BoggleGrid(board, rules.Lang, rules.QuFace, path))
		if err := writePNG(*pngFile, img, err); err != nil {
			return fail(err)
		}
	}
	w := bufio.NewWriter(stdout)
	defer w.Flush()
	if *boards == "" {
		words, complete := boggle.FindAllWithin(board, lex, rules, boggle.MaxFindSteps)
		for _, word := range words {
			fmt.Fprintf(w, "%s %d %s\n", boggle.Spell(rules.Lang, word.Word), word.Points, word.Path)
		}
		if !complete {
			w.Flush()
			return fail(fmt.Errorf("the board has too many paths: the search stopped after %d steps, and the words above are those found before", boggle.MaxFindSteps))
		}
		return 0
	}
	if err := solveBoards(w, *boards, lex, rules, *total); err != nil {
		w.Flush()
		return fail(err)
	}
	return 0
}

// solveBoards solves every board of the file with the fast Solver.
func solveBoards(w io.Writer, path string, lex *lexicon.DAWG, rules boggle.Rules, totalOnly bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	s, err := boggle.NewSolver(lex, rules)
	if err != nil {
		return err
	}
	br := bufio.NewReader(f)
	n, total := 0, 0
	for line := 1; ; line++ {
		text, rerr := br.ReadString('\n')
		if rerr != nil && rerr != io.EOF {
			return rerr
		}
		if t := strings.TrimSpace(text); t != "" {
			b, err := boggle.ParseBoardIn(t, 0, alphabet(rules))
			if err != nil {
				return fmt.Errorf("%s line %d: %v", path, line, err)
			}
			words, points := s.Score(b)
			n++
			total += points
			if !totalOnly {
				fmt.Fprintf(w, "%s words %d points %d\n", boardLine(b, rules.Lang), words, points)
			}
		}
		if rerr == io.EOF {
			break
		}
	}
	fmt.Fprintf(w, "boards %d total %d\n", n, total)
	return nil
}
