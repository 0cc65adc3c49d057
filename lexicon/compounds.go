package lexicon

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// GermanHeadwordsFile holds the candidates of the German list's compounds:
// the headwords of FreeDict's German-English dictionary (Debian
// dict-freedict-deu-eng), one a line in lower case as its index writes
// them, vendored under data/src/freedict-deu-eng (data/README.md, German
// compounds).
const GermanHeadwordsFile = "freedict-deu-eng/headwords.txt"

// germanHeadwords returns the candidates of the German compounds: each
// headword of GermanHeadwordsFile (read beside dir, the de_DE source) as
// written and with a capital (a noun: kühlschrank is tried as Kühlschrank
// too). A candidate is a word only where igerman98's compounding accepts
// it (HunspellOptions.CompoundWords): a dictionary has it and the spell
// checker's rules make it of its parts.
func germanHeadwords(dir string) ([]string, error) {
	path := filepath.Join(filepath.Dir(dir), GermanHeadwordsFile)
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var words []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		w := strings.TrimSpace(sc.Text())
		if w == "" {
			continue
		}
		words = append(words, w)
		if r, size := utf8.DecodeRuneInString(w); unicode.IsLower(r) {
			words = append(words, string(unicode.ToUpper(r))+w[size:])
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("%s: no headwords", path)
	}
	return words, nil
}
