package bot

// separatorTexts are the messages that only put a name and a text together
// ("**Alice**: 3 points") and the text boards' legends, in every language
// but English: French writes a space before a colon. Added to the
// catalogues at start, as reportTexts.
var separatorTexts = map[string]map[string]string{
	"it": {
		"**%s**: %s":           "**%s**: %s",
		"%s (%s): %s":          "%s (%s): %s",
		"%s %s: %d → %d (%+d)": "%s %s: %d → %d (%+d)",
		"C2: a C on a stack of 2 tiles. +: a centre square.": "C2: una C su una pila di 2 tessere. +: una casella centrale.",
		"' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a jolly":    "' 2L  \" 3L  - 2P  = 3P  * centro  a-z: un jolly",
		"' DL  \" TL  - DW  = TW  * centre  a-z: a blank":    "' DL  \" TL  - DW  = TW  * centro  a-z: una tessera bianca",
	},
	"fr": {
		"**%s**: %s":           "**%s** : %s",
		"%s (%s): %s":          "%s (%s) : %s",
		"%s %s: %d → %d (%+d)": "%s %s : %d → %d (%+d)",
		"C2: a C on a stack of 2 tiles. +: a centre square.": "C2 : un C sur une pile de 2 lettres. + : une case centrale.",
		"' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a jolly":    "' 2L  \" 3L  - 2P  = 3P  * centre  a-z : un joker",
		"' DL  \" TL  - DW  = TW  * centre  a-z: a blank":    "' DL  \" TL  - DW  = TW  * centre  a-z : un joker",
	},
	"es": {
		"**%s**: %s":           "**%s**: %s",
		"%s (%s): %s":          "%s (%s): %s",
		"%s %s: %d → %d (%+d)": "%s %s: %d → %d (%+d)",
		"C2: a C on a stack of 2 tiles. +: a centre square.": "C2: una C sobre una pila de 2 fichas. +: una casilla central.",
		"' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a jolly":    "' 2L  \" 3L  - 2P  = 3P  * centro  a-z: un comodín",
		"' DL  \" TL  - DW  = TW  * centre  a-z: a blank":    "' DL  \" TL  - DW  = TW  * centro  a-z: un comodín",
	},
	"de": {
		"**%s**: %s":           "**%s**: %s",
		"%s (%s): %s":          "%s (%s): %s",
		"%s %s: %d → %d (%+d)": "%s %s: %d → %d (%+d)",
		"C2: a C on a stack of 2 tiles. +: a centre square.": "C2: ein C auf einem Stapel aus 2 Steinen. +: ein Mittelfeld.",
		"' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a jolly":    "' 2L  \" 3L  - 2P  = 3P  * Mitte  a-z: ein Joker",
		"' DL  \" TL  - DW  = TW  * centre  a-z: a blank":    "' DL  \" TL  - DW  = TW  * Mitte  a-z: ein Blankostein",
	},
	"pt": {
		"**%s**: %s":           "**%s**: %s",
		"%s (%s): %s":          "%s (%s): %s",
		"%s %s: %d → %d (%+d)": "%s %s: %d → %d (%+d)",
		"C2: a C on a stack of 2 tiles. +: a centre square.": "C2: um C sobre uma pilha de 2 peças. +: uma casa central.",
		"' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a jolly":    "' 2L  \" 3L  - 2P  = 3P  * centro  a-z: um curinga",
		"' DL  \" TL  - DW  = TW  * centre  a-z: a blank":    "' DL  \" TL  - DW  = TW  * centro  a-z: uma peça em branco",
	},
}
