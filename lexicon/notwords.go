package lexicon

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The entries of the hunspell sources that are no words: proper names and
// abbreviations, by what each source marks (data/README.md, Not words).
// Each function reads what it needs from the source directory dir of its
// dictionary (data/src/DIR) and returns a HunspellOptions.SkipEntry.

// SpanishAbbreviationsFile is the list of abbreviations of the es_ES
// dictionary's own sources (rla-es, ortografia/palabras/noRAE), vendored
// beside es_ES.dic: one .dic entry a line (word or word/flags), # comments.
const SpanishAbbreviationsFile = "Abreviaturas.txt"

// spanishKept are the lines of SpanishAbbreviationsFile that are words
// too and that es_ES.dic lists once: del, the contraction of de and el
// (RAE/Contracciones.txt in the same sources).
var spanishKept = []string{"del"}

// spanishLocution are es_ES.dic entries that are no words alone: oc is
// the RAE's only in the locution lengua de oc (it reached the hint as OC).
var spanishLocution = []string{"oc"}

// spanishAbbreviations skips the es_ES.dic entries that the dictionary's
// sources list as abbreviations (AV, EJ, AP, IB, OP, ED, EF), but
// spanishKept, and spanishLocution.
func spanishAbbreviations(dir string) (func(word, flags, morph string) bool, error) {
	path := filepath.Join(dir, SpanishAbbreviationsFile)
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	abbr := map[string]bool{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' || slices.Contains(spanishKept, line) {
			continue
		}
		abbr[line] = true
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(abbr) == 0 {
		return nil, fmt.Errorf("%s: no abbreviations", path)
	}
	for _, w := range spanishLocution {
		abbr[w] = true
	}
	return func(word, flags, _ string) bool {
		if flags != "" {
			word += "/" + flags
		}
		return abbr[word]
	}, nil
}

// italianAbbreviations are it_IT.dic entries that are abbreviations
// written without their full stop: the dictionary gives them no mark (no
// morphological fields; ecc takes the elision classes of a noun), so they
// are named here, each an abbreviation in the Italian dictionaries' lists
// and no word: ecc. and etc. (eccetera), ca. (circa), ing. (ingegnere),
// mons. (monsignore), on. (onorevole), rag. (ragioniere), spett.
// (spettabile), tosc. (toscano). Those without a vowel (dr, jr, km) are out
// anyway (HunspellOptions.SkipNoVowel); prof stays (a noun of its own).
var italianAbbreviations = []string{"ca", "ecc", "etc", "ing", "mons", "on", "rag", "spett", "tosc"}

// italianNotWords skips italianAbbreviations.
func italianNotWords(string) (func(word, flags, morph string) bool, error) {
	return func(word, _, _ string) bool { return slices.Contains(italianAbbreviations, word) }, nil
}

// frenchAbbreviations are fr.dic entries that are abbreviations, written
// with a full stop (févr., chap., éd.): fr.dic tags them as invariable
// nouns or adverbs like words (po:nom is:inv), so they are named here: the
// months, and the abbreviations of books and letters; each is its
// dictionary form's abbreviation in Larousse's list. ETC stays: French
// Scrabble's dictionary has it.
var frenchAbbreviations = []string{"avr", "bibl", "chap", "coll", "déc", "éd", "env", "étym", "févr", "fig",
	"hab", "janv", "juil", "mgr", "nov", "oct", "réf", "suppl", "tél", "vg"}

