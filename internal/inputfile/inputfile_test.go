package inputfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestRefused: /dev/zero, a FIFO (no writer: an open without O_NONBLOCK
// would wait for one for ever), a folder, a symlink to
// /dev/zero and a file over the limit are refused at once, before a byte is
// read, each named for what it is.
func TestRefused(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link")
	os.Symlink("/dev/zero", link)
	big := filepath.Join(dir, "big")
	os.WriteFile(big, []byte("12345"), 0o644)
	for _, tc := range []struct {
		path  string
		limit int64
		want  string
	}{
		{"/dev/zero", 1 << 20, "/dev/zero is a character device, not a regular file"},
		{fifo, 1 << 20, fifo + " is a FIFO (named pipe), not a regular file"},
		{dir, 1 << 20, dir + " is a folder, not a regular file"},
		{link, 1 << 20, link + " is a character device, not a regular file"},
		{big, 4, big + " is larger than 4 bytes, the most wordbot reads of it"},
		{filepath.Join(dir, "none"), 1, "open " + filepath.Join(dir, "none") + ": no such file or directory"},
	} {
		done := make(chan error, 1)
		go func() {
			_, err := ReadAll(tc.path, tc.limit)
			done <- err
		}()
		select {
		case err := <-done:
			if err == nil || err.Error() != tc.want {
				t.Errorf("ReadAll(%s) = %v, want %q", tc.path, err, tc.want)
			}
		case <-time.After(time.Second):
			t.Fatalf("ReadAll(%s) still running after 1 s", tc.path)
		}
	}
	if _, err := ReadAll(filepath.Join(dir, "none"), 1); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v is not fs.ErrNotExist", err)
	}
	if _, err := ReadAll(fifo, 1); !IsRefused(err) {
		t.Errorf("IsRefused(%v) = false", err)
	}
}

// TestRead: a regular file, through a symlink too, is read whole up to its
// limit; /dev/null reads as empty; a file that grows past the limit while
// it is read fails.
func TestRead(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "f")
	os.WriteFile(f, []byte("boggle:\n  size: 5\n"), 0o644)
	link := filepath.Join(dir, "link")
	os.Symlink(f, link)
	for _, p := range []string{f, link} {
		if b, err := ReadAll(p, 18); err != nil || string(b) != "boggle:\n  size: 5\n" {
			t.Errorf("ReadAll(%s) = %q, %v", p, b, err)
		}
	}
	if b, err := ReadAll(os.DevNull, 1); err != nil || len(b) != 0 {
		t.Errorf("ReadAll(/dev/null) = %q, %v", b, err)
	}
	r, err := Open(f, 20)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	w, _ := os.OpenFile(f, os.O_APPEND|os.O_WRONLY, 0)
	w.WriteString(strings.Repeat("x", 10))
	w.Close()
	if b, err := io.ReadAll(r); err == nil || err.Error() != f+" is larger than 20 bytes, the most wordbot reads of it" || len(b) != 20 {
		t.Errorf("a file grown past its limit: %d bytes, %v", len(b), err)
	}
	if got := Size(128 << 20); got != "128 MiB" {
		t.Errorf("Size = %q", got)
	}
}
