//go:build !race

package lexicon

const raceEnabled = false
