package scarabeo

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// selfPlayPositions plays games of random good moves with lex (a random one
// of the 4 best each turn) and keeps boards from every stage, from the empty
// board on.
func selfPlayPositions(tb testing.TB, g *Generator, rng *rand.Rand, count int) []*Board {
	tb.Helper()
	v := g.Variant()
	var out []*Board
	for len(out) < count {
		b := NewBoard(v)
		bag := crossword.NewBag(v.Counts)
		for turn := 0; turn < 30 && len(out) < count && bag.Len() > 0; turn++ {
			if rng.IntN(3) == 0 {
				out = append(out, b.Clone())
			}
			var rack crossword.Rack
			rack.Add(bag.Draw(v.RackSize, rng))
			best := g.Best(b, rack, 4)
			if len(best) == 0 {
				continue
			}
			m := best[rng.IntN(len(best))]
			b.apply(&m)
		}
	}
	return out
}

// shadowRack draws a rack, sometimes short, sometimes with one or two jollies.
func shadowRack(v *Variant, rng *rand.Rand) crossword.Rack {
	bag := crossword.NewBag(v.Counts)
	var r crossword.Rack
	size := v.RackSize
	if rng.IntN(4) == 0 {
		size = 1 + rng.IntN(v.RackSize)
	}
	r.Add(bag.Draw(size, rng))
	if j := rng.IntN(5); j < 2 && r[crossword.Jolly] == 0 && r.Size() > j+1 {
		for l := 0; l < crossword.Jolly && j >= 0; l++ {
			if r[l] > 0 {
				r[l]--
				r[crossword.Jolly]++
				j--
			}
		}
	}
	return r
}

// TestShadowDisagree runs, on many positions of both variants with the real
// lexicons, the best-move search against the full move list sorted, and the
// generator against plain Appel-Jacobson (no left-part list, no empty-board
// shortcut): any difference fails.
func TestShadowDisagree(t *testing.T) {
	type setup struct {
		name      string
		v         *Variant
		lex       func(testing.TB) *lexicon.DAWG
		positions int
	}
	setups := []setup{
		{"scrabble", Scrabble(), func(tb testing.TB) *lexicon.DAWG { return mustEmbedded(tb, "en") }, 60},
		{"scarabeo", Scarabeo(), func(tb testing.TB) *lexicon.DAWG { return mustEmbedded(tb, "it") }, 20},
		{"scarabeo-any", func() *Variant { v := Scarabeo(); v.TwoLetterAny = true; return v }(), func(tb testing.TB) *lexicon.DAWG { return mustEmbedded(tb, "it") }, 10},
		// The tiles beyond Z.
		{"scrabble-es", scrabbleIn("es"), func(tb testing.TB) *lexicon.DAWG { return mustEmbedded(tb, "es") }, 20},
		{"scrabble-de", scrabbleIn("de"), func(tb testing.TB) *lexicon.DAWG { return mustEmbedded(tb, "de") }, 20},
		{"scrabble-pt", scrabbleIn("pt"), func(tb testing.TB) *lexicon.DAWG { return mustEmbedded(tb, "pt") }, 20},
	}
	for si, su := range setups {
		t.Run(su.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(77, uint64(si)))
			g := NewGenerator(su.v, su.lex(t))
			g.f.wordMap() // the best-move search with the word map when the lexicon has one
			positions := su.positions
			if testing.Short() || raceEnabled {
				positions = max(2, positions/10)
			}
			beyond := 0 // best moves with a letter beyond Z
			for i, b := range selfPlayPositions(t, g, rng, positions) {
				for r := 0; r < 3; r++ {
					rack := withBeyondZ(su.v, shadowRack(su.v, rng), rng)
					checkAgainstPlain(t, g, b, rack, i)
					for _, m := range g.Best(b, rack, 10) {
						if beyondZ(m) {
							beyond++
						}
					}
				}
			}
			if su.v.Letters().Size() > 26 && beyond == 0 {
				t.Errorf("no best move with a letter beyond Z was checked")
			}
		})
	}
}

func scrabbleIn(lang string) *Variant {
	v, err := ScrabbleIn(lang)
	if err != nil {
		panic(err)
	}
	return v
}

