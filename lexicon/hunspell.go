package lexicon

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Affixes is the affix table of a hunspell .aff file: its prefix and suffix
// classes by flag.
//
// Supported: SET UTF-8; the flag types default (one byte a flag), long (two
// characters), num (decimal numbers separated by commas) and UTF-8 (one
// character); PFX and SFX blocks with cross product Y or N, strip and add
// strings ("0" for none), continuation classes and conditions made of
// literal characters, "." and bracket groups such as [aeiou] or [^icg].
// FULLSTRIP is honoured, and so are the flags of NEEDAFFIX (or PSEUDOROOT:
// the entry, or the affixed form whose affix carries the flag, is no word by
// itself, only its further affixed forms are), CIRCUMFIX (an affix carrying
// it only comes with a prefix and a suffix that both carry it),
// ONLYINCOMPOUND (the entry or affixed form gives no words) and
// FORBIDDENWORD (the entry's forms are taken out of the expansion, even
// where another entry gives them). Compounding (COMPOUNDFLAG,
// COMPOUNDBEGIN, ...) is not done: an expansion holds the forms of the
// .dic's entries, compounds included only where the .dic lists them
// (docs/rules.md, Lexicons). Other directives (TRY, MAP, REP, KEY, ICONV,
// ...) are skipped; SET with another encoding and flag aliases (AF) are
// errors.
//
// With the default flag type, flags are bytes, as hunspell reads them: a
// class flag written as a multi-byte UTF-8 character stands for its first
// byte, and each byte of a .dic entry's flags is one flag.
//
// Continuation classes on an affix ("SFX A 0 ere/B .") apply as hunspell
// applies them: a suffix class named there may follow the suffix (a second
// suffix), a prefix class named there may come before it, and the special
// flags above (NEEDAFFIX, CIRCUMFIX, ONLYINCOMPOUND) qualify the affixed form.
type Affixes struct {
	flags flagType
	// prefix, suffix and props are by flag, as long as the largest flag
	// used needs (256 entries with the default flag type): read them
	// through the methods of the same names.
	prefixes  []*affixClass
	suffixes  []*affixClass
	propsOf   []uint8 // flagNeedAffix, ...
	fullStrip bool
	// compoundMin is COMPOUNDMIN: the fewest characters of a compound's
	// part (hunspell's default 3).
	compoundMin int
}

// The properties of a flag (Affixes.props).
const (
	flagNeedAffix = 1 << iota
	flagOnlyInCompound
	flagForbidden
	flagCircumfix
	flagCompoundBegin  // COMPOUNDBEGIN or COMPOUNDFLAG
	flagCompoundEnd    // COMPOUNDEND or COMPOUNDFLAG
	flagCompoundMiddle // COMPOUNDMIDDLE or COMPOUNDFLAG
	// flagKeepCase is KEEPCASE: the entry is written only as the .dic
	// writes it. It changes no form; notwords.go reads it (fr.dic gives it
	// to symbols: atm, Gbit, mmHg).
	flagKeepCase
)

// flag is a flag of an .aff/.dic pair, whatever its type.
type flag uint16

// flagType is how flags are written (the .aff's FLAG directive).
type flagType int

const (
	flagsDefault flagType = iota
	flagsLong
	flagsNum
	flagsUTF8
)

// parseFlags appends the flags written in s to dst.
func (t flagType) parseFlags(dst []flag, s string) ([]flag, error) {
	if s == "" {
		return dst, nil
	}
	switch t {
	case flagsLong:
		if len(s)%2 != 0 {
			return dst, fmt.Errorf("flags %q: odd length with FLAG long", s)
		}
		for i := 0; i < len(s); i += 2 {
			dst = append(dst, flag(s[i])<<8|flag(s[i+1]))
		}
	case flagsNum:
		for _, n := range strings.Split(s, ",") {
			v, err := strconv.ParseUint(n, 10, 16)
			if err != nil {
				return dst, fmt.Errorf("flag %q is not a number up to 65535", n)
			}
			dst = append(dst, flag(v))
		}
	case flagsUTF8:
		for _, r := range s {
			if r == utf8.RuneError || r > 0xffff {
				return dst, fmt.Errorf("flags %q: bad flag character", s)
			}
			dst = append(dst, flag(r))
		}
	default:
		for i := 0; i < len(s); i++ {
			dst = append(dst, flag(s[i]))
		}
	}
	return dst, nil
}

// classFlag returns the flag of a class written as s.
func (t flagType) classFlag(s string) (flag, error) {
	switch t {
	case flagsLong:
		if len(s) != 2 {
			return 0, fmt.Errorf("flag %q is not two characters", s)
		}
	case flagsNum:
		if strings.Contains(s, ",") {
			return 0, fmt.Errorf("flag %q is not one number", s)
		}
	default:
		r, size := utf8.DecodeRuneInString(s)
		if r == utf8.RuneError || size != len(s) {
			return 0, fmt.Errorf("flag %q is not one character", s)
		}
		if t == flagsDefault {
			return flag(s[0]), nil
		}
	}
	f, err := t.parseFlags(nil, s)
	if err != nil {
		return 0, err
	}
	return f[0], nil
}

