// Package lexicon holds word lists as minimal acyclic automata (DAWGs) and the
// loaders that build them: plain word lists and hunspell .dic/.aff pairs.
//
// Letters are the 26 letters A-Z, written internally as 0..25 (see Index and
// Letter); a language's alphabet (alphabet.go) may add letters 26..MaxLetter,
// such as Spanish Ñ or German Ä, written in words as the bytes after 'Z'
// ('[' for 26, '\\' for 27, ...). A DAWG is read-only after it is built or loaded and is safe for
// concurrent use.
package lexicon

// Edge is one transition of the automaton packed in 32 bits:
//
//	bits 0-4   letter (0..25)
//	bit 5      final: the path ending with this edge spells a word
//	bit 6      last: this is the last edge of its node's list
//	bits 7-31  child: the index of the first edge of the node reached (0: none)
//
// A node is the run of edges from its first edge up to the one marked last;
// the edges of a node are sorted by letter.
type Edge uint32

const (
	letterMask = 0x1f
	finalBit   = 1 << 5
	lastBit    = 1 << 6
	childShift = 7
	// MaxEdges is the largest number of edges a DAWG can hold.
	MaxEdges = 1 << (32 - childShift)
)

// Letter returns the edge's letter, 0..25.
func (e Edge) Letter() byte { return byte(e & letterMask) }

// Final reports whether the path ending with this edge is a word.
func (e Edge) Final() bool { return e&finalBit != 0 }

// Last reports whether e is the last edge of its node.
func (e Edge) Last() bool { return e&lastBit != 0 }

// Child returns the node the edge leads to (0 when it leads nowhere).
func (e Edge) Child() Node { return Node(e >> childShift) }

func makeEdge(letter byte, final, last bool, child uint32) Edge {
	e := Edge(letter) | Edge(child)<<childShift
	if final {
		e |= finalBit
	}
	if last {
		e |= lastBit
	}
	return e
}

// Node is a state of the automaton: the index of its first edge. The zero Node
// has no edges (it ends every path).
type Node uint32

// DAWG is a minimal acyclic automaton accepting a set of words over A-Z.
// Index 0 of edges is a sentinel, so Node 0 means "no outgoing edges".
type DAWG struct {
	edges []Edge
	root  Node
	words int
	nodes int
	// pairs[26*a+b] is the node after the letters a, b (0..25) from the
	// root, with pairFinal set when they spell a word and pairOK when some
	// word starts with them: Contains starts there, skipping the two widest
	// nodes' edge scans.
	pairs *[26 * 26]uint32
	// tiers is the tier table (tier.go), nil for a lexicon without one.
	tiers *tierTable
	rank  rankIndex
}

const (
	pairFinal = 1 << 31
	pairOK    = 1 << 30
)

// index fills d.pairs; it only reads edges through bounds-checked walks,
// so unchecked bytes cannot make it fail.
func (d *DAWG) index() {
	var p [26 * 26]uint32
	for a := byte(0); a < 26; a++ {
		n, _, ok := d.Next(d.root, a)
		if !ok {
			continue
		}
		for b := byte(0); b < 26; b++ {
			c, final, ok := d.Next(n, b)
			if !ok {
				continue
			}
			v := uint32(c) | pairOK
			if final {
				v |= pairFinal
			}
			p[26*int(a)+int(b)] = v
		}
	}
	d.pairs = &p
}

// Root returns the start node.
func (d *DAWG) Root() Node { return d.root }

// Edge returns the edge at index i. Walk a node's edges with
//
//	for i := n; n != 0; i++ { e := d.Edge(i); ...; if e.Last() { break } }
func (d *DAWG) Edge(i Node) Edge { return d.edges[i] }

// Next follows the edge for letter (0..25) from n. It returns the node reached,
// whether the path so far spells a word, and ok false when there is no such edge.
func (d *DAWG) Next(n Node, letter byte) (child Node, final, ok bool) {
	if n == 0 {
		return 0, false, false
	}
	edges := d.edges
	for i := int(n); i < len(edges); i++ {
		e := edges[i]
		l := byte(e & letterMask)
		if l == letter {
			return Node(e >> childShift), e&finalBit != 0, true
		}
		if l > letter || e&lastBit != 0 {
			break
		}
	}
	return 0, false, false
}

// Letters returns the set of letters leaving n as a bit mask (bit i: letter i).
func (d *DAWG) Letters(n Node) uint32 {
	var m uint32
	if n == 0 {
		return 0
	}
	for i := int(n); ; i++ {
		e := d.edges[i]
		m |= 1 << (e & letterMask)
		if e&lastBit != 0 {
			return m
		}
	}
}

// Finals returns the set of letters leaving n that complete a word.
func (d *DAWG) Finals(n Node) uint32 {
	var m uint32
	if n == 0 {
		return 0
	}
	for i := int(n); ; i++ {
		e := d.edges[i]
		if e&finalBit != 0 {
			m |= 1 << (e & letterMask)
		}
		if e&lastBit != 0 {
			return m
		}
	}
}

