package scarabeo

import (
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/wordbot/wordbot/lexicon"
)

// arc is one transition of the generator's automaton, packed like
// lexicon.Edge: bits 0-4 letter, bit 5 final, bit 6 last edge of its node,
// bits 7-31 the first arc of the child node (0: none).
type arc uint32

const (
	arcFinal = 1 << 5
	arcLast  = 1 << 6
	arcShift = 7
)

func (a arc) letter() byte  { return byte(a & letterBits) }
func (a arc) final() bool   { return a&arcFinal != 0 }
func (a arc) last() bool    { return a&arcLast != 0 }
func (a arc) child() uint32 { return uint32(a >> arcShift) }

func mkArc(l byte, final, last bool, child uint32) arc {
	a := arc(l) | arc(child)<<arcShift
	if final {
		a |= arcFinal
	}
	if last {
		a |= arcLast
	}
	return a
}

// fsa is the automaton the generator walks: a copy of a lexicon's DAWG, with
// every two-letter word of the alphabet added under TwoLetterAny, and for
// every arc the letters of the rest of its node and the word lengths that
// can follow it. Building it for the Italian lexicon (140,000 arcs) takes a
// few milliseconds and 20 bytes an arc (arcs, and t below).
type fsa struct {
	arcs []arc
	root uint32
	// t packs, by arc, what the generator reads together (one cache line
	// rather than three arrays): the arc, the letters of its node from it
	// on, and the word lengths that can follow it and its node.
	t []fsaArc
	// bounds: the tables that only narrow the best-move search's bounds
	// (fsaBounds), nil until they are built.
	bounds atomic.Pointer[fsaBounds]
	// finals: the letters some word ends with (lonely.go)
	finals uint32
	// built is closed once a built automaton's bound tables and word count
	// are made and, with a map folder, its map file written (or could not
	// be: fsafile.go); nil when the automaton was read from its file.
	built chan struct{}

	// The word map of the best-move search (wordmap.go), built once in the
	// background: wmDone is closed when wm is final.
	wmOnce sync.Once
	wmDone chan struct{}
	wm     atomic.Pointer[wordMap]

	// words: how many words the automaton has (wordCount)
	countOnce sync.Once
	words     int

	// The long-word filter (longcheck.go), built once in the background:
	// longDone is closed when long is final.
	longOnce sync.Once
	longDone chan struct{}
	long     atomic.Pointer[bloom]
	// The jolly filter (longcheck.go), built right after it: jollyDone is
	// closed when jolly is final.
	jollyDone chan struct{}
	jolly     atomic.Pointer[bloom]

	// The map files mapped for the word map and filters (mapfile.go), the
	// last search's time (Unix nanoseconds) and whether their pages were
	// released since (releaseIdle).
	mapMu    sync.Mutex
	mapped   [][]byte
	lastUse  atomic.Int64
	released atomic.Bool
}

// fsaArc is arc i of the automaton with what follows it:
// letters, the letters of arcs i.. up to the last of i's node; ends, bit k
// set when, after arc i, k more letters can end a word (bit 0: arc i is
// final; the best-move search drops the subtrees whose words can only end
// on squares whose bound is too low); nodeEnds, bit k set when, from the
// node starting at arc i, k letters can make a word end (the union of the
// ends of arcs i.. of the node, shifted).
type fsaArc struct {
	a        arc
	letters  uint32
	ends     uint32
	nodeEnds uint32
}

// fsaBounds are the automaton's tables that only narrow the best-move
// search's bounds: the extension sets (grams, extset.go) and the lead
// tables (lead, leadreach.go). Each is a superset of what a move can do,
// so a search without them finds the same moves, only with looser bounds
// (extendMasks leaves the masks as they are, computeReach gives a start
// with a long lead every end, findLonely finds no lonely letter). A built automaton gets them in the
// background (buildBounds), the extension sets first, then both; a search
// loads them once, at its start (genState.bounds).
type fsaBounds struct {
	grams *gramTables
	lead  *leadTable // nil: not built yet
}

// buildFSA builds the automaton of lex for v with its bound tables and
// word count (newFSA builds the tables in the background, or loads the
// whole from its map file).
func buildFSA(lex *lexicon.DAWG, v *Variant) *fsa {
	f := buildCore(lex, v)
	f.buildBounds()
	return f
}

// buildCore builds what a search cannot do without: the arcs, t and
// finals (a few milliseconds to a dozen, the first hint waits for it).
func buildCore(lex *lexicon.DAWG, v *Variant) *fsa {
	f := copyArcs(lex, v)
	f.layout(f.preLayout())
	return f
}

