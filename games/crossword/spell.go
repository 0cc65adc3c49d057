package crossword

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/lexicon"
)

// Players' letters (docs/rules.md, "Typing the letters of a language"): a
// word, a rack or a board row is typed in the language's own letters, and
// read into tiles with the language's alphabet (lexicon.AlphabetOf):
// accented letters fold as the language folds them, its letters beyond Z
// are one tile each (Spanish ñ, ch, ll, rr; German ä, ö, ü; Portuguese
// ç), German ß is two tiles, S S, in the case of the letter before it. A digraph (Spanish CH, LL, RR) is one
// tile wherever its two letters follow each other in one word (a C tile
// next to an H tile spells no Spanish word); in a rack, "c h" with a space
// is two tiles. Case is kept per tile: a two-letter tile has the case of
// its first letter ("ch" and "cH" lower, "CH" and "Ch" upper).

// TypedLetter is one tile of typed text: its letter (0..lexicon.MaxLetter,
// or Jolly for '?' where a jolly may be typed), whether it was typed in
// lower case, and (ReadWord) whether a '?' before it names it a jolly.
type TypedLetter struct {
	Letter byte
	Lower  bool
	Marked bool
}

// MaxTypedLetters bounds the tiles ReadLetters reads (longer text is
// refused before any folding).
const MaxTypedLetters = 256

// ReadLetters reads typed text in the letters of a (see above). Spaces
// separate tiles (a digraph is not joined across one); with jollies, '?'
// and '#' are a jolly each. A character the language has no letter for is
// refused with CodeNotTile naming it; more than MaxTypedLetters tiles with
// CodeTooLong. Text is read composed (lexicon.Compose): a letter typed as a
// base letter and a combining accent is the one letter it shows.
func ReadLetters(s string, a *lexicon.Alphabet, jollies bool) ([]TypedLetter, error) {
	return readLetters(s, a, jollies, false)
}

// ReadWord reads a word typed in the letters of a as ReadLetters does,
// where '?' before a letter marks that tile as a jolly standing for it
// (Marked; "C?a?t", "?CHICO": a jolly CH): the notation that says which
// tiles are jollies whatever the case (docs/rules.md). A '?' before no
// letter is refused as not a tile; a marked letter does not join the
// letter before it into a digraph.
func ReadWord(s string, a *lexicon.Alphabet) ([]TypedLetter, error) {
	return readLetters(s, a, false, true)
}

func readLetters(s string, a *lexicon.Alphabet, jollies, marks bool) ([]TypedLetter, error) {
	if len(s) > 4*MaxTypedLetters {
		return nil, refuse(CodeTooLong, "word", Short(s))
	}
	s = lexicon.Compose(s) // n + U+0303 is the one tile Ñ
	var out []TypedLetter
	for _, field := range strings.Fields(s) {
		start := len(out)
		marked := false // a '?' before this character (marks)
		for _, r := range field {
			if marks && r == '?' && !marked {
				marked = true
				continue
			}
			from := len(out)
			switch {
			case jollies && (r == '?' || r == '#'):
				out = append(out, TypedLetter{Letter: Jolly})
			case r >= 'A' && r <= 'Z':
				out = append(out, TypedLetter{Letter: byte(r - 'A')})
			case r >= 'a' && r <= 'z':
				out = append(out, TypedLetter{Letter: byte(r - 'a'), Lower: true})
			default:
				f, ok := "", false
				if r != utf8.RuneError && unicode.IsLetter(r) {
					f, ok = a.Fold(string(r))
				}
				if !ok || f == "" {
					return nil, refuse(CodeNotTile, "char", string(r))
				}
				lower := unicode.IsLower(r)
				if r == 'ß' && len(out) > start {
					// ß has no capital in use: its S S take the case of the
					// letter before (STRAßE is all tiles, straße reads as
					// STRASSE, StraßE jollies for T R A S S)
					lower = out[len(out)-1].Lower
				}
				for i := 0; i < len(f); i++ {
					out = append(out, TypedLetter{Letter: f[i] - 'A', Lower: lower})
				}
			}
			for i := from; marked && i < len(out); i++ {
				out[i].Marked = true
			}
			marked = false
		}
		if marked {
			return nil, refuse(CodeNotTile, "char", "?")
		}
		if len(out) > MaxTypedLetters {
			return nil, refuse(CodeTooLong, "word", Short(s))
		}
		out = append(out[:start], joinDigraphs(out[start:], a)...)
	}
	return out, nil
}

