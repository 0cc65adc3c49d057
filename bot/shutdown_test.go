package bot

import (
	"errors"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// A stuck event does not hold Shutdown past its grace: Shutdown returns,
// the events queued behind it are dropped, and the store keeps what was
// saved before; the stuck event, when it ends, saves and sends nothing.
func TestShutdownWithAStuckEvent(t *testing.T) {
	rec := &recorder{}
	st := &MemStore{}
	release := make(chan struct{})
	entered := make(chan struct{}, 1)
	hold := func(ev Event) {
		if m, ok := ev.(*Message); ok && m.Text == "dog" {
			entered <- struct{}{}
			<-release
		}
	}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: st, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CAT", "DOG", "GOAT"), ShutdownGrace: 200 * time.Millisecond, BeforeEvent: hold}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	b.Handle(msg(alice, "cat"))
	rec.take()
	saved := storedSession(st, "c1")
	if !strings.Contains(saved, `"w":"CAT"`) {
		t.Fatalf("CAT is not saved: %s", saved)
	}

	b.Dispatch(msg(bob, "dog"))
	<-entered
	b.Dispatch(msg(bob, "goat")) // queued behind the stuck one
	done := make(chan int, 1)
	go func() { done <- b.Shutdown() }()
	var abandoned int
	select {
	case abandoned = <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Shutdown waits for a stuck event")
	}
	if abandoned != 2 {
		t.Errorf("abandoned %d events, want 2 (the stuck one and the one behind it)", abandoned)
	}
	if again := b.Shutdown(); again != 2 {
		t.Errorf("a second Shutdown: %d", again)
	}
	b.Dispatch(msg(bob, "goat")) // after shutdown: dropped
	close(release)
	b.Wait()
	if out := rec.take(); len(out) != 0 {
		t.Errorf("sent after the shutdown: %+v", out)
	}
	if got := storedSession(st, "c1"); got != saved {
		t.Errorf("the store changed after the shutdown:\n%s\nwas\n%s", got, saved)
	}
}

// Without a stuck event, Shutdown waits for every event queued, which are
// saved and answered.
func TestShutdownFinishesQueuedEvents(t *testing.T) {
	rec := &recorder{}
	st := &MemStore{}
	release := make(chan struct{})
	entered := make(chan struct{}, 1)
	hold := func(ev Event) {
		if m, ok := ev.(*Message); ok && m.Text == "dog" {
			entered <- struct{}{}
			<-release
		}
	}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: st, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CAT", "DOG", "GOAT"), ShutdownGrace: time.Minute, BeforeEvent: hold}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	rec.take()
	b.Dispatch(msg(bob, "dog"))
	<-entered
	b.Dispatch(msg(bob, "goat"))
	done := make(chan int, 1)
	go func() { done <- b.Shutdown() }()
	time.Sleep(20 * time.Millisecond)
	close(release)
	if n := <-done; n != 0 {
		t.Errorf("abandoned %d", n)
	}
	if out := rec.take(); len(out) != 2 {
		t.Errorf("answers: %+v", out)
	}
	if got := storedSession(st, "c1"); !strings.Contains(got, `"w":"DOG"}`+"\n"+`{"r":"c1/1/1767268800000","u":"2","n":"Bob","w":"GOAT"}`) {
		t.Errorf("stored: %s", got)
	}
}

// storedSession is channel's session as st keeps it: the session saved,
// then the records appended to it (guesses), one a line.
func storedSession(st Store, channel string) string {
	data, _ := st.Load(channel)
	out := string(data)
	recs, _ := st.LoadAppends(channel)
	for _, r := range recs {
		out += "\n" + string(r)
	}
	return out
}

// failingPoster delivers nothing durable: the outbox's sender keeps trying.
type failingPoster struct{ recorder }

func (f *failingPoster) SendChecked(t Target, rs []Reply) []error {
	f.Send(t, rs)
	errs := make([]error, len(rs))
	for i, r := range rs {
		if r.Durable != "" {
			errs[i] = errors.New("Discord is down")
		}
	}
	return errs
}

func (f *failingPoster) Post(channel, id string, r Reply) error { return errors.New("Discord is down") }

// Shutdown twice (the command line's, then the adapter's) with the outbox's
// sender running: the second call returns at once.
func TestShutdownTwiceWithTheSenderRunning(t *testing.T) {
	sink := &failingPoster{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 1, Store: &MemStore{}, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CAT"), PostRetry: time.Hour}, sink)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	b.Handle(msg(alice, "cat"))
	b.Handle(cmd(alice, "stop", ""))
	b.sender.mu.Lock()
	running := len(b.sender.queues) > 0
	b.sender.mu.Unlock()
	if !running {
		t.Fatal("the sender is not running: the test needs a durable reply that failed")
	}
	if n := b.Shutdown(); n != 0 {
		t.Errorf("abandoned %d", n)
	}
	if n := b.Shutdown(); n != 0 {
		t.Errorf("abandoned %d", n)
	}
}
