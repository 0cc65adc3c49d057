package bot

import (
	"github.com/wordbot/wordbot/render"
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/lexicon"
)

// deal fills the round's board: the typed one, or a random one.
func (b *Bot) deal(r *wordRound, typed string, c *ctx) error {
	rng := b.rand()
	if strings.TrimSpace(typed) != "" {
		size := 0
		if _, ok := r.Options["size"]; ok {
			size = r.Size
		}
		bd, err := boggle.ParseBoard(typed, size)
		if err != nil {
			return Errorf(EInvalid, "%s", c.t("That board does not work: %s.", c.refusal(err)))
		}
		r.Size = bd.Size()
		if _, ok := r.Options["min_letters"]; !ok && r.Size > 4 && b.opt.BoggleMinLetters == 0 {
			r.MinLetters = 4
		}
		r.Letters = bd.String()
		return nil
	}
	return game(r.Kind).random(b, r, rng, c)
}

// randomRuzzle deals a random Ruzzle board with its bonus squares.
func (b *Bot) randomRuzzle(r *wordRound, rng *rand.Rand, c *ctx) error {
	bd, err := ruzzle.Random(rng, r.Size, r.Lang, ruzzleRound(r, c))
	if err != nil {
		return err
	}
	r.Letters, r.Bonuses = bd.Letters(), bd.Bonuses()
	return nil
}

// randomBoggle shakes the configured cubes, or generates a board.
func (b *Bot) randomBoggle(r *wordRound, rng *rand.Rand, _ *ctx) error {
	if cubes := b.opt.BoggleCubes; len(cubes) == r.Size*r.Size {
		bd, err := boggle.Shake(cubes, rng)
		if err != nil {
			return err
		}
		r.Letters = bd.String()
		return nil
	}
	bd, err := boggle.Generate(r.Size, r.Lang, rng)
	if err != nil {
		return err
	}
	r.Letters = bd.String()
	return nil
}

// ruzzleRound is which of the app's three rounds a Ruzzle board is dealt
// for, which sets its bonus squares (ruzzle.Random): the match's round in a
// match, else the channel's games cycle through rounds 1, 2 and 3 as "Play
// again" follows "Play again".
func ruzzleRound(r *wordRound, c *ctx) int {
	n := c.s.Game
	if r.VictoryPoints > 0 && r.MatchRound > 0 {
		n = r.MatchRound
	}
	if n < 1 {
		return 1
	}
	return (n-1)%3 + 1
}

// boggleBoard adapts the Boggle engine to a round.
type boggleBoard struct {
	b     boggle.Board
	lex   *lexicon.DAWG
	rules boggle.Rules
}

func (b *Bot) boggleBoard(r *wordRound) (wordBoard, error) {
	bd, err := boggle.ParseBoard(r.Letters, r.Size)
	if err != nil {
		return nil, err
	}
	lex, err := b.opt.Lexicon(r.Lang)
	if err != nil {
		return nil, err
	}
	rules := boggle.Rules{MinLetters: r.MinLetters, QuFace: r.QuFace, Tier: r.Dict}
	if r.Scoring != "" {
		if rules.Scoring, err = boggle.ParseScoring(r.Scoring); err != nil {
			return nil, err
		}
	}
	return &boggleBoard{b: bd, lex: lex, rules: rules}, nil
}

func (g *boggleBoard) Rows() []string { return g.b.Rows() }

func (g *boggleBoard) Grid(path []cell) render.Grid {
	p := make(boggle.Path, len(path))
	for i, c := range path {
		p[i] = boggle.Pos{Row: c.R, Col: c.C}
	}
	return render.BoggleGrid(g.b, g.rules.QuFace, p)
}

// Check is the engine's judgement (boggle.Rules.Check), its reason as it
// is: not a word of letters A-Z, too short, not in the dictionary (asked
// before the board is searched), not on the board, or untraced when the
// bounded search gave up.
func (g *boggleBoard) Check(word string) (int, []cell, boggle.Reason) {
	v := g.rules.Check(g.b, g.lex, word)
	if v.Reason != boggle.OK {
		return 0, nil, v.Reason
	}
	return v.Points, boggleCells(v.Path), boggle.OK
}

