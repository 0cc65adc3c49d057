package upwords

import (
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// allMoves keeps every move.
type allMoves struct{ moves []Move }

func (r *allMoves) record(g *gen, end, score int) { r.moves = append(r.moves, g.move(end, score)) }

// bestMoves keeps the best n moves, best first, building a move only when
// it can enter the list.
type bestMoves struct {
	n     int
	moves []Move
}

func (r *bestMoves) record(g *gen, end, score int) {
	if len(r.moves) == r.n && score < r.moves[r.n-1].Score {
		return
	}
	m := g.move(end, score)
	if len(r.moves) == r.n && !better(&m, &r.moves[r.n-1]) {
		return
	}
	if len(r.moves) < r.n {
		r.moves = append(r.moves, m)
	} else {
		r.moves[r.n-1] = m
	}
	for j := len(r.moves) - 1; j > 0 && better(&r.moves[j], &r.moves[j-1]); j-- {
		r.moves[j], r.moves[j-1] = r.moves[j-1], r.moves[j]
	}
}

// countMoves counts moves; on an empty board only those across.
type countMoves struct{ n int }

func (r *countMoves) record(g *gen, end, score int) {
	if !g.first || g.dir == crossword.Across {
		r.n++
	}
}

// Moves returns every legal move for rack on b, best first (the order of
// BestMoves). cfg gives the hand size (for the bonus) and the checked word
// length; its Size is ignored. Jollies on the rack are ignored: Upwords has
// none.
func Moves(b *Board, rack crossword.Rack, lex *lexicon.DAWG, cfg Config) []Move {
	r := &allMoves{}
	newGen(b, &rack, lex, cfg, r).run()
	SortMoves(r.moves)
	return r.moves
}

// BestMoves returns the n best legal moves for rack on b, best first: higher
// score first, then the word alphabetically, across before down, then by
// row and column.
func BestMoves(b *Board, rack crossword.Rack, lex *lexicon.DAWG, cfg Config, n int) []Move {
	if n <= 0 {
		return nil
	}
	r := &bestMoves{n: n}
	newGen(b, &rack, lex, cfg, r).run()
	return r.moves
}

// CountMoves returns the number of distinct legal moves (sets of placed
// tiles) for rack on b. On an empty board only the moves across are
// counted: those down mirror them.
func CountMoves(b *Board, rack crossword.Rack, lex *lexicon.DAWG, cfg Config) int {
	r := &countMoves{}
	newGen(b, &rack, lex, cfg, r).run()
	return r.n
}
