package discord

import (
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
)

// openWith connects an adapter in the given message_content mode to a fake
// Discord that refuses the intents in refuse.
func openWith(t *testing.T, mode string, refuse int, opt bot.Options) (*fakediscord.Server, *Adapter, *syncBuf, error) {
	t.Helper()
	f := fakediscord.New()
	f.Refuse = refuse
	logs := &syncBuf{}
	l := slog.New(slog.NewTextHandler(logs, nil))
	a, err := New(Config{Token: token, GuildID: "g1", HTTPClient: f.Client(), Host: host(opt, l), Logger: l, MessageContent: mode})
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	err = a.Open()
	t.Cleanup(func() {
		a.Close()
		f.Close()
	})
	return f, a, logs, err
}

// The gateway refuses the Message Content intent (4014 on Identify): the
// adapter connects again without it, logs one line, and a Boggle round is
// played to its report through the Guess button and its form, a reply to the
// round message and a mention; plain chat messages arrive empty and are
// ignored.
func TestRefusedIntentRoundThroughGuessForm(t *testing.T) {
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f, a, logs, err := openWith(t, "auto", fakediscord.IntentMessageContent,
		bot.Options{Clock: clk, Seed: 3, NoImages: true, Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")})
	if err != nil {
		t.Fatalf("open: %v", err)
	}
	if id, _ := f.Sessions(); f.Refused() != 1 || id != 1 || f.Intents()&fakediscord.IntentMessageContent != 0 {
		t.Fatalf("refused %d, identifies %d, intents %b", f.Refused(), id, f.Intents())
	}
	if n := strings.Count(logs.String(), "\n"); n != 1 || !strings.Contains(logs.String(), "Message Content intent was refused") {
		t.Errorf("want one log line, got %q", logs.String())
	}
	if _, ok := f.Wait(5*time.Second, func(cs []fakediscord.Call) bool { return count(cs, "commands") == 1 }); !ok {
		t.Fatal("commands not registered")
	}
	now := time.Now()
	start := f.Command("g1", "c1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"})
	ans := waitAnswer(t, f, start, now)
	if !strings.Contains(ans.Content, "Press Guess to send words (only you see the verdicts), or use /guess WORD; a reply to this message or a message that mentions the bot") ||
		len(ans.Buttons) != 1 || ans.Buttons[0] != (fakediscord.Button{Label: "Guess", CustomID: "guess:1"}) {
		t.Fatalf("round message: %+v", ans)
	}
	round := f.Original(start)

	// The Guess button opens a form (callback type 9), answered privately.
	n := len(f.Calls())
	click := f.Click("g1", "c1", round, bob, "guess:1")
	cb, _ := nextOf(t, f, n, "callback")
	if cb.Interaction != click || cb.Type != 9 || cb.ModalID != "words:1" || !strings.Contains(string(cb.Body), `"type":4`) {
		t.Fatalf("form: %v %s", cb, cb.Body)
	}
	now = time.Now()
	sub := f.Submit("g1", "c1", bob, "words:1", "cat dog\nzzz")
	if r := waitAnswer(t, f, sub, now); !r.Ephemeral || r.Content != "✅ CAT is on the board.\n✅ DOG is on the board.\n❌ ZZZ does not count: not in the dictionary." {
		t.Errorf("form answer: %+v", r)
	}
	// A plain message has no content without the intent: no reaction. A
	// reply to the round message and a mention of the bot do.
	n = len(f.Calls())
	f.Say("g1", "c1", alice, "goat")
	reply := f.SayReply("g1", "c1", alice, "tag", round)
	r, idx := nextOf(t, f, n, "reaction")
	if r.MessageID != reply || r.Emoji != "✅" {
		t.Errorf("reply: %v", r)
	}
	mention := f.Say("g1", "c1", alice, "<@"+fakediscord.AppID+"> cats")
	r, _ = nextOf(t, f, idx+1, "reaction")
	if r.MessageID != mention || r.Emoji != "✅" {
		t.Errorf("mention: %v", r)
	}
	a.Bot().Wait()
	n = len(f.Calls())
	clk.Advance(3 * time.Minute)
	rep, _ := nextOf(t, f, n, "message")
	for rep.Buttons == nil || rep.Buttons[0].Label != "Play again" {
		rep, n = nextOf(t, f, n+1, "message")
	}
	if !strings.Contains(rep.Content, "**bob**: 2 points\n> CAT 1, DOG 1, ~~ZZZ~~ 0 (not in the dictionary)") ||
		!strings.Contains(rep.Content, "**alice**: 2 points\n> TAG 1, CATS 1\n") || !strings.Contains(rep.Content, "Words nobody found: COD, GOAT.") {
		t.Errorf("report: %q", rep.Content)
	}
	checkOnce(t, f.Calls())
}

// "on" insists on the intent: refused, the bot does not start. "off" never
// asks for it.
func TestMessageContentModes(t *testing.T) {
	t.Parallel()
	f, _, _, err := openWith(t, "on", fakediscord.IntentMessageContent, bot.Options{NoImages: true})
	if err == nil || !strings.Contains(err.Error(), "4014") || f.Refused() != 1 {
		t.Errorf("on, refused: err %v, refused %d", err, f.Refused())
	}
	f, _, logs, err := openWith(t, "off", fakediscord.IntentMessageContent, bot.Options{NoImages: true})
	if err != nil || f.Refused() != 0 || f.Intents()&fakediscord.IntentMessageContent != 0 || logs.String() != "" {
		t.Errorf("off: err %v, refused %d, intents %b, logs %q", err, f.Refused(), f.Intents(), logs.String())
	}
	f, _, _, err = openWith(t, "auto", 0, bot.Options{NoImages: true})
	if err != nil || f.Refused() != 0 || f.Intents()&fakediscord.IntentMessageContent == 0 {
		t.Errorf("auto, granted: err %v, refused %d, intents %b", err, f.Refused(), f.Intents())
	}
	if _, err := New(Config{Token: token, MessageContent: "maybe"}); err == nil || !strings.Contains(err.Error(), "auto, on or off") {
		t.Errorf("bad mode: %v", err)
	}
}

// A burst of guesses in one channel overflows its reaction bucket: the rest
// are shown in the round's live message, with their words and verdicts,
// hostile names escaped and nobody pinged.
func TestLiveMessageOnBurst(t *testing.T) {
	t.Parallel()
	f, a, _ := start(t, bot.Options{NoImages: true, Seed: 3, Lexicon: testLexicon("CAT", "CATS", "DOG", "GOAT", "TAG")})
	f.Command("g1", "c1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"})
	if !f.WaitCount(5*time.Second, "message", 1) {
		t.Fatal("no round")
	}
	a.Bot().Wait()
	evil := fakediscord.User{ID: "66", Name: "@everyone *bold*"}
	words := []string{"cat", "dog", "zzz", "cat", "goat", "tag", "cats", "xyz", "dog", "hello"}
	ids := map[string]int{}
	for i, w := range words {
		ids[f.Say("g1", "c1", evil, w)] = i
	}
	want := []string{"✅ CAT", "✅ DOG", "❌ ZZZ", "🔁 CAT", "✅ GOAT", "✅ TAG", "✅ CATS", "❌ XYZ", "🔁 DOG", "❌ HELLO"}
	got := make([]string, len(words))
	cs, ok := f.Wait(10*time.Second, func(cs []fakediscord.Call) bool {
		n := 0
		for _, c := range cs {
			if c.Kind == "reaction" {
				n++
			}
			if strings.HasPrefix(c.Content, "📝") {
				n += strings.Count(c.Content, " · ") + 1
			}
		}
		return n >= len(words)
	})
	if !ok {
		t.Fatalf("not every guess was answered: %v", cs)
	}
	reacted, live := 0, 0
	var items []string
	for _, c := range cs {
		switch {
		case c.Kind == "reaction":
			i := ids[c.MessageID]
			got[i] = c.Emoji + " " + strings.ToUpper(words[i])
			reacted++
		case strings.HasPrefix(c.Content, "📝"):
			live++
			if c.AllowedMentions == nil || len(c.AllowedMentions.Parse) != 0 || c.Pings.Any() {
				t.Errorf("live message may ping: %+v %+v", c.AllowedMentions, c.Pings)
			}
			head, rest, _ := strings.Cut(c.Content, "\n")
			if !strings.Contains(head, `\@everyone \*bold\*`) {
				t.Errorf("live message head: %q", head)
			}
			_, list, _ := strings.Cut(rest, "**: ")
			items = append(items, strings.Split(list, " · ")...)
		}
	}
	// The reactions come first, then the live message takes the rest in order.
	for i := reacted; i < len(words) && i-reacted < len(items); i++ {
		got[i] = items[i-reacted]
	}
	for i := range words {
		if got[i] != want[i] {
			t.Errorf("guess %d: %q, want %q", i, got[i], want[i])
		}
	}
	if reacted == 0 || live == 0 || reacted+len(items) != len(words) {
		t.Errorf("%d reactions, %d live messages with %d guesses", reacted, live, len(items))
	}
	if b, g := f.EmptyBucketHits(); b != 0 || g != 0 {
		t.Errorf("hits %d %d", b, g)
	}
}
