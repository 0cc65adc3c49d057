package scarabeo

import (
	"fmt"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/tiles"
)

// ScrabbleIn returns Scrabble with lang's official tiles (docs/rules.md,
// "Tiles per language"): "en" (or "") and "it" are Scrabble() itself, the
// English set, as before; "fr" has the French set of 102 tiles. Spanish,
// German and Portuguese have tiles beyond A-Z (CH, LL, RR, Ñ, Ä, Ö, Ü, Ç),
// which the engine does not play yet: they are refused with an error, as
// is any language without a Scrabble set.
func ScrabbleIn(lang string) (*Variant, error) {
	if lang == "" || lang == "en" || lang == "it" {
		return Scrabble(), nil
	}
	set, err := tiles.Of("scrabble", lang)
	if err != nil {
		return nil, err
	}
	v := Scrabble()
	v.Lang = lang
	v.TileLang = lang
	v.Values = [26]int{}
	v.Counts = [27]int{}
	v.Alphabet = 0
	for _, t := range set.Tiles {
		switch {
		case t.Symbol == tiles.Blank:
			v.Counts[crossword.Jolly] = t.Count
		case len(t.Symbol) == 1 && t.Symbol[0] >= 'A' && t.Symbol[0] <= 'Z':
			l := t.Symbol[0] - 'A'
			v.Values[l] = t.Value
			v.Counts[l] = t.Count
			v.Alphabet |= 1 << l
		default:
			return nil, fmt.Errorf("Scrabble in %q has the tile %s, beyond A-Z: not playable yet (docs/rules.md, Tiles per language)", lang, t.Symbol)
		}
	}
	v.mustInit()
	return v, nil
}
