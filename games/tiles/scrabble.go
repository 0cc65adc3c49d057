package tiles

// Scrabble's sets (docs/rules.md, "Tiles per language", for the sources),
// written as the published lists group them: "VALUE: TILExCOUNT ...".
var scrabbleSets = map[string]Set{
	// English: 100 tiles, unchanged since the game's first edition; the
	// set of games/scarabeo's Scrabble variant.
	"en": scrabbleEN("en"),
	// Italian: /scrabble lang:it plays Italian words with the English set
	// (unchanged); Italian's own crossword set is Scarabeo's.
	"it": scrabbleEN("it"),
	// French: 102 tiles (100 letters and 2 blanks), the set of the
	// French editions (Fédération Internationale de Scrabble Francophone).
	"fr": build("scrabble", "fr",
		"0: ?x2",
		"1: Ex15 Ax9 Ix8 Nx6 Ox6 Rx6 Sx6 Tx6 Ux6 Lx5",
		"2: Dx3 Gx2 Mx3",
		"3: Bx2 Cx2 Px2",
		"4: Fx2 Hx2 Vx2",
		"8: Jx1 Qx1",
		"10: Kx1 Wx1 Xx1 Yx1 Zx1",
	),
	// Spanish: 100 tiles including 2 blanks, the set sold outside North
	// America and played by FISE (Federación Internacional de Scrabble en
	// Español): CH, LL, RR are single tiles, Ñ a letter; no K or W tile
	// (FISE's rules forbid a blank from standing for K or W).
	"es": build("scrabble", "es",
		"0: ?x2",
		"1: Ax12 Ex12 Ox9 Ix6 Sx6 Nx5 Rx5 Ux5 Lx4 Tx4",
		"2: Dx5 Gx2",
		"3: Cx4 Bx2 Mx2 Px2",
		"4: Hx2 Fx1 Vx1 Yx1",
		"5: CHx1 Qx1",
		"8: Jx1 LLx1 Ñx1 RRx1 Xx1",
		"10: Zx1",
	),
	// German: 102 tiles (100 letters and 2 blanks), the set since 1989-90
	// (racks of 7); Ä, Ö, Ü are tiles, ß is written SS.
	"de": build("scrabble", "de",
		"0: ?x2",
		"1: Ex15 Nx9 Sx7 Ix6 Rx6 Tx6 Ux6 Ax5 Dx4",
		"2: Hx4 Gx3 Lx3 Ox3",
		"3: Mx4 Bx2 Wx1 Zx1",
		"4: Cx2 Fx2 Kx2 Px1",
		"6: Äx1 Jx1 Üx1 Vx1",
		"8: Öx1 Xx1",
		"10: Qx1 Yx1",
	),
	// Portuguese: 120 tiles including 3 blanks, the Portuguese-language
	// edition (Mattel, sold in Brazil and Portugal alike); Ç is a tile,
	// the other accents are dropped, no K, W or Y tile.
	"pt": build("scrabble", "pt",
		"0: ?x3",
		"1: Ax14 Ex11 Ix10 Ox10 Sx8 Ux7 Mx6 Rx6 Tx5",
		"2: Dx5 Lx5 Cx4 Px4",
		"3: Nx4 Bx3 Çx2",
		"4: Fx2 Gx2 Hx2 Vx2",
		"5: Jx2",
		"6: Qx1",
		"8: Xx1 Zx1",
	),
}

func scrabbleEN(lang string) Set {
	s := build("scrabble", "en",
		"0: ?x2",
		"1: Ex12 Ax9 Ix9 Ox8 Nx6 Rx6 Tx6 Lx4 Sx4 Ux4",
		"2: Dx4 Gx3",
		"3: Bx2 Cx2 Mx2 Px2",
		"4: Fx2 Hx2 Vx2 Wx2 Yx2",
		"5: Kx1",
		"8: Jx1 Xx1",
		"10: Qx1 Zx1",
	)
	s.Lang = lang
	return s
}

// scarabeoSets: Scarabeo exists in Italian only (games/scarabeo, 130
// tiles: 128 letters and 2 jollies; a jolly scores its letter there, but
// counts 0 left on a rack, listed as 0).
var scarabeoSets = map[string]Set{
	"it": build("scarabeo", "it",
		"0: ?x2",
		"1: Ax12 Ex12 Ix12 Ox12 Cx7 Rx7 Sx7 Tx7",
		"2: Lx6 Mx6 Nx6",
		"3: Px4",
		"4: Ux4 Bx4 Dx4 Fx4 Gx4 Vx4",
		"8: Hx2 Zx2",
		"10: Qx2",
	),
}
