package scarabeo

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// spanishAbbreviations are abbreviations es_ES.dic lists that the Spanish
// list leaves out (lexicon/data/README.md, Not words); the hint offered OC
// on a real position (issue 28).
var spanishAbbreviations = []string{"AV", "EJ", "AP", "IB", "OP", "ED", "EF", "OC"}

// withWords returns lex with extra words added (the list as it was).
func withWords(t *testing.T, lex *lexicon.DAWG, extra []string) *lexicon.DAWG {
	t.Helper()
	words := append(lex.Words(), extra...)
	slices.Sort(words)
	words = slices.Compact(words)
	b := lexicon.NewBuilder()
	for _, w := range words {
		if err := b.Add(w); err != nil {
			t.Fatal(err)
		}
	}
	d, err := b.Finish()
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestHintOffersNoAbbreviation plays seeded Spanish self-play games with
// the list as it was (the Spanish list plus its abbreviations) until the
// best move there plays an abbreviation, as OC was offered; on that position
// the Spanish list's hint plays none: each of its 10 best moves is valid
// with the list (so forms no abbreviation).
func TestHintOffersNoAbbreviation(t *testing.T) {
	es := mustEmbedded(t, "es")
	for _, w := range spanishAbbreviations {
		if es.Contains(w) {
			t.Fatalf("the Spanish list has %s", w)
		}
	}
	old := withWords(t, es, spanishAbbreviations)
	v, err := ScrabbleIn("es")
	if err != nil {
		t.Fatal(err)
	}
	oldGen, gen := NewGenerator(v, old), NewGenerator(v, es)
	rng := rand.New(rand.NewPCG(28, 3))
	found := 0
	var seen []string
	for game := 0; game < 40 && found < 3; game++ {
		g, err := NewGame(v, old, 2, rng)
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 30 && !g.Over() && found < 3; turn++ {
			p := g.Turn()
			board, rack := g.Board(), g.Rack(p)
			best := oldGen.Best(board, rack, 1)
			if len(best) == 0 {
				g.Pass(p)
				continue
			}
			if _, err := board.Evaluate(es, best[0].Tiles); err != nil {
				found++
				word, ok := strings.CutSuffix(err.Error(), " is not a valid word")
				if !ok || !slices.Contains(spanishAbbreviations, word) {
					t.Errorf("the old best move %v: %v", best[0], err)
				}
				seen = append(seen, word)
				t.Logf("game %d turn %d: the old list's best move %v (%v)", game, turn, best[0], err)
				hints := gen.Best(board, rack, 10)
				if len(hints) == 0 {
					t.Errorf("no hint on %v with %v", board, rack)
				}
				for _, h := range hints {
					if _, err := board.Evaluate(es, h.Tiles); err != nil {
						t.Errorf("the hint %v plays a word out of the list: %v", h, err)
					}
				}
				if hints[0].Score > best[0].Score {
					t.Errorf("the hint %v scores more than the old best %v", hints[0], best[0])
				}
			}
			if _, err := g.PlayMove(p, best[0].Tiles); err != nil {
				t.Fatal(err)
			}
		}
	}
	if found < 3 || !slices.Contains(seen, "OC") {
		t.Fatalf("%d positions whose old best move plays an abbreviation (%q), want 3 and OC", found, seen)
	}
}
