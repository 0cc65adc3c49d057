package define

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestEmbeddedUpToDate regenerates both embedded files from the vendored
// sources and compares them byte for byte: run `go generate
// ./lexicon/define` when it fails.
func TestEmbeddedUpToDate(t *testing.T) {
	en, err := GenerateEnglish(filepath.Join("data", "src", "wordnet"))
	if err != nil {
		t.Fatal(err)
	}
	it, err := GenerateItalian(filepath.Join("data", "src", FreeDictName))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name     string
		got      []byte
		embedded string
	}{{"en.def", en, enData}, {"it.def", it, itData}} {
		if string(c.got) != c.embedded {
			t.Errorf("data/%s is not what the vendored sources give (%d bytes, regenerated %d): run go generate ./lexicon/define", c.name, len(c.embedded), len(c.got))
		}
	}
	for _, gen := range []func(string) ([]byte, error){GenerateEnglish, GenerateItalian} {
		if _, err := gen(t.TempDir()); err == nil {
			t.Error("generating from an empty directory succeeded")
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
