package lexicon

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"sync"
)

// Tier is a dictionary tier (docs/rules.md, Dictionary tiers): Common ⊂
// Standard ⊂ Full. The zero value is Full, the whole lexicon.
type Tier int8

// The tiers, from the whole lexicon to its most common words.
const (
	Full Tier = iota
	Standard
	Common
)

var tierNames = [...]string{Full: "full", Standard: "standard", Common: "common"}

// Tiers lists the tiers from the narrowest.
var Tiers = []Tier{Common, Standard, Full}

// String returns "full", "standard" or "common".
func (t Tier) String() string {
	if t < 0 || int(t) >= len(tierNames) {
		return fmt.Sprintf("Tier(%d)", int(t))
	}
	return tierNames[t]
}

// ParseTier reads "common", "standard" or "full" ("" is full).
func ParseTier(s string) (Tier, error) {
	if s == "" {
		return Full, nil
	}
	for i, n := range tierNames {
		if n == s {
			return Tier(i), nil
		}
	}
	return Full, fmt.Errorf("lexicon: unknown tier %q (common, standard or full)", s)
}

// MarshalText writes the tier's name.
func (t Tier) MarshalText() ([]byte, error) {
	if t < 0 || int(t) >= len(tierNames) {
		return nil, fmt.Errorf("lexicon: unknown tier %d", int(t))
	}
	return []byte(tierNames[t]), nil
}

// UnmarshalText reads a tier's name.
func (t *Tier) UnmarshalText(b []byte) error {
	v, err := ParseTier(string(b))
	if err == nil {
		*t = v
	}
	return err
}

// The tier table of a lexicon is two bitmaps keyed by rank (a word's index
// in alphabetical order): bit i of std says whether the i-th word of the
// lexicon is in Standard, bit j of common whether the j-th word of Standard
// is in Common. English takes 40 KB, Italian 465 KB, far less than a DAWG
// per tier would. Its serialized form, little-endian:
//
//	magic   8 bytes "WBTIER\x00\x01"
//	words   uint32 (the lexicon's)
//	std     uint32 (words in Standard)
//	common  uint32 (words in Common)
//	std bitmap    (words+63)/64 uint64
//	common bitmap (std+63)/64 uint64
const tierMagic = "WBTIER\x00\x01"

type tierTable struct {
	std, common rankBits
}

// rankBits is a bitmap that counts the ones before a position in O(1).
type rankBits struct {
	words []uint64
	ranks []uint32 // ranks[i]: ones in words[:i]
	n     int      // bits
}

func newRankBits(words []uint64, n int) rankBits {
	r := rankBits{words: words, ranks: make([]uint32, len(words)+1), n: n}
	for i, w := range words {
		r.ranks[i+1] = r.ranks[i] + uint32(bits.OnesCount64(w))
	}
	return r
}

func (r *rankBits) get(i int) bool { return r.words[i/64]>>(i%64)&1 != 0 }

// rank returns the ones before position i.
func (r *rankBits) rank(i int) int {
	return int(r.ranks[i/64]) + bits.OnesCount64(r.words[i/64]&(1<<(i%64)-1))
}

func (r *rankBits) ones() int { return int(r.ranks[len(r.words)]) }

// MarshalTiers returns the tier table of d: tiers[i] is the tier of d's i-th
// word in alphabetical order (Common, Standard or Full: the narrowest that
// holds it).
func MarshalTiers(d *DAWG, tiers []Tier) ([]byte, error) {
	if len(tiers) != d.WordCount() {
		return nil, fmt.Errorf("lexicon: %d tiers for %d words", len(tiers), d.WordCount())
	}
	std := make([]uint64, (len(tiers)+63)/64)
	var common []uint64
	nstd, ncommon := 0, 0
	for i, t := range tiers {
		if t == Full {
			continue
		}
		std[i/64] |= 1 << (i % 64)
		if nstd/64 == len(common) {
			common = append(common, 0)
		}
		if t == Common {
			common[nstd/64] |= 1 << (nstd % 64)
			ncommon++
		}
		nstd++
	}
	b := []byte(tierMagic)
	for _, v := range []int{len(tiers), nstd, ncommon} {
		b = binary.LittleEndian.AppendUint32(b, uint32(v))
	}
	for _, w := range std {
		b = binary.LittleEndian.AppendUint64(b, w)
	}
	for _, w := range common {
		b = binary.LittleEndian.AppendUint64(b, w)
	}
	return b, nil
}

