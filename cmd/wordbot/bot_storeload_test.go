package main

import (
	"context"
	"database/sql"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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
// guesses/s (20 rounds at 200/s under -race or -short);
// WORDBOT_STORE_LOAD=SECONDS runs that long at 10,000 guesses/s
// (or WORDBOT_STORE_RATE) and logs the latency percentiles and the live
// heap every 5 s.
func TestStoreLoad(t *testing.T) {
	st, err := store.Open(filepath.Join(t.TempDir(), store.FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	storeLoad(t, st, func() int {
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

// TestPostgresStoreLoad is TestStoreLoad on PostgreSQL (the test
// harness's server: a Unix socket, fsync off), with the same sizes and
// WORDBOT_STORE_LOAD, WORDBOT_STORE_RATE.
func TestPostgresStoreLoad(t *testing.T) {
	u := pgtest.DB(t)
	ctx := context.Background()
	st, err := store.OpenPostgres(ctx, u)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	storeLoad(t, st, func() int {
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

// storeLoad is the load test on st; appendedRows counts the rows left in
// its appends table.
func storeLoad(t *testing.T, st *store.Store, appendedRows func() int) {
	seconds, rate := 2, 2000
	if v, err := strconv.Atoi(os.Getenv("WORDBOT_STORE_LOAD")); err == nil && v > 0 {
		seconds, rate = v, 10000
	}
	if v, err := strconv.Atoi(os.Getenv("WORDBOT_STORE_RATE")); err == nil && v > 0 {
		rate = v
	}
	channels, players := 200, 20
	if raceEnabled || testing.Short() {
		channels, rate = 20, 200 // the checks, not the figures
	}
	total := seconds * rate
	sent := make([]time.Time, total)
	lat := make([]time.Duration, total)
	var answered, stored, reports atomic.Int64
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
	for c := 0; c < channels; c++ {
		b.Handle(startCmd(c))
	}
	every := 10 * time.Second
	if seconds < 20 {
		every = time.Duration(seconds) * time.Second / 2
	}
	epoch := make([]int32, channels)
	restarts := 0
	valid := []string{"cat", "cats", "dog", "rate", "goat", "toad", "dogs", "tag"}

	var heap []string
	var ms runtime.MemStats
	stopHeap := make(chan struct{})
	var heapWG sync.WaitGroup
	heapWG.Add(1)
	go func() {
		defer heapWG.Done()
		tk := time.NewTicker(5 * time.Second)
		defer tk.Stop()
		for {
			runtime.GC() // the live heap, not the garbage
			runtime.ReadMemStats(&ms)
			heap = append(heap, fmt.Sprintf("%.0fMB", float64(ms.HeapAlloc)/(1<<20)))
			select {
			case <-tk.C:
			case <-stopHeap:
				return
			}
		}
	}()

	// Dispatch in steps of 1 ms, catching up when behind.
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
	took := time.Since(begin)
	close(stopHeap)
	heapWG.Wait()

	if n := answered.Load(); n != int64(total) {
		t.Fatalf("%d of %d guesses answered", n, total)
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
	slices.Sort(lat)
	pct := func(p float64) time.Duration { return lat[int(p*float64(len(lat)-1))].Round(10 * time.Microsecond) }
	t.Logf("%d guesses and %d reports in %v (%.0f/s asked, %.0f/s done), %d appended rows left, latency p50 %v p90 %v p99 %v max %v, heap %v, %d CPUs",
		total, restarts, took.Round(time.Millisecond), float64(rate), float64(total)/took.Seconds(), rows, pct(0.5), pct(0.9), pct(0.99), lat[len(lat)-1].Round(time.Millisecond), heap, runtime.NumCPU())
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
