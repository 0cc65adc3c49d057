// Package scarabeo is a crossword-game engine: the board, tiles, racks and
// bag, move validation and scoring, a move generator and a game with turns,
// for Scarabeo (the Italian game, RULES.md) and English Scrabble. The rules
// that differ between the two live in a Variant.
//
// A move (Move) is a set of tiles placed from a rack in one row or column,
// each a square, a letter and whether it is a jolly (blank), together with
// the direction, the first square and letters of the main word, and the
// score. A single tile forms a word across, a word down or both; it is one
// move, whose main word is the word across when there is one.
//
// Move generation follows Appel and Jacobson: anchors (empty squares next to
// a tile), cross-checks (the letters each empty square accepts given the
// tiles above and below it, or left and right), a left part from the rack
// and an extension to the right, all walking a copy of the lexicon's DAWG
// (fsa.go: 8 bytes an edge, built in about a millisecond even for the 2.8
// million Italian words, so no GADDAG is built at start-up). The best-move
// search (shadow.go) bounds the score of every anchor and left-part length,
// visits the anchors best bound first and stops when no bound can beat the
// moves kept. The generator is checked against a brute force over a small
// dictionary that uses the plain validation path (Board.Evaluate).
//
// Files: variant.go (the rules that differ), board.go (board, board files),
// validate.go (Evaluate: legality and score of a placement), move.go,
// anchor.go, cross_set.go, fsa.go, movegen.go (Appel-Jacobson), shadow.go,
// recorder.go (count, all, or the k best), game.go (turns and actions),
// json.go (saving and loading a game), errors.go.
package scarabeo
