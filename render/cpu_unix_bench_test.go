//go:build unix

package render

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used: on a shared machine it
// measures the work, where wall time also counts waiting for a core.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