// WithTiers returns a copy of d that knows the tier table b (MarshalTiers).
func (d *DAWG) WithTiers(b []byte) (*DAWG, error) {
	bad := func(why string) error { return fmt.Errorf("%w: tier table: %s", ErrFormat, why) }
	if len(b) < 20 || string(b[:8]) != tierMagic {
		return nil, bad("bad header")
	}
	words := int(binary.LittleEndian.Uint32(b[8:]))
	nstd := int(binary.LittleEndian.Uint32(b[12:]))
	ncommon := int(binary.LittleEndian.Uint32(b[16:]))
	if words != d.words {
		return nil, bad(fmt.Sprintf("made for %d words, the lexicon has %d", words, d.words))
	}
	if nstd > words || ncommon > nstd {
		return nil, bad("bad counts")
	}
	ws, wc := (words+63)/64, (nstd+63)/64
	if len(b) != 20+8*(ws+wc) {
		return nil, bad("length does not match its counts")
	}
	read := func(off, n int) []uint64 {
		out := make([]uint64, n)
		for i := range out {
			out[i] = binary.LittleEndian.Uint64(b[off+8*i:])
		}
		return out
	}
	t := &tierTable{std: newRankBits(read(20, ws), words), common: newRankBits(read(20+8*ws, wc), nstd)}
	if t.std.ones() != nstd || t.common.ones() != ncommon {
		return nil, bad("the bitmaps do not hold their counts")
	}
	c := &DAWG{edges: d.edges, root: d.root, words: d.words, nodes: d.nodes, pairs: d.pairs, tiers: t}
	return c, nil
}

// HasTiers reports whether d has a tier table. A DAWG without one (a word
// list from a file) puts every word in every tier.
func (d *DAWG) HasTiers() bool { return d.tiers != nil }

// TierCount returns how many words tier t holds.
func (d *DAWG) TierCount(t Tier) int {
	if d.tiers == nil || t == Full {
		return d.words
	}
	if t == Standard {
		return d.tiers.std.ones()
	}
	return d.tiers.common.ones()
}

// TierOf returns the narrowest tier that holds word, and false when word
// is not in d. Without a tier table every word is Common.
func (d *DAWG) TierOf(word string) (Tier, bool) {
	i, ok := d.Rank(word)
	if !ok {
		return Full, false
	}
	if d.tiers == nil {
		return Common, true
	}
	if !d.tiers.std.get(i) {
		return Full, true
	}
	if !d.tiers.common.get(d.tiers.std.rank(i)) {
		return Standard, true
	}
	return Common, true
}

// InTier reports whether word is a word of d in tier t (Full: any word).
func (d *DAWG) InTier(word string, t Tier) bool {
	if t == Full || d.tiers == nil {
		return d.Contains(word)
	}
	got, ok := d.TierOf(word)
	return ok && got >= t
}

// rankIndex holds, for every edge, the number of words reached through the
// earlier edges of its node: the words that sort before it there.
type rankIndex struct {
	once   sync.Once
	before []uint32
}

// Rank returns word's index among d's words in alphabetical order (A-Z, any
// case), and false when it is not a word. The first call indexes d (one
// pass over its edges, 4 bytes per edge).
func (d *DAWG) Rank(word string) (int, bool) {
	d.rank.once.Do(d.indexRanks)
	before := d.rank.before
	n := d.root
	rank := 0
	for i := 0; i < len(word); i++ {
		l, ok := Index(word[i])
		if !ok || n == 0 {
			return 0, false
		}
		found := false
		for j := int(n); j < len(d.edges); j++ {
			e := d.edges[j]
			if e.Letter() == l {
				rank += int(before[j])
				last := i == len(word)-1
				if last {
					return rank, e.Final()
				}
				if e.Final() {
					rank++ // the prefix so far is a word before this one
				}
				n, found = e.Child(), true
				break
			}
			if e.Letter() > l || e.Last() {
				break
			}
		}
		if !found {
			return 0, false
		}
	}
	return 0, false
}

// indexRanks fills d.rank.before. Children are laid out before their
// parents (see check), so one forward pass counts every node's words.
func (d *DAWG) indexRanks() {
	n := len(d.edges)
	before := make([]uint32, n)
	count := make([]uint32, n) // at a node's first edge: its words
	var sum uint32
	start := 0
	for i := 1; i < n; i++ {
		if start == 0 {
			start, sum = i, 0
		}
		e := d.edges[i]
		before[i] = sum
		if e.Final() {
			sum++
		}
		sum += count[e.Child()]
		if e.Last() {
			count[start], start = sum, 0
		}
	}
	d.rank.before = before
}
