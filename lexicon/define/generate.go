package define

//go:generate go run ./internal/gen

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/wordbot/wordbot/lexicon"
)

// The embedded definitions are generated from the sources vendored under
// data/src (see data/README.md) in two steps:
//
//   - ExtractWordNet reads Debian's wordnet-base files (/usr/share/wordnet)
//     and writes data/src/wordnet/glosses.tsv: for every single-word lemma
//     and part of speech, the definition of its first (most frequent) sense.
//     The exception lists (*.exc) are vendored as Debian ships them.
//   - GenerateEnglish and GenerateItalian turn the vendored sources into the
//     embedded data/en.def and data/it.def (`go generate ./lexicon/define`).
//
// The embedded files are UTF-8 text, one line per word, sorted by the word
// (upper case A-Z, as lexicon.Fold gives it), the word and its fields
// separated by tabs:
//
//	n7:gloss      the word is a lemma: part of speech (n, v, a, r), the
//	              lemma's tagged sense count (WordNet's frequency), gloss
//	v>RUN         the word is an inflected form of RUN (exception lists)
//	tcittà:city   an Italian headword as written and its translations

// Limits of the vendored and embedded data.
const (
	// MinLemma and MaxLemma bound the lemmas kept (the lexicons' words are
	// 2 to 17 letters long).
	MinLemma = 2
	MaxLemma = 20
	// MaxGloss bounds a generated gloss or translation list, in bytes; a
	// longer one is cut at a word boundary and ends with "…".
	MaxGloss = 100
)

var wnPOS = []struct {
	file string
	pos  byte
}{{"noun", 'n'}, {"verb", 'v'}, {"adj", 'a'}, {"adv", 'r'}}

// ExtractWordNet writes to w the glosses.tsv of the WordNet database in dir
// (index.POS and data.POS for POS noun, verb, adj and adv): a line
// "lemma<TAB>pos<TAB>count<TAB>definition" for every lemma made of MinLemma
// to MaxLemma letters a-z, its part of speech (n, v, a, r), its tagged sense
// count and the definition of its first sense (the gloss without its quoted
// examples), sorted by lemma and then n, v, a, r.
func ExtractWordNet(dir string, w io.Writer) error {
	type line struct {
		lemma string
		order int
		text  string
	}
	var lines []line
	for order, p := range wnPOS {
		data, err := os.ReadFile(filepath.Join(dir, "data."+p.file))
		if err != nil {
			return err
		}
		idx, err := os.Open(filepath.Join(dir, "index."+p.file))
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(idx)
		sc.Buffer(make([]byte, 64*1024), 1024*1024)
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			if len(f) < 4 || strings.HasPrefix(sc.Text(), " ") || !isLemma(f[0]) {
				continue
			}
			// lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
			pcnt, err := strconv.Atoi(f[3])
			if err != nil || len(f) < 4+pcnt+3 {
				idx.Close()
				return fmt.Errorf("index.%s: bad line %q", p.file, sc.Text())
			}
			tagged := f[4+pcnt+1]
			off, err := strconv.Atoi(f[4+pcnt+2])
			if err != nil || off < 0 || off >= len(data) {
				idx.Close()
				return fmt.Errorf("index.%s: bad offset in %q", p.file, sc.Text())
			}
			def, err := synsetDefinition(data[off:])
			if err != nil {
				idx.Close()
				return fmt.Errorf("data.%s at %d: %w", p.file, off, err)
			}
			lines = append(lines, line{f[0], order, fmt.Sprintf("%s\t%c\t%s\t%s\n", f[0], p.pos, tagged, def)})
		}
		err = sc.Err()
		idx.Close()
		if err != nil {
			return err
		}
	}
	slices.SortFunc(lines, func(a, b line) int {
		if c := strings.Compare(a.lemma, b.lemma); c != 0 {
			return c
		}
		return a.order - b.order
	})
	bw := bufio.NewWriter(w)
	for _, l := range lines {
		bw.WriteString(l.text)
	}
	return bw.Flush()
}

// synsetDefinition returns the definition in the data line that starts rec:
// its gloss (after "| ") without the quoted examples.
func synsetDefinition(rec []byte) (string, error) {
	end := bytes.IndexByte(rec, '\n')
	if end < 0 {
		end = len(rec)
	}
	rec = rec[:end]
	bar := bytes.Index(rec, []byte(" | "))
	if bar < 0 {
		return "", errors.New("no gloss")
	}
	g := string(rec[bar+3:])
	if i := strings.Index(g, `"`); i >= 0 {
		g = g[:i]
	}
	g = strings.TrimRight(strings.TrimSpace(g), ";: ")
	g = strings.Join(strings.Fields(g), " ")
	if g == "" {
		return "", errors.New("empty definition")
	}
	return g, nil
}

