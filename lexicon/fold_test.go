package lexicon

import "testing"

func TestFold(t *testing.T) {
	for _, tc := range []struct {
		in, want, wantCase string
		ok                 bool
	}{
		{"città", "CITTA", "citta", true},
		{"CITTÀ", "CITTA", "CITTA", true},
		{"citta", "CITTA", "citta", true},
		{"PERCHÉ", "PERCHE", "PERCHE", true},
		{"caffè", "CAFFE", "caffe", true},
		{"Più", "PIU", "Piu", true},
		{"GIÀ", "GIA", "GIA", true},
		{"naïve", "NAIVE", "naive", true},
		{"CaSA", "CASA", "CaSA", true},
		{"mañana", "", "", false},
		{"straße", "", "", false},
		{"ça", "", "", false},
		{"it's", "", "", false},
		{"two words", "", "", false},
		{"d0g", "", "", false},
		{"", "", "", true},
		{"\xff", "", "", false},
	} {
		got, ok := Fold(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Fold(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
		got, ok = FoldCase(tc.in)
		if got != tc.wantCase || ok != tc.ok {
			t.Errorf("FoldCase(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.wantCase, tc.ok)
		}
	}
}

// The embedded Italian lexicon holds the accented words folded: the words
// of issue 13 that could not be played at all.
func TestEmbeddedItalianFoldedWords(t *testing.T) {
	d, err := Embedded("it")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"città", "CITTÀ", "citta", "PERCHÉ", "perche", "CAFFÈ", "PIÙ", "GIÀ"} {
		f, ok := Fold(w)
		if !ok || !d.Contains(f) {
			t.Errorf("%s (folded %q, %v) is not in the Italian lexicon", w, f, ok)
		}
	}
}

func FuzzFold(f *testing.F) {
	for _, s := range []string{"città", "PERCHÉ", "mañana", "", "\xff\xfe", "Ùa", "citta\u0300", "\u0300a", "ⅷ", "ﬃ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, ok := Fold(s)
		c, okc := FoldCase(s)
		if ok != okc {
			t.Fatalf("Fold and FoldCase disagree on %q", s)
		}
		if !ok {
			return
		}
		// A compatibility character may read as more letters than its
		// bytes (NFKC: ⅷ is VIII), never more than twice as many.
		if len(u) != len(c) || len(u) > 2*len(s) {
			t.Fatalf("Fold(%q) = %q, FoldCase = %q", s, u, c)
		}
		for i := 0; i < len(u); i++ {
			if u[i] < 'A' || u[i] > 'Z' {
				t.Fatalf("Fold(%q) = %q", s, u)
			}
		}
		if again, _ := Fold(u); again != u {
			t.Fatalf("Fold is not idempotent on %q", s)
		}
	})
}
