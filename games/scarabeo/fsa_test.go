package scarabeo

import (
	"slices"
	"testing"
)

// TestNodeEnds: the word lengths after every arc (nodeEnds) and the nodes'
// sizes are the same from the pass in order (children first, as a DAWG
// lays them out) and from the depth-first walk that takes nodes in any
// order, on the arcs as
// copied from the lexicon, and the walk on the arcs laid out breadth first
// (parents before most children) gives what t has.
func TestNodeEnds(t *testing.T) {
	for _, lang := range []string{"en", "it"} {
		v := langVariant(t, lang)
		f := copyArcs(mustEmbedded(t, lang), v)
		inOrder := f.preLayout()
		if deep := f.preDeep(); !slices.Equal(inOrder, deep) {
			t.Fatalf("%s: the walk's ends or node sizes differ from the pass's", lang)
		}
		f.layout(inOrder)
		deep := f.preDeep()
		for i := 1; i < len(f.t); i++ {
			if deep[i].nodeEnds != f.t[i].nodeEnds {
				t.Fatalf("%s: arc %d: the walk's ends %b, t's %b", lang, i, deep[i].nodeEnds, f.t[i].nodeEnds)
			}
		}
	}
}
