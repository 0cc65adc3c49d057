package lexicon

import (
	"path/filepath"
	"testing"
)

// BenchmarkLoadEmbedded measures loading an embedded lexicon in place
// without the cache Embedded keeps (loadUnchecked, as Embedded calls it) and
// with Load's full checks.
func BenchmarkLoadEmbedded(b *testing.B) {
	for _, c := range []struct {
		name string
		data []byte
	}{{"en", enData}, {"it", itData}} {
		b.Run(c.name+"/inplace", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(c.data)))
			for b.Loop() {
				if _, err := loadUnchecked(c.data); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/checked", func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(c.data)))
			for b.Loop() {
				if _, err := Load(c.data); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// containsMix is a fixed mix of Italian words and non-words.
var containsMix = []string{
	"SCARABEO", "CASA", "AMARSI", "DARMI", "PRECIPITEVOLISSIMEVOLMENTE", "XYZ", "CASAX",
	"RIMANDAVAMO", "ZZ", "TAVOLO", "QWERTY", "BELLISSIMA", "CANTEREMMO", "ROMA", "A",
	"SOTTOPOSIZIONE",
}

// BenchmarkContainsItalian measures Contains over containsMix (one op is one
// word).
func BenchmarkContainsItalian(b *testing.B) {
	d := MustEmbedded("it")
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		d.Contains(containsMix[i])
		i++
		if i == len(containsMix) {
			i = 0
		}
	}
}

// BenchmarkGenerate measures regenerating each lexicon from the vendored
// sources.
func BenchmarkGenerate(b *testing.B) {
	b.Run("en", func(b *testing.B) {
		for b.Loop() {
			if _, err := GenerateEnglish(filepath.Join("data", "src", "scowl")); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("it", func(b *testing.B) {
		for b.Loop() {
			if _, err := GenerateItalian(filepath.Join("data", "src", "hunspell-it")); err != nil {
				b.Fatal(err)
			}
		}
	})
}
