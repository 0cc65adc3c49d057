package upwords

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// bruteForce finds every legal move by trying every word of words at every
// square and direction, with every choice of which squares get a new tile
// (a square the word shares with the top letter may keep it or be covered,
// the latter always refused), each checked and scored by Check.
func bruteForce(b *Board, rack crossword.Rack, lex *lexicon.DAWG, words []string, cfg Config) map[string]Move {
	out := map[string]Move{}
	n := b.n
	for _, w := range words {
		for _, d := range []crossword.Dir{crossword.Across, crossword.Down} {
			for r := 0; r < n; r++ {
				for c := 0; c < n; c++ {
					p := crossword.Pos{Row: r, Col: c}
					if !p.Step(d, len(w)-1).In(n) {
						continue
					}
					var same []int
					for i := 0; i < len(w); i++ {
						if sq := b.At(p.Step(d, i)); sq.Letter == w[i] {
							same = append(same, i)
						}
					}
					for mask := 0; mask < 1<<len(same); mask++ {
						var tiles []Tile
						k := 0
						for i := 0; i < len(w); i++ {
							q := p.Step(d, i)
							put := true
							if k < len(same) && same[k] == i {
								put = mask&(1<<k) != 0
								k++
							}
							if put {
								tiles = append(tiles, Tile{Row: q.Row, Col: q.Col, Letter: w[i]})
							}
						}
						if len(tiles) == 0 || !rackHas(rack, tiles) {
							continue
						}
						if m, err := Check(b, tiles, &rack, lex, cfg); err == nil {
							out[m.Key()] = m
						}
					}
				}
			}
		}
	}
	return out
}

// strings of every length from 2 to max over alphabet.
func allStrings(alphabet string, max int) []string {
	var out []string
	cur := []string{""}
	for l := 1; l <= max; l++ {
		var next []string
		for _, s := range cur {
			for i := 0; i < len(alphabet); i++ {
				next = append(next, s+alphabet[i:i+1])
			}
		}
		if l >= 2 {
			out = append(out, next...)
		}
		cur = next
	}
	return out
}

func randomRack(rng *rand.Rand, alphabet string, n int) crossword.Rack {
	var r crossword.Rack
	for i := 0; i < n; i++ {
		r[alphabet[rng.IntN(len(alphabet))]-'A']++
	}
	return r
}

// apply puts a move's tiles on b.
func apply(b *Board, m Move) {
	for _, t := range m.Tiles {
		c := &b.cells[t.Pos.Row*b.n+t.Pos.Col]
		c.s[c.h] = t.Tile.Letter
		c.h++
	}
}

// randomPosition plays a few random legal moves, then sometimes adds stray
// stacks (boards from files need not come from a game).
func randomPosition(rng *rand.Rand, size int, alphabet string, lex *lexicon.DAWG, cfg Config) *Board {
	b, _ := NewBoard(size)
	steps := rng.IntN(14)
	for s := 0; s < steps; s++ {
		ms := Moves(b, randomRack(rng, alphabet, 7), lex, cfg)
		if len(ms) > 0 {
			apply(b, ms[rng.IntN(len(ms))])
		}
	}
	if rng.IntN(3) == 0 {
		for k := rng.IntN(6); k > 0; k-- {
			c := &b.cells[rng.IntN(len(b.cells))]
			if c.h == MaxHeight {
				continue
			}
			l := alphabet[rng.IntN(len(alphabet))] - 'A'
			if c.h > 0 && c.top() == l {
				continue
			}
			c.s[c.h] = l
			c.h++
		}
	}
	return b
}

func TestMovegenMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	trials := 100
	if testing.Short() {
		trials = 30
	}
	moves := 0
	for trial := 0; trial < trials; trial++ {
		alphabet := []string{"AEORS", "AEIOCRT", "AOSL"}[trial%3]
		var words []string
		for k := 0; k < 120; k++ {
			l := 2 + rng.IntN(4)
			w := make([]byte, l)
			for i := range w {
				w[i] = alphabet[rng.IntN(len(alphabet))]
			}
			words = append(words, string(w))
		}
		lex, err := lexicon.Build(words)
		if err != nil {
			t.Fatal(err)
		}
		cfg := Config{Hand: []int{7, 7, 4, 3}[rng.IntN(4)], CheckMinLength: []int{2, 2, 3, 4}[rng.IntN(4)]}
		size := []int{6, 7, 8, 10}[rng.IntN(4)]
		b := randomPosition(rng, size, alphabet, lex, cfg)
		rack := randomRack(rng, alphabet, cfg.Hand)
		tryWords := append([]string(nil), words...)
		if cfg.CheckMinLength > 2 {
			tryWords = append(tryWords, allStrings(alphabet, cfg.CheckMinLength-1)...)
		}
		want := bruteForce(b, rack, lex, tryWords, cfg)
		got := Moves(b, rack, lex, cfg)
		moves += len(got)
		where := fmt.Sprintf("trial %d (cfg %+v, rack %s)\n%s", trial, cfg, rack.String(), b)
		seen := map[string]bool{}
		for _, m := range got {
			k := m.Key()
			if seen[k] {
				t.Fatalf("%s: move %v generated twice", where, m)
			}
			seen[k] = true
			w, ok := want[k]
			if !ok {
				t.Fatalf("%s: generated %v [%s], which Check refuses or brute force misses", where, m, k)
			}
			if w.Score != m.Score || w.Word != m.Word || w.Start != m.Start || w.Dir != m.Dir {
				t.Fatalf("%s: generated %v, Check says %v", where, m, w)
			}
		}
		for k, w := range want {
			if !seen[k] {
				t.Fatalf("%s: missed %v [%s]", where, w, k)
			}
		}
		count := 0
		for _, m := range got {
			if !b.Empty() || m.Dir == crossword.Across {
				count++
			}
		}
		if c := CountMoves(b, rack, lex, cfg); c != count {
			t.Fatalf("%s: CountMoves = %d, want %d", where, c, count)
		}
		best := BestMoves(b, rack, lex, cfg, 5)
		for i := range best {
			if best[i].Key() != got[i].Key() || best[i].Score != got[i].Score {
				t.Fatalf("%s: BestMoves[%d] = %v, Moves[%d] = %v", where, i, best[i], i, got[i])
			}
		}
		if len(best) != min(5, len(got)) {
			t.Fatalf("%s: %d best moves of %d", where, len(best), len(got))
		}
	}
	t.Logf("%d trials, %d moves compared", trials, moves)
}

// rackHas reports whether rack holds the tiles' letters (a shortcut: Check
// refuses the others anyway).
func rackHas(rack crossword.Rack, tiles []Tile) bool {
	for _, t := range tiles {
		if rack[t.Letter-'A'] == 0 {
			return false
		}
		rack[t.Letter-'A']--
	}
	return true
}

// TestMovegenMatchesBruteForceItalian runs the same comparison on real
// mid-game 10x10 positions (the benchmark's), with a lexicon of Italian
// words made of the letters on the rack and the board.
func TestMovegenMatchesBruteForceItalian(t *testing.T) {
	it := italian(t)
	positions := benchPositions(t)
	rng := rand.New(rand.NewPCG(1, 1))
	for k := 0; k < len(positions); k += 6 {
		p := positions[k]
		var have uint32
		for l := 0; l < 26; l++ {
			if p.rack[l] > 0 {
				have |= 1 << l
			}
		}
		for r := 0; r < p.board.n; r++ {
			for c := 0; c < p.board.n; c++ {
				if sq := p.board.At(gridPos(r, c)); sq.Height > 0 {
					have |= 1 << (sq.Letter - 'A')
				}
			}
		}
		var words []string
		it.Each(func(w string) bool {
			if len(w) > p.board.n {
				return true
			}
			for i := 0; i < len(w); i++ {
				if have&(1<<(w[i]-'A')) == 0 {
					return true
				}
			}
			if len(w) <= 3 || rng.IntN(40) == 0 {
				words = append(words, w)
			}
			return true
		})
		lex, err := lexicon.Build(words)
		if err != nil {
			t.Fatal(err)
		}
		cfg := DefaultConfig()
		want := bruteForce(p.board, p.rack, lex, words, cfg)
		got := Moves(p.board, p.rack, lex, cfg)
		if len(got) != len(want) {
			t.Errorf("position %d: %d moves generated, %d by brute force", k, len(got), len(want))
		}
		for _, m := range got {
			if w, ok := want[m.Key()]; !ok || w.Score != m.Score || w.Word != m.Word {
				t.Fatalf("position %d: generated %v, brute force %v (%v)", k, m, w, ok)
			}
		}
		t.Logf("position %d: %d words, %d moves", k, len(words), len(got))
	}
}
