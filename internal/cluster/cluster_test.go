package cluster

import (
	"context"
	"os"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/wordbot/wordbot/store/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func owner(t *testing.T, url string, count int) *Owner {
	t.Helper()
	o, err := NewOwner(context.Background(), url, count)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { o.Close() })
	return o
}

func claim(t *testing.T, o *Owner, shard int, want bool) {
	t.Helper()
	got, err := o.TryClaim(shard)
	if err != nil || got != want {
		t.Fatalf("TryClaim(%d) = %v, %v; want %v", shard, got, err, want)
	}
}

// eventually claims shard, waiting for the server to see an old holder's
// connection gone (it releases the locks when its backend ends).
func eventually(t *testing.T, o *Owner, shard int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		ok, err := o.TryClaim(shard)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("shard %d not granted", shard)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestShardsOwnerPostgres: one holder per shard; a second claimer is
// refused until the holder's connection closes (Close, or the server
// ending it: Lost is closed then); a process of another shard count waits
// until no process of the old count is left.
func TestShardsOwnerPostgres(t *testing.T) {
	url := pgtest.DB(t)
	CheckEvery = 50 * time.Millisecond
	a := owner(t, url, 2)
	claim(t, a, 0, true)
	claim(t, a, 1, true)
	claim(t, a, 1, true) // again: still its own
	b := owner(t, url, 2)
	claim(t, b, 1, false)
	claim(t, b, 0, false)
	a.Close()
	eventually(t, b, 1)
	claim(t, b, 0, true)
	if got := b.Held(); len(got) != 2 {
		t.Fatalf("held %v", got)
	}

	// The server ends b's connection (as it does when the process dies):
	// b learns it lost its shards, and c can take them.
	c := owner(t, url, 2)
	claim(t, c, 0, false)
	if until := b.HeldUntil(); until.Before(time.Now().Add(9*time.Second)) || until.After(time.Now().Add(10*time.Second)) {
		t.Errorf("a confirmed holder's lease ends in %v, want about 10 s", time.Until(until))
	}
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	var n int
	if err := conn.QueryRow(context.Background(), `SELECT count(pg_terminate_backend(pid)) FROM pg_locks
		WHERE locktype = 'advisory' AND classid = $1::int8::oid AND objid = 0 AND granted AND pid <> pg_backend_pid()`, int64(shardClass)).Scan(&n); err != nil || n != 1 {
		t.Fatalf("terminating the holder of shard 0: %d, %v", n, err)
	}
	select {
	case <-b.Lost():
	case <-time.After(5 * time.Second):
		t.Fatal("the holder did not notice its connection was gone")
	}
	if ok, err := b.TryClaim(0); ok || err == nil {
		t.Errorf("a lost owner claimed again: %v, %v", ok, err)
	}
	// Its connection ended with an error (the server may have freed the
	// locks at once): no lease left.
	if until := b.HeldUntil(); !until.Before(time.Now()) {
		t.Errorf("an owner whose connection was ended holds until %v", until)
	}
	eventually(t, c, 0)
	claim(t, c, 1, true)

	// Resharding: a process with 4 shards waits while one with 2 runs,
	// even for a shard number nobody holds.
	d := owner(t, url, 4)
	claim(t, d, 3, false)
	c.Close()
	eventually(t, d, 3)
	claim(t, d, 0, true)
	e := owner(t, url, 2)
	claim(t, e, 1, false) // and the old count now waits for the new
}

// TestShardsOwnerOtherDatabase: two bots on one PostgreSQL server, each
// in a database of its own, with different shard counts: neither waits for
// the other (a count waits only for the processes of its own bot), and each
// holds its shard 0.
func TestShardsOwnerOtherDatabase(t *testing.T) {
	a := owner(t, pgtest.DB(t), 2)
	claim(t, a, 0, true)
	b := owner(t, pgtest.DB(t), 1)
	claim(t, b, 0, true)
	claim(t, a, 1, true)
}

// TestShardsBudgetPostgres: three processes' budgets of 45 per second
// together hand out 45 slots a second, never 50 in any second (one
// process's pace, not three's).
func TestShardsBudgetPostgres(t *testing.T) {
	url := pgtest.DB(t)
	const rate = 45
	var mu sync.Mutex
	var sent []time.Time
	var wg sync.WaitGroup
	run := 2 * time.Second
	if testing.Short() {
		run = time.Second
	}
	begin := time.Now()
	for i := 0; i < 3; i++ {
		bu, err := NewBudget(context.Background(), url, rate)
		if err != nil {
			t.Fatal(err)
		}
		defer bu.Close()
		// Each process sends from several goroutines, as the bot's
		// channels do.
		for j := 0; j < 4; j++ {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for time.Since(begin) < run {
					d, err := bu.Reserve()
					if err != nil {
						t.Error(err)
						return
					}
					time.Sleep(d)
					mu.Lock()
					sent = append(sent, time.Now())
					mu.Unlock()
				}
			}()
		}
	}
	wg.Wait()
	sort.Slice(sent, func(i, j int) bool { return sent[i].Before(sent[j]) })
	most := 0
	for i := range sent {
		j := i
		for j < len(sent) && sent[j].Sub(sent[i]) < time.Second {
			j++
		}
		most = max(most, j-i)
	}
	elapsed := sent[len(sent)-1].Sub(sent[0]).Seconds()
	t.Logf("%d requests in %.2f s (%.1f/s), at most %d in one second", len(sent), elapsed, float64(len(sent))/elapsed, most)
	// The slots are 1/45 s apart; a goroutine that wakes late (a busy
	// machine) bunches up with the next ones, so the bound checked is
	// Discord's: under 50 in any second.
	if most >= 50 {
		t.Errorf("%d requests in one second, budget %d", most, rate)
	}
	if float64(len(sent)) < 0.8*rate*elapsed {
		t.Errorf("only %d requests in %.1f s: the budget is not used", len(sent), elapsed)
	}
}

