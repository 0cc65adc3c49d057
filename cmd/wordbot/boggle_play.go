package main

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/internal/inputfile"
	"github.com/wordbot/wordbot/lexicon"
)

// runBogglePlay is the console game of docs/sources.md, seed 004: a human,
// then the computer, on a random or typed board, as many games as the human
// wants (docs/cli.md, Boggle).
func runBogglePlay(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := boggleFlagSet("wordbot boggle play", stderr)
	var bf boggleFlags
	bf.add(fs, 4, "linear")
	seed := fs.Uint64("seed", 0, "random seed for reproducible boards (0: from the clock)")
	size := fs.Int("size", 4, "board size: 4, 5 or 6")
	cubesFile := fs.String("cubes", "", "shake the cubes of `FILE` (one cube of six letters a line) for random boards")
	pos, err := boggleParseArgs(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 0 {
		fmt.Fprintf(stderr, "wordbot boggle: play takes no arguments, got %q\n", pos[0])
		return 2
	}
	rules, err := bf.rules()
	if err == nil && (*size < boggle.MinSize || *size > boggle.MaxSize) {
		err = fmt.Errorf("--size %d is not 4, 5 or 6", *size)
	}
	if err != nil {
		fmt.Fprintf(stderr, "wordbot boggle: %v\n", err)
		return 1
	}
	var cubes []boggle.Cube
	if *cubesFile != "" {
		if cubes, err = readCubeFile(*cubesFile); err != nil {
			fmt.Fprintf(stderr, "wordbot boggle: %v\n", err)
			return 1
		}
		*size, _ = boardSizeOf(len(cubes))
	}
	lex, err := bf.dict.load()
	if err != nil {
		fmt.Fprintf(stderr, "wordbot boggle: %v\n", err)
		return 1
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano())
	}
	g := &consoleGame{
		in:    bufio.NewReader(stdin),
		out:   bufio.NewWriter(stdout),
		lex:   lex,
		rules: rules,
		size:  *size,
		cubes: cubes,
		lang:  bf.dict.lang,
		rng:   rand.New(rand.NewPCG(*seed, *seed^0x9e3779b97f4a7c15)),
	}
	defer g.out.Flush()
	g.intro()
	for g.playOne() {
		if !g.yesNo("Play again (Y/N)? ") {
			break
		}
	}
	g.say("Have a nice day.")
	return 0
}

type consoleGame struct {
	in    *bufio.Reader
	out   *bufio.Writer
	eof   bool
	lex   *lexicon.DAWG
	rules boggle.Rules
	size  int
	cubes []boggle.Cube // custom cubes, if any
	lang  string
	rng   *rand.Rand
}

func (g *consoleGame) say(format string, a ...any) {
	fmt.Fprintf(g.out, format+"\n", a...)
}

// ask prints a prompt and reads a line; ok is false at the end of input.
func (g *consoleGame) ask(prompt string) (string, bool) {
	if g.eof {
		return "", false
	}
	fmt.Fprint(g.out, prompt)
	g.out.Flush()
	line, err := g.in.ReadString('\n')
	if err != nil && line == "" {
		g.eof = true
		fmt.Fprintln(g.out)
		return "", false
	}
	return strings.TrimRight(line, "\r\n"), true
}

// yesNo asks until the answer starts with y or n; the end of input is no.
func (g *consoleGame) yesNo(prompt string) bool {
	for {
		line, ok := g.ask(prompt)
		if !ok {
			return false
		}
		switch a := strings.ToLower(strings.TrimSpace(line)); {
		case strings.HasPrefix(a, "y"):
			return true
		case strings.HasPrefix(a, "n"):
			return false
		}
		g.say("Please type a word that begins with 'y' or 'n'.")
	}
}

func (g *consoleGame) intro() {
	g.say("Welcome to Boggle!")
	g.say("Find words of %d or more letters by linking adjacent letter cubes (across, down or", g.rules.Min(g.size))
	g.say("diagonally), each cube at most once. Then the computer finds every word you missed.")
	g.say("")
}

