package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store/pgtest"
)

// Child processes of the test binary sharing shards: clusterEnv names the
// PostgreSQL database of the shards' ownership and REST budget (see
// testClusterURL), claimEnv how often a held shard is claimed again.
const (
	clusterEnv = "WORDBOT_TEST_CLUSTER_URL"
	claimEnv   = "WORDBOT_TEST_CLAIM_EVERY"
)

// shardProc is a wordbot child process.
type shardProc struct {
	cmd  *exec.Cmd
	logs *syncBuffer
	done chan error
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// startShards starts wordbot with env added to the fake Discord's and the
// test's; it is killed when the test ends.
func startShards(t *testing.T, f *fakediscord.Server, env ...string) *shardProc {
	t.Helper()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	os.WriteFile(cfg, []byte("{}\n"), 0o644)
	c := exec.Command(os.Args[0], "-test.run=^$")
	c.Env = append(os.Environ(), childEnv+"="+f.HTTP.URL, "WORDBOT_CONFIG="+cfg, "WORDBOT_DATA_DIR="+dir,
		"DISCORD_TOKEN=tok-shards-555", "WORDBOT_DISCORD_GUILD_ID=g1", claimEnv+"=100ms", "WORDBOT_LOG_LEVEL=debug")
	c.Env = append(c.Env, env...)
	p := &shardProc{cmd: c, logs: &syncBuffer{}, done: make(chan error, 1)}
	c.Stderr = p.logs
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { p.done <- c.Wait() }()
	t.Cleanup(func() {
		c.Process.Kill()
		<-p.done
		if t.Failed() {
			t.Logf("logs of %v:\n%s", env, p.logs.String())
		}
	})
	return p
}

// kill9 kills p with SIGKILL and waits for it.
func (p *shardProc) kill9() {
	p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
	p.done <- nil // for the cleanup
}

// callbacks counts the interaction responses to id.
func callbacks(f *fakediscord.Server, id string) int {
	n := 0
	for _, c := range f.Calls() {
		if c.Kind == "callback" && c.Interaction == id {
			n++
		}
	}
	return n
}

// TestShardsThreeProcesses: three processes, one shard each of three,
// owned through PostgreSQL: each connects only its shard, and every
// command of every server is answered once, by the process of its shard.
func TestShardsThreeProcesses(t *testing.T) {
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	// Each process is told apart by its rounds' length: process k's last
	// k+1 minutes.
	for k := 0; k < 3; k++ {
		startShards(t, f, clusterEnv+"="+db, "WORDBOT_DISCORD_SHARD_COUNT=3", fmt.Sprintf("WORDBOT_DISCORD_SHARDS=%d", k),
			fmt.Sprintf("WORDBOT_BOGGLE_MINUTES=%d", k+1))
	}
	if !f.WaitConnected(30*time.Second, 3, 0, 1, 2) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	var ids []string
	for n := 0; n < 3; n++ {
		for k := 0; k < 3; k++ {
			g := fakediscord.GuildOf(k, 3, n)
			ids = append(ids, f.Command(g, "c"+g, alice, "boggle", "start",
				fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"}))
		}
	}
	for _, id := range ids {
		if r := answer(t, f, id); !strings.Contains(r.Content, "C A T S") {
			t.Errorf("start %s: %+v", id, r)
		}
	}
	for n := 0; n < 3; n++ {
		for k := 0; k < 3; k++ {
			g := fakediscord.GuildOf(k, 3, n)
			want := fmt.Sprintf("⏳ %d minutes left.", k+1)
			if k == 0 {
				want = "⏳ 1 minute left."
			}
			if c, ok := waitMessage(f, "c"+g, "left."); !ok || c.Content != want {
				t.Errorf("server of shard %d: status %q, want %q (the process of shard %d)", k, c.Content, want, k)
			}
		}
	}
	time.Sleep(300 * time.Millisecond)
	for _, id := range ids {
		if n := callbacks(f, id); n != 1 {
			t.Errorf("interaction %s answered %d times", id, n)
		}
	}
	if n := f.Overlaps(); n != 0 {
		t.Errorf("%d shards ran twice", n)
	}
	if got := f.Shards(); len(got) != 3 {
		t.Errorf("identified shards %v, want one each", got)
	}
	if n := f.Count("commands") + f.Count("get_commands"); n != 2 {
		t.Errorf("%d command registration calls, want 2 (shard 0's process only)", n)
	}
}

// TestShardsTwoClaimers: a process started for a shard another holds
// waits without connecting it, and takes it over (connects and answers
// its servers) when the holder is killed with SIGKILL.
func TestShardsTwoClaimers(t *testing.T) {
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	a := startShards(t, f, clusterEnv+"="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=0-1")
	if !f.WaitConnected(30*time.Second, 2, 0, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	b := startShards(t, f, clusterEnv+"="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=1")
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(b.logs.String(), "waiting for them") {
		if time.Now().After(deadline) {
			t.Fatalf("the second process does not say it waits:\n%s", b.logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(500 * time.Millisecond) // five claims
	if n := len(f.Shards()); n != 2 || f.Overlaps() != 0 {
		t.Fatalf("the waiting process connected: identifies %v, overlaps %d", f.Shards(), f.Overlaps())
	}
	g1 := fakediscord.GuildOf(1, 2, 0)
	if r := answer(t, f, f.Command(g1, "c1", alice, "help", "")); !strings.Contains(r.Content, "/boggle") {
		t.Fatalf("help before: %+v", r)
	}

	killed := time.Now()
	a.kill9()
	deadline = time.Now().Add(20 * time.Second)
	for len(f.Shards()) < 3 {
		if time.Now().After(deadline) {
			t.Fatalf("shard 1 not taken over; logs:\n%s", b.logs.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if !f.WaitConnected(10*time.Second, 2, 1) {
		t.Fatal("shard 1 not connected")
	}
	t.Logf("shard 1 taken over %v after the SIGKILL", time.Since(killed).Round(time.Millisecond))
	if last := f.Shards()[2]; last != [2]int{1, 2} {
		t.Errorf("the new process identified as %v", last)
	}
	id := f.Command(g1, "c1", alice, "help", "")
	if r := answer(t, f, id); !strings.Contains(r.Content, "/boggle") {
		t.Errorf("help after: %+v", r)
	}
	time.Sleep(200 * time.Millisecond)
	if n := callbacks(f, id); n != 1 || f.Overlaps() != 0 {
		t.Errorf("answered %d times, overlaps %d", n, f.Overlaps())
	}
	// Shard 0 was only the dead process's: nobody runs it.
	if got := f.Connected(); len(got) != 1 || got[0] != 1 {
		t.Errorf("connected shards %v", got)
	}
}

// TestShardsBudgetUnderLoad: three processes with rounds in 30 channels
// and 120 guesses a second for a few seconds want far more than 50 REST
// calls a second together; sharing the budget through PostgreSQL, they
// send none past Discord's global limit (the fake counts them) and none
// into an empty bucket.
func TestShardsBudgetUnderLoad(t *testing.T) {
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	for k := 0; k < 3; k++ {
		startShards(t, f, clusterEnv+"="+db, "WORDBOT_DISCORD_SHARD_COUNT=3", fmt.Sprintf("WORDBOT_DISCORD_SHARDS=%d", k))
	}
	if !f.WaitConnected(30*time.Second, 3, 0, 1, 2) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	type chn struct{ guild, id string }
	var chans []chn
	for n := 0; n < 10; n++ {
		for k := 0; k < 3; k++ {
			g := fakediscord.GuildOf(k, 3, n)
			chans = append(chans, chn{g, "c" + g})
		}
	}
	for _, c := range chans {
		answer(t, f, f.Command(c.guild, c.id, alice, "boggle", "start",
			fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"}, fakediscord.Option{Name: "minutes", Type: 10, Value: 5}))
	}
	from := len(f.Calls())
	began := time.Now()
	run := 6 * time.Second
	words := []string{"cat", "cats", "dog", "doge", "tag", "xyz", "god", "cod"}
	players := []fakediscord.User{{ID: "21", Name: "p1"}, {ID: "22", Name: "p2"}, {ID: "23", Name: "p3"}, {ID: "24", Name: "p4"}}
	tick := time.NewTicker(250 * time.Millisecond)
	i := 0
	for time.Since(began) < run {
		<-tick.C
		for _, c := range chans { // 30 guesses every 250 ms
			f.Say(c.guild, c.id, players[i%len(players)], words[i%len(words)])
			i++
		}
	}
	tick.Stop()
	time.Sleep(3 * time.Second) // what was queued goes out
	bucket, global := f.EmptyBucketHits()
	calls := f.CallsSince(from)
	most := 0
	for a := range calls {
		if calls[a].Kind == "callback" || calls[a].Kind == "followup" || calls[a].Kind == "edit_original" {
			continue
		}
		n := 0
		for b := a; b < len(calls) && calls[b].Time.Sub(calls[a].Time) < time.Second; b++ {
			if k := calls[b].Kind; k != "callback" && k != "followup" && k != "edit_original" {
				n++
			}
		}
		most = max(most, n)
	}
	elapsed := time.Since(began).Seconds()
	t.Logf("%d guesses, %d REST calls in %.1f s (%.1f/s), at most %d in one second; into an empty bucket %d, past the global budget %d",
		i, len(calls), elapsed, float64(len(calls))/elapsed, most, bucket, global)
	if global != 0 || bucket != 0 {
		t.Errorf("requests past the global budget %d, into an empty bucket %d", global, bucket)
	}
	if most > fakediscord.GlobalLimit {
		t.Errorf("%d requests in one second", most)
	}
	if float64(len(calls)) < 30*elapsed {
		t.Errorf("only %d calls in %.1f s: the load did not fill the budget", len(calls), elapsed)
	}
}