// copyArcs returns the arcs of lex, with the two-letter words under
// TwoLetterAny (before layout: no t).
func copyArcs(lex *lexicon.DAWG, v *Variant) *fsa {
	n := lex.EdgeCount()
	f := &fsa{arcs: make([]arc, n+1, n+1+27*27+27), root: uint32(lex.Root())}
	for i := 1; i <= n; i++ {
		f.arcs[i] = arc(lex.Edge(lexicon.Node(i))) // packed alike
	}
	if v.TwoLetterAny {
		f.addTwoLetterWords(v.Alphabet)
	}
	return f
}

// buildBounds makes f's bound tables, publishing the extension sets as
// soon as they are made, then counts f's words (for the word map).
func (f *fsa) buildBounds() {
	g := f.computeGrams()
	f.bounds.Store(&fsaBounds{grams: g})
	f.bounds.Store(&fsaBounds{grams: g, lead: buildLeads(f)})
	f.wordCount()
}

// boundTables returns f's bound tables, waiting for them to be built.
func (f *fsa) boundTables() *fsaBounds {
	if f.built != nil {
		<-f.built
	}
	return f.bounds.Load()
}

// arcPre is what layout reads of an arc before the renumbering, in one
// place: its nodeEnds (fsaArc) and, for the first arc of a node, the
// node's number of arcs until layout places it, then its new place (with
// placed set).
type arcPre struct {
	nodeEnds uint32
	at       uint32
}

const placed = 1 << 31

// preLayout returns, by arc of f.arcs as they are before layout, its
// arcPre. A DAWG lays a node's children out before it (lexicon.DAWG's
// check), and the nodes addTwoLetterWords appends lead to nodes before
// them, so one pass in order sees every child before its parents; an
// automaton laid out otherwise is walked depth first (preDeep).
func (f *fsa) preLayout() []arcPre {
	arcs := f.arcs
	pre := make([]arcPre, len(arcs))
	for s := 1; s < len(arcs); {
		e := s
		for e+1 < len(arcs) && !arcs[e].last() {
			e++
		}
		var acc uint32
		for i := e; i >= s; i-- {
			a := arcs[i]
			c := a.child()
			if c >= uint32(s) {
				return f.preDeep()
			}
			acc |= pre[c].nodeEnds | uint32(a&arcFinal)>>5
			pre[i].nodeEnds = acc << 1
		}
		pre[s].at = uint32(e - s + 1)
		s = e + 1
	}
	return pre
}

// preDeep is preLayout for any order of the nodes: a depth-first walk
// from every node, with a stack of its own, children before parents.
func (f *fsa) preDeep() []arcPre {
	arcs := f.arcs
	pre := make([]arcPre, len(arcs))
	done := make([]bool, len(arcs))
	type frame struct{ node, next uint32 } // next: the arc whose child is next
	var stack []frame
	for start := uint32(1); start < uint32(len(arcs)); start++ {
		if done[start] {
			continue
		}
		stack = append(stack[:0], frame{start, start})
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			if i := top.next; i != 0 {
				if !arcs[i].last() && int(i)+1 < len(arcs) {
					top.next = i + 1
				} else {
					top.next = 0
				}
				if c := arcs[i].child(); c != 0 && !done[c] {
					stack = append(stack, frame{c, c})
				}
				continue
			}
			// Every child done: the node's arcs, last first.
			n := top.node
			last := n
			for int(last)+1 < len(arcs) && !arcs[last].last() {
				last++
			}
			var acc uint32
			for i := last; ; i-- {
				a := arcs[i]
				acc |= pre[a.child()].nodeEnds | uint32(a&arcFinal)>>5
				pre[i].nodeEnds = acc << 1
				done[i] = true
				if i == n {
					break
				}
			}
			pre[n].at = last - n + 1
			stack = stack[:len(stack)-1]
		}
	}
	return pre
}

// edges returns the arcs of node n by letter (0 where there is none).
func (f *fsa) edges(n uint32) (out [lexicon.MaxLetter + 1]arc) {
	if n == 0 {
		return
	}
	for i := n; ; i++ {
		a := f.arcs[i]
		out[a.letter()] = a
		if a.last() {
			return
		}
	}
}

