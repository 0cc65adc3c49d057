package main

import (
	"bufio"
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/internal/inputfile"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
)

func init() {
	register(command{name: "ruzzle", summary: "Ruzzle: DICT SCHEMA OUT scores every word (offline); no arguments: interactive", run: runRuzzle})
}

// ruzzleDefaultLang is the interactive mode's default lexicon: English, as
// docs/rules.md sets for Boggle and Ruzzle (--lang it for the Italian of
// docs/sources.md, seed 002).
const ruzzleDefaultLang = "en"

// runRuzzle is `wordbot ruzzle DICT SCHEMA OUT` (offline mode) and
// `wordbot ruzzle [--dict FILE | --lang L]` (interactive): docs/cli.md,
// Ruzzle.
func runRuzzle(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fset := flag.NewFlagSet("wordbot ruzzle", flag.ContinueOnError)
	fset.SetOutput(stderr)
	var df dictFlags
	df.add(fset, ruzzleDefaultLang)
	df.langs = everyLang
	pngFile := fset.String("png", "", "offline mode: also draw the board, with the best word's path, into `FILE`")
	fset.Usage = func() {
		fmt.Fprintln(stderr, "usage: wordbot ruzzle [--png FILE] [--lang L] DICT SCHEMA OUT (offline: best score and path of every word of DICT)")
		fmt.Fprintln(stderr, "       wordbot ruzzle [--dict FILE | --lang L] (interactive: type a board, then words)")
		fset.PrintDefaults()
	}
	if err := parseFlags(fset, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	switch fset.NArg() {
	case 0:
		if *pngFile != "" {
			fmt.Fprintln(stderr, "wordbot ruzzle: --png is for offline mode (DICT SCHEMA OUT)")
			return 2
		}
		return ruzzleInteractive(&df, stdin, stdout, stderr)
	case 3:
		flagged := false
		fset.Visit(func(f *flag.Flag) { flagged = flagged || f.Name == "dict" })
		if flagged {
			fmt.Fprintln(stderr, "wordbot ruzzle: --dict is for interactive mode; offline mode reads the dictionary DICT")
			return 2
		}
		// --lang fr|es|de|pt: the schema's letters, DICT's words and the
		// values are the language's (docs/cli.md, Ruzzle); en and it are
		// the offline mode's A-Z and values.
		var alpha *lexicon.Alphabet
		switch a, err := lexicon.AlphabetOf(df.lang); {
		case lexicon.FoldsToAZ(df.lang):
		case err == nil:
			alpha = a
		default:
			fmt.Fprintf(stderr, "wordbot ruzzle: unknown language %q (have en, it, fr, es, de, pt)\n", df.lang)
			return 2
		}
		a := fset.Args()
		if err := ruzzleOffline(a[0], a[1], a[2], *pngFile, alpha); err != nil {
			fmt.Fprintf(stderr, "wordbot ruzzle: %v\n", err)
			return 1
		}
		return 0
	default:
		if *pngFile != "" && fset.NArg() == 0 {
			fmt.Fprintln(stderr, "wordbot ruzzle: --png is for offline mode (DICT SCHEMA OUT)")
			return 2
		}
		for _, a := range fset.Args() {
			if strings.HasPrefix(a, "-") && len(a) > 1 {
				// Flags are read before DICT only: --png after OUT was
				// counted as two more arguments.
				fmt.Fprintf(stderr, "wordbot ruzzle: flags go before DICT SCHEMA OUT (wordbot ruzzle [--png FILE] [--lang L] DICT SCHEMA OUT), %q came after\n", a)
				return 2
			}
		}
		fmt.Fprintf(stderr, "wordbot ruzzle: want DICT SCHEMA OUT (offline) or no arguments (interactive), got %d arguments\n", fset.NArg())
		return 2
	}
}

// ruzzleOffline writes to out one line per word of the dictionary file found
// on the schema's board: the word as the dictionary spells it, its best score
// (offline scoring, no length bonus: docs/rules.md, Ruzzle) and a best path, in dictionary order.
// out is written only when everything succeeded. With png set, the board is
// also drawn there, with the path of the best-scoring word (the first in
// dictionary order among equals).
//
// alpha, when set (--lang fr|es|de|pt), reads the schema's letter rows and
// DICT's words in the language's letters (a Spanish row CHICO is the cells
// CH I C O, niño is NIÑO) and scores with the language's values.
// ruzzleOfflineSteps bounds the offline solver's search (ruzzle.MaxSolveSteps;
// a test lowers it under the race detector, where 20 million steps take
// 20 s).
var ruzzleOfflineSteps = ruzzle.MaxSolveSteps

func ruzzleOffline(dictPath, schemaPath, out, png string, alpha *lexicon.Alphabet) error {
	words, err := readRuzzleDict(dictPath, alpha)
	if err != nil {
		return err
	}
	board, err := readRuzzleSchema(schemaPath, alpha)
	if err != nil {
		return err
	}
	keys := make([]string, len(words)) // each word as the lexicon writes it
	for i, w := range words {
		keys[i] = strings.ToUpper(w)
		if alpha != nil {
			keys[i], _ = alpha.Fold(w) // read by readRuzzleDict: it folds
		}
	}
	if alpha != nil {
		board.Scoring.Values = ruzzle.ValuesFor(alpha.Lang())
	}
	dict, err := lexicon.Build(keys)
	if err != nil {
		return fmt.Errorf("%s: %v", dictPath, err)
	}
	best := make(map[string]ruzzle.Found)
	found, complete := ruzzle.NewSolver(dict).SolveWithin(board, 1, ruzzleOfflineSteps)
	if !complete {
		return fmt.Errorf("%s: the board has too many paths for this dictionary: the search stopped after %d steps (no output written)", schemaPath, ruzzleOfflineSteps)
	}
	for _, f := range found {
		best[f.Word] = f
	}
	var buf bytes.Buffer
	var top *ruzzle.Found
	for i, w := range words {
		if f, ok := best[keys[i]]; ok {
			fmt.Fprintf(&buf, "%s %d %v\n", w, f.Score, f.Path)
			if top == nil || f.Score > top.Score {
				top = &f
			}
		}
	}
	if png != "" {
		var path ruzzle.Path
		if top != nil {
			path = top.Path
		}
		img, err := render.GridImage(render.RuzzleGrid(board, "", path))
		if err := writePNG(png, img, err); err != nil {
			return err
		}
	}
	return writeFileAtomic(out, buf.Bytes())
}

func readRuzzleDict(path string, alpha *lexicon.Alphabet) ([]string, error) {
	f, err := inputfile.Open(path, lexicon.MaxWordListBytes)
	if err != nil {
		if inputfile.IsRefused(err) {
			return nil, fmt.Errorf("cannot read the dictionary: %v", err)
		}
		return nil, fmt.Errorf("cannot read the dictionary %s: %v", path, pathErr(err))
	}
	defer f.Close()
	if alpha != nil {
		return readWordsIn(f, path, alpha)
	}
	words, err := lexicon.ReadWordListAsWritten(f)
	if err != nil {
		var le *lexicon.LineError
		if errors.As(err, &le) {
			le.File = path
			return nil, le
		}
		return nil, fmt.Errorf("cannot read the dictionary %s: %v", path, pathErr(err))
	}
	return words, nil
}

// readWordsIn reads a word list in the letters of alpha: one word a line,
// as written (trimmed; blank lines skipped), each one the language folds
// (niño, garçon, Bär), at most lexicon.MaxWordLen letters; any other line
// is a *lexicon.LineError naming it.
func readWordsIn(r io.Reader, path string, alpha *lexicon.Alphabet) ([]string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 64<<10)
	var words []string
	for line := 1; sc.Scan(); line++ {
		w := strings.Trim(sc.Text(), " \t\r")
		if line == 1 {
			w = strings.TrimPrefix(w, "\ufeff")
		}
		if w == "" {
			continue
		}
		f, ok := alpha.Fold(w)
		switch {
		case !ok:
			// Nothing of the line is quoted but the first character
			// the language does not fold (a mistyped path must not
			// print another file's lines).
			lead := len(sc.Text()) - len(strings.TrimLeft(sc.Text(), " \t\r"))
			col := utf8.RuneCountInString(sc.Text()[:lead])
			for _, r := range w {
				col++
				if _, ok := alpha.Fold(string(r)); !ok {
					return nil, &lexicon.LineError{File: path, Line: line, Column: col, Reason: fmt.Sprintf("character %q is not a letter of the language", r)}
				}
			}
			return nil, &lexicon.LineError{File: path, Line: line, Reason: "not a word of the language's letters"}
		case len(f) > lexicon.MaxWordLen:
			return nil, &lexicon.LineError{File: path, Line: line, Reason: fmt.Sprintf("a word longer than %d letters", lexicon.MaxWordLen)}
		}
		words = append(words, w)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("cannot read the dictionary %s: %v", path, err)
	}
	return words, nil
}

