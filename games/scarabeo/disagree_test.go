package scarabeo

import (
	"math/bits"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// randomWords picks about n words of 2..maxLen letters of lex by random
// walks, plus every two-letter word found along the way.
func randomWords(lex *lexicon.DAWG, v *Variant, rng *rand.Rand, n, maxLen int) []string {
	seen := map[string]bool{}
	var out []string
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		node := lex.Root()
		var buf []byte
		for len(buf) < maxLen && node != 0 {
			var es []lexicon.Edge
			for i := node; ; i++ {
				e := lex.Edge(i)
				es = append(es, e)
				if e.Last() {
					break
				}
			}
			e := es[rng.IntN(len(es))]
			if !v.HasLetter(e.Letter()) {
				break
			}
			buf = append(buf, 'A'+e.Letter())
			node = e.Child()
			if e.Final() && len(buf) >= 2 && !seen[string(buf)] && (len(buf) == 2 || rng.IntN(3) == 0) {
				seen[string(buf)] = true
				out = append(out, string(buf))
				break
			}
		}
	}
	return out
}

// bruteForce finds every legal placement by trying every word of words at
// every square and direction, with every choice of jollies, and validating
// each with Board.Evaluate. It returns the scores by placement key.
func bruteForce(t *testing.T, b *Board, lex *lexicon.DAWG, words []string, rack crossword.Rack) map[string]int {
	out := map[string]int{}
	n := b.Size()
	dirs := []crossword.Dir{crossword.Across, crossword.Down}
	if b.Empty() {
		dirs = dirs[:1]
	}
	for _, w := range words {
		for _, d := range dirs {
			for r := 0; r < n; r++ {
				for c := 0; c < n; c++ {
					start := crossword.Pos{Row: r, Col: c}
					end := start.Step(d, len(w)-1)
					if !end.In(n) {
						continue
					}
					if _, ok := b.At(start.Step(d, -1)); ok {
						continue
					}
					if _, ok := b.At(end.Step(d, 1)); ok {
						continue
					}
					var need []Placed
					fits := true
					for i := 0; i < len(w); i++ {
						p := start.Step(d, i)
						if t, ok := b.At(p); ok {
							if t.Letter != w[i]-'A' {
								fits = false
								break
							}
							continue
						}
						need = append(need, Placed{Pos: p, Tile: crossword.Tile{Letter: w[i] - 'A'}})
					}
					if !fits || len(need) == 0 {
						continue
					}
					if len(need) > rack.Size() {
						continue
					}
					var want crossword.Rack
					for _, p := range need {
						want[p.Tile.Letter]++
					}
					deficit := 0
					for l := 0; l < crossword.Jolly; l++ {
						if want[l] > rack[l] {
							deficit += int(want[l] - rack[l])
						}
					}
					if deficit > int(rack[crossword.Jolly]) {
						continue
					}
					for mask := 0; mask < 1<<len(need); mask++ {
						if bits.OnesCount(uint(mask)) > int(rack[crossword.Jolly]) {
							continue
						}
						var use crossword.Rack
						ok := true
						for i, p := range need {
							if mask&(1<<i) != 0 {
								use[crossword.Jolly]++
							} else if use[p.Tile.Letter]++; use[p.Tile.Letter] > rack[p.Tile.Letter] {
								ok = false
							}
						}
						if !ok {
							continue
						}
						tiles := make([]Placed, len(need))
						copy(tiles, need)
						for i := range tiles {
							tiles[i].Tile.Jolly = mask&(1<<i) != 0
						}
						m, err := b.Evaluate(lex, tiles)
						if err != nil {
							continue
						}
						k := m.Key()
						if old, dup := out[k]; dup && old != m.Score {
							t.Fatalf("placement %s scores %d and %d", k, old, m.Score)
						}
						out[k] = m.Score
					}
				}
			}
		}
	}
	return out
}

func randomRack(v *Variant, rng *rand.Rand) crossword.Rack {
	bag := crossword.NewBag(v.Counts)
	var r crossword.Rack
	size := 1 + rng.IntN(v.RackSize)
	r.Add(bag.Draw(size, rng))
	if rng.IntN(4) == 0 && r[crossword.Jolly] == 0 {
		r[crossword.Jolly] = uint8(1 + rng.IntN(2))
	}
	return r
}

// randomPosition plays a few generated moves from the empty board, and
// sometimes drops stray tiles (an unreachable board is still a board).
func randomPosition(g *Generator, rng *rand.Rand) *Board {
	v := g.Variant()
	b := NewBoard(v)
	moves := rng.IntN(7)
	for i := 0; i < moves; i++ {
		ms := g.Moves(b, randomRack(v, rng))
		if len(ms) == 0 {
			continue
		}
		m := ms[rng.IntN(len(ms))]
		b.apply(&m)
	}
	if rng.IntN(3) == 0 {
		for k := rng.IntN(6); k > 0; k-- {
			l := byte(rng.IntN(v.Letters().Size()))
			if v.HasLetter(l) {
				b.Set(crossword.Pos{Row: rng.IntN(v.Size), Col: rng.IntN(v.Size)}, crossword.Tile{Letter: l, Jolly: rng.IntN(5) == 0})
			}
		}
	}
	return b
}

