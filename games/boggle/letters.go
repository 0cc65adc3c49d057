package boggle

import (
	"fmt"
	"math/rand/v2"

	"github.com/wordbot/wordbot/games/tiles"
	"github.com/wordbot/wordbot/lexicon"
)

// Frequencies weighs the letters A..Z for boards drawn at random.
type Frequencies [26]int

// EnglishFrequencies are the relative frequencies of letters in English text,
// in hundredths of a percent (the widely published table from Lewand,
// "Cryptological Mathematics", 2000: E 12.70%, T 9.06%, A 8.17%, ...).
var EnglishFrequencies = Frequencies{
	817, 149, 278, 425, 1270, 223, 202, 609, 697, 15, 77, 403, 241, // A-M
	675, 751, 193, 10, 599, 633, 906, 276, 98, 236, 15, 197, 7, // N-Z
}

// ScarabeoFrequencies are the letters of the Scarabeo bag without its
// jollies (docs/rules.md, Scarabeo): A E I O x12, U x4, C R S T x7, L M N x6, B D F G P V x4,
// H Q Z x2; no J, K, W, X, Y.
var ScarabeoFrequencies = Frequencies{
	12, 4, 7, 4, 12, 4, 4, 2, 12, 0, 0, 6, 6, // A-M
	6, 12, 4, 2, 7, 7, 7, 4, 4, 0, 0, 0, 2, // N-Z
}

// LangWeights returns the weight of each letter of lang's alphabet (index
// = the alphabet's letter: 0..25 A-Z, then Ñ, CH, ... as lexicon.AlphabetOf
// numbers them) for a random board in French, Spanish, German or
// Portuguese: the tiles of the language's Scrabble set without its blanks
// (tiles.Boggle). English and Italian, and any other language, have none.
func LangWeights(lang string) ([]int, error) {
	set, ok := tiles.Boggle(lang)
	if !ok {
		return nil, errorf(ErrBadRules, fmt.Sprintf("no boards for language %q (have en, it, fr, es, de, pt)", lang))
	}
	a, err := lexicon.AlphabetOf(lang)
	if err != nil {
		return nil, errorf(ErrBadRules, err.Error())
	}
	index := map[string]int{}
	for l := 0; l < a.Size(); l++ {
		index[a.Symbol(byte(l))] = l
	}
	w := make([]int, a.Size())
	for _, t := range set.Tiles {
		l, ok := index[t.Symbol]
		if !ok {
			return nil, errorf(ErrBadRules, fmt.Sprintf("the %s alphabet has no letter %s", lang, t.Symbol))
		}
		w[l] = t.Count
	}
	return w, nil
}

// RandomLetters draws an n x n board letter by letter with the given weights
// (with replacement: every cell is an independent draw).
func RandomLetters(n int, f Frequencies, rng *rand.Rand) (Board, error) {
	return randomWeighted(n, f[:], rng)
}

// randomWeighted is RandomLetters for weights over any alphabet (letter l
// weighs w[l]).
func randomWeighted(n int, f []int, rng *rand.Rand) (Board, error) {
	total := 0
	for _, w := range f {
		if w < 0 {
			return Board{}, errorf(ErrBadRules, "letter frequencies cannot be negative")
		}
		total += w
	}
	if total == 0 {
		return Board{}, errorf(ErrBadRules, "letter frequencies are all zero")
	}
	if n < MinSize || n > MaxSize {
		return Board{}, refuse(CodeBoardSize, "size", n)
	}
	letters := make([]byte, n*n)
	for i := range letters {
		x := rng.IntN(total)
		l := 0
		for x >= f[l] {
			x -= f[l]
			l++
		}
		letters[i] = byte(l)
	}
	return NewBoard(n, letters)
}

// Generate makes a random n x n board for a language (docs/rules.md,
// Boggle): in English
// ("en", or "" for the default) 4x4 shakes Classic4, 5x5 shakes Big5 and 6x6
// draws letters by EnglishFrequencies; in Italian ("it") every size draws
// letters by ScarabeoFrequencies; in French, Spanish, German and Portuguese
// every size draws by the letters of the language's Scrabble set
// (LangWeights; docs/rules.md, Tiles per language).
func Generate(n int, lang string, rng *rand.Rand) (Board, error) {
	switch lang {
	case "it":
		return RandomLetters(n, ScarabeoFrequencies, rng)
	case "en", "":
	default:
		w, err := LangWeights(lang)
		if err != nil {
			return Board{}, err
		}
		return randomWeighted(n, w, rng)
	}
	switch n {
	case 4:
		return Shake(Classic4(), rng)
	case 5:
		return Shake(Big5(), rng)
	}
	return RandomLetters(n, EnglishFrequencies, rng)
}