// board asks for a random or typed board; ok is false at the end of input.
func (g *consoleGame) board() (boggle.Board, bool) {
	random, ok := g.yesNoEOF("Do you want to generate a random board? ")
	if !ok {
		return boggle.Board{}, false
	}
	if random && g.cubes != nil {
		b, err := boggle.Shake(g.cubes, g.rng)
		return b, err == nil
	}
	if random {
		b, err := boggle.Generate(g.size, g.lang, g.rng)
		if err != nil { // a language without boards: English cubes
			b, _ = boggle.Generate(g.size, "en", g.rng)
		}
		return b, true
	}
	n := g.size * g.size
	for {
		line, ok := g.ask(fmt.Sprintf("Type the %d letters to appear on the board: ", n))
		if !ok {
			return boggle.Board{}, false
		}
		b, err := boggle.ParseBoardIn(line, g.size, alphabet(g.rules))
		if err == nil {
			return b, true
		}
		g.say("That is not a valid %d-letter board: %v. Try again.", n, err)
	}
}

// yesNoEOF is yesNo that also says whether the input ended.
func (g *consoleGame) yesNoEOF(prompt string) (yes, ok bool) {
	yes = g.yesNo(prompt)
	return yes, !g.eof
}

func (g *consoleGame) showBoard(b boggle.Board) {
	if a := alphabet(g.rules); a != nil && a.Size() > 26 {
		// Cells as the language writes them, two columns each (CH).
		for r := 0; r < b.Size(); r++ {
			var sb strings.Builder
			for c := 0; c < b.Size(); c++ {
				fmt.Fprintf(&sb, "%-2s", b.Face(r, c, g.rules.Lang, false))
				if c < b.Size()-1 {
					sb.WriteByte(' ')
				}
			}
			g.say("%s", strings.TrimRight(sb.String(), " "))
		}
		return
	}
	for _, row := range b.Rows() {
		g.say("%s", row)
	}
}

func quoted(words []string) string {
	q := make([]string, len(words))
	for i, w := range words {
		q[i] = `"` + w + `"`
	}
	return "{" + strings.Join(q, ", ") + "}"
}

// playOne plays a game; it returns false when the input ended before the
// game began.
func (g *consoleGame) playOne() bool {
	b, ok := g.board()
	if !ok {
		return false
	}
	r, err := boggle.NewRound(b, g.lex, g.rules, true, "You")
	if err != nil {
		g.say("%v", err)
		return false
	}
	g.say("It's your turn!")
	g.showBoard(b)
	g.status(r)
	for {
		line, ok := g.ask("Type a word (or press Enter to end your turn): ")
		if !ok || strings.TrimSpace(line) == "" {
			break
		}
		v, err := r.Submit("You", line)
		if err != nil {
			g.say("%v", err)
			break
		}
		v.Word = boggle.Spell(g.rules.Lang, v.Word)
		g.say("%s", v.Message())
		if v.OK() {
			g.showBoard(b)
			g.status(r)
		}
	}
	res := r.Finish()
	human, _ := res.Player("You")
	cpu, _ := res.Player(boggle.Computer)
	words := make([]string, len(cpu.Words))
	for i, e := range cpu.Words {
		words[i] = boggle.Spell(g.rules.Lang, e.Word)
	}
	g.say("")
	g.say("It's my turn!")
	g.say("My words (%d): %s", len(words), quoted(words))
	g.say("My score: %d", cpu.Total)
	if cpu.Total > human.Total {
		g.say("Ha ha ha, I destroyed you. Better luck next time, puny human!")
	} else {
		g.say("WOW, you defeated me! Congratulations!")
	}
	return true
}

func (g *consoleGame) status(r *boggle.Round) {
	words := r.Words("You")
	for i, w := range words {
		words[i] = boggle.Spell(g.rules.Lang, w)
	}
	g.say("")
	g.say("Your words (%d): %s", len(words), quoted(words))
	g.say("Your score: %d", r.Score("You"))
}

// readCubeFile reads a cube set; errors name the file and line.
func readCubeFile(path string) ([]boggle.Cube, error) {
	f, err := inputfile.Open(path, boggle.MaxCubeFileBytes)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cubes, err := boggle.ReadCubes(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return cubes, nil
}

// boardSizeOf returns n for n*n cubes.
func boardSizeOf(cubes int) (int, bool) {
	for n := boggle.MinSize; n <= boggle.MaxSize; n++ {
		if n*n == cubes {
			return n, true
		}
	}
	return 0, false
}
