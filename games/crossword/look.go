package crossword

import "github.com/wordbot/wordbot/lexicon"

// Bonus is what a square shows besides its tile: a premium or the centre.
type Bonus byte

// The bonuses of a square.
const (
	NoBonus      Bonus = iota
	DoubleLetter       // the letter counts twice
	TripleLetter       // the letter counts three times
	DoubleWord         // the word counts twice
	TripleWord         // the word counts three times
	CentreSquare       // the first move covers it (it may double the word too: the picture shows the centre)
)

// The styles of Look: which game's pieces a picture shows.
const (
	StyleScarabeo = "scarabeo"
	StyleScrabble = "scrabble"
	StyleUpwords  = "upwords"
)

// Look is what a picture of a crossword game shows, whatever the game
// (TurnGame.Look; package render draws it): its style, how its tiles are
// written and valued, and its squares.
type Look struct {
	// Style is StyleScarabeo, StyleScrabble or StyleUpwords.
	Style string
	// Size is the board's side.
	Size int
	// Letters writes the letters beyond Z (Ñ, CH, Qu; nil: A-Z only).
	Letters *lexicon.Alphabet
	// Value is a tile's value as the game scores it; nil for tiles that
	// show none (Upwords).
	Value func(Tile) int
	// Jollies: the game has jollies (Scarabeo, Scrabble), drawn as such.
	Jollies bool
	// Stacks: squares show their stack's height (Upwords).
	Stacks bool
	// Squares are the board's Size*Size squares, row by row (none for
	// the look of a rack alone).
	Squares []Square
	// Last is the squares of the latest move's tiles.
	Last []Pos
}

// Square is what a square of Look holds.
type Square struct {
	Tile   Tile // the tile on top, when Height > 0
	Height int  // the tiles on it: 0 empty, 1 a tile, up to 5 in an Upwords stack
	Bonus  Bonus
}
