package main

import (
	"context"
	"errors"
	"net"
	"net/url"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/store/pgtest"
)

// pgProxy is a TCP proxy on 127.0.0.1 in front of the test's PostgreSQL
// (its Unix socket). Partition makes it a network that drops every packet
// both ways: it stops forwarding without closing anything, and from then
// on a side that closes is not told to the other (its FIN is lost too).
type pgProxy struct {
	ln     net.Listener
	socket string
	holed  atomic.Bool

	mu    sync.Mutex
	conns []net.Conn
}

// newPGProxy starts a proxy to the database of dbURL (a pgtest URL) and
// returns it with the URL that goes through it.
func newPGProxy(t *testing.T, dbURL string) (*pgProxy, string) {
	t.Helper()
	u, err := url.Parse(dbURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	p := &pgProxy{socket: filepath.Join(q.Get("host"), ".s.PGSQL.5432")}
	if p.ln, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	go p.accept()
	t.Cleanup(p.close)
	q.Del("host")
	u.Host = p.ln.Addr().String()
	u.RawQuery = q.Encode()
	return p, u.String()
}

func (p *pgProxy) accept() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		if p.holed.Load() {
			// A connection attempt through a partition: its SYN is
			// answered here (the proxy's kernel did), nothing more.
			p.keep(c)
			continue
		}
		s, err := net.Dial("unix", p.socket)
		if err != nil {
			c.Close()
			continue
		}
		p.keep(c)
		p.keep(s)
		go p.pipe(s, c)
		go p.pipe(c, s)
	}
}

func (p *pgProxy) keep(c net.Conn) {
	p.mu.Lock()
	p.conns = append(p.conns, c)
	p.mu.Unlock()
}

// pipe copies src to dst until src ends, dropping what it reads once the
// proxy is partitioned; a close crosses only while it is not.
func (p *pgProxy) pipe(dst, src net.Conn) {
	buf := make([]byte, 32<<10)
	for {
		n, err := src.Read(buf)
		if n > 0 && !p.holed.Load() {
			if _, err := dst.Write(buf[:n]); err != nil && !p.holed.Load() {
				src.Close()
				return
			}
		}
		if err != nil {
			if !p.holed.Load() {
				dst.Close()
			}
			return
		}
	}
}

// partition stops all forwarding, both ways, without closing.
func (p *pgProxy) partition() { p.holed.Store(true) }

func (p *pgProxy) close() {
	p.ln.Close()
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, c := range p.conns {
		c.Close()
	}
}

// lockHolder returns the backend pid holding shard's advisory lock (the
// cluster package's key), 0 when none does.
func lockHolder(t *testing.T, conn *pgx.Conn, shard int) int {
	t.Helper()
	var pid int
	err := conn.QueryRow(context.Background(), `SELECT coalesce(max(pid), 0) FROM pg_locks WHERE locktype = 'advisory' AND granted
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
		AND classid = $1::int8::oid AND objid = $2::int8::oid AND objsubid = 2`, int64(0x77627368), int64(shard)).Scan(&pid)
	if err != nil {
		t.Fatal(err)
	}
	return pid
}

