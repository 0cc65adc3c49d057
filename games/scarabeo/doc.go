// Package scarabeo is a crossword-game engine: the board, tiles, racks and
// bag, move validation and scoring, a move generator and a game with turns,
// for Scarabeo (the Italian game, docs/rules.md) and English Scrabble. The rules
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
// (fsa.go: 24 bytes an arc with the letters of each node and the word
// lengths below each arc, built in a few milliseconds even for the 2.8
// million Italian words, so no GADDAG is built at start-up). The left parts
// of the rack are listed once per run rather than at every anchor, and the
// empty board takes a shortcut (each word the rack makes, found once, at
// every start across the centre). The best-move search (shadow.go) bounds
// the score of every anchor and left-part length, by the square the main
// word ends on, keeps these jobs in a heap, best bound first, and stops when
// no bound reaches the moves kept. For lexicons of up to a million words it
// builds a word map (wordmap.go: the words by letter multiset, a Bloom
// filter of the multisets, and the letters completing each multiset one
// letter short, for jollies): the job on top of the heap is played from the
// map, the anagrams of each set of rack tiles and board letters that may
// still score enough checked against the board, rather than by walking the
// automaton (refine.go). Without a map (the Italian lexicon: it would not
// fit the caches), the jobs walk the automaton and follow words only while
// they can end on a square whose bound reaches the moves kept. The board
// keeps its cross-checks between searches until a tile is put down. The
// generator is checked against a brute force over a small dictionary that
// uses the plain validation path
// (Board.Evaluate), and against plain Appel-Jacobson and its own full list
// on self-play positions with the real lexicons (shadow_disagree_test.go).
//
// Files: variant.go (the rules that differ), board.go (board, board files),
// validate.go (Evaluate: legality and score of a placement), move.go,
// anchor.go, cross_set.go, fsa.go, movegen.go (Appel-Jacobson), shadow.go,
// refine.go and wordmap.go (the best-move search), recorder.go (count, all, or the k best), game.go (turns and actions),
// json.go (saving and loading a game), errors.go.
//
// Games end when a player goes out with the bag empty, or on scoreless turns:
// Variant.ScorelessTurns in a row (Scrabble: 6), or, at 0, when every player
// has passed or exchanged twice in a row (Scarabeo).
package scarabeo
