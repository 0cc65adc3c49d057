package store

import (
	"github.com/wordbot/wordbot/store/pgtest"

	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// lockChildEnv, when set, makes the test binary a process that opens the
// database it names, says "open" and holds it until its input ends.
const lockChildEnv = "WORDBOT_STORE_LOCK_CHILD"

func TestMain(m *testing.M) {
	limitMinimize()
	if path := os.Getenv(lockChildEnv); path != "" {
		s, err := Open(path)
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		fmt.Println("open")
		bufio.NewReader(os.Stdin).ReadString('\n')
		s.Close()
		os.Exit(0)
	}
	os.Exit(pgtest.Main(m))
}

// limitMinimize bounds the minimization of a fuzz input to 20 runs unless
// -fuzzminimizetime says otherwise: SQLite's coverage changes with nearly
// every mutation of a database file, and minimizing a 70 KB file for the
// default 60 s stalls FuzzOpen (tens of executions in 20 s instead of
// thousands).
func limitMinimize() {
	flag.Parse()
	set := false
	flag.Visit(func(f *flag.Flag) { set = set || f.Name == "test.fuzzminimizetime" })
	if !set {
		flag.Set("test.fuzzminimizetime", "20x")
	}
}

// TestOneOwner opens a database in a child process, then here: the second
// open is refused with one line naming the child's pid, and writes
// nothing; once the child has gone, the file opens.
func TestOneOwner(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), lockChildEnv+"="+path)
	in, err := child.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Process.Kill()
	line, _ := bufio.NewReader(out).ReadString('\n')
	if line != "open\n" {
		t.Fatalf("child: %q", line)
	}
	before, _ := os.ReadFile(path)

	s, err := Open(path)
	if err == nil {
		s.Close()
		t.Fatal("a second process opened a database in use")
	}
	want := fmt.Sprintf("in use by another process (pid %d)", child.Process.Pid)
	if ErrorCode(err) != ELocked || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
		t.Errorf("second open: %v (code %s), want one line with %q", err, ErrorCode(err), want)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Error("the refused open changed the file")
	}

	in.Close()
	if err := child.Wait(); err != nil {
		t.Fatal(err)
	}
	s, err = Open(path)
	if err != nil {
		t.Fatalf("after the owner left: %v", err)
	}
	s.Close()
}

// TestLockFileTwoOpens takes the lock file twice through two opens: the
// second is refused while the first holds it, even in one process, and
// succeeds after the first is closed.
func TestLockFileTwoOpens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.db"+LockSuffix)
	f, err := lockFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if g, err := lockFile(path); err == nil {
		g.Close()
		t.Fatal("locked twice")
	} else if want := fmt.Sprintf("(pid %d)", os.Getpid()); !strings.Contains(err.Error(), want) {
		t.Errorf("second lock: %v, want %s", err, want)
	}
	f.Close()
	g, err := lockFile(path)
	if err != nil {
		t.Fatalf("after release: %v", err)
	}
	g.Close()
}

// TestLockShared: Stores of one process share the lock, which is dropped
// with the last of them.
func TestLockShared(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	a, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	a.Close()
	if f, err := lockFile(path + LockSuffix); err == nil {
		f.Close()
		t.Fatal("lock dropped while a Store is open")
	}
	b.Close()
	f, err := lockFile(path + LockSuffix)
	if err != nil {
		t.Fatalf("lock kept after the last Close: %v", err)
	}
	f.Close()
}
