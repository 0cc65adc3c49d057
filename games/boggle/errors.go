package boggle

import "github.com/wordbot/wordbot/games/refusal"

// Code classifies an Error for programs.
type Code string

// Error codes.
const (
	ErrBadBoard  Code = "bad_board"  // a typed board is not n*n letters
	ErrBadCubes  Code = "bad_cubes"  // a cube file or cube set is malformed
	ErrBadRules  Code = "bad_rules"  // an option value is out of range
	ErrBadPlayer Code = "bad_player" // an empty player name
	ErrBadState  Code = "bad_state"  // a saved round or match does not load
)

// Error is an error a caller can cause (a saved round that does not load, a
// cube set or letter table that cannot be), with a sentence saying why. A
// player's input is refused with a *refusal.Refusal instead (the codes
// below).
type Error struct {
	Code    Code
	Message string
}

func (e *Error) Error() string { return e.Message }

func errorf(code Code, msg string) *Error { return &Error{Code: code, Message: msg} }

// The refusals of a player's input (a typed board, a round's options, a
// word after the end): a code and its arguments, worded in English by
// Refusals and by the bot in each language (docs/bot.md, "Refusals").
// Arguments are named after the colon.
const (
	CodeBoardSize     refusal.Code = "board_size"     // size: a side other than 4, 5, 6
	CodeBoardLetters  refusal.Code = "board_letters"  // size, want, got: letters for a given size
	CodeBoardCount    refusal.Code = "board_count"    // got: letters fitting no size
	CodeBoardChar     refusal.Code = "board_char"     // char, at: a character that is no letter
	CodeBoardCharOf   refusal.Code = "board_char_of"  // char, at, letters: no letter of a language with letters beyond Z (Ñ, CH, ...)
	CodeScoring       refusal.Code = "scoring"        // scoring: an unknown scoring
	CodeMinLetters    refusal.Code = "min_letters"    // min, max: a minimum word length out of range
	CodeVictoryPoints refusal.Code = "victory_points" // points: a negative target
	CodeRoundOver     refusal.Code = "round_over"     // a word after Finish
	CodeMatchOver     refusal.Code = "match_over"     // a round added to a finished match

	// A word's verdict (Verdict.Err), by Reason.
	CodeTooShort        refusal.Code = "too_short"         // word, min
	CodeRepeated        refusal.Code = "repeated"          // word
	CodeNotInDictionary refusal.Code = "not_in_dictionary" // word
	CodeNotOnBoard      refusal.Code = "not_on_board"      // word
	CodeShared          refusal.Code = "shared"            // word
	CodeUntraced        refusal.Code = "untraced"          // word
	CodeNotInCommon     refusal.Code = "not_in_common"     // word: NotInTier, tier Common
	CodeNotInStandard   refusal.Code = "not_in_standard"   // word: NotInTier, tier Standard
	CodeHinted          refusal.Code = "hinted"            // word: the player was given its start (Round.Hint)
	CodeNoHint          refusal.Code = "no_hint"           // every word left was found or hinted
	// word, digraph, letters: Digraph, a word on the board only with the
	// letter of two (digraph: CH) written as its two letters (letters: C, H)
	CodeDigraphCell refusal.Code = "digraph_cell"
	// An Invalid word, by what is wrong with it.
	CodeTypeAWord     refusal.Code = "type_a_word"     // nothing typed
	CodeWordTooLong   refusal.Code = "word_too_long"   // max: more letters than any word
	CodeNotALetter    refusal.Code = "not_a_letter"    // word, char: a character outside A-Z
	CodeNotALetterOf  refusal.Code = "not_a_letter_of" // word, char, letters: a character outside a language with letters beyond Z (Ñ, Ä, ...)
	CodeNotText       refusal.Code = "not_text"        // word: bytes that are not UTF-8
	CodeOneWord       refusal.Code = "one_word"        // word: a space inside
	CodeInvalidDetail refusal.Code = "invalid_detail"  // detail: a saved Invalid verdict (its English detail)
)

// Refusals words the codes above in English.
var Refusals = refusal.Table{
	CodeBoardSize:     "a board is 4x4, 5x5 or 6x6, not {size}x{size}",
	CodeBoardLetters:  "a {size}x{size} board needs {want} letters, got {got}",
	CodeBoardCount:    "a board needs 16, 25 or 36 letters (4x4, 5x5 or 6x6), got {got}",
	CodeBoardChar:     "{char:rune} (character {at}) is not a letter A-Z",
	CodeBoardCharOf:   "{char:rune} (character {at}) is not a letter: use A-Z and {letters:and}",
	CodeScoring:       "scoring {scoring:q} is not official or linear",
	CodeMinLetters:    "min_letters {min} is not between 1 and {max}",
	CodeVictoryPoints: "victory_points {points} cannot be negative",
	CodeRoundOver:     "The round is over.",
	CodeMatchOver:     "The match is over.",

	CodeTooShort:        "{word:q} is too short: words need at least {min:plural:# letter|# letters}.",
	CodeRepeated:        "You have already found {word:q}.",
	CodeNotInDictionary: "{word:q} is not in the dictionary.",
	CodeNotOnBoard:      "{word:q} is not on the board.",
	CodeShared:          "{word:q} was found by another player too, so it scores for nobody.",
	CodeUntraced:        "{word:q} has too many ways to try on this board, so it does not count.",
	CodeNotInCommon:     "{word:q} is in the full dictionary but not in the common tier.",
	CodeNotInStandard:   "{word:q} is in the full dictionary but not in the standard tier.",
	CodeHinted:          "{word:q} was your hint, so it scores nothing for you.",
	CodeNoHint:          "No word is left to hint: every word on the board was found or hinted to you.",
	CodeDigraphCell:     "{word:q} is not on the board: {digraph} is one letter, on a cell of its own, and this board's {letters:and} are two separate letters.",
	CodeTypeAWord:       "Type a word of letters A-Z.",
	CodeWordTooLong:     "That word is too long: at most {max} letters.",
	CodeNotALetter:      "{word:q} is not a word: {char:rune} is not a letter A-Z.",
	CodeNotALetterOf:    "{word:q} is not a word: {char:rune} is not a letter: use A-Z and {letters:and}.",
	CodeNotText:         "{word:q} is not a word: that is not text.",
	CodeOneWord:         "{word:q} is not a word: type one word at a time.",
	CodeInvalidDetail:   "{detail}.",
}

func refuse(code refusal.Code, kv ...any) *refusal.Refusal { return Refusals.New(code, kv...) }