type affixClass struct {
	flag    flag
	cross   bool // cross product: combines with classes of the other kind
	entries []affixEntry
}

type affixEntry struct {
	strip string
	add   string
	cond  []condItem
	cont  []flag // continuation classes
	props uint8  // the props of the continuation flags, or-ed
	// plain: add has no ASCII character but a-z (a prefix with an
	// apostrophe, a capital or a digit can only give forms that are not
	// words).
	plain bool
	// enclitic: a suffix whose add is another suffix's add (same strip) or
	// nothing, followed by an unstressed pronoun (mi ti ci si vi lo la li le
	// ne gli, or a pair such as glielo, mela): the form is another form of
	// the word with a pronoun attached (AMARLO is AMAR + LO, AMIAMOCI is
	// AMIAMO + CI).
	enclitic bool
}

// enclitics are the unstressed pronouns Italian attaches to a verb form,
// pairs first so that the longest is taken off.
var enclitics = func() []string {
	var out []string
	for _, a := range []string{"me", "te", "ce", "se", "ve", "glie"} {
		for _, b := range []string{"lo", "la", "li", "le", "ne"} {
			out = append(out, a+b)
		}
	}
	return append(out, "gli", "mi", "ti", "ci", "si", "vi", "lo", "la", "li", "le", "ne")
}()

// markEnclitic sets affixEntry.enclitic: a suffix entry whose add is
// REST+PRONOUN where the same class has REST with at least minEncliticSeries
// pronouns, with the same strip. Enclitic forms come in whole series (AMARMI,
// AMARTI, AMARCI, AMARLO, ...); requiring one keeps forms that only end like
// a pronoun, such as AMAVI (AMA + VI) or AMATI.
func (a *Affixes) markEnclitic() {
	type key struct{ strip, rest string }
	for _, c := range a.suffixes {
		if c == nil {
			continue
		}
		series := map[key]int{}
		split := func(e *affixEntry) (key, bool) {
			for _, p := range enclitics {
				if rest, ok := strings.CutSuffix(e.add, p); ok {
					return key{e.strip, rest}, true
				}
			}
			return key{}, false
		}
		for i := range c.entries {
			if k, ok := split(&c.entries[i]); ok {
				series[k]++
			}
		}
		for i := range c.entries {
			if k, ok := split(&c.entries[i]); ok {
				c.entries[i].enclitic = series[k] >= minEncliticSeries
			}
		}
	}
}

// minEncliticSeries is how many pronouns on one form make a series.
const minEncliticSeries = 4

// condItem is one character position of a condition: any character ("."),
// or a set of characters, possibly negated.
type condItem struct {
	any bool
	neg bool
	set string // the characters, UTF-8
}

func (c condItem) match(r rune) bool {
	if c.any {
		return true
	}
	return strings.ContainsRune(c.set, r) != c.neg
}

// parseCondition parses a hunspell affix condition.
func parseCondition(s string) ([]condItem, error) {
	if s == "." {
		return nil, nil
	}
	var items []condItem
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch r {
		case '[':
			end := strings.IndexByte(s[i:], ']')
			if end < 0 {
				return nil, fmt.Errorf("condition %q: [ without ]", s)
			}
			body := s[i+1 : i+end]
			item := condItem{}
			if strings.HasPrefix(body, "^") {
				item.neg, body = true, body[1:]
			}
			if body == "" {
				return nil, fmt.Errorf("condition %q: empty group", s)
			}
			item.set = body
			items = append(items, item)
			i += end + 1
		case ']':
			return nil, fmt.Errorf("condition %q: ] without [", s)
		case '.':
			items = append(items, condItem{any: true})
			i += size
		default:
			items = append(items, condItem{set: s[i : i+size]})
			i += size
		}
	}
	return items, nil
}

// matchEnd reports whether the last characters of w match cond.
func matchEnd(cond []condItem, w []byte) bool {
	end := len(w)
	for k := len(cond) - 1; k >= 0; k-- {
		if end == 0 {
			return false
		}
		r, size := utf8.DecodeLastRune(w[:end])
		if !cond[k].match(r) {
			return false
		}
		end -= size
	}
	return true
}

// matchStart reports whether the first characters of w match cond.
func matchStart(cond []condItem, w []byte) bool {
	pos := 0
	for _, c := range cond {
		if pos == len(w) {
			return false
		}
		r, size := utf8.DecodeRune(w[pos:])
		if !c.match(r) {
			return false
		}
		pos += size
	}
	return true
}