// isLemma reports whether s is MinLemma to MaxLemma letters a-z.
func isLemma(s string) bool {
	if len(s) < MinLemma || len(s) > MaxLemma {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// record collects one embedded line's fields.
type record map[string][]string

func (r record) add(key, field string) {
	if !slices.Contains(r[key], field) {
		r[key] = append(r[key], field)
	}
}

// bytes returns the records as the embedded file: one line per key,
// sorted.
func (r record) bytes() []byte {
	keys := make([]string, 0, len(r))
	for k := range r {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b bytes.Buffer
	for _, k := range keys {
		b.WriteString(k)
		for _, f := range r[k] {
			b.WriteByte('\t')
			b.WriteString(f)
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// GenerateEnglish returns the embedded English definitions (data/en.def)
// from the WordNet sources in dir: glosses.tsv (see ExtractWordNet), whose
// definitions are shortened to their first part (firstPart: up to the first
// ";" outside parentheses and quotes), their underscores written as spaces,
// and to MaxGloss bytes, and the exception lists noun.exc, verb.exc, adj.exc
// and adv.exc, of which the lines whose form and base are both lemmas
// (MinLemma to MaxLemma letters a-z) are kept.
func GenerateEnglish(dir string) ([]byte, error) {
	r := record{}
	f, err := os.Open(filepath.Join(dir, "glosses.tsv"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		n++
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 4 || !isLemma(cols[0]) || len(cols[1]) != 1 || !strings.Contains("nvar", cols[1]) {
			return nil, fmt.Errorf("glosses.tsv:%d: bad line %q", n, sc.Text())
		}
		if _, err := strconv.Atoi(cols[2]); err != nil || cols[3] == "" {
			return nil, fmt.Errorf("glosses.tsv:%d: bad line %q", n, sc.Text())
		}
		// WordNet writes a collocation's spaces as underscores, also in three
		// glosses (archly's "in_an_arch_manner"): they are spaces
		gloss := strings.ReplaceAll(firstPart(cols[3]), "_", " ")
		r.add(strings.ToUpper(cols[0]), cols[1]+cols[2]+":"+shorten(gloss))
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, errors.New("glosses.tsv: empty")
	}
	for _, p := range wnPOS {
		data, err := os.ReadFile(filepath.Join(dir, p.file+".exc"))
		if err != nil {
			return nil, err
		}
		for i, l := range strings.Split(strings.TrimRight(string(data), "\n"), "\n") {
			f := strings.Fields(l)
			if len(f) < 2 {
				return nil, fmt.Errorf("%s.exc:%d: bad line %q", p.file, i+1, l)
			}
			if !isLemma(f[0]) {
				continue
			}
			for _, base := range f[1:] {
				if isLemma(base) {
					r.add(strings.ToUpper(f[0]), string(p.pos)+">"+strings.ToUpper(base))
				}
			}
		}
	}
	return r.bytes(), nil
}

// FreeDictName is the base name of the vendored Italian FreeDict files.
const FreeDictName = "freedict-ita-eng"

// FreeDicts names the FreeDict dictionary (to English) vendored for each
// language with translations (data/src/NAME); German's is an extract (see
// ExtractDing).
var FreeDicts = map[string]string{
	"it": "freedict-ita-eng",
	"fr": "freedict-fra-eng",
	"es": "freedict-spa-eng",
	"pt": "freedict-por-eng",
	"de": "freedict-deu-eng",
}

// GenerateItalian returns the embedded Italian translations (data/it.def):
// GenerateFreeDict("it", dir).
func GenerateItalian(dir string) ([]byte, error) { return GenerateFreeDict("it", dir) }

// GenerateFreeDict returns the embedded translations of lang (it, fr, es or
// pt: data/LANG.def) from the FreeDict dictionary in dir (NAME.index and
// NAME.dict.dz, dictd's format, NAME as FreeDicts gives it). Each one-word
// headword that the language's alphabet folds (lexicon.AlphabetOf(lang).Fold:
// Spanish niño is NIÑO, its CH one letter) keeps its first entry only (the
// dictionary's later entries for a headword are remnants of phrases that
// lost their other words, such as "a" for "a buon mercato"): its
// translations, numbered or not, without the subject labels in brackets
// ("[cul]") and the indented example lines, joined by ", " without repeats
// and shortened to MaxGloss bytes. Entries whose headword is written with a
// capital are proper nouns and are skipped.
func GenerateFreeDict(lang, dir string) ([]byte, error) {
	name, ok := FreeDicts[lang]
	if !ok || lang == "de" {
		return nil, fmt.Errorf("define: no dictd FreeDict dictionary for %q", lang)
	}
	alpha, err := lexicon.AlphabetOf(lang)
	if err != nil {
		return nil, err
	}
	text, entries, err := readDictd(dir, name)
	if err != nil {
		return nil, err
	}
	r := record{}
	seen := map[string]bool{}
	for _, e := range entries {
		head := strings.TrimSpace(e.head)
		if head == "" || strings.HasPrefix(head, "00database") || seen[head] {
			continue
		}
		lines := strings.Split(strings.TrimSpace(text[e.off:e.off+e.size]), "\n")
		if written, _, _ := strings.Cut(lines[0], " "); written == "" || unicode.IsUpper([]rune(written)[0]) {
			continue // a proper noun ("Città" of "Città del Capo")
		}
		seen[head] = true
		key, ok := alpha.Fold(head)
		if !ok || len(key) < MinLemma || len(key) > MaxLemma {
			continue
		}
		var tr []string
		for _, t := range lines[1:] { // the first line is "headword /pronunciation/"
			if t == "" || t[0] == ' ' || t[0] == '\t' {
				continue // an example ("      \"Il faut quelque chose\"")
			}
			t = strings.TrimSpace(t)
			if dot := strings.Index(t, ". "); dot > 0 && isDigits(t[:dot]) {
				t = t[dot+2:]
			}
			t = dropBrackets(t)
			for _, w := range strings.Split(t, ",") {
				if w = strings.Join(strings.Fields(w), " "); w != "" && !slices.Contains(tr, w) {
					tr = append(tr, w)
				}
			}
		}
		if len(tr) == 0 {
			continue
		}
		r.add(key, "t"+head+":"+shorten(strings.Join(tr, ", ")))
	}
	if len(r) == 0 {
		return nil, fmt.Errorf("%s: no entries", name)
	}
	return r.bytes(), nil
}

// dictdEntry is a line of a dictd index: a headword and where its entry
// is in the uncompressed dictionary.
type dictdEntry struct {
	head      string
	off, size int
}

// readDictd reads the dictd dictionary name in dir (name.index and
// name.dict.dz): the uncompressed text and the index's entries, in order.
func readDictd(dir, name string) (string, []dictdEntry, error) {
	idx, err := os.ReadFile(filepath.Join(dir, name+".index"))
	if err != nil {
		return "", nil, err
	}
	dz, err := os.Open(filepath.Join(dir, name+".dict.dz"))
	if err != nil {
		return "", nil, err
	}
	defer dz.Close()
	zr, err := gzip.NewReader(dz)
	if err != nil {
		return "", nil, fmt.Errorf("%s.dict.dz: %w", name, err)
	}
	text, err := io.ReadAll(zr)
	if err != nil {
		return "", nil, fmt.Errorf("%s.dict.dz: %w", name, err)
	}
	var out []dictdEntry
	for i, l := range strings.Split(strings.TrimRight(string(idx), "\n"), "\n") {
		f := strings.Split(l, "\t")
		if len(f) != 3 {
			return "", nil, fmt.Errorf("%s.index:%d: bad line %q", name, i+1, l)
		}
		off, err1 := dictNumber(f[1])
		size, err2 := dictNumber(f[2])
		if err1 != nil || err2 != nil || off+size > len(text) {
			return "", nil, fmt.Errorf("%s.index:%d: bad offset or size %q", name, i+1, l)
		}
		out = append(out, dictdEntry{f[0], off, size})
	}
	return string(text), out, nil
}

// dropBrackets removes the labels in square brackets from s ("[cul]
// giblets" is "giblets").
func dropBrackets(s string) string {
	for {
		i := strings.IndexByte(s, '[')
		if i < 0 {
			return s
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			return s
		}
		s = s[:i] + " " + s[i+j+1:]
	}
}

// dictNumber decodes a dictd index number (base64 digits, most significant
// first).
func dictNumber(s string) (int, error) {
	const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	if s == "" || len(s) > 5 {
		return 0, fmt.Errorf("bad number %q", s)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(digits, s[i])
		if d < 0 {
			return 0, fmt.Errorf("bad number %q", s)
		}
		n = n*64 + d
	}
	return n, nil
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// firstPart is an English definition's first part: up to its first ";"
// outside parentheses and WordNet's quotes (`...'), so that semicolon's
// "a punctuation mark (`;') used to connect independent clauses; ..." keeps
// its quoted ";". Inside a quote, an apostrophe followed by a letter (`the
// dog's bone') does not close it. A quote or parenthesis never closed keeps
// the rest whole.
func firstPart(g string) string {
	depth, quoted := 0, false
	for i := 0; i < len(g); i++ {
		switch c := g[i]; {
		case c == '`':
			quoted = true
		case c == '\'' && quoted:
			if i+1 == len(g) || !isLetter(g[i+1]) {
				quoted = false
			}
		case c == '(' && !quoted:
			depth++
		case c == ')' && !quoted && depth > 0:
			depth--
		case c == ';' && !quoted && depth == 0:
			return g[:i]
		}
	}
	return g
}

// isLetter reports whether c is an ASCII letter.
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// shorten trims s, keeps it on one line and cuts it to MaxGloss bytes at a
// word boundary, ending it with "…" when cut.
func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) <= MaxGloss {
		return s
	}
	cut := strings.LastIndexByte(s[:MaxGloss-len("…")+1], ' ')
	if cut <= 0 {
		cut = MaxGloss - len("…")
		for cut > 0 && s[cut]&0xC0 == 0x80 { // not inside a UTF-8 sequence
			cut--
		}
	}
	return strings.TrimRight(s[:cut], " ,;:") + "…"
}
