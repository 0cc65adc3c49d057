//go:build unix

package scarabeo

import (
	"os"
	"syscall"
)

// mapReadOnly maps size bytes of fh read-only and shared: the pages are
// the file's, shared by every process mapping it.
func mapReadOnly(fh *os.File, size int) ([]byte, error) {
	if size == 0 {
		return nil, nil
	}
	return syscall.Mmap(int(fh.Fd()), 0, size, syscall.PROT_READ, syscall.MAP_SHARED)
}
