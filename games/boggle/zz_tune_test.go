package boggle

import (
	"os"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"
)

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_THREAD, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestTune(t *testing.T) {
	if os.Getenv("TUNE") == "" {
		t.Skip()
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	boards, lex := loadBench100k(t)
	n, _ := strconv.Atoi(os.Getenv("TUNE_N"))
	if n > 0 {
		boards = boards[:n]
	}
	reps, _ := strconv.Atoi(os.Getenv("TUNE_R"))
	if reps == 0 {
		reps = 5
	}
	s, _ := NewSolver(lex, benchRules)
	best := time.Hour
	for r := 0; r < reps; r++ {
		c0 := cpuNow()
		total := 0
		for _, b := range boards {
			_, p := s.Score(b)
			total += p
		}
		d := cpuNow() - c0
		best = min(best, d)
		t.Logf("total %d", total)
	}
	t.Logf("best cpu %v: %.0f boards/s", best, float64(len(boards))/best.Seconds())
}
