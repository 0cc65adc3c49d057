package scarabeo

import (
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// TestBestWithWordBonus checks the best-move search against the full sorted
// list of moves on random positions where the variant's bonus words
// (SCARABEO, SCARABEI: 100 points) can often be played: the racks are drawn
// from their letters, some as jollies, so the bounds that only count the
// bonus when the word fits the board and the rack (stretchWordBonus) are
// exercised both ways.
func TestBestWithWordBonus(t *testing.T) {
	v := Scarabeo()
	rng := rand.New(rand.NewPCG(16, 2))
	full := lexicon.MustEmbedded("it")
	words := randomWords(full, v, rng, 300, 8)
	words = append(words, "SCARABEO", "SCARABEI", "CARABE", "ARABE", "ABE", "SCARA", "ECO", "ALI", "CASA")
	lex, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGenerator(v, lex)
	positions := 40
	if testing.Short() || raceEnabled {
		positions = 10
	}
	bonusBest := 0
	for i := 0; i < positions; i++ {
		b := randomPosition(g, rng)
		for j := 0; j < 4; j++ {
			src := "SCARABEO"
			if rng.IntN(2) == 0 {
				src = "SCARABEI"
			}
			var rack crossword.Rack
			perm := rng.Perm(len(src))
			size := min(v.RackSize, 7+rng.IntN(2))
			for k := 0; k < size; k++ {
				l := src[perm[k]] - 'A'
				if rng.IntN(5) == 0 {
					l = crossword.Jolly
				}
				rack[l]++
			}
			best := g.Best(b, rack, 3)
			st := g.state(b, rack, modeAll, 0)
			st.run()
			sort.Slice(st.rec.plays, func(x, y int) bool { return st.rec.plays[x].before(&st.rec.plays[y]) })
			if len(best) != min(3, len(st.rec.plays)) {
				t.Fatalf("position %d rack %s: %d best moves of %d", i, rack.String(), len(best), len(st.rec.plays))
			}
			for k := range best {
				if m := st.rec.plays[k].move(b); m.Key() != best[k].Key() || m.Score != best[k].Score {
					t.Fatalf("position %d rack %s: best[%d] = %v, sorted moves give %v\n%s", i, rack.String(), k, best[k], m, b)
				}
			}
			if len(best) > 0 && v.Words[best[0].Word] > 0 {
				bonusBest++
			}
			release(st)
		}
	}
	// The case the test is about must come up.
	if bonusBest < positions/10 {
		t.Fatalf("a bonus word was the best move %d times in %d positions", bonusBest, positions*4)
	}
	t.Logf("a bonus word was the best move %d times", bonusBest)
}

// TestBestOneWithJollies checks the best move alone (k = 1, where a jolly
// is not tried as a letter the rack still holds: twinFirst) against the
// full sorted list of moves, on random positions with racks of one or two
// jollies and letters often doubled, for Scarabeo (a jolly scores its
// letter) and Scrabble (a blank scores nothing: no such pruning).
func TestBestOneWithJollies(t *testing.T) {
	for _, tc := range []struct {
		name    string
		variant func() *Variant
		lang    string
	}{{"scarabeo", Scarabeo, "it"}, {"scrabble", Scrabble, "en"}} {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.variant()
			rng := rand.New(rand.NewPCG(16, 3))
			words := randomWords(lexicon.MustEmbedded(tc.lang), v, rng, 400, 8)
			lex, err := lexicon.Build(words)
			if err != nil {
				t.Fatal(err)
			}
			g := NewGenerator(v, lex)
			positions := 40
			if testing.Short() || raceEnabled {
				positions = 10
			}
			jollyBest := 0
			for i := 0; i < positions; i++ {
				b := randomPosition(g, rng)
				for j := 0; j < 4; j++ {
					rack := randomRack(v, rng)
					rack[crossword.Jolly] = uint8(1 + rng.IntN(2))
					for l := 0; l < 26; l++ {
						if rack[l] == 1 && rng.IntN(3) == 0 {
							rack[l] = 2
						}
					}
					best := g.Best(b, rack, 1)
					st := g.state(b, rack, modeAll, 0)
					st.run()
					sort.Slice(st.rec.plays, func(x, y int) bool { return st.rec.plays[x].before(&st.rec.plays[y]) })
					if len(best) != min(1, len(st.rec.plays)) {
						t.Fatalf("position %d rack %s: %d best moves of %d", i, rack.String(), len(best), len(st.rec.plays))
					}
					if len(best) == 1 {
						if m := st.rec.plays[0].move(b); m.Key() != best[0].Key() || m.Score != best[0].Score {
							t.Fatalf("position %d rack %s: best = %v, sorted moves give %v\n%s", i, rack.String(), best[0], m, b)
						}
						for _, p := range best[0].Tiles {
							if p.Tile.Jolly {
								jollyBest++
								break
							}
						}
					}
					release(st)
				}
			}
			t.Logf("the best move placed a jolly %d times", jollyBest)
			if jollyBest < positions/4 {
				t.Fatalf("the best move placed a jolly only %d times in %d positions", jollyBest, positions*4)
			}
		})
	}
}

// TestWordBonusOfOneTile checks the bound of a single tile whose cross word
// is a bonus word: I or O put after CAS across (CASI, CASO) also ends
// SCARABE down (SCARABEI, SCARABEO: 100 points). The best move is such a
// tile (126 points), found by the search although longer moves score more
// before the bonus; with the bonus left out of the across job's bound
// (anchorBound, wordBonusBound) the search stops at RIBUZZERO (107).
func TestWordBonusOfOneTile(t *testing.T) {
	v := Scarabeo()
	g := NewGenerator(v, mustEmbedded(t, "it"))
	b := NewBoard(v)
	put := func(word string, row, col int, dir crossword.Dir) {
		for i := range word {
			p := crossword.Pos{Row: row, Col: col}.Step(dir, i)
			b.Set(p, crossword.Tile{Letter: word[i] - 'A'})
		}
	}
	put("SCARABE", 1, 8, crossword.Down) // rows 1-7 of column 8
	put("CAS", 8, 5, crossword.Across)   // row 8, columns 5-7
	var rack crossword.Rack
	rack.Add([]byte{'O' - 'A', 'Z' - 'A', 'Z' - 'A', 'U' - 'A', 'R' - 'A', 'R' - 'A', 'I' - 'A', 'E' - 'A'})
	best := g.Best(b, rack, 1)
	if len(best) != 1 {
		t.Fatalf("%d best moves", len(best))
	}
	st := g.state(b, rack, modeAll, 0)
	st.run()
	sort.Slice(st.rec.plays, func(x, y int) bool { return st.rec.plays[x].before(&st.rec.plays[y]) })
	want := st.rec.plays[0].move(b)
	release(st)
	if want.Key() != best[0].Key() || want.Score != best[0].Score {
		t.Fatalf("best move %v, the sorted moves give %v\n%s", best[0], want, b)
	}
	if len(want.Tiles) != 1 || want.Score < 100 {
		t.Fatalf("the best move %v is not a tile making a bonus word\n%s", want, b)
	}
}
