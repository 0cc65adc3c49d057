package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store/pgtest"
)

// claimEnv tells a child process of the test binary how often it claims
// again a shard another process holds.
const claimEnv = "WORDBOT_TEST_CLAIM_EVERY"

// shardProc is a wordbot child process.
type shardProc struct {
	cmd  *exec.Cmd
	logs *syncBuf
	done chan error
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
	p := &shardProc{cmd: c, logs: &syncBuf{}, done: make(chan error, 1)}
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
// on the PostgreSQL store: each connects only its shard, and every
// command of every server is answered once, by the process of its shard.
func TestShardsThreeProcesses(t *testing.T) {
	t.Parallel()
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	// Each process is told apart by its rounds' length: process k's last
	// k+1 minutes. Processes 0 and 1 serve the Activity, behind process
	// 0's address.
	web := []string{freeAddr(t), freeAddr(t)}
	public := "http://" + web[0]
	for k := 0; k < 3; k++ {
		env := []string{"WORDBOT_STORE_URL=" + db, "WORDBOT_DISCORD_SHARD_COUNT=3", fmt.Sprintf("WORDBOT_DISCORD_SHARDS=%d", k),
			fmt.Sprintf("WORDBOT_BOGGLE_MINUTES=%d", k+1)}
		if k < 2 {
			env = append(env, activityWebEnv(web[k], public)...)
		}
		startShards(t, f, env...)
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
	// The Activity of a server of shard 1, through process 0's address:
	// process 1's round (2 minutes) and its verdict (docs/activity.md,
	// "Several shard processes").
	g1 := fakediscord.GuildOf(1, 3, 0)
	ch := g1 + "7" // a snowflake, as the SDK's channel is
	activityGuild(f, g1, ch)
	answer(t, f, f.Command(g1, ch, alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"}))
	faces, left, verdict := playThrough(t, f, public, g1, ch, "dog")
	if faces != "CATSDOGEXXXXXXXX" || left <= time.Minute || left > 2*time.Minute || verdict != "✅" {
		t.Errorf("shard 1's Activity through process 0: faces %q, %v left, verdict %q; want process 1's round (2 minutes) and ✅", faces, left, verdict)
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
	t.Parallel()
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	a := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=0-1")
	if !f.WaitConnected(30*time.Second, 2, 0, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	b := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=1")
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(b.logs.String(), "waiting for them") && len(f.Shards()) == 2 {
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
	t.Parallel()
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	for k := 0; k < 3; k++ {
		startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=3", fmt.Sprintf("WORDBOT_DISCORD_SHARDS=%d", k))
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
	// The load asks for a reaction per guess (120 a second): the budget
	// is what holds the calls back. A busy machine sends fewer, so the
	// floor is low.
	if float64(len(calls)) < 20*elapsed {
		t.Errorf("only %d calls in %.1f s: the load did not press on the budget", len(calls), elapsed)
	}
}

// term stops p with SIGTERM and waits up to 15 s for its exit status.
func (p *shardProc) term(t *testing.T) {
	t.Helper()
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-p.done:
		p.done <- err
		if err != nil {
			t.Errorf("exit after SIGTERM: %v\n%s", err, p.logs.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("no exit 15 s after SIGTERM")
	}
}

// reports returns the round reports posted in channel.
func reports(f *fakediscord.Server, channel string) []fakediscord.Call {
	var out []fakediscord.Call
	for _, c := range f.Calls() {
		if c.Kind == "message" && c.Channel == channel && strings.Contains(c.Content, "Boggle: results") {
			out = append(out, c)
		}
	}
	return out
}

// guess says word in channel and waits for its reaction.
func guess(t *testing.T, f *fakediscord.Server, guild, channel string, u fakediscord.User, word, want string) {
	t.Helper()
	mid := f.Say(guild, channel, u, word)
	if _, ok := f.Wait(30*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs {
			if c.Kind == "reaction" && c.MessageID == mid {
				return true
			}
		}
		return false
	}); !ok {
		t.Fatalf("%s's guess %q in %s not acknowledged", u.Name, word, channel)
	}
	for _, c := range f.Calls() {
		if c.Kind == "reaction" && c.MessageID == mid && c.Emoji != want {
			t.Errorf("%s's guess %q: %s, want %s", u.Name, word, c.Emoji, want)
		}
	}
}

// TestShardsKillMidRound: on the PostgreSQL store, the process running
// shard 1 is killed with SIGKILL in the middle of a round; the standby
// process (which runs shard 0 and waits for shard 1) takes the shard over,
// the round ends on time with both acknowledged guesses, and its report is
// posted exactly once.
func TestShardsKillMidRound(t *testing.T) {
	t.Parallel()
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	a := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=1")
	if !f.WaitConnected(30*time.Second, 2, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	b := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=0-1")
	if !f.WaitConnected(30*time.Second, 2, 0, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	g := fakediscord.GuildOf(1, 2, 0)
	began := time.Now()
	if r := answer(t, f, f.Command(g, "k1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 0.25})); !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("start: %+v", r)
	}
	answered := time.Now() // the round's 15 s began between began and answered
	guess(t, f, g, "k1", alice, "cat", "✅")
	guess(t, f, g, "k1", bob, "dog", "✅")
	// Killed 6 s into the round, 9 s before its end: a standby that kept
	// the round's deadline posts the report about 9 s after the kill, one
	// that started the round's time again would post it 15 s after it or
	// later, however slowly a loaded machine answers.
	time.Sleep(time.Until(answered.Add(6 * time.Second)))
	if late := time.Since(answered); late > 12*time.Second {
		t.Fatalf("the guesses took %.1f s of the round's 15: no time to kill its process mid-round", late.Seconds())
	}
	n := len(f.Calls())
	a.kill9()
	killed := time.Now()
	// Wait for the standby's identify of shard 1 (the third): the dead
	// process's connection may still count as shard 1's for a moment, so
	// shard 1 connected is no sign of the takeover by itself.
	for deadline := time.Now().Add(30 * time.Second); len(f.Shards()) < 3; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("shard 1 not taken over; logs:\n%s", b.logs.String())
		}
	}
	if !f.WaitConnected(30*time.Second, 2, 1) {
		t.Fatalf("shard 1 not connected after the takeover; logs:\n%s", b.logs.String())
	}
	t.Logf("shard 1 taken over %v after the SIGKILL", time.Since(killed).Round(time.Millisecond))
	if c, ok := waitMessage(f, "k1", "goes on after a restart"); !ok || c.Time.Before(killed) {
		t.Errorf("the round was not resumed: %v", f.CallsSince(n))
	}
	deadline := time.Now().Add(30 * time.Second)
	for len(reports(f, "k1")) == 0 {
		if time.Now().After(deadline) {
			t.Fatalf("no report; calls since the kill: %v\nlogs:\n%s", f.CallsSince(n), b.logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	rep := reports(f, "k1")[0]
	took, afterKill := rep.Time.Sub(began), rep.Time.Sub(killed)
	t.Logf("report %.1f s after the start (round of 15 s), %.1f s after the kill", took.Seconds(), afterKill.Seconds())
	// Not before the round's end (began + 15 s, less 1 s of margin);
	// sooner than the end of a round started again at the takeover.
	if took < 14*time.Second || afterKill >= 15*time.Second {
		t.Errorf("the round ended %.1f s after its start and %.1f s after the kill, want 15 and about 9", took.Seconds(), afterKill.Seconds())
	}
	if !strings.Contains(rep.Content, "**alice**: 1 point") || !strings.Contains(rep.Content, "**bob**: 1 point") {
		t.Errorf("report lost a guess: %q", rep.Content)
	}
	time.Sleep(2 * time.Second)
	if n := len(reports(f, "k1")); n != 1 {
		t.Errorf("%d reports, want 1", n)
	}
	if f.Overlaps() != 0 {
		t.Errorf("overlaps %d", f.Overlaps())
	}
}

// TestShardsReshard: four rounds run on two processes (2 shards, the
// PostgreSQL store); both stop (SIGTERM) and four processes start with 4
// shards: each resumes the round of its new shard, every round ends with
// its guesses and one report, and the ratings across all servers count
// the four games, played in four servers by two generations of
// processes.
func TestShardsReshard(t *testing.T) {
	t.Parallel()
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	var old []*shardProc
	for k := 0; k < 2; k++ {
		old = append(old, startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", fmt.Sprintf("WORDBOT_DISCORD_SHARDS=%d", k)))
	}
	if !f.WaitConnected(30*time.Second, 2, 0, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	guilds := make([]string, 4)
	for k := range guilds {
		guilds[k] = fakediscord.GuildOf(k, 4, 0) // shard k of 4, k%2 of 2
		ch := "r" + fmt.Sprint(k)
		// 30 s rounds: each must outlast the resharding (two processes
		// stopped, four started), some 10 s on a loaded machine.
		answer(t, f, f.Command(guilds[k], ch, alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
			fakediscord.Option{Name: "minutes", Type: 10, Value: 0.5}))
		guess(t, f, guilds[k], ch, alice, "cat", "✅")
		guess(t, f, guilds[k], ch, alice, "cats", "✅")
		guess(t, f, guilds[k], ch, bob, "dog", "✅")
	}
	for _, p := range old {
		p.term(t)
	}
	stopped := time.Now()
	for k := 0; k < 4; k++ {
		startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=4", fmt.Sprintf("WORDBOT_DISCORD_SHARDS=%d", k))
	}
	if !f.WaitConnected(30*time.Second, 4, 0, 1, 2, 3) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	for k := range guilds {
		ch := "r" + fmt.Sprint(k)
		if c, ok := waitMessage(f, ch, "goes on after a restart"); !ok || c.Time.Before(stopped) {
			t.Errorf("round %d not resumed after the resharding", k)
		}
		// A guess after the resharding reaches the process of the new
		// shard, which must be the one running the round.
		guess(t, f, guilds[k], ch, bob, "god", "✅")
	}
	deadline := time.Now().Add(45 * time.Second)
	for k := range guilds {
		ch := "r" + fmt.Sprint(k)
		for len(reports(f, ch)) == 0 {
			if time.Now().After(deadline) {
				t.Fatalf("no report in %s", ch)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	time.Sleep(time.Second)
	for k := range guilds {
		ch := "r" + fmt.Sprint(k)
		rs := reports(f, ch)
		if len(rs) != 1 || !strings.Contains(rs[0].Content, "**alice**: 2 points") || !strings.Contains(rs[0].Content, "**bob**: 2 points") {
			t.Errorf("%s: %d reports, %v", ch, len(rs), rs)
		}
	}
	// The ratings across all servers, asked in a server of shard 3.
	r := answer(t, f, f.Command(guilds[3], "r3", alice, "leaderboard", "", fakediscord.Option{Name: "global", Type: 5, Value: true}))
	if !strings.Contains(r.Content, "alice: rating") || !strings.Contains(r.Content, "bob: rating") || strings.Count(r.Content, "4 rated games") != 2 {
		t.Errorf("global leaderboard: %q", r.Content)
	}
	// And one server's leaderboard: its own game.
	r = answer(t, f, f.Command(guilds[0], "r0", alice, "leaderboard", ""))
	if !strings.Contains(r.Content, "alice") || !strings.Contains(r.Content, "bob") {
		t.Errorf("leaderboard of server 0: %q", r.Content)
	}
	if f.Overlaps() != 0 {
		t.Errorf("overlaps %d", f.Overlaps())
	}
}

// TestShardsLostOwnership: when the database ends the connection that
// holds a process's shards (as a network cut would), the process stops at
// once with exit status 1 (another process may run its shards now), and
// the standby takes them.
func TestShardsLostOwnership(t *testing.T) {
	t.Parallel()
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	a := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=1")
	if !f.WaitConnected(30*time.Second, 1, 0) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	b := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=1")
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(b.logs.String(), "waiting for them") {
		if time.Now().After(deadline) {
			t.Fatalf("the standby does not wait:\n%s", b.logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	conn, err := pgx.Connect(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	var n int
	if err := conn.QueryRow(context.Background(), `SELECT count(pg_terminate_backend(pid)) FROM pg_locks
		WHERE locktype = 'advisory' AND granted
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database()) AND objid = 0 AND objsubid = 2 AND classid = $1::int8::oid`, int64(0x77627368)).Scan(&n); err != nil || n != 1 {
		t.Fatalf("ending the holder's connection: %d, %v", n, err)
	}
	cut := time.Now()
	select {
	case err := <-a.done:
		a.done <- err
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 {
			t.Errorf("exit %v, want status 1", err)
		}
		t.Logf("stopped %v after losing its shards", time.Since(cut).Round(time.Millisecond))
	case <-time.After(15 * time.Second):
		t.Fatalf("the process goes on without its shards:\n%s", a.logs.String())
	}
	if !strings.Contains(a.logs.String(), "ownership of the shards was lost") {
		t.Errorf("no log line says why:\n%s", a.logs.String())
	}
	deadline = time.Now().Add(20 * time.Second)
	for len(f.Shards()) < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("the standby did not take the shard:\n%s", b.logs.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if r := answer(t, f, f.Command("g1", "c1", alice, "help", "")); !strings.Contains(r.Content, "/boggle") {
		t.Errorf("help after the takeover: %+v", r)
	}
}

// TestShardsOutboxTakeover: a round ends while Discord refuses every
// post, so its report waits in the outbox of the process running the
// shard; that process is killed with SIGKILL; the standby takes the shard
// over, claims the dead process's post and posts the report, once.
func TestShardsOutboxTakeover(t *testing.T) {
	t.Parallel()
	db := pgtest.DB(t)
	f := fakediscord.New()
	defer f.Close()
	a := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=1")
	if !f.WaitConnected(30*time.Second, 2, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	b := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=0-1")
	if !f.WaitConnected(30*time.Second, 2, 0, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	g := fakediscord.GuildOf(1, 2, 3)
	answer(t, f, f.Command(g, "o1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 0.25}))
	guess(t, f, g, "o1", alice, "cat", "✅")
	// The round's status message is posted before posts fail: on a loaded
	// machine it could come late, take the faults, and the process be
	// killed before its report was ever tried.
	if _, ok := waitMessage(f, "o1", "left."); !ok {
		t.Fatalf("no status message; calls %v", f.Calls())
	}
	f.Fail("message", 500, 1000)
	deadline := time.Now().Add(60 * time.Second)
	for f.Injected(500) < 2 { // the report was tried, and tried again
		if time.Now().After(deadline) {
			t.Fatalf("the report was not tried; logs:\n%s", a.logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	a.kill9()
	f.ClearFaults()
	deadline = time.Now().Add(60 * time.Second)
	for len(reports(f, "o1")) == 0 {
		if time.Now().After(deadline) {
			t.Fatalf("the dead process's report was not posted; logs:\n%s", b.logs.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	time.Sleep(2 * time.Second)
	rs := reports(f, "o1")
	if len(rs) != 1 || !strings.Contains(rs[0].Content, "**alice**: 1 point") {
		t.Errorf("%d reports: %v", len(rs), rs)
	}
	if f.Overlaps() != 0 {
		t.Errorf("overlaps %d", f.Overlaps())
	}
}
