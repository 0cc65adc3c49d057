package lexicon

import (
	"testing"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TestAlphabetFold checks each language's folding (docs/rules.md, Accent
// folding): French folds every accent, Spanish keeps Ñ, Portuguese Ç,
// German Ä Ö Ü and writes ß as SS.
func TestAlphabetFold(t *testing.T) {
	for _, tc := range []struct {
		lang, in, want string
		ok             bool
	}{
		{"fr", "été", "ETE", true},
		{"fr", "Ça", "CA", true},
		{"fr", "cœur", "COEUR", true},
		{"fr", "ÆTHER", "AETHER", true},
		{"fr", "naïf", "NAIF", true},
		{"fr", "ÿ", "Y", true},
		{"fr", "niño", "", false},
		{"fr", "straße", "", false},
		{"es", "niño", "NI[O", true},
		{"es", "NIÑO", "NI[O", true},
		{"es", "camión", "CAMION", true},
		{"es", "pingüino", "PINGUINO", true},
		{"es", "ça", "", false},
		// CH, LL, RR are letters of their own, joined left to right.
		{"es", "chico", `\ICO`, true},
		{"es", "CALLE", "CA]E", true},
		{"es", "perro", "PE^O", true},
		{"es", "Muchachos", `MU\A\OS`, true},
		{"es", "LLLL", "]]", true},
		{"es", "carro", "CA^O", true},
		{"es", "cr", "CR", true},
		{"pt", "coração", "CORA[AO", true},
		{"pt", "CORAÇÃO", "CORA[AO", true},
		{"pt", "você", "VOCE", true},
		{"pt", "niño", "", false},
		{"de", "Häuser", "H[USER", true},
		{"de", "ÖL", `\L`, true},
		{"de", "über", "]BER", true},
		{"de", "Straße", "STRASSE", true},
		{"de", "STRAẞE", "STRASSE", true},
		{"de", "Café", "CAFE", true},
		{"de", "niño", "", false},
		{"it", "città", "CITTA", true},
		{"it", "Häuser", "HAUSER", true},
		{"en", "niño", "", false},
		{"es", "two words", "", false},
		{"de", "d0g", "", false},
		{"fr", "", "", true},
		{"de", "\xff", "", false},
		{"es", "casa", "CASA", true},
	} {
		a, err := AlphabetOf(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := a.Fold(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: Fold(%q) = %q, %v; want %q, %v", tc.lang, tc.in, got, ok, tc.want, tc.ok)
		}
	}
	if _, err := AlphabetOf("xx"); err == nil {
		t.Error("AlphabetOf(xx) succeeded")
	}
}

func TestAlphabetSpell(t *testing.T) {
	for _, tc := range []struct{ lang, in, want string }{
		{"es", "ESPA[A", "ESPAÑA"},
		{"es", `\ICO ]UVIA PE^O`, "CHICO LLUVIA PERRO"},
		{"pt", "CORA[AO", "CORAÇAO"},
		{"de", `H[USER\L]BER`, "HÄUSERÖLÜBER"},
		{"de", "HAUS", "HAUS"},
		{"fr", "A[B", "A[B"}, // no letter 26 in French
	} {
		a, _ := AlphabetOf(tc.lang)
		if got := a.Spell(tc.in); got != tc.want {
			t.Errorf("%s: Spell(%q) = %q, want %q", tc.lang, tc.in, got, tc.want)
		}
	}
	for _, tc := range []struct {
		lang string
		size int
	}{{"en", 26}, {"it", 26}, {"fr", 26}, {"es", 30}, {"pt", 27}, {"de", 29}} {
		a, _ := AlphabetOf(tc.lang)
		if a.Size() != tc.size || a.Size()-1 > MaxLetter {
			t.Errorf("%s: %d letters, want %d", tc.lang, a.Size(), tc.size)
		}
	}
}

// TestContainsBeyondZ checks the DAWG with letters beyond Z: Contains, Walk
// and the two-letter start table agree, and bytes beyond the alphabet are
// no letters.
func TestContainsBeyondZ(t *testing.T) {
	d, err := Build([]string{"A[O", "[A", "NI[O", "CASA", `\L`, "]BER"})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"A[O", true}, {"[A", true}, {"NI[O", true}, {"ni[o", true}, {"CASA", true}, {`\L`, true}, {"]BER", true},
		{"ANO", false}, {"[", false}, {"NI[", false}, {"NI{O", false}, {"NI`O", false}, {"NIaO", false}, {"", false},
	} {
		if got := d.Contains(tc.w); got != tc.want {
			t.Errorf("Contains(%q) = %v, want %v", tc.w, got, tc.want)
		}
		_, word, ok := d.Walk(tc.w)
		if ok && word != tc.want && tc.w != "NI{O" {
			t.Errorf("Walk(%q) word = %v, want %v", tc.w, word, tc.want)
		}
	}
	if got := d.Words(); len(got) != 6 || got[0] != "A[O" {
		t.Errorf("Words() = %q", got)
	}
}

