package scarabeo

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// searchGen returns a generator of gen's rules with a copy of gen's
// automaton (its arcs shared) whose bound tables are b (nil: none) and
// whose searches use the word map wm (nil: none; then they walk the
// automaton) and no filters.
func searchGen(gen *Generator, b *fsaBounds, wm *wordMap) *Generator {
	f := &fsa{arcs: gen.f.arcs, root: gen.f.root, t: gen.f.t, finals: gen.f.finals}
	if b != nil {
		f.bounds.Store(b)
	}
	noMaps(f, wm)
	g := *gen
	g.f = f
	return &g
}

// noMaps makes f's searches use the word map wm (nil: none) and no
// filters.
func noMaps(f *fsa, wm *wordMap) {
	f.wm.Store(wm)
	f.wmOnce.Do(func() { f.wmDone = make(chan struct{}); close(f.wmDone) })
	f.longOnce.Do(func() {
		f.longDone, f.jollyDone = make(chan struct{}), make(chan struct{})
		close(f.longDone)
		close(f.jollyDone)
	})
}

// sameMoves reports whether a and b are the same moves in the same order.
func sameMoves(a, b []Move) bool {
	return slices.EqualFunc(a, b, func(x, y Move) bool { return x.String() == y.String() && x.Score == y.Score })
}

// TestBoundsAbsent: the best moves of a search without the automaton's
// bound tables (fsaBounds: none yet, or the extension sets without the
// lead tables, as a search finds them while a fresh automaton's are built
// in the background) are those of a search with both, on self-play
// positions of Scrabble in English, Spanish (letters beyond Z), German and
// Portuguese and of Scarabeo, racks with one or two jollies among them;
// with the English word map too. The tables only narrow bounds: a search
// without them does more work, never finds other moves.
func TestBoundsAbsent(t *testing.T) {
	langs := []string{"en", "es", "de", "pt", "it"}
	positions, racks := 6, 4
	if raceEnabled {
		langs, positions, racks = []string{"en", "it"}, 3, 3
	}
	for _, lang := range langs {
		v := langVariant(t, lang)
		lex := mustEmbedded(t, lang)
		gen := NewGenerator(v, lex)
		whole := gen.f.boundTables()
		with := func(b *fsaBounds, wm *wordMap) *Generator { return searchGen(gen, b, wm) }
		full := with(whole, nil)
		gens := map[string]*Generator{
			"no bound tables":     with(nil, nil),
			"extension sets only": with(&fsaBounds{grams: whole.grams}, nil),
		}
		var fullMap *Generator
		if lang == "en" && !raceEnabled {
			wm := gen.f.wordMap()
			fullMap = with(whole, wm)
			gens["no bound tables, word map"] = with(nil, wm)
			gens["extension sets only, word map"] = with(&fsaBounds{grams: whole.grams}, wm)
		}
		rng := rand.New(rand.NewPCG(30, 3))
		compared := 0
		for i, b := range selfPlayPositions(t, full, rng, positions) {
			for range racks {
				rack := shadowRack(v, rng)
				for _, k := range []int{1, 3} {
					want := full.Best(b, rack, k)
					if fullMap != nil {
						if got := fullMap.Best(b.Clone(), rack, k); !sameMoves(got, want) {
							t.Fatalf("%s: position %d rack %s: Best(%d) with the word map %v, without %v\n%s", lang, i, rack.String(), k, got, want, b)
						}
					}
					for name, g := range gens {
						// A fresh copy of the board: its lines made with
						// the generator's tables, not kept from another's.
						if got := g.Best(b.Clone(), rack, k); !sameMoves(got, want) {
							t.Fatalf("%s: position %d rack %s: Best(%d) %s %v, with both %v\n%s", lang, i, rack.String(), k, name, got, want, b)
						}
						compared++
					}
				}
			}
		}
		t.Logf("%s: %d searches compared", lang, compared)
	}
}

// TestBoundsWhileBuilt: hints on a fresh automaton while its bound tables
// are built in the background (newFSA without a map folder), two at once
// on the same boards, give the moves of the automaton built whole, before,
// while and after the tables are published; under -race, the publication
// is checked too. The boards keep lines made with the tables a search
// found and make them again when a later search has more (keptCross).
func TestBoundsWhileBuilt(t *testing.T) {
	SetMapDir("", nil)
	v := Scrabble()
	lex := mustEmbedded(t, "en")
	gen := NewGenerator(v, lex)
	ref := searchGen(gen, gen.f.boundTables(), nil)
	rng := rand.New(rand.NewPCG(30, 4))
	boards := selfPlayPositions(t, ref, rng, 6)
	racks := make([]crossword.Rack, len(boards))
	want := make([][]Move, len(boards))
	for i, b := range boards {
		racks[i] = shadowRack(v, rng)
		want[i] = ref.Best(b, racks[i], 3)
	}
	f := newFSA(lex, v)
	if f.built == nil {
		t.Fatal("the automaton was not built")
	}
	noMaps(f, nil)
	g := *gen
	g.f = f
	var seen [2][3]int // by worker, searches begun with no tables, the extension sets, both
	var wg sync.WaitGroup
	errs := make(chan string, 2)
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Until the tables are built, then twice more over every board.
			for after := 0; after < 2; {
				select {
				case <-f.built:
					after++
				default:
				}
				for k := range boards {
					i := (k + w) % len(boards)
					b := f.bounds.Load()
					seen[w][btoi(b != nil)+btoi(b != nil && b.lead != nil)]++
					if got := g.Best(boards[i], racks[i], 3); !sameMoves(got, want[i]) {
						errs <- "board " + boards[i].String() + ": " + movesString(got) + ", built whole: " + movesString(want[i])
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Fatal(e)
	}
	if b := f.bounds.Load(); b == nil || b.grams == nil || b.lead == nil {
		t.Fatal("the bound tables were not published")
	}
	t.Logf("searches begun with no bound tables %d, with the extension sets only %d, with both %d",
		seen[0][0]+seen[1][0], seen[0][1]+seen[1][1], seen[0][2]+seen[1][2])
}

func movesString(ms []Move) string {
	s := ""
	for _, m := range ms {
		s += m.String() + " "
	}
	return s
}
