package lexicon

import (
	"crypto/sha256"
	"encoding/binary"
)

// Digest returns the SHA-256 of the automaton (its root, then its edges as
// little-endian 32-bit words): equal digests mean the same automaton, so
// the same words. The best-move search names the files it keeps built from
// a lexicon by it (docs/performance.md, Map files). It reads every edge
// (about a millisecond for the largest embedded list).
func (d *DAWG) Digest() [32]byte {
	h := sha256.New()
	var buf [64 << 10]byte
	b := binary.LittleEndian.AppendUint32(buf[:0], uint32(d.root))
	for _, e := range d.edges {
		if len(b) == len(buf) {
			h.Write(b)
			b = buf[:0]
		}
		b = binary.LittleEndian.AppendUint32(b, uint32(e))
	}
	h.Write(b)
	var sum [32]byte
	h.Sum(sum[:0])
	return sum
}
