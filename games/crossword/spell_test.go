package crossword

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/wordbot/wordbot/lexicon"
)

func alphabet(t testing.TB, lang string) *lexicon.Alphabet {
	a, err := lexicon.AlphabetOf(lang)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// typed writes letters as the test cases do: 'A'+letter, lower case for a
// letter typed in lower case ('a'+letter), '?' a jolly.
func typed(ls []TypedLetter) string {
	var b strings.Builder
	for _, l := range ls {
		switch {
		case l.Letter == Jolly:
			b.WriteByte('?')
		case l.Lower:
			b.WriteByte('a' + l.Letter)
		default:
			b.WriteByte('A' + l.Letter)
		}
	}
	return b.String()
}

func TestReadLetters(t *testing.T) {
	for _, c := range []struct {
		lang, in string
		jollies  bool
		want     string // typed(): letters beyond Z as '[' (26) ... and '{' (26, lower) ...
		err      string
	}{
		// Spanish: Ñ is 26, CH 27, LL 28, RR 29 (lexicon.AlphabetOf).
		{"es", "CHICO", false, `\ICO`, ""},
		{"es", "chico", false, "|ico", ""},
		{"es", "chICO", false, "|ICO", ""},
		{"es", "ChICO", false, `\ICO`, ""},
		{"es", "cHICO", false, "|ICO", ""},
		{"es", "niño", false, "ni{o", ""},
		{"es", "NIÑO", false, "NI[O", ""},
		{"es", "NIñO", false, "NI{O", ""},
		{"es", "CALLE", false, "CA]E", ""},
		{"es", "PERRO", false, "PE^O", ""},
		{"es", "CAMIÓN", false, "CAMION", ""},
		{"es", "c h ? #", true, "ch??", ""},
		{"es", "ch?", true, "|?", ""},
		{"es", "ch?", false, "", "'?' is not a tile: use letters, and ? for a blank"},
		{"es", "ç", false, "", "'ç' is not a tile: use letters, and ? for a blank"},
		{"es", "a1", false, "", "'1' is not a tile: use letters, and ? for a blank"},
		// German: Ä 26, Ö 27, Ü 28; ß is SS.
		{"de", "Bär", false, "B{r", ""},
		{"de", "BÄR", false, "B[R", ""},
		{"de", "STRAßE", false, "STRASSE", ""},
		{"de", "straße", false, "strasse", ""},
		{"de", "ßa", false, "ssa", ""},
		{"de", "Öl", false, `\l`, ""},
		{"de", "ü", false, "}", ""},
		{"de", "CAFÉ", false, "CAFE", ""},
		{"de", "ñ", false, "", "'ñ' is not a tile: use letters, and ? for a blank"},
		// Portuguese: Ç 26.
		{"pt", "AÇÃO", false, "A[AO", ""},
		{"pt", "ação", false, "a{ao", ""},
		// French folds every accent (ç is C); English and Italian their vowels.
		{"fr", "garçon", false, "garcon", ""},
		{"fr", "CŒUR", false, "COEUR", ""},
		{"it", "Città", false, "Citta", ""},
		{"en", "CAT", false, "CAT", ""},
		{"en", "ñ", false, "", "'ñ' is not a tile: use letters, and ? for a blank"},
		{"it", "ch", false, "ch", ""},
		{"en", "", false, "", ""},
		{"en", strings.Repeat("A", MaxTypedLetters+1), false, "", "is too long for the board"},
	} {
		got, err := ReadLetters(c.in, alphabet(t, c.lang), c.jollies)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s %q: %v %v, want error %q", c.lang, c.in, typed(got), err, c.err)
			}
			continue
		}
		if err != nil || typed(got) != c.want {
			t.Errorf("%s %q: %q %v, want %q", c.lang, c.in, typed(got), err, c.want)
		}
	}
}

