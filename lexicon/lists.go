package lexicon

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/wordbot/wordbot/internal/inputfile"
)

// Named word lists (docs/cli.md, "Word lists"): per language the built-in
// default, the built-in alternates and the lists an operator adds in the
// config (lexicon.lists). A game names the list it plays; "" is its
// language's default. Each list is loaded once and its *DAWG shared, so
// what the games build from a lexicon (the hint's move generator, the
// Boggle and Ruzzle solvers, all cached by *DAWG) is built once per list.

// builtinList is a word list compiled into wordbot.
type builtinList struct {
	name string
	load func() (*DAWG, error)
}

// embeddedList loads the embedded list whose files are data/ID.dawg and
// data/ID.tiers: ID is the language for its default, pt_PT for the
// European Portuguese alternate.
func embeddedList(id string) func() (*DAWG, error) {
	return func() (*DAWG, error) { return embeddedID(id) }
}

// builtinLists are the embedded lists of each language, its default
// first; an alternate is added here with its name and loader (and to
// lexicon/internal/gen and embed.go). Portuguese plays Brazil's list, with
// Brazil's tiles; Portugal's is its alternate (lexicon/data/README.md).
var builtinLists = map[string][]builtinList{
	"en": {{"SCOWL", embeddedList("en")}},
	"it": {{"hunspell it_IT", embeddedList("it")}},
	"fr": {{"hunspell fr", embeddedList("fr")}},
	"es": {{"hunspell es_ES", embeddedList("es")}},
	"pt": {{"hunspell pt_BR", embeddedList("pt")}, {"hunspell pt_PT", embeddedList("pt_PT")}},
	"de": {{"hunspell de_DE", embeddedList("de")}},
}

// DefaultListName names the built-in default list of lang ("hunspell
// es_ES"), or returns lang when it has none.
func DefaultListName(lang string) string {
	if l := builtinLists[lang]; len(l) > 0 {
		return l[0].name
	}
	return lang
}

// MaxLists bounds the lists of a language, built-in ones included: each is
// held in memory for the life of the process, and Discord suggests at most
// 25 names.
const MaxLists = 20

// MaxListName bounds a list's name (it is shown in start messages and
// typed in the list option).
const MaxListName = 40

// Lists is the set of word lists a bot plays, per language. The zero value
// is not usable: NewLists returns one holding the built-in lists. Safe for
// concurrent use once set up (Replace and Add are called before the games
// start).
type Lists struct {
	mu    sync.Mutex
	langs map[string][]*listEntry
}

type listEntry struct {
	name string
	file bool // an operator's file
	load func() (*DAWG, error)
	once sync.Once
	d    *DAWG
	err  error
}

func (e *listEntry) get() (*DAWG, error) {
	e.once.Do(func() { e.d, e.err = e.load() })
	return e.d, e.err
}

// NewLists returns the built-in lists of every language.
func NewLists() *Lists {
	l := &Lists{langs: map[string][]*listEntry{}}
	for _, lang := range Languages {
		for _, b := range builtinLists[lang] {
			l.langs[lang] = append(l.langs[lang], &listEntry{name: b.name, load: b.load})
		}
	}
	return l
}

// Replace makes the word list file at path lang's default list under name,
// in place of the built-in default (config lexicon.en and lexicon.it). The
// file is read now: its error is returned.
func (l *Lists) Replace(lang, name, path string) error {
	e, err := l.entry(lang, name, path, 0)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.langs[lang][0] = e
	return nil
}

// Add adds the word list file at path to lang's lists under name, after
// those lang has. The file is read now (LoadWordListIn): a missing,
// oversized or malformed file, an empty list, a bad or taken name are
// errors.
func (l *Lists) Add(lang, name, path string) error {
	e, err := l.entry(lang, name, path, -1)
	if err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.langs[lang] = append(l.langs[lang], e)
	return nil
}

// entry checks name for lang (skip: the index whose name may be reused,
// -1 for none) and loads path.
func (l *Lists) entry(lang, name, path string, skip int) (*listEntry, error) {
	l.mu.Lock()
	have, ok := l.langs[lang]
	l.mu.Unlock()
	if !ok {
		return nil, fmt.Errorf("lexicon: unknown language %q (have %s)", lang, strings.Join(Languages, ", "))
	}
	if skip < 0 { // a replaced default keeps its file's name, not typed
		if err := CheckListName(name); err != nil {
			return nil, err
		}
		if len(have) >= MaxLists {
			return nil, fmt.Errorf("lexicon: %s has %d lists already, the most it may have", lang, MaxLists)
		}
	}
	for i, e := range have {
		if i != skip && strings.EqualFold(e.name, name) {
			return nil, fmt.Errorf("lexicon: %s already has a list named %q", lang, e.name)
		}
	}
	d, err := LoadWordListIn(path, lang)
	if err != nil {
		return nil, err
	}
	if d.WordCount() == 0 && skip < 0 {
		return nil, fmt.Errorf("lexicon: %s holds no words", path)
	}
	e := &listEntry{name: name, file: true, load: func() (*DAWG, error) { return d, nil }}
	e.get()
	return e, nil
}