// joinDigraphs joins, left to right, each pair of letters that a writes as
// one letter (Spanish CH, LL, RR), keeping the first one's case.
func joinDigraphs(ls []TypedLetter, a *lexicon.Alphabet) []TypedLetter {
	out := ls[:0]
	for i := 0; i < len(ls); i++ {
		if i+1 < len(ls) && ls[i].Letter < 26 && ls[i+1].Letter < 26 && !ls[i+1].Marked {
			pair := string([]byte{'A' + ls[i].Letter, 'A' + ls[i+1].Letter})
			if f, ok := a.Fold(pair); ok && len(f) == 1 {
				out = append(out, TypedLetter{Letter: f[0] - 'A', Lower: ls[i].Lower, Marked: ls[i].Marked})
				i++
				continue
			}
		}
		out = append(out, ls[i])
	}
	return out
}

// ParseRackIn reads a rack typed by a player in the letters of a (see
// ReadLetters), '?' or '#' for a jolly. alphabet is the set of letters the
// game has (bit l for letter l); max is the rack size. A rack that cannot
// be is refused (CodeNotTile, CodeNoSuchTile naming the tile as the
// language writes it, CodeRackFull; text longer than ReadLetters reads is
// CodeRackFull too, naming max).
func ParseRackIn(s string, max int, alphabet uint32, a *lexicon.Alphabet) (Rack, error) {
	ls, err := ReadLetters(s, a, true)
	if err != nil {
		if r, ok := err.(*refusal.Refusal); ok && r.Code == CodeTooLong && max < MaxTypedLetters {
			// more tiles than ReadLetters reads: a rack's limit, not the
			// board's, is what was broken (a 10,000-letter rack)
			return Rack{}, refuse(CodeRackFull, "max", max)
		}
		return Rack{}, err
	}
	var r Rack
	for i, t := range ls {
		if t.Letter != Jolly && alphabet&(1<<t.Letter) == 0 {
			return Rack{}, refuse(CodeNoSuchTile, "letter", Symbol(t.Letter, a))
		}
		if i+1 > max {
			return Rack{}, refuse(CodeRackFull, "max", max)
		}
		r[t.Letter]++
	}
	return r, nil
}

// Symbol returns letter l as the language of a writes it in upper case
// ("A", "Ñ", "CH"), "?" for Jolly or a letter a lacks.
func Symbol(l byte, a *lexicon.Alphabet) string {
	if l < 26 {
		return string(rune('A' + l))
	}
	if a != nil {
		if s := a.Symbol(l); s != "" {
			return s
		}
	}
	return "?"
}

// Spell writes text in the saved form (letters as the bytes 'A'+letter,
// jollies as 'a'+letter: Move.Word, Board.String) as the language of a
// writes it, for players: upper case for a tile, lower case for a jolly,
// "Ñ", "ch", "ä"; other bytes ('?', '.', and text already spelled: "NIÑO")
// unchanged. Text without the bytes of letters beyond Z is returned as it
// is. A word reads back with ReadLetters to the same tiles (a C tile next
// to an H tile spells no Spanish word); racks go through SpellTiles.
func Spell(text string, a *lexicon.Alphabet) string {
	plain := true
	for i := 0; i < len(text) && plain; i++ {
		c := text[i]
		plain = !(c > 'Z' && c < 'a' || c > 'z' && c < utf8.RuneSelf)
	}
	if plain || a == nil {
		return text
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c > 'Z' && c <= 'A'+lexicon.MaxLetter:
			b.WriteString(Symbol(c-'A', a))
		case c > 'z' && c <= 'a'+lexicon.MaxLetter:
			b.WriteString(strings.ToLower(Symbol(c-'a', a)))
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// SpellTiles writes tiles in the saved form (Rack.String: 'A'+letter, '?'
// a jolly) as Spell does, one tile after another; in a language with
// two-letter tiles (Spanish) the tiles are separated by spaces, so that a
// C tile and an H tile ("C H") are not read as the CH tile: the text reads
// back with ParseRackIn to the same tiles.
func SpellTiles(text string, a *lexicon.Alphabet) string {
	if a == nil || !hasDigraphs(a) {
		return Spell(text, a)
	}
	parts := make([]string, 0, len(text))
	for i := 0; i < len(text); i++ {
		parts = append(parts, Spell(text[i:i+1], a))
	}
	return strings.Join(parts, " ")
}

// hasDigraphs reports whether a has letters written with two (Spanish CH,
// LL, RR).
func hasDigraphs(a *lexicon.Alphabet) bool {
	for l := 26; l < a.Size(); l++ {
		if len(a.Symbol(byte(l))) > 1 {
			return true
		}
	}
	return false
}