// TestReadWord: a '?' before a letter marks its tile a jolly whatever the
// case (the Activity's placements: docs/rules.md); a marked digraph is one
// jolly, a marked H does not join the C before it; a '?' before no letter
// is not a tile.
func TestReadWord(t *testing.T) {
	marks := func(ls []TypedLetter) string {
		var b strings.Builder
		for _, l := range ls {
			b.WriteByte(map[bool]byte{true: '*', false: '.'}[l.Marked])
		}
		return b.String()
	}
	for _, c := range []struct {
		lang, in, want, marked, err string
	}{
		{"en", "C?a?t", "Cat", ".**", ""},
		{"en", "?c?a?t", "cat", "***", ""},
		{"en", "?CAT", "CAT", "*..", ""},
		{"en", "Cat", "Cat", "...", ""},
		{"es", "?CHICO", `\ICO`, "*...", ""},
		{"es", "?chICO", "|ICO", "*...", ""},
		{"es", "C?HICO", "CHICO", ".*...", ""},
		{"de", "?ßa", "ssa", "**.", ""},
		{"en", "CAT?", "", "", "'?' is not a tile"},
		{"en", "C??AT", "", "", "'?' is not a tile"},
		{"en", "C?1", "", "", "'1' is not a tile"},
	} {
		got, err := ReadWord(c.in, alphabet(t, c.lang))
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s %q: %v %v, want error %q", c.lang, c.in, typed(got), err, c.err)
			}
			continue
		}
		if err != nil || typed(got) != c.want || marks(got) != c.marked {
			t.Errorf("%s %q: %q %q %v, want %q %q", c.lang, c.in, typed(got), marks(got), err, c.want, c.marked)
		}
	}
	// Without marks a '?' in a word is still no tile.
	if _, err := ReadLetters("C?at", alphabet(t, "en"), false); err == nil {
		t.Error("ReadLetters read a '?' in a word")
	}
}

