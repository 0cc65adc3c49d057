package bot

import (
	"log/slog"
	"sync"
	"testing"
	"time"
)

// shardOutbox is an Outbox in memory holding posts of several guilds; it
// records which guilds PendingFor was asked for.
type shardOutbox struct {
	MemStore
	mu    sync.Mutex
	posts []Post
	sent  map[string]bool
}

func (o *shardOutbox) Commit(c Change) ([]Post, error) { return c.Posts, nil }

func (o *shardOutbox) Pending() ([]Post, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []Post
	for _, p := range o.posts {
		if !o.sent[p.ID] {
			out = append(out, p)
		}
	}
	return out, nil
}

func (o *shardOutbox) PendingFor(owns func(guild string) bool) ([]Post, error) {
	all, _ := o.Pending()
	var out []Post
	for _, p := range all {
		if owns(p.Guild) {
			out = append(out, p)
		}
	}
	return out, nil
}

// DropPost marks post id sent: a shardOutbox keeps no dropped posts.
func (o *shardOutbox) DropPost(id, reason string) error { return o.MarkSent(id) }

func (o *shardOutbox) MarkSent(id string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.sent[id] = true
	return nil
}

// postingSink records the posts delivered from the outbox.
type postingSink struct {
	recorder
	mu    sync.Mutex
	posts []string
}

func (p *postingSink) SendChecked(t Target, rs []Reply) []error {
	p.Send(t, rs)
	return make([]error, len(rs))
}

func (p *postingSink) Post(channel, id string, r Reply) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.posts = append(p.posts, id)
	return nil
}

func (p *postingSink) ids() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]string(nil), p.posts...)
}

// TestResumeWhereOutbox: a process resuming some guilds posts only their
// undelivered reports (the guild is in each post's data); the others stay
// in the outbox for their owner; a later ResumeWhere (a shard taken over)
// posts those.
func TestResumeWhereOutbox(t *testing.T) {
	ob := &shardOutbox{sent: map[string]bool{}}
	for _, g := range []string{"g1", "g2", ""} {
		p, err := encodePost("c-"+g, g, Reply{Text: "report of " + g, Durable: "r-" + g})
		if err != nil {
			t.Fatal(err)
		}
		// The guild is the post's, and also in its data (a store that
		// does not keep it).
		dataOnly := p
		dataOnly.Guild = ""
		if postGuild(p) != g || p.Guild != g || postGuild(dataOnly) != g {
			t.Fatalf("post guild %q (data %q), want %q", p.Guild, postGuild(dataOnly), g)
		}
		ob.posts = append(ob.posts, p)
	}
	sink := &postingSink{}
	b := New(Options{Store: ob, NoImages: true, Logger: slog.New(slog.DiscardHandler), Lexicon: testLexicon("CAT")}, sink)
	defer b.Shutdown()
	wait := func(n int) []string {
		deadline := time.Now().Add(5 * time.Second)
		for len(sink.ids()) < n && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(50 * time.Millisecond)
		return sink.ids()
	}
	if err := b.ResumeWhere(func(g string) bool { return g == "g1" }); err != nil {
		t.Fatal(err)
	}
	if got := wait(1); len(got) != 1 || got[0] != "r-g1" {
		t.Fatalf("posted %v, want [r-g1]", got)
	}
	// Shard 0's posts (a guild of shard 0, or none) once it is taken over.
	if err := b.ResumeWhere(func(g string) bool { return g == "" || g == "g2" }); err != nil {
		t.Fatal(err)
	}
	if got := wait(3); len(got) != 3 || got[1] == got[2] || got[1] == "r-g1" || got[2] == "r-g1" {
		t.Fatalf("posted %v, want r-g1 then r-g2 and r-", got)
	}
}
