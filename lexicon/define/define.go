// Package define gives short meanings of words: English glosses from
// WordNet, and Italian, French, Spanish, Portuguese and German words as
// English translations from FreeDict's dictionaries to English, all
// embedded (docs/tools.md, Definitions; the data and its licences are
// described in data/README.md). It knows nothing of Discord: the bot and
// the command line word its results.
package define

import (
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/wordbot/wordbot/lexicon"
)

// MaxInput bounds the text Lookup reads, in bytes: no word of the lexicons
// is longer, and longer input is refused before any work.
const MaxInput = 64

// Errors of Lookup.
var (
	ErrLanguage = errors.New("define: unknown language (have en, it, fr, es, de, pt)")
	ErrNotWord  = errors.New("define: not a word made of letters")
	ErrTooLong  = fmt.Errorf("define: word longer than %d bytes", MaxInput)
)

// POS is a part of speech.
type POS byte

// Parts of speech (WordNet's letters). A translation has none.
const (
	None      POS = 0
	Noun      POS = 'n'
	Verb      POS = 'v'
	Adjective POS = 'a'
	Adverb    POS = 'r'
)

// String names the part of speech in English ("noun", ...; "" for None).
func (p POS) String() string {
	switch p {
	case Noun:
		return "noun"
	case Verb:
		return "verb"
	case Adjective:
		return "adjective"
	case Adverb:
		return "adverb"
	}
	return ""
}

// Sense is one meaning of a word.
type Sense struct {
	// Lemma is the dictionary form the meaning belongs to, as the
	// dictionary writes it: "run" for RAN, "città" for CITTA.
	Lemma string
	// POS is the English lemma's part of speech; None for a translation.
	POS POS
	// Text is the gloss, or the English translations of a word of another
	// language.
	Text string
	// Translation is true for English translations (every language but
	// English).
	Translation bool
	// count is WordNet's tagged sense count of the lemma (its frequency in
	// tagged texts), which ranks the senses.
	count int
	exact bool
}

// String words the sense in English on one line: "run (verb): move fast
// by ...", or "città: (translation) city, town".
func (s Sense) String() string {
	if s.Translation {
		return s.Lemma + ": (translation) " + s.Text
	}
	return s.Lemma + " (" + s.POS.String() + "): " + s.Text
}

// Result is what a lookup found.
type Result struct {
	// Word is the word looked up, folded as the language's lexicon folds
	// it and written in capitals as the language writes them
	// (lexicon.Alphabet's Fold then Spell): città is CITTA, niño NIÑO,
	// Straße STRASSE.
	Word string
	// Spelling is the word as the dictionary spells it, in capitals
	// (lexicon.Alphabet's Upper): the headword of the best sense that
	// folds to Word (PAO is PÃO, CITTA CITTÀ, ETE ÉTÉ, strasse STRASSE),
	// or the one the input spells when two do (PECHE is PÉCHÉ, the first,
	// but pêche PÊCHE); a word with no such headword (no entry, or a plural
	// found through its singular) is spelled as it was given (corações
	// CORAÇÕES, CAES CAES).
	Spelling string
	Lang     string
	// Senses are the word's meanings, best first: those of the word itself
	// before those of its base forms, each group by WordNet's frequency
	// (English); the translations of each headword that folds to Word
	// (the other languages; German's Gehen and gehen are two). Empty when
	// the dictionary has no entry.
	Senses []Sense
}

// Found reports whether the dictionary has an entry for the word.
func (r Result) Found() bool { return len(r.Senses) > 0 }

// Best returns the first sense, if any.
func (r Result) Best() (Sense, bool) {
	if len(r.Senses) == 0 {
		return Sense{}, false
	}
	return r.Senses[0], true
}

// Languages are the languages Lookup has meanings for.
var Languages = []string{"en", "it", "fr", "es", "de", "pt"}

