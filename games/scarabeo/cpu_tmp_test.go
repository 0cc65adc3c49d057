package scarabeo

import (
	"runtime"
	"syscall"
	"testing"
	"time"
)

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_THREAD, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestCPUTmp(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	lex, pos := loadBench(t)
	g := NewGenerator(Scrabble(), lex)
	for _, mode := range []string{"count", "best"} {
		best := time.Hour
		for rep := 0; rep < 5; rep++ {
			t0 := cpuNow()
			for i := 0; i < 20; i++ {
				for _, p := range pos {
					if mode == "count" {
						g.Count(p.board, p.rack)
					} else {
						g.Best(p.board, p.rack, 1)
					}
				}
			}
			best = min(best, (cpuNow()-t0)/20)
		}
		t.Logf("%s: %v cpu per 8 positions, %.2f Mmoves/s", mode, best, 23970/best.Seconds()/1e6)
	}
	for _, p := range pos {
		best := time.Hour
		for rep := 0; rep < 5; rep++ {
			t0 := cpuNow()
			for i := 0; i < 20; i++ {
				g.Count(p.board, p.rack)
			}
			best = min(best, (cpuNow()-t0)/20)
		}
		t.Logf("%-16s %6d moves %v", p.name, p.moves, best)
	}
}