// maxAffixEntries bounds the entry count of one PFX/SFX header.
const maxAffixEntries = 1 << 20

// ReadAffixes parses a hunspell .aff file. name (the file's name) is used in
// errors, which are *LineError.
func ReadAffixes(name string, r io.Reader) (*Affixes, error) {
	a := &Affixes{
		compoundMin: 3,
	}
	lr := newLineReader(name, r)
	for {
		line, ok, err := lr.next()
		if err != nil {
			return nil, err
		}
		if !ok {
			a.markEnclitic()
			a.markProps()
			return a, nil
		}
		line = strings.TrimPrefix(line, "\uFEFF")
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		switch f[0] {
		case "SET":
			if len(f) < 2 || (f[1] != "UTF-8" && f[1] != "utf-8") {
				return nil, lr.errorf(line, "only SET UTF-8 is supported")
			}
		case "FLAG":
			switch {
			case len(f) < 2:
				return nil, lr.errorf(line, "FLAG needs a type (long, num or UTF-8)")
			case f[1] == "long":
				a.flags = flagsLong
			case f[1] == "num":
				a.flags = flagsNum
			case f[1] == "UTF-8" || f[1] == "utf-8":
				a.flags = flagsUTF8
			default:
				return nil, lr.errorf(line, "unknown FLAG type "+strconv.Quote(f[1])+" (have long, num, UTF-8)")
			}
		case "FULLSTRIP":
			a.fullStrip = true
		case "COMPOUNDMIN":
			n, err := strconv.Atoi(strings.Join(f[1:2], ""))
			if err != nil || n < 1 {
				return nil, lr.errorf(line, "COMPOUNDMIN needs a number of 1 or more")
			}
			a.compoundMin = n
		case "AF":
			return nil, lr.errorf(line, "flag aliases (AF) are not supported")
		case "NEEDAFFIX", "PSEUDOROOT", "FORBIDDENWORD", "ONLYINCOMPOUND", "CIRCUMFIX", "KEEPCASE",
			"COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDEND":
			if len(f) < 2 {
				return nil, lr.errorf(line, f[0]+" needs a flag")
			}
			fl, err := a.flags.classFlag(f[1])
			if err != nil {
				return nil, lr.errorf(line, err.Error())
			}
			a.propsOf = grow(a.propsOf, fl)
			a.propsOf[fl] |= map[string]uint8{
				"NEEDAFFIX": flagNeedAffix, "PSEUDOROOT": flagNeedAffix, "FORBIDDENWORD": flagForbidden,
				"ONLYINCOMPOUND": flagOnlyInCompound, "CIRCUMFIX": flagCircumfix,
				"COMPOUNDFLAG":  flagCompoundBegin | flagCompoundMiddle | flagCompoundEnd,
				"COMPOUNDBEGIN": flagCompoundBegin, "COMPOUNDMIDDLE": flagCompoundMiddle,
				"COMPOUNDEND": flagCompoundEnd, "KEEPCASE": flagKeepCase,
			}[f[0]]
		case "PFX", "SFX":
			if err := a.readClass(lr, line, f); err != nil {
				return nil, err
			}
		}
	}
}

// suffix, prefix and props return the suffix class, prefix class and
// properties of flag f (nil or 0 when it has none).
func (a *Affixes) suffix(f flag) *affixClass {
	if int(f) < len(a.suffixes) {
		return a.suffixes[f]
	}
	return nil
}

func (a *Affixes) prefix(f flag) *affixClass {
	if int(f) < len(a.prefixes) {
		return a.prefixes[f]
	}
	return nil
}

func (a *Affixes) props(f flag) uint8 {
	if int(f) < len(a.propsOf) {
		return a.propsOf[f]
	}
	return 0
}

// grow returns t long enough to be indexed by f: 256 entries, or 65536
// for a flag beyond a byte.
func grow[T any](t []T, f flag) []T {
	if int(f) < len(t) {
		return t
	}
	n := 256
	if f >= 256 {
		n = 1 << 16
	}
	return append(t, make([]T, n-len(t))...)
}

// markProps sets affixEntry.props once every special flag is known.
func (a *Affixes) markProps() {
	for _, table := range [][]*affixClass{a.prefixes, a.suffixes} {
		for _, c := range table {
			if c == nil {
				continue
			}
			for i := range c.entries {
				e := &c.entries[i]
				e.props = 0
				for _, f := range e.cont {
					e.props |= a.props(f)
				}
			}
		}
	}
}

