package upwords

import (
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
)

// The refusals only Upwords makes; the others are the tile games' shared
// codes (crossword.CodeGameOver, ...). Arguments are named after the colon. The
// game is unchanged after any refusal.
const (
	CodeNotLetters     refusal.Code = "not_letters"      // word: not letters A-Z
	CodeNotLettersOf   refusal.Code = "not_letters_of"   // word, letters: not letters of the game's alphabet (A-Z and letters, a list: Ñ, CH, ...)
	CodeWordContinues  refusal.Code = "word_continues"   // word: the word as it reads with the tiles it runs into
	CodeNotLetter      refusal.Code = "not_letter"       // char: a placed tile that is no letter
	CodeNotLetterTile  refusal.Code = "not_letter_tile"  // char: a rack character that is no letter (no jollies in Upwords)
	CodeFirstCentreAny refusal.Code = "first_centre_any" // the first word misses the centre squares
	CodeNotConnected   refusal.Code = "not_connected"    // a word that neither covers nor touches a tile
	CodeCoversWord     refusal.Code = "covers_word"      // word, covered: a move covering a whole word
	CodeSameLetter     refusal.Code = "same_letter"      // letter, square: a letter on the same letter
	CodeTooHigh        refusal.Code = "too_high"         // max, square: a stack at the height limit
	CodeExchangeOne    refusal.Code = "exchange_one"     // an exchange of other than one letter
	CodeBoardRange     refusal.Code = "board_range"      // min, max: a board side out of range
	CodeHandRange      refusal.Code = "hand_range"       // min, max: a hand size out of range
	CodeCheckRange     refusal.Code = "check_range"      // min, max: a checked word length out of range
	CodeNoSwap         refusal.Code = "no_swap"          // a swap: Upwords has no jollies
	CodeLoneQ          refusal.Code = "lone_q"           // a Q not followed by U in a game of Hasbro's set, whose Qu tile is typed QU
	CodeRackLetters    refusal.Code = "rack_letters"     // count, letter, have: a rack and the board's top letters holding more of a letter than the bag
	CodeRackTiles      refusal.Code = "rack_tiles"       // count, have: a rack and the board holding more tiles than the bag
)

// Refusals words every refusal of an Upwords game in English: the tile
// games' shared table and the codes above.
var Refusals = refusal.Merge(crossword.Refusals, refusal.Table{
	CodeNotLetters:     "{word:q} is not a word: use the letters A-Z",
	CodeNotLettersOf:   "{word:q} is not a word: use the letters A-Z and {letters:and}",
	CodeWordContinues:  "the word does not stop there: with the tiles next to it, it reads {word}; write the whole word",
	CodeNotLetter:      "{char} is not a letter",
	CodeNotLetterTile:  "{char:rune} is not a tile: Upwords has only letters",
	CodeFirstCentreAny: "the first word must cover a centre square",
	CodeNotConnected:   "the word must cover a tile on the board or sit next to one",
	CodeCoversWord:     "{word} would cover the whole word {covered}",
	CodeSameLetter:     "you cannot put {letter:a} on {letter:a} ({square})",
	CodeTooHigh:        "that stack is already {max} high ({square})",
	CodeExchangeOne:    "name the one letter you want to exchange",
	CodeBoardRange:     "the board must be between {min}x{min} and {max}x{max}",
	CodeHandRange:      "a hand holds between {min} and {max} tiles",
	CodeCheckRange:     "the shortest checked word must be between {min} and {max} letters",
	CodeNoSwap:         "Upwords has no blanks to swap.",
	CodeLoneQ:          "Hasbro's set has no Q tile of its own: type QU for its Qu tile",
	CodeRackLetters:    "the rack and the board's top letters hold {count} {letter} tiles, but the game has only {have}",
	CodeRackTiles:      "the board and the rack hold {count} tiles, but the game has only {have}",
})

// refuse is a refusal worded by Refusals; kv alternates argument names and
// values.
func refuse(code refusal.Code, kv ...any) *refusal.Refusal { return Refusals.New(code, kv...) }
