package render

import "strings"

// Sample inputs shared by the tests and benchmarks.

// scarabeoLayout is Scarabeo's premium map (docs/rules.md): W 3P, D 2P, T 3L,
// L 2L, C centre.
const scarabeoLayout = `
W...L...W...L...W
.D....T...T....D.
..D....L.L....D..
...D....L....D...
L...D.......D...L
.....D.....D.....
.T....T...T....T.
..L....L.L....L..
W..L....C....L..W
..L....L.L....L..
.T....T...T....T.
.....D.....D.....
L...D.......D...L
...D....L....D...
..D....L.L....D..
.D....T...T....D.
W...L...W...L...W`

// scrabbleLayout is the standard Scrabble premium map, same letters.
const scrabbleLayout = `
W..L...W...L..W
.D...T...T...D.
..D...L.L...D..
L..D...L...D..L
....D.....D....
.T...T...T...T.
..L...L.L...L..
W..L...C...L..W
..L...L.L...L..
.T...T...T...T.
....D.....D....
L..D...L...D..L
..D...L.L...D..
.D...T...T...D.
W..L...W...L..W`

func premiums(layout string) []Premium {
	var out []Premium
	for _, ch := range strings.Join(strings.Fields(layout), "") {
		p := None
		switch ch {
		case 'W':
			p = TW
		case 'D':
			p = DW
		case 'T':
			p = TL
		case 'L':
			p = DL
		case 'C':
			p = Centre
		}
		out = append(out, p)
	}
	return out
}

var scarabeoValues = map[byte]int{
	'A': 1, 'C': 1, 'E': 1, 'I': 1, 'O': 1, 'R': 1, 'S': 1, 'T': 1,
	'L': 2, 'M': 2, 'N': 2, 'P': 3,
	'B': 4, 'D': 4, 'F': 4, 'G': 4, 'U': 4, 'V': 4, 'H': 8, 'Z': 8, 'Q': 10,
}

// place writes word on b from (r, c); lower-case letters are jollies.
func place(b *Board, word string, r, c int, down bool, vals map[byte]int) []Cell {
	var cells []Cell
	for k := 0; k < len(word); k++ {
		ch := word[k]
		jolly := ch >= 'a' && ch <= 'z'
		L := ch &^ 0x20 // upper case
		i := r*b.Size + c
		b.Squares[i].Letter = string(rune(L))
		b.Squares[i].Jolly = jolly
		b.Squares[i].Value = vals[L]
		cells = append(cells, Cell{r, c})
		if down {
			r++
		} else {
			c++
		}
	}
	return cells
}

// sampleScarabeo is a mid-game 17x17 Scarabeo board: words, a jolly, the
// last move, and no ghost.
func sampleScarabeo() Board {
	b := Board{Size: 17, Style: Scarabeo, Squares: make([]Square, 17*17)}
	for i, p := range premiums(scarabeoLayout) {
		b.Squares[i].Premium = p
	}
	place(&b, "SCARABEO", 8, 1, false, scarabeoValues)
	place(&b, "OCEANO", 3, 8, true, scarabeoValues)
	place(&b, "CASE", 5, 5, false, scarabeoValues)
	place(&b, "ONDA", 3, 8, false, scarabeoValues)
	place(&b, "ACQUA", 3, 11, true, scarabeoValues)
	place(&b, "ARPa", 8, 3, true, scarabeoValues)
	b.Last = place(&b, "VENTI", 9, 7, true, scarabeoValues)
	return b
}

func sampleScrabble() Board {
	b := Board{Size: 15, Style: Scrabble, Squares: make([]Square, 15*15)}
	en := map[byte]int{'A': 1, 'E': 1, 'I': 1, 'O': 1, 'U': 1, 'L': 1, 'N': 1, 'S': 1, 'T': 1, 'R': 1,
		'D': 2, 'G': 2, 'B': 3, 'C': 3, 'M': 3, 'P': 3, 'F': 4, 'H': 4, 'V': 4, 'W': 4, 'Y': 4,
		'K': 5, 'J': 8, 'X': 8, 'Q': 10, 'Z': 10}
	for i, p := range premiums(scrabbleLayout) {
		b.Squares[i].Premium = p
	}
	place(&b, "WORDBOT", 7, 4, false, en)
	b.Last = place(&b, "QUiZ", 3, 7, true, en)
	for _, c := range b.Last {
		i := c.Row*15 + c.Col
		if b.Squares[i].Jolly {
			b.Squares[i].Value = 0
		}
	}
	b.Ghost = []Tile{{Row: 8, Col: 8, Letter: "X", Value: 8}, {Row: 8, Col: 9, Letter: "I", Value: 1}}
	return b
}

