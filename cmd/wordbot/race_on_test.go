//go:build race

package main

// raceEnabled is true under -race, where load tests run smaller.
const raceEnabled = true
