package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// terminalChildEnv makes a child process of the test binary wordbot in the
// terminal (its stdin the piped lines), for TestMemoryWarm.
const terminalChildEnv = "WORDBOT_TEST_CHILD_TERMINAL"

func init() {
	if os.Getenv(terminalChildEnv) != "" {
		os.Exit(run(nil, os.Stdin, os.Stdout, os.Stderr))
	}
}

// memorySteps are TestMemoryWarm's games: each a few terminal lines and
// what the hint's reply starts with.
// (a rack with no move gets "No move is possible", after the same search).
var memorySteps = []struct{ name, lines, want string }{
	{"Scrabble en", "/scrabble new lang:en computer:hard\n/hint\n/stop\n", "only player sees this]"},
	{"Scrabble fr", "/scrabble new lang:fr computer:hard\n/hint\n/stop\n", "only player sees this]"},
	{"Scrabble es", "/scrabble new lang:es computer:hard\n/hint\n/stop\n", "only player sees this]"},
	{"Scrabble de", "/scrabble new lang:de computer:hard\n/hint\n/stop\n", "only player sees this]"},
	{"Scrabble pt", "/scrabble new lang:pt computer:hard\n/hint\n/stop\n", "only player sees this]"},
	{"Scarabeo it", "/scarabeo new computer:hard\n/hint\n/stop\n", "only player sees this]"},
	{"Upwords it", "/upwords new computer:hard\n/hint\n/stop\n", "only player sees this]"},
	{"Boggle en", "/boggle start\n/hint\n/stop\n", "💡 Words nobody has found yet"},
	{"Ruzzle en", "/ruzzle start\n/hint\n/stop\n", "💡 Words nobody has found yet"},
}

// TestMemoryWarm measures issue 30's figure: one wordbot process in the
// terminal (piped input, as a small host runs it), its resident set idle,
// then after a hint in each of Scrabble en, fr, es, de, pt, Scarabeo,
// Upwords, a Boggle and a Ruzzle round (each step waits until the process
// stops using CPU, so that structures built in the background count), and
// its maximum resident set (getrusage ru_maxrss of the child) at the end.
// It logs a table (docs/performance.md) and asserts only that every hint
// was answered: sizes and times are figures, not asserts. Run with
// WORDBOT_MEMORY=1 (a minute or more on a busy machine); the data folder is
// kept between the two runs it makes (-memory-runs) so that the second
// finds the files the first wrote.
func TestMemoryWarm(t *testing.T) {
	if os.Getenv("WORDBOT_MEMORY") == "" {
		t.Skip("set WORDBOT_MEMORY=1 to measure the warm-everything resident set")
	}
	if raceEnabled {
		t.Skip("the race detector's shadow memory would be measured")
	}
	dir := t.TempDir()
	runs, _ := strconv.Atoi(os.Getenv("WORDBOT_MEMORY_RUNS"))
	runs = max(runs, 1)
	for i := range runs {
		t.Logf("run %d (data folder %s)", i+1, map[bool]string{true: "fresh", false: "kept"}[i == 0])
		memoryRun(t, dir)
	}
}

func memoryRun(t *testing.T, dir string) {
	t.Helper()
	cfg := filepath.Join(dir, "config.yaml")
	os.WriteFile(cfg, []byte("{}\n"), 0o644)
	c := exec.Command(os.Args[0], "-test.run=^$")
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "WORDBOT_MEMORY") { // the config refuses unknown WORDBOT_ names
			c.Env = append(c.Env, e)
		}
	}
	c.Env = append(c.Env, terminalChildEnv+"=1", "WORDBOT_CONFIG="+cfg, "WORDBOT_DATA_DIR="+dir,
		"DISCORD_TOKEN=", "GOMEMLIMIT=", "GOGC=")
	in, err := c.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, err := c.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var errb syncBuf
	c.Stderr = &errb
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	defer c.Process.Kill()
	var mu sync.Mutex
	var out strings.Builder
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			mu.Lock()
			out.WriteString(sc.Text() + "\n")
			mu.Unlock()
		}
		io.Copy(io.Discard, outR)
	}()
	output := func() string {
		mu.Lock()
		defer mu.Unlock()
		return out.String()
	}
	pid := c.Process.Pid
	quiet := func(want string, from int) {
		t.Helper()
		deadline := time.Now().Add(5 * time.Minute)
		last, still := procCPU(pid), 0
		for still < 8 { // 1.6 s without CPU, once the reply came
			time.Sleep(200 * time.Millisecond)
			if _, err := os.Stat(fmt.Sprintf("/proc/%d/stat", pid)); err != nil || time.Now().After(deadline) || c.ProcessState != nil {
				t.Fatalf("no quiet after %q: %s\n%s", want, output()[from:], errb.String())
			}
			cpu := procCPU(pid)
			if cpu == last && strings.Contains(output()[from:], want) {
				still++
			} else {
				still = 0
			}
			last = cpu
		}
	}
	quiet("wordbot in the terminal", 0)
	startCPU := procCPU(pid)
	rss, hwm := procStatus(pid)
	t.Logf("%-12s  %8s  %8s  %8s", "after", "RSS", "max RSS", "CPU")
	t.Logf("%-12s  %5d MB  %5d MB  %5d ms", "start (idle)", rss>>10, hwm>>10, startCPU.Milliseconds())
	for _, s := range memorySteps {
		from := len(output())
		before := procCPU(pid)
		io.WriteString(in, s.lines)
		quiet(s.want, from)
		rss, hwm := procStatus(pid)
		t.Logf("%-12s  %5d MB  %5d MB  %5d ms", s.name, rss>>10, hwm>>10, (procCPU(pid) - before).Milliseconds())
	}
	io.WriteString(in, "/quit\n")
	in.Close()
	if err := c.Wait(); err != nil {
		t.Fatalf("wordbot: %v\n%s", err, errb.String())
	}
	ru := c.ProcessState.SysUsage().(*syscall.Rusage)
	t.Logf("max RSS (ru_maxrss) %d MB, CPU %v", ru.Maxrss>>10,
		time.Duration(ru.Utime.Nano()+ru.Stime.Nano()).Round(time.Millisecond))
	if n := strings.Count(output(), "Best move:") + strings.Count(output(), "No move is possible"); n != 7 {
		t.Errorf("%d crossword hints answered, want 7:\n%s", n, output())
	}
}

// procStatus returns a process's VmRSS and VmHWM in KB.
func procStatus(pid int) (rss, hwm int) {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for _, l := range strings.Split(string(b), "\n") {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		n, _ := strconv.Atoi(f[1])
		switch f[0] {
		case "VmRSS:":
			rss = n
		case "VmHWM:":
			hwm = n
		}
	}
	return rss, hwm
}

// procCPU returns a process's user and system CPU time (clock ticks of
// 10 ms).
func procCPU(pid int) time.Duration {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(s[i+1:])
	if len(f) < 13 {
		return 0
	}
	u, _ := strconv.Atoi(f[11])
	k, _ := strconv.Atoi(f[12])
	return time.Duration(u+k) * 10 * time.Millisecond
}
