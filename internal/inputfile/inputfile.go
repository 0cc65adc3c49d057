// Package inputfile opens the files an operator names (the config file,
// word lists, a Boggle cube file) so that a wrong path fails at once with a
// clear error instead of hanging, filling memory or spinning: only a
// regular file is read (after following symlinks), and only up to a size
// limit. /dev/zero, a FIFO, a folder or a device is refused before it is
// read (/dev/null aside: it reads as an empty file); a FIFO's open does
// not block.
package inputfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"syscall"
)

// Open opens the regular file at path for reading, refusing it (before
// reading a byte) when it is not a regular file or is larger than limit
// bytes. The returned reader fails with a *TooLargeError if the file grows
// past limit while it is read. Errors from the file system (a missing
// file, no permission) are the *fs.PathError of os.Stat or os.Open.
func Open(path string, limit int64) (io.ReadCloser, error) {
	fi, err := os.Stat(path)
	if err != nil {
		// Named as an open fails ("open words.txt: no such file or
		// directory"): that is what the caller asked for.
		var pe *fs.PathError
		if errors.As(err, &pe) {
			pe.Op = "open"
		}
		return nil, err
	}
	if null, err := os.Stat(os.DevNull); err == nil && os.SameFile(fi, null) {
		// /dev/null reads as an empty file, as "no config" is often
		// written.
		return io.NopCloser(strings.NewReader("")), nil
	}
	if err := check(path, fi, limit); err != nil {
		return nil, err
	}
	// O_NONBLOCK: if a FIFO took the file's place since the Stat, the
	// open returns at once rather than wait for a writer; it changes
	// nothing for a regular file.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	fi2, err := f.Stat()
	if err == nil {
		err = check(path, fi2, limit)
	}
	if err == nil && !os.SameFile(fi, fi2) {
		err = fmt.Errorf("%s changed while it was opened", path)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return &limited{f: f, path: path, limit: limit, left: limit}, nil
}

// ReadAll returns the content of the regular file at path, as Open reads
// it.
func ReadAll(path string, limit int64) ([]byte, error) {
	r, err := Open(path, limit)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

// NotRegularError is a path naming something other than a regular file.
type NotRegularError struct {
	Path string
	Kind string // "a folder", "a FIFO (named pipe)", "a character device", ...
}

func (e *NotRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file", e.Path, e.Kind)
}

// TooLargeError is a file larger than its limit.
type TooLargeError struct {
	Path  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %s, the most wordbot reads of it", e.Path, Size(e.Limit))
}

// Size writes n bytes as people do: 1 MiB, 128 MiB, 64 KiB, 300 bytes.
func Size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<10 && n%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

func check(path string, fi fs.FileInfo, limit int64) error {
	m := fi.Mode()
	if !m.IsRegular() {
		kind := "not a regular file"
		switch {
		case m.IsDir():
			kind = "a folder"
		case m&fs.ModeNamedPipe != 0:
			kind = "a FIFO (named pipe)"
		case m&fs.ModeSocket != 0:
			kind = "a socket"
		case m&fs.ModeCharDevice != 0:
			kind = "a character device"
		case m&fs.ModeDevice != 0:
			kind = "a block device"
		}
		return &NotRegularError{Path: path, Kind: kind}
	}
	if fi.Size() > limit {
		return &TooLargeError{Path: path, Limit: limit}
	}
	return nil
}

// limited reads at most limit bytes of f, and fails past them.
type limited struct {
	f     *os.File
	path  string
	limit int64
	left  int64
}

func (l *limited) Read(p []byte) (int, error) {
	if l.left <= 0 {
		// One byte more tells a file that grew from one that ends here.
		var one [1]byte
		n, err := l.f.Read(one[:])
		if n > 0 {
			return 0, &TooLargeError{Path: l.path, Limit: l.limit}
		}
		if err == nil {
			err = io.EOF
		}
		return 0, err
	}
	if int64(len(p)) > l.left {
		p = p[:l.left]
	}
	n, err := l.f.Read(p)
	l.left -= int64(n)
	return n, err
}

func (l *limited) Close() error { return l.f.Close() }

// IsRefused reports whether err is a refusal of this package (not a
// regular file, too large) rather than the file system's.
func IsRefused(err error) bool {
	var nr *NotRegularError
	var tl *TooLargeError
	return errors.As(err, &nr) || errors.As(err, &tl)
}