func TestParseRackIn(t *testing.T) {
	es := alphabet(t, "es")
	// The Spanish set has no K or W.
	esTiles := uint32(1<<30-1) &^ (1<<('K'-'A') | 1<<('W'-'A'))
	r, err := ParseRackIn("chñ ll?Rr", 7, esTiles, es)
	if err != nil || r[27] != 1 || r[26] != 1 || r[28] != 1 || r[29] != 1 || r[Jolly] != 1 || r.Size() != 5 {
		t.Fatalf("chñ ll?Rr: %v %v", r, err)
	}
	// Saved form and back.
	if s := r.String(); s != `[\]^?` {
		t.Fatalf("saved form %q", s)
	}
	if back, err := ParseRack(r.String(), 7, esTiles); err != nil || back != r {
		t.Fatalf("saved form read back: %v %v", back, err)
	}
	if s := SpellTiles(r.String(), es); s != "Ñ CH LL RR ?" {
		t.Fatalf("spelled %q", s)
	}
	if back, err := ParseRackIn(SpellTiles(r.String(), es), 7, esTiles, es); err != nil || back != r {
		t.Fatalf("spelled read back: %v %v", back, err)
	}
	// A C tile and an H tile are shown apart, and read back apart.
	ch := Rack{2: 1, 7: 1}
	if s := SpellTiles(ch.String(), es); s != "C H" {
		t.Fatalf("C and H spelled %q", s)
	}
	if back, err := ParseRackIn(SpellTiles(ch.String(), es), 7, esTiles, es); err != nil || back != ch {
		t.Fatalf("C H read back: %v %v", back, err)
	}
	if s := SpellTiles("CH?", alphabet(t, "en")); s != "CH?" {
		t.Fatalf("English tiles spelled %q", s)
	}
	for in, want := range map[string]string{
		"KIWI":      "there is no K tile in this game",
		"CHICOSASA": "a rack holds at most 7 tiles",
		"ç":         "'ç' is not a tile: use letters, and ? for a blank",
		// longer than ReadLetters reads: the rack's limit, not the board's
		strings.Repeat("A", MaxTypedLetters+1): "a rack holds at most 7 tiles",
		strings.Repeat("ñ", 10000):             "a rack holds at most 7 tiles",
	} {
		if _, err := ParseRackIn(in, 7, esTiles, es); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
	// A tile beyond Z the game lacks is named as the language writes it.
	if _, err := ParseRackIn("ñ", 7, 1<<26-1, es); err == nil || err.Error() != "there is no Ñ tile in this game" {
		t.Errorf("ñ without the tile: %v", err)
	}
	// English and Italian racks read as ParseRack reads them.
	en := alphabet(t, "en")
	for _, s := range []string{"CASA?", "ab#cd", "QI"} {
		a, err1 := ParseRackIn(s, 8, 1<<26-1, en)
		b, err2 := ParseRack(s, 8, 1<<26-1)
		if a != b || err1 != nil || err2 != nil {
			t.Errorf("%q: %v %v vs %v %v", s, a, err1, b, err2)
		}
	}
}

// Spell writes the saved form in the language's letters, jollies in lower
// case; text of A-Z only is kept.
func TestSpell(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"es", `\ICO`, "CHICO"},
		{"es", "|ICO", "chICO"},
		{"es", "NI{O", "NIñO"},
		{"es", "CA]E", "CALLE"},
		{"es", "PE~O", "PErrO"},
		{"de", "B[R", "BÄR"},
		{"de", `\L`, "ÖL"},
		{"de", "}", "ü"},
		{"pt", "A[AO", "AÇAO"},
		{"en", "CaT", "CaT"},
		{"es", "..[?", "..Ñ?"},
		// Text already spelled is kept.
		{"es", "NIñO", "NIñO"},
		{"es", "CHICO", "CHICO"},
		{"de", "ÜBER", "ÜBER"},
	} {
		if got := Spell(c.in, alphabet(t, c.lang)); got != c.want {
			t.Errorf("%s %q: %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}

// Typed text, read and written back with Spell, reads again to the same
// tiles; nothing panics and the work stays bounded.
func FuzzReadLetters(f *testing.F) {
	for _, s := range []string{"CHICO", "chico", "niño", "STRAßE", "ação", "c h ? #", "Öl", "garçon", "\xff", "ßßß", "NIN\u0303O", "c\u0327a", "\u0303"} {
		f.Add(s, uint8(0))
	}
	langs := []string{"en", "it", "fr", "es", "de", "pt"}
	f.Fuzz(func(t *testing.T, s string, li uint8) {
		a := alphabet(t, langs[int(li)%len(langs)])
		ls, err := ReadLetters(s, a, true)
		if err != nil {
			return
		}
		if len(ls) > MaxTypedLetters || len(ls) > 2*utf8.RuneCountInString(s) {
			t.Fatalf("%q: %d tiles", s, len(ls))
		}
		var saved []byte
		var tiles []string // each tile spelled
		for _, l := range ls {
			switch {
			case l.Letter == Jolly:
				saved = append(saved, '?')
			case l.Letter > lexicon.MaxLetter || int(l.Letter) >= a.Size():
				t.Fatalf("%q: letter %d", s, l.Letter)
			case l.Lower:
				saved = append(saved, 'a'+l.Letter)
			default:
				saved = append(saved, 'A'+l.Letter)
			}
			tiles = append(tiles, Spell(string(saved[len(saved)-1:]), a))
		}
		if Spell(string(saved), a) != strings.Join(tiles, "") {
			t.Fatalf("%q: spelled %q, tile by tile %q", s, Spell(string(saved), a), tiles)
		}
		again, err := ReadLetters(strings.Join(tiles, " "), a, true)
		if err != nil || typed(again) != typed(ls) {
			t.Fatalf("%q: %q spelled %q reads %q %v", s, typed(ls), tiles, typed(again), err)
		}
	})
}
