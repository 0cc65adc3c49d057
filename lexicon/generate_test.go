package lexicon

import (
	"bytes"
	"path/filepath"
	"slices"
	"sync"
	"testing"
)

var italian struct {
	once  sync.Once
	words []string
	err   error
}

// italianWords expands the vendored it_IT once per test binary.
func italianWords(t testing.TB) []string {
	t.Helper()
	if raceEnabled {
		t.Skip("the Italian expansion takes minutes under the race detector; run without -race")
	}
	italian.once.Do(func() {
		italian.words, italian.err = ItalianWords(filepath.Join("data", "src", "hunspell-it"))
	})
	if italian.err != nil {
		t.Fatal(italian.err)
	}
	return italian.words
}

func TestItalianWords(t *testing.T) {
	words := italianWords(t)
	if len(words) < 2400000 {
		t.Errorf("%d Italian words, want at least 2.4 million", len(words))
	}
	if got, want := len(words), 2833334; got != want {
		t.Errorf("%d Italian words, want %d (the vendored it_IT 7.5.0, accents folded)", got, want)
	}
	has := func(w string) bool { _, ok := slices.BinarySearch(words, w); return ok }
	// The accented forms enter folded (docs/rules.md): CITTÀ as CITTA.
	for _, w := range []string{"SCARABEO", "CASA", "AMARSI", "DARMI", "CENTO", "DUECENTO", "AD", "AI", "TU", "UN",
		"CITTA", "PERCHE", "CAFFE", "PIU", "GIA", "TELECITTA"} {
		if !has(w) {
			t.Errorf("Italian lacks %s", w)
		}
	}
	// ROMA is a proper noun; KM, HL, MQ, WWW, XX are entries without a vowel
	// (abbreviations, symbols); the rest are forms of the excluded numeral
	// classes.
	for _, w := range []string{"ROMA", "KM", "HL", "HM", "MQ", "DG", "WWW", "XX", "LACASA", "CENTESIMO", "DUECENTESIMO", "XII"} {
		if has(w) {
			t.Errorf("Italian has %s", w)
		}
	}
	for _, w := range words {
		if len(w) < 2 || len(w) > ItalianMaxLen || !isUpperAZ(w) {
			t.Fatalf("bad Italian word %q", w)
		}
	}
}

var languages struct {
	sync.Mutex
	words map[string][]string
}

func hunspellSrc(lang string) string {
	dir, _ := HunspellDir(lang)
	return filepath.Join("data", "src", dir)
}

// languageWords expands the vendored dictionary of lang once per test binary.
func languageWords(t testing.TB, lang string) []string {
	t.Helper()
	if raceEnabled {
		t.Skip("the hunspell expansions take minutes under the race detector; run without -race")
	}
	languages.Lock()
	defer languages.Unlock()
	if w, ok := languages.words[lang]; ok {
		return w
	}
	w, err := HunspellWords(lang, hunspellSrc(lang))
	if err != nil {
		t.Fatal(err)
	}
	if languages.words == nil {
		languages.words = map[string][]string{}
	}
	languages.words[lang] = w
	return w
}

