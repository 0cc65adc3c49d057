//go:build unix

package ruzzle

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used, for benchmarks run on a
// shared machine where wall time says little.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