// readClass reads a PFX/SFX header (line, fields f) and its entries.
func (a *Affixes) readClass(lr *lineReader, line string, f []string) error {
	if len(f) < 4 {
		return lr.errorf(line, "affix header needs 4 fields: "+f[0]+" FLAG Y|N COUNT")
	}
	fl, err := a.flags.classFlag(f[1])
	if err != nil {
		return lr.errorf(line, err.Error())
	}
	var cross bool
	switch f[2] {
	case "Y":
		cross = true
	case "N":
	default:
		return lr.errorf(line, "cross product must be Y or N")
	}
	count, err := strconv.Atoi(f[3])
	if err != nil || count < 0 || count > maxAffixEntries {
		return lr.errorf(line, "bad entry count "+strconv.Quote(f[3]))
	}
	table := &a.suffixes
	if f[0] == "PFX" {
		table = &a.prefixes
	}
	*table = grow(*table, fl)
	c := (*table)[fl]
	if c == nil {
		c = &affixClass{flag: fl, cross: cross}
		(*table)[fl] = c
	} else if c.cross != cross {
		return lr.errorf(line, "class "+f[1]+" defined again with another cross product")
	}
	for got := 0; got < count; {
		line, ok, err := lr.next()
		if err != nil {
			return err
		}
		if !ok {
			return lr.errorf("", fmt.Sprintf("file ends inside %s %s: %d of %d entries", f[0], f[1], got, count))
		}
		e := strings.Fields(line)
		if len(e) == 0 || strings.HasPrefix(e[0], "#") {
			continue
		}
		if len(e) < 5 {
			return lr.errorf(line, "affix entry needs 5 fields: "+f[0]+" FLAG STRIP ADD CONDITION")
		}
		if e[0] != f[0] || e[1] != f[1] {
			return lr.errorf(line, fmt.Sprintf("expected entry %d of %s %s", got+1, f[0], f[1]))
		}
		entry := affixEntry{strip: e[2], add: e[3]}
		if entry.strip == "0" {
			entry.strip = ""
		}
		if i := strings.IndexByte(entry.add, '/'); i >= 0 {
			if entry.cont, err = a.flags.parseFlags(nil, entry.add[i+1:]); err != nil {
				return lr.errorf(line, err.Error())
			}
			entry.add = entry.add[:i]
		}
		if entry.add == "0" {
			entry.add = ""
		}
		entry.plain = true
		for i := 0; i < len(entry.add); i++ {
			if c := entry.add[i]; c < utf8.RuneSelf && (c < 'a' || c > 'z') {
				entry.plain = false
			}
		}
		if entry.cond, err = parseCondition(e[4]); err != nil {
			return lr.errorf(line, err.Error())
		}
		c.entries = append(c.entries, entry)
		got++
	}
	return nil
}

func isLowerAZ[S ~string | ~[]byte](s S) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

// HunspellOptions selects the forms an expansion keeps. Whatever the options,
// only forms the alphabet folds are kept (Alphabet.Fold: for Italian, letters
// a-z and accented vowels, the accents folded, CITTÀ kept as CITTA,
// docs/rules.md; no apostrophes, digits or letters such as ñ), and unless
// Capitalized is set, entries of the .dic that start with a capital letter
// (proper nouns) are skipped with all their forms, as are forms with a
// capital.
type HunspellOptions struct {
	MinLen int // fewest letters of a kept form; 0: 1
	MaxLen int // most letters of a kept form; 0: no limit
	// ExcludeFlags lists flags, written as in the .dic, whose affix classes
	// are not applied (the entries carrying them still give their other forms).
	ExcludeFlags string
	// SkipNoVowel skips entries whose word has no vowel (a e i o u, accented
	// or not): in it_IT these are abbreviations and symbols such as km, hl,
	// mq, www and the roman numerals xx, xxx, not words a player may play.
	SkipNoVowel bool
	// Affixes limits the forms kept: AllForms (the zero value) keeps every
	// form; Lemmas the entries and their gender and number forms;
	// Inflections every entry and suffixed form without an enclitic pronoun.
	Affixes AffixLevel
	// Alphabet folds the forms (nil: the Italian alphabet).
	Alphabet *Alphabet
	// Capitalized keeps the entries that start with a capital and the forms
	// with capitals, in upper case like the others: German writes its nouns
	// with a capital (Haus, Häuser). Entries whose first two letters are
	// capitals (acronyms: ADAC, ABC) are skipped still.
	Capitalized bool
	// ListedCompounds keeps the entries the .dic flags NEEDAFFIX (no word
	// by themselves) that are two-part compounds hunspell accepts: a
	// compound-begin form (COMPOUNDBEGIN or COMPOUNDFLAG on the entry or
	// on its suffix) followed by a compound-end form (an entry with
	// COMPOUNDEND or COMPOUNDFLAG, or one of its suffixed forms), each part
	// of COMPOUNDMIN characters or more; with every form of the end's entry
	// after the same beginning (de_DE lists Flugzeug only as compound
	// material: FLUG + ZEUG, and FLUGZEUGE is FLUG + ZEUGE). No other
	// compound is made (docs/rules.md, Lexicons).
	ListedCompounds bool
	// CompoundWords, with ListedCompounds, are more candidates (words as
	// a word list writes them: Kühlschrank, Fußballspiel) kept, with every
	// form of their last part's entry, where hunspell's compounding accepts
	// them: a compound-begin form, compound-middle forms (COMPOUNDMIDDLE or
	// COMPOUNDFLAG) and a compound-end form, up to five parts, each of
	// COMPOUNDMIN characters or more. Others are dropped: a candidate is
	// no word on the list's say alone.
	CompoundWords []string
	// SkipEntry, when set, is asked about every .dic entry: its word and
	// flags as the .dic writes them, and its morphological fields (what
	// follows the first space or tab, "" for none). True leaves the entry
	// out (proper names and abbreviations, data/README.md, Not words),
	// unless another entry gives one of its forms: then all its forms stay
	// (de_DE's Handel/S, the composer, is also the trade, whose genitive
	// HANDELS only that entry gives).
	SkipEntry func(word, flags, morph string) bool
	// raw keeps the forms that fold as they are written, not folded (the
	// tests check them with hunspell itself).
	raw bool
}

