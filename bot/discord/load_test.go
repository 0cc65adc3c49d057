package discord

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// TestLoad runs Boggle rounds in many channels at once through the fake
// Discord, each channel receiving guesses at a steady rate, and checks that
// every guess gets exactly one reaction; it reports the latency from the
// event sent to the reaction received (p50, p90, p99, max; the goal is a p99
// under 50 ms). Images are off: the figure excludes rendering. Under -race it runs a tenth of the load.
func TestLoad(t *testing.T) {
	channels, perSecond, seconds := 200, 10, 5
	if raceEnabled || testing.Short() {
		channels, seconds = 20, 2
	}
	f, a, _ := start(t, bot.Options{NoImages: true, Seed: 9})
	n0 := len(f.Calls())
	started := map[string]time.Time{}
	for i := 0; i < channels; i++ {
		now := time.Now()
		id := f.Command("g1", fmt.Sprint("load", i), alice, "boggle", "start",
			fakediscord.Option{Name: "board", Type: 3, Value: "CATSDOGEXXXXRATE"}, fakediscord.Option{Name: "minutes", Type: 10, Value: 30})
		started[id] = now
	}
	if !f.WaitCount(20*time.Second, "callback", channels) || !f.WaitCount(20*time.Second, "message", channels) {
		t.Fatal("rounds did not start")
	}
	a.Bot().Wait()
	load, busy := machineBusy()
	for _, c := range f.CallsSince(n0) {
		if c.Kind != "callback" {
			continue
		}
		at, ok := started[c.Interaction]
		if !ok {
			t.Errorf("callback for unknown interaction %v", c)
			continue
		}
		delete(started, c.Interaction)
		if d := c.Time.Sub(at); d > 3*time.Second {
			if busy || raceEnabled {
				t.Logf("interaction acknowledged after %v (load average %.1f)", d, load)
			} else {
				t.Errorf("interaction acknowledged after %v", d)
			}
		}
	}
	if len(started) != 0 {
		t.Errorf("%d interactions not answered once", len(started))
	}
	n0 = len(f.Calls())
	words := []string{"cat", "cats", "dog", "rate", "tea", "zzz", "eat", "goat", "toad", "seat", "xx", "hello"}
	var mu sync.Mutex
	sentAt := map[string]time.Time{}
	var wg sync.WaitGroup
	total := channels * perSecond * seconds
	for i := 0; i < channels; i++ {
		ch := fmt.Sprint("load", i)
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), 1))
			time.Sleep(time.Duration(rng.IntN(100)) * time.Millisecond)
			tick := time.NewTicker(time.Second / time.Duration(perSecond))
			defer tick.Stop()
			users := []fakediscord.User{alice, bob, carol}
			for k := 0; k < perSecond*seconds; k++ {
				<-tick.C
				u := users[rng.IntN(len(users))]
				w := words[rng.IntN(len(words))]
				mu.Lock()
				now := time.Now()
				id := f.Say("g1", ch, u, w)
				sentAt[id] = now
				mu.Unlock()
			}
		}(i)
	}
	wg.Wait()
	if !f.WaitCount(30*time.Second, "reaction", total) {
		t.Fatalf("got %d reactions of %d", f.Count("reaction"), total)
	}
	a.Bot().Wait()
	time.Sleep(100 * time.Millisecond)
	cs := f.CallsSince(n0)
	seen := map[string]bool{}
	var lat []time.Duration
	for _, c := range cs {
		if c.Kind != "reaction" {
			t.Errorf("unexpected call %v", c)
			continue
		}
		if seen[c.MessageID] {
			t.Errorf("message %s got two reactions", c.MessageID)
		}
		seen[c.MessageID] = true
		mu.Lock()
		at, ok := sentAt[c.MessageID]
		mu.Unlock()
		if !ok {
			t.Errorf("reaction to unknown message %s", c.MessageID)
			continue
		}
		lat = append(lat, c.Time.Sub(at))
	}
	if len(seen) != total {
		t.Errorf("%d messages answered, want %d", len(seen), total)
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	p := func(q float64) time.Duration { return lat[int(q*float64(len(lat)-1))] }
	msg := fmt.Sprintf("load: %d channels x %d guesses/s x %d s = %d guesses: p50 %v, p90 %v, p99 %v, max %v (race=%v)",
		channels, perSecond, seconds, total, p(0.5), p(0.9), p(0.99), lat[len(lat)-1], raceEnabled)
	t.Log(msg)
	if out := os.Getenv("WORDBOT_LOAD_REPORT"); out != "" {
		os.WriteFile(out, []byte(msg+"\n"), 0o644)
	}
	// The latency goal (p99 under 50 ms) is a figure to report, not an
	// assertion: on a machine shared with other work it measures the
	// contention. The load average tells how to read it.
	load, _ = machineBusy()
	t.Logf("load average %.1f on %d CPUs", load, runtime.NumCPU())
}

// machineBusy reads the one-minute load average and reports whether it
// exceeds the number of CPUs.
func machineBusy() (float64, bool) {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0, false
	}
	var load float64
	fmt.Sscan(string(data), &load)
	return load, load > float64(runtime.NumCPU())
}
