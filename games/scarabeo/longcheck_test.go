package scarabeo

import (
	"math/rand/v2"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// TestLongFilter checks the Italian long-word filter: every word of
// minLong letters or more is in it (no word is ever refused), and random
// multisets of 8 to 12 letters, nearly all no word's, are mostly not.
func TestLongFilter(t *testing.T) {
	g := NewGenerator(Scarabeo(), mustEmbedded(t, "it"))
	lf := g.f.longFilter()
	if lf == nil {
		t.Fatal("no long-word filter for the Italian lexicon")
	}
	if en := NewGenerator(Scrabble(), mustEmbedded(t, "en")).f.longFilter(); en != nil {
		t.Fatal("a long-word filter for English, which has a word map")
	}
	step := 1
	if testing.Short() || raceEnabled {
		step = 97
	}
	words, k := 0, 0
	g.f.eachWord(func(word []byte, h uint64) {
		k++
		if len(word) < minLong || k%step != 0 {
			return
		}
		words++
		if !lf.has(h) {
			w := make([]byte, len(word))
			for i, l := range word {
				w[i] = 'A' + l
			}
			t.Fatalf("%s is not in the filter", w)
		}
	})
	rng := rand.New(rand.NewPCG(7, 7))
	yes := 0
	const tries = 20000
	for i := 0; i < tries; i++ {
		var h uint64
		for n := 8 + rng.IntN(5); n > 0; n-- {
			h += letterKeys[rng.IntN(26)]
		}
		if lf.has(h) {
			yes++
		}
	}
	t.Logf("%d words checked; %d of %d random multisets pass", words, yes, tries)
	if yes > tries/20 {
		t.Fatalf("%d of %d random multisets pass the filter", yes, tries)
	}
}

// TestBestWithLongFilter checks the best moves against the full sorted list
// on Italian self-play positions with full racks without jollies, the
// long-word filter built first (the searches leave stretches of the whole
// rack, or all of it but one tile, without a bound when no word fits), and
// that the filter leaves stretches out.
func TestBestWithLongFilter(t *testing.T) {
	v := Scarabeo()
	g := NewGenerator(v, mustEmbedded(t, "it"))
	if g.f.longFilter() == nil {
		t.Fatal("no long-word filter")
	}
	rng := rand.New(rand.NewPCG(2026, 25))
	positions := 20
	if testing.Short() || raceEnabled {
		positions = 5
	}
	searchRacks(t, g, rng, positions, 3, func(int) int { return 0 }, func(s *genState) bool { return s.long != nil })
}

// TestJollyFilter checks the jolly filter: every multiset one or two letters
// short of a word of minLong to maxJolly letters is in it, and random
// multisets of 8 to 11 letters, nearly all no such multiset, mostly are not.
func TestJollyFilter(t *testing.T) {
	g := NewGenerator(Scarabeo(), mustEmbedded(t, "it"))
	jf := g.f.jollyFilter()
	if jf == nil {
		t.Fatal("no jolly filter for the Italian lexicon")
	}
	if en := NewGenerator(Scrabble(), mustEmbedded(t, "en")).f.jollyFilter(); en != nil {
		t.Fatal("a jolly filter for English, which has a word map")
	}
	step := 7
	if testing.Short() || raceEnabled {
		step = 997
	}
	words, k := 0, 0
	g.f.eachWord(func(word []byte, h uint64) {
		k++
		if len(word) < minLong || len(word) > maxJolly || k%step != 0 {
			return
		}
		words++
		// Every letter, and every two letters, taken out.
		for i := range word {
			hi := h - letterKeys[word[i]]
			if !jf.has(hi) {
				t.Fatalf("%s less %c is not in the filter", upper(word), 'A'+word[i])
			}
			for j := i + 1; j < len(word); j++ {
				if !jf.has(hi - letterKeys[word[j]]) {
					t.Fatalf("%s less %c and %c is not in the filter", upper(word), 'A'+word[i], 'A'+word[j])
				}
			}
		}
	})
	rng := rand.New(rand.NewPCG(7, 8))
	yes := 0
	const tries = 20000
	for i := 0; i < tries; i++ {
		var h uint64
		for n := 8 + rng.IntN(4); n > 0; n-- {
			h += letterKeys[rng.IntN(26)]
		}
		if jf.has(h) {
			yes++
		}
	}
	t.Logf("%d words checked; %d of %d random multisets pass", words, yes, tries)
	if words == 0 || yes > tries/10 {
		t.Fatalf("%d words checked; %d of %d random multisets pass the filter", words, yes, tries)
	}
}

// upper returns word (letters 0-25) in capitals.
func upper(word []byte) string {
	w := make([]byte, len(word))
	for i, l := range word {
		w[i] = 'A' + l
	}
	return string(w)
}

// TestBestWithJollyFilter checks the best moves against the full sorted
// list on Italian self-play positions with full racks of one or two
// jollies, the jolly filter built first (the searches leave stretches of
// the whole rack, or all of it but one tile, without a bound when no word
// fits, the jollies standing for any letter), and that the filter leaves
// stretches out.
func TestBestWithJollyFilter(t *testing.T) {
	v := Scarabeo()
	g := NewGenerator(v, mustEmbedded(t, "it"))
	if g.f.jollyFilter() == nil {
		t.Fatal("no jolly filter")
	}
	rng := rand.New(rand.NewPCG(2026, 26))
	positions := 8
	if testing.Short() || raceEnabled {
		positions = 2
	}
	searchRacks(t, g, rng, positions, 4, func(r int) int { return 1 + r%2 }, func(s *genState) bool { return s.jolly != nil })
}

// TestLongFailsWords asks longFails about Italian words laid out as a
// stretch would have them: some letters already on the board, the others
// from a rack of 8 with no, one or two jollies (standing for letters of the
// word), the whole rack or all of it but one tile (a letter or a jolly).
// No word may be refused, whatever its length.
func TestLongFailsWords(t *testing.T) {
	g := NewGenerator(Scarabeo(), mustEmbedded(t, "it"))
	s := &genState{long: g.f.longFilter(), jolly: g.f.jollyFilter()}
	rng := rand.New(rand.NewPCG(16, 6))
	step := 13
	if testing.Short() || raceEnabled {
		step = 331
	}
	asked, k := 0, 0
	g.f.eachWord(func(word []byte, h uint64) {
		k++
		if len(word) < 9 || k%step != 0 {
			return
		}
		w := append([]byte(nil), word...)
		for c := 0; c < 6; c++ {
			rng.Shuffle(len(w), func(a, b int) { w[a], w[b] = w[b], w[a] })
			jollies := c % 3        // the jollies the word takes
			all := c < 3            // the whole rack, else all but one tile
			np := 8 - btoi(!all)    // the word's new tiles
			var rack crossword.Rack // its letters w[:np-jollies], then jollies
			rack.Add(w[:np-jollies])
			rack[crossword.Jolly] = uint8(jollies)
			if !all {
				if jollies < 2 && rng.IntN(2) == 0 {
					rack[crossword.Jolly]++ // a jolly left out
				} else {
					rack.Add([]byte{byte(rng.IntN(21))}) // a letter left out
				}
			}
			var hp uint64 // the board's letters: those the tiles leave
			for _, l := range w[np:] {
				hp += letterKeys[l]
			}
			s.rack, s.rackTiles, s.avail, s.rackHash = rack, rack.Size(), 0, 0
			for l := 0; l < crossword.Jolly; l++ {
				if rack[l] > 0 {
					s.avail |= 1 << l
					s.rackHash += uint64(rack[l]) * letterKeys[l]
				}
			}
			asked++
			if s.longFails(np, len(w), hp, true) {
				t.Fatalf("%s refused: rack %s, board letters %s", upper(word), rack.String(), upper(w[np:]))
			}
		}
	})
	if asked == 0 {
		t.Fatal("no word asked")
	}
	t.Logf("%d stretches asked", asked)
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestJollySumWords lays Italian words of 9 to maxJolly letters out as a
// stretch would have them, with a rack of 8 holding two jollies: all 8
// tiles, both jollies standing for letters of the word; all but a jolly,
// the other standing for one; all but a letter the word lacks, both
// jollies in it. With every weight 1, the bound of the tiles' values
// (jollySum, jollySum1) may not be below the values the tiles score there.
func TestJollySumWords(t *testing.T) {
	v := Scarabeo()
	g := NewGenerator(v, mustEmbedded(t, "it"))
	lf, jf := g.f.longFilter(), g.f.jollyFilter()
	board := NewBoard(v)
	rng := rand.New(rand.NewPCG(16, 7))
	step := 11
	if testing.Short() || raceEnabled {
		step = 331
	}
	var ones [MaxSize]int32
	for i := range ones {
		ones[i] = 1
	}
	asked, k := 0, 0
	g.f.eachWord(func(word []byte, h uint64) {
		k++
		if len(word) < 9 || len(word) > maxJolly || k%step != 0 {
			return
		}
		for _, l := range word {
			if v.Alphabet&(1<<l) == 0 {
				return // no tile, nor jolly, stands for it
			}
		}
		w := append([]byte(nil), word...)
		for c := 0; c < 3; c++ {
			rng.Shuffle(len(w), func(a, b int) { w[a], w[b] = w[b], w[a] })
			// The word's new tiles w[:np], the jollies standing for the
			// last used ones of them; the board's letters w[np:].
			np, used := 8, 2
			var rack crossword.Rack
			switch c {
			case 1: // a jolly left out
				np, used = 7, 1
			case 2: // a letter left out
				np = 7
				rack.Add([]byte{byte(rng.IntN(21))})
			}
			rack.Add(w[:np-used])
			rack[crossword.Jolly] = 2
			var want int32 // the values the tiles score
			for _, l := range w[:np-used] {
				want += int32(v.Values[l])
			}
			for _, l := range w[np-used : np] {
				want += int32(v.Values[l]) // a jolly scores its letter
			}
			var hp uint64
			for _, l := range w[np:] {
				hp += letterKeys[l]
			}
			s := g.state(board, rack, modeTop, 1)
			s.sortRackValues()
			s.long, s.jolly = lf, jf
			for l := 0; l < crossword.Jolly; l++ {
				s.rackHash += uint64(rack[l]) * letterKeys[l]
			}
			var got int32
			if np == 8 {
				got = s.jollySum(np, hp, &ones)
			} else {
				got = s.jollySum1(np, hp, &ones)
			}
			release(s)
			asked++
			if got < want {
				t.Fatalf("%s, rack %s, board letters %s: bound %d, the tiles score %d", upper(word), rack.String(), upper(w[np:]), got, want)
			}
		}
	})
	if asked == 0 {
		t.Fatal("no word asked")
	}
	t.Logf("%d stretches asked", asked)
}

// searchRacks checks the best move against the full sorted list on
// positions self-play positions, each with rounds full racks drawn from a
// new bag, rack r holding jollies(r) jollies and no other, and that the
// filter (used says whether a search had it) was used and left stretches
// without a bound.
func searchRacks(t *testing.T, g *Generator, rng *rand.Rand, positions, rounds int, jollies func(r int) int, used func(*genState) bool) {
	t.Helper()
	v := g.v
	skips, searches := 0, 0
	for i, b := range selfPlayPositions(t, g, rng, positions) {
		for r := 0; r < rounds; r++ {
			bag := crossword.NewBag(v.Counts)
			var rack crossword.Rack
			for k := 0; k < jollies(r); k++ {
				rack.Add([]byte{crossword.Jolly})
			}
			for rack.Size() < v.RackSize {
				tl := bag.Draw(1, rng)
				if tl[0] == crossword.Jolly {
					continue
				}
				rack.Add(tl)
			}
			checkAgainstPlain(t, g, b, rack, i)
			s := g.state(b, rack, modeTop, 1)
			s.run()
			if used(s) {
				searches++
			}
			skips += s.longSkips
			release(s)
		}
	}
	t.Logf("the filter was used in %d searches and left %d stretches without a bound", searches, skips)
	if searches == 0 || skips == 0 {
		t.Fatalf("the filter was used in %d searches, left %d stretches out", searches, skips)
	}
}