// addNode appends a node made of the non-zero arcs of es and returns it.
func (f *fsa) addNode(es [lexicon.MaxLetter + 1]arc) uint32 {
	start := uint32(len(f.arcs))
	lastI := -1
	for l := range es {
		if es[l] != 0 {
			f.arcs = append(f.arcs, es[l]&^arcLast)
			lastI = len(f.arcs) - 1
		}
	}
	if lastI < 0 {
		return 0
	}
	f.arcs[lastI] |= arcLast
	return start
}

// addTwoLetterWords makes every word of two letters of alphabet final: new
// children for the root's letters, and a new root.
func (f *fsa) addTwoLetterWords(alphabet uint32) {
	root := f.edges(f.root)
	for x := byte(0); x <= lexicon.MaxLetter; x++ {
		if alphabet&(1<<x) == 0 {
			continue
		}
		var child [lexicon.MaxLetter + 1]arc
		final := false
		if root[x] != 0 {
			child = f.edges(root[x].child())
			final = root[x].final()
		}
		for y := byte(0); y <= lexicon.MaxLetter; y++ {
			if alphabet&(1<<y) == 0 {
				continue
			}
			if child[y] != 0 {
				child[y] |= arcFinal
			} else {
				child[y] = mkArc(y, true, false, 0)
			}
		}
		root[x] = mkArc(x, final, false, f.addNode(child))
	}
	f.root = f.addNode(root)
}

// next follows letter l from n. A node's arcs are sorted by letter, so the
// arc for l is at n plus the number of the node's letters below l.
func (f *fsa) next(n uint32, l byte) (arc, bool) {
	t := f.t
	ls := t[n].letters
	if ls&(1<<l) == 0 {
		return 0, false
	}
	return t[n+uint32(bits.OnesCount32(ls&(1<<l-1)))].a, true
}

// crossSet returns the letters l such that prefix+l+suffix is a word.
func (f *fsa) crossSet(prefix, suffix []byte) uint32 {
	n := f.root
	for _, l := range prefix {
		a, ok := f.next(n, l)
		if !ok {
			return 0
		}
		n = a.child()
	}
	if n == 0 {
		return 0
	}
	var set uint32
	for i := n; ; i++ {
		a := f.t[i].a
		if f.follows(a, suffix) {
			set |= 1 << a.letter()
		}
		if a.last() {
			return set
		}
	}
}

// follows reports whether, after arc a, suffix leads to the end of a word.
func (f *fsa) follows(a arc, suffix []byte) bool {
	for _, l := range suffix {
		var ok bool
		if a, ok = f.next(a.child(), l); !ok {
			return false
		}
	}
	return a.final()
}

// layout renumbers the automaton's nodes breadth first from the root (a
// node's arcs stay together): the nodes of the first letters, which every
// walk reads, come first and close together, and a node's children near
// each other. Nodes the root does not reach are dropped. It fills t, its
// ends and nodeEnds from pre (preLayout), and finals.
func (f *fsa) layout(pre []arcPre) {
	arcs := f.arcs
	out := make([]arc, len(arcs))
	t := make([]fsaArc, len(arcs))
	queue := make([]uint32, 0, len(arcs)/2)
	next := uint32(1)
	// place gives node n its new place (the next free) when it has none.
	place := func(n uint32) {
		p := &pre[n]
		if p.at&placed != 0 {
			return
		}
		size := p.at
		if size == 0 { // a node inside another's arcs: not from a DAWG
			for k := n; !arcs[k].last(); k++ {
				size++
			}
			size++
		}
		p.at = next | placed
		next += size
		queue = append(queue, n)
	}
	place(f.root)
	for qi := 0; qi < len(queue); qi++ {
		n := queue[qi]
		at := pre[n].at&^placed - n
		var letters uint32 // the node's
		for i := n; ; i++ {
			letters |= 1 << arcs[i].letter()
			if arcs[i].last() {
				break
			}
		}
		for i := n; ; i++ {
			a := arcs[i]
			na := a & (1<<arcShift - 1)
			var ends uint32
			if c := a.child(); c != 0 {
				if pre[c].at&placed == 0 {
					place(c)
				}
				na |= arc(pre[c].at&^placed) << arcShift
				ends = pre[c].nodeEnds
			}
			if a.final() {
				f.finals |= 1 << a.letter()
				ends |= 1
			}
			out[at+i] = na
			// The node's letters from a's on: its letters are in order.
			t[at+i] = fsaArc{na, letters &^ (1<<a.letter() - 1), ends, pre[i].nodeEnds}
			if a.last() {
				break
			}
		}
	}
	f.arcs, f.t, f.root = out[:next], t[:next:next], pre[f.root].at&^placed
}