func checkAgainstPlain(t *testing.T, g *Generator, b *Board, rack crossword.Rack, i int) {
	t.Helper()
	plain := g.state(b, rack, modeAll, 0)
	plain.plain = true
	plain.run()
	want := map[string]int{}
	for _, p := range plain.rec.plays {
		m := p.move(b)
		want[m.Key()] = m.Score
	}
	got := g.Moves(b, rack)
	if len(got) != len(plain.rec.plays) || g.Count(b, rack) != len(got) {
		t.Fatalf("position %d rack %s: %d moves (count %d), plain Appel-Jacobson %d\n%s", i, rack.String(), len(got), g.Count(b, rack), len(plain.rec.plays), b)
	}
	for _, m := range got {
		if s, ok := want[m.Key()]; !ok || s != m.Score {
			t.Fatalf("position %d rack %s: %v (%s) not found by plain Appel-Jacobson (%v, %d)\n%s", i, rack.String(), m, m.Key(), ok, s, b)
		}
	}
	sort.Slice(plain.rec.plays, func(x, y int) bool { return plain.rec.plays[x].before(&plain.rec.plays[y]) })
	for _, k := range []int{1, 3, 10, -1, -3} {
		var best []Move
		if k > 0 {
			best = g.Best(b, rack, k)
		} else {
			// The search bounded with the word map but walking the automaton.
			k = -k
			s := g.state(b, rack, modeTop, k)
			s.noAnagrams = true
			s.run()
			for i := range s.rec.plays {
				best = append(best, s.rec.plays[i].move(b))
			}
		}
		if len(best) != min(k, len(plain.rec.plays)) {
			t.Fatalf("position %d rack %s: Best(%d) gives %d moves of %d\n%s", i, rack.String(), k, len(best), len(plain.rec.plays), b)
		}
		for x := range best {
			if m := plain.rec.plays[x].move(b); m.Key() != best[x].Key() || m.Score != best[x].Score || m.Dir != best[x].Dir || m.Start != best[x].Start {
				t.Fatalf("position %d rack %s: Best(%d)[%d] = %v, sorted moves give %v\n%s", i, rack.String(), k, x, best[x], m, b)
			}
		}
	}
}

// TestBoardCrossKept plays self-play games on one board, asking for the
// best moves before and after every move: the cross-checks the board keeps
// must follow its tiles (the same moves as on a fresh copy).
func TestBoardCrossKept(t *testing.T) {
	v := Scrabble()
	g := NewGenerator(v, mustEmbedded(t, "en"))
	g.f.wordMap()
	rng := rand.New(rand.NewPCG(3, 4))
	for game := 0; game < 3; game++ {
		b := NewBoard(v)
		bag := crossword.NewBag(v.Counts)
		for turn := 0; turn < 12 && bag.Len() > 0; turn++ {
			var rack crossword.Rack
			rack.Add(bag.Draw(v.RackSize, rng))
			// Two searches at once on the board (run with -race).
			var other []Move
			done := make(chan struct{})
			go func() { other = g.Best(b, rack, 5); close(done) }()
			best := g.Best(b, rack, 5)
			<-done
			if len(other) != len(best) {
				t.Fatalf("game %d turn %d: %d moves, %d at the same time", game, turn, len(best), len(other))
			}
			fresh := g.Best(b.Clone(), rack, 5)
			if len(best) != len(fresh) {
				t.Fatalf("game %d turn %d: %d moves, %d on a copy", game, turn, len(best), len(fresh))
			}
			for i := range best {
				if best[i].Key() != fresh[i].Key() || best[i].Score != fresh[i].Score {
					t.Fatalf("game %d turn %d: %v, %v on a copy\n%s", game, turn, best[i], fresh[i], b)
				}
			}
			if len(best) == 0 {
				continue
			}
			if turn%2 == 0 {
				b.apply(&best[rng.IntN(len(best))])
			} else {
				for _, p := range best[rng.IntN(len(best))].Tiles {
					b.Set(p.Pos, p.Tile)
				}
			}
		}
	}
}