// AffixLevel is how much of the affix expansion Expand keeps.
type AffixLevel int

// The affix levels of HunspellOptions.Affixes.
const (
	// AllForms keeps every form: each entry, each suffix, each prefix and
	// their cross products, and the second suffixes that continuation
	// classes allow.
	AllForms AffixLevel = iota
	// Lemmas keeps the .dic entries (the infinitive, the masculine
	// singular) and the suffixed forms that change at most the entry's last
	// letter for at most two letters: gender and number (GATTO GATTI GATTA
	// GATTE, AMICO AMICHE), not a conjugated verb (AMO: ARE becomes O) nor
	// a superlative.
	Lemmas
	// Inflections keeps the entries and their suffixed forms (plural,
	// feminine, conjugated verb), but no prefixed form (RI-, STRA-, PRE-)
	// and no suffixed form made of another form of the same entry and an
	// attached (enclitic) pronoun, such as AMARLO, DICENDOGLIELO (see
	// affixEntry.enclitic).
	Inflections
)

// hasVowel reports whether w holds a vowel, accented or not.
func hasVowel(w string) bool {
	return strings.ContainsAny(w, "aeiouAEIOUàèéìíòóùúÀÈÉÌÒÙäöüÄÖÜâêîôûãõáÂÊÎÔÛÃÕÁÍÓÚœæ")
}

// Expand reads a hunspell .dic file and returns, sorted and without
// duplicates, in upper case with accents folded, every form its entries give
// with the affixes of a: the entry itself, each suffix, each prefix, each
// prefix on each suffixed form when both classes allow cross products (or the
// suffix's continuation classes name the prefix), and each second suffix a
// suffix's continuation classes name; without the forms of FORBIDDENWORD
// entries.
//
// The .dic's first line is its entry count (only checked to be a number).
// Each other line is WORD or WORD/FLAGS, where an escaped slash (\/) belongs
// to the word; anything after a tab or a space (morphological fields) is
// ignored; blank lines and lines starting with "/" (comments in it_IT.dic) are
// skipped. Flags without a class are ignored. Errors name the file (name)
// and line and are *LineError.
func (a *Affixes) Expand(name string, dic io.Reader, opt HunspellOptions) ([]string, error) {
	var out, forbidden []string
	// The forms of the entries SkipEntry names, entry by entry: skipped[i]
	// ends entry i's forms in skippedForms.
	var skippedForms []string
	var skipped []int
	skipping := false
	ex := map[flag]bool{}
	exFlags, err := a.flags.parseFlags(nil, opt.ExcludeFlags)
	if err != nil {
		return nil, fmt.Errorf("%s: ExcludeFlags: %w", name, err)
	}
	for _, f := range exFlags {
		ex[f] = true
	}
	minLen, maxLen := max(opt.MinLen, 1), opt.MaxLen
	if maxLen <= 0 {
		maxLen = int(^uint(0) >> 1)
	}
	alpha := opt.Alphabet
	if alpha == nil {
		alpha = alphabets["it"]
	}
	var folded []byte
	var x expander
	keep := func(w []byte) {
		var ok bool
		if alpha.accentsOnly && !opt.Capitalized {
			folded, ok = foldLower(folded[:0], w)
			for i, c := range folded {
				folded[i] = c - ('a' - 'A')
			}
		} else {
			folded, ok = alpha.appendFold(folded[:0], string(w), opt.Capitalized)
		}
		if !ok || len(folded) < minLen || len(folded) > maxLen {
			return
		}
		if opt.raw {
			folded = append(folded[:0], w...)
		}
		if x.forbidden {
			forbidden = append(forbidden, string(folded))
		} else if skipping {
			skippedForms = append(skippedForms, string(folded))
		} else {
			out = append(out, string(folded))
		}
	}
	lr := newLineReader(name, dic)
	first, ok, err := lr.next()
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, lr.errorf("", "empty .dic file: the first line must be the entry count")
	}
	if n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(first, "\uFEFF"))); err != nil || n < 0 {
		return nil, lr.errorf(first, "the first line must be the entry count")
	}
	x.a = a
	x.keep = keep
	x.level = opt.Affixes
	x.ex = ex
	if opt.ListedCompounds {
		x.comp = &compounds{begin: map[string]bool{}, middle: map[string]bool{}, endEntries: map[string][]int{}}
	}
	for {
		line, ok, err := lr.next()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		if line == "" || line[0] == '/' {
			continue
		}
		if !utf8.ValidString(line) {
			return nil, lr.errorf(line, "not valid UTF-8")
		}
		word, flags := splitDicLine(line)
		if word == "" {
			continue
		}
		skipping = false
		if opt.SkipEntry != nil {
			morph := ""
			if i := strings.IndexAny(line, " \t"); i >= 0 {
				morph = strings.TrimSpace(line[i+1:])
			}
			skipping = opt.SkipEntry(word, flags, morph)
		}
		if r, size := utf8.DecodeRuneInString(word); unicode.IsUpper(r) {
			if !opt.Capitalized {
				continue
			}
			if r2, _ := utf8.DecodeRuneInString(word[size:]); unicode.IsUpper(r2) {
				continue // an acronym: ADAC, ABC
			}
		}
		if opt.SkipNoVowel && !hasVowel(word) {
			continue
		}
		if x.flags, err = a.flags.parseFlags(x.flags[:0], flags); err != nil {
			return nil, lr.errorf(line, err.Error())
		}
		x.expand(word)
		if skipping {
			skipped = append(skipped, len(skippedForms))
		}
	}
	skipping = false
	if x.comp != nil {
		x.resolve(opt.CompoundWords)
	}
	slices.Sort(out)
	out = slices.Compact(out)
	if len(skipped) > 0 {
		out = keepShared(out, skippedForms, skipped)
	}
	if len(forbidden) > 0 {
		slices.Sort(forbidden)
		out = slices.DeleteFunc(out, func(w string) bool {
			_, found := slices.BinarySearch(forbidden, w)
			return found
		})
	}
	return out, nil
}

