package wordgrid

import (
	"math/bits"

	"github.com/wordbot/wordbot/lexicon"
)

// Table is a dictionary DAWG recast for the board search. Each edge is a
// record (Rec) holding what the search needs of the node it leads to: the set
// of symbols leaving that node as a bit mask and the index of its first
// record, so the record for symbol s is First + popcount(Mask below s), one
// memory read per step. Symbols are the letters 0..25 and, with QU faces,
// SymQU (26) for a "QU" read as one symbol; words with a Q not followed by U
// are then dropped. Words are numbered by their rank (alphabetical order, QU
// after Z): each record carries the number of words its node's earlier
// records lead to, so summing them along a path gives the number of the word
// it spells. A Table is read-only and safe for concurrent use.
type Table struct {
	recs   []Rec
	root   Rec     // a record leading to the root
	length []uint8 // per word: its letters (QU counts 2), capped at 255
	packed []uint64
	pk     Packing
	bigOff []uint32 // by record: Off when it does not fit in a packed record
}

// Packing says how the 8-byte records of Packed hold a Rec: bits 0..26 the
// symbol mask, bit 27 the final flag, then First in FirstMask << 28 and Off
// from OffShift up. An Off of OffEscape or more is stored as OffEscape and
// found in BigOff (only for dictionaries of very many words). The searches
// read these smaller records: 8 bytes instead of 12 keep more of the
// dictionary in the processor's caches.
type Packing struct {
	FirstMask uint64
	OffShift  uint
	OffEscape uint32
}

// PackedFinal is the final flag of a packed record.
const PackedFinal = 1 << 27

// Rec is an edge of a Table, describing the node it leads to.
type Rec struct {
	Mask  uint32 // bits 0..26: symbols leaving the node; FinalBit: the edge ends a word
	First uint32 // index of the node's first record
	Off   uint32 // words reached through the earlier records of the same node
}

const (
	// SymQU is the symbol of a QU face.
	SymQU = 26
	// FinalBit marks, in Rec.Mask, an edge that ends a word.
	FinalBit = 1 << 31
	// SymBits are the symbol bits of Rec.Mask.
	SymBits = 1<<27 - 1
)

const letterQ, letterU = 'Q' - 'A', 'U' - 'A'

// NewTable recasts d; with quFace a Q is read as the symbol SymQU standing
// for "QU". Nodes are laid out breadth first from the root, so the short
// prefixes that every board visits share a few cache lines.
func NewTable(d *lexicon.DAWG, quFace bool) *Table {
	t := &Table{}
	b := builder{d: d, t: t, qu: quFace, memo: make([]nodeInfo, d.EdgeCount()+1)}
	root := b.node(d.Root())
	t.root = Rec{Mask: root.mask, First: root.first}
	t.relayout()
	t.length = make([]uint8, root.count)
	t.lengths(t.root, 0, 0)
	t.pack()
	return t
}

// pack fills t.packed.
func (t *Table) pack() {
	fb := uint(bits.Len(uint(len(t.recs))))
	t.pk = Packing{FirstMask: 1<<fb - 1, OffShift: 28 + fb}
	ob := 64 - t.pk.OffShift
	t.pk.OffEscape = uint32(min(uint64(1)<<ob-1, 1<<32-1))
	t.packed = make([]uint64, len(t.recs))
	for i, r := range t.recs {
		off := r.Off
		if off >= t.pk.OffEscape {
			if t.bigOff == nil {
				t.bigOff = make([]uint32, len(t.recs))
			}
			t.bigOff[i] = off
			off = t.pk.OffEscape
		}
		t.packed[i] = t.PackRec(r) | uint64(off)<<t.pk.OffShift
	}
}

// PackRec returns the symbol mask, final flag and first record of r packed
// as in Packed (without its Off).
func (t *Table) PackRec(r Rec) uint64 {
	p := uint64(r.Mask&SymBits) | uint64(r.First)<<28
	if r.Mask&FinalBit != 0 {
		p |= PackedFinal
	}
	return p
}

// Packed returns the records packed in 8 bytes, their Packing, and the Off
// values too big for them (by record index; nil when there are none).
func (t *Table) Packed() ([]uint64, Packing, []uint32) { return t.packed, t.pk, t.bigOff }

// Root returns a record leading to the root node.
func (t *Table) Root() Rec { return t.root }

// Records returns the records (read-only).
func (t *Table) Records() []Rec { return t.recs }

// Words returns the number of words.
func (t *Table) Words() int { return len(t.length) }

// Length returns the number of letters of word id (QU counts 2), capped at
// 255.
func (t *Table) Length(id uint32) int { return int(t.length[id]) }

