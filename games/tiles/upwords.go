package tiles

import "sort"

// UpwordsBag is the number of tiles in the Upwords bags this package builds
// (French, Spanish, German, Portuguese).
const UpwordsBag = 100

// Upwords' bags (docs/rules.md, "Tiles per language"). Upwords tiles have
// no value (a word scores by the heights of its stacks): every value is 0.
var upwordsSets = map[string]Set{
	// English and Italian share the seed's bag of 118 (games/upwords
	// BagCounts), unchanged.
	"en": upwords118("en"),
	"it": upwords118("it"),
	// French, Spanish, German, Portuguese: 100 tiles in proportion to the
	// letters of the language's Scrabble set (scaledBag).
	"fr": scaledBag("fr", UpwordsBag),
	"es": scaledBag("es", UpwordsBag),
	"de": scaledBag("de", UpwordsBag),
	"pt": scaledBag("pt", UpwordsBag),
}

// upwordsHasbro is Hasbro's English Upwords set of 100 tiles, as the box
// holds them (docs/rules.md, Upwords): one tile QU holds the two letters
// Q and U, and the set has no Q of its own.
func upwordsHasbro() Set {
	s := build("upwords", "en-qu",
		"0: Ax7 Bx3 Cx4 Dx5 Ex8 Fx3 Gx3 Hx3 Ix7 Jx1 Kx2 Lx5 Mx5 Nx5 Ox7 Px3 QUx1 Rx5 Sx6 Tx5 Ux5 Vx1 Wx2 Xx1 Yx2 Zx1")
	s.Lang, s.Name = "en", "hasbro"
	return s
}

func upwords118(lang string) Set {
	s := build("upwords", "en",
		"0: Ox15 Ax14 Ix12 Ex11 Cx6 Rx6 Sx6 Tx6 Lx5 Mx5 Nx5 Ux5 Bx3 Dx3 Fx3 Px3 Vx3 Gx2 Hx2 Zx2 Qx1")
	s.Lang = lang
	return s
}

// scaledBag returns a bag of n tiles in proportion to the letters (not the
// blanks) of lang's Scrabble set, by the largest remainder: each letter gets
// the whole part of count*n/letters, at least 1; the tiles still missing
// go one each to the letters with the largest fractional parts (a letter
// raised to 1 takes no more; ties in alphabetical order). French and German
// Scrabble have exactly 100 letters, so their bags are those letters.
func scaledBag(lang string, n int) Set {
	src := scrabbleSets[lang]
	letters := 0
	for _, t := range src.Tiles {
		if t.Symbol != Blank {
			letters += t.Count
		}
	}
	type share struct {
		i    int // index in s.Tiles (alphabetical order)
		frac int // fractional part of count*n/letters, in 1/letters
	}
	s := Set{Game: "upwords", Lang: lang}
	var shares []share
	given := 0
	for _, t := range src.Tiles {
		if t.Symbol == Blank {
			continue
		}
		whole, frac := t.Count*n/letters, t.Count*n%letters
		if whole == 0 {
			whole, frac = 1, -1
		}
		if frac >= 0 {
			shares = append(shares, share{len(s.Tiles), frac})
		}
		s.Tiles = append(s.Tiles, Tile{Symbol: t.Symbol, Count: whole})
		given += whole
	}
	sort.SliceStable(shares, func(a, b int) bool { return shares[a].frac > shares[b].frac })
	for k := 0; given < n && k < len(shares); k++ {
		s.Tiles[shares[k].i].Count++
		given++
	}
	return s
}