func readRuzzleSchema(path string, alpha *lexicon.Alphabet) (*ruzzle.Board, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cannot read the schema %s: %v", path, pathErr(err))
	}
	defer f.Close()
	b, err := ruzzle.ParseSchemaIn(f, alpha)
	if err != nil {
		var se *ruzzle.SchemaError
		if errors.As(err, &se) {
			se.File = path
			return nil, se
		}
		return nil, fmt.Errorf("cannot read the schema %s: %v", path, pathErr(err))
	}
	return b, nil
}

// pathErr drops the operation and path that *fs.PathError repeats.
func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// maxListedPaths bounds the paths interactive mode collects for one word
// (boards with many equal letters have exponentially many).
const maxListedPaths = 10000

// ruzzleInteractive is the interactive mode (docs/cli.md, Ruzzle): it asks for the board's
// size, letters and bonuses, then prints every path of each word typed with
// its score, best first, until an empty line, "quit" or the end of input.
func ruzzleInteractive(df *dictFlags, stdin io.Reader, stdout, stderr io.Writer) int {
	// French, Spanish, German and Portuguese play with the language's
	// values, letters and folding (docs/rules.md, Tiles per language):
	// a Spanish row "CHICO" is the 4 cells CH I C O.
	var alpha *lexicon.Alphabet
	switch df.lang {
	case "fr", "es", "de", "pt":
		if df.dict == "" {
			df.allLangs = true
			a, err := lexicon.AlphabetOf(df.lang)
			if err != nil {
				fmt.Fprintf(stderr, "wordbot ruzzle: %v\n", err)
				return 1
			}
			alpha = a
		}
	}
	dict, err := df.load()
	if err != nil {
		fmt.Fprintf(stderr, "wordbot ruzzle: %v\n", err)
		return 1
	}
	in := &lineReader{r: bufio.NewReader(stdin)}
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	name := "embedded " + df.lang
	if df.dict != "" {
		name = df.dict
	}
	fmt.Fprintf(out, "Ruzzle, interactive mode. Dictionary: %s (%s). Type quit to leave.\n", name, plural(dict.WordCount(), "word", "words"))
	board, ok := askBoard(in, out, alpha)
	if !ok {
		fmt.Fprintln(out, "Bye.")
		return 0
	}
	if alpha != nil {
		board.Scoring.Values = ruzzle.ValuesFor(df.lang)
	}
	fmt.Fprintln(out, "The board (letters, then bonuses: d DL, t TL, D DW, T TW):")
	letters, bonuses := board.Letters(), board.Bonuses()
	n := board.Size()
	for r := 0; r < n; r++ {
		row := letters[r*n : (r+1)*n]
		if alpha != nil && alpha.Size() > 26 {
			// Cells as the language writes them, apart: CH I C O.
			faces := make([]string, n)
			for c := range faces {
				faces[c] = alpha.Symbol(row[c] - 'A')
			}
			row = strings.Join(faces, " ")
		}
		fmt.Fprintf(out, "  %s   %s\n", row, bonuses[r*n:(r+1)*n])
	}
	for {
		line, ok := in.ask(out, "Word (empty line to quit): ")
		if !ok || line == "" || isQuit(line) {
			fmt.Fprintln(out, "Bye.")
			return 0
		}
		showPaths(out, board, dict, line, alpha)
	}
}

