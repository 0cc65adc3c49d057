package upwords

import (
	"math/bits"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// gen finds moves line by line. For each row (moves across) and column
// (moves down) it loads the line's squares with their cross-checks, then
// from every square that can start a word (the line's first square, or one
// after an empty square) it walks the lexicon square by square: on an empty
// square it places a rack letter allowed by the cross-check; on a stack it
// either keeps the top letter or covers it with a different allowed letter.
// A word ends before an empty square or the edge. Pruning: the lexicon
// prefix, the rack, the distance to the nearest anchor, and a run of tiles
// covered whole.
type gen struct {
	b      *Board
	lex    *lexicon.DAWG
	cfg    Config
	first  bool              // the board is empty: the first move
	hasbro bool              // Hasbro's set: a flat word holding the Qu tile scores QuBonus more
	alpha  *lexicon.Alphabet // writes the moves' words (Move.Word) when it has letters beyond Z
	rack   [numLetters]uint8
	mask   uint32 // the letters on the rack
	left   int    // tiles left on the rack
	rec    recorder

	dir   crossword.Dir
	k     int // the line's row (across) or column (down)
	line  [MaxSize]lineSquare
	reach [MaxSize]int

	// The word being built.
	start   int
	word    [MaxSize]byte
	placed  [MaxSize]int8 // the letter placed on each square of the line, -1 for none
	nPlaced int
	last    int // the square of the latest tile placed
}

// recorder receives the moves the generator finds.
type recorder interface {
	// record is called with the span start..end (inclusive) of a legal
	// move and its score; the move is g's current state.
	record(g *gen, end, score int)
}

func newGen(b *Board, rack *crossword.Rack, lex *lexicon.DAWG, cfg Config, rec recorder) *gen {
	g := &gen{b: b, lex: lexiconFor(lex, cfg), cfg: withDefaults(cfg), first: b.Empty(), rec: rec, hasbro: cfg.Tiles == Hasbro}
	if a := alphabetOf(cfg.Tiles); a.Size() > 26 {
		g.alpha = a // A-Z words need no spelling
	}
	for l := 0; l < rackLetters; l++ {
		g.rack[l] = rack[l]
		g.left += int(rack[l])
		if rack[l] > 0 {
			g.mask |= 1 << l
		}
	}
	return g
}

func (g *gen) run() {
	for _, d := range []crossword.Dir{crossword.Across, crossword.Down} {
		for k := 0; k < g.b.n; k++ {
			g.dir, g.k = d, k
			g.loadLine(d, k)
			for i := range g.placed[:g.b.n] {
				g.placed[i] = -1
			}
			for s := 0; s < g.b.n; s++ {
				if s > 0 && g.line[s-1].h > 0 {
					continue
				}
				if g.reach[s] > g.left {
					continue
				}
				g.start = s
				g.step(s, g.lex.Root(), true, 0, 0, true, 0, false, false)
			}
		}
	}
}

// step fills square i of the line, the word so far having length letters
// (inLex: they are a lexicon prefix ending at node), sumH the heights under
// them after the move, flat whether all are 1 high, cross the score of the
// perpendicular words made so far, anchored whether the span holds an
// anchor, kept whether the current run of tiles keeps one of its letters.
func (g *gen) step(i int, node lexicon.Node, inLex bool, length, sumH int, flat bool, cross int, anchored, kept bool) {
	sq := &g.line[i]
	avail := sq.cross & g.mask
	if sq.h == 0 {
		if g.left == 0 || (!anchored && g.reach[i] > g.left) {
			return
		}
		g.place(i, node, inLex, length, avail, sumH+1, flat, cross+sq.xscore, anchored || sq.anchor, kept)
		return
	}
	if i == 0 || g.line[i-1].h == 0 {
		kept = false // a new run of tiles
	}
	// Keep the top letter.
	g.word[length] = sq.top
	child, final, ok := g.lex.Next(node, sq.top)
	if inLex && ok {
		g.done(i, child, true, final, length+1, sumH+int(sq.h), flat && sq.h == 1, cross, true, true)
	} else if length+1 < g.cfg.CheckMinLength {
		g.done(i, 0, false, false, length+1, sumH+int(sq.h), flat && sq.h == 1, cross, true, true)
	}
	// Cover it.
	if g.left > 0 {
		g.place(i, node, inLex, length, avail, sumH+int(sq.h)+1, false, cross+sq.xscore, true, kept)
	}
}

// place tries each letter of avail on square i.
func (g *gen) place(i int, node lexicon.Node, inLex bool, length int, avail uint32, sumH int, flat bool, cross int, anchored, kept bool) {
	if avail == 0 {
		return
	}
	dead := length+1 < g.cfg.CheckMinLength // a string this short need not be a word
	var tried uint32
	if inLex && node != 0 {
		for e := node; ; e++ {
			edge := g.lex.Edge(e)
			l := edge.Letter()
			if avail&(1<<l) != 0 {
				tried |= 1 << l
				g.put(i, l, edge.Child(), true, edge.Final(), length, sumH, flat, cross, anchored, kept)
			}
			if edge.Last() {
				break
			}
		}
	}
	if dead {
		for rest := avail &^ tried; rest != 0; rest &= rest - 1 {
			l := byte(bits.TrailingZeros32(rest))
			g.put(i, l, 0, false, false, length, sumH, flat, cross, anchored, kept)
		}
	}
}

func (g *gen) put(i int, l byte, child lexicon.Node, inLex, final bool, length, sumH int, flat bool, cross int, anchored, kept bool) {
	g.rack[l]--
	if g.rack[l] == 0 {
		g.mask &^= 1 << l
	}
	g.left--
	g.word[length] = l
	g.placed[i] = int8(l)
	g.nPlaced++
	prev := g.last
	g.last = i
	if g.hasbro && l == quLetter && g.line[i].xflat {
		cross += QuBonus // the perpendicular word lies flat and now holds the Qu tile
	}
	g.done(i, child, inLex, final, length+1, sumH, flat, cross, anchored, kept)
	g.last = prev
	g.nPlaced--
	g.placed[i] = -1
	g.rack[l]++
	g.mask |= 1 << l
	g.left++
}

// done runs after square i is filled: it refuses a run of tiles covered
// whole, records the move when the word may end here, and goes on.
func (g *gen) done(i int, node lexicon.Node, inLex, final bool, length, sumH int, flat bool, cross int, anchored, kept bool) {
	sq := &g.line[i]
	if sq.runLen > 1 && !kept {
		return // every letter of the word SALE covered
	}
	n := g.b.n
	if i+1 < n && g.line[i+1].h > 0 {
		g.step(i+1, node, inLex, length, sumH, flat, cross, anchored, kept)
		return
	}
	if g.nPlaced > 0 && length >= 2 && anchored &&
		(length < g.cfg.CheckMinLength || (inLex && final)) &&
		!(g.dir == crossword.Down && g.nPlaced == 1 && g.line[g.last].perp) {
		score := cross
		if flat {
			score += 2 * length
			if g.hasbro && g.holdsQu(length) {
				score += QuBonus
			}
		} else {
			score += sumH
		}
		if g.nPlaced == g.cfg.Hand {
			score += Bonus
		}
		g.rec.record(g, i, score)
	}
	if i+1 < n {
		g.step(i+1, node, inLex, length, sumH, flat, cross, anchored, kept)
	}
}

// move builds the current move, its span ending at end.
func (g *gen) move(end, score int) Move {
	m := Move{Dir: g.dir, Score: score, Tiles: make([]crossword.Placed, 0, g.nPlaced)}
	w := make([]byte, end-g.start+1)
	for i := g.start; i <= end; i++ {
		w[i-g.start] = 'A' + g.word[i-g.start]
		if g.placed[i] >= 0 {
			m.Tiles = append(m.Tiles, crossword.Placed{Pos: crossword.Pos{Row: g.row(i), Col: g.col(i)}, Tile: crossword.Tile{Letter: byte(g.placed[i])}})
		}
	}
	m.Word = string(w)
	if g.alpha != nil {
		m.Word = g.alpha.Spell(m.Word)
	}
	m.Start = crossword.Pos{Row: g.row(g.start), Col: g.col(g.start)}
	return m
}

func (g *gen) row(i int) int {
	if g.dir == crossword.Across {
		return g.k
	}
	return i
}

func (g *gen) col(i int) int {
	if g.dir == crossword.Across {
		return i
	}
	return g.k
}

// holdsQu reports whether the first length letters of the word being built
// hold the Qu tile.
func (g *gen) holdsQu(length int) bool {
	for _, l := range g.word[:length] {
		if l == quLetter {
			return true
		}
	}
	return false
}
