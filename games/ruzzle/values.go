package ruzzle

import (
	"fmt"

	"github.com/wordbot/wordbot/games/tiles"
	"github.com/wordbot/wordbot/lexicon"
)

// ValueTable names a table of letter values. The zero value is ValuesIT.
type ValueTable uint8

const (
	// ValuesIT is the table of docs/rules.md, Ruzzle, equal to the Italian
	// Ruzzle app:
	// A E I O 1; C R S T 2; L M N U 3; Y 4; B D F K P V 5; G H Z 8; J Q W X 10.
	ValuesIT ValueTable = iota
	// ValuesEN is the English Ruzzle app's table (config `values: en`):
	// A E I L N O R S T 1; D U 2; G M 3; B C F H P V W Y 4; K 5; X 8; J Q Z 10.
	ValuesEN
	// ValuesFR, ValuesES, ValuesDE and ValuesPT: each letter's value in the
	// language's Scrabble set (docs/rules.md, Tiles per language), indexed
	// by the language's alphabet (lexicon.AlphabetOf: A-Z, then Ñ, CH, Ä...).
	ValuesFR
	ValuesES
	ValuesDE
	ValuesPT
)

// tableLangs names the tables, in ValueTable order.
var tableLangs = [...]string{ValuesIT: "it", ValuesEN: "en", ValuesFR: "fr", ValuesES: "es", ValuesDE: "de", ValuesPT: "pt"}

// ValuesFor returns the value table of a round's language: en the English
// app's, fr, es, de, pt their Scrabble values, anything else the Italian
// app's (the default).
func ValuesFor(lang string) ValueTable {
	if t, err := ParseValueTable(lang); err == nil {
		return t
	}
	return ValuesIT
}

// scrabbleValues is lang's table from games/tiles, on lang's alphabet.
func scrabbleValues(lang string) [lexicon.MaxLetter + 1]int {
	var t [lexicon.MaxLetter + 1]int
	set, err := tiles.Of("ruzzle", lang)
	if err != nil {
		panic(err)
	}
	a, err := lexicon.AlphabetOf(lang)
	if err != nil {
		panic(err)
	}
	for l := 0; l < a.Size(); l++ {
		if x, ok := set.Tile(a.Symbol(byte(l))); ok {
			t[l] = x.Value
		}
	}
	return t
}

var valueTables = [...][lexicon.MaxLetter + 1]int{
	ValuesFR: scrabbleValues("fr"),
	ValuesES: scrabbleValues("es"),
	ValuesDE: scrabbleValues("de"),
	ValuesPT: scrabbleValues("pt"),
	ValuesIT: {
		//  A  B  C  D  E  F  G  H  I  J   K  L  M  N  O  P  Q   R  S  T  U  V  W   X   Y  Z
		1, 5, 2, 5, 1, 5, 8, 8, 1, 10, 5, 3, 3, 3, 1, 5, 10, 2, 2, 2, 3, 5, 10, 10, 4, 8,
	},
	ValuesEN: {
		//  A  B  C  D  E  F  G  H  I  J   K  L  M  N  O  P  Q   R  S  T  U  V  W  X  Y  Z
		1, 4, 4, 2, 1, 4, 3, 4, 1, 10, 5, 1, 3, 1, 1, 4, 10, 1, 1, 1, 2, 4, 4, 8, 4, 10,
	},
}

// Value returns the value of letter (0..25 A-Z and the language's letters
// beyond Z up to lexicon.MaxLetter, or 'A'-'Z'/'a'-'z'); 0 for anything else.
func (t ValueTable) Value(letter byte) int {
	if letter >= 'a' && letter <= 'z' {
		letter -= 'a'
	} else if letter >= 'A' && letter <= 'Z' {
		letter -= 'A'
	}
	if letter > lexicon.MaxLetter || int(t) >= len(valueTables) {
		return 0
	}
	return valueTables[t][letter]
}

// String returns the table's config name: "it", "en", "fr", "es", "de", "pt".
func (t ValueTable) String() string {
	if int(t) < len(tableLangs) {
		return tableLangs[t]
	}
	return fmt.Sprintf("ValueTable(%d)", uint8(t))
}

// ParseValueTable maps a name ("it", "en", "fr", "es", "de", "pt") to its
// table.
func ParseValueTable(name string) (ValueTable, error) {
	for t, n := range tableLangs {
		if n == name {
			return ValueTable(t), nil
		}
	}
	return 0, fmt.Errorf("unknown letter values %q (want it, en, fr, es, de or pt)", name)
}

// Scoring is how a board scores a path. The zero value is the offline
// scoring of docs/rules.md, Ruzzle: the Italian values and no length bonus.
type Scoring struct {
	Values ValueTable
	// LengthBonus adds the app's +5 points per letter beyond 4 (bot rounds;
	// docs/rules.md, `length_bonus`). Offline mode never sets it.
	LengthBonus bool
}

// lengthBonus returns the points LengthBonus adds to a word of n letters.
func lengthBonus(n int) int {
	if n <= 4 {
		return 0
	}
	return 5 * (n - 4)
}

// maxWordMult caps the product of word bonuses so that no score overflows
// (3^27 would be reached only by a 27-letter word crossing 27 TW squares).
const maxWordMult = 1 << 42

// mulWord multiplies the word multiplier m by k (2 or 3), saturating at
// maxWordMult.
func mulWord(m, k int) int {
	if m *= k; m > maxWordMult {
		return maxWordMult
	}
	return m
}
