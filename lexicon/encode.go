package lexicon

import (
	"encoding/binary"
	"errors"
	"fmt"
	"unsafe"
)

// The serialized form, all little-endian:
//
//	magic   8 bytes "WBDAWG\x00\x01"
//	words   uint32
//	nodes   uint32
//	root    uint32
//	edges   uint32 (the sentinel at index 0 included)
//	edge... uint32 each
//
// Loaded in place: on a little-endian machine the edge array is the byte
// slice itself, not a copy.
const (
	magic      = "WBDAWG\x00\x01"
	headerSize = 24
)

// ErrFormat is returned (wrapped) for bytes that are not a serialized DAWG.
var ErrFormat = errors.New("lexicon: not a valid DAWG file")

// MarshalBinary returns the serialized form of d.
func (d *DAWG) MarshalBinary() ([]byte, error) {
	b := make([]byte, headerSize, headerSize+4*len(d.edges))
	copy(b, magic)
	binary.LittleEndian.PutUint32(b[8:], uint32(d.words))
	binary.LittleEndian.PutUint32(b[12:], uint32(d.nodes))
	binary.LittleEndian.PutUint32(b[16:], uint32(d.root))
	binary.LittleEndian.PutUint32(b[20:], uint32(len(d.edges)))
	for _, e := range d.edges {
		b = binary.LittleEndian.AppendUint32(b, uint32(e))
	}
	return b, nil
}

// Load returns the DAWG serialized in b, checking that every edge is sound so
// that no walk can leave the array. b must not change afterwards: the DAWG
// may use it in place.
func Load(b []byte) (*DAWG, error) {
	d, err := loadUnchecked(b)
	if err != nil {
		return nil, err
	}
	if err := d.check(); err != nil {
		return nil, err
	}
	return d, nil
}

func loadUnchecked(b []byte) (*DAWG, error) {
	if len(b) < headerSize || string(b[:8]) != magic {
		return nil, fmt.Errorf("%w: bad header", ErrFormat)
	}
	words := binary.LittleEndian.Uint32(b[8:])
	nodes := binary.LittleEndian.Uint32(b[12:])
	root := binary.LittleEndian.Uint32(b[16:])
	n := binary.LittleEndian.Uint32(b[20:])
	if n == 0 || n > MaxEdges || uint64(len(b)) != headerSize+4*uint64(n) {
		return nil, fmt.Errorf("%w: length does not match %d edges", ErrFormat, n)
	}
	if root >= n {
		return nil, fmt.Errorf("%w: root %d out of range", ErrFormat, root)
	}
	d := &DAWG{root: Node(root), words: int(words), nodes: int(nodes)}
	body := b[headerSize:]
	if littleEndian && uintptr(unsafe.Pointer(&body[0]))%4 == 0 {
		d.edges = unsafe.Slice((*Edge)(unsafe.Pointer(&body[0])), n)
	} else {
		d.edges = make([]Edge, n)
		for i := range d.edges {
			d.edges[i] = Edge(binary.LittleEndian.Uint32(body[4*i:]))
		}
	}
	d.index()
	return d, nil
}

// check verifies that every node's edge run ends inside the array, letters
// are 0..MaxLetter and strictly increasing within a node, every child is the start
// of a node laid out before its parent (as Builder lays them out), which also
// proves the automaton acyclic, and every edge either ends a word or leads on.
// It also checks the header's word and node counts against the automaton.
func (d *DAWG) check() error {
	n := len(d.edges)
	start := make([]bool, n)
	if d.root != 0 {
		start[d.root] = true
	}
	for i := 1; i < n; i++ {
		if c := d.edges[i].Child(); c != 0 {
			if int(c) >= n {
				return fmt.Errorf("%w: edge %d points outside", ErrFormat, i)
			}
			start[c] = true
		}
	}
	// Walk node runs in order: every start must begin a run. count[s] is the
	// number of words below the node starting at s (children come first).
	count := make([]uint64, n)
	const tooMany = 1 << 32
	inRun := false
	var prevLetter byte
	runStart, runs := 0, 0
	var words uint64
	for i := 1; i < n; i++ {
		e := d.edges[i]
		if e.Letter() > MaxLetter {
			return fmt.Errorf("%w: edge %d has letter %d", ErrFormat, i, e.Letter())
		}
		if start[i] && inRun {
			return fmt.Errorf("%w: node %d starts inside another node", ErrFormat, i)
		}
		if !inRun {
			inRun, runStart, words = true, i, 0
			runs++
		} else if e.Letter() <= prevLetter {
			return fmt.Errorf("%w: edge %d is out of order", ErrFormat, i)
		}
		prevLetter = e.Letter()
		c := e.Child()
		if c != 0 && int(c) >= runStart {
			return fmt.Errorf("%w: edge %d points forwards", ErrFormat, i)
		}
		if c == 0 && !e.Final() {
			return fmt.Errorf("%w: edge %d leads nowhere", ErrFormat, i)
		}
		if e.Final() {
			words++
		}
		words = min(words+count[c], tooMany)
		if e.Last() {
			inRun = false
			count[runStart] = words
		}
	}
	if inRun {
		return fmt.Errorf("%w: last node does not end", ErrFormat)
	}
	if got := count[d.root]; got != uint64(d.words) {
		return fmt.Errorf("%w: header says %d words, the automaton holds %d", ErrFormat, d.words, got)
	}
	if runs != d.nodes {
		return fmt.Errorf("%w: header says %d nodes, the automaton has %d", ErrFormat, d.nodes, runs)
	}
	return nil
}

var littleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()
