package bot

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestCatalogue checks that every message the bot translates has an Italian
// version.
func TestCatalogue(t *testing.T) {
	re := regexp.MustCompile(`(?:c\.t|c\.private|tr\([a-zA-Z.]+,)\s*\(?"((?:[^"\\]|\\.)*)"`)
	files, _ := filepath.Glob("*.go")
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(src), -1) {
			n++
			if _, ok := italian[m[1]]; !ok {
				t.Errorf("%s: no Italian for %q", f, m[1])
			}
		}
	}
	if n < 40 {
		t.Errorf("found only %d messages", n)
	}
}

// Discord shows Italian players the commands' Italian names (/gioca,
// /leggio, ...): Italian texts must name them so, not by their English names.
func TestItalianTextsUseItalianCommandNames(t *testing.T) {
	texts := []string{helpIT}
	for _, v := range italian {
		texts = append(texts, v)
	}
	for _, c := range Commands() {
		if c.NameIT == "" || c.NameIT == c.Name {
			continue
		}
		re := regexp.MustCompile(`/` + c.Name + `\b`)
		for _, s := range texts {
			if re.MatchString(s) {
				t.Errorf("Italian text names /%s, not /%s: %q", c.Name, c.NameIT, s)
			}
		}
	}
}
