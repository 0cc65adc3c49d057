package lexicon

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func writeList(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestListsBuiltins: every language has its built-in default, named as the
// start messages name it, and Lexicon("") is the embedded lexicon.
func TestListsBuiltins(t *testing.T) {
	l := NewLists()
	for _, lang := range Languages {
		names := l.Names(lang)
		if len(names) == 0 || names[0] != DefaultListName(lang) || l.Default(lang) != names[0] {
			t.Errorf("%s: names %q, default %q", lang, names, l.Default(lang))
		}
		d, err := l.Lexicon(lang, "")
		if err != nil || d != MustEmbedded(lang) {
			t.Errorf("%s: default lexicon %p, %v; want the embedded one", lang, d, err)
		}
		if d2, err := l.Lexicon(lang, "DEFAULT"); err != nil || d2 != d {
			t.Errorf("%s: 'DEFAULT' gave %p, %v", lang, d2, err)
		}
	}
	if DefaultListName("es") != "hunspell es_ES" || DefaultListName("en") != "SCOWL" {
		t.Errorf("default names %q, %q", DefaultListName("es"), DefaultListName("en"))
	}
}

// TestListsAdd: an operator's list joins its language's names after the
// built-ins, is found whatever its case, loads once (the same *DAWG each
// time, so what games build from it is built once) and holds exactly its
// words; other languages do not see it.
func TestListsAdd(t *testing.T) {
	l := NewLists()
	if err := l.Add("en", "CSW test", writeList(t, "csw.txt", "qi\nZA\n\ncafé\r\n")); err != nil {
		t.Fatal(err)
	}
	if got := l.Names("en"); !slices.Equal(got, []string{"SCOWL", "CSW test"}) {
		t.Errorf("names %q", got)
	}
	if got := l.Names("it"); !slices.Equal(got, []string{"hunspell it_IT"}) {
		t.Errorf("it names %q", got)
	}
	name, def, ok := l.Find("en", "csw TEST")
	if name != "CSW test" || def || !ok {
		t.Errorf("Find = %q, %v, %v", name, def, ok)
	}
	if _, _, ok := l.Find("it", "CSW test"); ok {
		t.Error("Find it CSW test: found")
	}
	d1, err := l.Lexicon("en", "CSW test")
	if err != nil {
		t.Fatal(err)
	}
	d2, _ := l.Lexicon("en", "csw test")
	if d1 != d2 {
		t.Error("two lookups of one list gave two lexicons")
	}
	if d1 == MustEmbedded("en") {
		t.Error("the list is the embedded lexicon")
	}
	if d1.WordCount() != 3 || !d1.Contains("QI") || !d1.Contains("ZA") || !d1.Contains("CAFE") || d1.Contains("CAT") {
		t.Errorf("list holds %d words; QI %v CAT %v", d1.WordCount(), d1.Contains("QI"), d1.Contains("CAT"))
	}
	_, err = l.Lexicon("en", "NWL")
	if err == nil || err.Error() != `lexicon: en has no list named "NWL" (have SCOWL, CSW test)` {
		t.Errorf("unknown list: %v", err)
	}
}

// TestListsAddInAlphabet: a Spanish list keeps Ñ and joins CH, LL, RR; a
// German one keeps Ä and writes ß as SS; a letter the language lacks is
// refused with its line and column.
func TestListsAddInAlphabet(t *testing.T) {
	l := NewLists()
	if err := l.Add("es", "FISE", writeList(t, "fise.txt", "niño\nchico\nCAMIÓN\n")); err != nil {
		t.Fatal(err)
	}
	es, _ := l.Lexicon("es", "fise")
	a, _ := AlphabetOf("es")
	for _, w := range []string{"niño", "chico", "camion"} {
		f, _ := a.Fold(w)
		if !es.Contains(f) {
			t.Errorf("es list misses %s (%q)", w, f)
		}
	}
	if es.Contains("NINO") || es.WordCount() != 3 {
		t.Errorf("es list: NINO %v, %d words", es.Contains("NINO"), es.WordCount())
	}
	if err := l.Add("de", "Duden", writeList(t, "de.txt", "Straße\nKühlschrank\n")); err != nil {
		t.Fatal(err)
	}
	de, _ := l.Lexicon("de", "Duden")
	ad, _ := AlphabetOf("de")
	for _, w := range []string{"STRASSE", "kühlschrank"} {
		f, _ := ad.Fold(w)
		if !de.Contains(f) {
			t.Errorf("de list misses %s", w)
		}
	}
	err := l.Add("fr", "ODS", writeList(t, "ods.txt", "été\n  niño\n"))
	if err == nil || !strings.HasSuffix(err.Error(), `ods.txt: line 2, column 5: character 'ñ' is not a letter of fr`) {
		t.Errorf("ñ in French: %v", err)
	}
}

// TestListsAddRefused: each bad list is refused with one line, and the
// language's lists stay as they were.
func TestListsAddRefused(t *testing.T) {
	big := filepath.Join(t.TempDir(), "big.txt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(MaxWordListBytes + 1) // sparse: nothing is written
	f.Close()
	good := writeList(t, "good.txt", "word\n")
	for _, c := range []struct{ lang, name, path, want string }{
		{"en", "X", filepath.Join(t.TempDir(), "missing.txt"), "no such file or directory"},
		{"en", "X", big, "larger than"},
		{"en", "X", writeList(t, "digit.txt", "ok\nab1\n"), `digit.txt: line 2, column 3: digit '1' in a word`},
		{"en", "X", writeList(t, "empty.txt", "\n\n"), "empty.txt holds no words"},
		{"en", "scowl", good, `lexicon: en already has a list named "SCOWL"`},
		{"en", "default", good, `"default" is not a list name`},
		{"en", "", good, "a list needs a name"},
		{"en", "a/b", good, `character '/' is not a letter`},
		{"en", strings.Repeat("x", MaxListName+1), good, "longer than 40 characters"},
		{"nl", "X", good, `unknown language "nl"`},
		{"en", "one more", good, "lists already"},
	} {
		l := NewLists()
		if c.want == "lists already" {
			for i := len(l.Names("en")); i < MaxLists; i++ {
				if err := l.Add("en", fmt.Sprint("L", i), good); err != nil {
					t.Fatal(err)
				}
			}
		}
		err := l.Add(c.lang, c.name, c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Add(%s, %q, %s) = %v; want one line with %q", c.lang, c.name, filepath.Base(c.path), err, c.want)
		}
		if got := l.Names("en"); c.want != "lists already" && !slices.Equal(got, []string{"SCOWL"}) || len(got) > MaxLists {
			t.Errorf("after a refusal, en has %q", got)
		}
	}
}

// TestListsReplace: config lexicon.en replaces the default under the
// file's name; the built-in is then not offered.
func TestListsReplace(t *testing.T) {
	l := NewLists()
	if err := l.Replace("en", "word list mine.txt", writeList(t, "mine.txt", "zyzzyva\n")); err != nil {
		t.Fatal(err)
	}
	if got := l.Names("en"); !slices.Equal(got, []string{"word list mine.txt"}) {
		t.Errorf("names %q", got)
	}
	d, _ := l.Lexicon("en", "")
	if d.WordCount() != 1 || !d.Contains("ZYZZYVA") {
		t.Errorf("default holds %d words", d.WordCount())
	}
}