// showPaths prints every path of word with its score, best first, or why
// there is none. a, when set, is the language's alphabet, which folds the
// word (French: ç is C; Spanish: ñ is Ñ, ch the letter CH) and writes it.
func showPaths(out io.Writer, board *ruzzle.Board, dict *lexicon.DAWG, line string, a *lexicon.Alphabet) {
	word := strings.ToUpper(line)
	fold, last := lexicon.Fold, byte('Z')
	if a != nil {
		fold, last = a.Fold, 'A'+byte(a.Size()-1)
	}
	if f, ok := fold(line); ok {
		word = f // città is CITTA (docs/rules.md)
	}
	for i := 0; i < len(word); i++ {
		if word[i] < 'A' || word[i] > last {
			if last == 'Z' {
				fmt.Fprintf(out, "  %s is not a word: use the letters A-Z only.\n", strconv.Quote(clip(line)))
			} else {
				fmt.Fprintf(out, "  %s is not a word: use the letters of the language only.\n", strconv.Quote(clip(line)))
			}
			return
		}
	}
	shown := word
	if a != nil {
		shown = a.Spell(word)
	}
	if !dict.Contains(word) {
		fmt.Fprintf(out, "  %s is not in the dictionary.\n", clip(shown))
		return
	}
	var paths []ruzzle.ScoredPath
	more := false
	_, complete := board.EachPathWithin(word, ruzzle.MaxPathSteps, func(p ruzzle.Path, score int) bool {
		if len(paths) == maxListedPaths {
			more = true
			return false
		}
		paths = append(paths, ruzzle.ScoredPath{Score: score, Path: append(ruzzle.Path(nil), p...)})
		return true
	})
	if len(paths) == 0 && !complete {
		fmt.Fprintf(out, "  %s: too many ways to try on this board; no path found in the first %d steps.\n", shown, ruzzle.MaxPathSteps)
		return
	}
	if len(paths) == 0 {
		fmt.Fprintf(out, "  %s is not on the board.\n", shown)
		return
	}
	sortScoredPaths(paths)
	switch {
	case more:
		fmt.Fprintf(out, "  %s: more than %d paths; the best of the first %d:\n", shown, maxListedPaths, maxListedPaths)
	case !complete:
		fmt.Fprintf(out, "  %s: too many paths to list them all; the best of the %d met in the first %d steps:\n", shown, len(paths), ruzzle.MaxPathSteps)
	case len(paths) == 1:
		fmt.Fprintf(out, "  %s: 1 path\n", shown)
	default:
		fmt.Fprintf(out, "  %s: %d paths, best first\n", shown, len(paths))
	}
	for _, p := range paths {
		fmt.Fprintf(out, "  %5d  %v\n", p.Score, p.Path)
	}
}

