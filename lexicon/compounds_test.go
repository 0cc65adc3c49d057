package lexicon

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// germanCompounds reads testdata/de_compounds.txt: everyday compound nouns
// written for this test (the file says how).
func germanCompounds(t *testing.T) []string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "de_compounds.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var words []string
	for _, l := range strings.Split(string(b), "\n") {
		if l = strings.TrimSpace(l); l != "" && l[0] != '#' {
			words = append(words, l)
		}
	}
	return words
}

// TestGermanCompounds checks the German list on everyday compound nouns
// (issue 28: Kühlschrank, Krankenhaus, Wochenende, Fußball): at least 95%
// of the 242 are words, with their plurals where the list has the
// compound's last part's; Fußball is FUSSBALL (docs/rules.md, ß).
func TestGermanCompounds(t *testing.T) {
	de := MustEmbedded("de")
	a, _ := AlphabetOf("de")
	words := germanCompounds(t)
	if len(words) != 242 {
		t.Fatalf("%d compounds in testdata/de_compounds.txt, want 242", len(words))
	}
	var missing []string
	for _, w := range words {
		f, ok := a.Fold(w)
		if !ok || len(f) > HunspellMaxLen {
			t.Fatalf("%q is no word of 15 letters or fewer", w)
		}
		if !de.Contains(f) {
			missing = append(missing, w)
		}
	}
	if in := len(words) - len(missing); in*100 < 95*len(words) {
		t.Errorf("%d of %d compounds in (%d%%), want 95%%: missing %q", in, len(words), in*100/len(words), missing)
	}
	t.Logf("%d of %d in; missing %q", len(words)-len(missing), len(words), missing)
	for _, w := range []string{"FUSSBALL", "FUSSBÄLLE", "KÜHLSCHRANK", "KÜHLSCHRÄNKE", "KRANKENHAUS", "KRANKENHÄUSER",
		"WOCHENENDE", "WOCHENENDEN", "FLUGHAFEN", "HAUPTSTADT", "ZAHNBÜRSTE", "ZAHNBÜRSTEN", "FUSSBALLSPIEL"} {
		if f, _ := a.Fold(w); !de.Contains(f) {
			t.Errorf("German lacks %s", w)
		}
	}
	// Candidates that are no compounds of igerman98's parts stay out.
	for _, w := range []string{"KÜHLSCHRANKX", "SCHRANKKÜHL", "BERLINHAUS"} {
		if f, _ := a.Fold(w); de.Contains(f) {
			t.Errorf("German has %s", w)
		}
	}
}

// TestGermanKeepsItsWords: the German list loses no word of the list
// before issue 28 but the names taken out (TestNotWords): every word of the
// expansion without the compounds' candidates and without the names rule
// that the list lacks is one the names rule takes out, 1,339 in all.
func TestGermanKeepsItsWords(t *testing.T) {
	if raceEnabled {
		t.Skip("expands de_DE twice more; run without -race")
	}
	s := hunspellSources["de"]
	before, err := ExpandHunspell(filepath.Join(hunspellSrc("de"), s.base+".dic"), filepath.Join(hunspellSrc("de"), s.base+".aff"), s.opt)
	if err != nil {
		t.Fatal(err)
	}
	now := languageWords(t, "de")
	lost, added := diffSorted(before, now)
	names := notWords(t, "de")
	for _, w := range lost {
		if _, ok := slices.BinarySearch(names, w); !ok {
			t.Errorf("%s lost, not a name", w)
		}
	}
	if len(lost) != 1339 {
		t.Errorf("%d words lost, want the 1,339 names", len(lost))
	}
	if len(added) < 200000 {
		t.Errorf("%d compounds added, want 200,000 or more", len(added))
	}
}
