package bot

import (
	"sort"
	"sync"
	"time"
)

// Clock tells the time and runs functions later; tests use a FakeClock.
type Clock interface {
	Now() time.Time
	AfterFunc(d time.Duration, f func()) Timer
}

// Timer is a pending AfterFunc.
type Timer interface {
	Stop() bool
}

// RealClock is the system clock.
type RealClock struct{}

// Now returns time.Now().
func (RealClock) Now() time.Time { return time.Now() }

// AfterFunc calls time.AfterFunc.
func (RealClock) AfterFunc(d time.Duration, f func()) Timer { return time.AfterFunc(d, f) }

// FakeClock is a Clock that moves only when Advance is called. It is safe for
// concurrent use.
type FakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*fakeTimer
	seq    int
}

type fakeTimer struct {
	c       *FakeClock
	when    time.Time
	seq     int
	f       func()
	stopped bool
}

// NewFakeClock returns a FakeClock showing t.
func NewFakeClock(t time.Time) *FakeClock { return &FakeClock{now: t} }

// Now returns the fake time.
func (c *FakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// AfterFunc schedules f to run when the clock is advanced past d from now;
// f runs at once, on the calling goroutine, when d is not above 0 (as a
// real timer fires at once): a handler that reschedules a deadline already
// passed, because Advance moved the clock while it ran, has its timer run
// rather than wait for an Advance that may never come.
func (c *FakeClock) AfterFunc(d time.Duration, f func()) Timer {
	if d <= 0 {
		f()
		return &fakeTimer{c: c, stopped: true}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.seq++
	t := &fakeTimer{c: c, when: c.now.Add(d), seq: c.seq, f: f}
	c.timers = append(c.timers, t)
	return t
}

// Stop cancels the timer; it reports whether it was pending.
func (t *fakeTimer) Stop() bool {
	t.c.mu.Lock()
	defer t.c.mu.Unlock()
	if t.stopped {
		return false
	}
	t.stopped = true
	return true
}

// Advance moves the clock forward by d, running every timer due on the way
// in order of their time (each on the calling goroutine).
func (c *FakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	end := c.now.Add(d)
	c.mu.Unlock()
	for {
		c.mu.Lock()
		sort.SliceStable(c.timers, func(i, j int) bool {
			if !c.timers[i].when.Equal(c.timers[j].when) {
				return c.timers[i].when.Before(c.timers[j].when)
			}
			return c.timers[i].seq < c.timers[j].seq
		})
		var next *fakeTimer
		keep := c.timers[:0]
		for _, t := range c.timers {
			if t.stopped {
				continue
			}
			if next == nil && !t.when.After(end) {
				next = t
				t.stopped = true
				continue
			}
			keep = append(keep, t)
		}
		c.timers = keep
		if next == nil {
			c.now = end
			c.mu.Unlock()
			return
		}
		if next.when.After(c.now) {
			c.now = next.when
		}
		c.mu.Unlock()
		next.f()
	}
}

// Pending returns the number of timers not yet run or stopped.
func (c *FakeClock) Pending() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, t := range c.timers {
		if !t.stopped {
			n++
		}
	}
	return n
}
