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

func TestScrabbleInRefuses(t *testing.T) {
	for lang, want := range map[string]string{
		"es": "has the tile CH, beyond A-Z",
		"de": "has the tile Ä, beyond A-Z",
		"pt": "has the tile Ç, beyond A-Z",
		"xx": `no scrabble tiles for language "xx"`,
	} {
		if _, err := ScrabbleIn(lang); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ScrabbleIn(%q): %v, want %s", lang, err, want)
		}
	}
	for _, lang := range []string{"", "en", "it"} {
		v, err := ScrabbleIn(lang)
		if err != nil || v.TileLang != "" || v.Values != Scrabble().Values || v.Counts != Scrabble().Counts {
			t.Errorf("ScrabbleIn(%q) is not English Scrabble: %v", lang, err)
		}
	}
}
