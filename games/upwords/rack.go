package upwords

import (
	"strings"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/crossword"
)

// maxRackText bounds the typed rack ParseRack reads.
const maxRackText = 200

// ParseRack reads a rack typed in the letters of the game's language
// (cfg.Tiles: lexicon.AlphabetOf folds it): "casa", "ÑANDU", "aeiöü". In
// Spanish "ch", "ll" and "rr" are the tiles CH, LL and RR (as in words);
// spaces separate tiles that would otherwise join ("c h" is a C and an H).
// A rack holds at most cfg.Hand tiles (7 by default), of letters the bag
// has. Refusals: CodeNotLetterTile (a character that is no letter, '?'
// too: Upwords has no jollies), crossword.CodeNoSuchTile,
// crossword.CodeRackFull.
func ParseRack(s string, cfg Config) (crossword.Rack, error) {
	cfg = withDefaults(cfg)
	var r crossword.Rack
	if len(s) > maxRackText {
		return r, refuse(crossword.CodeRackFull, "max", cfg.Hand)
	}
	alpha := alphabetOf(cfg.Tiles)
	_, bag, err := BagTiles(cfg.Tiles)
	if err != nil {
		return r, err
	}
	n := 0
	for _, part := range strings.Fields(s) {
		f, ok := alpha.Fold(part)
		if !ok {
			// Name the first character that is no letter.
			for _, ch := range part {
				if _, ok := alpha.Fold(string(ch)); !ok {
					return crossword.Rack{}, refuse(CodeNotLetterTile, "char", string(ch))
				}
			}
			ch, _ := utf8.DecodeRuneInString(part)
			return crossword.Rack{}, refuse(CodeNotLetterTile, "char", string(ch))
		}
		for i := 0; i < len(f); i++ {
			l := f[i] - 'A'
			if cfg.Tiles == Hasbro && l == qLetter {
				return crossword.Rack{}, refuse(CodeLoneQ)
			}
			if int(l) >= rackLetters || bag&(1<<l) == 0 {
				return crossword.Rack{}, refuse(crossword.CodeNoSuchTile, "letter", alpha.Symbol(l))
			}
			if n++; n > cfg.Hand {
				return crossword.Rack{}, refuse(crossword.CodeRackFull, "max", cfg.Hand)
			}
			r[l]++
		}
	}
	return r, nil
}
