package discord

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// reactionsTo returns the reactions put on message id.
func reactionsTo(cs []fakediscord.Call, id string) []string {
	var out []string
	for _, c := range cs {
		if c.Kind == "reaction" && c.MessageID == id {
			out = append(out, c.Emoji)
		}
	}
	return out
}

// startRound starts a Boggle round in c1 on a known board.
func startRound(t *testing.T, f *fakediscord.Server) {
	t.Helper()
	now := time.Now()
	id := f.Command("g1", "c1", alice, "boggle", "start",
		fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"}, fakediscord.Option{Name: "minutes", Type: 10, Value: 1})
	if ans := waitAnswer(t, f, id, now); !strings.Contains(ans.Content, "C A T S") {
		t.Fatalf("start: %+v", ans)
	}
}

// TestGatewayDropAndResume drops the websocket mid-round: the client
// resumes (op 6), the guesses typed while it was away are replayed, and
// every guess gets exactly one reaction, also when Discord sends events
// twice.
func TestGatewayDropAndResume(t *testing.T) {
	t.Parallel()
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f := fakediscord.New()
	logs := &syncBuf{}
	l := slog.New(slog.NewTextHandler(logs, nil))
	a, err := New(Config{Token: token, GuildID: "g1", HTTPClient: f.Client(), Logger: l,
		Host: host(bot.Options{Clock: clk, Seed: 3, NoImages: true, Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")}, l)})
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = true
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		a.Close()
		f.Close()
		if strings.Contains(logs.String(), token) {
			t.Errorf("the token leaked into the logs")
		}
	})
	if !f.WaitCount(5*time.Second, "commands", 1) {
		t.Fatal("commands not registered")
	}
	startRound(t, f)

	type typed struct{ id, react string }
	var all []typed
	say := func(u fakediscord.User, text, react string) {
		all = append(all, typed{f.Say("g1", "c1", u, text), react})
	}
	say(alice, "cat", "✅")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("no reaction before the drop")
	}
	f.DropConnections()
	say(bob, "dog", "✅")
	say(alice, "goat", "✅")
	say(alice, "cat", "🔁")
	if !f.WaitCount(10*time.Second, "reaction", 4) {
		t.Fatalf("guesses typed during the drop were lost: %v", f.Calls())
	}
	say(bob, "cats", "✅")
	if !f.WaitCount(5*time.Second, "reaction", 5) {
		t.Fatal("no reaction after the resume")
	}
	// Discord delivers at least once: events sent again are not answered
	// again.
	f.Redeliver(3)
	n := len(f.Calls())
	now := time.Now()
	if r := waitAnswer(t, f, f.Command("g1", "c1", bob, "guess", "", fakediscord.Option{Name: "word", Type: 3, Value: "tag"}), now); r.Content != "✅ TAG is on the board." {
		t.Errorf("guess after the redelivery: %+v", r)
	}
	f.Redeliver(1)
	a.Bot().Wait()
	time.Sleep(200 * time.Millisecond)
	cs := f.Calls()
	for _, w := range all {
		if got := reactionsTo(cs, w.id); len(got) != 1 || got[0] != w.react {
			t.Errorf("message %s: reactions %v, want [%s]", w.id, got, w.react)
		}
	}
	for _, c := range cs[n:] {
		if c.Kind != "callback" {
			t.Errorf("after the redelivery: %v", c)
		}
	}
	if id, res := f.Sessions(); id != 1 || res != 1 {
		t.Errorf("identifies %d, resumes %d; want 1 and 1", id, res)
	}
	if err := a.Healthy(); err != nil {
		t.Errorf("healthy after the resume: %v", err)
	}
}

// TestRESTFaults answers some calls with 429 (with Discord's rate-limit
// headers) and 500: each is retried, no reply is lost or doubled.
func TestRESTFaults(t *testing.T) {
	t.Parallel()
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f, a, _ := start(t, bot.Options{Clock: clk, Seed: 3, NoImages: true, Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")})
	startRound(t, f)

	f.Fail("reaction", 429, 2)
	f.Fail("reaction", 500, 1)
	mid := f.Say("g1", "c1", alice, "cat")
	if !f.WaitCount(5*time.Second, "reaction", 1) {
		t.Fatal("reaction lost")
	}
	f.Fail("callback", 500, 1)
	f.Fail("callback", 429, 1)
	now := time.Now()
	gid := f.Command("g1", "c1", bob, "guess", "", fakediscord.Option{Name: "word", Type: 3, Value: "dog"})
	if ans := waitAnswer(t, f, gid, now); !ans.Ephemeral || ans.Content != "✅ DOG is on the board." {
		t.Errorf("guess: %+v", ans)
	}
	a.Bot().Wait()
	f.Fail("message", 429, 1)
	f.Fail("message", 500, 2)
	f.Fail("edit_message", 500, 1)
	clk.Advance(time.Minute)
	if !f.WaitCount(10*time.Second, "message", 2) || !f.WaitCount(5*time.Second, "edit_message", 1) {
		t.Fatalf("report or status edit lost: %v", f.Calls())
	}
	a.Bot().Wait()
	time.Sleep(200 * time.Millisecond)
	cs := f.Calls()
	if got := reactionsTo(cs, mid); len(got) != 1 || got[0] != "✅" {
		t.Errorf("reactions: %v", got)
	}
	callbacks, reports := 0, 0
	for _, c := range cs {
		if c.Kind == "callback" && c.Interaction == gid {
			callbacks++
		}
		if c.Kind == "message" && strings.Contains(c.Content, "Boggle: results") {
			reports++
			if !strings.Contains(c.Content, "**alice**: 1 point\n> CAT 1\n**bob**: 1 point\n> DOG 1") {
				t.Errorf("report: %q", c.Content)
			}
		}
	}
	if callbacks != 1 || reports != 1 {
		t.Errorf("%d callbacks and %d reports, want 1 and 1", callbacks, reports)
	}
	if f.Injected(429) != 4 || f.Injected(500) != 5 {
		t.Errorf("faults answered: %d 429s, %d 500s", f.Injected(429), f.Injected(500))
	}
}