// keepShared returns the sorted words out with the forms of the skipped
// entries that share a form with out (forms holds them entry by entry,
// ends[i] ending entry i's): an entry SkipEntry names is taken out only when
// no other entry gives one of its forms (de_DE's Handel, a composer, is the
// trade too: HANDEL and HANDELS stay).
func keepShared(out, forms []string, ends []int) []string {
	var add []string
	start := 0
	for _, end := range ends {
		for _, w := range forms[start:end] {
			if _, ok := slices.BinarySearch(out, w); ok {
				add = append(add, forms[start:end]...)
				break
			}
		}
		start = end
	}
	if len(add) == 0 {
		return out
	}
	out = append(out, add...)
	slices.Sort(out)
	return slices.Compact(out)
}

// splitDicLine splits a .dic line into its word and flags.
func splitDicLine(line string) (word, flags string) {
	if i := strings.IndexAny(line, " \t"); i >= 0 {
		line = line[:i]
	}
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '\\':
			if i+1 < len(line) && line[i+1] == '/' {
				i++
			}
		case '/':
			word, flags = line[:i], line[i+1:]
			return strings.ReplaceAll(word, `\/`, "/"), flags
		}
	}
	return strings.ReplaceAll(line, `\/`, "/"), ""
}

// expander expands one .dic entry at a time, reusing its buffers.
type expander struct {
	a         *Affixes
	keep      func([]byte)
	ex        map[flag]bool
	flags     []flag // the entry's flags
	forbidden bool   // the entry is a FORBIDDENWORD: keep collects what to take out
	root, sw  []byte
	sw2, form []byte
	sfx, pfx  []*affixClass
	level     AffixLevel
	comp      *compounds // nil: no ListedCompounds
}

// compounds gathers what HunspellOptions.ListedCompounds needs while the
// .dic is read: every string is a form as the .dic writes it.
type compounds struct {
	begin      map[string]bool
	middle     map[string]bool
	endEntries map[string][]int // end form -> the end entries giving it
	endForms   [][]string       // end entry -> its end forms
	candidates []string         // the NEEDAFFIX entries
}

