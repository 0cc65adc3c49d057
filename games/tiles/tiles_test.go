package tiles_test

import (
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/tiles"
	"github.com/wordbot/wordbot/games/upwords"
)

func mustOf(t *testing.T, game, lang string) tiles.Set {
	t.Helper()
	s, err := tiles.Of(game, lang)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// The official totals (docs/rules.md, Tiles per language), the blanks and
// the points of all the tiles.
func TestTotals(t *testing.T) {
	for _, c := range []struct {
		game, lang           string
		total, blanks, kinds int
		points               int // sum of count x value
	}{
		{"scrabble", "en", 100, 2, 27, 187},
		{"scrabble", "it", 100, 2, 27, 187},
		{"scrabble", "fr", 102, 2, 27, 197},
		{"scrabble", "es", 100, 2, 29, 192},
		{"scrabble", "de", 102, 2, 30, 202},
		{"scrabble", "pt", 120, 3, 25, 204},
		{"scarabeo", "it", 130, 2, 22, 272},
		{"upwords", "en", 118, 0, 21, 0},
		{"upwords", "it", 118, 0, 21, 0},
		{"upwords", "fr", 100, 0, 26, 0},
		{"upwords", "es", 100, 0, 28, 0},
		{"upwords", "de", 100, 0, 29, 0},
		{"upwords", "pt", 100, 0, 24, 0},
		{"ruzzle", "en", 0, 0, 26, 0},
		{"ruzzle", "es", 0, 0, 28, 0},
	} {
		s := mustOf(t, c.game, c.lang)
		blank, _ := s.Tile(tiles.Blank)
		points := 0
		for _, x := range s.Tiles {
			points += x.Count * x.Value
		}
		if s.Total() != c.total || blank.Count != c.blanks || len(s.Tiles) != c.kinds || points != c.points {
			t.Errorf("%s %s: total %d, blanks %d, kinds %d, points %d; want %d, %d, %d, %d",
				c.game, c.lang, s.Total(), blank.Count, len(s.Tiles), points, c.total, c.blanks, c.kinds, c.points)
		}
	}
}

// The special tiles of each language, as the sources list them.
func TestSpecialTiles(t *testing.T) {
	for _, c := range []struct {
		game, lang, sym string
		count, value    int
	}{
		{"scrabble", "es", "CH", 1, 5},
		{"scrabble", "es", "LL", 1, 8},
		{"scrabble", "es", "RR", 1, 8},
		{"scrabble", "es", "Ñ", 1, 8},
		{"scrabble", "de", "Ä", 1, 6},
		{"scrabble", "de", "Ö", 1, 8},
		{"scrabble", "de", "Ü", 1, 6},
		{"scrabble", "pt", "Ç", 2, 3},
		{"scrabble", "fr", "K", 1, 10},
		{"scrabble", "fr", "M", 3, 2},
		{"ruzzle", "es", "Ñ", 0, 8},
		{"ruzzle", "de", "Ö", 0, 8},
		{"upwords", "es", "A", 13, 0},
		{"upwords", "pt", "I", 9, 0},
		{"upwords", "pt", "O", 8, 0},
	} {
		got, ok := mustOf(t, c.game, c.lang).Tile(c.sym)
		if !ok || got.Count != c.count || got.Value != c.value {
			t.Errorf("%s %s %s: %+v (found %v), want count %d value %d", c.game, c.lang, c.sym, got, ok, c.count, c.value)
		}
	}
	for _, c := range []struct{ lang, sym string }{{"es", "K"}, {"es", "W"}, {"pt", "K"}, {"pt", "W"}, {"pt", "Y"}, {"fr", "Ç"}} {
		if _, ok := mustOf(t, "scrabble", c.lang).Tile(c.sym); ok {
			t.Errorf("scrabble %s has a %s tile; the official set has none", c.lang, c.sym)
		}
	}
}

// English and Italian are the engines' own tables: the sets here must not
// drift from them.
func TestEnglishItalianMatchEngines(t *testing.T) {
	check := func(name string, s tiles.Set, count func(l int) int, value func(l int) int, blanks int) {
		t.Helper()
		seen := 0
		for l := 0; l < 26; l++ {
			sym := string(rune('A' + l))
			x, ok := s.Tile(sym)
			if !ok {
				if count(l) != 0 {
					t.Errorf("%s: no %s tile; the engine has %d", name, sym, count(l))
				}
				continue
			}
			seen++
			if x.Count != count(l) || x.Value != value(l) {
				t.Errorf("%s %s: count %d value %d; the engine: %d, %d", name, sym, x.Count, x.Value, count(l), value(l))
			}
		}
		b, _ := s.Tile(tiles.Blank)
		if b.Count != blanks || seen+min(blanks, 1) != len(s.Tiles) {
			t.Errorf("%s: %d blanks, %d tiles; want %d blanks", name, b.Count, len(s.Tiles), blanks)
		}
	}
	for _, lang := range []string{"en", "it"} {
		v := scarabeo.Scrabble()
		check("scrabble "+lang, mustOf(t, "scrabble", lang), func(l int) int { return v.Counts[l] }, func(l int) int { return v.Values[l] }, v.Counts[crossword.Jolly])
		check("upwords "+lang, mustOf(t, "upwords", lang), func(l int) int { return upwords.BagCounts[l] }, func(int) int { return 0 }, upwords.BagCounts[crossword.Jolly])
	}
	sc := scarabeo.Scarabeo()
	check("scarabeo it", mustOf(t, "scarabeo", "it"), func(l int) int { return sc.Counts[l] }, func(l int) int { return sc.Values[l] }, sc.Counts[crossword.Jolly])
	for lang, table := range map[string]ruzzle.ValueTable{"en": ruzzle.ValuesEN, "it": ruzzle.ValuesIT} {
		check("ruzzle "+lang, mustOf(t, "ruzzle", lang), func(int) int { return 0 }, func(l int) int { return table.Value(byte(l)) }, 0)
	}
}

// Ruzzle and Boggle in fr, es, de, pt follow the language's Scrabble set.
func TestDerivedFromScrabble(t *testing.T) {
	for _, lang := range []string{"fr", "es", "de", "pt"} {
		sc := mustOf(t, "scrabble", lang)
		rz := mustOf(t, "ruzzle", lang)
		bg, ok := tiles.Boggle(lang)
		if !ok || len(rz.Tiles) != len(sc.Tiles)-1 || len(bg.Tiles) != len(sc.Tiles)-1 {
			t.Fatalf("%s: %d Ruzzle and %d Boggle letters (%v) for %d Scrabble tiles", lang, len(rz.Tiles), len(bg.Tiles), ok, len(sc.Tiles))
		}
		for i, x := range rz.Tiles {
			if x.Symbol != sc.Tiles[i].Symbol || x.Value != sc.Tiles[i].Value || x.Count != 0 {
				t.Errorf("ruzzle %s: %+v, scrabble %+v", lang, x, sc.Tiles[i])
			}
			if b := bg.Tiles[i]; b.Symbol != x.Symbol || b.Count != sc.Tiles[i].Count || b.Value != 0 {
				t.Errorf("boggle %s: %+v, scrabble %+v", lang, b, sc.Tiles[i])
			}
		}
	}
	for _, lang := range []string{"en", "it", "xx"} {
		if _, ok := tiles.Boggle(lang); ok {
			t.Errorf("Boggle(%q) is a set; en and it keep games/boggle's", lang)
		}
	}
}

// French and German Scrabble hold exactly 100 letters: their Upwords bags
// are those letters.
func TestUpwordsFromExactSets(t *testing.T) {
	for _, lang := range []string{"fr", "de"} {
		sc, up := mustOf(t, "scrabble", lang), mustOf(t, "upwords", lang)
		for i, x := range up.Tiles {
			if x.Symbol != sc.Tiles[i].Symbol || x.Count != sc.Tiles[i].Count {
				t.Errorf("upwords %s: %+v, scrabble %+v", lang, x, sc.Tiles[i])
			}
		}
	}
}

func TestRefusals(t *testing.T) {
	for _, c := range []struct{ game, lang, want string }{
		{"chess", "en", `unknown game "chess" (have scrabble, scarabeo, ruzzle, upwords)`},
		{"scrabble", "xx", `no scrabble tiles for language "xx" (have en, it, fr, es, de, pt)`},
		{"scarabeo", "fr", `no scarabeo tiles for language "fr" (have it)`},
		{"boggle", "fr", `unknown game "boggle"`},
	} {
		_, err := tiles.Of(c.game, c.lang)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Of(%q, %q): %v, want %s", c.game, c.lang, err, c.want)
		}
	}
}

// A caller changing a set changes nobody else's.
func TestOfCopies(t *testing.T) {
	s := mustOf(t, "scrabble", "fr")
	s.Tiles[0].Count = 99
	if a, _ := mustOf(t, "scrabble", "fr").Tile("A"); a.Count != 9 {
		t.Fatalf("A count %d after a caller's change", a.Count)
	}
}
