package lexicon

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Accent folding (docs/rules.md, "Lexicons"): an accented vowel is written
// without its accent, as Italian Scrabble and crosswords write it, so CITTÀ,
// città and citta are one word. Letters with no A-Z fold (ß, ñ, ç, ...) keep
// the word out.

// foldRune returns the letter A-Z (upper case) or a-z (lower case) that r
// folds to, keeping its case, and false when r is neither a letter A-Z nor
// an accented Latin vowel.
func foldRune(r rune) (byte, bool) {
	switch {
	case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z':
		return byte(r), true
	}
	switch r {
	case 'à', 'á', 'â', 'ä', 'ã', 'å':
		return 'a', true
	case 'À', 'Á', 'Â', 'Ä', 'Ã', 'Å':
		return 'A', true
	case 'è', 'é', 'ê', 'ë':
		return 'e', true
	case 'È', 'É', 'Ê', 'Ë':
		return 'E', true
	case 'ì', 'í', 'î', 'ï':
		return 'i', true
	case 'Ì', 'Í', 'Î', 'Ï':
		return 'I', true
	case 'ò', 'ó', 'ô', 'ö', 'õ':
		return 'o', true
	case 'Ò', 'Ó', 'Ô', 'Ö', 'Õ':
		return 'O', true
	case 'ù', 'ú', 'û', 'ü':
		return 'u', true
	case 'Ù', 'Ú', 'Û', 'Ü':
		return 'U', true
	}
	return 0, false
}

// FoldCase returns s with every accented vowel folded to its plain letter,
// each letter keeping its case ("Città" gives "Citta"), and true; or "" and
// false when s holds a character that is neither a letter A-Z nor an
// accented vowel (a digit, a space, ß, ñ, ...). A string of plain letters
// A-Z is returned unchanged without allocating.
func FoldCase(s string) (string, bool) {
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
	if plain {
		return s, true
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		c, ok := foldRune(r)
		if !ok {
			if t, changed := composed(s); changed {
				return FoldCase(t)
			}
			return "", false
		}
		b.WriteByte(c)
	}
	return b.String(), true
}

// Compose returns s in Unicode's compatibility composed form (NFKC): a
// letter typed as a base letter and a combining accent (n followed by
// U+0303, as some keyboards and pasted text write it) becomes the one
// letter a player sees (ñ), and the compatibility characters phones and
// pasted text carry become the letters they stand for: the ligatures ﬁ
// and ﬂ are f i and f l, fullwidth ｃａｔ is cat (docs/rules.md, Lexicons);
// so they fold as those letters do. Plain ASCII text is returned as it is
// without allocating.
func Compose(s string) string {
	t, _ := composed(s)
	return t
}

// composed is Compose, and whether s changed.
func composed(s string) (string, bool) {
	ascii := true
	for i := 0; i < len(s) && ascii; i++ {
		ascii = s[i] < utf8.RuneSelf
	}
	if ascii || norm.NFKC.IsNormalString(s) {
		return s, false
	}
	t := norm.NFKC.String(s)
	return t, t != s
}

// Fold returns s folded (see FoldCase) in upper case: the form the lexicons
// hold ("città", "CITTÀ" and "citta" all give "CITTA"). ok is false when s
// has a character with no A-Z fold.
func Fold(s string) (string, bool) {
	f, ok := FoldCase(s)
	if !ok {
		return "", false
	}
	return upper(f), true
}

// foldLower appends to dst the letters of the UTF-8 word w folded to a-z,
// and reports whether every character of w was a lower-case letter a-z or a
// lower-case accented vowel (hunspell forms with capitals, apostrophes or
// digits are not words).
func foldLower(dst, w []byte) ([]byte, bool) {
	for i := 0; i < len(w); {
		c := w[i]
		if c < utf8.RuneSelf {
			if c < 'a' || c > 'z' {
				return dst, false
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRune(w[i:])
		f, ok := foldRune(r)
		if !ok || f < 'a' {
			return dst, false
		}
		dst = append(dst, f)
		i += size
	}
	return dst, true
}
