package scarabeo

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"unsafe"

	"github.com/wordbot/wordbot/lexicon"
)

// The automaton's map file (docs/performance.md, Map files): what a
// language's first hint used to build in the process (the automaton, its
// extension-set tables, its lead tables, the count of its words: 13-116 ms
// of CPU) is kept in the map folder too, as a file "automaton-DIGEST.map"
// named by the lexicon's digest and the two-letter rule and alphabet the
// automaton was built for, with the same header and checksum as the word
// maps' files (mapfile.go). A fresh process maps it read-only instead of
// building; a file that is damaged, of another version or of another
// lexicon is never used: the automaton is built again and the file
// replaced.

// fsaSections is the number of sections of an automaton's file: its
// scalars, arcs, t, the extension sets after and before, the lead
// tables' one, two and nodes.
const fsaSections = 8

// fsaFileKey is the digest naming the automaton's file of lex for v.
func fsaFileKey(lex *lexicon.DAWG, v *Variant) [32]byte {
	d := lex.Digest()
	two := byte(0)
	if v.TwoLetterAny {
		two = 1
	}
	h := sha256.New()
	h.Write([]byte("automaton\x00"))
	h.Write(d[:])
	h.Write([]byte{two})
	h.Write(asBytes([]uint32{v.Alphabet}))
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// newFSA returns the automaton of lex for v: mapped from its file in the
// map folder when the folder has a valid one, else built. A built
// automaton is only its core (buildCore: what the first hint waits for);
// one goroutine then builds its bound tables and word count
// (buildBounds) and, with a map folder, writes the file; built is closed
// once it is done (docs/performance.md, The first hint after a start).
func newFSA(lex *lexicon.DAWG, v *Variant) *fsa {
	dir := currentMapDir()
	var key [32]byte
	var path string
	var err error
	if dir != "" {
		key = fsaFileKey(lex, v)
		path = filepath.Join(dir, fmt.Sprintf("automaton-%x.map", key[:12]))
		var secs [][]byte
		var data []byte
		if secs, data, err = openMapFile(path, key, fsaSections); err == nil {
			var f *fsa
			if f, err = fsaOf(secs); err == nil {
				noteMapFile(path, "loaded")
				f.addMapped(data)
				return f
			}
			unmap(data)
		}
	}
	f := buildCore(lex, v)
	f.built = make(chan struct{})
	go func() {
		defer close(f.built)
		f.buildBounds()
		if dir == "" {
			return
		}
		if werr := writeMapFile(path, key, f.sections()); werr != nil {
			noteMapFile(path, "not written: "+werr.Error())
		} else if errors.Is(err, os.ErrNotExist) {
			noteMapFile(path, "built")
		} else {
			noteMapFile(path, "rebuilt: "+err.Error())
		}
	}()
	return f
}

// sections are the automaton's arrays as its map file keeps them (its
// bound tables and word count built: buildBounds).
func (f *fsa) sections() [][]byte {
	b := f.bounds.Load()
	lt := b.lead
	scalars := []uint64{uint64(f.root), uint64(f.finals), uint64(f.wordCount())}
	return [][]byte{asBytes(scalars), asBytes(f.arcs), asBytes(f.t), asBytes(b.grams.after), asBytes(b.grams.before),
		asBytes(lt.one[:]), asBytes(lt.two[:]), asBytes(lt.nodes)}
}

// fsaOf reads an automaton from its sections, checking that they fit
// together: sizes, every arc's child and every lead set's nodes inside
// the arrays (a file that passed its checksum but holds what this version
// did not write is refused, not followed out of bounds).
func fsaOf(secs [][]byte) (*fsa, error) {
	if len(secs) != fsaSections {
		return nil, fmt.Errorf("%d sections", len(secs))
	}
	sc, err := fromBytes[uint64](secs[0])
	if err != nil || len(sc) != 3 {
		return nil, fmt.Errorf("automaton: scalars of %d bytes", len(secs[0]))
	}
	f := &fsa{root: uint32(sc[0]), finals: uint32(sc[1])}
	words := int(sc[2])
	if f.arcs, err = fromBytes[arc](secs[1]); err != nil {
		return nil, err
	}
	if f.t, err = fromBytes[fsaArc](secs[2]); err != nil {
		return nil, err
	}
	n := len(f.arcs)
	if n < 2 || len(f.t) != n || sc[0] == 0 || sc[0] >= uint64(n) {
		return nil, fmt.Errorf("automaton: %d arcs, %d entries, root %d", n, len(f.t), sc[0])
	}
	for i := range f.t {
		if c := f.t[i].a.child(); c >= uint32(n) || f.t[i].a != f.arcs[i] {
			return nil, fmt.Errorf("automaton: arc %d out of place", i)
		}
	}
	if !f.arcs[n-1].last() {
		return nil, errors.New("automaton: the last node has no end")
	}
	g := &gramTables{}
	if g.after, err = fromBytes[uint32](secs[3]); err != nil {
		return nil, err
	}
	if g.before, err = fromBytes[uint32](secs[4]); err != nil {
		return nil, err
	}
	if len(g.after) != gramKeys || len(g.before) != gramKeys {
		return nil, fmt.Errorf("automaton: extension sets of %d and %d", len(g.after), len(g.before))
	}
	one, err := fromBytes[[32]leadSet](secs[5])
	if err != nil {
		return nil, err
	}
	two, err := fromBytes[[32 * 32]leadSet](secs[6])
	if err != nil {
		return nil, err
	}
	if len(one) != maxLead+1 || len(two) != maxLead+1 {
		return nil, fmt.Errorf("automaton: lead tables of %d and %d", len(one), len(two))
	}
	lt := &leadTable{one: (*[maxLead + 1][32]leadSet)(one), two: (*[maxLead + 1][32 * 32]leadSet)(two)}
	if lt.nodes, err = fromBytes[uint32](secs[7]); err != nil {
		return nil, err
	}
	for _, x := range lt.nodes {
		if x == 0 || x >= uint32(n) {
			return nil, fmt.Errorf("automaton: lead node %d out of the arcs", x)
		}
	}
	check := func(sets []leadSet) error {
		for i := range sets {
			s := &sets[i]
			if *(*byte)(unsafe.Pointer(&s.final)) > 1 || s.from > s.to || s.to > uint32(len(lt.nodes)) {
				return errors.New("automaton: a lead set out of the nodes")
			}
		}
		return nil
	}
	for d := range lt.one {
		if err := check(lt.one[d][:]); err != nil {
			return nil, err
		}
		if err := check(lt.two[d][:]); err != nil {
			return nil, err
		}
	}
	f.bounds.Store(&fsaBounds{grams: g, lead: lt})
	f.countOnce.Do(func() { f.words = words })
	return f, nil
}
