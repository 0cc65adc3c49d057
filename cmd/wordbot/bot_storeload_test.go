package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/store"
	"github.com/wordbot/wordbot/store/pgtest"
)

// TestStoreLoad types guesses into 200 Boggle rounds at a fixed rate on the
// production path (the bot on the SQLite store through the same adapter as
// wordbot, images on), and checks that every guess is answered and stored:
// guesses are rows appended to their session, committed in groups, each
// answered only once its group is durable. Every 10 s (half the run when
// shorter than 20 s) each channel's round
// is stopped (its report, with its pictures, goes through the outbox) and
// a new one started, staggered over the channels, so that the state stays
// bounded as it does with real rounds; each stop must give one report. By default it runs 2 s at 2,000
// guesses/s (10 rounds at 100/s under -race or -short);
// WORDBOT_STORE_LOAD=SECONDS runs that long at 10,000 guesses/s
// (or WORDBOT_STORE_RATE). It logs what it measured (storeLoad): the
// rate done, the latency percentiles, the live heap, the CPU it used and
// the machine's load; it fails on what is wrong whatever the machine's
// speed (a guess lost or answered twice, a report missing, rows not
// swept, memory kept once every round is stopped), never on a time.
func TestStoreLoad(t *testing.T) {
	st, err := store.Open(filepath.Join(t.TempDir(), store.FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	storeLoad(t, st, "SQLite (WAL, synchronous=FULL: each group commit synced to disk)", func() int {
		db, err := sql.Open("sqlite", st.Path()+"?mode=ro")
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		var rows int
		db.QueryRow("SELECT count(*) FROM appends").Scan(&rows)
		return rows
	})
}

// TestPostgresStoreLoad is TestStoreLoad on PostgreSQL, with the same
// sizes and WORDBOT_STORE_LOAD, WORDBOT_STORE_RATE: a server of its own
// (store/pgtest, on a Unix socket) that keeps what it commits as an
// operator's does (pgtest.Durable: fsync, full_page_writes and
// synchronous_commit on, which the other tests' server turns off), as
// SQLite's test syncs each commit; it logs the server's settings.
func TestPostgresStoreLoad(t *testing.T) {
	ctx := context.Background()
	srv, err := pgtest.StartWith(pgtest.Durable...)
	if errors.Is(err, pgtest.ErrNoPostgres) && !pgtest.Required() {
		t.Skipf("PostgreSQL not available, test skipped: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Stop()
	u, err := srv.CreateDB(ctx)
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenPostgres(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	storeLoad(t, st, pgSettings(t, u), func() int {
		c, err := pgx.Connect(ctx, u)
		if err != nil {
			t.Fatal(err)
		}
		defer c.Close(ctx)
		var rows int
		c.QueryRow(ctx, "SELECT count(*) FROM appends").Scan(&rows)
		return rows
	})
}

// pgSettings describes the PostgreSQL server at u: its version and the
// settings that weigh on a commit's cost.
func pgSettings(t *testing.T, u string) string {
	ctx := context.Background()
	c, err := pgx.Connect(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close(ctx)
	var version string
	if err := c.QueryRow(ctx, "SHOW server_version").Scan(&version); err != nil {
		t.Fatal(err)
	}
	out := "PostgreSQL " + version + ","
	for _, name := range []string{"fsync", "synchronous_commit", "full_page_writes", "wal_sync_method", "shared_buffers", "max_connections"} {
		var v string
		if err := c.QueryRow(ctx, "SELECT current_setting($1)", name).Scan(&v); err != nil {
			t.Fatal(err)
		}
		out += " " + name + "=" + v
	}
	if host := c.Config().Host; strings.HasPrefix(host, "/") {
		out += " (Unix socket)"
	}
	return out
}

// loadAverage returns the machine's load average over the last minute,
// as /proc/loadavg says ("?" where there is none).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}

// cpuTime returns the CPU time (user and system) this process used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// liveHeap returns the live heap after a collection, in MB.
func liveHeap() float64 {
	var ms runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&ms)
	return float64(ms.HeapAlloc) / (1 << 20)
}

// storeLoad is the load test on st, a database described by server;
// appendedRows counts the rows left in its appends table.
func storeLoad(t *testing.T, st *store.Store, server string, appendedRows func() int) {
	seconds, rate := 2, 2000
	if v, err := strconv.Atoi(os.Getenv("WORDBOT_STORE_LOAD")); err == nil && v > 0 {
		seconds, rate = v, 10000
	}
	if v, err := strconv.Atoi(os.Getenv("WORDBOT_STORE_RATE")); err == nil && v > 0 {
		rate = v
	}
	channels, players, warmups := 200, 20, 16
	if raceEnabled || testing.Short() {
		// The checks, not the figures: the race detector makes each
		// report's pictures cost 0.1 s of CPU, so 10 rounds (each stopped
		// once mid-run and once at the end) at 100 guesses/s.
		channels, rate, warmups = 10, 100, 2
	}
	total := seconds * rate
	sent := make([]time.Time, total)
	lat := make([]time.Duration, total)
	var answered, stored, reports atomic.Int64
	answers := make([]atomic.Int32, total)      // answers of each guess
	epochOf := make([]int32, total)             // the round of each guess's channel
	counted := make([][]atomic.Int64, channels) // guesses counted, by channel and round
	for c := range counted {
		counted[c] = make([]atomic.Int64, 3+seconds/10)
	}
	sink := bot.SinkFunc(func(tg bot.Target, rs []bot.Reply) {
		for _, r := range rs {
			if strings.HasSuffix(r.Durable, "/report") {
				reports.Add(1)
			}
		}
		if tg.MessageID == "" {
			return
		}
		i, err := strconv.Atoi(tg.MessageID)
		if err != nil || i >= total {
			return
		}
		lat[i] = time.Since(sent[i])
		answered.Add(1)
		answers[i].Add(1)
		for _, r := range rs {
			switch r.React {
			case bot.ReactValid, bot.ReactInvalid, bot.ReactRepeat:
				stored.Add(1)
				counted[i%channels][epochOf[i]].Add(1)
			}
		}
	})
	b := bot.New(bot.Options{Store: store.Channels{S: st}, Results: st, Seed: 1}, sink)
	defer b.Shutdown()
	creator := bot.User{ID: "u0", Name: "p0"}
	startCmd := func(c int) *bot.Command {
		return &bot.Command{Name: "boggle", Sub: "start", Channel: fmt.Sprint("s", c), Guild: "g",
			User: creator, Options: map[string]string{"board": "CATS DOGE XXXX RATE", "minutes": "30"}}
	}
	valid := []string{"cat", "cats", "dog", "rate", "goat", "toad", "dogs", "tag"}
	// Rounds played and stopped first, on channels of their own, load
	// what the bot loads once and fill its bounded caches (the word list,
	// the fonts, the pictures' buffers): the live heap at the start is the
	// bot's with its rounds just started.
	for w := 0; w < warmups; w++ {
		ch := fmt.Sprint("warm", w)
		b.Dispatch(&bot.Command{Name: "boggle", Sub: "start", Channel: ch, Guild: "g",
			User: creator, Options: map[string]string{"board": "CATS DOGE XXXX RATE", "minutes": "30"}})
		for i, word := range valid {
			b.Dispatch(&bot.Message{ID: fmt.Sprint(ch, "-", i), Text: word, User: bot.User{ID: fmt.Sprint("p", i), Name: fmt.Sprint("player ", i)}, Channel: ch, Guild: "g"})
		}
	}
	b.Wait()
	for w := 0; w < warmups; w++ {
		b.Dispatch(&bot.Command{Name: "stop", Channel: fmt.Sprint("warm", w), Guild: "g", User: creator})
	}
	b.Wait()
	reports.Store(0)
	for c := 0; c < channels; c++ {
		b.Handle(startCmd(c))
	}
	every := 10 * time.Second
	if seconds < 20 {
		every = time.Duration(seconds) * time.Second / 2
	}
	epoch := make([]int32, channels)
	restarts := 0

	b.Wait()
	heapStart, loadStart := liveHeap(), loadAverage()
	var heap []string
	stopHeap := make(chan struct{})
	var heapWG sync.WaitGroup
	heapWG.Add(1)
	go func() {
		defer heapWG.Done()
		tk := time.NewTicker(5 * time.Second)
		defer tk.Stop()
		for {
			select {
			case <-tk.C:
			case <-stopHeap:
				return
			}
			heap = append(heap, fmt.Sprintf("%.0f", liveHeap()))
		}
	}()

	// Dispatch in steps of 1 ms, catching up when behind.
	cpuStart := cpuTime()
	begin := time.Now()
	for i := 0; i < total; {
		since := time.Since(begin)
		for c := 0; c < channels; c++ {
			// Channel c restarts at c/channels of every period.
			if at := time.Duration(epoch[c]+1)*every + time.Duration(c)*every/time.Duration(channels); since >= at && int(epoch[c])+1 < len(counted[c]) {
				b.Dispatch(&bot.Command{Name: "stop", Channel: fmt.Sprint("s", c), Guild: "g", User: creator})
				b.Dispatch(startCmd(c))
				epoch[c]++
				restarts++
			}
		}
		due := int(since.Seconds() * float64(rate))
		for ; i < total && i <= due; i++ {
			c, p := i%channels, (i/channels)%players
			w := valid[(i/channels/players)%len(valid)]
			if i%3 != 0 {
				w = "zq" + letters(i) // a new word: not on the board
			}
			epochOf[i] = epoch[c]
			sent[i] = time.Now()
			b.Dispatch(&bot.Message{ID: strconv.Itoa(i), Text: w, User: bot.User{ID: fmt.Sprint("p", p), Name: fmt.Sprint("player ", p)},
				Channel: fmt.Sprint("s", c), Guild: "g"})
		}
		time.Sleep(time.Millisecond)
	}
	b.Wait()
	took, cpu, loadEnd := time.Since(begin), cpuTime()-cpuStart, loadAverage()
	close(stopHeap)
	heapWG.Wait()

	if n := answered.Load(); n != int64(total) {
		t.Errorf("%d answers to %d guesses", n, total)
	}
	for i := range answers {
		if n := answers[i].Load(); n != 1 {
			t.Fatalf("guess %d answered %d times", i, n)
		}
	}
	// Every guess of the rounds running now that was answered as counted
	// is stored; every stopped round gave one report.
	for c := 0; c < channels; c++ {
		var inStore int64
		for _, g := range storedGuesses(t, st, fmt.Sprint("s", c)) {
			inStore += int64(len(splitFields(g)))
		}
		if want := counted[c][epoch[c]].Load(); inStore != want {
			t.Errorf("s%d: %d guesses answered as counted, %d stored", c, want, inStore)
		}
	}
	if reports.Load() != int64(restarts) {
		t.Errorf("%d reports for %d stopped rounds", reports.Load(), restarts)
	}
	// The rows folded into sessions are swept: the table holds about the
	// rows since the sessions' last full saves (checked on long runs).
	rows := appendedRows()
	if seconds >= 40 && rows > 3*rate*int(every/time.Second) {
		t.Errorf("%d appended rows left of %d guesses: the sweep does not keep up", rows, total)
	}
	// Every round stopped (one more report each), the live heap is back
	// to about what it was with the rounds just started: nothing of the
	// guesses, rounds and posts of the run is kept.
	for c := 0; c < channels; c++ {
		b.Dispatch(&bot.Command{Name: "stop", Channel: fmt.Sprint("s", c), Guild: "g", User: creator})
	}
	b.Wait()
	if want := int64(restarts + channels); reports.Load() != want {
		t.Errorf("%d reports for %d stopped rounds", reports.Load(), want)
	}
	heapEnd := liveHeap()
	if heapEnd > 2*heapStart+64 {
		t.Errorf("live heap %.0f MB once every round is stopped, %.0f MB with the rounds just started: memory is kept", heapEnd, heapStart)
	}

	slices.Sort(lat)
	pct := func(p float64) time.Duration { return lat[int(p*float64(len(lat)-1))].Round(10 * time.Microsecond) }
	t.Logf("store: %s", server)
	t.Logf("%d guesses in %v: %.0f/s asked, %.0f/s done; guess to reaction p50 %v, p90 %v, p99 %v, max %v",
		total, took.Round(time.Millisecond), float64(rate), float64(total)/took.Seconds(), pct(0.5), pct(0.9), pct(0.99), lat[len(lat)-1].Round(time.Millisecond))
	t.Logf("%d rounds stopped and started again, %d stopped at the end: %d reports; %d appended rows left", restarts, channels, reports.Load(), rows)
	t.Logf("live heap %.0f MB at the start, %v MB every 5 s, %.0f MB at the end (every round stopped)", heapStart, heap, heapEnd)
	t.Logf("CPU of this process %v (%.0f µs a guess), %d CPUs, load average %s at the start, %s at the end",
		cpu.Round(10*time.Millisecond), float64(cpu.Microseconds())/float64(total), runtime.NumCPU(), loadStart, loadEnd)
}

func splitFields(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	return out
}

// letters writes n in base 26 with the letters a-z.
func letters(n int) string {
	var b []byte
	for {
		b = append(b, byte('a'+n%26))
		n /= 26
		if n == 0 {
			return string(b)
		}
	}
}
