package scarabeo

import (
	"fmt"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/tiles"
	"github.com/wordbot/wordbot/lexicon"
)

// ScrabbleIn returns Scrabble with lang's official tiles (docs/rules.md,
// "Tiles per language"): "en" (or "") and "it" are Scrabble() itself, the
// English set, as before; "fr", "es", "de" and "pt" have their language's
// set, with the tiles beyond A-Z as the letters lexicon.AlphabetOf(lang)
// gives them (Spanish Ñ, CH, LL, RR; German Ä, Ö, Ü; Portuguese Ç). A
// language without a Scrabble set is refused with an error.
func ScrabbleIn(lang string) (*Variant, error) {
	if lexicon.FoldsToAZ(lang) {
		return Scrabble(), nil
	}
	set, err := tiles.Of("scrabble", lang)
	if err != nil {
		return nil, err
	}
	alpha, err := lexicon.AlphabetOf(lang)
	if err != nil {
		return nil, err
	}
	v := Scrabble()
	v.Lang = lang
	v.TileLang = lang
	v.Values = [lexicon.MaxLetter + 1]int{}
	v.Counts = [crossword.Jolly + 1]int{}
	v.Alphabet = 0
	for _, t := range set.Tiles {
		if t.Symbol == tiles.Blank {
			v.Counts[crossword.Jolly] = t.Count
			continue
		}
		f, ok := alpha.Fold(t.Symbol)
		if !ok || len(f) != 1 || f[0] < 'A' || f[0] > 'A'+lexicon.MaxLetter {
			return nil, fmt.Errorf("Scrabble in %q: the tile %s is no letter of the language", lang, t.Symbol)
		}
		l := f[0] - 'A'
		v.Values[l] = t.Value
		v.Counts[l] = t.Count
		v.Alphabet |= 1 << l
	}
	v.mustInit()
	return v, nil
}
