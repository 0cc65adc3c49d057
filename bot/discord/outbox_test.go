package discord

import (
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/metrics"
)

// reports returns the report messages of channel c1.
func reports(cs []fakediscord.Call) []fakediscord.Call {
	var out []fakediscord.Call
	for _, c := range cs {
		if c.Kind == "message" && c.Channel == "c1" && strings.Contains(c.Content, "Boggle: results") {
			out = append(out, c)
		}
	}
	return out
}

// TestReportThroughFaults ends a round while Discord fails: more 500s than
// the adapter's retries, two connection resets, then an answer lost after
// the message was created. The report is retried with backoff until it is
// accepted, and is posted exactly once: the retry after the lost answer
// carries the same nonce, and Discord returns the first message.
func TestReportThroughFaults(t *testing.T) {
	t.Parallel()
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f, a, _ := start(t, bot.Options{Clock: clk, Seed: 3, NoImages: true, PostRetry: 20 * time.Millisecond, PostRetryMax: 100 * time.Millisecond,
		Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")})
	startRound(t, f)
	f.Say("g1", "c1", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no reaction")
	}
	a.Bot().Wait()
	f.Fail("message", 500, 10)
	f.Fail("message", fakediscord.Reset, 2)
	f.Fail("message", fakediscord.LoseAnswer, 1)
	clk.Advance(time.Minute)
	deadline := time.Now().Add(15 * time.Second)
	for f.NonceRepeats() == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if f.NonceRepeats() != 1 {
		t.Fatalf("no retry after the lost answer: %d 500s, %d resets, %d lost; calls %v", f.Injected(500), f.Injected(fakediscord.Reset), f.Injected(fakediscord.LoseAnswer), reports(f.Calls()))
	}
	time.Sleep(300 * time.Millisecond) // time for a wrong extra post
	rs := reports(f.Calls())
	if len(rs) != 1 {
		t.Fatalf("%d reports, want 1", len(rs))
	}
	if !rs[0].EnforceNonce || rs[0].Nonce == "" || len(rs[0].Nonce) > 25 || !strings.Contains(rs[0].Content, "**alice**: 1 point\n> CAT 1") {
		t.Errorf("report: nonce %q enforce %v content %q", rs[0].Nonce, rs[0].EnforceNonce, rs[0].Content)
	}
	if f.Injected(500) != 10 || f.Injected(fakediscord.Reset) != 2 || f.Injected(fakediscord.LoseAnswer) != 1 {
		t.Errorf("faults answered: %d 500s, %d resets, %d lost", f.Injected(500), f.Injected(fakediscord.Reset), f.Injected(fakediscord.LoseAnswer))
	}
}

// TestNonceDedupe: the fake Discord posts once per nonce and channel when
// enforce_nonce is set, and a message without a nonce every time.
func TestNonceDedupe(t *testing.T) {
	t.Parallel()
	f, a, _ := start(t, bot.Options{NoImages: true})
	for i := 0; i < 3; i++ {
		if err := a.Post("c9", "round-1/report", bot.Reply{Text: "report"}); err != nil {
			t.Fatal(err)
		}
		a.Post("c8", "round-1/report", bot.Reply{Text: "report"})
		a.Send(bot.Target{Channel: "c9"}, []bot.Reply{{Text: "plain"}})
	}
	n := map[string]int{}
	for _, c := range f.Calls() {
		if c.Kind == "message" {
			n[c.Channel+" "+c.Content]++
		}
	}
	if n["c9 report"] != 1 || n["c8 report"] != 1 || n["c9 plain"] != 3 || f.NonceRepeats() != 4 {
		t.Errorf("messages %v, %d repeats", n, f.NonceRepeats())
	}
	if Nonce("a") == Nonce("b") || len(Nonce(strings.Repeat("x", 500))) != 25 {
		t.Error("Nonce")
	}
}

// TestMoveThroughFaults: a turn game's move answers its command; when that
// answer fails for good (the adapter's retries exhausted), the move is
// posted to the channel from the outbox, once, with a nonce. A 429 on the
// way is counted in the metrics.
func TestMoveThroughFaults(t *testing.T) {
	t.Parallel()
	m := metrics.New()
	f, _, _ := start(t, bot.Options{Seed: 5, NoImages: true, Lexicon: lexicon.Embedded, Metrics: m,
		PostRetry: 20 * time.Millisecond, PostRetryMax: 100 * time.Millisecond})
	now := time.Now()
	waitAnswer(t, f, f.Command("g1", "s1", alice, "scarabeo", "new"), now)
	waitAnswer(t, f, f.Click("g1", "s1", "lobbymsg", bob, "join:1"), now)
	if a := waitAnswer(t, f, f.Click("g1", "s1", "lobbymsg", alice, "start:1"), now); !strings.Contains(a.Content, "begins") {
		t.Fatalf("start: %+v", a)
	}
	f.Fail("callback", 500, 4)
	f.Fail("message", 429, 1)
	id := f.Command("g1", "s1", alice, "pass", "")
	c, _ := nextOf(t, f, 0, "message")
	deadline := time.Now().Add(15 * time.Second)
	for !strings.Contains(c.Content, "alice passes.") && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
		for _, x := range f.Calls() {
			if x.Kind == "message" && strings.Contains(x.Content, "alice passes.") {
				c = x
			}
		}
	}
	if !strings.Contains(c.Content, "alice passes.") || c.Channel != "s1" || c.Nonce == "" || !c.EnforceNonce {
		t.Fatalf("the move was not posted: %+v", c)
	}
	time.Sleep(300 * time.Millisecond)
	posted := 0
	for _, x := range f.Calls() {
		if strings.Contains(x.Content, "alice passes.") {
			posted++
			if x.Kind != "message" {
				t.Errorf("the move also went out as %s of %s", x.Kind, id)
			}
		}
	}
	if posted != 1 || f.Injected(500) != 4 {
		t.Errorf("the move posted %d times, %d 500s", posted, f.Injected(500))
	}
	rec := httptest.NewRecorder()
	m.Handler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	if !strings.Contains(rec.Body.String(), "wordbot_discord_rate_limited_total 1") || !strings.Contains(rec.Body.String(), `wordbot_queue_depth{queue="outbox"} 0`) {
		t.Errorf("metrics:\n%s", rec.Body.String())
	}
}
