package upwords

import (
	"fmt"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/tiles"
)

// Limits of the configurable settings (docs/rules.md, Upwords).
const (
	MinSize   = 6  // smallest board side
	MaxSize   = 16 // largest board side
	MinHand   = 2  // smallest hand
	MaxHand   = 12 // largest hand
	MaxHeight = 5  // tallest stack
	// Bonus is the score for a move that plays a full hand (all 7 tiles
	// with the default hand).
	Bonus = 20
	// Penalty is what each tile left on a rack costs at the end.
	Penalty = 5
)

// Config holds a game's settings. The zero value of a field means its
// default.
type Config struct {
	// Size is the side of the square board (default 10, MinSize..MaxSize).
	Size int `json:"size"`
	// Hand is the number of tiles on a full rack (default 7).
	Hand int `json:"hand"`
	// CheckMinLength is the length from which formed words must be in the
	// lexicon (default 2: every word, the official rule; 4 is the rule of
	// docs/sources.md, seed 001, under which any two- or three-letter string passes).
	CheckMinLength int `json:"check_min_length"`
	// Tiles is the language of the bag: "" for the seed's bag of 118
	// (BagCounts, English and Italian games), "fr" for the French bag of
	// 100 (docs/rules.md, Tiles per language). Spanish, German and
	// Portuguese bags hold letters beyond A-Z, which the engine does not
	// play yet.
	Tiles string `json:"tiles,omitempty"`
}

// DefaultConfig returns the official settings: a 10x10 board, hands of 7,
// every word checked.
func DefaultConfig() Config { return Config{Size: 10, Hand: 7, CheckMinLength: 2} }

// Normalize fills the zero fields with their defaults and checks the ranges.
func (c Config) Normalize() (Config, error) {
	d := DefaultConfig()
	if c.Size == 0 {
		c.Size = d.Size
	}
	if c.Hand == 0 {
		c.Hand = d.Hand
	}
	if c.CheckMinLength == 0 {
		c.CheckMinLength = d.CheckMinLength
	}
	switch {
	case c.Size < MinSize || c.Size > MaxSize:
		return c, refuse(CodeBoardRange, "min", MinSize, "max", MaxSize)
	case c.Hand < MinHand || c.Hand > MaxHand:
		return c, refuse(CodeHandRange, "min", MinHand, "max", MaxHand)
	case c.CheckMinLength < 2 || c.CheckMinLength > 99:
		return c, refuse(CodeCheckRange, "min", 2, "max", 99)
	}
	if _, err := bagOf(c.Tiles); err != nil {
		return c, err
	}
	return c, nil
}

// BagTiles returns for a game's bag language (Config.Tiles) the count of
// each tile, and the alphabet of its letters (bit l for letter 'A'+l); an
// error for a bag the engine cannot play.
func BagTiles(lang string) (counts [crossword.Jolly + 1]int, alphabet uint32, err error) {
	counts, err = bagOf(lang)
	for l, n := range counts[:26] {
		if n > 0 {
			alphabet |= 1 << l
		}
	}
	return counts, alphabet, err
}

func bagOf(lang string) ([crossword.Jolly + 1]int, error) {
	if lang == "" {
		return BagCounts, nil
	}
	set, err := tiles.Of("upwords", lang)
	if lang == "en" || lang == "it" {
		err = fmt.Errorf("upwords: the %s bag is the seed's: leave tiles empty", lang)
	}
	if err != nil {
		return [crossword.Jolly + 1]int{}, err
	}
	var c [crossword.Jolly + 1]int
	for _, t := range set.Tiles {
		if len(t.Symbol) != 1 || t.Symbol[0] < 'A' || t.Symbol[0] > 'Z' {
			return [crossword.Jolly + 1]int{}, fmt.Errorf("upwords: the %s bag has the tile %s, beyond A-Z: not playable yet (docs/rules.md, Tiles per language)", lang, t.Symbol)
		}
		c[t.Symbol[0]-'A'] = t.Count
	}
	return c, nil
}

// TilesFor is the Config.Tiles of a game in lang: "fr" for French, ""
// (the seed's bag) for English, Italian and any other.
func TilesFor(lang string) string {
	if lang == "fr" {
		return "fr"
	}
	return ""
}

// BagCounts is the seed's bag of 118 tiles, the same for every board size:
// O x15, A x14, I x12, E x11, C R S T x6, L M N U x5, B D F P V x3, G H Z x2,
// Q x1 (no J, K, W, X, Y).
var BagCounts = func() [crossword.Jolly + 1]int {
	var c [crossword.Jolly + 1]int
	set := func(letters string, n int) {
		for i := 0; i < len(letters); i++ {
			c[letters[i]-'A'] = n
		}
	}
	set("O", 15)
	set("A", 14)
	set("I", 12)
	set("E", 11)
	set("CRST", 6)
	set("LMNU", 5)
	set("BDFPV", 3)
	set("GHZ", 2)
	set("Q", 1)
	return c
}()

// Alphabet is the set of letters in the bag (bit l for letter 'A'+l).
var Alphabet = func() uint32 {
	var a uint32
	for l, n := range BagCounts[:26] {
		if n > 0 {
			a |= 1 << l
		}
	}
	return a
}()
