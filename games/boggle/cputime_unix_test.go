//go:build unix

package boggle

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time the process has used (user + system), to
// report speeds that do not depend on how busy a shared machine is.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