// sortScoredPaths sorts best score first, keeping the order of equal scores.
func sortScoredPaths(ps []ruzzle.ScoredPath) {
	slices.SortStableFunc(ps, func(a, b ruzzle.ScoredPath) int { return b.Score - a.Score })
}

// askBoard asks for the size, the letter rows and the bonus rows, asking
// again after each bad answer with the reason. ok is false when the user
// quits or the input ends. a, for a language with letters beyond Z, reads
// the letter rows as the language writes them (askCells).
func askBoard(in *lineReader, out io.Writer, a *lexicon.Alphabet) (*ruzzle.Board, bool) {
	var n int
	for {
		line, ok := in.ask(out, fmt.Sprintf("Board size n (1-%d): ", ruzzle.MaxSize))
		if !ok || isQuit(line) {
			return nil, false
		}
		v, err := strconv.Atoi(line)
		if err == nil && v >= 1 && v <= ruzzle.MaxSize {
			n = v
			break
		}
		if line != "" {
			fmt.Fprintf(out, "  %s is not a size: type a whole number from 1 to %d.\n", strconv.Quote(clip(line)), ruzzle.MaxSize)
		}
	}
	var letters, bonuses strings.Builder
	for r := 1; r <= n; r++ {
		if a != nil && a.Size() > 26 {
			row, ok := askCells(in, out, fmt.Sprintf("Letters of row %d (%s): ", r, plural(n, "letter", "letters")), n, a)
			if !ok {
				return nil, false
			}
			letters.WriteString(row)
			continue
		}
		row, ok := askRow(in, out, fmt.Sprintf("Letters of row %d (%s A-Z): ", r, plural(n, "letter", "letters")), n, func(c byte) bool {
			_, ok := lexicon.Index(c)
			return ok
		}, "a letter A-Z")
		if !ok {
			return nil, false
		}
		letters.WriteString(row)
	}
	for r := 1; r <= n; r++ {
		row, ok := askRow(in, out, fmt.Sprintf("Bonuses of row %d (%d of d DL, t TL, D DW, T TW, . none): ", r, n), n, func(c byte) bool {
			return ruzzle.Bonus(c).Valid()
		}, "a bonus (d, t, D, T or .)")
		if !ok {
			return nil, false
		}
		bonuses.WriteString(row)
	}
	b, err := ruzzle.New(n, letters.String(), bonuses.String())
	if err != nil { // cannot happen: every row was checked
		fmt.Fprintf(out, "  %v\n", err)
		return nil, false
	}
	return b, true
}

