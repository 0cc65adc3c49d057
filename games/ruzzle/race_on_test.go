//go:build race

package ruzzle

// raceEnabled shortens the randomized tests under the race detector.
const raceEnabled = true
