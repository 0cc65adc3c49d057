package lexicon

//go:generate go run ./internal/gen

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"slices"
)

// The sources of the embedded lexicons, vendored under data/src (see
// data/README.md).
const (
	// EnglishMaxLen and ItalianMaxLen are the longest words of the embedded
	// lexicons; both hold words of 2 letters or more.
	EnglishMaxLen = 15
	ItalianMaxLen = 17
	// ItalianExcludedFlags are the affix classes of it_IT.aff not applied to
	// the Italian lexicon: cardinal and ordinal numerals and roman numerals
	// (the stems themselves, such as CENTO, stay).
	ItalianExcludedFlags = "|!\"£$@&()="
)

// scowlLists and scowlSizes name the SCOWL files the English lexicon takes:
// LIST-words.SIZE for every pair.
var (
	scowlLists = []string{"english", "american", "british"}
	scowlSizes = []int{10, 20, 35, 40, 50, 55, 60, 70, 80}
)

// The SCOWL sizes of the English tiers (docs/rules.md, Dictionary tiers):
// a word is Common when a list of size EnglishCommonSize or less has it,
// else Standard when one of size EnglishStandardSize or less has it, else
// Full (sizes up to 80).
const (
	EnglishCommonSize   = 35
	EnglishStandardSize = 60
)

// EnglishWords returns the words of the English lexicon from the SCOWL files
// in dir (english-words.N, american-words.N and british-words.N for N = 10,
// 20, 35, 40, 50, 55, 60, 70, 80): the lines made of 2 to EnglishMaxLen
// letters a-z, in upper case, sorted, without duplicates. Other lines
// (capitals, apostrophes, accents) are skipped.
func EnglishWords(dir string) ([]string, error) {
	return englishWords(dir, 80)
}

// EnglishTiers returns the English lexicon's words (EnglishWords) and the
// tier of each (EnglishCommonSize, EnglishStandardSize).
func EnglishTiers(dir string) ([]string, []Tier, error) {
	words, err := EnglishWords(dir)
	if err != nil {
		return nil, nil, err
	}
	common, err := englishWords(dir, EnglishCommonSize)
	if err != nil {
		return nil, nil, err
	}
	std, err := englishWords(dir, EnglishStandardSize)
	if err != nil {
		return nil, nil, err
	}
	return words, tiersOf(words, std, common), nil
}

// tiersOf returns the tier of each of words given the sorted words of
// Standard and Common (subsets of words).
func tiersOf(words, std, common []string) []Tier {
	tiers := make([]Tier, len(words))
	for i, w := range words {
		if _, ok := slices.BinarySearch(common, w); ok {
			tiers[i] = Common
		} else if _, ok := slices.BinarySearch(std, w); ok {
			tiers[i] = Standard
		}
	}
	return tiers
}

// englishAbbreviations are entries of SCOWL's word lists that are no words
// of the game: the plurals of letters (bs, cs ... the b's and c's SCOWL
// writes without the apostrophe, from size 10 to 80), abbreviations and
// symbols (csc, csch, dkl, hhd, kb, lm, ln, lx, mb, mf) and aeq (aequales);
// SCOWL's own abbreviation category is not vendored, but these sit among
// its words (data/README.md, Not words). AS, ES, IS, US stay: words.
var englishAbbreviations = []string{"aeq", "bs", "cs", "csc", "csch", "dkl", "ds", "fs", "gs", "hhd", "hs", "js",
	"kb", "ks", "lm", "ln", "ls", "lx", "mb", "mf", "ms", "ns", "ps", "qs", "rs", "ss", "ts", "ws", "xs", "ys", "zs"}

// englishWords is EnglishWords from the lists of size maxSize or less.
func englishWords(dir string, maxSize int) ([]string, error) {
	var words []string
	for _, list := range scowlLists {
		for _, size := range scowlSizes {
			if size > maxSize {
				continue
			}
			path := filepath.Join(dir, fmt.Sprintf("%s-words.%d", list, size))
			f, err := os.Open(path)
			if err != nil {
				return nil, err
			}
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				w := sc.Bytes()
				if len(w) > 0 && w[len(w)-1] == '\r' {
					w = w[:len(w)-1]
				}
				if len(w) >= 2 && len(w) <= EnglishMaxLen && isLowerAZ(w) && !slices.Contains(englishAbbreviations, string(w)) {
					words = append(words, upper(string(w)))
				}
			}
			err = sc.Err()
			f.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
		}
	}
	return sortedUnique(words), nil
}