func sampleUpwords() Board {
	b := Board{Size: 10, Style: Upwords, Squares: make([]Square, 100)}
	for _, c := range []Cell{{4, 4}, {4, 5}, {5, 4}, {5, 5}} {
		b.Squares[c.Row*10+c.Col].Premium = Centre
	}
	place(&b, "CASA", 4, 3, false, nil)
	place(&b, "MARE", 2, 5, true, nil)
	place(&b, "TORTE", 7, 2, false, nil)
	for i := range b.Squares {
		if b.Squares[i].Letter != "" {
			b.Squares[i].Height = 1
		}
	}
	b.Squares[4*10+5].Letter, b.Squares[4*10+5].Height = "R", 2
	b.Squares[2*10+5].Height = 3
	b.Squares[7*10+3].Height = 4
	b.Squares[7*10+4].Letter, b.Squares[7*10+4].Height = "P", 5
	b.Last = []Cell{{4, 5}}
	b.Ghost = []Tile{{Row: 6, Col: 5, Letter: "I"}, {Row: 7, Col: 5, Letter: "N"}}
	return b
}

var ruzzleValues = map[string]int{"A": 1, "E": 1, "I": 1, "O": 1, "C": 2, "R": 2, "S": 2, "T": 2,
	"L": 3, "M": 3, "N": 3, "U": 3, "Y": 4, "B": 5, "D": 5, "F": 5, "K": 5, "P": 5, "V": 5,
	"G": 8, "H": 8, "Z": 8, "J": 10, "Q": 10, "Qu": 10, "W": 10, "X": 10}

// sampleRuzzle is a 6x6 Ruzzle grid with bonuses and a path.
func sampleRuzzle() Grid {
	rows := []string{"PASTAE", "RIQuOLN", "ECANTI", "SOLEMA", "TRIGOL", "DUNEVA"}
	var letters []string
	for _, r := range rows {
		for k := 0; k < len(r); k++ {
			if r[k] == 'Q' {
				letters = append(letters, "Qu")
				k++
				continue
			}
			letters = append(letters, r[k:k+1])
		}
	}
	vals := make([]int, len(letters))
	for i, l := range letters {
		vals[i] = ruzzleValues[l]
	}
	bonus := []byte("d...T." + ".t..d." + "..D..." + "t...d." + ".D..t." + "...T.d")
	return Grid{Size: 6, Letters: letters, Values: vals, Bonus: bonus,
		Path: []Cell{{0, 0}, {0, 1}, {0, 2}, {0, 3}, {1, 3}, {2, 3}, {2, 4}}}
}

// sampleBoggle is a 4x4 Boggle grid with a Qu cube and a path.
func sampleBoggle() Grid {
	return Grid{Size: 4,
		Letters: []string{"L", "S", "R", "I", "Z", "E", "G", "O", "N", "V", "A", "L", "E", "Qu", "N", "X"},
		Path:    []Cell{{2, 0}, {1, 1}, {1, 2}, {0, 2}, {1, 3}},
	}
}

func sampleScores() []ScoreLine {
	return []ScoreLine{{Name: "Ana Sousa", Points: 17, Winner: true}, {Name: "Rui Silva", Points: 12}, {Name: "computer", Points: 9}}
}

// fullScarabeo is the worst case for size and time: all 289 squares hold a
// tile, some jollies, a last move of 8 tiles and a ghost move.
func fullScarabeo() Board {
	b := sampleScarabeo()
	const bag = "AEIOUCRSTLMNBDFGPVHQZ"
	for i := range b.Squares {
		L := bag[(i*7+i/17)%len(bag)]
		b.Squares[i].Letter = string(rune(L))
		b.Squares[i].Value = scarabeoValues[L]
		b.Squares[i].Jolly = i%23 == 0
	}
	b.Last = nil
	for c := 4; c < 12; c++ {
		b.Last = append(b.Last, Cell{14, c})
	}
	b.Ghost = []Tile{{Row: 2, Col: 2, Letter: "E", Value: 1}, {Row: 2, Col: 3, Letter: "R", Value: 1}}
	return b
}

// Samples in the languages with letters beyond Z (Spanish CH, LL, RR and Ñ,
// German Ä Ö Ü, Portuguese Ç), built by hand as the engines would fill them.

