package main

import (
	"flag"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store/pgtest"
)

// childEnv names the fake Discord a child process of the test binary
// connects to: with it set, the test binary is wordbot.
const childEnv = "WORDBOT_TEST_CHILD_DISCORD"

func TestMain(m *testing.M) {
	if u := os.Getenv(childEnv); u != "" {
		base, err := url.Parse(u)
		if err != nil {
			os.Exit(3)
		}
		discordClient = &http.Client{Transport: toFake{base}, Timeout: 20 * time.Second}
		if d, err := time.ParseDuration(os.Getenv(claimEnv)); err == nil {
			claimEvery = d
		}
		os.Exit(run(nil, os.Stdin, os.Stdout, os.Stderr))
	}
	flag.Parse()
	waitingParallel()
	os.Exit(pgtest.Main(m))
}

// parallelWaiting is how many of the tests that call t.Parallel run at
// once when go test is given no -parallel (go test's default is GOMAXPROCS,
// 2 on a small CI machine). Those tests mostly wait: on rounds of 15 to 45
// s, on child processes, on PostgreSQL freeing a lock; their CPU is a
// fifth of their time at most under -race (TestKillLoop; TestShardsPartitionedOwner
// a tenth). The tests that compute or measure (the load tests, the live
// heap, the word searches) do not call t.Parallel, nor do those that check
// an answer is private (run four at a time at load 11, TestLockedDatabase
// read its late /guess answer, deferred first, as public once), and go
// test runs them all before the parallel ones start (README.md says so).
const parallelWaiting = 4

// waitingParallel raises -test.parallel to parallelWaiting unless it (or
// -fuzz) was given.
func waitingParallel() {
	given := false
	// -parallel is also the number of fuzzing workers: left as given.
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" || f.Name == "test.fuzz" })
	if p := flag.Lookup("test.parallel"); p != nil && !given {
		p.Value.Set(strconv.Itoa(parallelWaiting))
	}
}

// toFake sends every request to the fake Discord.
type toFake struct{ base *url.URL }

func (f toFake) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.URL.Scheme, req.URL.Host, req.Host = f.base.Scheme, f.base.Host, f.base.Host
	return http.DefaultTransport.RoundTrip(req)
}

var leftRE = regexp.MustCompile(`^⏳ (1 minute|(\d+) seconds) left\.$`)

// TestSIGKILLAndRestart runs wordbot as a child process, kills it with
// SIGKILL in the middle of a Boggle round, and starts it again on the same
// data folder: the round resumes with the time that really remains, the
// guesses are kept, the report is posted once, and SIGTERM then ends the
// second process with exit 0 within 10 s.
func TestSIGKILLAndRestart(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	os.WriteFile(cfg, []byte("{}\n"), 0o644)
	env := append(os.Environ(), childEnv+"="+f.HTTP.URL, "WORDBOT_CONFIG="+cfg, "WORDBOT_DATA_DIR="+dir,
		"DISCORD_TOKEN=tok-child-777", "WORDBOT_DISCORD_GUILD_ID=g1")
	var logs [2]syncBuf // read while the child runs
	start := func(i int) *exec.Cmd {
		t.Helper()
		n := f.Count("get_commands")
		c := exec.Command(os.Args[0], "-test.run=^$")
		c.Env, c.Stderr = env, &logs[i]
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		if !f.WaitCount(20*time.Second, "get_commands", n+1) {
			c.Process.Kill()
			c.Wait()
			t.Fatalf("child %d did not connect: %s", i, logs[i].String())
		}
		return c
	}
	c1 := start(0)
	began := time.Now()
	id := f.Command("g1", "b1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 1})
	if r := answer(t, f, id); !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("start: %+v", r)
	}
	answered := time.Now() // the round started between began and now
	f.Say("g1", "b1", alice, "cat")
	if !f.WaitCount(20*time.Second, "reaction", 1) {
		t.Fatal("no reaction")
	}
	c1.Process.Signal(syscall.SIGKILL)
	c1.Wait()
	time.Sleep(2 * time.Second) // the downtime counts

	n := len(f.Calls())
	restarted := time.Now() // the status after the restart comes later
	c2 := start(1)
	defer c2.Process.Kill()
	defer func() {
		if t.Failed() {
			t.Logf("calls since the restart: %v\nlogs of the second process:\n%s", f.CallsSince(n), logs[1].String())
		}
	}()
	cs, ok := f.Wait(30*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs[n:] {
			if c.Channel == "b1" && leftRE.MatchString(c.Content) {
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatalf("no status after the restart: %v", f.CallsSince(n))
	}
	for _, c := range cs[n:] {
		if m := leftRE.FindStringSubmatch(c.Content); m != nil && c.Channel == "b1" {
			left := 60
			if m[2] != "" {
				left, _ = strconv.Atoi(m[2])
			}
			// The round started after began and before answered; the
			// status was written after restarted and before now (the
			// lower bound allows the status's rounding, as before); the
			// downtime (2 s) counts, so never more than 58 seconds.
			least := 60 - time.Since(began).Seconds()
			most := 60 - restarted.Sub(answered).Seconds()
			t.Logf("%q after %.1f s", c.Content, time.Since(began).Seconds())
			if float64(left) > most+1 || float64(left) < least-3 || left > 58 {
				t.Errorf("%d seconds left after the restart, want %.1f to %.1f", left, least, most)
			}
		}
	}
	mid := f.Say("g1", "b1", alice, "cat")
	if !f.WaitCount(20*time.Second, "reaction", 2) {
		t.Fatal("no reaction after the restart")
	}
	for _, c := range f.Calls() {
		if c.Kind == "reaction" && c.MessageID == mid && c.Emoji != "🔁" {
			t.Errorf("guess kept? reaction %s", c.Emoji)
		}
	}
	answer(t, f, f.Command("g1", "b1", alice, "stop", ""))
	if c, ok := waitMessage(f, "b1", "Boggle: results"); !ok || !strings.Contains(c.Content, "**alice**: 1 point\n> CAT 1, ~~CAT~~ 0 (already typed)") {
		t.Errorf("report: %q", c.Content)
	}

	begun := time.Now()
	c2.Process.Signal(syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- c2.Wait() }()
	select {
	case err := <-done:
		took := time.Since(begun)
		t.Logf("SIGTERM to exit: %v", took)
		if err != nil || took > 10*time.Second {
			t.Errorf("exit: %v after %v\n%s", err, took, logs[1].String())
		}
	case <-time.After(15 * time.Second):
		t.Fatal("no exit 15 s after SIGTERM")
	}
	reports := 0
	for _, c := range f.Calls() {
		if strings.Contains(c.Content, "Boggle: results") {
			reports++
		}
	}
	if reports != 1 {
		t.Errorf("%d reports, want 1", reports)
	}
	for i := range logs {
		if strings.Contains(logs[i].String(), "tok-child-777") {
			t.Errorf("the token is in the logs of child %d", i)
		}
	}
}
