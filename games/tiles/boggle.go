package tiles

// Boggle returns the letter weights of a random Boggle board in lang
// (French, Spanish, German, Portuguese): no published cube set of those
// editions is at hand, so a board draws its letters by the language's
// Scrabble set without its blanks, as Italian boards draw by Scarabeo's
// bag (games/boggle ScarabeoFrequencies; docs/rules.md, "Tiles per
// language"). Values are 0. English keeps its cubes and Italian its
// weights (games/boggle); ok is false for them and any other language.
func Boggle(lang string) (s Set, ok bool) {
	switch lang {
	case "fr", "es", "de", "pt":
	default:
		return Set{}, false
	}
	s = Set{Game: "boggle", Lang: lang}
	for _, t := range scrabbleSets[lang].Tiles {
		if t.Symbol != Blank {
			s.Tiles = append(s.Tiles, Tile{Symbol: t.Symbol, Count: t.Count})
		}
	}
	return s, true
}
