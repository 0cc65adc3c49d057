package rating

import (
	"math"
	"slices"
	"testing"
)

// TestGlickmanExample is the worked example of Glickman's "Example of the
// Glicko-2 system": 1500/200/0.06 against 1400/30 (win), 1550/100 (loss)
// and 1700/300 (loss), tau 0.5, gives mu' -0.2069, phi' 0.8722, sigma'
// 0.05999, that is r' 1464.06 and RD' 151.52. The paper computes from
// rounded intermediate values: exactly, r' is 1464.0507 (the paper's
// 1464.06 is its rounded mu' -0.2069 scaled back) and sigma' 0.0599960
// (the paper writes 0.05999): the test checks the published digits at the
// paper's own precision.
func TestGlickmanExample(t *testing.T) {
	p := Rating{R: 1500, RD: 200, Sigma: 0.06}
	got := Update(p, []Result{
		{Opponent: Rating{R: 1400, RD: 30, Sigma: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Sigma: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Sigma: 0.06}, Score: 0},
	}, 0.5)
	mu, phi := (got.R-1500)/173.7178, got.RD/173.7178
	if m := math.Round(mu*10000) / 10000; m != -0.2069 {
		t.Errorf("mu' %.6f, want -0.2069", mu)
	}
	if r := math.Round((173.7178*math.Round(mu*10000)/10000+1500)*100) / 100; r != 1464.06 || math.Abs(got.R-1464.06) > 0.01 {
		t.Errorf("rating %.4f, want 1464.06", got.R)
	}
	if f := math.Round(phi*10000) / 10000; f != 0.8722 {
		t.Errorf("phi' %.6f, want 0.8722", phi)
	}
	if rd := math.Round(got.RD*100) / 100; rd != 151.52 {
		t.Errorf("deviation %.4f, want 151.52", got.RD)
	}
	if s := math.Floor(got.Sigma*100000) / 100000; s != 0.05999 || math.Abs(got.Sigma-0.05999) > 0.00001 {
		t.Errorf("volatility %.7f, want 0.05999", got.Sigma)
	}
	// Beyond the paper's digits, the exact values (a slip in the
	// volatility's function moves sigma' by 4e-6 only).
	if math.Abs(got.R-1464.05067) > 0.0001 || math.Abs(got.RD-151.51652) > 0.0001 || math.Abs(got.Sigma-0.0599960) > 2e-7 {
		t.Errorf("exact values %.5f / %.5f / %.7f, want 1464.05067 / 151.51652 / 0.0599960", got.R, got.RD, got.Sigma)
	}
}

// TestNoGames: a period without games widens the deviation only.
func TestNoGames(t *testing.T) {
	got := Update(Rating{R: 1500, RD: 200, Sigma: 0.06}, nil, Tau)
	want := math.Sqrt(200*200 + (0.06*scale)*(0.06*scale))
	if got.R != 1500 || math.Abs(got.RD-want) > 1e-9 || got.Sigma != 0.06 {
		t.Errorf("%+v, want RD %.6f", got, want)
	}
	if got := Update(New(), nil, Tau); got.RD != 350 {
		t.Errorf("a new player's deviation grew beyond 350: %+v", got)
	}
}

// TestMulti: a 3-player game as pairwise results; the winner gains what
// the loser loses when all start equal, the middle player stays.
func TestMulti(t *testing.T) {
	pts := []float64{10, 5, 0}
	out := Multi([]Rating{New(), New(), New()}, func(i, j int) float64 {
		switch {
		case pts[i] > pts[j]:
			return 1
		case pts[i] == pts[j]:
			return 0.5
		}
		return 0
	}, Tau)
	if math.Abs((out[0].R-1500)+(out[2].R-1500)) > 1e-6 || math.Abs(out[1].R-1500) > 1e-9 || out[0].R <= 1500 {
		t.Errorf("%+v", out)
	}
	// Each is Update against the two others.
	want := Update(New(), []Result{{New(), 1}, {New(), 1}}, Tau)
	if out[0] != want {
		t.Errorf("winner %+v, want %+v", out[0], want)
	}
}

// TestOddInput: impossible values never give NaN and never loop.
func TestOddInput(t *testing.T) {
	for _, p := range []Rating{{}, {R: math.NaN(), RD: 1, Sigma: 1}, {R: 1500, RD: -5, Sigma: 0.06}, {R: 1e300, RD: 1e300, Sigma: 1e300}} {
		got := Update(p, []Result{{Opponent: Rating{R: 1e9, RD: 1e-9, Sigma: 0.06}, Score: 1}, {Opponent: Rating{R: math.Inf(1), RD: 30}, Score: 1}, {Opponent: New(), Score: 7}}, Tau)
		if !finite(got.R) || !finite(got.RD) || !finite(got.Sigma) {
			t.Errorf("%+v gave %+v", p, got)
		}
	}
}

// TestRatedSeats: who a finished game rates, and each pair's outcome.
func TestRatedSeats(t *testing.T) {
	win, lose, cpu := Seat{Won: true, Score: 10}, Seat{Score: 5}, Seat{Won: true, Score: 30, Computer: true}
	for _, c := range []struct {
		seats   []Seat
		unrated bool
		want    []int
	}{
		{[]Seat{win, lose}, false, []int{0, 1}},
		{[]Seat{win, lose}, true, nil},                // a hint was asked
		{[]Seat{lose, lose}, false, nil},              // no winner
		{[]Seat{win, cpu}, false, nil},                // one person
		{[]Seat{lose, cpu, lose}, false, []int{0, 2}}, // the computer won: the people among themselves
	} {
		if got := Rated(c.seats, c.unrated); !slices.Equal(got, c.want) {
			t.Errorf("Rated(%v, %v) = %v, want %v", c.seats, c.unrated, got, c.want)
		}
	}
	if Outcome(win, lose) != 1 || Outcome(lose, win) != 0 || Outcome(lose, lose) != 0.5 || Outcome(Seat{Score: 6}, lose) != 1 {
		t.Error("Outcome")
	}
}
