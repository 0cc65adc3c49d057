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
		t := &table{name: "en", data: &enData}
		t.index()
	}
}