// spanishValues are the Spanish Scrabble values of the letters used here.
var spanishValues = map[string]int{"A": 1, "E": 1, "O": 1, "I": 1, "U": 1, "N": 1, "R": 1, "S": 1, "T": 1,
	"C": 3, "M": 3, "D": 2, "CH": 5, "LL": 8, "RR": 8, "Ñ": 8}

// placeFaces writes the tiles of faces on b from (r, c); a face in lower
// case is a jolly (value 0).
func placeFaces(b *Board, faces []string, r, c int, down bool, vals map[string]int) []Cell {
	var cells []Cell
	for _, f := range faces {
		up := strings.ToUpper(f)
		i := r*b.Size + c
		b.Squares[i] = Square{Letter: up, Jolly: up != f, Value: vals[up], Premium: b.Squares[i].Premium}
		if up != f {
			b.Squares[i].Value = 0
		}
		cells = append(cells, Cell{r, c})
		if down {
			r++
		} else {
			c++
		}
	}
	return cells
}

// sampleScrabbleES is a Spanish Scrabble board: CHURRO (CH, U, RR, O)
// across the centre, LLORO down through its O, NIÑO (a jolly ñ) across as
// the last move, and a hint with CH, Ñ and a jolly ll.
func sampleScrabbleES() Board {
	b := Board{Size: 15, Style: Scrabble, Squares: make([]Square, 15*15)}
	for i, p := range premiums(scrabbleLayout) {
		b.Squares[i].Premium = p
	}
	placeFaces(&b, []string{"CH", "U", "RR", "O"}, 7, 5, false, spanishValues)
	placeFaces(&b, []string{"LL", "O", "R", "O"}, 6, 8, true, spanishValues)
	b.Last = placeFaces(&b, []string{"N", "I", "ñ", "O"}, 9, 5, false, spanishValues)
	b.Ghost = []Tile{{Row: 10, Col: 7, Letter: "CH", Value: 5}, {Row: 11, Col: 7, Letter: "Ñ", Value: 8}, {Row: 12, Col: 7, Letter: "ll", Jolly: true}}
	return b
}

// sampleUpwordsDE is a German Upwords board with Ä, Ö, Ü on stacks.
func sampleUpwordsDE() Board {
	b := Board{Size: 10, Style: Upwords, Squares: make([]Square, 100)}
	for _, c := range []Cell{{4, 4}, {4, 5}, {5, 4}, {5, 5}} {
		b.Squares[c.Row*10+c.Col].Premium = Centre
	}
	placeFaces(&b, []string{"B", "Ä", "R"}, 4, 3, false, nil)
	placeFaces(&b, []string{"Ö", "L"}, 5, 4, true, nil)
	placeFaces(&b, []string{"T", "Ü", "R"}, 2, 5, true, nil)
	for i := range b.Squares {
		if b.Squares[i].Letter != "" {
			b.Squares[i].Height = 1 + i%4
		}
	}
	b.Last = []Cell{{4, 4}}
	b.Ghost = []Tile{{Row: 6, Col: 6, Letter: "Ü"}, {Row: 7, Col: 6, Letter: "ß"}}
	return b
}

// sampleBoggleES is a Spanish Boggle grid with CH, LL, RR and Ñ cubes and a
// path through CH and Ñ.
func sampleBoggleES() Grid {
	return Grid{Size: 4,
		Letters: []string{"CH", "A", "Ñ", "O", "LL", "E", "RR", "I", "S", "Qu", "N", "T", "Ä", "Ç", "U", "M"},
		Path:    []Cell{{0, 0}, {0, 1}, {0, 2}, {0, 3}},
	}
}

// sampleRuzzlePT is a Portuguese Ruzzle grid with Ç cubes, values, bonuses
// and a path through them.
func sampleRuzzlePT() Grid {
	letters := []string{"Ç", "A", "R", "O", "E", "Ç", "Ã", "S", "M", "I", "T", "Ç", "P", "O", "Ç", "A"}
	vals := []int{3, 1, 1, 1, 1, 3, 1, 1, 1, 1, 1, 3, 2, 1, 3, 1}
	return Grid{Size: 4, Letters: letters, Values: vals, Bonus: []byte("T..d.D..t..d...T"),
		Path: []Cell{{1, 0}, {1, 1}, {0, 1}, {0, 0}}}
}

// rackES is a Spanish rack: the two-letter tiles, Ñ and a jolly.
func rackES() Rack {
	return Rack{Style: Scrabble, Tiles: []RackTile{{"CH", false, 5}, {"LL", false, 8}, {"RR", false, 8}, {"Ñ", false, 8}, {"A", false, 1}, {"", true, 0}, {"Ç", false, 10}}}
}