// ItalianWords returns the words of the Italian lexicon from it_IT.dic and
// it_IT.aff in dir: every form of 2 to ItalianMaxLen letters a-z that the
// hunspell dictionary gives, without proper nouns, without the numeral
// classes ItalianExcludedFlags and without the entries that have no vowel
// (abbreviations and symbols such as KM, HL, MQ, WWW), in upper case, sorted.
func ItalianWords(dir string) ([]string, error) {
	return HunspellWords("it", dir)
}

// HunspellMaxLen is the longest word of the lexicons of French, Spanish,
// German and Portuguese: the side of a Scrabble board (docs/rules.md,
// Lexicons).
const HunspellMaxLen = 15

// hunspellSource is a lexicon made from a hunspell dictionary vendored
// under data/src (data/README.md): its files and how it is expanded.
type hunspellSource struct {
	dir, base string // data/src/DIR/BASE.dic and BASE.aff
	opt       HunspellOptions
	// notWords, when set, returns the entries of the .dic in dir that are
	// no words (opt.SkipEntry): proper names and abbreviations the source
	// marks (data/README.md, Not words).
	notWords func(dir string) (func(word, flags, morph string) bool, error)
	// compoundWords, when set, returns the candidates of
	// opt.CompoundWords read beside the source directory dir.
	compoundWords func(dir string) ([]string, error)
}

// hunspellSources are the lexicons made from hunspell dictionaries, by
// list id (lists.go: the language for its default list, pt_PT for the
// European Portuguese alternate). Every one keeps words of 2 letters or
// more and skips the entries without a vowel (abbreviations and symbols
// such as km, kg, www); German keeps its capitalized entries (nouns).
var hunspellSources = map[string]hunspellSource{
	"it":    {"hunspell-it", "it_IT", HunspellOptions{MinLen: 2, MaxLen: ItalianMaxLen, ExcludeFlags: ItalianExcludedFlags, SkipNoVowel: true}, italianNotWords, nil},
	"fr":    {"hunspell-fr", "fr", HunspellOptions{MinLen: 2, MaxLen: HunspellMaxLen, SkipNoVowel: true, Alphabet: alphabets["fr"]}, frenchNames, nil},
	"es":    {"hunspell-es", "es_ES", HunspellOptions{MinLen: 2, MaxLen: HunspellMaxLen, SkipNoVowel: true, Alphabet: alphabets["es"]}, spanishAbbreviations, nil},
	"pt":    {"hunspell-pt-br", "pt_BR", HunspellOptions{MinLen: 2, MaxLen: HunspellMaxLen, SkipNoVowel: true, Alphabet: alphabets["pt"]}, brazilianPhrases, nil},
	"pt_PT": {"hunspell-pt", "pt_PT", HunspellOptions{MinLen: 2, MaxLen: HunspellMaxLen, SkipNoVowel: true, Alphabet: alphabets["pt"]}, nil, nil},
	"de":    {"hunspell-de", "de_DE", HunspellOptions{MinLen: 2, MaxLen: HunspellMaxLen, SkipNoVowel: true, Alphabet: alphabets["de"], Capitalized: true, ListedCompounds: true}, germanNames, germanHeadwords},
}

// HunspellDir returns the directory under data/src that holds the hunspell
// dictionary of the list id (it, fr, es, pt, pt_PT, de: see BuiltinLists),
// and false for one with none.
func HunspellDir(id string) (string, bool) {
	s, ok := hunspellSources[id]
	return s.dir, ok
}

