package define

import "testing"

func BenchmarkLookup(b *testing.B) {
	english.index()
	words := []string{"RAN", "GEESE", "CATS", "XYZZY", "RUNNING", "QUILT"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := Lookup("en", words[i%len(words)]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkIndex(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		t := &table{name: "en", data: enData}
		t.index()
	}
}

// BenchmarkGermanFirstLookup is the cost of the first German lookup: the
// embedded text uncompressed (13.5 MB) and indexed.
func BenchmarkGermanFirstLookup(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		t := &table{name: "de", gz: deData, translations: true}
		if len(t.lookup("HUND")) != 1 {
			b.Fatal("no HUND")
		}
	}
}

func BenchmarkLookupGerman(b *testing.B) {
	tables["de"].index()
	words := []string{"Hund", "STRASSE", "gehen", "Kühlschrank", "XYZZY", "Häuser"}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		if _, err := Lookup("de", words[i%len(words)]); err != nil {
			b.Fatal(err)
		}
	}
}