// FuzzAlphabetFold: every language's Fold never panics, gives only the
// alphabet's letters in upper case (as words are written), folds its own
// output to itself for the ASCII letters, and agrees with Spell: spelling
// a fold and folding it again gives the same word.
func FuzzAlphabetFold(f *testing.F) {
	for _, s := range []string{"niño", "chico", "Straße", "cœur", "coração", "LLLL", "rr", "a[b", "\xff", "ẞ", "ǅ", "nin\u0303o", "x\u0303", "\u0308a", "ﬂuß", "ｃａｔ", "ⅷ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, lang := range []string{"en", "it", "fr", "es", "pt", "de"} {
			a, _ := AlphabetOf(lang)
			w, ok := a.Fold(s)
			if !ok {
				if w != "" {
					t.Fatalf("%s: Fold(%q) = %q, false", lang, s, w)
				}
				continue
			}
			for i := 0; i < len(w); i++ {
				l, good := Index(w[i])
				if !good || w[i] >= 'a' || int(l) >= a.Size() {
					t.Fatalf("%s: Fold(%q) = %q: byte %q is no letter", lang, s, w, w[i])
				}
			}
			if w2, ok := a.Fold(a.Spell(w)); !ok || w2 != w {
				t.Fatalf("%s: Fold(Spell(%q)) = %q, %v", lang, w, w2, ok)
			}
		}
	})
}

// A letter typed as a base letter and a combining accent (NFD: n + U+0303)
// folds as the one composed letter a player sees (docs/rules.md, Lexicons):
// Spanish ñ stays Ñ, German ä Ä, Portuguese ç Ç, Italian à A; a combining
// mark with no composed letter keeps the word out, and plain ASCII text
// costs nothing more.
func TestFoldComposes(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"es", "nin\u0303o", "NI[O"},
		{"es", "NIN\u0303O", "NI[O"},
		{"es", "camio\u0301n", "CAMION"},
		{"de", "ba\u0308r", "B[R"},
		{"de", "Stra\u00dfe", "STRASSE"},
		{"pt", "cac\u0327a", "CA[A"},
		{"fr", "garc\u0327on", "GARCON"},
		{"it", "citta\u0300", "CITTA"},
		{"en", "cafe\u0301", "CAFE"},
		{"es", "x\u0303", ""},
		{"de", "n\u0303", ""},
	} {
		a, err := AlphabetOf(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		got, ok := a.Fold(c.in)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("%s: Fold(%+q) = %q, %v; want %q", c.lang, c.in, got, ok, c.want)
		}
	}
	if got, ok := Fold("citta\u0300"); got != "CITTA" || !ok {
		t.Errorf("Fold(citta + U+0300) = %q, %v", got, ok)
	}
	if got := Compose("nin\u0303o"); got != "niño" {
		t.Errorf("Compose = %+q", got)
	}
	if n := testing.AllocsPerRun(100, func() { _ = Compose("casa") }); n != 0 {
		t.Errorf("Compose of ASCII text allocates %v times", n)
	}
}