// collect records the compound parts the entry x.root gives.
func (x *expander) collect(props uint8) {
	c := x.comp
	if props&flagNeedAffix != 0 && props&flagOnlyInCompound == 0 {
		c.candidates = append(c.candidates, string(x.root))
	}
	if props&flagCompoundBegin != 0 {
		c.begin[string(x.root)] = true
	}
	if props&flagCompoundMiddle != 0 {
		c.middle[string(x.root)] = true
	}
	var ends []string
	if props&flagCompoundEnd != 0 {
		ends = append(ends, string(x.root))
	}
	for _, f := range x.flags {
		cl := x.a.suffix(f)
		if cl == nil || x.ex[f] {
			continue
		}
		for i := range cl.entries {
			e := &cl.entries[i]
			if !x.stripOK(len(x.root), e.strip) || !bytes.HasSuffix(x.root, []byte(e.strip)) || !matchEnd(e.cond, x.root) {
				continue
			}
			w := string(x.root[:len(x.root)-len(e.strip)]) + e.add
			if strings.Contains(w, "-") {
				continue
			}
			if e.props&flagCompoundBegin != 0 {
				c.begin[w] = true
			}
			if e.props&flagCompoundMiddle != 0 {
				c.middle[w] = true
			}
			if (props|e.props)&flagCompoundEnd != 0 && e.props&flagCircumfix == 0 {
				ends = append(ends, w)
			}
		}
	}
	for _, f := range x.flags {
		cl := x.a.prefix(f)
		if cl == nil || x.ex[f] {
			continue
		}
		for i := range cl.entries {
			e := &cl.entries[i]
			if e.props&(flagCompoundBegin|flagCompoundMiddle) == 0 || !e.plain || !x.stripOK(len(x.root), e.strip) ||
				!bytes.HasPrefix(x.root, []byte(e.strip)) || !matchStart(e.cond, x.root) {
				continue
			}
			w := e.add + string(x.root[len(e.strip):])
			if strings.Contains(w, "-") {
				continue
			}
			if e.props&flagCompoundBegin != 0 {
				c.begin[w] = true
			}
			if e.props&flagCompoundMiddle != 0 {
				c.middle[w] = true
			}
		}
	}
	if len(ends) > 0 {
		id := len(c.endForms)
		c.endForms = append(c.endForms, ends)
		for _, w := range ends {
			c.endEntries[w] = append(c.endEntries[w], id)
		}
	}
}

// resolve keeps the candidates that are compounds (see ListedCompounds and
// CompoundWords) with the other forms of their last part's entries.
func (x *expander) resolve(extra []string) {
	c := x.comp
	x.forbidden = false
	for _, list := range [][]string{c.candidates, extra} {
		for _, w := range list {
			for i := range w {
				if i == 0 || !c.begin[w[:i]] || utf8.RuneCountInString(w[:i]) < x.a.compoundMin {
					continue
				}
				x.compoundTail(w, i, 1)
			}
		}
	}
}

// maxCompoundParts bounds the parts of a compound CompoundWords resolves.
const maxCompoundParts = 5

// compoundTail keeps the compounds w makes when its first start bytes are
// parts parts (a beginning and middles): w[start:] is a compound-end form
// or middle forms and an end form.
func (x *expander) compoundTail(w string, start, parts int) {
	c, min := x.comp, x.a.compoundMin
	rest := w[start:]
	if utf8.RuneCountInString(rest) < min {
		return
	}
	for _, id := range c.endEntries[rest] {
		for _, f := range c.endForms[id] {
			if x.level == Lemmas && f != rest {
				continue
			}
			x.form = append(append(x.form[:0], w[:start]...), f...)
			x.keep(x.form)
		}
	}
	if parts+1 >= maxCompoundParts {
		return
	}
	for j := range rest {
		if j > 0 && c.middle[rest[:j]] && utf8.RuneCountInString(rest[:j]) >= min {
			x.compoundTail(w, start+j, parts+1)
		}
	}
}

func (x *expander) expand(word string) {
	var props uint8
	for _, f := range x.flags {
		props |= x.a.props(f)
	}
	x.root = append(x.root[:0], word...)
	if x.comp != nil {
		x.collect(props)
	}
	if props&flagOnlyInCompound != 0 {
		return
	}
	x.forbidden = props&flagForbidden != 0
	if props&flagNeedAffix == 0 || x.forbidden {
		x.keep(x.root) // a forbidden word is forbidden even where only compounding gives it
	}

	x.sfx, x.pfx = x.sfx[:0], x.pfx[:0]
	for _, f := range x.flags {
		if x.ex[f] {
			continue
		}
		if c := x.a.suffix(f); c != nil && !slices.Contains(x.sfx, c) {
			x.sfx = append(x.sfx, c)
		}
		if c := x.a.prefix(f); c != nil && !slices.Contains(x.pfx, c) {
			x.pfx = append(x.pfx, c)
		}
	}
	for _, c := range x.sfx {
		for i := range c.entries {
			e := &c.entries[i]
			if !x.stripOK(len(x.root), e.strip) || !bytes.HasSuffix(x.root, []byte(e.strip)) || !matchEnd(e.cond, x.root) {
				continue
			}
			if x.level != AllForms && e.enclitic ||
				x.level == Lemmas && (len(e.strip) > 1 || len(e.add) > 2) ||
				e.props&flagOnlyInCompound != 0 {
				continue
			}
			x.sw = append(append(x.sw[:0], x.root[:len(x.root)-len(e.strip)]...), e.add...)
			if e.props&(flagNeedAffix|flagCircumfix) == 0 {
				x.keep(x.sw)
			}
			if x.level != AllForms {
				continue
			}
			if len(e.cont) > 0 {
				x.secondSuffixes(e)
			}
			circ := e.props&flagCircumfix != 0
			if c.cross {
				for _, p := range x.pfx {
					if p.cross {
						x.addPrefixes(p, x.sw, circ)
					}
				}
			}
			for _, f := range e.cont {
				if p := x.a.prefix(f); p != nil && !x.ex[f] && !slices.Contains(x.pfx, p) {
					x.addPrefixes(p, x.sw, circ)
				}
			}
		}
	}
	if x.level != AllForms {
		return
	}
	for _, p := range x.pfx {
		x.addPrefixes(p, x.root, false)
	}
}

