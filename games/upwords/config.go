package upwords

import (
	"fmt"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/tiles"
	"github.com/wordbot/wordbot/lexicon"
)

// Limits of the configurable settings (docs/rules.md, Upwords).
const (
	MinSize   = 6  // smallest board side
	MaxSize   = 16 // largest board side
	MinHand   = 2  // smallest hand
	MaxHand   = 12 // largest hand
	MaxHeight = 5  // tallest stack
	// CheckMinLength's range: 2 checks every word; a length beyond the
	// board's side checks none.
	MinCheckLength = 2
	MaxCheckLength = 99
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
	// (BagCounts, English and Italian games), "fr", "es", "de" or "pt" for
	// that language's bag of 100 (docs/rules.md, Tiles per language). It
	// also gives the game's alphabet: the letters beyond Z (Spanish Ñ, CH,
	// LL, RR; German Ä, Ö, Ü; Portuguese Ç) and how typed words fold
	// (lexicon.AlphabetOf). Hasbro ("hasbro") is Hasbro's English set of
	// 100 with its Qu tile (hasbro.go), for English games.
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
	case c.CheckMinLength < MinCheckLength || c.CheckMinLength > MaxCheckLength:
		return c, refuse(CodeCheckRange, "min", MinCheckLength, "max", MaxCheckLength)
	}
	if _, err := bagOf(c.Tiles); err != nil {
		return c, err
	}
	return c, nil
}

// numLetters is the number of letters a board, a rack or a cross-check can
// hold: A-Z (0..25) and the letters some alphabets add beyond Z
// (26..lexicon.MaxLetter). A letter l is the byte 'A'+l in the exported API,
// as lexicon words hold it.
const numLetters = lexicon.MaxLetter + 1

// rackLetters is the number of letters a crossword.Rack counts (its last
// slot, crossword.Jolly, is the jollies Upwords never has).
const rackLetters = min(numLetters, crossword.Jolly)

// Counts is a bag's count of each tile (crossword.NewBag), letter l at l.
type Counts = [crossword.Jolly + 1]int

// BagTiles returns for a game's bag language (Config.Tiles) the count of
// each tile, and the alphabet of its letters (bit l for letter 'A'+l); an
// error for a bag the engine cannot play.
func BagTiles(lang string) (counts Counts, alphabet uint32, err error) {
	counts, err = bagOf(lang)
	for l, n := range counts[:rackLetters] {
		if n > 0 {
			alphabet |= 1 << l
		}
	}
	return counts, alphabet, err
}

func bagOf(lang string) (Counts, error) {
	if lang == "" {
		return BagCounts, nil
	}
	var set tiles.Set
	var err error
	if lang == Hasbro {
		set, err = tiles.OfSet("upwords", "en", Hasbro)
	} else {
		set, err = tiles.Of("upwords", lang)
	}
	if lexicon.FoldsToAZ(lang) {
		err = fmt.Errorf("upwords: the %s bag is the seed's: leave tiles empty", lang)
	}
	if err != nil {
		return Counts{}, err
	}
	a := AlphabetOf(lang)
	var c Counts
	for _, t := range set.Tiles {
		// A tile is one letter of the alphabet: "CH" folds to Spanish's
		// letter CH, "Ñ" to letter 26.
		f, ok := a.Fold(t.Symbol)
		if !ok || len(f) != 1 {
			return Counts{}, fmt.Errorf("upwords: the %s bag's tile %s is not one letter", lang, t.Symbol)
		}
		l := int(f[0] - 'A')
		if l >= rackLetters {
			return Counts{}, fmt.Errorf("upwords: the %s bag has the tile %s, beyond what a rack holds", lang, t.Symbol)
		}
		c[l] = t.Count
	}
	return c, nil
}

// TilesFor is the Config.Tiles of a game in lang: the language's own bag
// for French, Spanish, German and Portuguese, "" (the seed's bag) for
// English, Italian and any other.
func TilesFor(lang string) string {
	switch lang {
	case "fr", "es", "de", "pt":
		return lang
	}
	return ""
}

// AlphabetOf is the alphabet of a game whose bag is tiles (Config.Tiles):
// the bag's language, English's (A-Z, accents folded) for the seed's bag,
// English with the Qu tile as letter 26 ("en-qu") for Hasbro's; it writes
// the game's tiles (Symbol) and folds what players type (Fold).
func AlphabetOf(tiles string) *lexicon.Alphabet { return alphabetOf(tiles) }

// alphabetOf is AlphabetOf.
func alphabetOf(tiles string) *lexicon.Alphabet {
	switch tiles {
	case "":
		tiles = "en"
	case Hasbro:
		tiles = "en-qu"
	}
	a, err := lexicon.AlphabetOf(tiles)
	if err != nil {
		a, _ = lexicon.AlphabetOf("en") // Normalize refused the game
	}
	return a
}

// BagCounts is the seed's bag of 118 tiles, the same for every board size:
// O x15, A x14, I x12, E x11, C R S T x6, L M N U x5, B D F P V x3, G H Z x2,
// Q x1 (no J, K, W, X, Y).
var BagCounts = func() Counts {
	var c Counts
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
	for l, n := range BagCounts[:rackLetters] {
		if n > 0 {
			a |= 1 << l
		}
	}
	return a
}()