// TestShardsPartitionedOwner: the process running shard 1 reaches
// PostgreSQL through a proxy, the standby directly. Mid-round the proxy
// stops forwarding both ways without closing anything (a network
// partition: no FIN, no RST). A guess typed then gets ⚠️ from the
// partitioned process (it could not be saved) before its lock is freed.
// The server frees that lock (it stops hearing the pings:
// idle_session_timeout), the standby takes the shard, the guess typed
// again is taken, and the round ends with one report holding every saved
// guess, within 60 s of the partition. The partitioned process (told
// apart by its token) sends no request after its lock was freed (a /help
// in the shard's server after the takeover is answered once, by the
// standby), and it stops with status 1.
func TestShardsPartitionedOwner(t *testing.T) {
	t.Parallel()
	db := pgtest.DB(t)
	proxy, viaProxy := newPGProxy(t, db)
	f := fakediscord.New()
	defer f.Close()
	const partedToken = "tok-partitioned-777"
	a := startShards(t, f, "WORDBOT_STORE_URL="+viaProxy, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=1",
		"DISCORD_TOKEN="+partedToken)
	if !f.WaitConnected(30*time.Second, 2, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	b := startShards(t, f, "WORDBOT_STORE_URL="+db, "WORDBOT_DISCORD_SHARD_COUNT=2", "WORDBOT_DISCORD_SHARDS=0-1")
	if !f.WaitConnected(30*time.Second, 2, 0, 1) {
		t.Fatalf("connected shards %v", f.Connected())
	}
	for deadline := time.Now().Add(20 * time.Second); !strings.Contains(b.logs.String(), "waiting for them"); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the standby does not wait:\n%s", b.logs.String())
		}
	}
	conn, err := pgx.Connect(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	holder := lockHolder(t, conn, 1)
	if holder == 0 {
		t.Fatal("nobody holds shard 1's lock")
	}

	g := fakediscord.GuildOf(1, 2, 0)
	if r := answer(t, f, f.Command(g, "p1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 0.75})); !strings.Contains(r.Content, "C A T S") {
		t.Fatalf("start: %+v", r)
	}
	guess(t, f, g, "p1", alice, "cat", "✅")
	guess(t, f, g, "p1", bob, "dog", "✅")
	if _, ok := waitMessage(f, "p1", "left."); !ok {
		t.Fatal("no status message")
	}
	time.Sleep(500 * time.Millisecond) // the round's posts marked sent

	proxy.partition()
	cut := time.Now()
	// A guess now cannot be saved: the player is told so, at once.
	mid := f.Say(g, "p1", alice, "cats")
	unsaved, ok := f.Wait(30*time.Second, func(cs []fakediscord.Call) bool {
		for _, c := range cs {
			if c.Kind == "reaction" && c.MessageID == mid {
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatalf("the guess typed during the partition got no answer; logs:\n%s", a.logs.String())
	}
	var warned fakediscord.Call
	for _, c := range unsaved {
		if c.Kind == "reaction" && c.MessageID == mid {
			warned = c
		}
	}
	if warned.Emoji != "⚠️" || warned.Auth != "Bot "+partedToken {
		t.Errorf("the guess typed during the partition: %s by %q, want ⚠️ by the partitioned process", warned.Emoji, warned.Auth)
	}
	t.Logf("⚠️ %.1f s after the partition", warned.Time.Sub(cut).Seconds())
	// The server frees the partitioned process's lock once it has not
	// heard from it for a while.
	var freed time.Time
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if pid := lockHolder(t, conn, 1); pid != holder {
			freed = time.Now()
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the partitioned process's lock was not freed in 60 s; its logs:\n%s", a.logs.String())
		}
	}
	t.Logf("lock freed %.1f s after the partition", freed.Sub(cut).Seconds())
	for deadline := cut.Add(60 * time.Second); len(f.Shards()) < 3; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("shard 1 not taken over; logs:\n%s", b.logs.String())
		}
	}
	t.Logf("shard 1 taken over %.1f s after the partition", time.Since(cut).Seconds())
	if !f.WaitConnected(30*time.Second, 2, 1) {
		t.Fatalf("shard 1 not connected after the takeover; logs:\n%s", b.logs.String())
	}
	id := f.Command(g, "p1", alice, "help", "")
	if r := answer(t, f, id); !strings.Contains(r.Content, "/boggle") {
		t.Errorf("help after the takeover: %+v", r)
	}
	if warned.Time.After(freed) {
		t.Errorf("⚠️ came %.1f s after the lock was freed", warned.Time.Sub(freed).Seconds())
	}
	// The guess that got ⚠️ was not saved: typed again, it counts.
	guess(t, f, g, "p1", alice, "cats", "✅")
	for deadline := cut.Add(60 * time.Second); len(reports(f, "p1")) == 0; time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("no report within 60 s of the partition; logs:\n%s", b.logs.String())
		}
	}
	rep := reports(f, "p1")[0]
	t.Logf("report %.1f s after the partition", rep.Time.Sub(cut).Seconds())
	if !strings.Contains(rep.Content, "**alice**: 2 points") || !strings.Contains(rep.Content, "**bob**: 1 point") {
		t.Errorf("report: %q, want alice 2 points (cat, cats typed again), bob 1 (dog)", rep.Content)
	}
	if rep.Auth == "Bot "+partedToken {
		t.Errorf("the partitioned process posted the report")
	}
	time.Sleep(2 * time.Second)
	if n := len(reports(f, "p1")); n != 1 {
		t.Errorf("%d reports, want 1", n)
	}
	if n := callbacks(f, id); n != 1 {
		t.Errorf("help after the takeover answered %d times, want once (by the standby)", n)
	}
	var last time.Time
	for _, c := range f.Calls() {
		if c.Auth != "Bot "+partedToken {
			continue
		}
		if c.Time.After(last) {
			last = c.Time
		}
		if c.Time.After(freed) {
			t.Errorf("the partitioned process sent %s %s (%s) %.1f s after its lock was freed", c.Method, c.Path, c.Kind, c.Time.Sub(freed).Seconds())
		}
	}
	if !last.IsZero() {
		t.Logf("the partitioned process's last request %.1f s after the partition", last.Sub(cut).Seconds())
	}
	if f.Overlaps() != 0 {
		t.Errorf("shard 1 connected twice at once (%d)", f.Overlaps())
	}
	select {
	case err := <-a.done:
		a.done <- err
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 1 {
			t.Errorf("the partitioned process: exit %v, want status 1", err)
		}
	case <-time.After(10 * time.Second):
		t.Errorf("the partitioned process still runs %.0f s after the partition", time.Since(cut).Seconds())
	}
	if !strings.Contains(a.logs.String(), "ownership of the shards was lost") {
		t.Errorf("the partitioned process does not say why it stopped:\n%s", a.logs.String())
	}
}
