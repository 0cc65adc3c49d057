package lexicon

import (
	"encoding/binary"
	"errors"
	"slices"
	"testing"
)

func TestMarshalLoadRoundTrip(t *testing.T) {
	for _, words := range [][]string{nil, {"A"}, {"CAT", "CATS", "DOG", "DOGS", "ZEBRA"}} {
		d := mustBuild(t, words...)
		b, err := d.MarshalBinary()
		if err != nil {
			t.Fatal(err)
		}
		if got, want := len(b), headerSize+4*(d.EdgeCount()+1); got != want {
			t.Errorf("%v: %d bytes, want %d", words, got, want)
		}
		l, err := Load(b)
		if err != nil {
			t.Fatalf("%v: Load: %v", words, err)
		}
		if !slices.Equal(l.Words(), d.Words()) || l.WordCount() != d.WordCount() ||
			l.NodeCount() != d.NodeCount() || l.EdgeCount() != d.EdgeCount() || l.Root() != d.Root() {
			t.Errorf("%v: loaded DAWG differs", words)
		}
		// Unaligned bytes are copied, not used in place, and still load.
		u := make([]byte, len(b)+1)
		copy(u[1:], b)
		l, err = Load(u[1:])
		if err != nil || !slices.Equal(l.Words(), d.Words()) {
			t.Errorf("%v: unaligned Load: %v", words, err)
		}
	}
}

func TestLoadCorrupt(t *testing.T) {
	good, _ := mustBuild(t, "CAT", "CATS", "DOG").MarshalBinary()
	edge := func(i int) int { return headerSize + 4*i }
	mut := func(f func(b []byte)) []byte {
		b := slices.Clone(good)
		f(b)
		return b
	}
	put := func(b []byte, off int, v uint32) { binary.LittleEndian.PutUint32(b[off:], v) }
	cases := map[string][]byte{
		"empty":          nil,
		"short header":   good[:10],
		"bad magic":      mut(func(b []byte) { b[0] = 'X' }),
		"truncated":      good[:len(good)-1],
		"extra byte":     append(slices.Clone(good), 0),
		"zero edges":     mut(func(b []byte) { put(b, 20, 0) }),
		"root too big":   mut(func(b []byte) { put(b, 16, 1000) }),
		"word count":     mut(func(b []byte) { put(b, 8, 4000000000) }),
		"node count":     mut(func(b []byte) { put(b, 12, 7) }),
		"letter 31":      mut(func(b []byte) { b[edge(1)] |= 0x1f }),
		"child outside":  mut(func(b []byte) { put(b, edge(2), uint32(makeEdge(0, true, true, 1<<20))) }),
		"no last edge":   mut(func(b []byte) { b[edge(len(good)/4-headerSize/4-1)] &^= lastBit }),
		"dead end":       mut(func(b []byte) { put(b, edge(1), uint32(makeEdge(18, false, true, 0))) }),
		"points forward": mut(func(b []byte) { put(b, edge(1), uint32(makeEdge(18, true, true, 1))) }),
	}
	for name, b := range cases {
		d, err := Load(b)
		if !errors.Is(err, ErrFormat) {
			t.Errorf("%s: Load = %v, %v; want ErrFormat", name, d, err)
		}
	}
}

func TestEmbeddedLoadsChecked(t *testing.T) {
	for _, lang := range Languages {
		data := map[string][]byte{"en": enData, "it": itData, "fr": frData, "es": esData, "pt": ptData, "de": deData}[lang]
		if _, err := Load(data); err != nil {
			t.Errorf("embedded %s fails Load's checks: %v", lang, err)
		}
		d := MustEmbedded(lang)
		if d2, _ := Embedded(lang); d2 != d {
			t.Errorf("Embedded(%s) is not cached", lang)
		}
	}
	if _, err := Embedded("xx"); err == nil || err.Error() != `lexicon: unknown language "xx" (have en, it, fr, es, pt, de)` {
		t.Errorf("Embedded(xx) = %v", err)
	}
}

// FuzzLoad: Load never panics, errors are ErrFormat, and a loaded DAWG can be
// walked completely and agrees with its header.
func FuzzLoad(f *testing.F) {
	for _, ws := range [][]string{nil, {"A"}, {"CAT", "CATS", "DOG", "DOGS"}, {"AB", "ABC", "AD", "B", "ZZZ"}} {
		b, _ := mustBuild(f, ws...).MarshalBinary()
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := Load(b)
		if err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v is not ErrFormat", err)
			}
			return
		}
		words := d.Words()
		if len(words) != d.WordCount() {
			t.Fatalf("%d words, header says %d", len(words), d.WordCount())
		}
		for _, w := range words {
			if !d.Contains(w) || !d.HasPrefix(w) {
				t.Fatalf("%q listed but not contained", w)
			}
		}
		if !slices.IsSorted(words) || len(slices.Compact(slices.Clone(words))) != len(words) {
			t.Fatal("words not sorted and unique")
		}
	})
}
