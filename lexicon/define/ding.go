package define

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/wordbot/wordbot/lexicon"
)

// German translations come from FreeDict's German-English dictionary, the
// Ding dictionary of TU Chemnitz (517,534 headwords, 29 MB as Debian
// ships it), in two steps as English's WordNet (data/README.md):
//
//   - ExtractDing reads Debian's dict-freedict-deu-eng files
//     (/usr/share/dictd) and writes data/src/freedict-deu-eng/entries.tsv.gz:
//     a line per entry whose headword is one German word with a part of
//     speech.
//   - GenerateGerman turns the extract into the embedded data/de.def.gz.

// DingExtract is the vendored extract of the German dictionary, in
// data/src/freedict-deu-eng.
const DingExtract = "entries.tsv.gz"

// ExtractDing writes to w the extract of the dictd dictionary
// freedict-deu-eng in dir (as text: it is vendored gzip-compressed, see
// DingExtract and Compress): for each
// entry, in the index's order, whose first line is one word that German
// folds (lexicon.AlphabetOf("de")) to MinLemma to MaxLemma letters, not
// all in capitals (abbreviations such as MEA), then its pronunciation
// (not a phrase such as "Deutsche Mark /…/"), and a part of speech in angle
// brackets ("<masc, n, sg>", "<v>", "<pl>"; names such as Berlin have
// none), a line
// "headword<TAB>part of speech<TAB>examples<TAB>translations": the number
// of its quoted example sentences, and its translations without their
// labels ("[zool.]", "<n>", "[Br.]") and abbreviations ("Rd"), joined by
// ", " without repeats.
func ExtractDing(dir string, w io.Writer) error {
	const name = "freedict-deu-eng"
	text, entries, err := readDictd(dir, name)
	if err != nil {
		return err
	}
	alpha, err := lexicon.AlphabetOf("de")
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(w)
	n := 0
	for _, e := range entries {
		if strings.HasPrefix(e.head, "00database") {
			continue
		}
		lines := strings.Split(strings.TrimRight(text[e.off:e.off+e.size], "\n"), "\n")
		if len(lines) < 2 {
			continue
		}
		written, rest, _ := strings.Cut(lines[0], " ")
		if !isPronunciation(rest) {
			continue // a phrase ("Deutsche Mark /dˈɔøtʃə mˈaɾk/", "den / seinen Geist aufgeben /…/")
		}
		key, ok := alpha.Fold(written)
		if !ok || len(key) < MinLemma || len(key) > MaxLemma || written == strings.ToUpper(written) {
			continue // "Haus…", "Fußball-", an abbreviation in capitals (MEA)
		}
		open, close := strings.LastIndexByte(rest, '<'), strings.LastIndexByte(rest, '>')
		if open < 0 || close < open {
			continue // no part of speech: a name (Berlin) or a fragment
		}
		pos := rest[open+1 : close]
		tr := dingTranslations(lines[1])
		if len(tr) == 0 || strings.ContainsAny(pos, "\t\n") {
			continue
		}
		examples := 0
		for _, l := range lines[2:] {
			if strings.HasPrefix(strings.TrimSpace(l), `"`) {
				examples++
			}
		}
		fmt.Fprintf(bw, "%s\t%s\t%d\t%s\n", written, pos, examples, strings.Join(tr, ", "))
		n++
	}
	if n == 0 {
		return fmt.Errorf("%s: no entries", name)
	}
	return bw.Flush()
}

// isPronunciation reports whether s starts with a one-word pronunciation,
// "/dˈeːn/": after a headword of one word, that is what comes first.
func isPronunciation(s string) bool {
	if !strings.HasPrefix(s, "/") {
		return false
	}
	end := strings.IndexByte(s[1:], '/')
	return end > 0 && !strings.ContainsAny(s[1:1+end], " \t")
}

// dingTranslations returns the translations of a Ding entry's second line
// (" [zool.] dog <n>, dawg <n>" gives dog, dawg): each comma-separated
// translation without the labels in square brackets and cut before its
// part of speech in angle brackets (what follows is an abbreviation, "road
// <n>Rd"); pronunciations ("/ˌɛɾdˈeː/") and empty ones are dropped.
func dingTranslations(line string) []string {
	var out []string
	for _, t := range strings.Split(dropBrackets(line), ",") {
		t, _, _ = strings.Cut(t, "<")
		t = strings.Join(strings.Fields(t), " ")
		if t == "" || t[0] == '/' || strings.ContainsAny(t, "\t") || slices.Contains(out, t) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// GenerateGerman returns the embedded German translations (data/de.def,
// embedded gzip-compressed) from the extract in dir (DingExtract, see
// ExtractDing). A headword's entries are ranked by their number of
// example sentences, most first (the dictionary's order among a
// headword's entries says nothing of use: Hund's first is the mine car, its
// second, with five examples, the dog), the dictionary's order on a tie;
// their translations are joined by ", " without repeats and shortened to
// MaxGloss bytes. Headwords that fold to one word (Gehen and gehen) are
// fields of its line, the one with the most examples first.
func GenerateGerman(dir string) ([]byte, error) {
	f, err := os.Open(filepath.Join(dir, DingExtract))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", DingExtract, err)
	}
	alpha, err := lexicon.AlphabetOf("de")
	if err != nil {
		return nil, err
	}
	type entry struct {
		examples int
		tr       []string
	}
	type headword struct {
		written string
		entries []entry
		best    int // the most examples of an entry
		order   int
	}
	heads := map[string]*headword{}
	keys := map[string][]*headword{}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	n := 0
	for sc.Scan() {
		n++
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) != 4 || cols[3] == "" {
			return nil, fmt.Errorf("%s:%d: bad line %q", DingExtract, n, sc.Text())
		}
		ex, err := strconv.Atoi(cols[2])
		key, ok := alpha.Fold(cols[0])
		if err != nil || ex < 0 || !ok {
			return nil, fmt.Errorf("%s:%d: bad line %q", DingExtract, n, sc.Text())
		}
		h := heads[cols[0]]
		if h == nil {
			h = &headword{written: cols[0], order: n, best: -1}
			heads[cols[0]] = h
			keys[key] = append(keys[key], h)
		}
		h.entries = append(h.entries, entry{ex, strings.Split(cols[3], ", ")})
		h.best = max(h.best, ex)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", DingExtract, err)
	}
	if n == 0 {
		return nil, fmt.Errorf("%s: empty", DingExtract)
	}
	r := record{}
	for key, hs := range keys {
		slices.SortStableFunc(hs, func(a, b *headword) int {
			if a.best != b.best {
				return b.best - a.best
			}
			return a.order - b.order
		})
		for _, h := range hs {
			slices.SortStableFunc(h.entries, func(a, b entry) int { return b.examples - a.examples })
			var tr []string
			for _, e := range h.entries {
				for _, t := range e.tr {
					if !slices.Contains(tr, t) {
						tr = append(tr, t)
					}
				}
			}
			r.add(key, "t"+h.written+":"+shorten(strings.Join(tr, ", ")))
		}
	}
	return r.bytes(), nil
}

// Compress returns b gzip-compressed as the embedded data/de.def.gz and the
// vendored extract are:
// best compression, no name or time in the header, so that the same text
// gives the same bytes.
func Compress(b []byte) ([]byte, error) {
	var out bytes.Buffer
	zw, err := gzip.NewWriterLevel(&out, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
