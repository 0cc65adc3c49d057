package define

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEmbeddedUpToDate regenerates every embedded file from the vendored
// sources and compares them byte for byte (German's once uncompressed):
// run `go generate ./lexicon/define` when it fails.
func TestEmbeddedUpToDate(t *testing.T) {
	src := func(lang string) string { return filepath.Join("data", "src", FreeDicts[lang]) }
	gens := []struct {
		name     string
		gen      func() ([]byte, error)
		embedded string
	}{
		{"en.def", func() ([]byte, error) { return GenerateEnglish(filepath.Join("data", "src", "wordnet")) }, enData},
		{"it.def", func() ([]byte, error) { return GenerateItalian(src("it")) }, itData},
		{"fr.def", func() ([]byte, error) { return GenerateFreeDict("fr", src("fr")) }, frData},
		{"es.def", func() ([]byte, error) { return GenerateFreeDict("es", src("es")) }, esData},
		{"pt.def", func() ([]byte, error) { return GenerateFreeDict("pt", src("pt")) }, ptData},
		{"de.def.gz", func() ([]byte, error) { return GenerateGerman(src("de")) }, gunzip(deData)},
	}
	for _, g := range gens {
		got, err := g.gen()
		if err != nil {
			t.Fatalf("%s: %v", g.name, err)
		}
		if string(got) != g.embedded {
			t.Errorf("data/%s is not what the vendored sources give (%d bytes, regenerated %d): run go generate ./lexicon/define", g.name, len(g.embedded), len(got))
		}
	}
	empty := t.TempDir()
	for _, gen := range []func(string) ([]byte, error){
		GenerateEnglish, GenerateItalian, GenerateGerman,
		func(dir string) ([]byte, error) { return GenerateFreeDict("es", dir) },
	} {
		if _, err := gen(empty); err == nil {
			t.Error("generating from an empty directory succeeded")
		}
	}
	if _, err := GenerateFreeDict("de", src("de")); err == nil {
		t.Error("GenerateFreeDict(de) succeeded: German has its own generator")
	}
	if _, err := GenerateFreeDict("xx", src("it")); err == nil {
		t.Error("GenerateFreeDict(xx) succeeded")
	}
}

// TestExtractDingUpToDate extracts entries.tsv.gz again from Debian's
// dict-freedict-deu-eng where it is installed and compares its text with the
// vendored one.
func TestExtractDingUpToDate(t *testing.T) {
	const dir = "/usr/share/dictd"
	if _, err := os.Stat(filepath.Join(dir, "freedict-deu-eng.index")); err != nil {
		t.Skip("dict-freedict-deu-eng is not installed (apt-get install dict-freedict-deu-eng)")
	}
	if testing.Short() {
		t.Skip("reads 29 MB")
	}
	var b bytes.Buffer
	if err := ExtractDing(dir, &b); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("data", "src", FreeDicts["de"], DingExtract))
	if err != nil {
		t.Fatal(err)
	}
	if got, w := b.String(), gunzip(want); got != w || got == "" {
		t.Errorf("%s differs from the extraction of %s (%d bytes, extracted %d): run go run ./internal/gen -ding %s", DingExtract, dir, len(w), len(got), dir)
	}
}

func TestIsPronunciation(t *testing.T) {
	for s, want := range map[string]bool{
		"/dˈeːn/ <pron>": true,
		"/ʃtɾˈɑːsə/ (Str. /ˌɛstˌeːˈɛɾ/) <fem>": true,
		"/ seinen Geist aufgeben /deːn zˌaɪ/":  false,
		"Mark /dˈɔøtʃə mˈaɾk/ <fem, n, sg>":    false,
		"//":        false,
		"/unclosed": false,
		"":          false,
	} {
		if got := isPronunciation(s); got != want {
			t.Errorf("isPronunciation(%q) = %v", s, got)
		}
	}
}

