package scarabeo

import (
	"fmt"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// MaxSize is the largest board side a Variant may have.
const MaxSize = 21

// Premium is the bonus printed on a square.
type Premium byte

// The premiums, written in layouts as '.', 'L', 'T', 'D', 'W' (and 'C' for
// Scarabeo's plain centre, read as None).
const (
	None         Premium = iota
	DoubleLetter         // L
	TripleLetter         // T
	DoubleWord           // D
	TripleWord           // W
)

// LetterMult returns the multiplier the premium applies to a letter.
func (p Premium) LetterMult() int {
	switch p {
	case DoubleLetter:
		return 2
	case TripleLetter:
		return 3
	}
	return 1
}

// WordMult returns the multiplier the premium applies to a word.
func (p Premium) WordMult() int {
	switch p {
	case DoubleWord:
		return 2
	case TripleWord:
		return 3
	}
	return 1
}

// Variant holds the rules that differ between crossword games.
type Variant struct {
	Name     string                     // "scarabeo" or "scrabble"
	Size     int                        // board side
	Layout   []string                   // Size lines of Size premium characters: . L T D W (C = centre, no premium)
	Centre   crossword.Pos              // the square the first move covers
	Values   [lexicon.MaxLetter + 1]int // tile value of each letter
	Counts   [crossword.Jolly + 1]int   // tiles of each letter in the bag; Counts[crossword.Jolly] jollies
	RackSize int                        // tiles on a full rack
	Alphabet uint32                     // letters the game has (bit l for letter l); a jolly stands for one of them
	Lang     string                     // default embedded lexicon
	// TileLang is the language of the tile set when it is not the
	// variant's own (ScrabbleIn: "fr"); saved with a game.
	TileLang string
	Bonus    []int          // Bonus[n]: points added when a move places n tiles (missing: 0)
	Words    map[string]int // points added when the main word is one of these
	// NoJollyBonus is added to every move that places no jolly from the rack.
	NoJollyBonus int
	// ReusablePremiums: premiums under tiles already on the board still count
	// (Scarabeo); otherwise only squares covered by the move count (Scrabble).
	ReusablePremiums bool
	// JollyScoresLetter: a jolly scores the value of its letter (Scarabeo);
	// otherwise 0 (Scrabble).
	JollyScoresLetter bool
	// FirstMinTiles is the fewest tiles the first move places.
	FirstMinTiles int
	// TwoLetterAny makes every two-letter word of the alphabet valid (the
	// rule of docs/sources.md, seed 000; option two_letter_words: any in
	// docs/rules.md).
	TwoLetterAny bool
	// EndPenalty: at the end, players left with tiles also lose their value
	// (Scrabble); Scarabeo only adds them to the player who went out.
	EndPenalty bool
	// ScorelessTurns, when above 0, ends the game after that many scoreless
	// turns in a row (passes, exchanges and plays scoring 0), whoever took
	// them (Scrabble: 6). At 0 the game ends when every player still in it
	// has passed or exchanged twice in a row (Scarabeo).
	ScorelessTurns int
	// JollySwap lets a player take a jolly from the board by giving the
	// letter it stands for (Scarabeo); Scrabble has no such rule.
	JollySwap bool

	premium []Premium // parsed Layout, Size*Size
}

var scarabeoLayout = []string{
	"W...L...W...L...W",
	".D....T...T....D.",
	"..D....L.L....D..",
	"...D....L....D...",
	"L...D.......D...L",
	".....D.....D.....",
	".T....T...T....T.",
	"..L....L.L....L..",
	"W..L....C....L..W",
	"..L....L.L....L..",
	".T....T...T....T.",
	".....D.....D.....",
	"L...D.......D...L",
	"...D....L....D...",
	"..D....L.L....D..",
	".D....T...T....D.",
	"W...L...W...L...W",
}

var scrabbleLayout = []string{
	"W..L...W...L..W",
	".D...T...T...D.",
	"..D...L.L...D..",
	"L..D...L...D..L",
	"....D.....D....",
	".T...T...T...T.",
	"..L...L.L...L..",
	"W..L...D...L..W",
	"..L...L.L...L..",
	".T...T...T...T.",
	"....D.....D....",
	"L..D...L...D..L",
	"..D...L.L...D..",
	".D...T...T...D.",
	"W..L...W...L..W",
}

func letters(s string) uint32 {
	var m uint32
	for i := 0; i < len(s); i++ {
		m |= 1 << (s[i] - 'A')
	}
	return m
}

// Scarabeo returns the Italian game of docs/rules.md: 17x17, racks of 8, 130
// tiles, reusable premiums, jollies worth their letter, two-letter words
// checked against the lexicon (set TwoLetterAny for the rule of docs/sources.md, seed 000).
func Scarabeo() *Variant {
	v := &Variant{
		Name:              "scarabeo",
		Size:              17,
		Layout:            scarabeoLayout,
		Centre:            crossword.Pos{Row: 8, Col: 8},
		RackSize:          8,
		Alphabet:          letters("ABCDEFGHILMNOPQRSTUVZ"),
		Lang:              "it",
		Bonus:             []int{6: 10, 7: 30, 8: 50},
		Words:             map[string]int{"SCARABEO": 100, "SCARABEI": 100},
		NoJollyBonus:      10,
		ReusablePremiums:  true,
		JollyScoresLetter: true,
		FirstMinTiles:     2,
		JollySwap:         true,
	}
	set := func(ls string, value, count int) {
		for i := 0; i < len(ls); i++ {
			v.Values[ls[i]-'A'] = value
			v.Counts[ls[i]-'A'] = count
		}
	}
	set("AEIO", 1, 12)
	set("U", 4, 4)
	set("CRST", 1, 7)
	set("LMN", 2, 6)
	set("BDFGV", 4, 4)
	set("P", 3, 4)
	set("HZ", 8, 2)
	set("Q", 10, 2)
	v.Counts[crossword.Jolly] = 2
	v.mustInit()
	return v
}

// Scrabble returns English Scrabble: 15x15 with the standard premiums, racks
// of 7, the 100 standard tiles, blanks worth 0, premiums only under the
// tiles a move places, +50 for all 7 tiles.
func Scrabble() *Variant {
	v := &Variant{
		Name:           "scrabble",
		Size:           15,
		Layout:         scrabbleLayout,
		Centre:         crossword.Pos{Row: 7, Col: 7},
		RackSize:       7,
		Alphabet:       azLetters,
		Lang:           "en",
		Bonus:          []int{7: 50},
		FirstMinTiles:  2,
		EndPenalty:     true,
		ScorelessTurns: 6,
	}
	values := "A1B3C3D2E1F4G2H4I1J8K5L1M3N1O1P3Q10R1S1T1U1V4W4X8Y4Z10"
	counts := "A9B2C2D4E12F2G3H2I9J1K1L4M2N6O8P2Q1R6S4T6U4V2W2X1Y2Z1"
	parse := func(s string, into func(l byte, n int)) {
		for i := 0; i < len(s); {
			l := s[i] - 'A'
			i++
			n := 0
			for i < len(s) && s[i] >= '0' && s[i] <= '9' {
				n = n*10 + int(s[i]-'0')
				i++
			}
			into(l, n)
		}
	}
	parse(values, func(l byte, n int) { v.Values[l] = n })
	parse(counts, func(l byte, n int) { v.Counts[l] = n })
	v.Counts[crossword.Jolly] = 2
	v.mustInit()
	return v
}

// VariantByName returns a fresh Variant: "scarabeo" or "scrabble".
func VariantByName(name string) (*Variant, error) {
	switch strings.ToLower(name) {
	case "scarabeo":
		return Scarabeo(), nil
	case "scrabble":
		return Scrabble(), nil
	}
	return nil, fmt.Errorf("unknown game %q (have scarabeo, scrabble)", name)
}

func (v *Variant) mustInit() {
	if err := v.Init(); err != nil {
		panic(err)
	}
}

// Init checks a hand-made Variant and parses its Layout; Scarabeo and
// Scrabble call it already.
func (v *Variant) Init() error {
	if v.Size < 2 || v.Size > MaxSize {
		return fmt.Errorf("board side %d: must be 2..%d", v.Size, MaxSize)
	}
	if len(v.Layout) != v.Size {
		return fmt.Errorf("layout has %d lines, want %d", len(v.Layout), v.Size)
	}
	if !v.Centre.In(v.Size) {
		return fmt.Errorf("centre %v is off the board", v.Centre)
	}
	if v.RackSize < 1 || v.RackSize > MaxSize {
		return fmt.Errorf("rack size %d: must be 1..%d", v.RackSize, MaxSize)
	}
	v.premium = make([]Premium, v.Size*v.Size)
	for r, line := range v.Layout {
		if len(line) != v.Size {
			return fmt.Errorf("layout line %d has %d squares, want %d", r+1, len(line), v.Size)
		}
		for c := 0; c < v.Size; c++ {
			var p Premium
			switch line[c] {
			case '.', 'C':
			case 'L':
				p = DoubleLetter
			case 'T':
				p = TripleLetter
			case 'D':
				p = DoubleWord
			case 'W':
				p = TripleWord
			default:
				return fmt.Errorf("layout line %d: %q is not a premium", r+1, line[c])
			}
			v.premium[r*v.Size+c] = p
		}
	}
	return nil
}

// Premium returns the premium of square p (None off the board).
func (v *Variant) Premium(p crossword.Pos) Premium {
	if !p.In(v.Size) {
		return None
	}
	return v.premium[p.Row*v.Size+p.Col]
}

// TileValue returns what a tile scores before premiums.
func (v *Variant) TileValue(t crossword.Tile) int {
	if t.Jolly && !v.JollyScoresLetter {
		return 0
	}
	return v.Values[t.Letter]
}

// RackValue returns the value of the tiles on a rack, jollies 0 (the end-of-game transfer).
func (v *Variant) RackValue(r *crossword.Rack) int {
	n := 0
	for l := 0; l < crossword.Jolly; l++ {
		n += int(r[l]) * v.Values[l]
	}
	return n
}

// HasLetter reports whether the game has tiles of letter l (0..25 A-Z,
// then the letters of its language beyond Z).
func (v *Variant) HasLetter(l byte) bool { return l <= lexicon.MaxLetter && v.Alphabet&(1<<l) != 0 }

// Symbol returns letter l as the game's language writes it (lexicon.Alphabet
// Symbol: "A".."Z", then "Ñ", "CH", "Ä", "Ç" ...; docs/rules.md, "Tiles per
// language"); "?" for a letter the language lacks.
func (v *Variant) Symbol(l byte) string {
	if l < 26 {
		return string(rune('A' + l))
	}
	if a, err := lexicon.AlphabetOf(v.TileLanguage()); err == nil {
		if s := a.Symbol(l); s != "" {
			return s
		}
	}
	return "?"
}

// TileLanguage returns the language of the game's tiles: TileLang when set,
// else Lang ("it" for Scarabeo, "en" for Scrabble).
func (v *Variant) TileLanguage() string {
	if v.TileLang != "" {
		return v.TileLang
	}
	return v.Lang
}

// extraSymbols lists the game's letters beyond Z as its language writes
// them (Ñ, CH, LL, RR), none for a game of A-Z.
func (v *Variant) extraSymbols() []string {
	var out []string
	for l := byte(26); l <= lexicon.MaxLetter; l++ {
		if v.HasLetter(l) {
			out = append(out, v.Symbol(l))
		}
	}
	return out
}

// Letters returns the alphabet of the game's tiles' language (typed words
// and racks are read with it).
func (v *Variant) Letters() *lexicon.Alphabet {
	a, err := lexicon.AlphabetOf(v.TileLanguage())
	if err != nil {
		a, _ = lexicon.AlphabetOf("en")
	}
	return a
}

// Spell returns text in the saved form (bytes 'A'+letter, jollies
// 'a'+letter: Move.Word, Rack.String, Board.String) as the game's language
// writes it (crossword.Spell): "ESPA[A" is "ESPAÑA" in Spanish, "|ICO"
// "chICO" (a jolly CH).
func (v *Variant) Spell(text string) string { return crossword.Spell(text, v.Letters()) }

func (v *Variant) lengthBonus(placed int) int {
	if placed < len(v.Bonus) {
		return v.Bonus[placed]
	}
	return 0
}

// Display name for messages.
func (v *Variant) title() string {
	if v.Name == "" {
		return "this game"
	}
	return v.named()
}

// named is the variant's name with a capital, "" when it has none (a
// refusal's game argument).
func (v *Variant) named() string {
	if v.Name == "" {
		return ""
	}
	return strings.ToUpper(v.Name[:1]) + v.Name[1:]
}