func TestGeneratorAgreesWithBruteForce(t *testing.T) {
	cases := []struct {
		name    string
		variant func() *Variant
		lang    string
	}{
		{"scarabeo", Scarabeo, "it"},
		{"scarabeo-any", func() *Variant { v := Scarabeo(); v.TwoLetterAny = true; return v }, "it"},
		{"scrabble", Scrabble, "en"},
		// The tiles beyond Z (Spanish Ñ CH LL RR, German Ä Ö Ü, Portuguese Ç).
		{"scrabble-es", func() *Variant { v, _ := ScrabbleIn("es"); return v }, "es"},
		{"scrabble-de", func() *Variant { v, _ := ScrabbleIn("de"); return v }, "de"},
		{"scrabble-pt", func() *Variant { v, _ := ScrabbleIn("pt"); return v }, "pt"},
	}
	positions := 12 // about 10 s; the race detector runs fewer
	if testing.Short() || raceEnabled {
		positions = 3
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(1, uint64(len(tc.name))))
			v := tc.variant()
			full := lexicon.MustEmbedded(tc.lang)
			words := randomWords(full, v, rng, 250, 8)
			words = append(words, "SCARABEO", "SCARABEI", "CASA", "ALI")
			if v.Letters().Size() > 26 {
				// words with each letter beyond Z, so that every position has some
				words = append(words, beyondZWords[tc.lang]...)
			}
			lex, err := lexicon.Build(words)
			if err != nil {
				t.Fatal(err)
			}
			var all []string
			lex.Each(func(w string) bool { all = append(all, w); return true })
			g := NewGenerator(v, lex)
			g.f.wordMap() // the best-move search with the word map (built in the background otherwise)
			beyond := 0   // moves placing or crossing a letter beyond Z
			defer func() {
				if v.Letters().Size() > 26 && beyond == 0 {
					t.Errorf("no move with a letter beyond Z was checked")
				}
			}()
			for i := 0; i < positions; i++ {
				b := randomPosition(g, rng)
				for j := 0; j < 3; j++ {
					rack := withBeyondZ(v, randomRack(v, rng), rng)
					want := bruteForce(t, b, lex, bruteWords(all, v), rack)
					got := map[string]int{}
					for _, m := range g.Moves(b, rack) {
						k := m.Key()
						if _, dup := got[k]; dup {
							t.Fatalf("position %d rack %s: %s generated twice\n%s", i, rack.String(), k, b)
						}
						got[k] = m.Score
						if beyondZ(m) {
							beyond++
						}
						if ev, err := b.Evaluate(lex, m.Tiles); err != nil {
							t.Fatalf("generated %s %s (%s) refused: %v\n%s", m.Pos(), m.Word, k, err, b)
						} else if ev.Score != m.Score || ev.Word != m.Word || ev.Start != m.Start || ev.Dir != m.Dir {
							t.Fatalf("generated %v, validation says %v\n%s", m, ev, b)
						}
					}
					for k, s := range want {
						if gs, ok := got[k]; !ok {
							t.Fatalf("position %d rack %s: missed %s (%d)\n%s", i, rack.String(), k, s, b)
						} else if gs != s {
							t.Fatalf("position %d rack %s: %s scores %d, want %d\n%s", i, rack.String(), k, gs, s, b)
						}
					}
					if len(got) != len(want) {
						t.Fatalf("position %d rack %s: %d moves, brute force %d\n%s", i, rack.String(), len(got), len(want), b)
					}
					best := g.Best(b, rack, 3)
					st := g.state(b, rack, modeAll, 0)
					st.run()
					sort.Slice(st.rec.plays, func(x, y int) bool { return st.rec.plays[x].before(&st.rec.plays[y]) })
					for k := 0; k < len(best); k++ {
						if m := st.rec.plays[k].move(b); m.Key() != best[k].Key() || m.Score != best[k].Score {
							t.Fatalf("best[%d] = %v, sorted moves give %v", k, best[k], m)
						}
					}
					if len(best) != min(3, len(want)) {
						t.Fatalf("%d best moves of %d", len(best), len(want))
					}
					top := 0
					for _, s := range want {
						top = max(top, s)
					}
					if len(want) > 0 && (len(best) == 0 || best[0].Score != top) {
						t.Fatalf("best %v, want score %d", best, top)
					}
				}
			}
		})
	}
}

// withBeyondZ puts, in a language with letters beyond Z, one of them in
// place of a tile of rack one time in two (the bag has one or two of each).
func withBeyondZ(v *Variant, rack crossword.Rack, rng *rand.Rand) crossword.Rack {
	size := v.Letters().Size()
	if size == 26 || rng.IntN(2) == 0 {
		return rack
	}
	for _, l := range rack.Tiles() {
		if l != crossword.Jolly {
			rack[l]--
			break
		}
	}
	if rack.Size() < v.RackSize {
		rack[26+rng.IntN(size-26)]++
	}
	return rack
}

// beyondZ reports whether m places a letter beyond Z (a tile or a jolly
// standing for one).
func beyondZ(m Move) bool {
	for _, t := range m.Tiles {
		if t.Tile.Letter >= 26 {
			return true
		}
	}
	return false
}

// beyondZWords are words of each language with its letters beyond Z, in
// the lexicon's bytes ('[' for letter 26 ...).
var beyondZWords = map[string][]string{
	"es": {`\ICO`, "NI[O", "]AVE", "PE^O", "A[O", "[U", `\E`, "CA]E"},
	"de": {"B[R", `\L`, "]BER", "[RGER", "M]DE", "H[NDE", "S[GE"},
	"pt": {"A[O", "CA[A", "[A", "PRA[A", "MA[A", "LA[O"},
}

// bruteWords adds every two-letter word of the alphabet under TwoLetterAny.
func bruteWords(words []string, v *Variant) []string {
	if !v.TwoLetterAny {
		return words
	}
	out := append([]string(nil), words...)
	for x := byte(0); x < 26; x++ {
		for y := byte(0); y < 26; y++ {
			if v.HasLetter(x) && v.HasLetter(y) {
				out = append(out, string([]byte{'A' + x, 'A' + y}))
			}
		}
	}
	return out
}
