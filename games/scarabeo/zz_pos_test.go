package scarabeo

import (
	"fmt"
	"runtime"
	"testing"
)

func TestZZPos(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	for i, p := range pos {
		a := minCPU(30, 5, func() { g.Count(p.board, p.rack) })
		b := minCPU(30, 5, func() { g.Best(p.board, p.rack, 1) })
		fmt.Printf("pos %d %-8s moves %5d all %8v (%.2fM/s) best %v\n", i, p.rack.String(), g.Count(p.board, p.rack), a, float64(g.Count(p.board, p.rack))/a.Seconds()/1e6, b)
	}
}
