package computer

import (
	"fmt"
	"math"

	"github.com/wordbot/wordbot/games/crossword"
)

//go:generate go run ./internal/fitleaves -games 400 -lambda 20 -out leaves.go

// Leave values the tiles a move keeps on the rack, in points: how much
// more (or less) the next move scores on average when these tiles are
// kept. It is fitted by self-play (Fit, internal/fitleaves): a linear
// model of each letter kept, duplicates and the balance of vowels and
// consonants.
type Leave struct {
	// Tile is the value of keeping one tile of each letter A-Z (index
	// JollySlot: a jolly or blank). The letters beyond Z (Spanish Ñ, CH,
	// German Ä ...) have no value of their own: they count in Dup and
	// Balance only (docs/rules.md, Computer opponents).
	Tile [27]float64
	// Dup is added for every tile beyond the first of the same letter.
	Dup float64
	// Balance is multiplied by (vowels - consonants)², jollies left out.
	Balance float64
}

// JollySlot is the index of the jolly in Leave.Tile.
const JollySlot = 26

// slot returns the index in Leave.Tile of rack letter l (crossword.Jolly
// for a jolly), -1 for a letter beyond Z.
func slot(l int) int {
	switch {
	case l < 26:
		return l
	case l == crossword.Jolly:
		return JollySlot
	}
	return -1
}

// Value is what keeping r is worth.
func (l *Leave) Value(r crossword.Rack) float64 {
	f := features(r)
	v := 0.0
	for i := 0; i < 27; i++ {
		v += f[1+i] * l.Tile[i]
	}
	return v + f[28]*l.Dup + f[29]*l.Balance
}

// nFeatures: an intercept, 27 tile counts, duplicates, balance.
const nFeatures = 30

func features(r crossword.Rack) [nFeatures]float64 {
	var f [nFeatures]float64
	f[0] = 1
	vowels, consonants := 0, 0
	for l := 0; l <= crossword.Jolly; l++ {
		c := int(r[l])
		if i := slot(l); i >= 0 {
			f[1+i] = float64(c)
		}
		if l != crossword.Jolly && c > 1 {
			f[28] += float64(c - 1)
		}
		switch {
		case l == crossword.Jolly:
		case isVowel(l):
			vowels += c
		default:
			consonants += c
		}
	}
	d := float64(vowels - consonants)
	f[29] = d * d
	return f
}

// isVowel reports whether letter l is a vowel: A E I O U. The letters
// beyond Z count as consonants (a rack does not say its language: letter
// 26 is Ñ in Spanish, Ä in German).
func isVowel(l int) bool {
	switch l {
	case 0, 4, 8, 14, 20: // A E I O U
		return true
	}
	return false
}

// Sample is one observation of self-play: the tiles a player kept after
// a move, and what that player's next move scored (0 for a pass or an
// exchange).
type Sample struct {
	Kept crossword.Rack
	Next int
}

// Fit fits a Leave to samples by ridge regression (least squares with a
// penalty lambda on every coefficient but the intercept, which keeps the
// rare letters near 0): the coefficients of the tiles kept in a regression
// of the next move's score. It returns the model and the mean next score.
func Fit(samples []Sample, lambda float64) (*Leave, float64, error) {
	if len(samples) < nFeatures {
		return nil, 0, fmt.Errorf("computer: %d samples are too few to fit %d values", len(samples), nFeatures)
	}
	var a [nFeatures][nFeatures + 1]float64
	mean := 0.0
	for _, s := range samples {
		f := features(s.Kept)
		y := float64(s.Next)
		mean += y
		for i := 0; i < nFeatures; i++ {
			for j := 0; j < nFeatures; j++ {
				a[i][j] += f[i] * f[j]
			}
			a[i][nFeatures] += f[i] * y
		}
	}
	mean /= float64(len(samples))
	for i := 1; i < nFeatures; i++ {
		a[i][i] += lambda
	}
	// Gaussian elimination with partial pivoting.
	for col := 0; col < nFeatures; col++ {
		p := col
		for r := col + 1; r < nFeatures; r++ {
			if math.Abs(a[r][col]) > math.Abs(a[p][col]) {
				p = r
			}
		}
		if math.Abs(a[p][col]) < 1e-12 {
			return nil, 0, fmt.Errorf("computer: the samples do not determine value %d", col)
		}
		a[col], a[p] = a[p], a[col]
		for r := 0; r < nFeatures; r++ {
			if r == col {
				continue
			}
			k := a[r][col] / a[col][col]
			for c := col; c <= nFeatures; c++ {
				a[r][c] -= k * a[col][c]
			}
		}
	}
	var beta [nFeatures]float64
	for i := range beta {
		beta[i] = a[i][nFeatures] / a[i][i]
	}
	l := &Leave{Dup: beta[28], Balance: beta[29]}
	copy(l.Tile[:], beta[1:28])
	return l, mean, nil
}
