package computer

import (
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/internal/cputime"
)

var long = flag.Bool("long", false, "play the 200-game matches of hard against greedy")

// match plays n games of hard against greedy (seeds from 10001, apart from
// the fitting's 1..400; hard moves first in every other game).
func match(t *testing.T, name string, n int) (wins, losses, ties int, margin float64) {
	t.Helper()
	for i := 0; i < n; i++ {
		seed := uint64(10001 + i)
		g, err := NewGame(name, seed)
		if err != nil {
			t.Fatal(err)
		}
		hard, greedy := Seat{Level: Hard, Leave: Leaves[name]}, Seat{Level: Greedy}
		seats, h := []Seat{hard, greedy}, 0
		if i%2 == 1 {
			seats, h = []Seat{greedy, hard}, 1
		}
		scores, err := SelfPlay(g, seats, rand.New(rand.NewPCG(seed, 2)), nil)
		if err != nil {
			t.Fatal(err)
		}
		d := scores[h] - scores[1-h]
		margin += float64(d)
		switch {
		case d > 0:
			wins++
		case d < 0:
			losses++
		default:
			ties++
		}
	}
	return wins, losses, ties, margin / float64(n)
}

// Hard beats the best-score-only player over 200 games of each game (with
// -long; a few games otherwise, which only check that the match runs).
func TestHardBeatsGreedy(t *testing.T) {
	n := 200
	if !*long {
		n = 2
	}
	for _, name := range Games {
		start := time.Now()
		w, l, d, m := match(t, name, n)
		t.Logf("%s: hard against greedy over %d games: %d won, %d lost, %d tied, mean margin %+.1f (%s)", name, n, w, l, d, m, time.Since(start).Round(time.Second))
		if *long && (w <= l || m <= 0) {
			t.Errorf("%s: hard does not beat greedy: %d won, %d lost, margin %+.1f", name, w, l, m)
		}
	}
}

func rackOf(s string) crossword.Rack {
	var r crossword.Rack
	for i := 0; i < len(s); i++ {
		if s[i] == '?' {
			r[crossword.Jolly]++
		} else {
			r[s[i]-'A']++
		}
	}
	return r
}

// move is a made-up move putting down letters ('?' a blank) for score.
func move(score int, letters string) crossword.Move {
	m := crossword.Move{Score: score}
	for i := 0; i < len(letters); i++ {
		t := crossword.Tile{Letter: 0, Jolly: true}
		if letters[i] != '?' {
			t = crossword.Tile{Letter: letters[i] - 'A'}
		}
		m.Tiles = append(m.Tiles, crossword.Placed{Pos: crossword.Pos{Row: 7, Col: i}, Tile: t})
	}
	return m
}

// The levels choose as docs/rules.md says on a fixed list of ten moves.
func TestChoose(t *testing.T) {
	rack := rackOf("AEQRST?")
	var moves []crossword.Move
	for i := 0; i < 10; i++ {
		moves = append(moves, move(40-3*i, "A"))
	}
	// The best score plays the blank and keeps the Q; the second keeps
	// the blank and plays the Q.
	moves[0] = move(40, "?S")
	moves[1] = move(38, "QT")
	seenEasy, seenMedium := map[int]bool{}, map[int]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		rng := rand.New(rand.NewPCG(seed, 0))
		e := Choose(moves, rack, Easy, Leaves["scrabble"], rng)
		if e < 5 || e > 9 {
			t.Fatalf("easy chose %d, want the lower half (5-9)", e)
		}
		seenEasy[e] = true
		m := Choose(moves, rack, Medium, Leaves["scrabble"], rng)
		if m < 4 || m > 5 {
			t.Fatalf("medium chose %d, want the middle (4-5)", m)
		}
		seenMedium[m] = true
	}
	if len(seenEasy) != 5 || len(seenMedium) != 2 {
		t.Errorf("easy chose %v, medium %v: not every move of the band", seenEasy, seenMedium)
	}
	l := Leaves["scrabble"]
	keepQ, keepBlank := l.Value(rackOf("AEQRT")), l.Value(rackOf("AERS?"))
	if keepBlank-keepQ <= 2 {
		t.Fatalf("keeping the blank (%.1f) is not worth 2 points more than keeping the Q (%.1f)", keepBlank, keepQ)
	}
	if h := Choose(moves, rack, Hard, l, rand.New(rand.NewPCG(1, 1))); h != 1 {
		t.Errorf("hard chose %d, want 1 (38 points keeping the blank)", h)
	}
	if g := Choose(moves, rack, Greedy, l, rand.New(rand.NewPCG(1, 1))); g != 0 {
		t.Errorf("greedy chose %d, want 0", g)
	}
	if Kept(rack, moves[1]) != rackOf("AERS?") {
		t.Errorf("Kept: %v", Kept(rack, moves[1]))
	}
}

