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
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
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
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	all := minCPU(15, 20, func() {
		for _, p := range pos {
			g.Count(p.board, p.rack)
		}
	})
	best := minCPU(15, 20, func() {
		for _, p := range pos {
			g.Best(p.board, p.rack, 1)
		}
	})
	fmt.Printf("all %v (%.2fM moves/s)  best %v\n", all, 23970/all.Seconds()/1e6, best)
	for i, p := range pos {
		d := minCPU(5, 20, func() { g.Best(p.board, p.rack, 1) })
		a := minCPU(5, 20, func() { g.Count(p.board, p.rack) })
		fmt.Printf("  pos %d best %v all %v\n", i, d, a)
	}
}
