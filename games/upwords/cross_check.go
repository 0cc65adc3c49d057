package upwords

import "github.com/wordbot/wordbot/games/crossword"

// allLetters is the cross-check of a square with no tile beside it across
// the line: any letter, A-Z and the letters beyond Z.
const allLetters = 1<<numLetters - 1

// lineSquare is what the move generator knows of one square of the line it
// works on (a row for moves across, a column for moves down).
type lineSquare struct {
	top    byte   // top letter 0..lexicon.MaxLetter (when h > 0)
	h      uint8  // height before the move
	cross  uint32 // letters a new tile here may have: the cross-check, minus the top letter, none on a full stack
	xscore int    // score of the perpendicular word a new tile here makes (0: none)
	perp   bool   // a tile lies beside the square across the line
	xflat  bool   // the perpendicular word a new tile here makes lies flat (Hasbro's set: QuBonus with the Qu tile)
	anchor bool   // a word through this square is connected to the board
	runLen int    // on the last square of a run of tiles (before the move): its length
}

// loadLine fills g.line with line k in direction d: the cross-checks extend
// to covering letters (a new tile on a stack must make a valid word across
// the line too, and may not repeat the letter it covers).
func (g *gen) loadLine(d crossword.Dir, k int) {
	b := g.b
	n := b.n
	var pre, suf [MaxSize]byte
	for i := 0; i < n; i++ {
		p := crossword.Pos{Row: k, Col: i}
		if d == crossword.Down {
			p = crossword.Pos{Row: i, Col: k}
		}
		c := &b.cells[p.Row*n+p.Col]
		sq := &g.line[i]
		*sq = lineSquare{h: c.h}
		if c.h > 0 {
			sq.top = c.top()
			sq.anchor = true
		}
		if g.first {
			sq.anchor = b.Centre(p)
		}
		if c.h >= MaxHeight {
			continue
		}
		// The perpendicular run through p: letters before and after.
		o := d.Other()
		np, ns := 0, 0
		sum, flat, qu := int(c.h)+1, c.h == 0, false
		for q := p.Step(o, -1); b.occupied(q); q = q.Step(o, -1) {
			x := &b.cells[q.Row*n+q.Col]
			pre[np] = x.top()
			np++
			sum += int(x.h)
			flat = flat && x.h == 1
			qu = qu || x.top() == quLetter
		}
		for q := p.Step(o, 1); b.occupied(q); q = q.Step(o, 1) {
			x := &b.cells[q.Row*n+q.Col]
			suf[ns] = x.top()
			ns++
			sum += int(x.h)
			flat = flat && x.h == 1
			qu = qu || x.top() == quLetter
		}
		cross := uint32(allLetters)
		if np+ns > 0 {
			sq.perp = true
			sq.anchor = sq.anchor || !g.first
			if np+ns+1 >= g.cfg.CheckMinLength {
				// Reverse the prefix, gathered walking away from p.
				for i, j := 0, np-1; i < j; i, j = i+1, j-1 {
					pre[i], pre[j] = pre[j], pre[i]
				}
				cross = g.lex.CrossSet(pre[:np], suf[:ns])
			}
			if flat {
				sq.xscore = 2 * (np + ns + 1)
				if g.hasbro && qu {
					sq.xscore += QuBonus // the Qu tile is already in it
				} else {
					sq.xflat = g.hasbro
				}
			} else {
				sq.xscore = sum
			}
		}
		if c.h > 0 {
			cross &^= 1 << sq.top
		}
		sq.cross = cross
	}
	for i := 0; i < n; i++ {
		if g.line[i].h > 0 && (i+1 == n || g.line[i+1].h == 0) {
			l := 1
			for i-l >= 0 && g.line[i-l].h > 0 {
				l++
			}
			g.line[i].runLen = l
		}
	}
	// reach[i]: the fewest tiles a span starting at i needs to include an
	// anchor (the empty squares up to and including the first anchor).
	const never = 1 << 20
	next := never
	for i := n - 1; i >= 0; i-- {
		sq := &g.line[i]
		switch {
		case sq.anchor && sq.h > 0:
			next = 0
		case sq.anchor:
			next = 1
		case sq.h == 0 && next < never:
			next++
		}
		g.reach[i] = next
	}
}
