package lexicon

import (
	"crypto/sha256"
	"encoding/binary"
	"testing"
)

// TestDigest: a lexicon's digest is that of its automaton: the same words
// give the same digest (built twice, or saved and loaded), another word
// another digest; and it is the SHA-256 of the root and the edges, a
// chunk's boundary included (the embedded English list has over 16,384
// edges, the buffer's size).
func TestDigest(t *testing.T) {
	a := mustBuild(t, "CAT", "CATS", "DOG")
	b := mustBuild(t, "DOG", "CAT", "CATS")
	c := mustBuild(t, "CAT", "CATS", "DOGS")
	data, err := a.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	l, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	if a.Digest() != b.Digest() || a.Digest() != l.Digest() {
		t.Error("the same words give different digests")
	}
	if a.Digest() == c.Digest() {
		t.Error("other words give the same digest")
	}
	en := MustEmbedded("en")
	want := binary.LittleEndian.AppendUint32(nil, uint32(en.Root()))
	for i := 0; i < en.EdgeCount()+1; i++ {
		want = binary.LittleEndian.AppendUint32(want, uint32(en.Edge(Node(i))))
	}
	if en.EdgeCount() < 16<<10 || en.Digest() != sha256.Sum256(want) {
		t.Errorf("English (%d edges): digest %x, want %x", en.EdgeCount(), en.Digest(), sha256.Sum256(want))
	}
}