// secondSuffixes keeps the forms of x.sw (the root with suffix e) with each
// suffix of the classes e's continuation names.
func (x *expander) secondSuffixes(e *affixEntry) {
	for _, f := range e.cont {
		c := x.a.suffix(f)
		if c == nil || x.ex[f] {
			continue
		}
		for i := range c.entries {
			e2 := &c.entries[i]
			if !x.stripOK(len(x.sw), e2.strip) || !bytes.HasSuffix(x.sw, []byte(e2.strip)) || !matchEnd(e2.cond, x.sw) {
				continue
			}
			if (e.props|e2.props)&(flagOnlyInCompound|flagCircumfix) != 0 || e2.props&flagNeedAffix != 0 {
				continue
			}
			x.sw2 = append(append(x.sw2[:0], x.sw[:len(x.sw)-len(e2.strip)]...), e2.add...)
			x.keep(x.sw2)
		}
	}
}

// addPrefixes keeps the forms of w with each prefix of class p; circ tells
// whether w's suffix is a circumfix (then only circumfix prefixes apply,
// and a circumfix prefix only applies then).
func (x *expander) addPrefixes(p *affixClass, w []byte, circ bool) {
	for i := range p.entries {
		e := &p.entries[i]
		if !e.plain || !x.stripOK(len(w), e.strip) || !bytes.HasPrefix(w, []byte(e.strip)) || !matchStart(e.cond, w) {
			continue
		}
		if (e.props&flagCircumfix != 0) != circ || e.props&flagOnlyInCompound != 0 {
			continue
		}
		if len(w) == len(x.root) && e.props&flagNeedAffix != 0 {
			continue // w is the root: the prefix needs another affix
		}
		x.form = append(append(x.form[:0], e.add...), w[len(e.strip):]...)
		x.keep(x.form)
	}
}

// stripOK reports whether strip may be taken off a word of n bytes: some of
// the word must remain unless FULLSTRIP is set.
func (x *expander) stripOK(n int, strip string) bool {
	return n > len(strip) || (x.a.fullStrip && n == len(strip))
}

// readAffixFile reads the affix file at path (ReadAffixes).
func readAffixFile(path string) (*Affixes, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadAffixes(path, f)
}

// ExpandHunspell reads the hunspell dictionary dicPath with its affix file
// affPath and returns its forms as Affixes.Expand does.
func ExpandHunspell(dicPath, affPath string, opt HunspellOptions) ([]string, error) {
	a, err := readAffixFile(affPath)
	if err != nil {
		return nil, err
	}
	df, err := os.Open(dicPath)
	if err != nil {
		return nil, err
	}
	defer df.Close()
	return a.Expand(dicPath, df, opt)
}

// lineReader reads lines (without \n or \r\n), counting them for errors.
type lineReader struct {
	name string
	br   *bufio.Reader
	line int
}

// maxLineLen bounds the lines of .aff and .dic files.
const maxLineLen = 1 << 16

func newLineReader(name string, r io.Reader) *lineReader {
	return &lineReader{name: name, br: bufio.NewReaderSize(r, maxLineLen)}
}

// next returns the next line, ok false at the end of the input.
func (lr *lineReader) next() (string, bool, error) {
	raw, err := lr.br.ReadSlice('\n')
	if len(raw) == 0 && err == io.EOF {
		return "", false, nil
	}
	lr.line++
	if err == bufio.ErrBufferFull {
		return "", false, lr.errorf(string(raw), "line too long")
	}
	if err != nil && err != io.EOF {
		return "", false, err
	}
	raw = bytes.TrimSuffix(raw, []byte("\n"))
	raw = bytes.TrimSuffix(raw, []byte("\r"))
	return string(raw), true, nil
}

// errorf returns a *LineError for the current line.
func (lr *lineReader) errorf(content, reason string) error {
	return &LineError{File: lr.name, Line: lr.line, Content: shorten([]byte(content)), Reason: reason}
}
