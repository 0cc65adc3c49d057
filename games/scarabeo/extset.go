package scarabeo

import "math/bits"

// Extension sets (the best-move search's bounds): a new tile put next to
// letters already on the board, along the main word's line, makes with them
// a piece of the main word, so only letters that some word has in that
// place can go there. The automaton keeps, for every run of up to three
// letters, the letters some word has right after it (after) and right
// before it (before); a square's extension set is what these allow with
// the board's letters on each side (up to three on each). It is a
// superset of what a move can put there, so bounds stay bounds.

// gramKey packs up to three letters (5 bits each) with their count.
func gramKey(ls ...byte) uint32 {
	k := uint32(len(ls))
	for _, l := range ls {
		k = k<<5 | uint32(l&letterBits)
	}
	return k
}

// gramTables are the letters after and before each run of one to three
// letters of the automaton's words, indexed by gramKey.
type gramTables struct {
	after, before []uint32
}

const gramKeys = 4 << 15

// computeGrams returns f's extension sets, from every path of two to four arcs: for
// each distinct arc letter L and node c it leads to, every path p1 p2 p3
// from c gives after[L] p1, after[L p1] p2, after[L p1 p2] p3 and before[p1],
// before[p1 p2], before[p1 p2 p3] L. A node's arcs all add to the same
// after set: its letters (t, built before). The keys are gramKey's, made
// as the path grows.
func (f *fsa) computeGrams() *gramTables {
	g := &gramTables{after: make([]uint32, gramKeys), before: make([]uint32, gramKeys)}
	t := f.t
	// Every node of a run's first letter: every arc (a node's arcs start
	// runs too). Children are deduplicated per first letter.
	seen := make([]uint32, len(f.arcs)) // by child: the letters walked from it
	for i := 1; i < len(f.arcs); i++ {
		a := f.arcs[i]
		c, L := a.child(), uint32(a.letter())
		bit := uint32(1) << L
		if c == 0 || seen[c]&bit != 0 {
			continue
		}
		seen[c] |= bit
		g.after[1<<5|L] |= t[c].letters
		for i1 := c; ; i1++ {
			a1 := t[i1].a
			p1 := uint32(a1.letter())
			g.before[1<<5|p1] |= bit
			if c2 := a1.child(); c2 != 0 {
				g.after[(2<<5|L)<<5|p1] |= t[c2].letters
				for i2 := c2; ; i2++ {
					a2 := t[i2].a
					p2 := uint32(a2.letter())
					g.before[(2<<5|p1)<<5|p2] |= bit
					if c3 := a2.child(); c3 != 0 {
						g.after[((3<<5|L)<<5|p1)<<5|p2] |= t[c3].letters
						k3 := ((3<<5|p1)<<5 | p2) << 5
						for i3 := c3; ; i3++ {
							a3 := t[i3].a
							g.before[k3|uint32(a3.letter())] |= bit
							if a3.last() {
								break
							}
						}
					}
					if a2.last() {
						break
					}
				}
			}
			if a1.last() {
				break
			}
		}
	}
	return g
}

// extSet returns the letters that can go between the letters left (the
// board's letters just before the square, nearest last) and right (just
// after it, nearest first) in some word; either may be empty.
func (g *gramTables) extSet(left, right []byte) uint32 {
	if len(left) > 3 {
		left = left[len(left)-3:]
	}
	if len(right) > 3 {
		right = right[:3]
	}
	set := uint32(allLetters)
	if len(left) > 0 {
		set &= g.after[gramKey(left...)]
	}
	if len(right) > 0 {
		set &= g.before[gramKey(right...)]
	}
	if len(left) == 0 || len(right) == 0 {
		return set
	}
	// Both sides: the runs across the square too.
	var out uint32
	for m := set; m != 0; m &= m - 1 {
		x := byte(bits.TrailingZeros32(m))
		ok := true
		if len(left) >= 2 {
			// left[-2] left[-1] x | right[0]
			ok = g.after[gramKey(left[len(left)-2], left[len(left)-1], x)]&(1<<right[0]) != 0
		} else {
			ok = g.after[gramKey(left[0], x)]&(1<<right[0]) != 0
		}
		if ok && len(right) >= 2 {
			ok = g.after[gramKey(left[len(left)-1], x, right[0])]&(1<<right[1]) != 0
		}
		if ok {
			out |= 1 << x
		}
	}
	return out
}

