// Package tiles holds the tile sets of every game in every language the
// project plays: Scrabble's official distributions and letter values,
// Ruzzle's letter values, Upwords' bags and Boggle's letter frequencies
// (docs/rules.md, "Tiles per language", which cites the sources).
//
// A tile is named by its symbol as the language writes it in upper case:
// "A".."Z", "Ñ", "Ç", "Ä", and the Spanish two-letter tiles "CH", "LL", "RR";
// the blank is "?". The package imports no game: the engines map the
// symbols to their letters through the language's alphabet.
package tiles

import (
	"fmt"
	"strings"
)

// Blank is the symbol of a blank tile (a jolly).
const Blank = "?"

// Tile is one kind of tile in a set.
type Tile struct {
	Symbol string // "A", "Ñ", "CH", or Blank
	Count  int    // tiles of this kind in the bag (0 for Ruzzle's values)
	Value  int    // points (0 for a blank and for Upwords, whose tiles have none)
}

// Set is a game's tiles in one language, in the language's alphabetical
// order, the blank last.
type Set struct {
	Game  string // "scrabble", "scarabeo", "ruzzle" or "upwords"
	Lang  string // "en", "it", "fr", "es", "de", "pt"
	Name  string // "" for the game's set in Lang, or a named one: "hasbro" (OfSet)
	Tiles []Tile
}

// Total returns the number of tiles in the bag (the sum of the counts).
func (s Set) Total() int {
	n := 0
	for _, t := range s.Tiles {
		n += t.Count
	}
	return n
}

// Tile returns the tile of symbol sym and whether the set has it.
func (s Set) Tile(sym string) (Tile, bool) {
	for _, t := range s.Tiles {
		if t.Symbol == sym {
			return t, true
		}
	}
	return Tile{}, false
}

// Games are the games that have tile sets, as `wordbot tiles --game` names them.
var Games = []string{"scrabble", "scarabeo", "ruzzle", "upwords"}

// Langs are the languages every game has a set for (Scarabeo: it only).
var Langs = []string{"en", "it", "fr", "es", "de", "pt"}

// Of returns the set of game in lang, or an error naming what exists.
func Of(game, lang string) (Set, error) {
	var m map[string]Set
	switch game {
	case "scrabble":
		m = scrabbleSets
	case "scarabeo":
		m = scarabeoSets
	case "ruzzle":
		m = ruzzleSets
	case "upwords":
		m = upwordsSets
	default:
		return Set{}, fmt.Errorf("unknown game %q (have %s)", game, strings.Join(Games, ", "))
	}
	s, ok := m[lang]
	if !ok {
		have := Langs
		if game == "scarabeo" {
			have = []string{"it"}
		}
		return Set{}, fmt.Errorf("no %s tiles for language %q (have %s)", game, lang, strings.Join(have, ", "))
	}
	// A copy, so that no caller changes the package's data.
	s.Tiles = append([]Tile(nil), s.Tiles...)
	return s, nil
}

// alphabets are the languages' tile symbols in alphabetical order (the
// order a set is listed in). Spanish puts CH after C, LL after L, Ñ after N
// and RR after R, as its official alphabet of the Scrabble set does; German
// puts each umlaut after its vowel, Portuguese Ç after C.
var alphabets = map[string][]string{
	"en": split("A B C D E F G H I J K L M N O P Q R S T U V W X Y Z"),
	"it": split("A B C D E F G H I J K L M N O P Q R S T U V W X Y Z"),
	"fr": split("A B C D E F G H I J K L M N O P Q R S T U V W X Y Z"),
	"es": split("A B C CH D E F G H I J K L LL M N Ñ O P Q R RR S T U V W X Y Z"),
	"de": split("A Ä B C D E F G H I J K L M N O Ö P Q R S T U Ü V W X Y Z"),
	"pt": split("A B C Ç D E F G H I J K L M N O P Q R S T U V W X Y Z"),
	// English with the Qu tile of Hasbro's Upwords set in the place of Q.
	"en-qu": split("A B C D E F G H I J K L M N O P QU R S T U V W X Y Z"),
}

// Sets are the named sets OfSet knows, as `wordbot tiles --set` names them.
var Sets = []string{"hasbro"}

// OfSet returns game's set in lang named set: "" is Of's; "hasbro" is
// Hasbro's English Upwords set of 100 tiles with its Qu tile (game
// upwords, lang en only).
func OfSet(game, lang, set string) (Set, error) {
	switch set {
	case "":
		return Of(game, lang)
	case "hasbro":
		if game != "upwords" || lang != "en" {
			return Set{}, fmt.Errorf("the hasbro set is Upwords' in English only (--game upwords --lang en), not %s in %q", game, lang)
		}
		s := upwordsHasbro()
		s.Tiles = append([]Tile(nil), s.Tiles...)
		return s, nil
	}
	return Set{}, fmt.Errorf("unknown set %q (have %s)", set, strings.Join(Sets, ", "))
}

func split(s string) []string { return strings.Fields(s) }

// build makes a set from groups written as the sources list them,
// "VALUE: SYMBOLxCOUNT ..." ("1: Ex15 Ax9", "0: ?x2"); count 0 is written
// without "x" (Ruzzle: "1: A E I O"). The tiles come out in lang's
// alphabetical order, the blank last. A symbol twice, or one outside the
// alphabet, panics: the sets are the package's own data, checked by tests.
func build(game, lang string, groups ...string) Set {
	type vc struct{ value, count int }
	got := map[string]vc{}
	for _, g := range groups {
		head, body, ok := strings.Cut(g, ":")
		if !ok {
			panic("tiles: group without value: " + g)
		}
		var value int
		if _, err := fmt.Sscan(head, &value); err != nil {
			panic("tiles: bad value in " + g)
		}
		for _, f := range strings.Fields(body) {
			sym, cnt, hasCount := strings.Cut(f, "x")
			count := 0
			if hasCount {
				if _, err := fmt.Sscan(cnt, &count); err != nil || count < 1 {
					panic("tiles: bad count in " + f)
				}
			}
			if _, dup := got[sym]; dup {
				panic("tiles: " + sym + " twice in " + game + " " + lang)
			}
			got[sym] = vc{value, count}
		}
	}
	s := Set{Game: game, Lang: lang}
	for _, sym := range alphabets[lang] {
		if x, ok := got[sym]; ok {
			s.Tiles = append(s.Tiles, Tile{Symbol: sym, Count: x.count, Value: x.value})
			delete(got, sym)
		}
	}
	if x, ok := got[Blank]; ok {
		s.Tiles = append(s.Tiles, Tile{Symbol: Blank, Count: x.count, Value: x.value})
		delete(got, Blank)
	}
	for sym := range got {
		panic("tiles: " + sym + " is not a letter of " + lang)
	}
	return s
}
