package lexicon

import (
	"bufio"
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

const testAff = `# a small Italian-like affix file
SET UTF-8
TRY aeiou

SFX A Y 3
SFX A o i [^c]o
SFX A o hi co
SFX A 0 ne [^o]

PFX B Y 2
PFX B 0 ri .
PFX B 0 l' .

PFX C N 1
PFX C 0 s [^s]

SFX D N 1
SFX D are ando are

SFX E Y 1
SFX E è e è

SFX F Y 1
SFX F 0 ssimo/A o	po:superlative

SFX À Y 1
SFX À re ndo ire

PFX G Y 1
PFX G a in ab
`

func expandText(t *testing.T, aff, dic string, opt HunspellOptions) []string {
	t.Helper()
	a, err := ReadAffixes("t.aff", strings.NewReader(aff))
	if err != nil {
		t.Fatal(err)
	}
	words, err := a.Expand("t.dic", strings.NewReader(dic), opt)
	if err != nil {
		t.Fatal(err)
	}
	return words
}

func TestExpandSmall(t *testing.T) {
	for _, tc := range []struct {
		name, dic string
		opt       HunspellOptions
		want      string
	}{
		{"suffix conditions and cross product", "1\ngatto/AB\n", HunspellOptions{},
			"GATTI GATTO RIGATTI RIGATTO"},
		{"condition [^c]o fails, co matches; prefix class N applies to the root only", "1\nbanco/AC\n", HunspellOptions{},
			"BANCHI BANCO SBANCO"},
		{"suffix class N takes no prefix", "1\namare/DB\n", HunspellOptions{},
			"AMANDO AMARE RIAMARE"},
		{"proper nouns are dropped", "2\nRoma/AB\nÈrba/A\n", HunspellOptions{}, ""},
		{"accented stem: folded, as the form that strips the accent", "1\ncaffè/EB\n", HunspellOptions{},
			"CAFFE RICAFFE"},
		{"accents fold (docs/rules.md); a letter with no A-Z fold keeps the word out", "4\ncittà\nperché\nñandù\nPiù\n", HunspellOptions{},
			"CITTA PERCHE"},
		{"length counts folded letters", "1\npiù\n", HunspellOptions{MaxLen: 3}, "PIU"},
		{"continuation class gives a second suffix, morphological field ignored", "1\nbello/F\tpo:adj\n", HunspellOptions{},
			"BELLO BELLOSSIMI BELLOSSIMO"},
		{"flags are bytes: È (C3 88) selects class À (C3 80)", "2\ncucire/À\nsedire/È\n", HunspellOptions{},
			"CUCINDO CUCIRE SEDINDO SEDIRE"},
		{"prefix strip and condition", "2\nabile/G\nagile/G\n", HunspellOptions{},
			"ABILE AGILE INBILE"},
		{"comments, blank lines, words without flags, space fields", "3\n/ a comment/AB\n\nsole\nmare/A st:mare\n", HunspellOptions{},
			"MARE MARENE SOLE"},
		{"excluded flags", "1\ngatto/AB\n", HunspellOptions{ExcludeFlags: "B"},
			"GATTI GATTO"},
		{"length bounds", "2\ngatto/AB\nre/A\n", HunspellOptions{MinLen: 3, MaxLen: 6},
			"GATTI GATTO RENE"},
		{"escaped slash belongs to the word", "1\nab\\/c/A\n", HunspellOptions{}, ""},
	} {
		got := strings.Join(expandText(t, testAff, tc.dic, tc.opt), " ")
		if got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestExpandFullStrip(t *testing.T) {
	aff := "SFX A Y 1\nSFX A io uno io\n"
	if got := expandText(t, aff, "1\nio/A\n", HunspellOptions{}); !slices.Equal(got, []string{"IO"}) {
		t.Errorf("without FULLSTRIP: %q", got)
	}
	if got := expandText(t, "FULLSTRIP\n"+aff, "1\nio/A\n", HunspellOptions{}); !slices.Equal(got, []string{"IO", "UNO"}) {
		t.Errorf("with FULLSTRIP: %q", got)
	}
}

func TestExpandEntryFlags(t *testing.T) {
	aff := "NEEDAFFIX n\nFORBIDDENWORD f\nONLYINCOMPOUND c\nSFX A Y 1\nSFX A 0 s .\n"
	dic := "4\ncat/A\ndog/An\nbird/Af\nfish/Ac\n"
	if got := expandText(t, aff, dic, HunspellOptions{}); !slices.Equal(got, []string{"CAT", "CATS", "DOGS"}) {
		t.Errorf("got %q, want CAT CATS DOGS", got)
	}
}

// TestExpandFlagTypes reads the same classes with each FLAG type.
func TestExpandFlagTypes(t *testing.T) {
	for _, tc := range []struct{ name, aff, dic string }{
		{"long", "FLAG long\nSFX Aa Y 1\nSFX Aa 0 s .\nPFX Bb Y 1\nPFX Bb 0 re .\n", "1\nfait/AaBb\n"},
		{"num", "FLAG num\nSFX 12 Y 1\nSFX 12 0 s .\nPFX 300 Y 1\nPFX 300 0 re .\n", "1\nfait/12,300\n"},
		{"UTF-8", "FLAG UTF-8\nSFX É Y 1\nSFX É 0 s .\nPFX ñ Y 1\nPFX ñ 0 re .\n", "1\nfait/Éñ\n"},
	} {
		if got := strings.Join(expandText(t, tc.aff, tc.dic, HunspellOptions{}), " "); got != "FAIT FAITS REFAIT REFAITS" {
			t.Errorf("FLAG %s: got %q", tc.name, got)
		}
	}
}

// TestExpandSpecialFlags covers the flags hunspell puts on affixes:
// NEEDAFFIX on a suffix (only its second suffixes are words), ONLYINCOMPOUND,
// CIRCUMFIX (German ge...t), FORBIDDENWORD taking another entry's form out.
func TestExpandSpecialFlags(t *testing.T) {
	const aff = `NEEDAFFIX h
ONLYINCOMPOUND o
CIRCUMFIX f
FORBIDDENWORD d
SFX S Y 3
SFX S 0 er/hT .
SFX S 0 s/o .
SFX S 0 e .
SFX T Y 1
SFX T 0 in .
SFX C Y 1
SFX C en t/f en
PFX G Y 1
PFX G 0 ge/f .
PFX U Y 1
PFX U 0 un .
`
	const dic = "4\nlehr/S\nmachen/CGU\nlehre/d\nunmachen/d\n"
	// LEHRER needs an affix after it (LEHRERIN), LEHRS is only in
	// compounds, MACHT and GEMACHEN are halves of the circumfix GEMACHT,
	// LEHRE and UNMACHEN are forbidden.
	want := "GEMACHT LEHR LEHRERIN MACHEN"
	if got := strings.Join(expandText(t, aff, dic, HunspellOptions{}), " "); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestExpandListedCompounds: a NEEDAFFIX entry is kept when it is a
// compound-begin form and a compound-end form (each of COMPOUNDMIN
// characters), with the other forms of the end's entry; nothing else is
// compounded, and a FORBIDDENWORD compound stays out.
func TestExpandListedCompounds(t *testing.T) {
	const aff = `COMPOUNDMIN 3
COMPOUNDBEGIN x
COMPOUNDEND z
ONLYINCOMPOUND o
NEEDAFFIX h
FORBIDDENWORD d
SFX j Y 1
SFX j 0 0/xo .
SFX E Y 1
SFX E 0 e .
`
	// ABZEUG: AB is shorter than COMPOUNDMIN; ZEUGFLUG: ZEUG begins no
	// compound.
	const dic = "9\nFlug/j\nzeug/Eoz\nFlugzeug/h\nZeugflug/h\nBus/j\ngeld/oz\nBusgeld/dh\nAb/j\nAbzeug/h\n"
	want := "AB BUS FLUG FLUGZEUG FLUGZEUGE"
	if got := strings.Join(expandText(t, aff, dic, HunspellOptions{Capitalized: true, ListedCompounds: true}), " "); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := strings.Join(expandText(t, aff, dic, HunspellOptions{Capitalized: true}), " "); got != "AB BUS FLUG" {
		t.Errorf("without ListedCompounds: got %q, want AB BUS FLUG", got)
	}
	// Lemmas: the listed compound, not the other forms of its end.
	if got := strings.Join(expandText(t, aff, dic, HunspellOptions{Capitalized: true, ListedCompounds: true, Affixes: Lemmas}), " "); got != "AB BUS FLUG FLUGZEUG" {
		t.Errorf("Lemmas: got %q, want AB BUS FLUG FLUGZEUG", got)
	}
}

// TestExpandAlphabets folds the forms by the language's alphabet; German
// keeps capitalized entries (its nouns).
func TestExpandAlphabets(t *testing.T) {
	const aff = "SFX A Y 1\nSFX A 0 s .\n"
	const dic = "6\nniño/A\ncœur/A\nStraße\nHaus\nçà\nADAC\n"
	for _, tc := range []struct {
		lang string
		caps bool
		want string
	}{
		{"it", false, ""},
		{"es", false, "NI[O NI[OS"},
		{"fr", false, "CA COEUR COEURS"},
		{"pt", false, "[A"},
		{"de", true, "HAUS STRASSE"},
	} {
		a, _ := AlphabetOf(tc.lang)
		if got := strings.Join(expandText(t, aff, dic, HunspellOptions{Alphabet: a, Capitalized: tc.caps}), " "); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.lang, got, tc.want)
		}
	}
}

func TestReadAffixesErrors(t *testing.T) {
	for _, tc := range []struct {
		aff  string
		want LineError
	}{
		{"SET ISO8859-1\n", LineError{Line: 1, Content: "SET ISO8859-1", Reason: "only SET UTF-8 is supported"}},
		{"\nFLAG short\n", LineError{Line: 2, Content: "FLAG short", Reason: `unknown FLAG type "short" (have long, num, UTF-8)`}},
		{"FLAG long\nSFX A Y 1\n", LineError{Line: 2, Content: "SFX A Y 1", Reason: `flag "A" is not two characters`}},
		{"FLAG num\nSFX 7,8 Y 1\n", LineError{Line: 2, Content: "SFX 7,8 Y 1", Reason: `flag "7,8" is not one number`}},
		{"FLAG num\nSFX 70000 Y 1\n", LineError{Line: 2, Content: "SFX 70000 Y 1", Reason: `flag "70000" is not a number up to 65535`}},
		{"FLAG long\nSFX Aa Y 1\nSFX Aa 0 s/B .\n", LineError{Line: 3, Content: "SFX Aa 0 s/B .", Reason: `flags "B": odd length with FLAG long`}},
		{"SFX A Y\n", LineError{Line: 1, Content: "SFX A Y", Reason: "affix header needs 4 fields: SFX FLAG Y|N COUNT"}},
		{"SFX AB Y 1\n", LineError{Line: 1, Content: "SFX AB Y 1", Reason: `flag "AB" is not one character`}},
		{"PFX A X 1\n", LineError{Line: 1, Content: "PFX A X 1", Reason: "cross product must be Y or N"}},
		{"SFX A Y -1\n", LineError{Line: 1, Content: "SFX A Y -1", Reason: `bad entry count "-1"`}},
		{"SFX A Y two\n", LineError{Line: 1, Content: "SFX A Y two", Reason: `bad entry count "two"`}},
		{"SFX A Y 2\nSFX A 0 s .\n", LineError{Line: 2, Content: "", Reason: "file ends inside SFX A: 1 of 2 entries"}},
		{"SFX A Y 1\nSFX A 0 s\n", LineError{Line: 2, Content: "SFX A 0 s", Reason: "affix entry needs 5 fields: SFX FLAG STRIP ADD CONDITION"}},
		{"SFX A Y 1\nSFX B 0 s .\n", LineError{Line: 2, Content: "SFX B 0 s .", Reason: "expected entry 1 of SFX A"}},
		{"SFX A Y 1\nPFX A 0 s .\n", LineError{Line: 2, Content: "PFX A 0 s .", Reason: "expected entry 1 of SFX A"}},
		{"SFX A Y 1\nSFX A 0 s [ab\n", LineError{Line: 2, Content: "SFX A 0 s [ab", Reason: `condition "[ab": [ without ]`}},
		{"SFX A Y 1\nSFX A 0 s a]\n", LineError{Line: 2, Content: "SFX A 0 s a]", Reason: `condition "a]": ] without [`}},
		{"SFX A Y 1\nSFX A 0 s [^]\n", LineError{Line: 2, Content: "SFX A 0 s [^]", Reason: `condition "[^]": empty group`}},
		{"SFX A Y 0\nSFX A N 0\n", LineError{Line: 2, Content: "SFX A N 0", Reason: "class A defined again with another cross product"}},
		{"AF 2\nAF AB\n", LineError{Line: 1, Content: "AF 2", Reason: "flag aliases (AF) are not supported"}},
		{"COMPOUNDMIN x\n", LineError{Line: 1, Content: "COMPOUNDMIN x", Reason: "COMPOUNDMIN needs a number of 1 or more"}},
		{"NEEDAFFIX\n", LineError{Line: 1, Content: "NEEDAFFIX", Reason: "NEEDAFFIX needs a flag"}},
		{"FORBIDDENWORD xy\n", LineError{Line: 1, Content: "FORBIDDENWORD xy", Reason: `flag "xy" is not one character`}},
	} {
		_, err := ReadAffixes("t.aff", strings.NewReader(tc.aff))
		tc.want.File = "t.aff"
		var le *LineError
		if !errors.As(err, &le) || *le != tc.want {
			t.Errorf("ReadAffixes(%q) = %v, want %v", tc.aff, err, &tc.want)
		}
	}
	// Blocks may be split by blank lines and comments; a repeated class adds entries.
	a, err := ReadAffixes("t.aff", strings.NewReader("SFX A Y 1\n\n# c\nSFX A 0 s .\nSFX A Y 1\nSFX A 0 t .\n"))
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := a.Expand("t.dic", strings.NewReader("1\nca/A"), HunspellOptions{}); !slices.Equal(got, []string{"CA", "CAS", "CAT"}) {
		t.Errorf("merged class: %q", got)
	}
}

func TestExpandDicErrors(t *testing.T) {
	a, err := ReadAffixes("t.aff", strings.NewReader(testAff))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		dic  string
		want LineError
	}{
		{"", LineError{Line: 0, Reason: "empty .dic file: the first line must be the entry count"}},
		{"gatto/A\n", LineError{Line: 1, Content: "gatto/A", Reason: "the first line must be the entry count"}},
		{"2\ngatto/A\nca\xffe\n", LineError{Line: 3, Content: "ca\xffe", Reason: "not valid UTF-8"}},
		{"1\n" + strings.Repeat("a", 70000), LineError{Line: 2, Content: strings.Repeat("a", 60) + "...", Reason: "line too long"}},
	} {
		_, err := a.Expand("t.dic", strings.NewReader(tc.dic), HunspellOptions{})
		tc.want.File = "t.dic"
		var le *LineError
		if !errors.As(err, &le) || *le != tc.want {
			t.Errorf("Expand(%.20q) = %v, want %v", tc.dic, err, &tc.want)
		}
	}
	if got, err := a.Expand("t.dic", strings.NewReader("\uFEFF1\r\ngatto/A\r\n"), HunspellOptions{}); err != nil || !slices.Equal(got, []string{"GATTI", "GATTO"}) {
		t.Errorf("BOM and CRLF: %q, %v", got, err)
	}
}

func TestExpandHunspellFiles(t *testing.T) {
	dir := t.TempDir()
	aff, dic := filepath.Join(dir, "x.aff"), filepath.Join(dir, "x.dic")
	os.WriteFile(aff, []byte(testAff), 0o644)
	os.WriteFile(dic, []byte("1\ngatto/AB\n"), 0o644)
	if got, err := ExpandHunspell(dic, aff, HunspellOptions{MinLen: 2}); err != nil || len(got) != 4 {
		t.Errorf("ExpandHunspell = %q, %v", got, err)
	}
	if _, err := ExpandHunspell(filepath.Join(dir, "none.dic"), aff, HunspellOptions{}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing .dic: %v", err)
	}
	if _, err := ExpandHunspell(dic, filepath.Join(dir, "none.aff"), HunspellOptions{}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing .aff: %v", err)
	}
	os.WriteFile(aff, []byte("SFX A Y 1\n"), 0o644)
	if _, err := ExpandHunspell(dic, aff, HunspellOptions{}); err == nil || err.Error() != aff+`: line 1: file ends inside SFX A: 0 of 1 entries` {
		t.Errorf("bad .aff: %v", err)
	}
}

// FuzzHunspell: any .aff and .dic give words or a *LineError, never a panic;
// the words are sorted, unique, upper-case A-Z within the length bounds.
func FuzzHunspell(f *testing.F) {
	f.Add(testAff, "3\ngatto/AB\nbanco/AC\ncaffè/EB\n")
	f.Add("SFX A Y 1\nSFX A io uno io\nFULLSTRIP\n", "1\nio/A\n")
	f.Add("PFX P Y 1\nPFX P 0 re [^r]\nSFX S Y 1\nSFX S 0 s .\n", "1\ndo/PS x\n")
	f.Add("NEEDAFFIX n\nFORBIDDENWORD f\nSFX A Y 1\nSFX A 0 s .\n", "3\ncat/A\ndog/An\nbird/Af\n")
	f.Add("FLAG long\nSFX Aa Y 1\nSFX Aa 0 s/Bb .\nSFX Bb Y 1\nSFX Bb 0 e .\n", "1\nfait/Aa\n")
	f.Add("FLAG num\nSFX 12 Y 1\nSFX 12 0 s .\n", "1\nfait/12,300\n")
	f.Add("FLAG UTF-8\nCIRCUMFIX ß\nPFX É Y 1\nPFX É 0 ge/ß .\nSFX ñ Y 1\nSFX ñ en t/ß en\n", "1\nmachen/Éñ\n")
	f.Add("COMPOUNDMIN 2\nCOMPOUNDBEGIN x\nCOMPOUNDEND z\nNEEDAFFIX h\nONLYINCOMPOUND o\n", "3\nFlug/x\nzeug/oz\nFlugzeug/h\n")
	f.Fuzz(func(t *testing.T, aff, dic string) {
		a, err := ReadAffixes("f.aff", strings.NewReader(aff))
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.File != "f.aff" {
				t.Fatalf("aff error %v is not a *LineError of f.aff", err)
			}
			return
		}
		words, err := a.Expand("f.dic", strings.NewReader(dic), HunspellOptions{MinLen: 2, MaxLen: 17})
		if err == nil {
			// German options too: capitals kept, compounds, its alphabet.
			de, _ := AlphabetOf("de")
			// (They read the flags of capitalized entries, which the
			// Italian options skip, so they may fail where those did not.)
			ws, err := a.Expand("f.dic", strings.NewReader(dic), HunspellOptions{MinLen: 2, MaxLen: 17, Alphabet: de, Capitalized: true, ListedCompounds: true})
			var le *LineError
			if err != nil && (!errors.As(err, &le) || le.File != "f.dic") {
				t.Fatalf("German options: error %v is not a *LineError of f.dic", err)
			}
			for i, w := range ws {
				if len(w) < 2 || len(w) > 17 || (i > 0 && ws[i-1] >= w) {
					t.Fatalf("German options: bad or unsorted word %q", w)
				}
			}
		}
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.File != "f.dic" {
				t.Fatalf("dic error %v is not a *LineError of f.dic", err)
			}
			return
		}
		for i, w := range words {
			if len(w) < 2 || len(w) > 17 || strings.ToUpper(w) != w || !isLowerAZ(strings.ToLower(w)) {
				t.Fatalf("bad word %q", w)
			}
			if i > 0 && words[i-1] >= w {
				t.Fatalf("not sorted unique: %q then %q", words[i-1], w)
			}
		}
	})
}