// Lookup finds the meanings of word in lang (one of Languages). The word is
// trimmed and folded as the language's lexicon folds it
// (lexicon.AlphabetOf(lang).Fold: "Città" and CITTA are one word, Spanish
// niño is NIÑO and not NINO, German Straße STRASSE); an English word is
// also looked up through its base
// forms (WordNet's exception lists and detachment rules: RAN gives run,
// GEESE goose, CATS cat), and a French, Spanish or Portuguese word without
// an entry through its singular (plurals: CHEVAUX gives cheval, LUCES luz,
// CORAÇÕES coração). A word without an entry gives a Result with no
// senses and no error; input longer than MaxInput bytes or not made of
// letters gives an error.
func Lookup(lang, word string) (Result, error) {
	if len(word) > MaxInput {
		return Result{}, ErrTooLong
	}
	word = strings.TrimSpace(word)
	if word == "" || !utf8.ValidString(word) {
		return Result{}, ErrNotWord
	}
	t, ok := tables[lang]
	if !ok {
		return Result{}, ErrLanguage
	}
	alpha, err := lexicon.AlphabetOf(lang)
	if err != nil {
		return Result{}, ErrLanguage
	}
	key, ok := alpha.Fold(word)
	if !ok {
		return Result{}, ErrNotWord
	}
	res := Result{Word: alpha.Spell(key), Lang: lang, Senses: t.lookup(key)}
	res.Spelling = spelling(alpha, key, word, res.Senses)
	return res, nil
}

// spelling is Result.Spelling: the headword of senses that is word
// (key folded) in capitals, else the first headword that folds to key,
// else word in capitals (composed: n + U+0303 is Ñ).
func spelling(alpha *lexicon.Alphabet, key, word string, senses []Sense) string {
	given := alpha.Upper(norm.NFC.String(word))
	first := ""
	for _, s := range senses {
		if k, ok := alpha.Fold(s.Lemma); !ok || k != key {
			continue
		}
		u := alpha.Upper(s.Lemma)
		if u == given {
			return u
		}
		if first == "" {
			first = u
		}
	}
	if first != "" {
		return first
	}
	return given
}

// Meaning returns the best sense of word in lang worded on one line in
// English (Sense.String), and false when there is none or the word is
// not one.
func Meaning(lang, word string) (string, bool) {
	r, err := Lookup(lang, word)
	if err != nil {
		return "", false
	}
	s, ok := r.Best()
	if !ok {
		return "", false
	}
	return s.String(), true
}

// table is one embedded file: sorted lines "KEY<TAB>field<TAB>field...".
type table struct {
	name string
	// data is the file, or gz the file gzip-compressed (German's, 4.4 MB
	// instead of 13.5 MB in the binary), uncompressed into data at the
	// table's first lookup.
	data string
	gz   []byte
	// translations is true for the tables of FreeDict's translations
	// (every language but English).
	translations bool
	once         sync.Once
	lines        []uint32 // the offset of each line
}

var (
	english = &table{name: "en", data: enData}
	italian = &table{name: "it", data: itData, translations: true}
	tables  = map[string]*table{
		"en": english,
		"it": italian,
		"fr": {name: "fr", data: frData, translations: true},
		"es": {name: "es", data: esData, translations: true},
		"pt": {name: "pt", data: ptData, translations: true},
		"de": {name: "de", gz: deData, translations: true},
	}
)

// gunzip returns the text gzip-compressed in b, "" when b is not gzip
// data (TestEveryLineSorted checks every embedded file has lines).
func gunzip(b []byte) string {
	zr, err := gzip.NewReader(strings.NewReader(string(b)))
	if err != nil {
		return ""
	}
	var sb strings.Builder
	if len(b) >= 4 { // gzip's trailer ends with the text's size (mod 2^32)
		sb.Grow(int(binary.LittleEndian.Uint32(b[len(b)-4:])))
	}
	if _, err := io.Copy(&sb, zr); err != nil {
		return ""
	}
	return sb.String()
}

func (t *table) index() {
	t.once.Do(func() {
		if t.gz != nil {
			t.data = gunzip(t.gz)
		}
		d := t.data
		n := strings.Count(d, "\n")
		t.lines = make([]uint32, 0, n)
		for off := 0; off < len(d); {
			t.lines = append(t.lines, uint32(off))
			nl := strings.IndexByte(d[off:], '\n')
			if nl < 0 {
				break
			}
			off += nl + 1
		}
	})
}

// line returns the line's key and fields.
func (t *table) line(i int) (string, string) {
	d := t.data
	l := d[t.lines[i]:]
	if nl := strings.IndexByte(l, '\n'); nl >= 0 {
		l = l[:nl]
	}
	key, fields, _ := strings.Cut(l, "\t")
	return key, fields
}

// fields returns the fields of key's line, nil when there is none.
func (t *table) fields(key string) []string {
	t.index()
	i := sort.Search(len(t.lines), func(i int) bool {
		k, _ := t.line(i)
		return k >= key
	})
	if i == len(t.lines) {
		return nil
	}
	k, f := t.line(i)
	if k != key {
		return nil
	}
	return strings.Split(f, "\t")
}

