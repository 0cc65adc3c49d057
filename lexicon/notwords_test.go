package lexicon

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// notWords returns the words of the list id (a hunspell source with
// notWords) that its rule takes out: the forms the expansion gives without
// the rule and not with it.
func notWords(t *testing.T, id string) []string {
	t.Helper()
	s := hunspellSources[id]
	opt := s.opt
	if s.compoundWords != nil {
		words, err := s.compoundWords(hunspellSrc(id))
		if err != nil {
			t.Fatal(err)
		}
		opt.CompoundWords = words
	}
	all, err := ExpandHunspell(filepath.Join(hunspellSrc(id), s.base+".dic"), filepath.Join(hunspellSrc(id), s.base+".aff"), opt)
	if err != nil {
		t.Fatal(err)
	}
	gone, added := diffSorted(all, languageWords(t, id))
	if len(added) > 0 {
		t.Fatalf("%s: the rule adds %d words: %.10q", id, len(added), added)
	}
	return gone
}

// TestNotWords checks that the proper names and abbreviations of the
// sources are out of the lists (data/README.md, Not words): how many forms
// each rule takes out, and words that must go and words that must stay.
func TestNotWords(t *testing.T) {
	for _, tc := range []struct {
		id       string
		count    int
		out, in  []string
		examples []string // in the README
	}{
		{"es", 129,
			[]string{"AV", "EJ", "AP", "IB", "OP", "ED", "EF", "OC", "ETC", "AVDA", "TEL", "PAG", "PAGS", "HNO", "HNAS"},
			[]string{"DEL", "VID", "VIDES", "COL", "AL", "OCA", "EFE", "ESTE"}, nil},
		{"fr", 74, []string{"OFBIZEXTRA", "FEVR", "JANV", "JUIL", "AVR", "NOV", "OCT", "DEC", "CHAP", "FIG", "ETYM", "SUPPL", "BIBL", "ENV",
			"ATM", "KBIT", "MBAR", "OZ", "KO", "COM", "ORG", "DAST", "TEP", "UA", "KAT", "AKAT", "AE", "OE"},
			[]string{"MAISON", "DOCTEUR", "MADAME", "ETC", "TEL", "FEVRIER", "JANVIER", "FIGUE", "SEPT",
				"BAR", "BIT", "MAS", "ERG", "MOL", "CAL", "GAL", "HA", "IN", "PI", "VAR", "MIN", "MI"}, nil},
		{"it", 9, []string{"ECC", "ETC", "CA", "ING", "MONS", "ON", "RAG", "SPETT", "TOSC"},
			[]string{"CASA", "ED", "ES", "PROF", "ECCETERA", "CIRCA", "OD", "ART", "MAR"}, nil},
		{"pt", 0, nil, []string{"MEA", "AGUA", "COCO"}, nil},
		{"de", 1339,
			[]string{"BERLIN", "BERLINS", "PETER", "PETERS", "BEETHOVEN", "OSLO", "GOETHE", "DÜSSELDORF", "HITLER", "LINUX", "SAMSUNG"},
			[]string{"HAUS", "TAMPON", "METRO", "BOA", "MARTIN", "PAPI", "LUG", "ROSE", "SPORT", "WIENER", "BERLINER",
				"HANDEL", "HANDELS", "ESSENS"}, nil},
	} {
		gone := notWords(t, tc.id)
		if len(gone) != tc.count {
			t.Errorf("%s: %d words taken out, want %d: %q", tc.id, len(gone), tc.count, gone[:min(len(gone), 20)])
		}
		d, err := embeddedID(tc.id)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := AlphabetOf(tc.id)
		for _, w := range tc.out {
			f, _ := a.Fold(w)
			if _, ok := slices.BinarySearch(gone, f); !ok || d.Contains(f) {
				t.Errorf("%s: %s is a word (taken out: %v)", tc.id, w, ok)
			}
		}
		for _, w := range tc.in {
			f, _ := a.Fold(w)
			if !d.Contains(f) {
				t.Errorf("%s lacks %s", tc.id, w)
			}
		}
	}
}

// TestEnglishNotWords: the plurals of letters and the abbreviations that
// SCOWL's word lists hold (englishAbbreviations, data/README.md, Not
// words) are out of the English list, each a line of the vendored lists
// (the names take out 31 forms), while the words beside them stay.
func TestEnglishNotWords(t *testing.T) {
	d, err := Embedded("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []string{"LN", "KB", "AEQ", "CSC", "BS", "ZS", "YS", "MF", "HHD"} {
		if d.Contains(w) {
			t.Errorf("en: %s is a word", w)
		}
	}
	for _, w := range []string{"AS", "ES", "IS", "US", "CWM", "NTH", "BRR", "HMM", "TSK", "SH", "QI", "ZA"} {
		if !d.Contains(w) {
			t.Errorf("en lacks %s", w)
		}
	}
	names, err := filepath.Glob(filepath.Join("data", "src", "scowl", "*-words.*"))
	if err != nil || len(names) == 0 {
		t.Fatal(names, err)
	}
	found := map[string]bool{}
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(b), "\n") {
			if slices.Contains(englishAbbreviations, line) {
				found[line] = true
			}
		}
	}
	if len(found) != len(englishAbbreviations) || len(found) != 31 {
		t.Errorf("%d of the %d named forms are lines of SCOWL's word lists, want 31", len(found), len(englishAbbreviations))
	}
}
