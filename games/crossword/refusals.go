package crossword

import (
	"strconv"

	"github.com/wordbot/wordbot/games/refusal"
)

// The refusals the tile games share: the same rule refused with the same
// code, worded once here. Each game's table (scarabeo.Refusals,
// upwords.Refusals) adds its own codes to these; the bot words every code
// in English and Italian (docs/bot.md, "Refusals").
const (
	CodeGameOver        refusal.Code = "game_over"        // the game has ended
	CodeNotYourTurn     refusal.Code = "not_your_turn"    // another player is on turn
	CodeNoPlayer        refusal.Code = "no_player"        // player: no such seat (1-based)
	CodeResigned        refusal.Code = "resigned"         // the player has left the game
	CodeAlreadyResigned refusal.Code = "already_resigned" // leaving twice
	CodePlayers         refusal.Code = "players"          // players: not 2 to 4 players
	CodeNoLexicon       refusal.Code = "no_lexicon"       // a game loaded without its lexicon
	CodeNotPosition     refusal.Code = "not_position"     // input, rows, last: not a position
	CodeOffBoardSquare  refusal.Code = "off_board_square" // square, rows, last: a position off the board
	CodeNoWord          refusal.Code = "no_word"          // an empty word
	CodeTooLong         refusal.Code = "too_long"         // word: longer than the board
	CodeRunsOff         refusal.Code = "runs_off"         // word, pos: a word running off the board
	CodeAllOnBoard      refusal.Code = "all_on_board"     // word: every letter already there
	CodeMissingLetters  refusal.Code = "missing_letters"  // missing: letters the rack lacks (? a jolly)
	CodeDigraphTile     refusal.Code = "digraph_tile"     // missing, digraph, letters: missing CH whose C and H the rack holds (DigraphHeld)
	CodeNoTiles         refusal.Code = "no_tiles"         // a move placing no tile
	CodeTileOffBoard    refusal.Code = "tile_off_board"   // row, col, size: a placed tile off the board
	CodeSameSquare      refusal.Code = "same_square"      // square: two tiles on one square
	CodeNotInLine       refusal.Code = "not_in_line"      // tiles not in one row or column
	CodeGap             refusal.Code = "gap"              // square: an empty square inside the word
	CodeFirstMinTiles   refusal.Code = "first_min_tiles"  // min: too few tiles in the first word
	CodeLoneTile        refusal.Code = "lone_tile"        // a single tile making no word
	CodeInvalidWord     refusal.Code = "invalid_word"     // word: not in the lexicon
	CodeInvalidWords    refusal.Code = "invalid_words"    // words: several not in the lexicon
	CodeNotHeld         refusal.Code = "not_held"         // tiles: an exchange of tiles not on the rack
	CodeBagEmpty        refusal.Code = "bag_empty"        // an exchange with an empty bag
	CodeNotTile         refusal.Code = "not_tile"         // char: a rack character that is no tile
	CodeNoSuchTile      refusal.Code = "no_such_tile"     // letter: a letter the game has no tile of
	CodeRackFull        refusal.Code = "rack_full"        // max: more tiles than a rack holds
)

// Refusals words the shared codes in English.
var Refusals = refusal.Table{
	CodeGameOver:        "the game is over",
	CodeNotYourTurn:     "it is not your turn",
	CodeNoPlayer:        "there is no player {player} in this game",
	CodeResigned:        "you have left this game",
	CodeAlreadyResigned: "you have already left this game",
	CodePlayers:         "a game has 2 to 4 players, not {players}",
	CodeNoLexicon:       "the game has no lexicon attached",
	CodeNotPosition:     "{input:q} is not a position: write the row then the column for a word across (like {across}), or the column then the row for a word down (like {down}); rows 1-{rows}, columns A-{last}",
	CodeOffBoardSquare:  "{square} is off the board (rows 1-{rows}, columns A-{last})",
	CodeNoWord:          "write the word you want to play",
	CodeTooLong:         "{word} is too long for the board",
	CodeRunsOff:         "{word} at {pos} runs off the board",
	CodeAllOnBoard:      "every letter of {word} is already on the board: place at least one tile",
	CodeMissingLetters:  "you do not have the letters for that: missing {missing:tiles}",
	CodeDigraphTile:     "you do not have the letters for that: missing {missing:tiles} ({digraph} is one tile of its own: your {letters:and} are two tiles that do not make it)",
	CodeNoTiles:         "place at least one tile",
	CodeTileOffBoard:    "a tile at row {row}, column {col} would be off the {size}x{size} board",
	CodeSameSquare:      "you can put only one tile on each square in a move (two on {square})",
	CodeNotInLine:       "the tiles must all be in one row or in one column",
	CodeGap:             "the tiles must make one unbroken word: square {square} is empty",
	CodeFirstMinTiles:   "the first word needs at least {min:plural:# tile|# tiles}",
	CodeLoneTile:        "a single tile must make a word of at least 2 letters with the tiles next to it",
	CodeInvalidWord:     "{word} is not a valid word",
	CodeInvalidWords:    "{words:and} are not valid words",
	CodeNotHeld:         "you do not have {tiles} to exchange",
	CodeBagEmpty:        "the bag is empty: there is nothing to exchange with",
	CodeNotTile:         "{char:rune} is not a tile: use letters, and ? for a blank",
	CodeNoSuchTile:      "there is no {letter} tile in this game",
	CodeRackFull:        "a rack holds at most {max:plural:# tile|# tiles}",
}

// refuse is a shared refusal, worded by Refusals.
func refuse(code refusal.Code, kv ...any) *refusal.Refusal { return Refusals.New(code, kv...) }

// notPosition refuses s as a position on an n x n board.
func notPosition(s string, n int) *refusal.Refusal {
	// the examples are the board's own centre (9I on 17x17, 8H on 15x15,
	// 5E on 10x10), never a square the board lacks
	m := (n - 1) / 2
	return refuse(CodeNotPosition, "input", Short(s), "rows", n, "last", ColName(n-1),
		"across", strconv.Itoa(m+1)+ColName(m), "down", ColName(m)+strconv.Itoa(m+1))
}

// ParseStart reads a word's position as ParsePos does, telling a square off
// the board ("9R is off the board (rows 1-17, columns A-Q)") from text that
// is no position at all.
func ParseStart(s string, n int) (Pos, Dir, error) {
	p, d, err := ParsePos(s, n)
	if err == nil {
		return p, d, nil
	}
	if q, d2, err2 := ParsePos(s, 26); err2 == nil && !q.In(n) {
		return Pos{}, 0, refuse(CodeOffBoardSquare, "square", FormatPos(q, d2), "rows", n, "last", ColName(n-1))
	}
	return Pos{}, 0, err
}

// Letters writes letters (0..25, Jolly) as the strings a refusal lists:
// "A", "B", "?" for a jolly.
func Letters(ls []byte) []string {
	out := make([]string, len(ls))
	for i, l := range ls {
		if l == Jolly {
			out[i] = "?"
		} else {
			out[i] = string(rune('A' + l))
		}
	}
	return out
}

// Letter writes one letter (0..25) as a refusal names it: "A".
func Letter(l byte) string { return string(rune('A' + l)) }
