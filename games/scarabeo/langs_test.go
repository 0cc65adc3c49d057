package scarabeo

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// French Scrabble scores with the French values (docs/rules.md, Tiles per
// language): KIWI across from (7,4) on the empty board, the last I on the
// centre's double word: (K 10 + I 1 + W 10 + I 1) x2 = 44 (English values:
// (5+1+4+1) x2 = 22). The generator finds the same move and score.
func TestScrabbleFrenchMove(t *testing.T) {
	lex, err := lexicon.Embedded("fr")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang string
		want int
	}{{"fr", 44}, {"en", 22}} {
		v, err := ScrabbleIn(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		b := NewBoard(v)
		m, err := b.Evaluate(lex, word(b, sq(7, 4), crossword.Across, "KIWI"))
		if err != nil || m.Score != c.want {
			t.Fatalf("%s: KIWI %v %v, want %d", c.lang, m, err, c.want)
		}
		found := false
		for _, gm := range NewGenerator(v, lex).Moves(b, rackOf(t, v, "KIWIAEU")) {
			if gm.Key() == m.Key() {
				found = gm.Score == c.want
			}
		}
		if !found {
			t.Errorf("%s: the generator misses KIWI for %d", c.lang, c.want)
		}
	}
	// The other French values and counts that differ from English.
	fr, _ := ScrabbleIn("fr")
	if fr.Values['M'-'A'] != 2 || fr.Values['K'-'A'] != 10 || fr.Counts['E'-'A'] != 15 || fr.Counts[crossword.Jolly] != 2 {
		t.Fatalf("French values M %d K %d, E count %d, blanks %d", fr.Values['M'-'A'], fr.Values['K'-'A'], fr.Counts['E'-'A'], fr.Counts[crossword.Jolly])
	}
}

// A French game draws from the 102 French tiles and keeps them when saved
// and loaded.
func TestScrabbleFrenchGameSaves(t *testing.T) {
	lex, err := lexicon.Embedded("fr")
	if err != nil {
		t.Fatal(err)
	}
	v, err := ScrabbleIn("fr")
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(v, lex, 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	if g.BagLen() != 102-14 {
		t.Fatalf("bag %d after two racks, want 88", g.BagLen())
	}
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"tile_lang":"fr"`) {
		t.Fatalf("saved game without its tiles' language: %.200s", data)
	}
	h, err := Load(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	if h.Variant().Values['K'-'A'] != 10 || h.Variant().TileLang != "fr" || h.BagLen() != 88 {
		t.Fatalf("loaded: K %d, tiles %q, bag %d", h.Variant().Values['K'-'A'], h.Variant().TileLang, h.BagLen())
	}
	// A Scarabeo save claiming a tile language is refused, not played
	// with Scrabble's tiles.
	bad := strings.Replace(string(data), `"variant":"scrabble"`, `"variant":"scarabeo"`, 1)
	if _, err := Load([]byte(bad), lex); err == nil || !strings.Contains(err.Error(), "no tile sets by language") {
		t.Fatalf("scarabeo save with tile_lang: %v", err)
	}
}

// ScrabbleIn builds Spanish, German and Portuguese Scrabble from their
// tile sets (games/tiles), the tiles beyond Z as their language's letters
// (docs/rules.md, Tiles per language), and refuses a language without a set.
func TestScrabbleInLanguages(t *testing.T) {
	for _, c := range []struct {
		lang    string
		special string // a tile beyond Z
		count   int
		value   int
		absent  string // a letter A-Z the set lacks ("" none)
		tiles   int
		blanks  int
	}{
		{"es", "Ñ", 1, 8, "K", 100, 2},
		{"es", "CH", 1, 5, "W", 100, 2},
		{"es", "LL", 1, 8, "", 100, 2},
		{"es", "RR", 1, 8, "", 100, 2},
		{"de", "Ä", 1, 6, "", 102, 2},
		{"de", "Ö", 1, 8, "", 102, 2},
		{"de", "Ü", 1, 6, "", 102, 2},
		{"pt", "Ç", 2, 3, "Y", 120, 3},
	} {
		v, err := ScrabbleIn(c.lang)
		if err != nil {
			t.Fatalf("ScrabbleIn(%q): %v", c.lang, err)
		}
		a, _ := lexicon.AlphabetOf(c.lang)
		f, _ := a.Fold(c.special)
		l := f[0] - 'A'
		if l < 26 || !v.HasLetter(l) || v.Counts[l] != c.count || v.Values[l] != c.value || v.Symbol(l) != c.special {
			t.Errorf("%s %s: letter %d, has %v, count %d value %d symbol %q, want %d %d", c.lang, c.special, l, v.HasLetter(l), v.Counts[l], v.Values[l], v.Symbol(l), c.count, c.value)
		}
		if c.absent != "" && v.HasLetter(c.absent[0]-'A') {
			t.Errorf("%s has %s tiles", c.lang, c.absent)
		}
		total := 0
		for _, n := range v.Counts {
			total += n
		}
		if total != c.tiles || v.Counts[crossword.Jolly] != c.blanks || v.TileLang != c.lang || v.Lang != c.lang {
			t.Errorf("%s: %d tiles, %d blanks, tiles %q lexicon %q", c.lang, total, v.Counts[crossword.Jolly], v.TileLang, v.Lang)
		}
	}
	if _, err := ScrabbleIn("xx"); err == nil || !strings.Contains(err.Error(), `no scrabble tiles for language "xx"`) {
		t.Errorf("ScrabbleIn(\"xx\"): %v", err)
	}
	for _, lang := range []string{"", "en", "it"} {
		v, err := ScrabbleIn(lang)
		if err != nil || v.TileLang != "" || v.Values != Scrabble().Values || v.Counts != Scrabble().Counts {
			t.Errorf("ScrabbleIn(%q) is not English Scrabble: %v", lang, err)
		}
	}
}
