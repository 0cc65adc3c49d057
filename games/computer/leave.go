package computer

import (
	"fmt"
	"math"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

//go:generate go run ./internal/fitleaves -games 400 -lambda 20 -out leaves.go

// Leave values the tiles a move keeps on the rack, in points: how much
// more (or less) the next move scores on average when these tiles are
// kept. It is fitted by self-play (Fit, internal/fitleaves): a linear
// model of each letter kept, duplicates and the balance of vowels and
// consonants. Each game and tile set has its own (Leaves, by Name).
type Leave struct {
	// Tile is the value of keeping one tile of each letter, by its index
	// in a rack: A-Z, the letters beyond Z of the game's language (Spanish
	// Ñ, CH, LL, RR; German Ä, Ö, Ü; Portuguese Ç), and crossword.Jolly a
	// jolly or blank (docs/rules.md, Computer opponents).
	Tile [crossword.Jolly + 1]float64
	// Dup is added for every tile beyond the first of the same letter.
	Dup float64
	// Balance is multiplied by (vowels - consonants)², jollies left out.
	Balance float64
	// Vowels are the letters counted as vowels (bit l for letter l): A E I
	// O U and the language's vowels beyond Z (German Ä, Ö, Ü). 0 means A E
	// I O U.
	Vowels uint32
}

// VowelsAEIOU are the vowels of A-Z.
const VowelsAEIOU uint32 = 1<<0 | 1<<4 | 1<<8 | 1<<14 | 1<<20

// VowelsOf returns the vowels of a language's alphabet: A E I O U and each
// letter beyond Z that is one of them with an accent (Ä, Ö, Ü; Ñ and Ç are
// consonants, as are CH, LL and RR).
func VowelsOf(a *lexicon.Alphabet) uint32 {
	v := VowelsAEIOU
	for l := 26; l < a.Size(); l++ {
		base := []rune(norm.NFD.String(a.Symbol(byte(l))))
		if len(base) > 0 && strings.ContainsRune("AEIOU", unicode.ToUpper(base[0])) && !unicode.IsLetter(lastRune(base)) {
			v |= 1 << l
		}
	}
	return v
}

// lastRune is the last of rs (a letter's accent after NFD).
func lastRune(rs []rune) rune { return rs[len(rs)-1] }

// Value is what keeping r is worth.
func (l *Leave) Value(r crossword.Rack) float64 {
	f := features(r, l.vowels())
	v := 0.0
	for i := range l.Tile {
		v += f[1+i] * l.Tile[i]
	}
	return v + f[fDup]*l.Dup + f[fBalance]*l.Balance
}

func (l *Leave) vowels() uint32 {
	if l.Vowels == 0 {
		return VowelsAEIOU
	}
	return l.Vowels
}

// The features: an intercept, a count per letter (and jolly), duplicates,
// balance.
const (
	fDup      = 2 + crossword.Jolly
	fBalance  = fDup + 1
	nFeatures = fBalance + 1
)

func features(r crossword.Rack, vowelSet uint32) [nFeatures]float64 {
	var f [nFeatures]float64
	f[0] = 1
	vowels, consonants := 0, 0
	for l := 0; l <= crossword.Jolly; l++ {
		c := int(r[l])
		f[1+l] = float64(c)
		switch {
		case l == crossword.Jolly:
		case vowelSet&(1<<l) != 0:
			vowels += c
		default:
			consonants += c
		}
		if l != crossword.Jolly && c > 1 {
			f[fDup] += float64(c - 1)
		}
	}
	d := float64(vowels - consonants)
	f[fBalance] = d * d
	return f
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
func Fit(samples []Sample, vowels uint32, lambda float64) (*Leave, float64, error) {
	if len(samples) < nFeatures {
		return nil, 0, fmt.Errorf("computer: %d samples are too few to fit %d values", len(samples), nFeatures)
	}
	var a [nFeatures][nFeatures + 1]float64
	mean := 0.0
	for _, s := range samples {
		f := features(s.Kept, vowels)
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
	l := &Leave{Dup: beta[fDup], Balance: beta[fBalance], Vowels: vowels}
	copy(l.Tile[:], beta[1:fDup])
	return l, mean, nil
}