func (g *boggleBoard) All() []foundWord {
	ws := boggle.FindAll(g.b, g.lex, g.rules)
	out := make([]foundWord, len(ws))
	for i, w := range ws {
		out[i] = foundWord{Word: w.Word, Points: w.Points, Path: boggleCells(w.Path)}
	}
	return out
}

func boggleCells(p boggle.Path) []cell {
	out := make([]cell, len(p))
	for i, c := range p {
		out[i] = cell{c.Row, c.Col}
	}
	return out
}

// ruzzleBoard adapts the Ruzzle engine to a round.
type ruzzleBoard struct {
	b    *ruzzle.Board
	bg   boggle.Board
	lex  *lexicon.DAWG
	min  int
	tier lexicon.Tier
}

func (b *Bot) ruzzleBoard(r *wordRound) (wordBoard, error) {
	bd, err := ruzzle.New(r.Size, r.Letters, r.Bonuses)
	if err != nil {
		return nil, err
	}
	bd.Scoring = ruzzle.Scoring{LengthBonus: !b.opt.RuzzleNoLengthBonus}
	if r.Lang == "en" {
		bd.Scoring.Values = ruzzle.ValuesEN
	}
	if r.Values != "" {
		if bd.Scoring.Values, err = ruzzle.ParseValueTable(r.Values); err != nil {
			return nil, err
		}
	}
	bg, err := boggle.ParseBoard(r.Letters, r.Size)
	if err != nil {
		return nil, err
	}
	lex, err := b.opt.Lexicon(r.Lang)
	if err != nil {
		return nil, err
	}
	return &ruzzleBoard{b: bd, bg: bg, lex: lex, min: r.MinLetters, tier: r.Dict}, nil
}

func (g *ruzzleBoard) Rows() []string { return g.bg.Rows() }

func (g *ruzzleBoard) Grid(path []cell) render.Grid {
	p := make(ruzzle.Path, len(path))
	for i, c := range path {
		p[i] = ruzzle.Pos{Row: c.R, Col: c.C}
	}
	return render.RuzzleGrid(g.b, p)
}

// Check scores a typed word: too short, then not in the dictionary, not in
// the round's tier (before the board is searched), then not on the board. The search over the word's
// paths is bounded (ruzzle.MaxPathSteps): on a board of repeated letters it
// scores the best path met within the bound, or calls the word untraced
// when it met none.
func (g *ruzzleBoard) Check(word string) (int, []cell, boggle.Reason) {
	if len(word) < g.min {
		return 0, nil, boggle.TooShort
	}
	if !g.lex.Contains(word) {
		return 0, nil, boggle.NotInLexicon
	}
	if !g.lex.InTier(word, g.tier) {
		return 0, nil, boggle.NotInTier
	}
	pts, path, ok, complete := g.b.ScoreWithin(word, ruzzle.MaxPathSteps)
	switch {
	case !ok && !complete:
		return 0, nil, boggle.Untraced
	case !ok:
		return 0, nil, boggle.NotOnBoard
	}
	return pts, ruzzleCells(path), boggle.OK
}

// All is every word on the board with its best score and path, in one pass
// of the engine's solver.
func (g *ruzzleBoard) All() []foundWord {
	ws := g.b.Solve(g.lex, g.min)
	out := make([]foundWord, 0, len(ws))
	for _, w := range ws {
		if g.tier != lexicon.Full && !g.lex.InTier(w.Word, g.tier) {
			continue
		}
		out = append(out, foundWord{Word: w.Word, Points: w.Score, Path: ruzzleCells(w.Path)})
	}
	return out
}

func ruzzleCells(path ruzzle.Path) []cell {
	out := make([]cell, len(path))
	for i, p := range path {
		out[i] = cell{p.Row, p.Col}
	}
	return out
}
