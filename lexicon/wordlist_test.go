package lexicon

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestReadWordListAccepts(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"cat\r\nDog\n\n  bird \n", []string{"CAT", "DOG", "BIRD"}},
		{"\xef\xbb\xbfcat\nCAT", []string{"CAT", "CAT"}},
		{"\n\n\r\n", nil},
		{"", nil},
		{"\tMiXeD\t\r\n", []string{"MIXED"}},
		{"città\nPERCHÉ\nPiÙ\n", []string{"CITTA", "PERCHE", "PIU"}},
	} {
		got, err := ReadWordList(strings.NewReader(tc.in))
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ReadWordList(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	got, err := ReadWordListAsWritten(strings.NewReader("Casa\r\nmaRE\nCittà\n"))
	if err != nil || !slices.Equal(got, []string{"Casa", "maRE", "Citta"}) {
		t.Errorf("ReadWordListAsWritten = %q, %v", got, err)
	}
}

func TestReadWordListRefuses(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want LineError
	}{
		{"cat\ndo g\n", LineError{Line: 2, Content: "do g", Reason: "space inside a word"}},
		{"cat\n\nd0g\r\n", LineError{Line: 3, Content: "d0g", Reason: "digit in a word"}},
		{"città\nmañana\n", LineError{Line: 2, Content: "mañana", Reason: `character 'ñ' is not a letter A-Z`}},
		{"straße\n", LineError{Line: 1, Content: "straße", Reason: `character 'ß' is not a letter A-Z`}},
		{"a\nb\nc\nit's\n", LineError{Line: 4, Content: "it's", Reason: `character '\'' is not a letter A-Z`}},
		{"ok\nfoo-bar", LineError{Line: 2, Content: "foo-bar", Reason: `character '-' is not a letter A-Z`}},
		{"x\xef\xbb\xbfcat", LineError{Line: 1, Content: "x\xef\xbb\xbfcat", Reason: `character '\ufeff' is not a letter A-Z`}},
		{"ok\n" + strings.Repeat("A", 65), LineError{Line: 2, Content: strings.Repeat("A", 60) + "...", Reason: "longer than 64 letters"}},
		{strings.Repeat("A", 70000), LineError{Line: 1, Content: strings.Repeat("A", 60) + "...", Reason: "line too long"}},
	} {
		_, err := ReadWordList(strings.NewReader(tc.in))
		var le *LineError
		if !errors.As(err, &le) || *le != tc.want {
			t.Errorf("ReadWordList(%.20q) error = %#v, want %#v", tc.in, err, tc.want)
		}
	}
}

func TestLoadWordList(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(good, []byte("zeta\nAlpha\nalpha\n"), 0o644)
	os.WriteFile(bad, []byte("ok\nnot ok\n"), 0o644)
	d, err := LoadWordList(good)
	if err != nil || !slices.Equal(d.Words(), []string{"ALPHA", "ZETA"}) {
		t.Fatalf("LoadWordList(good) = %v, %v", d, err)
	}
	_, err = LoadWordList(bad)
	if err == nil || err.Error() != bad+`: line 2: "not ok": space inside a word` {
		t.Errorf("LoadWordList(bad) = %v", err)
	}
	if _, err = LoadWordList(filepath.Join(dir, "missing.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("LoadWordList(missing) = %v", err)
	}
}

// FuzzWordList: a list is either refused with a *LineError whose line exists,
// or every word round-trips through the DAWG: Words() is the sorted unique
// upper-case input.
func FuzzWordList(f *testing.F) {
	for _, s := range []string{"cat\r\nDog\n\n bird\n", "\xef\xbb\xbfa\nb", "it's", "d0g\nok", "a b", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		words, err := ReadWordList(strings.NewReader(s))
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) {
				t.Fatalf("error %v is not a *LineError", err)
			}
			if lines := strings.Count(s, "\n") + 1; le.Line < 1 || le.Line > lines {
				t.Fatalf("line %d of a %d-line input", le.Line, lines)
			}
			return
		}
		d, err := Build(words)
		if err != nil {
			t.Fatalf("accepted list does not build: %v", err)
		}
		want := slices.Clone(words)
		for i, w := range want {
			want[i] = strings.ToUpper(w)
		}
		slices.Sort(want)
		want = slices.Compact(want)
		if got := d.Words(); !slices.Equal(got, want) {
			t.Fatalf("Words() = %q, want %q", got, want)
		}
		for _, w := range words {
			if !d.Contains(w) {
				t.Fatalf("Contains(%q) = false", w)
			}
		}
	})
}
