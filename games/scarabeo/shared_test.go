package scarabeo

import (
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestGeneratorSharedPerList: the hint's move generator (its automaton) is
// built once per word list and shared: two generators on one list share
// one automaton, two lists (even of one language) get two (docs/bot.md,
// Word lists).
func TestGeneratorSharedPerList(t *testing.T) {
	a, err := lexicon.Build([]string{"CAT", "CATS", "DOG"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := lexicon.Build([]string{"CAT", "CATS", "DOG"}) // the same words, another list
	if err != nil {
		t.Fatal(err)
	}
	v := Scrabble()
	g1, g2, g3 := NewGenerator(v, a), NewGenerator(v, a), NewGenerator(v, b)
	if g1.f != g2.f {
		t.Error("two generators on one list built two automata")
	}
	if g1.f == g3.f {
		t.Error("two lists share one automaton")
	}
}
