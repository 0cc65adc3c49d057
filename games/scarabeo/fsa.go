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
	// letters[i]: the letters of arcs i.. up to the last of i's node
	letters []uint32
	// ends[i]: bit k set when, after arc i, k more letters can end a word
	// (bit 0: arc i is final). The best-move search drops the subtrees
	// whose words can only end on squares whose bound is too low.
	// nodeEnds[i]: bit k set when, from the node starting at arc i, k
	// letters can make a word end (the union of the arcs' ends, shifted).
	// The three are only kept while building, in t afterwards.
	ends, nodeEnds []uint32
	// t packs, by arc, what the generator reads together (one cache line
	// rather than three arrays).
	t []fsaArc
	// grams: the letters before and after short runs of letters
	// (extset.go), for the best-move search's bounds.
	grams *gramTables
	// lead: the nodes after long leads (leadreach.go), built at the
	// first search's lines
	leadOnce sync.Once
	lead     *leadTable
	// finals: the letters some word ends with (lonely.go)
	finals uint32
	// fileDone is closed once a built automaton's map file is written (or
	// could not be: fsafile.go); nil when there is none to write.
	fileDone chan struct{}

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

// fsaArc is arc i of the automaton with letters[i], ends[i] and nodeEnds[i].
type fsaArc struct {
	a        arc
	letters  uint32
	ends     uint32
	nodeEnds uint32
}

// buildFSA builds the automaton of lex for v (newFSA loads it from its
// map file when there is one).
func buildFSA(lex *lexicon.DAWG, v *Variant) *fsa {
	n := lex.EdgeCount()
	f := &fsa{arcs: make([]arc, n+1, n+1+27*27+27), root: uint32(lex.Root())}
	for i := 1; i <= n; i++ {
		e := lex.Edge(lexicon.Node(i))
		f.arcs[i] = mkArc(e.Letter(), e.Final(), e.Last(), uint32(e.Child()))
	}
	if v.TwoLetterAny {
		f.addTwoLetterWords(v.Alphabet)
	}
	f.layout()
	f.letters = make([]uint32, len(f.arcs))
	for i := len(f.arcs) - 1; i >= 1; i-- {
		a := f.arcs[i]
		f.letters[i] = 1 << a.letter()
		if !a.last() && i+1 < len(f.arcs) {
			f.letters[i] |= f.letters[i+1]
		}
	}
	f.computeEnds()
	f.t = make([]fsaArc, len(f.arcs))
	for i := range f.t {
		if f.arcs[i].final() {
			f.finals |= 1 << f.arcs[i].letter()
		}
		f.t[i] = fsaArc{f.arcs[i], f.letters[i], f.ends[i], f.nodeEnds[i]}
	}
	f.letters, f.ends, f.nodeEnds = nil, nil, nil // in t now
	f.computeGrams()
	return f
}

// computeEnds fills ends and nodeEnds, children before parents.
func (f *fsa) computeEnds() {
	f.ends = make([]uint32, len(f.arcs))
	f.nodeEnds = make([]uint32, len(f.arcs))
	done := make([]bool, len(f.arcs))
	var node func(n uint32) uint32
	node = func(n uint32) uint32 {
		if n == 0 {
			return 0
		}
		if done[n] {
			return f.nodeEnds[n]
		}
		// Arcs of the node, last first, so that nodeEnds[i] covers i..last.
		last := n
		for !f.arcs[last].last() {
			last++
		}
		var acc uint32
		for i := last; ; i-- {
			a := f.arcs[i]
			e := node(a.child())
			if a.final() {
				e |= 1
			}
			f.ends[i] = e
			acc |= e
			f.nodeEnds[i] = acc << 1
			done[i] = true
			if i == n {
				break
			}
		}
		return f.nodeEnds[n]
	}
	for i := 1; i < len(f.arcs); i++ {
		node(uint32(i))
	}
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
// each other. Nodes the root does not reach are dropped.
func (f *fsa) layout() {
	size := func(n uint32) uint32 {
		k := n
		for !f.arcs[k].last() {
			k++
		}
		return k - n + 1
	}
	pos := make([]uint32, len(f.arcs)) // old first arc -> new
	out := make([]arc, len(f.arcs))
	queue := make([]uint32, 0, len(f.arcs)/2)
	next := uint32(1)
	pos[f.root] = next
	next += size(f.root)
	queue = append(queue, f.root)
	for qi := 0; qi < len(queue); qi++ {
		n := queue[qi]
		at := pos[n]
		for i := n; ; i++ {
			a := f.arcs[i]
			c := a.child()
			if c != 0 && pos[c] == 0 {
				pos[c] = next
				next += size(c)
				queue = append(queue, c)
			}
			out[at+i-n] = mkArc(a.letter(), a.final(), a.last(), pos[c])
			if a.last() {
				break
			}
		}
	}
	f.arcs, f.root = out[:next], pos[f.root]
}
