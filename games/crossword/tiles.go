package crossword

import (
	"math/rand/v2"
	"strings"

	"github.com/wordbot/wordbot/lexicon"
)

// Jolly is the index of the jolly (blank) in a Rack and the tile value of a
// jolly in a Bag. Letters are 0..lexicon.MaxLetter: A-Z are 0..25, the
// letters a language adds beyond Z (Spanish Ñ CH LL RR, German Ä Ö Ü,
// Portuguese Ç: lexicon.AlphabetOf(lang).Symbol names them) 26 and up
// (docs/rules.md, "Tiles per language").
const Jolly = lexicon.MaxLetter + 1

// Tile is a tile on the board: its letter (0..lexicon.MaxLetter) and
// whether it is a jolly standing for that letter.
type Tile struct {
	Letter byte
	Jolly  bool
}

// Rune returns the tile as written in board files (saved games): the byte
// 'A'+letter for a letter, as a lexicon writes it ('A'..'Z', then '[' for
// letter 26, '\\' 27, ']' 28, '^' 29, '_' 30), and 'a'+letter for a jolly
// ('a'..'z', then '{' for letter 26, '|' 27, '}' 28, '~' 29, 0x7f 30).
func (t Tile) Rune() byte {
	if t.Jolly {
		return 'a' + t.Letter
	}
	return 'A' + t.Letter
}

// Rack counts a player's tiles: Rack[l] letters l (0..lexicon.MaxLetter),
// Rack[Jolly] jollies.
type Rack [Jolly + 1]uint8

// Size returns the number of tiles.
func (r *Rack) Size() int {
	n := 0
	for _, c := range r {
		n += int(c)
	}
	return n
}

// String writes the rack alphabetically, jollies last as '?': the saved
// form, each letter as the byte 'A'+letter ('[' for letter 26 ...; Tile.Rune),
// which ParseRack reads back. Players see racks spelled by their language
// (Spell).
func (r *Rack) String() string {
	var b strings.Builder
	for l := 0; l <= Jolly; l++ {
		c := byte('A' + l)
		if l == Jolly {
			c = '?'
		}
		for i := 0; i < int(r[l]); i++ {
			b.WriteByte(c)
		}
	}
	return b.String()
}

// Tiles returns the rack as bag tiles (letters then jollies).
func (r *Rack) Tiles() []byte {
	out := make([]byte, 0, r.Size())
	for l := 0; l <= Jolly; l++ {
		for i := 0; i < int(r[l]); i++ {
			out = append(out, byte(l))
		}
	}
	return out
}

// Add puts bag tiles into the rack.
func (r *Rack) Add(tiles []byte) {
	for _, t := range tiles {
		r[t]++
	}
}

// Has reports whether the rack holds all of tiles.
func (r *Rack) Has(tiles []byte) bool {
	var need Rack
	for _, t := range tiles {
		if int(t) > Jolly {
			return false
		}
		need[t]++
		if need[t] > r[t] {
			return false
		}
	}
	return true
}

// Remove takes tiles out of the rack; it reports false, leaving the rack
// unchanged, when the rack does not hold them all.
func (r *Rack) Remove(tiles []byte) bool {
	if !r.Has(tiles) {
		return false
	}
	for _, t := range tiles {
		r[t]--
	}
	return true
}

// ParseRack reads a rack in the saved form Rack.String writes: letters A-Z
// (any case), the bytes '['..'A'+lexicon.MaxLetter for the letters beyond
// Z, '?' or '#' for a jolly. alphabet is the set of letters the game has
// (bit l for letter l); max is the rack size. A rack that cannot be is
// refused (CodeNotTile, CodeNoSuchTile, CodeRackFull). Racks typed by
// players, in their language's letters, go through ParseRackIn.
func ParseRack(s string, max int, alphabet uint32) (Rack, error) {
	var r Rack
	n := 0
	for _, c := range strings.TrimSpace(s) {
		var t int
		switch {
		case c == '?' || c == '#':
			t = Jolly
		case c >= 'a' && c <= 'z':
			t = int(c - 'a')
		case c >= 'A' && c <= 'A'+lexicon.MaxLetter:
			t = int(c - 'A')
		default:
			return Rack{}, refuse(CodeNotTile, "char", string(c))
		}
		if t != Jolly && alphabet&(1<<t) == 0 {
			return Rack{}, refuse(CodeNoSuchTile, "letter", Letter(byte(t)))
		}
		n++
		if n > max {
			return Rack{}, refuse(CodeRackFull, "max", max)
		}
		r[t]++
	}
	return r, nil
}

// Bag is the tiles not yet drawn.
type Bag struct {
	Tiles []byte `json:"tiles"` // letters 0..lexicon.MaxLetter and Jolly, in no meaningful order
}

// NewBag fills a bag: count[l] tiles of letter l, count[Jolly] jollies.
func NewBag(count [Jolly + 1]int) *Bag {
	b := &Bag{}
	for l, c := range count {
		for i := 0; i < c; i++ {
			b.Tiles = append(b.Tiles, byte(l))
		}
	}
	return b
}

// Len returns the number of tiles in the bag.
func (b *Bag) Len() int { return len(b.Tiles) }

// Draw takes up to n tiles at random.
func (b *Bag) Draw(n int, rng *rand.Rand) []byte {
	if n > len(b.Tiles) {
		n = len(b.Tiles)
	}
	out := make([]byte, 0, n)
	for i := 0; i < n; i++ {
		j := rng.IntN(len(b.Tiles))
		last := len(b.Tiles) - 1
		out = append(out, b.Tiles[j])
		b.Tiles[j] = b.Tiles[last]
		b.Tiles = b.Tiles[:last]
	}
	return out
}

// Return puts tiles back into the bag.
func (b *Bag) Return(tiles []byte) { b.Tiles = append(b.Tiles, tiles...) }
