package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/gcg"
	"github.com/wordbot/wordbot/games/review"
	"github.com/wordbot/wordbot/games/scarabeo"
)

func init() {
	register(command{name: "review", summary: "review a GCG record move by move: each move against the best one", run: runReview})
}

// runReview is `wordbot review [--game scrabble|scarabeo] [--lang L]
// [--lexicon FILE] [--json] FILE.gcg` (docs/cli.md): one line per move
// (turn, player, what was played and its score, the best play and its
// score, the points lost, a missed bingo), then one summary line per
// player. Exit 0, or 2 on a bad record or flag.
func runReview(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("wordbot review", flag.ContinueOnError)
	fs.SetOutput(stderr)
	game := fs.String("game", "scrabble", "the record's game: scrabble or scarabeo (default: the one its #title names, else scrabble)")
	asJSON := fs.Bool("json", false, "one JSON object per move, then one per player")
	var dict dictFlags
	dict.add(fs, "en")
	fs.StringVar(&dict.dict, "lexicon", "", "plain word list `FILE` (as --dict): the record's lexicon, such as ENABLE2K or CSW")
	if err := parseFlags(fs, args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "wordbot review: "+format+"\n", a...)
		return 2
	}
	if *game != "scrabble" && *game != "scarabeo" {
		return fail("--game must be scrabble or scarabeo")
	}
	langGiven, gameGiven := false, false
	fs.Visit(func(fl *flag.Flag) {
		langGiven = langGiven || fl.Name == "lang" || fl.Name == "dict" || fl.Name == "lexicon"
		gameGiven = gameGiven || fl.Name == "game"
	})
	if fs.NArg() != 1 {
		return fail("give one record: wordbot review FILE.gcg")
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
	// the bot's /export names its game in #title (docs/records.md): a
	// Scarabeo record is reviewed as Scarabeo unless --game says otherwise
	if !gameGiven && (rec.Title == "scarabeo" || rec.Title == "scrabble") {
		*game = rec.Title
	}
	v, err := scarabeo.VariantByName(*game)
	if err != nil {
		return fail("--game must be scrabble or scarabeo")
	}
	if !langGiven {
		dict.lang = v.Lang
	}
	if v, err = recordVariant(v, rec, &dict, langGiven); err != nil {
		return fail("%s: %v", fs.Arg(0), err)
	}
	lex, err := dict.load()
	if err != nil {
		return fail("%v", err)
	}
	leave := computer.Leaves[v.Name]
	if v.TileLang != "" && v.TileLang != "en" {
		leave = computer.Leaves[v.Name+"-"+v.TileLang]
	}
	turns, err := review.Record(rec, scarabeo.NewGenerator(v, lex), leave)
	if err != nil {
		return fail("%s: %v", fs.Arg(0), err)
	}
	var players []string
	for _, p := range rec.Players {
		players = append(players, p.Nick)
	}
	for _, t := range turns {
		if !slices.Contains(players, t.Player) {
			players = append(players, t.Player)
		}
	}
	spell := func(m crossword.Move) string { return m.Pos() + " " + v.Spell(m.Word) }
	for _, t := range turns {
		line := reviewLine(t, spell, v.Spell)
		if *asJSON {
			b, _ := json.Marshal(line)
			fmt.Fprintf(stdout, "%s\n", b)
			continue
		}
		fmt.Fprintf(stdout, "%d %s %s %d best %s %d lost %d", line.Turn, line.Player, line.Played, line.Score, line.Best, line.BestScore, line.Lost)
		if line.BingoMissed != "" {
			fmt.Fprintf(stdout, " bingo missed: %s %d", line.BingoMissed, line.BingoScore)
		}
		fmt.Fprintln(stdout)
	}
	for _, p := range players {
		s := review.Summarize(p, turns)
		if s.Turns == 0 {
			continue
		}
		sum := summaryJSON{Player: p, Turns: s.Turns, Scored: s.Scored, Best: s.Best, Lost: s.Lost, Efficiency: s.Efficiency}
		for _, i := range s.Costliest {
			sum.Costliest = append(sum.Costliest, turns[i].Number)
		}
		if *asJSON {
			b, _ := json.Marshal(map[string]summaryJSON{"summary": sum})
			fmt.Fprintf(stdout, "%s\n", b)
			continue
		}
		costly := "none"
		if len(sum.Costliest) > 0 {
			costly = strings.Trim(strings.Join(strings.Fields(fmt.Sprint(sum.Costliest)), ", "), "[]")
		}
		fmt.Fprintf(stdout, "%s: scored %d, best %d, lost %d in %s, efficiency %.1f%%, costliest turns %s\n",
			p, s.Scored, s.Best, s.Lost, plural(s.Turns, "turn", "turns"), 100*s.Efficiency, costly)
	}
	return 0
}

// turnJSON is one reviewed move, as --json writes it and the text line
// reads it (docs/cli.md).
type turnJSON struct {
	Turn        int     `json:"turn"`
	Player      string  `json:"player"`
	Played      string  `json:"played"` // "8H RAT", "exchange EI", "pass", "8H RAT withdrawn"
	Score       int     `json:"score"`
	Best        string  `json:"best"` // "-" when no play was possible
	BestScore   int     `json:"best_score"`
	Lost        int     `json:"lost"`
	EquityLost  float64 `json:"equity_lost"`
	BestEquity  string  `json:"best_equity"`
	BingoMissed string  `json:"bingo_missed,omitempty"`
	BingoScore  int     `json:"bingo_score,omitempty"`
}

type summaryJSON struct {
	Player     string  `json:"player"`
	Turns      int     `json:"turns"`
	Scored     int     `json:"scored"`
	Best       int     `json:"best"`
	Lost       int     `json:"lost"`
	Efficiency float64 `json:"efficiency"`
	Costliest  []int   `json:"costliest"`
}

func reviewLine(t review.Turn, spell func(crossword.Move) string, spellRack func(string) string) turnJSON {
	l := turnJSON{Turn: t.Number, Player: t.Player, Score: t.Score, Best: "-", BestEquity: "-", Lost: t.Lost}
	l.EquityLost = float64(int(t.EquityLost*100+0.5)) / 100
	switch t.Kind {
	case review.Play:
		l.Played = spell(t.Played)
		if t.Withdrawn {
			l.Played += " withdrawn"
		}
	case review.Exchange:
		l.Played = "exchange"
		if len(t.Given) > 0 {
			var r crossword.Rack
			r.Add(t.Given)
			l.Played += " " + spellRack(r.String())
		}
	default:
		l.Played = "pass"
	}
	if t.HasBest {
		l.Best, l.BestScore, l.BestEquity = spell(t.Best), t.Best.Score, spell(t.BestEquity)
	}
	if t.MissedBingo {
		l.BingoMissed, l.BingoScore = spell(t.BestBingo), t.BestBingo.Score
	}
	return l
}
