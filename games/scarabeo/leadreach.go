package scarabeo

import "slices"

// Long leads (the word ends of the best-move search's lines, extset.go): a
// word starting d empty squares before the first tile of its line has d
// free letters, then the board's letters. Walking the automaton letter by
// letter over the d squares costs thousands of steps a start once d > 2
// (computeReach gave every end to such starts: a left part of 3 to 7
// tiles before a word on the board got the bound of every stretch, though
// most words cannot have that word's letters at that place). The automaton
// keeps instead, for each d up to maxLead and the one or two letters
// after them, the distinct nodes any d letters and those lead to (the
// letters of the d squares are taken as free: a superset), with the word
// lengths that can follow. A start then walks on from these nodes over the
// rest of its line, as a start next to the tiles does.

// maxLead is the most empty squares before the first tile a lead table
// has; minLead the fewest (fewer are walked letter by letter).
const (
	minLead = reachLead + 1
	maxLead = 8
	// leadWalk is the most nodes of a set the walk follows one by one;
	// beyond it the set's word lengths are taken at once.
	leadWalk = 256
)

// leadSet is the nodes of leadTable.nodes[from:to], whether some path to
// them ends a word on its last letter (final), and the union of their
// nodeEnds (ends).
type leadSet struct {
	from, to uint32
	ends     uint32
	final    bool
}

// leadTable has, for d empty squares and the letters t1 (one) or t1 t2
// (two, index t1<<5|t2) after them, the nodes the automaton reaches.
// The arrays are pointers so that a map file's sections can be them
// (fsafile.go).
type leadTable struct {
	one   *[maxLead + 1][32]leadSet
	two   *[maxLead + 1][32 * 32]leadSet
	nodes []uint32
}

// leads returns the automaton's lead table, waiting for it to be built
// (fsaBounds: in the background, a few milliseconds to tens of
// milliseconds for the Italian lexicon).
func (f *fsa) leads() *leadTable { return f.boundTables().lead }

func buildLeads(f *fsa) *leadTable {
	lt := &leadTable{one: new([maxLead + 1][32]leadSet), two: new([maxLead + 1][32 * 32]leadSet)}
	t := f.t
	level := []uint32{f.root} // the distinct nodes after d letters
	var one, two []uint64     // key<<32 | node
	for d := 0; d <= maxLead; d++ {
		if d >= minLead {
			one, two = one[:0], two[:0]
			for _, n := range level {
				for i := n; ; i++ {
					a := t[i].a
					k1 := uint64(a.letter())
					if a.final() {
						lt.one[d][k1].final = true
					}
					if c := a.child(); c != 0 {
						one = append(one, k1<<32|uint64(c))
						for x := c; ; x++ {
							b := t[x].a
							k2 := k1<<5 | uint64(b.letter())
							if b.final() {
								lt.two[d][k2].final = true
							}
							if cc := b.child(); cc != 0 {
								two = append(two, k2<<32|uint64(cc))
							}
							if b.last() {
								break
							}
						}
					}
					if a.last() {
						break
					}
				}
			}
			lt.group(one, lt.one[d][:], t)
			lt.group(two, lt.two[d][:], t)
		}
		if d == maxLead {
			break
		}
		var next []uint32
		for _, n := range level {
			for i := n; ; i++ {
				if c := t[i].a.child(); c != 0 {
					next = append(next, c)
				}
				if t[i].a.last() {
					break
				}
			}
		}
		slices.Sort(next)
		level = slices.Compact(next)
	}
	lt.nodes = slices.Clip(lt.nodes)
	return lt
}

// group sorts pairs (key<<32 | node), drops repeats and appends each key's
// nodes to lt.nodes as sets[key].
func (lt *leadTable) group(pairs []uint64, sets []leadSet, t []fsaArc) {
	slices.Sort(pairs)
	pairs = slices.Compact(pairs)
	for i := 0; i < len(pairs); {
		k := pairs[i] >> 32
		set := &sets[k]
		set.from = uint32(len(lt.nodes))
		for ; i < len(pairs) && pairs[i]>>32 == k; i++ {
			n := uint32(pairs[i])
			lt.nodes = append(lt.nodes, n)
			set.ends |= t[n].nodeEnds
		}
		set.to = uint32(len(lt.nodes))
	}
}

// leadSetFor returns the lead set of a start d empty squares before the
// tile on square a of the current line, and the square after the letters
// it reads (one or two of the board's).
func (s *genState) leadSetFor(lt *leadTable, d, a int) (*leadSet, int) {
	t1 := int(s.tiles[a] & letterBits)
	if a+1 < s.n && s.tiles[a+1] != 0 {
		return &lt.two[d][t1<<5|int(s.tiles[a+1]&letterBits)], a + 2
	}
	return &lt.one[d][t1], a + 1
}