// TestShardsBudgetDownPostgres: when the budget's connection is ended,
// Reserve fails, then fails at once (no waiting on the database) for
// RetryAfter, then connects again and hands out slots.
func TestShardsBudgetDownPostgres(t *testing.T) {
	url := pgtest.DB(t)
	RetryAfter = 300 * time.Millisecond
	defer func() { RetryAfter = 5 * time.Second }()
	bu, err := NewBudget(context.Background(), url, 45)
	if err != nil {
		t.Fatal(err)
	}
	defer bu.Close()
	if _, err := bu.Reserve(); err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	var n int
	if err := conn.QueryRow(context.Background(), `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
		WHERE datname = current_database() AND pid <> pg_backend_pid()`).Scan(&n); err != nil || n != 1 {
		t.Fatalf("ending the budget's connection: %d, %v", n, err)
	}
	if _, err := bu.Reserve(); err == nil {
		t.Fatal("a slot from an ended connection")
	}
	began := time.Now()
	if _, err := bu.Reserve(); err != errDown || time.Since(began) > 50*time.Millisecond {
		t.Fatalf("right after a failure: %v after %v", err, time.Since(began))
	}
	time.Sleep(RetryAfter)
	if _, err := bu.Reserve(); err != nil {
		t.Fatalf("after RetryAfter: %v", err)
	}
}

// TestPeersPostgres: a shard's holder is found by its advertised address;
// a shard nobody holds, and one whose holder closed, give "" (a dead
// process's row matches no lock).
func TestPeersPostgres(t *testing.T) {
	url := pgtest.DB(t)
	a := owner(t, url, 2)
	b := owner(t, url, 2)
	if err := a.Advertise("http://a.internal:8080"); err != nil {
		t.Fatal(err)
	}
	if err := b.Advertise("http://b.internal:8080"); err != nil {
		t.Fatal(err)
	}
	claim(t, a, 0, true)
	claim(t, b, 1, true)
	locate := func(o *Owner, shard int, want string) {
		t.Helper()
		got, err := o.Locate(context.Background(), shard)
		if err != nil || got != want {
			t.Fatalf("Locate(%d) = %q, %v; want %q", shard, got, err, want)
		}
	}
	locate(a, 1, "http://b.internal:8080")
	locate(b, 0, "http://a.internal:8080")
	locate(a, 0, "http://a.internal:8080")
	b.Close()
	deadline := time.Now().Add(5 * time.Second)
	for {
		got, err := a.Locate(context.Background(), 1)
		if err != nil {
			t.Fatal(err)
		}
		if got == "" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Locate(1) = %q after its holder closed, want \"\"", got)
		}
		time.Sleep(20 * time.Millisecond)
	}
	// Advertising again replaces the address.
	if err := a.Advertise("http://a2.internal:8080"); err != nil {
		t.Fatal(err)
	}
	locate(a, 0, "http://a2.internal:8080")
}