// CheckListName refuses a list name that is empty, longer than
// MaxListName characters, "default", or holds anything but letters,
// digits, spaces and . _ - + ( ) (spaces not at either end).
func CheckListName(name string) error {
	n := utf8.RuneCountInString(name)
	switch {
	case n == 0:
		return errors.New("lexicon: a list needs a name")
	case n > MaxListName:
		return fmt.Errorf("lexicon: list name %q is longer than %d characters", name, MaxListName)
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("lexicon: list name %q begins or ends with a space", name)
	case strings.EqualFold(name, "default"):
		return errors.New(`lexicon: "default" is not a list name (it means the language's default list)`)
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" ._-+()", r) {
			return fmt.Errorf("lexicon: list name %q: character %q is not a letter, digit, space or . _ - + ( )", name, r)
		}
	}
	return nil
}

// Names returns lang's list names, its default first (nil for a language
// with no lists).
func (l *Lists) Names(lang string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, e := range l.langs[lang] {
		out = append(out, e.name)
	}
	return out
}

// Default names lang's default list.
func (l *Lists) Default(lang string) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	if es := l.langs[lang]; len(es) > 0 {
		return es[0].name
	}
	return lang
}

// Find returns the name of lang's list called name, as the list spells it
// (case ignored; "" and "default" are the default list), and whether it
// is the default. ok is false when lang has no such list.
func (l *Lists) Find(lang, name string) (canonical string, isDefault, ok bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	es := l.langs[lang]
	if len(es) == 0 {
		return "", false, false
	}
	name = strings.TrimSpace(name)
	if name == "" || strings.EqualFold(name, "default") {
		return es[0].name, true, true
	}
	i := slices.IndexFunc(es, func(e *listEntry) bool { return strings.EqualFold(e.name, name) })
	if i < 0 {
		return "", false, false
	}
	return es[i].name, i == 0, true
}

// Lexicon returns the lexicon of lang's list called name ("" for the
// default), loaded on first use and shared afterwards.
func (l *Lists) Lexicon(lang, name string) (*DAWG, error) {
	l.mu.Lock()
	es := l.langs[lang]
	l.mu.Unlock()
	if len(es) == 0 {
		return nil, fmt.Errorf("lexicon: unknown language %q (have %s)", lang, strings.Join(Languages, ", "))
	}
	e := es[0]
	if name = strings.TrimSpace(name); name != "" && !strings.EqualFold(name, "default") {
		i := slices.IndexFunc(es, func(e *listEntry) bool { return strings.EqualFold(e.name, name) })
		if i < 0 {
			return nil, fmt.Errorf("lexicon: %s has no list named %q (have %s)", lang, name, strings.Join(l.Names(lang), ", "))
		}
		e = es[i]
	}
	return e.get()
}

// LoadWordListIn is LoadWordList for a list of lang's words, read by
// ReadWordListIn.
func LoadWordListIn(path, lang string) (*DAWG, error) {
	if FoldsToAZ(lang) {
		return LoadWordList(path)
	}
	f, err := inputfile.Open(path, MaxWordListBytes)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	words, err := ReadWordListIn(f, lang)
	if err != nil {
		if le, ok := err.(*LineError); ok {
			le.File = path
		}
		return nil, err
	}
	return Build(words)
}

// ReadWordListIn reads a plain word list of lang's words (ReadWordList's
// format), each folded as lang's alphabet folds it (Alphabet.Fold, docs/rules.md):
// Spanish keeps Ñ and joins CH, LL, RR, German keeps Ä, Ö, Ü and writes ß
// as SS, Portuguese keeps Ç, French folds every accent. A word with a
// character lang has no letter for is an error naming its line and column.
func ReadWordListIn(r io.Reader, lang string) ([]string, error) {
	if FoldsToAZ(lang) {
		return ReadWordList(r)
	}
	a, err := AlphabetOf(lang)
	if err != nil {
		return nil, err
	}
	var words []string
	err = eachLine(r, func(line int, lead int, w []byte, raw []byte) error {
		s, ok := a.Fold(string(w))
		if !ok {
			col, reason := 0, "not a word"
		scan:
			for i, c := range string(w) {
				if _, ok := a.Fold(string(c)); !ok {
					col = i
					switch {
					case c == ' ' || c == '\t':
						reason = "space inside a word"
					case c >= '0' && c <= '9':
						reason = fmt.Sprintf("digit %q in a word", c)
					default:
						reason = fmt.Sprintf("character %q is not a letter of %s", c, lang)
					}
					break scan
				}
			}
			return &LineError{Line: line, Column: utf8.RuneCount(raw[:lead+col]) + 1, Reason: reason}
		}
		if n := len(s); n > MaxWordLen {
			return &LineError{Line: line, Reason: fmt.Sprintf("a word of %d letters is longer than %d", n, MaxWordLen)}
		}
		words = append(words, s)
		return nil
	})
	return words, err
}
