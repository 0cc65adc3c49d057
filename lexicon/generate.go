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

// EnglishWords returns the words of the English lexicon from the SCOWL files
// in dir (english-words.N, american-words.N and british-words.N for N = 10,
// 20, 35, 40, 50, 55, 60, 70, 80): the lines made of 2 to EnglishMaxLen
// letters a-z, in upper case, sorted, without duplicates. Other lines
// (capitals, apostrophes, accents) are skipped.
func EnglishWords(dir string) ([]string, error) {
	var words []string
	for _, list := range scowlLists {
		for _, size := range scowlSizes {
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
				if len(w) >= 2 && len(w) <= EnglishMaxLen && isLowerAZ(w) {
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
	return ExpandHunspell(filepath.Join(dir, "it_IT.dic"), filepath.Join(dir, "it_IT.aff"),
		HunspellOptions{MinLen: 2, MaxLen: ItalianMaxLen, ExcludeFlags: ItalianExcludedFlags, SkipNoVowel: true})
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
