package lexicon

import (
	"encoding/binary"
	"fmt"
	"slices"
)

// Builder builds a minimal DAWG from words added in strictly increasing order
// (the incremental construction of Daciuk et al.): the part of the automaton
// that the next word cannot change is minimized as soon as it is known.
type Builder struct {
	path     []*pathNode // nodes along the last word; path[0] is the root
	prev     []byte      // the last word added, as letters 0..25
	frozen   [][]bedge   // registered nodes by id
	register map[string]int32
	key      []byte
	words    int
	edges    int
	err      error
}

type bedge struct {
	letter byte
	final  bool
	child  int32 // registered node id, -1 for a node with no edges
}

type pathNode struct{ edges []bedge }

// NewBuilder returns an empty Builder.
func NewBuilder() *Builder {
	return &Builder{path: []*pathNode{{}}, register: make(map[string]int32)}
}

// Add adds a word of letters A-Z (upper or lower case). Words must come in
// strictly increasing alphabetical order; the first error is kept and
// returned by Add and Finish.
func (b *Builder) Add(word string) error {
	if b.err != nil {
		return b.err
	}
	if word == "" {
		b.err = fmt.Errorf("lexicon: empty word")
		return b.err
	}
	w := make([]byte, len(word))
	for i := 0; i < len(word); i++ {
		l, ok := Index(word[i])
		if !ok {
			b.err = fmt.Errorf("lexicon: word %q has a character outside A-Z", word)
			return b.err
		}
		w[i] = l
	}
	if b.words > 0 && slices.Compare(w, b.prev) <= 0 {
		b.err = fmt.Errorf("lexicon: word %q is not after %q in alphabetical order", word, lettersString(b.prev))
		return b.err
	}
	c := 0
	for c < len(w) && c < len(b.prev) && w[c] == b.prev[c] {
		c++
	}
	b.minimize(c)
	for j := c; j < len(w); j++ {
		n := b.path[j]
		n.edges = append(n.edges, bedge{letter: w[j], final: j == len(w)-1, child: -1})
		b.path = append(b.path, &pathNode{})
	}
	b.prev = w
	b.words++
	return nil
}

// minimize registers the nodes of the last word deeper than depth.
func (b *Builder) minimize(depth int) {
	for i := len(b.path) - 1; i > depth; i-- {
		id := b.registerNode(b.path[i].edges)
		parent := b.path[i-1]
		parent.edges[len(parent.edges)-1].child = id
	}
	b.path = b.path[:depth+1]
}

func (b *Builder) registerNode(edges []bedge) int32 {
	if len(edges) == 0 {
		return -1
	}
	k := b.key[:0]
	for _, e := range edges {
		f := e.letter
		if e.final {
			f |= 0x80
		}
		k = append(k, f)
		k = binary.LittleEndian.AppendUint32(k, uint32(e.child))
	}
	b.key = k
	if id, ok := b.register[string(k)]; ok {
		return id
	}
	id := int32(len(b.frozen))
	b.frozen = append(b.frozen, slices.Clone(edges))
	b.register[string(k)] = id
	b.edges += len(edges)
	return id
}

// Finish minimizes what is left and returns the DAWG. The Builder must not be
// used afterwards.
func (b *Builder) Finish() (*DAWG, error) {
	if b.err != nil {
		return nil, b.err
	}
	b.minimize(0)
	rootID := b.registerNode(b.path[0].edges)
	if b.edges+1 > MaxEdges {
		return nil, fmt.Errorf("lexicon: %d edges exceed the limit of %d", b.edges, MaxEdges-1)
	}
	pos := make([]uint32, len(b.frozen))
	next := uint32(1)
	for id, es := range b.frozen {
		pos[id] = next
		next += uint32(len(es))
	}
	edges := make([]Edge, next)
	for id, es := range b.frozen {
		p := pos[id]
		for j, e := range es {
			var child uint32
			if e.child >= 0 {
				child = pos[e.child]
			}
			edges[p+uint32(j)] = makeEdge(e.letter, e.final, j == len(es)-1, child)
		}
	}
	d := &DAWG{edges: edges, words: b.words, nodes: len(b.frozen)}
	if rootID >= 0 {
		d.root = Node(pos[rootID])
	}
	d.index()
	b.frozen, b.register, b.path = nil, nil, nil
	return d, nil
}

// Build returns the DAWG of words (A-Z, any case), in any order, duplicates
// allowed.
func Build(words []string) (*DAWG, error) {
	ws := make([]string, len(words))
	for i, w := range words {
		ws[i] = upper(w)
	}
	slices.Sort(ws)
	ws = slices.Compact(ws)
	b := NewBuilder()
	for _, w := range ws {
		if err := b.Add(w); err != nil {
			return nil, err
		}
	}
	return b.Finish()
}

func upper(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'a' && b[j] <= 'z' {
					b[j] -= 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

func lettersString(ls []byte) string {
	b := make([]byte, len(ls))
	for i, l := range ls {
		b[i] = 'A' + l
	}
	return string(b)
}
