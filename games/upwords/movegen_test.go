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
	trials := 100
	if testing.Short() {
		trials = 30
	}
	compareBruteForce(t, rand.New(rand.NewPCG(7, 11)), trials, []string{"AEORS", "AEIOCRT", "AOSL"}, []string{"", "", ""})
}

// TestMovegenMatchesBruteForceBeyondZ is the same comparison with letters
// beyond Z in the words, racks and stacks: Spanish Ñ, CH, LL, RR ('[', '\\',
// ']', '^'), German Ä, Ü, Portuguese Ç.
func TestMovegenMatchesBruteForceBeyondZ(t *testing.T) {
	trials := 60
	if testing.Short() {
		trials = 21
	}
	compareBruteForce(t, rand.New(rand.NewPCG(8, 12)), trials, []string{"AEO[\\]^", "AEU[]N", "AOS[R"}, []string{"es", "de", "pt"})
}

// compareBruteForce compares Moves, CountMoves and BestMoves with
// bruteForce on random positions: trial k uses alphabets[k%len] (letters
// as lexicon bytes) and the game alphabet tiles[k%len] (Config.Tiles).
func compareBruteForce(t *testing.T, rng *rand.Rand, trials int, alphabets, tiles []string) {
	moves := 0
	for trial := 0; trial < trials; trial++ {
		alphabet := alphabets[trial%len(alphabets)]
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
		cfg.Tiles = tiles[trial%len(tiles)]
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
	realBruteForce(t, italian(t), DefaultConfig(), benchPositions(t), 6)
}

// TestMovegenMatchesBruteForceLangs compares on positions of Spanish, German
// and Portuguese games (seeded self-play with their bags and lexicons, so
// with Ñ, CH, LL, RR, Ä, Ö, Ü, Ç on the boards and racks).
func TestMovegenMatchesBruteForceLangs(t *testing.T) {
	for _, lang := range []string{"es", "de", "pt"} {
		t.Run(lang, func(t *testing.T) {
			lex := embedded(t, lang)
			cfg := DefaultConfig()
			cfg.Tiles = lang
			realBruteForce(t, lex, cfg, langPositions(t, lex, cfg), 4)
		})
	}
}

// langPositions plays seeded self-play games with cfg's bag (each turn one
// of the 3 best moves at random) and keeps the positions after turns 6 to
// 13 in which a letter beyond Z is on the board or the rack.
func langPositions(t testing.TB, lex *lexicon.DAWG, cfg Config) []benchPosition {
	var out []benchPosition
	for seed := uint64(1); seed <= 3; seed++ {
		rng := rand.New(rand.NewPCG(seed, 2027))
		g, err := NewGame(cfg, lex, 2, rng)
		if err != nil {
			t.Fatal(err)
		}
		for turn := 0; turn < 14 && !g.Over(); turn++ {
			p := g.Turn()
			if turn >= 6 {
				beyond := false
				for l := 26; l < rackLetters; l++ {
					beyond = beyond || g.players[p].rack[l] > 0
				}
				for _, c := range g.board.cells {
					beyond = beyond || (c.h > 0 && c.top() >= 26)
				}
				if beyond {
					out = append(out, benchPosition{g.Board(), g.players[p].rack})
				}
			}
			h, _ := g.Hint(p, 3)
			if len(h) == 0 {
				g.Pass(p)
				continue
			}
			m := h[rng.IntN(len(h))]
			if _, err := g.Play(p, m.Word, m.Pos()); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) < 4 {
		t.Fatalf("only %d positions with letters beyond Z", len(out))
	}
	return out
}

// realBruteForce compares Moves with bruteForce on every step-th position,
// with a lexicon of the words of lex made of the letters on the rack and
// the board (all of those up to 3 letters, one in 40 of the longer ones).
func realBruteForce(t *testing.T, full *lexicon.DAWG, cfg Config, positions []benchPosition, step int) {
	rng := rand.New(rand.NewPCG(1, 1))
	for k := 0; k < len(positions); k += step {
		p := positions[k]
		var have uint32
		for l := 0; l < rackLetters; l++ {
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
		full.Each(func(w string) bool {
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
