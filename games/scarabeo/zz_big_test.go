package scarabeo

import (
	"math/rand/v2"
	"testing"
)

func TestZZBig(t *testing.T) {
	for seed := uint64(100); seed < 104; seed++ {
		for vi, v := range []*Variant{Scrabble(), Scarabeo()} {
			lang := []string{"en", "it"}[vi]
			g := NewGenerator(v, mustEmbedded(t, lang))
			rng := rand.New(rand.NewPCG(seed, 5))
			for i, b := range selfPlayPositions(t, g, rng, []int{80, 25}[vi]) {
				for r := 0; r < 3; r++ {
					checkAgainstPlain(t, g, b, shadowRack(v, rng), i)
				}
			}
		}
	}
}
