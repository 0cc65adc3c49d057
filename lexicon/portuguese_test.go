package lexicon

import (
	"slices"
	"testing"
)

// TestPortugueseLists: Portuguese plays Brazil's list (hunspell pt_BR,
// with Brazil's tiles) and has Portugal's as a built-in alternate; the
// Brazilian spellings of issue 28 are words of the first, not of the
// second.
func TestPortugueseLists(t *testing.T) {
	l := NewLists()
	if names, want := l.Names("pt"), []string{"hunspell pt_BR", "hunspell pt_PT"}; !slices.Equal(names, want) {
		t.Errorf("pt lists %q, want %q", names, want)
	}
	br, err := l.Lexicon("pt", "")
	if err != nil || br != MustEmbedded("pt") {
		t.Fatalf("pt default %p, %v; want the embedded pt", br, err)
	}
	pt, err := l.Lexicon("pt", "Hunspell PT_pt")
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := l.Lexicon("pt", "hunspell pt_PT"); again != pt || pt == br || pt.WordCount() != 372213 {
		t.Fatalf("pt_PT: %p then %p, %d words (pt_BR %d)", pt, again, pt.WordCount(), br.WordCount())
	}
	for _, w := range []string{"REGISTRO", "CONTATO", "TIME", "GOL", "ESPORTE", "MOUSE", "ATERRISSAR"} {
		if !br.Contains(w) {
			t.Errorf("pt_BR lacks %s", w)
		}
		if pt.Contains(w) {
			t.Errorf("pt_PT has %s", w)
		}
	}
	for _, w := range []string{"CORAÇÃO", "AÇÃO", "VOCÊ", "PÃO"} {
		f, _ := alphabets["pt"].Fold(w)
		if !br.Contains(f) || !pt.Contains(f) {
			t.Errorf("a Portuguese list lacks %s (%s)", w, f)
		}
	}
	if _, err := Embedded("pt_PT"); err == nil || err.Error() != `lexicon: unknown language "pt_PT" (have en, it, fr, es, pt, de)` {
		t.Errorf("Embedded(pt_PT): %v", err)
	}
}