// lookup returns the senses of key (folded, upper case).
func (t *table) lookup(key string) []Sense {
	if t.translations {
		out := t.translated(key)
		if len(out) > 0 {
			return out
		}
		// a plural: the translations of the first singular the rules give
		// that has an entry
		for _, r := range plurals[t.name] {
			if len(key) > len(r[0]) && strings.HasSuffix(key, r[0]) {
				if out = t.translated(key[:len(key)-len(r[0])] + r[1]); len(out) > 0 {
					return out
				}
			}
		}
		return nil
	}
	var out []Sense
	add := func(base string, pos POS, exact bool) {
		for _, f := range t.fields(base) {
			if len(f) < 3 || POS(f[0]) != pos {
				continue
			}
			count, gloss, ok := strings.Cut(f[1:], ":")
			if !ok {
				continue // an exception field
			}
			n, _ := strconv.Atoi(count)
			s := Sense{Lemma: strings.ToLower(base), POS: pos, Text: gloss, count: n, exact: exact}
			if !slices.ContainsFunc(out, func(o Sense) bool { return o.Lemma == s.Lemma && o.POS == s.POS }) {
				out = append(out, s)
			}
		}
	}
	for _, pos := range []POS{Noun, Verb, Adjective, Adverb} {
		for _, base := range t.bases(key, pos) {
			add(base, pos, base == key)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].exact != out[j].exact {
			return out[i].exact
		}
		return out[i].count > out[j].count
	})
	return out
}

// translated returns the translations of key's line.
func (t *table) translated(key string) []Sense {
	var out []Sense
	for _, f := range t.fields(key) {
		if len(f) < 2 || f[0] != 't' {
			continue
		}
		head, text, ok := strings.Cut(f[1:], ":")
		if ok {
			out = append(out, Sense{Lemma: head, Text: text, Translation: true})
		}
	}
	return out
}

// plurals are the French, Spanish and Portuguese plural endings, as the
// lexicons hold words (accents folded: Portuguese -ões is OES), with the
// singular ending each gives back, tried in order on a word without an
// entry of its own, the first with an entry kept: the dictionaries hold
// singulars (CASAS is casa, NOCHES noche, LUCES luz, CHEVAUX cheval,
// ANIMAIS animal, HOMENS homem, CORAÇÕES coração). A bare S comes first so
// that MÃES is mãe (mother) before -ães gives MÃO (hand), while CÃES,
// with no CAE, is cão.
// German's dictionary has its plurals (Häuser); Italian's plurals change
// their last vowel (CASE, CANI), which a rule cannot undo without
// guessing, so it has none.
var plurals = map[string][][2]string{
	"fr": {{"S", ""}, {"X", ""}, {"AUX", "AL"}},
	"es": {{"S", ""}, {"CES", "Z"}, {"ES", ""}},
	"pt": {{"S", ""}, {"OES", "AO"}, {"AES", "AO"}, {"NS", "M"}, {"IS", "L"}, {"ES", ""}},
}

// detach are WordNet's detachment rules (morphy): an inflected form ending
// in the suffix may be the base form ending in the ending instead.
var detach = map[POS][][2]string{
	Noun:      {{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"}, {"shes", "sh"}, {"men", "man"}, {"ies", "y"}},
	Verb:      {{"s", ""}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"}, {"ing", ""}},
	Adjective: {{"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}},
}

// bases returns the candidate base forms of key as pos, in order: the
// exception list's bases for key, key itself, and, when the exception list
// has none, the forms the detachment rules give. The caller keeps those that
// are lemmas of pos.
func (t *table) bases(key string, pos POS) []string {
	out := []string{}
	exc := false
	for _, f := range t.fields(key) {
		if len(f) > 2 && POS(f[0]) == pos && f[1] == '>' {
			out = append(out, f[2:])
			exc = true
		}
	}
	out = append(out, key)
	if !exc {
		for _, r := range detach[pos] {
			suffix, ending := strings.ToUpper(r[0]), strings.ToUpper(r[1])
			if len(key) > len(suffix) && strings.HasSuffix(key, suffix) {
				if b := key[:len(key)-len(suffix)] + ending; !slices.Contains(out, b) {
					out = append(out, b)
				}
			}
		}
	}
	return out
}
