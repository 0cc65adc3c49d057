package discord

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// memOwners is a ShardOwner registry in memory: one holder per shard, as
// PostgreSQL's advisory locks give across processes.
type memOwners struct {
	mu     sync.Mutex
	holder map[int]*memOwner
}

type memOwner struct {
	reg  *memOwners
	lost chan struct{}
	// expired: the lease ran out, Lost not closed yet (a process frozen
	// longer than its lease, which has not noticed).
	expired atomic.Bool
}

func (r *memOwners) owner() *memOwner { return &memOwner{reg: r, lost: make(chan struct{})} }

func (o *memOwner) TryClaim(shard int) (bool, error) {
	o.reg.mu.Lock()
	defer o.reg.mu.Unlock()
	if h := o.reg.holder[shard]; h != nil && h != o {
		return false, nil
	}
	o.reg.holder[shard] = o
	return true, nil
}

func (o *memOwner) Lost() <-chan struct{} { return o.lost }

func (o *memOwner) HeldUntil() time.Time {
	if o.expired.Load() {
		return time.Now().Add(-time.Second)
	}
	select {
	case <-o.lost:
		return time.Time{}
	default:
		return time.Now().Add(time.Hour)
	}
}

// die releases every shard o holds, as a process's death closes its
// database connection.
func (o *memOwner) die() {
	o.reg.mu.Lock()
	defer o.reg.mu.Unlock()
	for k, h := range o.reg.holder {
		if h == o {
			delete(o.reg.holder, k)
		}
	}
}