// On a real position the levels play from their band of the game's sorted
// moves, and hard the best equity.
func TestDecideOnAGame(t *testing.T) {
	g, err := NewGame("scrabble", 5)
	if err != nil {
		t.Fatal(err)
	}
	greedy := Seat{Level: Greedy}
	// A few moves in, for a position with many moves.
	for i := 0; i < 4; i++ {
		d, err := DecideWith(g, g.Turn(), greedy.Level, nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Apply(g, g.Turn(), d); err != nil {
			t.Fatal(err)
		}
	}
	p := g.Turn()
	moves, _ := gameMoves(g, p)
	if len(moves) < 50 {
		t.Fatalf("%d moves", len(moves))
	}
	key := func(m crossword.Move) string { return m.Key() }
	index := map[string]int{}
	for i, m := range moves {
		if _, ok := index[key(m)]; !ok {
			index[key(m)] = i
		}
	}
	for seed := uint64(0); seed < 20; seed++ {
		d, err := Decide(g, p, Easy, rand.New(rand.NewPCG(seed, 0)))
		if err != nil || d.Kind != Play || moves[index[key(d.Move)]].Score > moves[len(moves)/2].Score {
			t.Fatalf("easy: %+v %v", d, err)
		}
	}
	d, _ := Decide(g, p, Hard, rand.New(rand.NewPCG(1, 0)))
	best := -1e9
	for _, m := range moves {
		best = max(best, float64(m.Score)+Leaves["scrabble"].Value(Kept(g.Rack(p), m)))
	}
	if got := float64(d.Move.Score) + Leaves["scrabble"].Value(Kept(g.Rack(p), d.Move)); got != best {
		t.Errorf("hard: equity %.2f, best %.2f", got, best)
	}
}

// A computer moves within a second: the slowest decision of hard over whole
// games of each game (the largest, Scarabeo, has 17x17 and racks of 8).
// A decision is measured in the CPU time the process spends on it (Decide
// runs on one goroutine and waits for nothing): the wall time of a
// decision on a loaded machine (load 10 on 2 cores, under -race) is
// several times its work, and failed this test at 1.1-1.5 s when the
// decisions took 0.2 s of CPU.
func TestDecideTime(t *testing.T) {
	games := 2
	if testing.Short() {
		games = 1
	}
	for _, name := range Games {
		var worst time.Duration
		turns := 0
		for seed := uint64(1); seed <= uint64(games); seed++ {
			g, err := NewGame(name, 20000+seed)
			if err != nil {
				t.Fatal(err)
			}
			for !g.Over() && turns < 1000 {
				start, cpu := time.Now(), cputime.Process()
				d, err := Decide(g, g.Turn(), Hard, rand.New(rand.NewPCG(seed, 0)))
				took := cputime.Process() - cpu
				if cpu == 0 { // no CPU clock on this system: the wall time
					took = time.Since(start)
				}
				worst = max(worst, took)
				turns++
				if err != nil {
					t.Fatal(err)
				}
				if _, err := Apply(g, g.Turn(), d); err != nil {
					t.Fatal(err)
				}
			}
		}
		t.Logf("%s: slowest of %d hard decisions %s of CPU", name, turns, worst)
		if worst > time.Second {
			t.Errorf("%s: a decision took %s of CPU", name, worst)
		}
	}
}

// Hard exchanges when keeping part of the rack is worth more than its best
// move, and keeps the tiles worth most.
func TestHardExchange(t *testing.T) {
	g, err := NewGame("scrabble", 1)
	if err != nil {
		t.Fatal(err)
	}
	l := Leaves["scrabble"]
	rack := rackOf("?SVVWWU")
	give, ok := bestExchange(g, rack, l, 0)
	if !ok || give != "UVVWW" && give != "VVWW" && give != "VVWWU" {
		t.Fatalf("against a 0-point move: %q %v", give, ok)
	}
	if give, ok := bestExchange(g, rack, l, 40); ok {
		t.Fatalf("against a 40-point move: exchanges %q", give)
	}
	if l.Value(rackOf("?S")) < 10 {
		t.Fatalf("?S kept is worth %.1f", l.Value(rackOf("?S")))
	}
}
