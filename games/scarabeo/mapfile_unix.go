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

// releasePages drops m's pages from the process (MADV_DONTNEED: a shared
// read-only mapping of a file reads them again from the file when touched).
func releasePages(m []byte) {
	if len(m) > 0 {
		syscall.Madvise(m, syscall.MADV_DONTNEED)
	}
}

func unmap(m []byte) {
	if len(m) > 0 {
		syscall.Munmap(m)
	}
}
