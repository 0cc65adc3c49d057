// Package rating is the Glicko-2 rating system (Mark Glickman, "Example of
// the Glicko-2 system", 2013): a player's rating, its deviation (how sure
// the rating is) and its volatility (how erratic the player's results are),
// updated once per rating period from the period's results. It knows
// nothing about Discord or the games: docs/bot.md ("Ratings") says how the
// bot turns a round or a game into a rating period.
package rating

import "math"

// Rating is a player's Glicko-2 rating on the public scale.
type Rating struct {
	R     float64 // rating: 1500 for a new player
	RD    float64 // rating deviation: 350 for a new player
	Sigma float64 // volatility: 0.06 for a new player
}

// New is a new player's rating.
func New() Rating { return Rating{R: 1500, RD: 350, Sigma: 0.06} }

// Result is one game of a rating period against one opponent.
type Result struct {
	Opponent Rating
	Score    float64 // 1 for a win, 0.5 for a draw, 0 for a loss
}

// Tau is the system constant the bot uses: it bounds how fast volatility
// changes (Glickman suggests 0.3 to 1.2; his worked example uses 0.5).
const Tau = 0.5

// scale converts the public scale to Glicko-2's (173.7178 = 400/ln 10).
const scale = 173.7178

// epsilon is the convergence tolerance of the volatility's iteration.
const epsilon = 0.000001

// maxIterations bounds the volatility's iteration (it converges in a
// handful; a bound keeps odd inputs from looping).
const maxIterations = 100

// maxRD caps a deviation at a new player's: a long absence makes a rating
// as uncertain as a new one, never more.
const maxRD = 350

// g is Glickman's g(phi).
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expected is E(mu, mu_j, phi_j): the expected score against opponent j.
func expected(mu, muj, phij float64) float64 { return 1 / (1 + math.Exp(-g(phij)*(mu-muj))) }

// Update returns p's rating after a rating period with results, with
// system constant tau (Tau for the bot). A period without results only
// widens the deviation. Results with a score outside [0, 1] or ratings that
// are not finite numbers are skipped.
func Update(p Rating, results []Result, tau float64) Rating {
	p = sane(p)
	mu := (p.R - 1500) / scale
	phi := p.RD / scale
	sigma := p.Sigma
	var vInv, sum float64
	n := 0
	for _, res := range results {
		o := res.Opponent
		if res.Score < 0 || res.Score > 1 || !finite(o.R) || !finite(o.RD) || math.Abs(o.R) > 1e5 || o.RD <= 0 {
			continue
		}
		o.RD = math.Min(o.RD, maxRD)
		muj, phij := (o.R-1500)/scale, o.RD/scale
		gj, e := g(phij), expected(mu, muj, phij)
		vInv += gj * gj * e * (1 - e)
		sum += gj * (res.Score - e)
		n++
	}
	if n == 0 {
		phiStar := math.Sqrt(phi*phi + sigma*sigma)
		return Rating{R: p.R, RD: math.Min(phiStar*scale, maxRD), Sigma: sigma}
	}
	v := 1 / vInv
	delta := v * sum
	sigma2 := volatility(phi, sigma, v, delta, tau)
	phiStar := math.Sqrt(phi*phi + sigma2*sigma2)
	phi2 := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu2 := mu + phi2*phi2*sum
	return Rating{R: scale*mu2 + 1500, RD: math.Min(scale*phi2, maxRD), Sigma: sigma2}
}

// volatility is step 5 of the algorithm: the new volatility by the
// Illinois algorithm.
func volatility(phi, sigma, v, delta, tau float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 && k < maxIterations {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > epsilon && i < maxIterations; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	s := math.Exp(A / 2)
	if !finite(s) || s <= 0 {
		return sigma
	}
	return s
}

// Multi rates one multiplayer game as a rating period of pairwise results:
// each player against every other, all from the ratings before the game.
// outcome(i, j) is i's score against j (1, 0.5 or 0). It returns the new
// ratings in the order of ratings.
func Multi(ratings []Rating, outcome func(i, j int) float64, tau float64) []Rating {
	out := make([]Rating, len(ratings))
	for i, r := range ratings {
		res := make([]Result, 0, len(ratings)-1)
		for j, o := range ratings {
			if j != i {
				res = append(res, Result{Opponent: o, Score: outcome(i, j)})
			}
		}
		out[i] = Update(r, res, tau)
	}
	return out
}

func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// sane replaces a rating that is not usable (not finite, a rating beyond
// ±100,000, a deviation or a volatility not above 0, a volatility above 1)
// by a new player's, and caps the deviation at a new player's.
func sane(p Rating) Rating {
	if !finite(p.R) || !finite(p.RD) || !finite(p.Sigma) || math.Abs(p.R) > 1e5 || p.RD <= 0 || p.Sigma <= 0 || p.Sigma > 1 {
		return New()
	}
	p.RD = math.Min(p.RD, maxRD)
	return p
}

// Seat is one player's part of a finished game, as a rating sees it.
type Seat struct {
	Won      bool
	Score    int
	Computer bool // a computer opponent: never rated
}

// Rated returns the indexes of the seats a finished game rates: none when
// the game is unrated (a turn game in which a hint was asked, under the
// server's hints: unrated), when fewer than two seats are people, or when
// it counts no winner (a game stopped before anyone scored, or stopped on
// a tie, a round whose best total is 0). A computer is never rated, and is
// nobody's opponent in a rating; a computer that wins still makes the game
// count, and the people are rated among themselves. It is the one home of
// who a game rates (docs/bot.md, Ratings).
func Rated(seats []Seat, unrated bool) []int {
	won := false
	for _, p := range seats {
		won = won || p.Won
	}
	if unrated || !won || !Rateable(seats) {
		return nil
	}
	var out []int
	for i, p := range seats {
		if !p.Computer {
			out = append(out, i)
		}
	}
	return out
}

// Rateable reports whether a game of these seats can rate anyone, whoever
// wins: two seats or more are people.
func Rateable(seats []Seat) bool {
	people := 0
	for _, p := range seats {
		if !p.Computer {
			people++
		}
	}
	return people >= 2
}

// Outcome is seat a's score against seat b of the same game in a rating:
// 1, 0.5 or 0. A winner beats a player who did not win; between two
// winners (a shared win) or two others, the higher score wins and equal
// scores draw.
func Outcome(a, b Seat) float64 {
	switch {
	case a.Won && !b.Won:
		return 1
	case b.Won && !a.Won:
		return 0
	case a.Score > b.Score:
		return 1
	case a.Score < b.Score:
		return 0
	}
	return 0.5
}
