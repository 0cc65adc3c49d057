package lexicon

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Alphabet is a language's letters and how its input folds to them
// (docs/rules.md, "Accent folding"). Every alphabet has A-Z as letters 0..25;
// Spanish adds Ñ and the digraphs CH, LL and RR (one letter each, as the
// Spanish Scrabble tiles: CHICO is CH-I-C-O; a C followed by an H is always
// the letter CH), Portuguese Ç, German Ä, Ö and Ü as letters 26, 27, ...
// (at most MaxLetter). A word in a lexicon is a string of bytes 'A'+letter:
// 'A'..'Z', then '[' for letter 26, '\\' for 27 and ']' for 28; Spell turns
// it into the language's writing (Ñ, Ä, ...).
type Alphabet struct {
	lang        string
	extra       []string        // the letters beyond Z, upper case: extra[i] is letter 26+i
	fold        map[rune]string // a lower-case non-ASCII letter -> its letters as written in words
	accentsOnly bool            // en and it: Fold (accented vowels only)
	// digraphs are the pairs of letters written as one letter of their own
	// (Spanish CH, LL, RR), each with its byte, found left to right.
	digraphs []digraph
}

type digraph struct {
	pair string // "CH"
	b    byte   // its letter's byte in words
}

// The letters each language folds its accented letters to. A letter not
// listed (and not a-z) makes the word no word of that language.
var (
	// Italian and English: accented vowels lose their accent (Fold).
	vowelFolds = map[rune]string{
		'à': "A", 'á': "A", 'â': "A", 'ä': "A", 'ã': "A", 'å': "A",
		'è': "E", 'é': "E", 'ê': "E", 'ë': "E",
		'ì': "I", 'í': "I", 'î': "I", 'ï': "I",
		'ò': "O", 'ó': "O", 'ô': "O", 'ö': "O", 'õ': "O",
		'ù': "U", 'ú': "U", 'û': "U", 'ü': "U",
	}
	// French folds every accent, Ç included, and writes the ligatures
	// Œ and Æ as two letters, as French Scrabble does (CŒUR is COEUR).
	frenchFolds = merge(vowelFolds, map[rune]string{'ç': "C", 'ÿ': "Y", 'œ': "OE", 'æ': "AE"})
	// Spanish keeps Ñ (letter 26) and folds the accents (Á É Í Ó Ú Ü).
	spanishFolds = merge(vowelFolds, map[rune]string{'ñ': "["})
	// Portuguese keeps Ç (letter 26) and folds the accents (Á Â Ã À É Ê Í
	// Ó Ô Õ Ú Ü).
	portugueseFolds = merge(vowelFolds, map[rune]string{'ç': "["})
	// German keeps Ä, Ö, Ü (letters 26, 27, 28), writes ß as SS, as German
	// Scrabble does, and folds the accents of loanwords (CAFÉ is CAFE).
	germanFolds = merge(vowelFolds, map[rune]string{'ä': "[", 'ö': `\`, 'ü': "]", 'ß': "SS"})
)

func merge(a, b map[rune]string) map[rune]string {
	m := make(map[rune]string, len(a)+len(b))
	for k, v := range a {
		m[k] = v
	}
	for k, v := range b {
		m[k] = v
	}
	return m
}

var alphabets = map[string]*Alphabet{
	"en": {lang: "en", fold: vowelFolds, accentsOnly: true},
	"it": {lang: "it", fold: vowelFolds, accentsOnly: true},
	"fr": {lang: "fr", fold: frenchFolds},
	"es": {lang: "es", extra: []string{"Ñ", "CH", "LL", "RR"}, fold: spanishFolds,
		digraphs: []digraph{{"CH", '\\'}, {"LL", ']'}, {"RR", '^'}}},
	"pt": {lang: "pt", extra: []string{"Ç"}, fold: portugueseFolds},
	"de": {lang: "de", extra: []string{"Ä", "Ö", "Ü"}, fold: germanFolds},
	// English with the digraph QU as one letter (26), the Qu tile of
	// Hasbro's Upwords set (docs/rules.md, Upwords): QUIT is QU-I-T; a Q
	// not followed by U stays the letter Q, which that set has no tile of.
	"en-qu": {lang: "en", extra: []string{"QU"}, fold: vowelFolds,
		digraphs: []digraph{{"QU", '['}}},
}

// FoldsToAZ reports whether lang writes its words in A-Z, accents folded,
// and plays the English tiles: English, Italian, or no language named.
// The other languages (fr, es, de, pt) keep their own letters (Ñ, CH, Ä,
// Ç) and tile sets (docs/rules.md, Tiles per language). It is the one
// home of that rule.
func FoldsToAZ(lang string) bool { return lang == "" || lang == "en" || lang == "it" }

// AlphabetOf returns the alphabet of lang (en, it, fr, es, pt, de), or
// "en-qu": English with the Qu tile of Hasbro's Upwords set as letter 26.
func AlphabetOf(lang string) (*Alphabet, error) {
	a, ok := alphabets[lang]
	if !ok {
		return nil, fmt.Errorf("lexicon: no alphabet for language %q (have en, it, fr, es, pt, de)", lang)
	}
	return a, nil
}

// Lang returns the alphabet's language.
func (a *Alphabet) Lang() string { return a.lang }

// Size returns the number of letters: 26 plus the letters beyond Z.
func (a *Alphabet) Size() int { return 26 + len(a.extra) }

// Symbol returns letter l (0..Size()-1) as the language writes it in upper
// case: "A".."Z", "Ñ", "Ä", ...; "" for a letter outside the alphabet.
func (a *Alphabet) Symbol(l byte) string {
	switch {
	case l < 26:
		return string(rune('A' + l))
	case int(l)-26 < len(a.extra):
		return a.extra[l-26]
	}
	return ""
}

// Spell returns word (as a lexicon holds it: bytes 'A'+letter) as the
// language writes it ("ESPA[A" in Spanish gives "ESPAÑA"). Bytes that are no
// letter of the alphabet are kept as they are.
func (a *Alphabet) Spell(word string) string {
	plain := true
	for i := 0; i < len(word); i++ {
		if word[i] > 'Z' && word[i] <= 'A'+MaxLetter {
			plain = false
			break
		}
	}
	if plain {
		return word
	}
	var b strings.Builder
	for i := 0; i < len(word); i++ {
		if c := word[i]; c > 'Z' && c <= 'A'+MaxLetter {
			if s := a.Symbol(c - 'A'); s != "" {
				b.WriteString(s)
				continue
			}
		}
		b.WriteByte(word[i])
	}
	return b.String()
}

// Upper returns s in capitals as the language writes them (strings.ToUpper),
// but for the German ß, and its rare capital ẞ, which German writes SS in
// capitals, as its lexicon holds it (Fold): "straße" gives "STRASSE". In
// the other languages ß is no letter and stays as typed, so that a refusal
// names it.
func (a *Alphabet) Upper(s string) string {
	u := strings.ToUpper(s)
	if a.fold['ß'] == "SS" && strings.ContainsAny(u, "ßẞ") {
		u = strings.NewReplacer("ß", "SS", "ẞ", "SS").Replace(u)
	}
	return u
}

// Fold returns s as the language's lexicon holds it, in upper case: letters
// A-Z in either case stay, the language's own letters beyond Z become their
// byte ('['...), and other accented letters fold as the language folds them
// (docs/rules.md): Spanish "Niño" gives "NI[O", German "Straße" "STRASSE",
// French "cœur" "COEUR". ok is false when s holds a character the language
// has no letter for (a digit, a space, ñ in French, ...). For en and it this
// is the package's Fold.
func (a *Alphabet) Fold(s string) (string, bool) {
	if a.accentsOnly {
		return Fold(s)
	}
	plain := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			plain = false
			break
		}
		if c|0x20 < 'a' || c|0x20 > 'z' {
			return "", false
		}
	}
	if plain && a.digraphs == nil {
		return upper(s), true
	}
	b := make([]byte, 0, len(s))
	b, ok := a.appendFold(b, s, true)
	if !ok {
		// n + U+0303 is ñ (Compose): fold the composed text
		if t, changed := composed(s); changed {
			return a.Fold(t)
		}
		return "", false
	}
	return string(b), true
}

// joinDigraphs rewrites w (upper case) in place with each digraph of a
// (Spanish CH, LL, RR) as its one letter, left to right, and returns it.
func (a *Alphabet) joinDigraphs(w []byte) []byte {
	out := w[:0]
	for i := 0; i < len(w); i++ {
		if i+1 < len(w) {
			joined := false
			for _, d := range a.digraphs {
				if w[i] == d.pair[0] && w[i+1] == d.pair[1] {
					out = append(out, d.b)
					i++
					joined = true
					break
				}
			}
			if joined {
				continue
			}
		}
		out = append(out, w[i])
	}
	return out
}

// appendFold appends the folded letters of w (a UTF-8 string or byte slice)
// to dst, in upper case, digraphs joined (Spanish CH, LL, RR); upperOK
// false refuses capital letters (hunspell forms with a capital are no words
// outside German).
func (a *Alphabet) appendFold(dst []byte, w string, upperOK bool) ([]byte, bool) {
	start := len(dst)
	dst, ok := a.appendLetters(dst, w, upperOK)
	if ok && a.digraphs != nil {
		dst = append(dst[:start], a.joinDigraphs(dst[start:])...)
	}
	return dst, ok
}

// appendLetters is appendFold without joining digraphs.
func (a *Alphabet) appendLetters(dst []byte, w string, upperOK bool) ([]byte, bool) {
	for i := 0; i < len(w); {
		c := w[i]
		if c < utf8.RuneSelf {
			switch {
			case c >= 'a' && c <= 'z':
				dst = append(dst, c-('a'-'A'))
			case upperOK && c >= 'A' && c <= 'Z':
				dst = append(dst, c)
			default:
				return dst, false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(w[i:])
		if lr := unicode.ToLower(r); lr != r {
			if !upperOK {
				return dst, false
			}
			r = lr
		}
		f, ok := a.fold[r]
		if !ok {
			return dst, false
		}
		dst = append(dst, f...)
		i += size
	}
	return dst, true
}
