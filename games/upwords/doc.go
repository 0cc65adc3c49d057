// Package upwords is the Upwords engine (docs/rules.md, Upwords): a board where
// tiles stack up to five high, move validation with every rule, official
// scoring, turns, passes, exchanges and the end of the game, a move
// generator for hints, and a JSON form of a game that round-trips.
//
// Letters in the exported API are the bytes 'A'+letter, as lexicon words
// hold them: 'A'..'Z', then '[' for letter 26 and so on, the letters a
// language adds beyond Z (Spanish Ñ, CH, LL, RR; German Ä, Ö, Ü;
// Portuguese Ç: lexicon.AlphabetOf). A game's letters are those of its bag's
// language (Config.Tiles); players type them as the language writes them
// (Play, Exchange, ParseRack, ParseBoardIn fold by the alphabet) and moves,
// logs and refusals write words that way (Move.Word "MOÑO"; docs/rules.md,
// Upwords). Positions are 0-based
// (row, col) crossword.Pos values; the players' notation ("5E": row 5, column E,
// across; "E5": down) is read and written by crossword.ParsePos and
// crossword.FormatPos.
//
// # Moves
//
// A move is a set of tiles (row, column, letter) placed from a rack in one
// row or column, at most one on each stack, each on an empty square or on a
// different letter whose stack is below 5. Its direction is that of its
// line; a single tile is one move, across when it has a neighbour across,
// down otherwise. Players write a move as the whole main word as it reads
// after the move and its first square (Game.Play): every square where the
// word's letter differs from the top letter, or that is empty, gets a new
// tile; the others keep theirs. Because a letter may never go on the same
// letter, this reading is exact: every move has one spelling per direction.
//
// # Files
//
// board.go and boardfile.go hold the board and its text form;
// validate.go the plain rule-by-rule check of a move (Check); cross_check.go
// and movegen.go the generator (anchors and cross-checks extended to the
// letters a tile may cover); recorder.go what is kept of the generated
// moves (Moves, BestMoves, CountMoves); game.go the game; json.go its
// serialization.
package upwords