// Walk follows the letters of s (A-Z, any case) from the root. It returns the
// node reached and whether s is a word; ok is false when s is no word's prefix
// or holds a character outside A-Z. The empty string gives the root.
func (d *DAWG) Walk(s string) (n Node, word, ok bool) {
	n = d.root
	for i := 0; i < len(s); i++ {
		l, good := Index(s[i])
		if !good {
			return 0, false, false
		}
		if n, word, ok = d.Next(n, l); !ok {
			return 0, false, false
		}
	}
	return n, word, true
}

// Contains reports whether s (A-Z, any case) is a word.
func (d *DAWG) Contains(s string) bool {
	// Walk and Next in one loop: this is the hot path of every game.
	edges := d.edges
	n := uint32(d.root)
	word := false
	i := 0
	if len(s) >= 2 && d.pairs != nil {
		a, b := s[0]|0x20-'a', s[1]|0x20-'a' // bytes outside a-z wrap past 25
		if a >= 26 || b >= 26 {
			return d.containsBeyondZ(s)
		}
		v := d.pairs[26*int(a)+int(b)]
		if v&pairOK == 0 {
			return false
		}
		n, word, i = v&^(pairOK|pairFinal), v&pairFinal != 0, 2
	}
	for ; i < len(s); i++ {
		c := s[i] | 0x20 // lower case; other bytes stay outside a-z
		if c < 'a' || c > 'z' || n == 0 {
			if n != 0 {
				return d.containsBeyondZ(s)
			}
			return false
		}
		l := Edge(c - 'a')
		for ; ; n++ {
			if int(n) >= len(edges) {
				return false
			}
			e := edges[n]
			if el := e & letterMask; el == l {
				word, n = e&finalBit != 0, uint32(e>>childShift)
				break
			} else if el > l || e&lastBit != 0 {
				return false
			}
		}
	}
	return word
}

// containsBeyondZ is Contains for a word with a byte outside a-z and A-Z:
// a letter beyond Z (alphabet.go), or no letter. Contains keeps the A-Z
// loop of English and Italian free of that case.
func (d *DAWG) containsBeyondZ(s string) bool {
	_, word, ok := d.Walk(s)
	return ok && word
}

// HasPrefix reports whether some word starts with s (a word is its own prefix).
func (d *DAWG) HasPrefix(s string) bool {
	n, word, ok := d.Walk(s)
	return ok && (n != 0 || word)
}

// ContainsLetters reports whether the word spelled by letters (0..25) is in d.
func (d *DAWG) ContainsLetters(letters []byte) bool {
	if len(letters) == 0 {
		return false
	}
	n := d.root
	var word, ok bool
	for _, l := range letters {
		if n, word, ok = d.Next(n, l); !ok {
			return false
		}
	}
	return word
}

// WordCount returns the number of words.
func (d *DAWG) WordCount() int { return d.words }

// NodeCount returns the number of distinct nodes (the root included).
func (d *DAWG) NodeCount() int { return d.nodes }

// EdgeCount returns the number of edges.
func (d *DAWG) EdgeCount() int { return len(d.edges) - 1 }

// Each calls f with every word in alphabetical order, in upper case, until f
// returns false.
func (d *DAWG) Each(f func(word string) bool) {
	buf := make([]byte, 0, 32)
	var rec func(n Node) bool
	rec = func(n Node) bool {
		if n == 0 {
			return true
		}
		for i := n; ; i++ {
			e := d.edges[i]
			buf = append(buf, 'A'+e.Letter())
			if e.Final() && !f(string(buf)) {
				return false
			}
			if !rec(e.Child()) {
				return false
			}
			buf = buf[:len(buf)-1]
			if e.Last() {
				return true
			}
		}
	}
	rec(d.root)
}

// Words returns every word, in alphabetical order, in upper case.
func (d *DAWG) Words() []string {
	out := make([]string, 0, d.words)
	d.Each(func(w string) bool { out = append(out, w); return true })
	return out
}

// MaxLetter is the largest letter a DAWG holds: A-Z are 0..25, the letters
// some alphabets add (alphabet.go) 26..MaxLetter.
const MaxLetter = 30

// Index maps 'A'-'Z' or 'a'-'z' to 0..25, and the bytes after 'Z' up to
// 'A'+MaxLetter to the letters beyond Z (alphabet.go).
func Index(c byte) (byte, bool) {
	switch {
	case c >= 'A' && c <= 'A'+MaxLetter:
		return c - 'A', true
	case c >= 'a' && c <= 'z':
		return c - 'a', true
	}
	return 0, false
}

// Letter maps 0..25 to 'A'..'Z' (and 26..MaxLetter to the bytes after 'Z').
func Letter(i byte) byte { return 'A' + i }
