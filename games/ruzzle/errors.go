package ruzzle

import "github.com/wordbot/wordbot/games/refusal"

// The refusals of a typed board (New): a code and its arguments, worded in
// English by Refusals and by the bot in each language (docs/bot.md,
// "Refusals"). board_letters is Boggle's code for the same rule, worded the
// same way. Arguments are named after the colon.
const (
	CodeBoardSide    refusal.Code = "board_side"    // size, max: a side out of range
	CodeBoardLetters refusal.Code = "board_letters" // size, want, got: letters for the size
	CodeBoardBonuses refusal.Code = "board_bonuses" // size, want, got: bonus characters for the size
	CodeLetterChar   refusal.Code = "letter_char"   // char: a letter that is not A-Z
	CodeBonusChar    refusal.Code = "bonus_char"    // char: a bonus that is not d, t, D, T or .
)

// Refusals words the codes above in English.
var Refusals = refusal.Table{
	CodeBoardSide:    "board size {size} is out of range (1 to {max})",
	CodeBoardLetters: "a {size}x{size} board needs {want} letters, got {got}",
	CodeBoardBonuses: "a {size}x{size} board needs {want} bonus characters, got {got}",
	CodeLetterChar:   "{char:rune} is not a letter A-Z",
	CodeBonusChar:    "{char:rune} is not a bonus (d, t, D, T or .)",
}

func refuse(code refusal.Code, kv ...any) *refusal.Refusal { return Refusals.New(code, kv...) }
