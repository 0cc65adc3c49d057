package store

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strconv"
	"sync"
	"syscall"
)

// One wordbot process owns a database: Open takes an exclusive flock on a
// side file, path + ".lock", and keeps it until the last Store on that path
// in this process is closed (or the process ends, when the kernel drops
// it). A second process refuses to open the file, naming the owner's pid,
// which the owner writes into the lock file. Several Stores of one process
// may share the lock: tests open a file again after abandoning a Store, as
// a crash would.

// LockSuffix ends the name of a database's lock file.
const LockSuffix = ".lock"

type processLock struct {
	f    *os.File
	refs int
}

var (
	locksMu sync.Mutex
	locks   = map[string]*processLock{}
)

// acquire takes (or shares, within this process) the lock of the database
// at abs.
func acquire(abs string) error {
	locksMu.Lock()
	defer locksMu.Unlock()
	if l := locks[abs]; l != nil {
		l.refs++
		return nil
	}
	f, err := lockFile(abs + LockSuffix)
	if err != nil {
		return err
	}
	locks[abs] = &processLock{f: f, refs: 1}
	return nil
}

// release gives back one share of the lock of abs.
func release(abs string) {
	locksMu.Lock()
	defer locksMu.Unlock()
	l := locks[abs]
	if l == nil {
		return
	}
	if l.refs--; l.refs > 0 {
		return
	}
	delete(locks, abs)
	l.f.Close() // closing the file drops the flock
}

// lockFile opens (creating) the lock file at path and locks it
// exclusively without waiting, then writes this process's pid into it.
func lockFile(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o640)
	if err != nil {
		return nil, errorf(EInternal, err, "store: cannot create the lock file %s: check that its folder is writable by this user", path)
	}
	for {
		err = syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if !errors.Is(err, syscall.EINTR) {
			break
		}
	}
	if err != nil {
		defer f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			owner := "another process"
			if pid := readPid(f); pid > 0 {
				owner = fmt.Sprintf("another process (pid %d)", pid)
			}
			return nil, errorf(ELocked, nil, "store: %s is in use by %s; only one wordbot may use a database: stop the other one, or point data_dir elsewhere", path[:len(path)-len(LockSuffix)], owner)
		}
		return nil, errorf(EInternal, err, "store: cannot lock %s", path)
	}
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return f, nil
}

// readPid reads the pid a lock's owner wrote, or 0.
func readPid(f *os.File) int {
	buf := make([]byte, 32)
	n, _ := f.ReadAt(buf, 0)
	pid, err := strconv.Atoi(string(bytes.TrimSpace(buf[:n])))
	if err != nil || pid <= 0 {
		return 0
	}
	return pid
}
