//go:build race

package lexicon

// raceEnabled: the race detector slows the Italian expansion (single
// goroutine, nothing to race) about tenfold, so race builds skip it.
const raceEnabled = true
