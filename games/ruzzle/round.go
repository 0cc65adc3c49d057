package ruzzle

import (
	"encoding/json"
	"fmt"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

// Round is one Ruzzle board played by one or more players, the shape of
// boggle.Round (Play or Submit -> boggle.Verdict, Finish -> boggle.Result,
// the same check order and reasons, docs/rules.md): words score by letter
// values and bonus squares under the board's Scoring, and a word found by
// several players scores for each of them (no shared-word rule). A Round is
// not safe for concurrent use.
type Round struct {
	*boggle.Round
	board *Board
	lex   *lexicon.DAWG
	min   int
	tier  lexicon.Tier
}

// shared: Ruzzle has no shared-word rule.
const shared = false

// NewRound starts a round on b (with its Scoring) with lex; min is the
// shortest word that scores (2 when 0) and tier the part of the dictionary
// that scores (docs/rules.md, Dictionary tiers).
func NewRound(b *Board, lex *lexicon.DAWG, min int, tier lexicon.Tier, players ...string) (*Round, error) {
	return NewRoundIn("", b, lex, min, tier, players...)
}

// MinLetters is the shortest word a Ruzzle round scores unless told
// otherwise: two letters, as the app counts them.
const MinLetters = 2

// NewRoundIn is NewRound in a language whose alphabet folds the words
// players type (boggle.Rules.Lang; docs/rules.md, Tiles per language): ""
// for en and it (accented vowels fold to A-Z), "fr" for French (garçon is
// GARCON), "es" for Spanish (niño is NI-Ñ-O, chico CH-I-C-O: CH is one
// cell), "de" for German (Ä Ö Ü letters of their own, ß is SS), "pt" for
// Portuguese (Ç). The board holds the language's letters (Random).
func NewRoundIn(lang string, b *Board, lex *lexicon.DAWG, min int, tier lexicon.Tier, players ...string) (*Round, error) {
	if lexicon.FoldsToAZ(lang) {
		lang = ""
	}
	if lang != "" {
		if _, err := lexicon.AlphabetOf(lang); err != nil {
			return nil, fmt.Errorf("ruzzle: %w", err)
		}
	}
	if b == nil || lex == nil {
		return nil, fmt.Errorf("ruzzle: a round needs a board and a dictionary")
	}
	if min <= 0 {
		min = MinLetters
	}
	letters, err := boggle.NewBoard(b.Size(), b.letters)
	if err != nil {
		return nil, err
	}
	r := &Round{board: b, lex: lex, min: min, tier: tier}
	r.Round, err = boggle.NewJudgedRound(judge{r}, letters, boggle.Rules{MinLetters: min, Tier: tier, Lang: lang}, shared, false, players...)
	if err != nil {
		return nil, err
	}
	return r, nil
}

// RuzzleBoard returns the round's Ruzzle board (its letters as a boggle.Board are
// the embedded Round's Board).
func (r *Round) RuzzleBoard() *Board { return r.board }

// judge is the Ruzzle Judge of a round.
type judge struct{ r *Round }

// Check judges a word (its letters as the lexicon writes them): too short, then not in the
// dictionary, not in the round's tier (before the board is searched), then
// not on the board. The
// search over the word's paths is bounded (MaxPathSteps): on a board of
// repeated letters it scores the best path met within the bound, or calls
// the word untraced when it met none.
func (j judge) Check(word string) boggle.Verdict {
	v := boggle.Verdict{Word: word}
	switch {
	case len(word) < j.r.min:
		v.Reason = boggle.TooShort
	case !j.r.lex.Contains(word):
		v.Reason = boggle.NotInLexicon
	case !j.r.lex.InTier(word, j.r.tier):
		v.Reason = boggle.NotInTier
	default:
		pts, path, ok, complete := j.r.board.ScoreWithin(word, MaxPathSteps)
		switch {
		case !ok && !complete:
			v.Reason = boggle.Untraced
		case !ok:
			v.Reason = boggle.NotOnBoard
		default:
			v.Points, v.Path = pts, bogglePath(path)
		}
	}
	return v
}

// Game names the game in the round's report.
func (j judge) Game() string { return "Ruzzle" }

// Bonuses are the board's bonus squares, for the round's report.
func (j judge) Bonuses() string { return j.r.board.Bonuses() }

// All is every word on the board with its best score and path, in one pass
// of the solver.
func (j judge) All() []boggle.Word {
	ws := j.r.board.Solve(j.r.lex, j.r.min)
	out := make([]boggle.Word, 0, len(ws))
	for _, w := range ws {
		if j.r.tier == lexicon.Full || j.r.lex.InTier(w.Word, j.r.tier) {
			out = append(out, boggle.Word{Word: w.Word, Points: w.Score, Path: bogglePath(w.Path)})
		}
	}
	return out
}

func bogglePath(p Path) boggle.Path {
	out := make(boggle.Path, len(p))
	for i, c := range p {
		out[i] = boggle.Pos{Row: c.Row, Col: c.Col}
	}
	return out
}

// roundJSON is the saved form of a Round: the Ruzzle board and its scoring
// beside the round's own save (boggle.Round.MarshalJSON).
type roundJSON struct {
	Size        int             `json:"size"`
	Letters     string          `json:"letters"`
	Bonuses     string          `json:"bonuses,omitempty"`
	Values      string          `json:"values"`
	LengthBonus bool            `json:"length_bonus,omitempty"`
	Min         int             `json:"min_letters"`
	Tier        lexicon.Tier    `json:"tier,omitempty"`
	Round       json.RawMessage `json:"round"`
}

// MarshalJSON saves the round; UnmarshalRound takes the dictionary back.
func (r *Round) MarshalJSON() ([]byte, error) {
	inner, err := r.Round.MarshalJSON()
	if err != nil {
		return nil, err
	}
	return json.Marshal(roundJSON{Size: r.board.Size(), Letters: r.board.Letters(), Bonuses: r.board.Bonuses(),
		Values: r.board.Scoring.Values.String(), LengthBonus: r.board.Scoring.LengthBonus, Min: r.min, Tier: r.tier, Round: inner})
}

// UnmarshalRound restores a round saved by MarshalJSON, played on with lex.
func UnmarshalRound(data []byte, lex *lexicon.DAWG) (*Round, error) {
	var j roundJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return nil, fmt.Errorf("ruzzle: saved round: %w", err)
	}
	b, err := New(j.Size, j.Letters, j.Bonuses)
	if err != nil {
		return nil, fmt.Errorf("ruzzle: saved round: %w", err)
	}
	if b.Scoring.Values, err = ParseValueTable(j.Values); err != nil {
		return nil, fmt.Errorf("ruzzle: saved round: %w", err)
	}
	b.Scoring.LengthBonus = j.LengthBonus
	if lex == nil || j.Min < 1 {
		return nil, fmt.Errorf("ruzzle: saved round: no dictionary or minimum length")
	}
	r := &Round{board: b, lex: lex, min: j.Min, tier: j.Tier}
	if r.Round, err = boggle.UnmarshalJudgedRound(j.Round, judge{r}, shared); err != nil {
		return nil, err
	}
	return r, nil
}
