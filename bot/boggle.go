package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/lexicon"
)

// deal fills the round's board: the typed one, or a random one.
func (b *Bot) deal(r *wordRound, typed string, c *handling) error {
	rng := b.rand()
	if strings.TrimSpace(typed) != "" {
		size := 0
		if _, ok := r.Options["size"]; ok {
			size = r.Size
		}
		// A board typed in a language with its own letters: Ñ, Ä, Ç are
		// cells, and in Spanish CH, LL, RR typed together are one cell.
		var a *lexicon.Alphabet
		if !lexicon.FoldsToAZ(r.Lang) {
			a, _ = lexicon.AlphabetOf(r.Lang)
		}
		bd, err := boggle.ParseBoardIn(typed, size, a)
		if err != nil {
			return Errorf(EInvalid, "%s", c.t("That board does not work: %s.", c.refusal(err)))
		}
		r.Size = bd.Size()
		r.Letters = bd.String()
		return nil
	}
	return game(r.Kind).random(b, r, rng, c)
}

// randomRuzzle deals a random Ruzzle board with its bonus squares.
func (b *Bot) randomRuzzle(r *wordRound, rng *rand.Rand, c *handling) error {
	bd, err := ruzzle.Random(rng, r.Size, r.Lang, ruzzleRound(r, c))
	if err != nil {
		return err
	}
	r.Letters, r.Bonuses = bd.Letters(), bd.Bonuses()
	return nil
}

// randomBoggle shakes the configured cubes, or generates a board.
func (b *Bot) randomBoggle(r *wordRound, rng *rand.Rand, _ *handling) error {
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
// for, which sets its bonus squares (ruzzle.Random), counted by the engine
// (ruzzle.BonusRound) from the match's round in a match, else from the
// channel's games: the board is dealt before the game is counted
// (startRound), so this one is c.s.Game+1.
func ruzzleRound(r *wordRound, c *handling) int {
	if r.Match != nil {
		return ruzzle.BonusRound(r.Match.Round())
	}
	return ruzzle.BonusRound(c.s.Game + 1)
}

// newBoggleRound starts the engine's Boggle round on r's board and rules.
func (b *Bot) newBoggleRound(r *wordRound, lex *lexicon.DAWG) error {
	// r.Letters is the board as boggle.Board.String writes it (letters
	// beyond Z as the lexicon writes them: '[' ...).
	var bd boggle.Board
	err := bd.UnmarshalText([]byte(r.Letters))
	if err != nil {
		return err
	}
	if bd.Size() != r.Size {
		return fmt.Errorf("bot: a %dx%d round with a %dx%d board", r.Size, r.Size, bd.Size(), bd.Size())
	}
	rules, err := boggleRules(r)
	if err != nil {
		return err
	}
	r.play, err = boggle.NewRound(bd, lex, rules, r.VsComputer)
	return err
}

// boggleRules are the engine's rules of a Boggle round (also the daily
// Boggle's, dailyBoggle).
func boggleRules(r *wordRound) (boggle.Rules, error) {
	rules := boggle.Rules{MinLetters: r.MinLetters, QuFace: r.QuFace, Tier: r.Dict}
	if !lexicon.FoldsToAZ(r.Lang) {
		rules.Lang = r.Lang // typed words fold by the language (French: ç is C, Spanish: ñ is Ñ)
	}
	if r.Scoring != "" {
		var err error
		if rules.Scoring, err = boggle.ParseScoring(r.Scoring); err != nil {
			return boggle.Rules{}, err
		}
	}
	return rules, nil
}

// loadBoggleRound reads the engine's Boggle round saved in r.Engine.
func (b *Bot) loadBoggleRound(r *wordRound, lex *lexicon.DAWG) (err error) {
	r.play, err = boggle.UnmarshalRound(r.Engine, lex)
	return err
}

// newRuzzleRound starts the engine's Ruzzle round on r's board, with the
// letter values and the length bonus of the bot's options.
func (b *Bot) newRuzzleRound(r *wordRound, lex *lexicon.DAWG) error {
	bd, err := ruzzle.New(r.Size, r.Letters, r.Bonuses)
	if err != nil {
		return err
	}
	if bd.Scoring, err = b.ruzzleScoring(r); err != nil {
		return err
	}
	// Typed words fold by the round's language (French: ç is C, Spanish: ñ
	// is Ñ and ch is the cell CH).
	if r.ruzzle, err = ruzzle.NewRoundIn(r.Lang, bd, lex, r.MinLetters, r.Dict); err != nil {
		return err
	}
	r.play = r.ruzzle.Round
	return nil
}

// ruzzleScoring is how a Ruzzle round's board scores (also the daily
// Ruzzle's, dailyRuzzle): the language's values, the apps' for en and it,
// the Scrabble values for fr, es, de, pt (docs/rules.md, Tiles per
// language), unless the round names a table; the length bonus unless the
// options turn it off.
func (b *Bot) ruzzleScoring(r *wordRound) (ruzzle.Scoring, error) {
	s := ruzzle.Scoring{LengthBonus: !b.opt.RuzzleNoLengthBonus, Values: ruzzle.ValuesFor(r.Lang)}
	if r.Values != "" {
		var err error
		if s.Values, err = ruzzle.ParseValueTable(r.Values); err != nil {
			return ruzzle.Scoring{}, err
		}
	}
	return s, nil
}

// ruzzleValues is the value table RuzzleValues names for a round in lang:
// the configured table holds for RuzzleLang's rounds only ("values: it"
// beside "lang: en" scores English rounds by the Italian app's values);
// every other language's rounds score by their own (docs/rules.md, Ruzzle).
func (o *Options) ruzzleValues(lang string) string {
	if lang != o.RuzzleLang {
		return ""
	}
	return o.RuzzleValues
}

// loadRuzzleRound reads the engine's Ruzzle round saved in r.Engine.
func (b *Bot) loadRuzzleRound(r *wordRound, lex *lexicon.DAWG) (err error) {
	if r.ruzzle, err = ruzzle.UnmarshalRound(r.Engine, lex); err != nil {
		return err
	}
	r.play = r.ruzzle.Round
	return nil
}
