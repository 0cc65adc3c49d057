package scarabeo

import (
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
)

// The refusals only Scarabeo and Scrabble make; the others are the tile
// games' shared codes (crossword.CodeGameOver, ...). Arguments are named after
// the colon.
const (
	CodeNotLetters refusal.Code = "not_letters_jolly" // word: not letters A-Z (lower case a jolly)
	// word, letters: not letters of a game with letters beyond Z (A-Z and
	// letters, a list: Ñ, CH, LL, RR)
	CodeNotLettersOf    refusal.Code = "not_letters_of_jolly"
	CodeGoesOnBefore    refusal.Code = "goes_on_before"    // square, letter: a tile before the word
	CodeGoesOnAfter     refusal.Code = "goes_on_after"     // square, letter: a tile after the word
	CodeSquareHolds     refusal.Code = "square_holds"      // square, held, letter: the word's letter differs from the board's
	CodeNoLetter        refusal.Code = "no_letter"         // letter, game: a letter the game has no tile of
	CodeMissingCover    refusal.Code = "missing_cover"     // missing, jollies: letters the jollies cannot all cover
	CodeTooManyTiles    refusal.Code = "too_many_tiles"    // max: more tiles than a rack holds
	CodeSquareTaken     refusal.Code = "square_taken"      // square, letter: a tile on a full square
	CodeFirstCentre     refusal.Code = "first_centre"      // square: the first word misses the centre
	CodeNotTouching     refusal.Code = "not_touching"      // a word touching no tile
	CodeOnlyTiles       refusal.Code = "only_tiles"        // game, count, letter: more of a letter than the game has
	CodeOnlyTilesSeen   refusal.Code = "only_tiles_seen"   // game, count, letter, seen: the same, some on the board
	CodeOnlyJollies     refusal.Code = "only_jollies"      // game, count: more jollies than the game has
	CodeOnlyJolliesSeen refusal.Code = "only_jollies_seen" // game, count, seen: the same, some on the board
	CodeNothingToGive   refusal.Code = "nothing_to_give"   // an exchange from an empty rack
	CodeBagShort        refusal.Code = "bag_short"         // bag, want: an exchange of more tiles than the bag holds
	CodeNoJollyOn       refusal.Code = "no_jolly_on"       // square: a swap where no jolly lies
	CodeNeedForJolly    refusal.Code = "need_for_jolly"    // letter, square: a swap without the letter
	CodeSwapWhat        refusal.Code = "swap_what"         // a swap naming no letter and no square
	CodeNoJollyFor      refusal.Code = "no_jolly_for"      // letter: no jolly on the board stands for it
	CodeNoSwapRule      refusal.Code = "no_swap_rule"      // game: a swap in a game without the jolly swap (Scrabble)
)

// Refusals words every refusal of a Scarabeo or Scrabble game in English:
// the tile games' shared table and the codes above. A game without a name
// is "this game".
var Refusals = refusal.Merge(crossword.Refusals, refusal.Table{
	CodeNotLetters:      "{word:q} is not a word: use the letters A-Z (lower case for a blank)",
	CodeNotLettersOf:    "{word:q} is not a word: use the letters A-Z and {letters:and} (lower case for a blank)",
	CodeGoesOnBefore:    "the word goes on: square {square} before it holds {letter:a}; write the whole word from its first letter",
	CodeGoesOnAfter:     "the word goes on: square {square} after it holds {letter:a}; write the whole word",
	CodeSquareHolds:     "square {square} holds {held:a}, not {letter:a}",
	CodeNoLetter:        "there is no {letter} in {game:or:this game}",
	CodeMissingCover:    "you do not have the letters for that: missing {missing:tiles} (your {jollies:plural:blank|# blanks} cannot cover them all)",
	CodeTooManyTiles:    "a move places at most {max:plural:# tile|# tiles}",
	CodeSquareTaken:     "square {square} already holds {letter:a}",
	CodeFirstCentre:     "the first word must cover the centre square ({square})",
	CodeNotTouching:     "the word must touch a tile already on the board",
	CodeOnlyTiles:       "{game:or:this game} has only {count} {letter} {count:plural:tile|tiles}",
	CodeOnlyTilesSeen:   "{game:or:this game} has only {count} {letter} {count:plural:tile|tiles}, {seen} of them on the board",
	CodeOnlyJollies:     "{game:or:this game} has only {count:plural:# blank|# blanks}",
	CodeOnlyJolliesSeen: "{game:or:this game} has only {count:plural:# blank|# blanks}, {seen} of them on the board",
	CodeNothingToGive:   "you have no tiles to exchange",
	CodeBagShort:        "the bag holds only {bag:plural:# tile|# tiles}: you cannot exchange {want}",
	CodeNoJollyOn:       "square {square} holds no blank",
	CodeNeedForJolly:    "you need {letter:a} to take the blank on {square}",
	CodeSwapWhat:        "Give the letter the blank stands for, or its square.",
	CodeNoJollyFor:      "No blank on the board stands for {letter}.",
	CodeNoSwapRule:      "{game:or:this game} has no blank swap: a blank stays on the board for the rest of the game.",
})

// refuse is a refusal worded by Refusals; kv alternates argument names and
// values.
func refuse(code refusal.Code, kv ...any) *refusal.Refusal { return Refusals.New(code, kv...) }