// HunspellWords returns the words of the lexicon id (it, fr, es, pt, pt_PT,
// de: see BuiltinLists) from its hunspell dictionary in dir
// (data/README.md): every form the dictionary gives, folded by the
// language's alphabet, in upper case, sorted.
func HunspellWords(lang, dir string) ([]string, error) {
	return hunspellForms(lang, dir, AllForms)
}

func hunspellForms(lang, dir string, level AffixLevel) ([]string, error) {
	s, ok := hunspellSources[lang]
	if !ok {
		return nil, fmt.Errorf("lexicon: no hunspell dictionary for language %q", lang)
	}
	opt := s.opt
	opt.Affixes = level
	if s.notWords != nil {
		skip, err := s.notWords(dir)
		if err != nil {
			return nil, err
		}
		opt.SkipEntry = skip
	}
	if s.compoundWords != nil {
		words, err := s.compoundWords(dir)
		if err != nil {
			return nil, err
		}
		opt.CompoundWords = words
	}
	return ExpandHunspell(filepath.Join(dir, s.base+".dic"), filepath.Join(dir, s.base+".aff"), opt)
}

// ItalianTiers returns the Italian lexicon's words (ItalianWords) and the
// tier of each (docs/rules.md, Dictionary tiers): Common holds the
// dictionary's entries and their gender and number forms (Lemmas: CASA,
// CASE, GATTI, AMARE; not AMO), Standard every entry and suffixed form
// without an attached pronoun (Inflections: AMO, AMAVI, BELLISSIMO; not
// AMARLO, DARMI, RIFARE), Full every form.
func ItalianTiers(dir string) ([]string, []Tier, error) {
	return hunspellTiers("it", dir, nil)
}

// HunspellTiers returns the words of the lexicon of lang (HunspellWords) and
// the tier of each, by the criteria of the Italian tiers (ItalianTiers).
func HunspellTiers(lang, dir string) ([]string, []Tier, error) {
	return hunspellTiers(lang, dir, nil)
}

// hunspellTiers is HunspellTiers with the full word list given (nil: expand it).
func hunspellTiers(lang, dir string, words []string) ([]string, []Tier, error) {
	var err error
	if words == nil {
		if words, err = HunspellWords(lang, dir); err != nil {
			return nil, nil, err
		}
	}
	common, err := hunspellForms(lang, dir, Lemmas)
	if err != nil {
		return nil, nil, err
	}
	std, err := hunspellForms(lang, dir, Inflections)
	if err != nil {
		return nil, nil, err
	}
	return words, tiersOf(words, std, common), nil
}

// GenerateEnglish builds the English lexicon from the SCOWL files in dir (see
// EnglishWords).
func GenerateEnglish(dir string) (*DAWG, error) {
	words, err := EnglishWords(dir)
	if err != nil {
		return nil, err
	}
	return buildSorted(words)
}

// GenerateItalian builds the Italian lexicon from the hunspell files in dir
// (see ItalianWords).
func GenerateItalian(dir string) (*DAWG, error) {
	words, err := ItalianWords(dir)
	if err != nil {
		return nil, err
	}
	return buildSorted(words)
}

// buildSorted builds the DAWG of sorted, unique upper-case words.
func buildSorted(words []string) (*DAWG, error) {
	b := NewBuilder()
	for _, w := range words {
		if err := b.Add(w); err != nil {
			return nil, err
		}
	}
	return b.Finish()
}

func sortedUnique(words []string) []string {
	slices.Sort(words)
	return slices.Compact(words)
}

// Encode builds the lexicon of sorted, unique upper-case words with the
// tier of each, and returns it with its serialized DAWG and tier table
// (what go generate writes to data/LANG.dawg and data/LANG.tiers).
func Encode(words []string, tiers []Tier) (*DAWG, []byte, []byte, error) {
	d, err := buildSorted(words)
	if err != nil {
		return nil, nil, nil, err
	}
	b, err := d.MarshalBinary()
	if err != nil {
		return nil, nil, nil, err
	}
	tb, err := MarshalTiers(d, tiers)
	if err != nil {
		return nil, nil, nil, err
	}
	if d, err = d.WithTiers(tb); err != nil {
		return nil, nil, nil, err
	}
	return d, b, tb, nil
}
