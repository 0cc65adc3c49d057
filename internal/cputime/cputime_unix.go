//go:build unix

// Package cputime tells the CPU time the process has used, so that
// benchmarks can report speeds that do not depend on how busy a shared
// machine is.
package cputime

import (
	"syscall"
	"time"
)

// Process returns the CPU time the process has used (user + system), or 0
// when it cannot be read.
func Process() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