// frenchNames skips the fr.dic entries whose morphological fields mark them
// as proper nouns or surnames (po:npr, po:patr) even when written in lower
// case (digiKam, eThekwini), frenchAbbreviations, and the symbols: the
// entries carrying fr.aff's KEEPCASE flag, which fr.dic gives only to
// units and other symbols whose case is fixed (atm, bar, cal, erg, mol,
// Gbit, mmHg) and to the domain suffixes com, fr, org, www; and the names
// of letters, entries of one character (un a, un æ), which the folding of
// æ and œ would make the two-letter AE and OE. Those with a capital are
// skipped anyway. A symbol that is also a word by another entry
// (bar, the pub; bit; mas, the farmhouse) stays (HunspellOptions.SkipEntry).
func frenchNames(dir string) (func(word, flags, morph string) bool, error) {
	a, err := readAffixFile(filepath.Join(dir, "fr.aff"))
	if err != nil {
		return nil, err
	}
	var fl []flag
	return func(word, flags, morph string) bool {
		if slices.Contains(frenchAbbreviations, word) || utf8.RuneCountInString(word) == 1 {
			return true
		}
		fl, err = a.flags.parseFlags(fl[:0], flags)
		for _, f := range fl {
			if err == nil && a.props(f)&flagKeepCase != 0 {
				return true
			}
		}
		for _, f := range strings.Fields(morph) {
			if f == "po:npr" || f == "po:patr" {
				return true
			}
		}
		return false
	}, nil
}

// germanNameFlags are the only classes a German proper name takes in
// de_DE.dic: S (genitive -s), M (diminutive -chen) and m (capitalised
// after a hyphen): no plural, no compound class.
const germanNameFlags = "SMm"

// germanKept are capitalized de_DE.dic entries germanNames would take for
// names that are common nouns too: Papi (daddy), Lug (lie, in Lug und
// Trug).
var germanKept = []string{"Papi", "Lug"}

// germanNames skips the capitalized de_DE.dic entries that are proper
// names. igerman98 does not mark them, so two signs must agree: the entry
// takes no class but germanNameFlags, and the other vendored dictionaries
// write the word only as a proper noun: with a capital in one of fr, es,
// it, pt_BR, pt_PT (whose proper nouns alone are capitalized) and in lower
// case in none of them (Berlin, Paris, Peter, Mozart go; Tampon, Metro,
// Boa, Martin stay), but germanKept. English is no judge: SCOWL has berlin
// (a carriage), paris (a herb) and peter (to peter out) in lower case.
func germanNames(dir string) (func(word, flags, morph string) bool, error) {
	src := filepath.Dir(dir)
	proper, common := map[string]bool{}, map[string]bool{}
	for _, dic := range []string{"hunspell-fr/fr.dic", "hunspell-es/es_ES.dic", "hunspell-it/it_IT.dic", "hunspell-pt-br/pt_BR.dic", "hunspell-pt/pt_PT.dic"} {
		if err := dicWords(filepath.Join(src, dic), proper, common); err != nil {
			return nil, err
		}
	}
	return func(word, flags, _ string) bool {
		r, size := utf8.DecodeRuneInString(word)
		if !unicode.IsUpper(r) || strings.Trim(flags, germanNameFlags) != "" || slices.Contains(germanKept, word) {
			return false
		}
		if r2, _ := utf8.DecodeRuneInString(word[size:]); unicode.IsUpper(r2) {
			return false // an acronym, skipped anyway
		}
		low := strings.ToLower(word)
		return proper[low] && !common[low]
	}, nil
}

// dicWords adds the words of the .dic at path, in lower case, to proper
// (entries written with a capital) or common (the others).
func dicWords(path string, proper, common map[string]bool) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	lr := newLineReader(path, f)
	if _, _, err := lr.next(); err != nil { // the entry count
		return err
	}
	for {
		line, ok, err := lr.next()
		if err != nil {
			return err
		}
		if !ok {
			return nil
		}
		if line == "" || line[0] == '/' || line[0] == '#' {
			continue
		}
		word, _ := splitDicLine(line)
		r, _ := utf8.DecodeRuneInString(word)
		if word == "" {
			continue
		}
		if unicode.IsUpper(r) {
			proper[strings.ToLower(word)] = true
		} else {
			common[strings.ToLower(word)] = true
		}
	}
}

// brazilianPhrases skips the pt_BR.dic lines holding a space: that .dic has
// no morphological fields, and its 119 such lines are phrases (mea culpa,
// água de coco), whose first word alone is no entry (hunspell refuses
// "mea").
func brazilianPhrases(string) (func(word, flags, morph string) bool, error) {
	return func(_, _, morph string) bool { return morph != "" }, nil
}
