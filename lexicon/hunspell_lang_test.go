package lexicon

import (
	"bufio"
	"bytes"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// rawForms expands the vendored dictionary of lang keeping the forms as the
// dictionary writes them (the forms the lexicon folds).
func rawForms(t *testing.T, lang string) []string {
	t.Helper()
	s := hunspellSources[lang]
	opt := s.opt
	opt.raw = true
	if s.notWords != nil {
		skip, err := s.notWords(hunspellSrc(lang))
		if err != nil {
			t.Fatal(err)
		}
		opt.SkipEntry = skip
	}
	w, err := ExpandHunspell(filepath.Join(hunspellSrc(lang), s.base+".dic"), filepath.Join(hunspellSrc(lang), s.base+".aff"), opt)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// runHunspell runs hunspell on the vendored dictionary of lang with the
// words on its input, one a line, and returns its output lines.
func runHunspell(t *testing.T, lang, flag string, words []string) []string {
	t.Helper()
	bin, err := exec.LookPath("hunspell")
	if err != nil {
		t.Skip("hunspell (Debian hunspell) is not on PATH")
	}
	s := hunspellSources[lang]
	cmd := exec.Command(bin, "-d", filepath.Join(hunspellSrc(lang), s.base), flag)
	cmd.Stdin = strings.NewReader(strings.Join(words, "\n") + "\n")
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Fields(string(out))
}

// TestLanguagesAgainstHunspell checks every form of the French, Spanish,
// Portuguese (pt_PT; a fifth of pt_BR's) and German expansions with hunspell itself
// on the same dictionary: it accepts them all but pt_PT's "quimbundo", whose .dic line
// has spaces before its morphological field (hunspell reads them as part
// of the word; the expander ends the word at the first space).
func TestLanguagesAgainstHunspell(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("checks 1.7 million forms with hunspell; run without -race and -short")
	}
	want := map[string][]string{"pt_PT": {"quimbundo"}}
	for _, lang := range []string{"fr", "es", "pt", "pt_PT", "de"} {
		forms := rawForms(t, lang)
		if lang == "pt" { // pt_BR's 2.3 million: a deterministic fifth
			var some []string
			for i := 0; i < len(forms); i += 5 {
				some = append(some, forms[i])
			}
			forms = some
		}
		rejected := runHunspell(t, lang, "-l", forms)
		if !slices.Equal(rejected, want[lang]) {
			t.Errorf("%s: hunspell rejects %d forms: %.10q", lang, len(rejected), rejected)
		}
	}
}

// TestLanguagesAgainstUnmunch compares the German and European Portuguese
// expansions (the dictionaries whose flags unmunch reads: fr has FLAG long,
// es and pt_BR FLAG UTF-8) with hunspell's unmunch: every form unmunch gives that
// hunspell accepts, folded and filtered as the lexicon is, is in the
// lexicon, but for the names taken out (TestNotWords) and 8 German forms: ANALEN, TYPE(N), VERLIESS(E)(N)
// (hunspell accepts them only as compounds the .dic does not list: VER +
// LIESS) and EINBUSSE(N) (unmunch's ss spellings, which hunspell accepts by
// CHECKSHARPS; the lexicon has the ß forms EINBÜSSE(N)). unmunch alone gives more
// (ONLYINCOMPOUND parts, and for pt_PT millions of prefix combinations)
// that hunspell rejects; a deterministic twentieth of pt_PT's 10 million
// unmunch forms is checked.
func TestLanguagesAgainstUnmunch(t *testing.T) {
	if raceEnabled || testing.Short() {
		t.Skip("runs unmunch and hunspell on millions of forms; run without -race and -short")
	}
	unmunch, err := exec.LookPath("unmunch")
	if err != nil {
		t.Skip("unmunch (Debian hunspell-tools) is not on PATH")
	}
	for _, tc := range []struct {
		lang    string
		every   int
		missing int
	}{{"de", 1, 8}, {"pt_PT", 20, 0}} {
		s := hunspellSources[tc.lang]
		dicPath := filepath.Join(hunspellSrc(tc.lang), s.base+".dic")
		out, err := exec.Command(unmunch, dicPath, filepath.Join(hunspellSrc(tc.lang), s.base+".aff")).Output()
		if err != nil {
			t.Fatal(err)
		}
		var forms []string
		sc := bufio.NewScanner(bytes.NewReader(out))
		for i := 0; sc.Scan(); i++ {
			if i%tc.every == 0 {
				forms = append(forms, sc.Text())
			}
		}
		a := s.opt.Alphabet
		var theirs []string
		for _, w := range runHunspell(t, tc.lang, "-G", forms) {
			r, size := utf8.DecodeRuneInString(w)
			if unicode.IsUpper(r) {
				if r2, _ := utf8.DecodeRuneInString(w[size:]); !s.opt.Capitalized || unicode.IsUpper(r2) {
					continue // proper nouns (outside German), acronyms
				}
			}
			if !s.opt.Capitalized && strings.IndexFunc(w, unicode.IsUpper) >= 0 {
				continue
			}
			if f, ok := a.Fold(w); ok && len(f) >= 2 && len(f) <= HunspellMaxLen && hasVowel(w) {
				theirs = append(theirs, f)
			}
		}
		theirs = sortedUnique(theirs)
		if s.notWords != nil { // the names and abbreviations taken out (TestNotWords)
			theirs, _ = diffSorted(theirs, notWords(t, tc.lang))
		}
		_, onlyTheirs := diffSorted(languageWords(t, tc.lang), theirs)
		if len(onlyTheirs) != tc.missing {
			t.Errorf("%s: %d forms of unmunch that hunspell accepts are not in the lexicon, want %d: %.10q", tc.lang, len(onlyTheirs), tc.missing, onlyTheirs)
		}
	}
}