func TestDingTranslations(t *testing.T) {
	tests := []struct{ in, want string }{
		{" [zool.] dog <n>, dawg <n>", "dog|dawg"},
		{"road <n>Rd,  /ˌɛɾdˈeː/", "road"},
		{"refrigerator <n>, fridge <n> [Br.] , freezer <n>, icebox <n> [Am.]  [dated]", "refrigerator|fridge|freezer|icebox"},
		{"time of (the) day <n>, time <n>, time <n>", "time of (the) day|time"},
		{" [geogr.] ", ""},
	}
	for _, tc := range tests {
		if got := strings.Join(dingTranslations(tc.in), "|"); got != tc.want {
			t.Errorf("dingTranslations(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestExtractUpToDate extracts glosses.tsv again from Debian's wordnet-base
// where it is installed and compares it with the vendored one.
func TestExtractUpToDate(t *testing.T) {
	const dir = "/usr/share/wordnet"
	if _, err := os.Stat(filepath.Join(dir, "index.noun")); err != nil {
		t.Skip("wordnet-base is not installed (apt-get install wordnet-base)")
	}
	if testing.Short() {
		t.Skip("reads 23 MB")
	}
	var b bytes.Buffer
	if err := ExtractWordNet(dir, &b); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("data", "src", "wordnet", "glosses.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b.Bytes(), want) {
		t.Errorf("glosses.tsv differs from the extraction of %s (%d bytes, extracted %d): run go run ./internal/gen -wordnet %s", dir, len(want), b.Len(), dir)
	}
}

func TestShorten(t *testing.T) {
	long := strings.Repeat("word ", 40)
	tests := []struct{ in, want string }{
		{"  a  short\tgloss ", "a short gloss"},
		{long, strings.Repeat("word ", 18) + "word…"}, // 97 bytes: one more word is 102
		{strings.Repeat("x", 200), strings.Repeat("x", MaxGloss-len("…")) + "…"},
		{strings.Repeat("à", 100), strings.Repeat("à", 48) + "…"},
	}
	for _, tc := range tests {
		got := shorten(tc.in)
		if got != tc.want || len(got) > MaxGloss {
			t.Errorf("shorten(%.20q) = %q (%d bytes), want %q", tc.in, got, len(got), tc.want)
		}
	}
}

// TestFirstPart: an English definition is cut to its first part at a ";"
// that separates parts, not at one the gloss quotes or puts in
// parentheses: semicolon's was cut to "a punctuation mark (`", which the
// chat showed with a raw backslash ("(\`").
func TestFirstPart(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"the temporal end; the concluding time", "the temporal end"},
		{"no part", "no part"},
		{"a punctuation mark (`;') used to connect independent clauses; indicates a closer relation than does a period",
			"a punctuation mark (`;') used to connect independent clauses"},
		{"(as in `a;b') first; second", "(as in `a;b') first"},
		{"a mark (;) here; there", "a mark (;) here"},
		// an apostrophe is no closing quote of its own: Dostoevsky's
		{"a character in Dostoevsky's novel `Crime and Punishment'; he kills", "a character in Dostoevsky's novel `Crime and Punishment'"},
		// nothing closes: the whole gloss
		{"a mark (`; never closed", "a mark (`; never closed"},
	} {
		if got := firstPart(tc.in); got != tc.want {
			t.Errorf("firstPart(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestDictNumber(t *testing.T) {
	for s, want := range map[string]int{"A": 0, "B": 1, "/": 63, "BA": 64, "CGV": 2*64*64 + 6*64 + 21} {
		if n, err := dictNumber(s); err != nil || n != want {
			t.Errorf("dictNumber(%q) = %d, %v; want %d", s, n, err, want)
		}
	}
	for _, s := range []string{"", "A-", "AAAAAA"} {
		if _, err := dictNumber(s); err == nil {
			t.Errorf("dictNumber(%q) succeeded", s)
		}
	}
}
