package scarabeo

import (
	"fmt"
	"runtime"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

func threadCPU() time.Duration {
	var ts syscall.Timespec
	syscall.Syscall(syscall.SYS_CLOCK_GETTIME, 3, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}

func minCPU(reps, inner int, f func()) time.Duration {
	best := time.Hour
	for r := 0; r < reps; r++ {
		t0 := threadCPU()
		for i := 0; i < inner; i++ {
			f()
		}
		best = min(best, (threadCPU()-t0)/time.Duration(inner))
	}
	return best
}

func TestZZCPU(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	var all, best time.Duration
	for _, p := range pos {
		best += minCPU(40, 4, func() { g.Best(p.board, p.rack, 1) })
		all += minCPU(40, 4, func() { g.Count(p.board, p.rack) })
	}
	fmt.Printf("all %v (%.2fM moves/s)  best %v\n", all, 23970/all.Seconds()/1e6, best)
}

func TestZZAllLoop(t *testing.T) {
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	for i := 0; i < 20; i++ {
		for _, p := range pos {
			g.Count(p.board, p.rack)
		}
	}
}

func TestZZBestLoop(t *testing.T) {
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	for i := 0; i < 20; i++ {
		for _, p := range pos {
			g.Best(p.board, p.rack, 1)
		}
	}
}

func TestZZLoadOnly(t *testing.T) {
	lex, pos := loadBench(t)
	NewGenerator(Scrabble(), lex)
	_ = pos
}