// Word ends (the best-move search's bounds): the main word of a move starts
// on an empty square or a tile with an empty square or the edge before it,
// and has the board's letters wherever the line has tiles. computeReach
// lists, for each start of the current line, the squares such a word can
// end on, rack aside (the letters of the new squares only have to be in
// their masks, and at most RackSize of them): a stretch of squares no word
// fits, like a gap between two long words, gets no bound.

// reachLead and reachFree are the most new squares a walk follows letter
// by letter before the line's first tile and after it (each multiplies the
// walk by up to 26), and reachBudget the automaton steps of one start's
// walk; past them a walk takes every end the automaton allows from where it
// is (a superset). A start more than reachLead squares before the line's
// first tile (up to maxLead) walks on from the nodes the lead tables give
// for that many letters and the first tiles (leadreach.go); while they are
// not built yet (fsaBounds), it takes every end, as beyond maxLead.
const (
	reachLead   = 2
	reachFree   = 2
	reachBudget = 1500
)

func (s *genState) computeReach() {
	if s.anchorSet == 0 {
		return
	}
	n := s.n
	t := s.f.t
	var reach uint32
	var steps, lo int
	var lt *leadTable // nil: not built yet, a long lead gets every end
	if s.bounds != nil {
		lt = s.bounds.lead
	}
	var walk func(node uint32, pos, lead, free int, past bool)
	// walk follows the automaton from node on square pos, with lead new
	// squares before the first tile and free after it (past: a tile was
	// walked).
	walk = func(node uint32, pos, lead, free int, past bool) {
		ls := t[node].letters
		allowed := s.mask[pos]
		if tl := s.tiles[pos]; tl != 0 {
			allowed, past = 1<<(tl&letterBits), true
		} else {
			if past {
				free++
			} else {
				lead++
			}
			if !past && lead > reachLead || free > reachFree || lead+free > s.v.RackSize || steps > reachBudget {
				// Too far: every end a word from here may have (a
				// superset, and it keeps the walk short).
				reach |= t[node].nodeEnds << pos >> 1 & s.lineEnds
				return
			}
		}
		for m := ls & allowed; m != 0; m &= m - 1 {
			steps++
			l := bits.TrailingZeros32(m)
			fa := &t[node+uint32(bits.OnesCount32(ls&(1<<l-1)))]
			// The squares a word through this arc may end on.
			if fa.ends<<pos&s.lineEnds&^reach == 0 {
				continue
			}
			if fa.a.final() && pos > lo && s.lineEnds&(1<<pos) != 0 {
				reach |= 1 << pos
			}
			if c := fa.a.child(); c != 0 && pos+1 < n {
				walk(c, pos+1, lead, free, past)
			}
		}
	}
	for lo = 0; lo < n; lo++ {
		if lo > 0 && s.tiles[lo-1] != 0 {
			continue // not a start
		}
		if lo+reachLead < n && s.tiles[lo+reachLead] == 0 {
			lead := reachLead + 1
			for k := lo; k < lo+reachLead; k++ {
				if s.tiles[k] != 0 {
					lead = 0
				}
			}
			if lead > 0 {
				// A long lead: the walk goes on from the nodes any letters
				// on its squares lead to (leadreach.go), or every end.
				a := lo + reachLead
				for a < n && s.tiles[a] == 0 {
					a++
				}
				if d := a - lo; lt != nil && a < n && d <= maxLead && d <= s.v.RackSize {
					// Words ending on the empty squares before a: any
					// length some word has.
					reach, steps = t[s.f.root].nodeEnds<<lo>>1&s.lineEnds&(1<<a-1)&^(1<<(lo+1)-1), 0
					set, p := s.leadSetFor(lt, d, a)
					if set.final && s.lineEnds&(1<<(p-1)) != 0 {
						reach |= 1 << (p - 1)
					}
					if p < n {
						if set.to-set.from > leadWalk {
							reach |= set.ends << p >> 1 & s.lineEnds
						} else {
							for _, node := range lt.nodes[set.from:set.to] {
								walk(node, p, d, 0, true)
							}
						}
					}
					s.reach[lo] = reach
				}
				continue
			}
		}
		reach, steps = 0, 0
		walk(s.f.root, lo, 0, 0, false)
		s.reach[lo] = reach
	}
}
