package tiles

// Ruzzle's letter values (docs/rules.md, "Tiles per language"). A Ruzzle
// board has no bag: every count is 0.
var ruzzleSets = map[string]Set{
	// English: the English Ruzzle app's table (games/ruzzle ValuesEN, config
	// `values: en`).
	"en": build("ruzzle", "en",
		"1: A E I L N O R S T",
		"2: D U",
		"3: G M",
		"4: B C F H P V W Y",
		"5: K",
		"8: X",
		"10: J Q Z",
	),
	// Italian: the Italian Ruzzle app's table (games/ruzzle ValuesIT, the
	// default).
	"it": build("ruzzle", "it",
		"1: A E I O",
		"2: C R S T",
		"3: L M N U",
		"4: Y",
		"5: B D F K P V",
		"8: G H Z",
		"10: J Q W X",
	),
	// French, Spanish, German, Portuguese: no published table of the app
	// is at hand, so each letter is worth its value in the language's
	// Scrabble set, for the letters that set has (ruzzleFromScrabble).
	"fr": ruzzleFromScrabble("fr"),
	"es": ruzzleFromScrabble("es"),
	"de": ruzzleFromScrabble("de"),
	"pt": ruzzleFromScrabble("pt"),
}

// ruzzleFromScrabble is lang's Scrabble set without the blank, every
// count 0: the Scrabble values as Ruzzle values.
func ruzzleFromScrabble(lang string) Set {
	src := scrabbleSets[lang]
	s := Set{Game: "ruzzle", Lang: lang}
	for _, t := range src.Tiles {
		if t.Symbol != Blank {
			s.Tiles = append(s.Tiles, Tile{Symbol: t.Symbol, Value: t.Value})
		}
	}
	return s
}