// askRow asks for a row of n characters satisfying valid (spaces between
// them are dropped) until one comes.
func askRow(in *lineReader, out io.Writer, prompt string, n int, valid func(byte) bool, what string) (string, bool) {
	for {
		line, ok := in.ask(out, prompt)
		if !ok || isQuit(line) {
			return "", false
		}
		if line == "" {
			continue
		}
		row := strings.Map(func(r rune) rune {
			if r == ' ' || r == '\t' {
				return -1
			}
			return r
		}, line)
		bad := -1
		for i := 0; i < len(row); i++ {
			if !valid(row[i]) {
				bad = i
				break
			}
		}
		switch {
		case bad >= 0:
			r, _ := utf8.DecodeRuneInString(row[bad:])
			fmt.Fprintf(out, "  %s is not %s.\n", strconv.QuoteRune(r), what)
		case len(row) != n:
			fmt.Fprintf(out, "  the row has %d characters; it needs %d.\n", len(row), n)
		default:
			return row, true
		}
	}
}

// askCells asks for a row of n cells of a's letters until one comes: each
// run of characters between spaces folds as the language folds a word
// (Spanish "CHICO" is CH I C O, "C H" two cells; ñ is Ñ), and the row
// holds the letters as the lexicon writes them ('[' ...).
func askCells(in *lineReader, out io.Writer, prompt string, n int, a *lexicon.Alphabet) (string, bool) {
	for {
		line, ok := in.ask(out, prompt)
		if !ok || isQuit(line) {
			return "", false
		}
		if line == "" {
			continue
		}
		var row strings.Builder
		bad := ""
		for _, run := range strings.Fields(line) {
			f, ok := a.Fold(run)
			if !ok {
				for _, r := range run {
					if g, ok := a.Fold(string(r)); !ok || len(g) != 1 {
						bad = string(r)
						break
					}
				}
				if bad == "" {
					bad = run
				}
				break
			}
			row.WriteString(f)
		}
		switch {
		case bad != "":
			fmt.Fprintf(out, "  %s is not a letter of the language.\n", strconv.Quote(bad))
		case row.Len() != n:
			fmt.Fprintf(out, "  the row has %s; it needs %d.\n", plural(row.Len(), "letter", "letters"), n)
		default:
			return row.String(), true
		}
	}
}

func isQuit(line string) bool {
	return strings.EqualFold(line, "quit") || strings.EqualFold(line, "exit")
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// lineReader reads the user's lines; lines longer than maxLine are cut.
type lineReader struct {
	r   *bufio.Reader
	eof bool
}

const maxLine = 4096

// ask prints prompt and returns the next line without its end and the
// spaces around it; ok is false at the end of the input.
func (l *lineReader) ask(out io.Writer, prompt string) (string, bool) {
	fmt.Fprint(out, prompt)
	if f, ok := out.(*bufio.Writer); ok {
		f.Flush()
	}
	if l.eof {
		fmt.Fprintln(out)
		return "", false
	}
	var line []byte
	for {
		chunk, err := l.r.ReadSlice('\n')
		if len(line) < maxLine {
			line = append(line, chunk[:min(len(chunk), maxLine-len(line))]...)
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err != nil {
			l.eof = true
			if len(line) == 0 {
				fmt.Fprintln(out)
				return "", false
			}
		}
		break
	}
	return strings.TrimSpace(string(line)), true
}
