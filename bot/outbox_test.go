package bot

import (
	"errors"
	"fmt"
	"log/slog"
	"slices"
	"sync"
	"testing"
	"time"
)

// missingAccess is a PermanentError, as the Discord adapter returns for 403
// Missing Access.
type missingAccess struct{}

func (missingAccess) Error() string                       { return "403 Forbidden, code 50001: Missing Access" }
func (missingAccess) Permanent() (reason string, ok bool) { return "missing_access", true }

// scriptedPoster delivers posts from the outbox as a script says: a
// channel in refuse refuses every post for good; a post in fails fails
// (transiently) that many times first. It records the posts delivered and
// every try.
type scriptedPoster struct {
	postingSink
	mu2    sync.Mutex
	refuse map[string]bool
	fails  map[string]int
	tries  map[string]int
}

func (p *scriptedPoster) Post(channel, id string, r Reply) error {
	p.mu2.Lock()
	p.tries[id]++
	if p.refuse[channel] {
		p.mu2.Unlock()
		return fmt.Errorf("posting: %w", missingAccess{})
	}
	if p.fails[id] > 0 {
		p.fails[id]--
		p.mu2.Unlock()
		return errors.New("connection reset by peer")
	}
	p.mu2.Unlock()
	return p.postingSink.Post(channel, id, r)
}

// SendChecked fails the durable replies of a refusing channel for good.
func (p *scriptedPoster) SendChecked(t Target, rs []Reply) []error {
	errs := p.postingSink.SendChecked(t, rs)
	p.mu2.Lock()
	defer p.mu2.Unlock()
	for i, r := range rs {
		if r.Durable != "" {
			p.tries[r.Durable]++
			if p.refuse[t.Channel] {
				errs[i] = missingAccess{}
			}
		}
	}
	return errs
}

func (p *scriptedPoster) triesOf(id string) int {
	p.mu2.Lock()
	defer p.mu2.Unlock()
	return p.tries[id]
}

// droppingOutbox is a shardOutbox that keeps the posts it drops.
type droppingOutbox struct {
	shardOutbox
	dropped map[string]string
}

func (o *droppingOutbox) DropPost(id, reason string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.dropped[id] = reason
	return nil
}

func (o *droppingOutbox) droppedReason(id string) (string, bool) {
	o.mu.Lock()
	defer o.mu.Unlock()
	r, ok := o.dropped[id]
	return r, ok
}

// dropCounter counts the posts dropped, by reason.
type dropCounter struct {
	noMetrics
	mu sync.Mutex
	n  map[string]int
}

func (d *dropCounter) PostDropped(reason string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.n[reason]++
}

// TestOutboxPerChannel: posts of three channels wait in the outbox, oldest
// first: x refuses every post for good, a's first post fails 5 times. x's
// post is dropped at its first refusal (kept with its reason, counted
// once) and never tried again; b's posts go at once, not behind a's; a's
// go in their order, and a durable reply of a made while a's posts wait
// goes after them. The same when the posts are reloaded from the outbox
// after a restart.
func TestOutboxPerChannel(t *testing.T) {
	for _, restart := range []bool{false, true} {
		t.Run(fmt.Sprint("restart=", restart), func(t *testing.T) {
			ob := &droppingOutbox{shardOutbox: shardOutbox{sent: map[string]bool{}}, dropped: map[string]string{}}
			sink := &scriptedPoster{refuse: map[string]bool{"x": true}, fails: map[string]int{"a1": 5}, tries: map[string]int{}}
			m := &dropCounter{n: map[string]int{}}
			b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: ob, NoImages: true, Logger: slog.New(slog.DiscardHandler),
				Metrics: m, PostRetry: 20 * time.Millisecond, PostRetryMax: 40 * time.Millisecond}, sink)
			var posts []Post
			for _, id := range []string{"x1", "a1", "a2", "x2", "b1", "a3", "b2"} {
				p, err := encodePost(id[:1], "g1", Reply{Text: "post " + id, Durable: id})
				if err != nil {
					t.Fatal(err)
				}
				posts = append(posts, p)
			}
			if restart {
				ob.posts = posts
				if err := b.Resume(); err != nil {
					t.Fatal(err)
				}
			} else {
				b.queuePosts(posts...)
			}
			// b's posts go while a1 is still failing.
			for deadline := time.Now().Add(5 * time.Second); len(sink.ids()) < 2 && time.Now().Before(deadline); {
				time.Sleep(time.Millisecond)
			}
			if got := sink.ids(); !slices.Equal(got, []string{"b1", "b2"}) || sink.triesOf("a1") >= 6 {
				t.Fatalf("first delivered: %v (a1 tried %d times), want b1 b2 before a1", got, sink.triesOf("a1"))
			}
			// A new durable reply of a, while a's posts wait.
			a4, _ := encodePost("a", "g1", Reply{Text: "post a4", Durable: "a4"})
			b.send(Target{Channel: "a"}, []Reply{{Text: "post a4", Durable: "a4"}}, []Post{a4})
			for deadline := time.Now().Add(5 * time.Second); len(sink.ids()) < 6 && time.Now().Before(deadline); {
				time.Sleep(time.Millisecond)
			}
			if got := sink.ids(); !slices.Equal(got, []string{"b1", "b2", "a1", "a2", "a3", "a4"}) {
				t.Errorf("delivered: %v, want b1 b2 a1 a2 a3 a4", got)
			}
			if n := sink.triesOf("a4"); n != 1 {
				t.Errorf("a4 tried %d times, want once (after a3)", n)
			}
			time.Sleep(100 * time.Millisecond) // time for a wrong retry
			for _, id := range []string{"x1", "x2"} {
				if n := sink.triesOf(id); n != 1 {
					t.Errorf("%s tried %d times, want 1", id, n)
				}
				if r, ok := ob.droppedReason(id); !ok || r != "missing_access: posting: 403 Forbidden, code 50001: Missing Access" {
					t.Errorf("%s dropped: %v %q", id, ok, r)
				}
			}
			m.mu.Lock()
			if m.n["missing_access"] != 2 || len(m.n) != 1 {
				t.Errorf("dropped counts: %v", m.n)
			}
			m.mu.Unlock()
			b.Shutdown()
		})
	}
}
