//go:build race

package scarabeo

const raceEnabled = true