func shardAdapter(t *testing.T, f *fakediscord.Server, shards []int, count int, owner ShardOwner, opt bot.Options) *Adapter {
	t.Helper()
	a, err := New(Config{Token: token, GuildID: "g1", HTTPClient: f.Client(), Shards: shards, ShardCount: count, Owner: owner,
		ClaimEvery: 20 * time.Millisecond, Host: host(opt, slog.New(slog.DiscardHandler)), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// TestShardsInOneProcess: one adapter runs shards 0 and 2 of 3 (a
// discordgo session each, commands registered once, by shard 0) and
// answers their servers; shard 1's servers are not its own.
func TestShardsInOneProcess(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	a := shardAdapter(t, f, []int{0, 2}, 3, nil, bot.Options{NoImages: true, Lexicon: testLexicon("CAT")})
	if !f.WaitConnected(5*time.Second, 3, 0, 2) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	if got := f.Connected(); len(got) != 2 {
		t.Fatalf("connected shards %v, want [0 2]", got)
	}
	if !f.WaitCount(5*time.Second, "commands", 1) {
		t.Fatal("commands not registered")
	}
	for _, k := range []int{0, 2} {
		g := fakediscord.GuildOf(k, 3, 1)
		now := time.Now()
		if r := waitAnswer(t, f, f.Command(g, "c"+g, alice, "help", ""), now); !strings.Contains(r.Content, "/boggle") {
			t.Errorf("shard %d: help answered %+v", k, r)
		}
	}
	f.Command(fakediscord.GuildOf(1, 3, 1), "c-other", alice, "help", "")
	time.Sleep(200 * time.Millisecond)
	for _, c := range f.Calls() {
		if c.Kind == "callback" && c.Channel == "c-other" {
			t.Errorf("shard 1's command answered: %v", c)
		}
	}
	if n := f.Count("commands") + f.Count("get_commands"); n != 2 {
		t.Errorf("%d command registration calls, want a GET and a PUT", n)
	}
	if err := a.Healthy(); err != nil {
		t.Errorf("healthy: %v", err)
	}
}

// TestShardsFenceAfterLease: once the hold's lease has run out
// (ShardOwner.HeldUntil past), no request leaves the adapter, even before
// the loss is noticed (Lost not closed, the gateway still up): a command
// is not answered, a post fails with errFenced, and Discord sees nothing.
func TestShardsFenceAfterLease(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	reg := &memOwners{holder: map[int]*memOwner{}}
	o := reg.owner()
	a := shardAdapter(t, f, []int{0}, 1, o, bot.Options{NoImages: true, Lexicon: testLexicon("CAT")})
	if !f.WaitConnected(5*time.Second, 1, 0) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	if r := waitAnswer(t, f, f.Command("g1", "c1", alice, "help", ""), time.Now()); !strings.Contains(r.Content, "/boggle") {
		t.Fatalf("help before: %+v", r)
	}
	a.Bot().Wait()
	time.Sleep(300 * time.Millisecond) // the help's follow-up
	n := len(f.Calls())
	o.expired.Store(true)
	f.Command("g1", "c1", alice, "help", "")
	if err := a.Post("c1", "p1", bot.Reply{Text: "late"}); !errors.Is(err, errFenced) {
		t.Errorf("post after the lease: %v, want %v", err, errFenced)
	}
	time.Sleep(2500 * time.Millisecond) // past the deferral of an interaction (1.5 s)
	if cs := f.CallsSince(n); len(cs) != 0 {
		t.Errorf("%d requests after the lease ran out: %+v", len(cs), cs)
	}
}

// TestShardsTakeOver: a second process claiming a held shard waits (no
// second session of it on Discord), takes it over when the holder dies,
// resumes only that shard's sessions (a round of shard 1 goes on; shard
// 0's round is left to its owner), and the round's report is posted once.
func TestShardsTakeOver(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	store := &bot.MemStore{}
	reg := &memOwners{holder: map[int]*memOwner{}}
	opt := bot.Options{NoImages: true, Clock: clk, Store: store, Lexicon: testLexicon("CAT")}
	oa := reg.owner()
	a := shardAdapter(t, f, []int{0, 1}, 2, oa, opt)
	if !f.WaitConnected(5*time.Second, 2, 0, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	g0, g1 := fakediscord.GuildOf(0, 2, 1), fakediscord.GuildOf(1, 2, 1)
	for _, g := range []string{g0, g1} {
		now := time.Now()
		waitAnswer(t, f, f.Command(g, "c"+g, alice, "boggle", "start",
			fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"}, fakediscord.Option{Name: "minutes", Type: 10, Value: 1}), now)
	}
	a.Bot().Wait()

	ob := reg.owner()
	b := shardAdapter(t, f, []int{1}, 2, ob, bot.Options{NoImages: true, Clock: clk, Store: store, Lexicon: testLexicon("CAT")})
	time.Sleep(200 * time.Millisecond)
	if b.Owned(1) || f.Overlaps() != 0 {
		t.Fatalf("the second process runs the held shard: owned %v, overlaps %d", b.Owned(1), f.Overlaps())
	}
	if err := b.Healthy(); err != nil {
		t.Errorf("a standby process is unhealthy: %v", err)
	}
	// The holder dies (its gateway goes, its claim ends).
	n := len(f.Calls())
	a.Close()
	oa.die()
	deadline := time.Now().Add(5 * time.Second)
	for !b.Owned(1) {
		if time.Now().After(deadline) {
			t.Fatal("shard 1 not taken over")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if !f.WaitConnected(5*time.Second, 2, 1) {
		t.Fatal("shard 1 not connected again")
	}
	st, _ := nextOf(t, f, n, "message")
	if st.Channel != "c"+g1 || !strings.Contains(st.Content, "left") {
		t.Errorf("resumed round status: %v", st)
	}
	b.Bot().Wait()
	clk.Advance(time.Minute)
	if _, ok := f.Wait(5*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs[n:] {
			if c.Kind == "message" && strings.HasPrefix(c.Content, "🏁") {
				return true
			}
		}
		return false
	}); !ok {
		t.Fatalf("no report after the takeover: %v", f.CallsSince(n))
	}
	b.Bot().Wait()
	time.Sleep(100 * time.Millisecond)
	reports := 0
	for _, c := range f.CallsSince(n) {
		if c.Channel == "c"+g0 {
			t.Errorf("the process of shard 1 acted in shard 0's channel: %v", c)
		}
		if c.Kind == "message" && strings.HasPrefix(c.Content, "🏁") {
			reports++
		}
	}
	if reports != 1 {
		t.Errorf("%d reports, want 1", reports)
	}
	if f.Overlaps() != 0 {
		t.Errorf("overlaps %d", f.Overlaps())
	}
}

// TestShardsAPIURL: with api_url set, every REST call goes to the proxy
// (here a reverse proxy under a path, in front of the fake Discord), and
// nothing to discord.com (the test's client cannot reach it).
func TestShardsAPIURL(t *testing.T) {
	t.Parallel()
	f := fakediscord.New()
	defer f.Close()
	target, _ := url.Parse(f.HTTP.URL)
	rp := httputil.NewSingleHostReverseProxy(target)
	var proxied atomic.Int64
	proxy := httptest.NewServer(http.StripPrefix("/nirn", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		proxied.Add(1)
		rp.ServeHTTP(w, r)
	})))
	defer proxy.Close()
	noInternet := &http.Client{Transport: &http.Transport{DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
		if !strings.HasPrefix(addr, "127.0.0.1:") {
			return nil, errors.New("no internet in tests: " + addr)
		}
		return (&net.Dialer{}).DialContext(ctx, network, addr)
	}}}
	a, err := New(Config{Token: token, GuildID: "g1", HTTPClient: noInternet, APIURL: proxy.URL + "/nirn/",
		Host: host(bot.Options{NoImages: true}, slog.New(slog.DiscardHandler)), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	if !f.WaitCount(5*time.Second, "commands", 1) {
		t.Fatal("commands not registered through the proxy")
	}
	now := time.Now()
	if r := waitAnswer(t, f, f.Command("g1", "c1", alice, "help", ""), now); !strings.Contains(r.Content, "/boggle") {
		t.Errorf("help: %+v", r)
	}
	// The gateway's URL (GET /gateway/bot) and every recorded call came
	// through the proxy. /help's second message may still be on its way
	// (counted by the proxy, not yet recorded by the fake): the two counts
	// are compared once they settle.
	var got, want int64
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		got, want = proxied.Load(), int64(len(f.Calls())+1)
		if got == want || time.Now().After(deadline) {
			break
		}
	}
	if got != want {
		t.Errorf("%d requests through the proxy, want %d (%v)", got, want, f.Calls())
	}
	for _, bad := range []string{"ftp://x", "nirn:8080", "http://", "http://x/?a=1"} {
		if _, err := New(Config{Token: token, APIURL: bad}); err == nil || !strings.Contains(err.Error(), "api_url must be") {
			t.Errorf("api_url %q: %v", bad, err)
		}
	}
}
