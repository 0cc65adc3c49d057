package lexicon

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

func mustBuild(t testing.TB, words ...string) *DAWG {
	t.Helper()
	d, err := Build(words)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func TestContainsAndHasPrefix(t *testing.T) {
	d := mustBuild(t, "cat", "CATS", "Dog", "do", "cat")
	if got, want := d.WordCount(), 4; got != want {
		t.Fatalf("WordCount = %d, want %d", got, want)
	}
	for _, tc := range []struct {
		s              string
		word, isPrefix bool
	}{
		{"CAT", true, true}, {"cat", true, true}, {"CaTs", true, true},
		{"DO", true, true}, {"DOG", true, true}, {"DOGS", false, false},
		{"CA", false, true}, {"C", false, true}, {"", false, true},
		{"CATSS", false, false}, {"X", false, false}, {"CA T", false, false},
		{"ÇAT", false, false}, {"C4T", false, false},
	} {
		if got := d.Contains(tc.s); got != tc.word {
			t.Errorf("Contains(%q) = %v, want %v", tc.s, got, tc.word)
		}
		if got := d.HasPrefix(tc.s); got != tc.isPrefix {
			t.Errorf("HasPrefix(%q) = %v, want %v", tc.s, got, tc.isPrefix)
		}
	}
	if !d.ContainsLetters([]byte{2, 0, 19}) || d.ContainsLetters([]byte{2, 0}) || d.ContainsLetters(nil) {
		t.Error("ContainsLetters: want CAT yes, CA no, empty no")
	}
}

func TestNextLettersFinals(t *testing.T) {
	d := mustBuild(t, "AB", "ABC", "AD", "B")
	root := d.Root()
	if got, want := d.Letters(root), uint32(1<<0|1<<1); got != want {
		t.Errorf("Letters(root) = %b, want %b", got, want)
	}
	if got, want := d.Finals(root), uint32(1<<1); got != want {
		t.Errorf("Finals(root) = %b, want %b", got, want)
	}
	a, final, ok := d.Next(root, 0)
	if !ok || final {
		t.Fatalf("Next(root, A) = %v %v, want ok, not final", final, ok)
	}
	if got, want := d.Letters(a), uint32(1<<1|1<<3); got != want {
		t.Errorf("Letters(A) = %b, want %b", got, want)
	}
	if got, want := d.Finals(a), uint32(1<<1|1<<3); got != want {
		t.Errorf("Finals(A) = %b, want %b", got, want)
	}
	if _, _, ok := d.Next(a, 2); ok {
		t.Error("Next(A, C) ok, want no edge")
	}
	b, final, ok := d.Next(root, 1)
	if !ok || !final || b != 0 {
		t.Errorf("Next(root, B) = %d %v %v, want node 0, final, ok", b, final, ok)
	}
	if d.Letters(0) != 0 || d.Finals(0) != 0 {
		t.Error("node 0 has letters")
	}
	if _, _, ok := d.Next(0, 0); ok {
		t.Error("Next(0, A) ok")
	}
	// Iterate the edges of A as documented.
	var got []string
	if n := a; n != 0 {
		for i := n; ; i++ {
			e := d.Edge(i)
			got = append(got, string(Letter(e.Letter())))
			if e.Last() {
				break
			}
		}
	}
	if !slices.Equal(got, []string{"B", "D"}) {
		t.Errorf("edges of A = %v, want [B D]", got)
	}
}

func TestEachOrderAndStop(t *testing.T) {
	in := []string{"zoo", "a", "ab", "abc", "b", "ba", "AA", "zo"}
	d := mustBuild(t, in...)
	want := []string{"A", "AA", "AB", "ABC", "B", "BA", "ZO", "ZOO"}
	if got := d.Words(); !slices.Equal(got, want) {
		t.Errorf("Words = %v, want %v", got, want)
	}
	var got []string
	d.Each(func(w string) bool { got = append(got, w); return len(got) < 3 })
	if !slices.Equal(got, want[:3]) {
		t.Errorf("Each stopped after 3 = %v, want %v", got, want[:3])
	}
}

func TestEmptyAndSingle(t *testing.T) {
	d := mustBuild(t)
	if d.WordCount() != 0 || d.NodeCount() != 0 || d.EdgeCount() != 0 || d.Root() != 0 {
		t.Errorf("empty: %d words %d nodes %d edges root %d", d.WordCount(), d.NodeCount(), d.EdgeCount(), d.Root())
	}
	if d.Contains("") || d.Contains("A") || d.HasPrefix("") || d.HasPrefix("A") || len(d.Words()) != 0 {
		t.Error("empty DAWG answers yes")
	}
	d = mustBuild(t, "word")
	if d.WordCount() != 1 || d.NodeCount() != 4 || d.EdgeCount() != 4 {
		t.Errorf("WORD: %d words %d nodes %d edges, want 1 4 4", d.WordCount(), d.NodeCount(), d.EdgeCount())
	}
	if !d.Contains("WORD") || d.Contains("WOR") || !d.HasPrefix("WOR") {
		t.Error("WORD: wrong answers")
	}
}

func TestBuildErrors(t *testing.T) {
	for _, in := range [][]string{{"ok", ""}, {"o k"}, {"città"}, {"d0g"}} {
		if _, err := Build(in); err == nil {
			t.Errorf("Build(%q) succeeded", in)
		}
	}
	b := NewBuilder()
	if err := b.Add("B"); err != nil {
		t.Fatal(err)
	}
	err := b.Add("A")
	if err == nil || err.Error() != `lexicon: word "A" is not after "B" in alphabetical order` {
		t.Errorf("out of order: %v", err)
	}
	if _, err2 := b.Finish(); err2 != err {
		t.Errorf("Finish = %v, want the first error", err2)
	}
}

func TestMinimality(t *testing.T) {
	for _, tc := range []struct {
		words        []string
		nodes, edges int
	}{
		// root{C,D} C{A} D{O} CA{T} DO{G} and one shared {S} after CAT and DOG.
		{[]string{"CAT", "CATS", "DOG", "DOGS"}, 6, 7},
		// root{T} T{A,O} and one shared {P}.
		{[]string{"TAP", "TOP"}, 3, 4},
		// Suffix sharing across different lengths: root{A,B} -> shared {C} -> {D}.
		{[]string{"ACD", "BCD", "AC", "BC"}, 3, 4},
	} {
		d := mustBuild(t, tc.words...)
		if d.NodeCount() != tc.nodes || d.EdgeCount() != tc.edges {
			t.Errorf("%v: %d nodes %d edges, want %d %d", tc.words, d.NodeCount(), d.EdgeCount(), tc.nodes, tc.edges)
		}
	}
}

// naiveMinimalNodes counts the nodes with edges of the minimal automaton of
// words the slow way: build a trie, then number the distinct right languages
// bottom-up (two trie nodes are the same state iff their edges carry the
// same letters, finality and children's numbers).
func naiveMinimalNodes(words []string) int {
	type trie struct {
		next  map[byte]*trie
		final map[byte]bool
	}
	newTrie := func() *trie { return &trie{next: map[byte]*trie{}, final: map[byte]bool{}} }
	root := newTrie()
	for _, w := range words {
		n := root
		for i := 0; i < len(w); i++ {
			c := w[i]
			if n.next[c] == nil {
				n.next[c] = newTrie()
			}
			if i == len(w)-1 {
				n.final[c] = true
			}
			n = n.next[c]
		}
	}
	ids := map[string]int{}
	var sig func(n *trie) int
	sig = func(n *trie) int {
		if len(n.next) == 0 {
			return -1
		}
		var parts []string
		for c := byte('A'); c <= 'Z'; c++ {
			if ch, ok := n.next[c]; ok {
				parts = append(parts, string(c)+strings.Repeat("!", b2i(n.final[c]))+strconv.Itoa(sig(ch)))
			}
		}
		k := strings.Join(parts, ",")
		if id, ok := ids[k]; ok {
			return id
		}
		ids[k] = len(ids)
		return ids[k]
	}
	sig(root)
	return len(ids)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func randomWords(r *rand.Rand) []string {
	n := r.IntN(60)
	alphabet := 2 + r.IntN(5)
	words := make([]string, n)
	for i := range words {
		b := make([]byte, 1+r.IntN(7))
		for j := range b {
			b[j] = 'A' + byte(r.IntN(alphabet))
		}
		words[i] = string(b)
	}
	return words
}

func TestRandomSetsAgainstNaive(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := 0; iter < 2000; iter++ {
		words := randomWords(r)
		d := mustBuild(t, words...)
		want := slices.Compact(slices.Sorted(slices.Values(words)))
		if got := d.Words(); !slices.Equal(got, want) {
			t.Fatalf("words %v: Words = %v", words, got)
		}
		if got, want := d.NodeCount(), naiveMinimalNodes(want); got != want {
			t.Fatalf("words %v: NodeCount = %d, naive minimal %d", words, got, want)
		}
		// Every word is in; random other strings are in iff in the set.
		for k := 0; k < 20; k++ {
			s := randomWords(r)
			if len(s) == 0 {
				continue
			}
			_, in := slices.BinarySearch(want, s[0])
			if d.Contains(s[0]) != in {
				t.Fatalf("words %v: Contains(%q) = %v", words, s[0], !in)
			}
			prefix := slices.ContainsFunc(want, func(w string) bool { return strings.HasPrefix(w, s[0]) })
			if d.HasPrefix(s[0]) != prefix {
				t.Fatalf("words %v: HasPrefix(%q) = %v", words, s[0], !prefix)
			}
		}
		// The serialized form survives a round trip through Load's checks.
		b, _ := d.MarshalBinary()
		if _, err := Load(b); err != nil {
			t.Fatalf("words %v: Load: %v", words, err)
		}
	}
}

// TestContainsAgreesWithWalk cross-checks the fast Contains with Walk on
// strings holding every byte value.
func TestContainsAgreesWithWalk(t *testing.T) {
	d := mustBuild(t, "A", "AB", "Z", "ZZ", "MIDDLE")
	for c := 0; c < 256; c++ {
		for _, s := range []string{string(rune(c))[:1], "A" + string([]byte{byte(c)}), "Z" + string([]byte{byte(c)}), "MIDD" + string([]byte{byte(c)}) + "E"} {
			_, word, ok := d.Walk(s)
			if got := d.Contains(s); got != (ok && word) {
				t.Fatalf("Contains(%q) = %v, Walk says %v", s, got, ok && word)
			}
		}
	}
}

func TestIndexLetter(t *testing.T) {
	for c := 0; c < 256; c++ {
		i, ok := Index(byte(c))
		// A-Z, a-z, and the letters beyond Z written as the bytes after 'Z'.
		wantOK := (c >= 'A' && c <= 'A'+MaxLetter) || (c >= 'a' && c <= 'z')
		if ok != wantOK {
			t.Fatalf("Index(%q) ok = %v", rune(c), ok)
		}
		if want := byte(c); c >= 'a' {
			want &^= 0x20
			if ok && Letter(i) != want {
				t.Fatalf("Letter(Index(%q)) = %q", rune(c), Letter(i))
			}
		} else if ok && Letter(i) != want {
			t.Fatalf("Letter(Index(%q)) = %q", rune(c), Letter(i))
		}
	}
}