type nodeInfo struct {
	mask, first, count uint32
	done               bool
}

type builder struct {
	d    *lexicon.DAWG
	t    *Table
	qu   bool
	memo []nodeInfo // by DAWG node
}

// node recasts DAWG node dn (memoized, so shared nodes stay shared) and
// returns its symbol mask, first record and number of words.
func (b *builder) node(dn lexicon.Node) nodeInfo {
	if dn == 0 {
		return nodeInfo{}
	}
	if ni := b.memo[dn]; ni.done {
		return ni
	}
	type edge struct {
		sym   uint32
		child lexicon.Node
		final bool
	}
	var buf [32]edge
	edges := buf[:0]
	var qu edge
	hasQU := false
	for i := dn; ; i++ {
		e := b.d.Edge(i)
		l := e.Letter()
		if l >= SymQU {
			// A letter beyond Z (lexicon.MaxLetter): the table holds the
			// words of A-Z only; boards with such letters are searched
			// without it (boggle.FindAll).
		} else if l == letterQ && b.qu {
			if c, fin, ok := b.d.Next(e.Child(), letterU); ok {
				qu, hasQU = edge{SymQU, c, fin}, true
			}
		} else {
			edges = append(edges, edge{uint32(l), e.Child(), e.Final()})
		}
		if e.Last() {
			break
		}
	}
	if hasQU {
		edges = append(edges, qu)
	}
	var kids [32]nodeInfo
	live := edges[:0]
	for _, e := range edges {
		// Drop edges that lead to no word (the QU recasting can leave some).
		if k := b.node(e.child); e.final || k.count > 0 {
			kids[len(live)] = k
			live = append(live, e)
		}
	}
	edges = live
	ni := nodeInfo{first: uint32(len(b.t.recs)), done: true}
	for i, e := range edges {
		r := Rec{Mask: kids[i].mask, First: kids[i].first, Off: ni.count}
		ni.count += kids[i].count
		if e.final {
			r.Mask |= FinalBit
			ni.count++
		}
		ni.mask |= 1 << e.sym
		b.t.recs = append(b.t.recs, r)
	}
	b.memo[dn] = ni
	return ni
}

// relayout orders the nodes' record blocks breadth first from the root.
func (t *Table) relayout() {
	old := t.recs
	recs := make([]Rec, 0, len(old))
	moved := make([]uint32, len(old)+1) // old first + 1 -> new first + 1
	queue := []Rec{t.root}
	for head := 0; head < len(queue); head++ {
		r := queue[head]
		if r.Mask&SymBits == 0 || moved[r.First] != 0 {
			continue
		}
		moved[r.First] = uint32(len(recs)) + 1
		n := uint32(bits.OnesCount32(r.Mask & SymBits))
		block := old[r.First : r.First+n]
		recs = append(recs, block...)
		queue = append(queue, block...)
	}
	for i := range recs {
		if recs[i].Mask&SymBits != 0 {
			recs[i].First = moved[recs[i].First] - 1
		}
	}
	if t.root.Mask&SymBits != 0 {
		t.root.First = moved[t.root.First] - 1
	}
	t.recs = recs
}

// lengths fills t.length for the words through r's node, numbered from base,
// reached with length letters.
func (t *Table) lengths(r Rec, base uint32, length int) {
	k := r.First
	for m := r.Mask & SymBits; m != 0; m &= m - 1 {
		sym := bits.TrailingZeros32(m)
		c := t.recs[k]
		k++
		id := base + c.Off
		n := length + symLen(uint8(sym))
		if c.Mask&FinalBit != 0 {
			t.length[id] = uint8(min(n, 255))
			id++
		}
		t.lengths(c, id, n)
	}
}

// symLen returns the number of letters a symbol stands for: 2 for QU, else 1.
func symLen(sym uint8) int { return 1 + int((sym+6)>>5) }

// Spell returns word number id in upper case.
func (t *Table) Spell(id uint32) string {
	var out []byte
	r, base := t.root, uint32(0)
	for {
		// The last edge whose words start at or before id.
		k, sym := r.First, uint32(0)
		var c Rec
		for m := r.Mask & SymBits; m != 0; m &= m - 1 {
			if base+t.recs[k].Off > id {
				break
			}
			c, sym = t.recs[k], uint32(bits.TrailingZeros32(m))
			k++
		}
		if sym == SymQU {
			out = append(out, 'Q', 'U')
		} else {
			out = append(out, 'A'+byte(sym))
		}
		base += c.Off
		if c.Mask&FinalBit != 0 {
			if base == id {
				return string(out)
			}
			base++
		}
		r = c
	}
}