// italianExclusion strips the excluded numeral flags from a .dic line's flags.
func stripFlags(flags string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(ItalianExcludedFlags, r) {
			return -1
		}
		return r
	}, flags)
}

// TestItalianAgainstUnmunch compares the expansion of the vendored it_IT
// with hunspell's own unmunch, run on a .dic prepared the same way (comment
// lines, proper nouns, entries without a vowel and the excluded numeral
// flags removed) and filtered
// the same way (a-z and accented vowels, folded; 2 to 17 letters). The sets
// are equal.
func TestItalianAgainstUnmunch(t *testing.T) {
	unmunch, err := exec.LookPath("unmunch")
	if err != nil {
		t.Skip("unmunch (Debian hunspell-tools) is not on PATH")
	}
	if raceEnabled {
		t.Skip("the Italian expansion takes minutes under the race detector; run without -race")
	}
	src := filepath.Join("data", "src", "hunspell-it")
	raw, err := os.ReadFile(filepath.Join(src, "it_IT.dic"))
	if err != nil {
		t.Fatal(err)
	}
	var dic bytes.Buffer
	for i, line := range strings.Split(string(raw), "\n") {
		if i > 0 {
			if line == "" || line[0] == '/' {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(line); unicode.IsUpper(r) {
				continue
			}
			if w, _, _ := strings.Cut(line, "/"); !hasVowel(w) || slices.Contains(italianAbbreviations, w) {
				continue // no vowel; the abbreviations (data/README.md, Not words), whose forms no other entry gives
			}
			if w, flags, ok := strings.Cut(line, "/"); ok {
				line = w + "/" + stripFlags(flags)
			}
		}
		dic.WriteString(line + "\n")
	}
	dicPath := filepath.Join(t.TempDir(), "it.dic")
	if err := os.WriteFile(dicPath, dic.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(unmunch, dicPath, filepath.Join(src, "it_IT.aff"))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var theirs []string
	sc := bufio.NewScanner(out)
	var f []byte
	for sc.Scan() {
		var ok bool
		if f, ok = foldLower(f[:0], sc.Bytes()); ok && len(f) >= 2 && len(f) <= ItalianMaxLen {
			theirs = append(theirs, strings.ToUpper(string(f)))
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
	theirs = sortedUnique(theirs)
	ours := italianWords(t)
	if !slices.Equal(ours, theirs) {
		onlyOurs, onlyTheirs := diffSorted(ours, theirs)
		t.Errorf("ours %d words, unmunch %d; only ours (%d): %.10q; only unmunch (%d): %.10q",
			len(ours), len(theirs), len(onlyOurs), onlyOurs, len(onlyTheirs), onlyTheirs)
	}
}

func diffSorted(a, b []string) (onlyA, onlyB []string) {
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i] < b[j]):
			onlyA = append(onlyA, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			onlyB = append(onlyB, b[j])
			j++
		default:
			i++
			j++
		}
	}
	return onlyA, onlyB
}

// TestExpandLevels checks the affix levels of the Italian tiers
// (docs/rules.md, Dictionary tiers) on a small affix file: a verb class with
// conjugated forms, one of which (AMAVI) ends like a form plus VI, and a
// series of enclitic pronouns on the infinitive AMAR-; a gender class; a
// prefix.
func TestExpandLevels(t *testing.T) {
	const aff = `SFX V Y 9
SFX V are o are
SFX V re vi are
SFX V re va are
SFX V are a are
SFX V e mi are
SFX V e ti are
SFX V e lo are
SFX V e la are
SFX V e glielo are

SFX G Y 3
SFX G o a o
SFX G o i o
SFX G o issimo o

PFX R Y 1
PFX R 0 ri .
`
	const dic = "2\namare/VR\nbello/G\n"
	for _, tc := range []struct {
		level AffixLevel
		want  string
	}{
		{Lemmas, "AMARE BELLA BELLI BELLO"},
		{Inflections, "AMA AMARE AMAVA AMAVI AMO BELLA BELLI BELLISSIMO BELLO"},
		{AllForms, "AMA AMARE AMARGLIELO AMARLA AMARLO AMARMI AMARTI AMAVA AMAVI AMO BELLA BELLI BELLISSIMO BELLO RIAMA RIAMARE RIAMARGLIELO RIAMARLA RIAMARLO RIAMARMI RIAMARTI RIAMAVA RIAMAVI RIAMO"},
	} {
		got := strings.Join(expandText(t, aff, dic, HunspellOptions{Affixes: tc.level}), " ")
		if got != tc.want {
			t.Errorf("level %d: got %q, want %q", tc.level, got, tc.want)
		}
	}
}