// The compatibility characters phones and pasted text carry read as the
// letters they stand for (NFKC, docs/rules.md, Lexicons): the ligatures ﬁ
// ﬂ ﬀ ﬃ, fullwidth letters, in every language and with the language's own
// letters; what is no letter once read so keeps the word out.
func TestFoldCompatibility(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"en", "ﬁsh", "FISH"},
		{"en", "ｃａｔ", "CAT"},
		{"en", "ＣＡＴ", "CAT"},
		{"it", "ﬀetta", "FFETTA"},
		{"it", "ｃｉｔｔà", "CITTA"},
		{"de", "ﬂuß", "FLUSS"},
		{"de", "ﬂuss", "FLUSS"},
		{"de", "ｂäｒ", "B[R"},
		{"es", "ｎｉñｏ", "NI[O"},
		{"es", "ﬁcha", `FI\A`},
		{"fr", "eﬃcace", "EFFICACE"},
		{"pt", "ﬁcção", "FIC[AO"},
		{"en", "①", ""},    // 1: no letter
		{"en", "ｃａｔ１", ""}, // a fullwidth digit is a digit
		{"fr", "ñ", ""},
	} {
		a, _ := AlphabetOf(c.lang)
		got, ok := a.Fold(c.in)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("%s: Fold(%q) = %q, %v; want %q", c.lang, c.in, got, ok, c.want)
		}
	}
	for in, want := range map[string]string{"ﬂuss": "fluss", "ｃａｔ": "cat", "niño": "niño", "ﬁ\u0303": "f\u0129"} {
		if got := Compose(in); got != want {
			t.Errorf("Compose(%q) = %q, want %q", in, got, want)
		}
	}
}

// German writes ß in capitals as SS, as its lexicon holds it (docs/rules.md,
// "ß in capitals"); the other languages, which have no ß, keep it as typed.
func TestUpper(t *testing.T) {
	for _, c := range []struct{ lang, in, want string }{
		{"de", "straße", "STRASSE"},
		{"de", "STRAẞE", "STRASSE"},
		{"de", "Maß", "MASS"},
		{"de", "bär", "BÄR"},
		{"es", "straße", "STRAßE"},
		{"fr", "straße", "STRAßE"},
		{"en", "straße", "STRAßE"},
		{"es", "niño", "NIÑO"},
	} {
		a, _ := AlphabetOf(c.lang)
		if got := a.Upper(c.in); got != c.want {
			t.Errorf("%s: Upper(%q) = %q, want %q", c.lang, c.in, got, c.want)
		}
	}
}

// FuzzCompose: Compose never panics, gives text in NFKC that it leaves as
// it is, returns ASCII text unchanged, and folding the composed text gives
// what folding the text gives, in every language.
func FuzzCompose(f *testing.F) {
	for _, s := range []string{"casa", "ﬂuß", "ｃａｔ", "nin\u0303o", "ⅷ", "ﷺ", "\xff", "ǅ", "x\u0303", "①", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c := Compose(s)
		if utf8.ValidString(s) && !norm.NFKC.IsNormalString(c) {
			t.Fatalf("Compose(%q) = %q: not NFKC", s, c)
		}
		if again := Compose(c); again != c {
			t.Fatalf("Compose(%q) = %q, then %q", s, c, again)
		}
		ascii := true
		for i := 0; i < len(s); i++ {
			ascii = ascii && s[i] < utf8.RuneSelf
		}
		if ascii && c != s {
			t.Fatalf("Compose(%q) = %q: ASCII changed", s, c)
		}
		for _, lang := range []string{"en", "it", "fr", "es", "pt", "de"} {
			a, _ := AlphabetOf(lang)
			w1, ok1 := a.Fold(s)
			w2, ok2 := a.Fold(c)
			if ok1 != ok2 || w1 != w2 {
				t.Fatalf("%s: Fold(%q) = %q, %v; Fold(Compose) = %q, %v", lang, s, w1, ok1, w2, ok2)
			}
		}
	})
}
