//go:build !unix

package scarabeo

import (
	"io"
	"os"
)

// mapReadOnly reads size bytes of fh (no mmap on this system).
func mapReadOnly(fh *os.File, size int) ([]byte, error) {
	b := make([]byte, size)
	_, err := fh.ReadAt(b, 0)
	if err == io.EOF {
		err = nil
	}
	return b, err
}

// releasePages does nothing: the file was read, not mapped.
func releasePages([]byte) {}

func unmap([]byte) {}
