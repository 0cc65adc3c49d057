package review

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/computer"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/gcg"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/lexicon"
)

func small(t *testing.T) *scarabeo.Generator {
	t.Helper()
	lex, err := lexicon.Build([]string{"AT", "EAT", "RAT", "RETAINS", "TA", "TEA", "TEAS"})
	if err != nil {
		t.Fatal(err)
	}
	return scarabeo.NewGenerator(scarabeo.Scrabble(), lex)
}

func parse(t *testing.T, text string) *gcg.Record {
	t.Helper()
	rec, err := gcg.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// TestMissedBingo: RAT from AEINRST scores 6 where RETAINS, every tile,
// scores 66 (16 with the centre's double word and a double letter, and 50
// for the bingo): 60 lost, the bingo named.
func TestMissedBingo(t *testing.T) {
	rec := parse(t, "#player1 ann Ann\n#player2 bob Bob\n"+
		">ann: AEINRST 8H RAT +6 6\n"+
		">bob: AT - +0 0\n"+
		">ann: EINS -EI +0 6\n")
	turns, err := Record(rec, small(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(turns) != 3 {
		t.Fatalf("%d turns, want 3", len(turns))
	}
	a := turns[0]
	if a.Player != "ann" || a.Kind != Play || a.Score != 6 || a.Best.Score != 66 || a.Best.Word != "RETAINS" || a.Lost != 60 {
		t.Errorf("turn 1: %s %d, best %s %d, lost %d; want ann 6, best RETAINS 66, lost 60", a.Player, a.Score, a.Best.Word, a.Best.Score, a.Lost)
	}
	if !a.MissedBingo || a.BestBingo.Word != "RETAINS" || a.Bingo {
		t.Errorf("turn 1: missed bingo %v (%s), bingo %v; want the missed RETAINS", a.MissedBingo, a.BestBingo.Word, a.Bingo)
	}
	// bob passes with AT when TA/AT through RAT's letters scored: the best
	// play is what he lost; his rack is not full, so no bingo is missed.
	b := turns[1]
	best := small(t).Best(mustBoard(t, "8H RAT"), rackOf(t, "AT"), 1)
	if b.Kind != Pass || b.Score != 0 || len(best) == 0 || b.Best.Score != best[0].Score || b.Lost != best[0].Score || b.MissedBingo {
		t.Errorf("turn 2: %v %d, best %d, lost %d, missed bingo %v; want a pass losing %v", b.Kind, b.Score, b.Best.Score, b.Lost, b.MissedBingo, best)
	}
	c := turns[2]
	// ann's EINS makes no word with RAT's letters: nothing lost.
	if c.Kind != Exchange || !slices.Equal(c.Given, []byte{'E' - 'A', 'I' - 'A'}) || c.Score != 0 || c.HasBest || c.Lost != 0 {
		t.Errorf("turn 3: %v gave %v scored %d, best %v %d, lost %d", c.Kind, c.Given, c.Score, c.HasBest, c.Best.Score, c.Lost)
	}
	s := Summarize("ann", turns)
	if s.Turns != 2 || s.Scored != 6 || s.Best != 66 || s.Lost != 60 || !slices.Equal(s.Costliest, []int{0}) {
		t.Errorf("ann's summary %+v", s)
	}
}

// TestPlayedBestLosesNothing: the best play made loses nothing, even on a
// tie, and a bingo made is not a missed one.
func TestPlayedBestLosesNothing(t *testing.T) {
	rec := parse(t, "#player1 ann Ann\n#player2 bob Bob\n>ann: AEINRST 8H RETAINS +66 66\n")
	turns, err := Record(rec, small(t), computer.Leaves["scrabble"])
	if err != nil {
		t.Fatal(err)
	}
	a := turns[0]
	if a.Lost != 0 || !a.Bingo || a.MissedBingo || a.EquityLost != 0 || a.Best.Score != 66 {
		t.Errorf("lost %d, bingo %v, missed %v, equity lost %.2f, best %d", a.Lost, a.Bingo, a.MissedBingo, a.EquityLost, a.Best.Score)
	}
	if s := Summarize("ann", turns); s.Efficiency != 1 || len(s.Costliest) != 0 {
		t.Errorf("summary %+v", s)
	}
}

// TestWithdrawn: a play taken back scored nothing and its tiles leave the
// board for the next position.
func TestWithdrawn(t *testing.T) {
	rec := parse(t, "#player1 ann Ann\n#player2 bob Bob\n"+
		">ann: AEINRST 8H RAT +6 6\n>ann: AEINRST -- -6 0\n>bob: AEINRST 8H RETAINS +66 66\n")
	turns, err := Record(rec, small(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(turns) != 2 || !turns[0].Withdrawn || turns[0].Score != 0 || turns[0].Lost != 66 {
		t.Fatalf("turns %+v", turns)
	}
	if turns[1].Score != 66 || turns[1].Lost != 0 {
		t.Errorf("bob's RETAINS on the empty board: score %d lost %d", turns[1].Score, turns[1].Lost)
	}
}

func mustBoard(t *testing.T, plays ...string) *scarabeo.Board {
	t.Helper()
	text := "#player1 a a\n#player2 b b\n"
	for _, p := range plays {
		text += ">a: " + strings.ReplaceAll(strings.Fields(p)[1], ".", "") + " " + p + " +0 0\n"
	}
	text += ">b: A - +0 0\n"
	ps, err := gcg.Positions(parse(t, text), scarabeo.Scrabble())
	if err != nil {
		t.Fatal(err)
	}
	return ps[len(ps)-1].Board
}

func rackOf(t *testing.T, s string) crossword.Rack {
	r, err := crossword.ParseRack(s, 7, scarabeo.Scrabble().Alphabet)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestBenchRecords reviews the six real records of the shared benchmark
// data with ENABLE2K (skipped without them): for every turn the best
// score is at least the score, equal to the hint's best (Generator.Best),
// a turn whose play was the best lost nothing, and each player's summary
// adds up.
func TestBenchRecords(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "bench")
	files, _ := filepath.Glob(filepath.Join(dir, "gcg", "*.gcg"))
	if len(files) == 0 {
		t.Skip("no benchmark records")
	}
	lex, err := lexicon.LoadWordList(filepath.Join(dir, "enable2k.txt"))
	if err != nil {
		t.Fatal(err)
	}
	gen := scarabeo.NewGenerator(scarabeo.Scrabble(), lex)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec := parse(t, string(data))
		turns, err := Record(rec, gen, computer.Leaves["scrabble"])
		if err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
			continue
		}
		ps, _ := gcg.Positions(rec, gen.Variant())
		players := map[string]bool{}
		for i, tu := range turns {
			players[tu.Player] = true
			if tu.Best.Score < tu.Score || tu.Lost != tu.Best.Score-tu.Score || tu.EquityLost < 0 {
				t.Errorf("%s turn %d: score %d best %d lost %d equity lost %.2f", filepath.Base(f), tu.Number, tu.Score, tu.Best.Score, tu.Lost, tu.EquityLost)
			}
			hint := gen.Best(ps[i].Board, ps[i].Rack, 1)
			want := 0
			if len(hint) > 0 {
				want = hint[0].Score
			}
			if tu.Best.Score != max(want, tu.Score) {
				t.Errorf("%s turn %d (%s %s): best %d, the hint's %d", filepath.Base(f), tu.Number, tu.Played.Pos(), tu.Played.Word, tu.Best.Score, want)
			}
		}
		for p := range players {
			s := Summarize(p, turns)
			if s.Lost != s.Best-s.Scored {
				t.Errorf("%s %s: lost %d, best %d - scored %d", filepath.Base(f), p, s.Lost, s.Best, s.Scored)
			}
		}
	}
}
