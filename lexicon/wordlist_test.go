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
		{"cat\ndo g\n", LineError{Line: 2, Column: 3, Reason: "space inside a word"}},
		{"cat\n\nd0g\r\n", LineError{Line: 3, Column: 2, Reason: "digit '0' in a word"}},
		{"città\nmañana\n", LineError{Line: 2, Column: 3, Reason: `character 'ñ' is not a letter A-Z`}},
		{"straße\n", LineError{Line: 1, Column: 5, Reason: `character 'ß' is not a letter A-Z`}},
		{"a\nb\nc\n  it's\n", LineError{Line: 4, Column: 5, Reason: `character '\'' is not a letter A-Z`}},
		{"ok\nfoo-bar", LineError{Line: 2, Column: 4, Reason: `character '-' is not a letter A-Z`}},
		{"x\xef\xbb\xbfcat", LineError{Line: 1, Column: 2, Reason: `character '\ufeff' is not a letter A-Z`}},
		{"ok\n" + strings.Repeat("A", 65), LineError{Line: 2, Column: 1, Reason: "a word of 65 letters is longer than 64"}},
		{strings.Repeat("A", 70000), LineError{Line: 1, Reason: "a line longer than 64 KiB is not a word"}},
		{"ok\nab_c\n", LineError{Line: 2, Column: 3, Reason: `character '_' is not a letter A-Z`}},
		{"[\n", LineError{Line: 1, Column: 1, Reason: `character '[' is not a letter A-Z`}},
		// A mistyped path: nothing of the line is quoted but the
		// offending character.
		{"root:$y$j9T$Secret0Salt$Hash0Value:20228:0:99999:7:::\n", LineError{Line: 1, Column: 5, Reason: `character ':' is not a letter A-Z`}},
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
	if err == nil || err.Error() != bad+`: line 2, column 4: space inside a word` {
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
