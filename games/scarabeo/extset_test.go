package scarabeo

import (
	"reflect"
	"slices"

	"github.com/wordbot/wordbot/games/crossword"
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// TestExtSets checks the extension sets against the lexicon's words: a
// letter of a word is always in the set its neighbours in the word give
// (up to three on each side), and with letters on one side only the set is
// exactly the letters some word has there.
func TestExtSets(t *testing.T) {
	for _, lang := range []string{"en", "it"} {
		lex := mustEmbedded(t, lang)
		v := Scrabble()
		if lang == "it" {
			v = Scarabeo()
		}
		f := newFSA(lex, v)
		g := f.boundTables().grams
		rng := rand.New(rand.NewPCG(16, 4))
		words := randomWords(lex, v, rng, 3000, 12)
		// after[run]: the letters some listed word has after run.
		after := map[string]uint32{}
		for _, w := range words {
			for p := 0; p < len(w); p++ {
				for nl := 0; nl <= 3; nl++ {
					for nr := 0; nr <= 3; nr++ {
						if nl > p || p+1+nr > len(w) {
							continue
						}
						left, right := runLetters(w[p-nl:p]), runLetters(w[p+1:p+1+nr])
						if got := g.extSet(left, right); got&(1<<(w[p]-'A')) == 0 {
							t.Fatalf("%s: %s: %c between %q and %q not in the set %s", lang, w, w[p], w[p-nl:p], w[p+1:p+1+nr], maskString(got))
						}
						if nr == 0 && nl > 0 {
							after[w[p-nl:p]] |= 1 << (w[p] - 'A')
						}
					}
				}
			}
		}
		// One side: exactly the letters that follow the run in some word
		// of the lexicon (checked by walking the lexicon from every node
		// for a few runs).
		n := 0
		for run, some := range after {
			if n++; n > 40 {
				break
			}
			want := followers(lex, runLetters(run))
			got := g.extSet(runLetters(run), nil)
			if lang == "it" {
				want &= v.Alphabet
				got &= v.Alphabet
			}
			if got != want || got&some != some {
				t.Fatalf("%s: after %q: %s, the lexicon has %s", lang, run, maskString(got), maskString(want))
			}
		}
	}
}

func runLetters(s string) []byte {
	out := make([]byte, len(s))
	for i := range s {
		out[i] = s[i] - 'A'
	}
	return out
}

func maskString(m uint32) string {
	var b []byte
	for l := 0; l < 26; l++ {
		if m&(1<<l) != 0 {
			b = append(b, 'A'+byte(l))
		}
	}
	return string(b)
}

// followers returns the letters that follow run somewhere in a word of lex,
// by walking run from every node of the lexicon.
func followers(lex *lexicon.DAWG, run []byte) uint32 {
	var set uint32
	for i := 1; i <= lex.EdgeCount(); i++ {
		node := lexicon.Node(i)
		if i > 1 && !lex.Edge(lexicon.Node(i-1)).Last() {
			continue // not the first edge of a node
		}
		ok := true
		for _, l := range run {
			found := false
			for e := node; node != 0; e++ {
				ed := lex.Edge(e)
				if ed.Letter() == l {
					node, found = ed.Child(), true
					break
				}
				if ed.Last() {
					break
				}
			}
			if !found {
				ok = false
				break
			}
		}
		if !ok || node == 0 {
			continue
		}
		for e := node; ; e++ {
			ed := lex.Edge(e)
			set |= 1 << ed.Letter()
			if ed.Last() {
				break
			}
		}
	}
	return set
}

// TestSearchLinesAllowEveryMove checks the best-move search's lines against
// every move of the generator on self-play positions of both variants:
// each new tile's letter is in its square's mask (cross-checks and
// extension set) and the main word's last square is among the ends of its
// first (reach), so the bounds that skip the rest never skip a move.
func TestSearchLinesAllowEveryMove(t *testing.T) {
	setups := []struct {
		v    *Variant
		lang string
		n    int
	}{{Scrabble(), "en", 30}, {Scarabeo(), "it", 15}}
	for si, su := range setups {
		g := NewGenerator(su.v, mustEmbedded(t, su.lang))
		rng := rand.New(rand.NewPCG(16, uint64(si)))
		n := su.n
		if testing.Short() || raceEnabled {
			n = max(3, n/5)
		}
		checked := 0
		for i, b := range selfPlayPositions(t, g, rng, n) {
			for r := 0; r < 3; r++ {
				rack := shadowRack(su.v, rng)
				s := g.state(b, rack, modeAll, 0)
				s.run()
				plays := append([]play(nil), s.rec.plays...)
				release(s)
				s = g.state(b, rack, modeTop, 1)
				s.computeAnchors()
				bc := s.boardCross()
				release(s)
				for _, p := range plays {
					ln := &bc.lines[p.dir][p.line]
					st, hi := int(p.start), int(p.start)+int(p.length)-1
					if ln.reach[st]&(1<<hi) == 0 {
						t.Fatalf("%s position %d rack %s: %v: no end on %d from %d (%b)\n%s", su.lang, i, rack.String(), p.move(b), hi, st, ln.reach[st], b)
					}
					for k := 0; k < int(p.length); k++ {
						if w := p.word[k]; w&newBit != 0 && ln.mask[st+k]&(1<<(w&letterBits)) == 0 {
							t.Fatalf("%s position %d rack %s: %v: %c not in the mask %s of its square\n%s", su.lang, i, rack.String(), p.move(b), 'A'+w&letterBits, maskString(ln.mask[st+k]), b)
						}
					}
					checked++
				}
			}
		}
		if checked < 100 {
			t.Fatalf("%s: only %d moves checked", su.lang, checked)
		}
		t.Logf("%s: %d moves checked", su.lang, checked)
	}
}

// TestCrossPatched plays self-play games of both variants, computing the
// board's cross-checks and lines after every move or every other move from
// those kept before (patchCross): they must equal those of a fresh copy.
func TestCrossPatched(t *testing.T) {
	setups := []struct {
		v    *Variant
		lang string
	}{{Scrabble(), "en"}, {Scarabeo(), "it"}}
	games := 4
	if testing.Short() || raceEnabled {
		games = 1
	}
	for si, su := range setups {
		g := NewGenerator(su.v, mustEmbedded(t, su.lang))
		rng := rand.New(rand.NewPCG(16, 16+uint64(si)))
		patched := 0
		for game := 0; game < games; game++ {
			b := NewBoard(su.v)
			bag := crossword.NewBag(su.v.Counts)
			for turn := 0; turn < 16 && bag.Len() > 0; turn++ {
				var rack crossword.Rack
				rack.Add(bag.Draw(su.v.RackSize, rng))
				wasPatch := b.patch.Load() != nil
				var best []Move
				if turn%3 != 1 { // sometimes two moves between searches
					best = g.Best(b, rack, 5)
				} else {
					best = g.Moves(b, rack)
				}
				if wasPatch && b.cross.Load() != nil {
					patched++
					s := g.state(b, rack, modeTop, 1)
					s.computeAnchors()
					got := s.boardCross()
					release(s)
					c := b.Clone()
					s = g.state(c, rack, modeTop, 1)
					s.computeAnchors()
					want := s.boardCross()
					release(s)
					// fit is the rack's part, set by each search, and
					// oldScore and oldWM are only read on tiles.
					gl, wl := got.lines, want.lines
					for d := range gl {
						for l := range gl[d] {
							for _, ln := range []*lineState{&gl[d][l], &wl[d][l]} {
								ln.fit = [MaxSize]int32{}
								for k := range ln.tiles {
									if ln.tiles[k] == 0 {
										ln.oldScore[k], ln.oldWM[k] = 0, 0
									}
								}
							}
						}
					}
					if !reflect.DeepEqual(got.cross, want.cross) || gl != wl || got.emptyBoard != want.emptyBoard {
						for d := range got.lines {
							for l := range got.lines[d] {
								if gl[d][l] != wl[d][l] {
									t.Errorf("%s game %d turn %d: line %d of direction %d differs:\n%+v\n%+v", su.lang, game, turn, l, d, gl[d][l], wl[d][l])
								}
							}
						}
						t.Fatalf("%s game %d turn %d: patched cross-checks differ from a fresh copy's\n%s", su.lang, game, turn, b)
					}
				}
				if len(best) == 0 {
					continue
				}
				b.apply(&best[rng.IntN(len(best))])
			}
		}
		if patched < 5 {
			t.Fatalf("%s: only %d patched positions", su.lang, patched)
		}
		t.Logf("%s: %d patched positions checked", su.lang, patched)
	}
}

// gramsByWalk is computeGrams as it was first written (a recursive walk of
// every path, keys made from the letters each time), kept to check it.
func gramsByWalk(f *fsa) *gramTables {
	g := &gramTables{after: make([]uint32, gramKeys), before: make([]uint32, gramKeys)}
	var run [4]byte
	var walk func(node uint32, n int)
	walk = func(node uint32, n int) {
		if node == 0 {
			return
		}
		after := gramKey(run[:n]...)
		for i := node; ; i++ {
			a := f.arcs[i]
			l := a.letter()
			g.after[after] |= 1 << l
			run[n] = l
			g.before[gramKey(run[1:n+1]...)] |= 1 << run[0]
			if n < 3 {
				walk(a.child(), n+1)
			}
			if a.last() {
				return
			}
		}
	}
	seen := make([]uint32, len(f.arcs))
	for i := 1; i < len(f.arcs); i++ {
		a := f.arcs[i]
		c, bit := a.child(), uint32(1)<<a.letter()
		if c == 0 || seen[c]&bit != 0 {
			continue
		}
		seen[c] |= bit
		run[0] = a.letter()
		walk(c, 1)
	}
	return g
}

// TestGramsAsWalked: the extension sets computeGrams makes are those of the
// plain walk of every path, for every embedded lexicon (Scrabble's rules in
// its language, Scarabeo's in Italian; under the race detector Spanish, its
// letters beyond Z, and Italian only, the others taking seconds there).
func TestGramsAsWalked(t *testing.T) {
	langs := []string{"en", "fr", "es", "de", "pt", "it"}
	if raceEnabled {
		langs = []string{"es", "it"}
	}
	for _, lang := range langs {
		v := langVariant(t, lang)
		f := buildFSA(mustEmbedded(t, lang), v)
		want := gramsByWalk(f)
		if g := f.bounds.Load().grams; !slices.Equal(g.after, want.after) || !slices.Equal(g.before, want.before) {
			t.Errorf("%s: the extension sets differ from the walk's", lang)
		}
	}
}
