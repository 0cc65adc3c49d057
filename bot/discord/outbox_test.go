package discord

import (
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
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