// TestLanguageWords checks the lexicons of French, Spanish, Portuguese and
// German (data/README.md): their size, words in them (inflected forms
// included, written as the language's alphabet folds them) and words out of
// them (proper nouns outside German, forms of other languages, compounds
// hunspell only accepts by compounding, acronyms).
func TestLanguageWords(t *testing.T) {
	for _, tc := range []struct {
		lang    string
		count   int
		in, out []string
	}{
		{"fr", 398552,
			[]string{"maison", "maisons", "mangeaient", "finissons", "cœur", "été", "chevaux", "irons", "ça", "œuvres", "naïve"},
			[]string{"bruxelles", "mangeaie", "gatto", "niño", "lexicographiquement"}},
		{"es", 603717,
			[]string{"niño", "niñas", "año", "españoles", "camión", "cantábamos", "comieron", "antigüedades", "cantar"},
			[]string{"españa", "madrid", "nino", "ano_", "maison", "cantabamoss"}},
		{"pt", 2199697,
			[]string{"coração", "corações", "cantávamos", "falaremos", "ação", "você", "maçã", "pão",
				"registro", "contato", "time", "gol", "esporte", "mouse", "aterrissar"},
			[]string{"coracao", "acao", "maison", "niño"}},
		{"pt_PT", 372213,
			[]string{"coração", "corações", "cantávamos", "falaremos", "ação", "você", "maçã", "pão"},
			[]string{"lisboa", "coracao", "acao", "maison", "niño", "quimbundos", "registro", "contato"}},
		{"de", 456253,
			[]string{"haus", "häuser", "Häusern", "straße", "strasse", "gemacht", "spielten", "kindern", "müll", "grün", "übersetzen", "Flugzeug", "Flugzeuge", "Übersetzerin", "Abendmahl"},
			[]string{"adac", "haeuser", "gelacht_", "hausen_", "maison", "niño", "zeugflug", "busgeld"}},
	} {
		words := languageWords(t, tc.lang)
		if len(words) != tc.count {
			t.Errorf("%s: %d words, want %d", tc.lang, len(words), tc.count)
		}
		a := hunspellSources[tc.lang].opt.Alphabet
		has := func(w string) bool {
			f, ok := a.Fold(w)
			_, found := slices.BinarySearch(words, f)
			return ok && found
		}
		for _, w := range tc.in {
			if !has(w) {
				t.Errorf("%s lacks %s", tc.lang, w)
			}
		}
		for _, w := range tc.out {
			if has(w) {
				t.Errorf("%s has %s", tc.lang, w)
			}
		}
		for _, w := range words {
			if len(w) < 2 || len(w) > HunspellMaxLen {
				t.Fatalf("%s: bad word %q", tc.lang, w)
			}
			for i := 0; i < len(w); i++ {
				if l, ok := Index(w[i]); !ok || int(l) >= a.Size() {
					t.Fatalf("%s: bad word %q", tc.lang, w)
				}
			}
		}
		// The embedded lexicon is the same.
		d, err := embeddedID(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if d.WordCount() != tc.count || !d.Contains(words[len(words)/2]) {
			t.Errorf("%s: embedded lexicon has %d words", tc.lang, d.WordCount())
		}
	}
}

func isUpperAZ(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

func TestEnglishWords(t *testing.T) {
	words, err := EnglishWords(filepath.Join("data", "src", "scowl"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := len(words), 244589; got != want {
		t.Errorf("%d English words, want %d", got, want)
	}
	for _, w := range []string{"QUILT", "ROOMY", "IGLU", "MIRI", "GLIM", "RIMY"} {
		if _, ok := slices.BinarySearch(words, w); !ok {
			t.Errorf("English lacks %s", w)
		}
	}
	for _, w := range words {
		if len(w) < 2 || len(w) > EnglishMaxLen || !isUpperAZ(w) {
			t.Fatalf("bad English word %q", w)
		}
	}
	if _, err := EnglishWords(t.TempDir()); err == nil {
		t.Error("EnglishWords of an empty directory succeeded")
	}
}

// TestEmbeddedUpToDate regenerates both lexicons from the vendored sources
// and compares them byte for byte with the embedded files: run
// `go generate ./lexicon` when it fails.
func TestEmbeddedUpToDate(t *testing.T) {
	words, tiers, err := EnglishTiers(filepath.Join("data", "src", "scowl"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := GenerateItalian(t.TempDir()); err == nil {
		t.Error("GenerateItalian of an empty directory succeeded")
	}
	type lexicon struct {
		lang          string
		words         []string
		tiers         []Tier
		dawg, tierTab []byte
	}
	check := []lexicon{{"en", words, tiers, enData, enTiers}}
	if !raceEnabled {
		words, tiers, err := hunspellTiers("it", filepath.Join("data", "src", "hunspell-it"), italianWords(t))
		if err != nil {
			t.Fatal(err)
		}
		check = append(check, lexicon{"it", words, tiers, itData, itTiers})
		for _, l := range []struct {
			lang          string
			dawg, tierTab []byte
		}{{"fr", frData, frTiers}, {"es", esData, esTiers}, {"pt", ptData, ptTiers}, {"pt_PT", ptPTData, ptPTTiers}, {"de", deData, deTiers}} {
			words, tiers, err := hunspellTiers(l.lang, hunspellSrc(l.lang), languageWords(t, l.lang))
			if err != nil {
				t.Fatal(err)
			}
			check = append(check, lexicon{l.lang, words, tiers, l.dawg, l.tierTab})
		}
	}
	for _, c := range check {
		_, b, tb, err := Encode(c.words, c.tiers)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, c.dawg) {
			t.Errorf("data/%s.dawg is not what the vendored sources give (%d bytes, regenerated %d): run go generate ./lexicon", c.lang, len(c.dawg), len(b))
		}
		if !bytes.Equal(tb, c.tierTab) {
			t.Errorf("data/%s.tiers is not what the vendored sources give (%d bytes, regenerated %d): run go generate ./lexicon", c.lang, len(c.tierTab), len(tb))
		}
	}
}
