package upwords

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// A French game draws from the French bag of 100 (docs/rules.md, Tiles per
// language): E 15, K W X Y Z 1 each, which the seed's bag of 118 lacks; the
// bag's language is saved with the game's settings.
func TestFrenchBag(t *testing.T) {
	counts, alphabet, err := BagTiles("fr")
	if err != nil {
		t.Fatal(err)
	}
	total := 0
	for _, n := range counts {
		total += n
	}
	if total != 100 || counts['E'-'A'] != 15 || counts['K'-'A'] != 1 || counts[26] != 0 || alphabet != 1<<26-1 {
		t.Fatalf("French bag: %d tiles, E %d, K %d, jollies %d, alphabet %b", total, counts['E'-'A'], counts['K'-'A'], counts[26], alphabet)
	}
	lex, err := lexicon.Embedded("fr")
	if err != nil {
		t.Fatal(err)
	}
	g, err := NewGame(Config{Tiles: "fr"}, lex, 2, rand.New(rand.NewPCG(5, 6)))
	if err != nil {
		t.Fatal(err)
	}
	unseen := func(g *Game) int { r := g.Unseen(0); return r.Size() }
	if g.BagLen() != 100-14 || unseen(g) != 100-7 {
		t.Fatalf("bag %d, unseen %d; want 86 and 93", g.BagLen(), unseen(g))
	}
	data, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"tiles":"fr"`) {
		t.Fatalf("saved without its bag's language: %.200s", data)
	}
	h, err := Load(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	if h.Config().Tiles != "fr" || h.BagLen() != 86 || unseen(h) != 93 {
		t.Fatalf("loaded: tiles %q, bag %d, unseen %d", h.Config().Tiles, h.BagLen(), unseen(h))
	}
	// English and Italian games keep the seed's 118.
	e, err := NewGame(Config{}, lex, 2, rand.New(rand.NewPCG(5, 6)))
	if err != nil || unseen(e) != 111 {
		t.Fatalf("seed's bag: %v, unseen %d", err, unseen(e))
	}
	for lang, want := range map[string]string{
		"en": "the en bag is the seed's",
		"xx": `no upwords tiles for language "xx"`,
	} {
		if _, err := (Config{Tiles: lang}).Normalize(); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Tiles %q: %v, want %s", lang, err, want)
		}
	}
	for lang, want := range map[string]string{"fr": "fr", "es": "es", "de": "de", "pt": "pt", "en": "", "it": "", "xx": ""} {
		if got := TilesFor(lang); got != want {
			t.Errorf("TilesFor(%q) = %q, want %q", lang, got, want)
		}
	}
}
