package ruzzle

import (
	"fmt"
	"math/rand/v2"

	"github.com/wordbot/wordbot/games/boggle"
)

// letterWeights are the relative frequencies of the letters on random boards,
// by language, indexed by the language's alphabet (lexicon.AlphabetOf).
var letterWeights = map[string][]int{
	// The Scarabeo bag (docs/rules.md, Scarabeo): A E I O x12, U x4, C R S T x7, L M N x6,
	// B D F G P V x4, H Q Z x2; no J K W X Y.
	"it": {
		//  A  B  C  D   E  F  G  H   I  J  K  L  M  N   O  P  Q  R  S  T  U  V  W  X  Y  Z
		12, 4, 7, 4, 12, 4, 4, 2, 12, 0, 0, 6, 6, 6, 12, 4, 2, 7, 7, 7, 4, 4, 0, 0, 0, 2,
	},
	// The English Scrabble bag without its blanks (98 tiles): E 12; A I 9;
	// O 8; N R T 6; D L S U 4; G 3; B C F H M P V W Y 2; J K Q X Z 1.
	"en": {
		// A B  C  D  E   F  G  H  I  J  K  L  M  N  O  P  Q  R  S  T  U  V  W  X  Y  Z
		9, 2, 2, 4, 12, 2, 3, 2, 9, 1, 1, 4, 2, 6, 8, 2, 1, 6, 4, 6, 4, 2, 2, 1, 2, 1,
	},
}

func init() {
	// French, Spanish, German and Portuguese: the letters of the
	// language's Scrabble set without its blanks (docs/rules.md, Tiles per
	// language), as English draws by its own; Spanish boards have CH, LL,
	// RR and Ñ cells, German Ä, Ö, Ü, Portuguese Ç.
	for _, lang := range []string{"fr", "es", "de", "pt"} {
		w, err := boggle.LangWeights(lang)
		if err != nil {
			panic(err)
		}
		letterWeights[lang] = w
	}
}

// roundBonuses are the bonus squares of a round, as in the app: round 1 one
// DL and one TL; round 2 adds a DW; round 3 adds two DW and a TW. Each round
// keeps the earlier rounds' squares (docs/rules.md, Ruzzle).
var roundBonuses = [][]Bonus{
	1: {DoubleLetter, TripleLetter},
	2: {DoubleLetter, TripleLetter, DoubleWord},
	3: {DoubleLetter, TripleLetter, DoubleWord, DoubleWord, TripleWord},
}

// BonusRound is the app's round (1, 2 or 3: the bonus squares Random deals)
// of the nth board in a row, a channel's rounds as "Play again" follows
// "Play again" or a match's rounds: 1, 2, 3, then 1, 2, 3 again
// (docs/rules.md, Ruzzle). n below 1 counts as the first.
func BonusRound(n int) int {
	if n < 1 {
		return 1
	}
	return (n-1)%(len(roundBonuses)-1) + 1
}

// Random returns a random n x n board for a bot round, drawn from rng.
// Each cell's letter is drawn independently with the frequencies of lang
// ("it": the Scarabeo bag; "en": the English Scrabble bag; "fr", "es", "de",
// "pt": the letters of the language's Scrabble set). The bonus squares
// of round (1, 2 or 3; later rounds use round 3's) go on distinct random
// cells: round 1 one DL and one TL, round 2 those plus a DW, round 3 those
// plus two DW and a TW (5 squares). A board with fewer cells than squares
// gets the first ones of that list. The board scores for a bot round:
// Scoring{Values: ValuesIT, LengthBonus: true}; change b.Scoring for
// `values: en` or `length_bonus: false`.
func Random(rng *rand.Rand, n int, lang string, round int) (*Board, error) {
	if n < 1 || n > MaxSize {
		return nil, refuse(CodeBoardSide, "size", n, "max", MaxSize)
	}
	weights, ok := letterWeights[lang]
	if !ok {
		return nil, fmt.Errorf("unknown language %q for random letters (want it, en, fr, es, de or pt)", lang)
	}
	if round < 1 {
		return nil, fmt.Errorf("round %d: rounds are numbered from 1", round)
	}
	round = min(round, len(roundBonuses)-1)
	total := 0
	for _, w := range weights {
		total += w
	}
	b := newBoard(n)
	b.Scoring = Scoring{Values: ValuesIT, LengthBonus: true}
	for c := range b.letters {
		r := rng.IntN(total)
		l := 0
		for r >= weights[l] {
			r -= weights[l]
			l++
		}
		b.letters[c] = byte(l)
	}
	bonuses := roundBonuses[round]
	cells := make([]int, n*n)
	for i := range cells {
		cells[i] = i
	}
	for i := 0; i < len(bonuses) && i < len(cells); i++ {
		j := i + rng.IntN(len(cells)-i) // a partial Fisher-Yates shuffle
		cells[i], cells[j] = cells[j], cells[i]
		b.bonus[cells[i]] = bonuses[i]
	}
	return b, nil
}
