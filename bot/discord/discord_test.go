package discord

import (
	"bytes"
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/lexicon"
)

const token = "secret-token-XYZ"

type syncBuf struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuf) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuf) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

var (
	alice = fakediscord.User{ID: "11", Name: "alice"}
	bob   = fakediscord.User{ID: "12", Name: "bob"}
	carol = fakediscord.User{ID: "13", Name: "carol", Locale: "it"}
)

func testLexicon(words ...string) func(string) (*lexicon.DAWG, error) {
	d, err := lexicon.Build(words)
	if err != nil {
		panic(err)
	}
	return func(string) (*lexicon.DAWG, error) { return d, nil }
}

// start connects an adapter to a fresh fake Discord.
func start(t testing.TB, opt bot.Options) (*fakediscord.Server, *Adapter, *syncBuf) {
	return startAck(t, opt, 1500*time.Millisecond)
}

func startAck(t testing.TB, opt bot.Options, ack time.Duration) (*fakediscord.Server, *Adapter, *syncBuf) {
	return startWith(t, Config{AckAfter: ack}, opt)
}

// startWith is start with the adapter's configuration cfg (its token,
// guild g1, client, host and logger set here).
func startWith(t testing.TB, cfg Config, opt bot.Options) (*fakediscord.Server, *Adapter, *syncBuf) {
	t.Helper()
	f := fakediscord.New()
	logs := &syncBuf{}
	l := slog.New(slog.NewTextHandler(logs, nil))
	cfg.Token, cfg.GuildID, cfg.HTTPClient, cfg.Host, cfg.Logger = token, "g1", f.Client(), host(opt, l), l
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a.Session().ShouldReconnectOnError = false
	if err := a.Open(); err != nil {
		t.Fatal(err)
	}
	if _, ok := f.Wait(5*time.Second, func(cs []fakediscord.Call) bool { return count(cs, "commands") == 1 }); !ok {
		t.Fatal("commands not registered")
	}
	t.Cleanup(func() {
		a.Close()
		f.Close()
		if strings.Contains(logs.String(), token) {
			t.Errorf("the token leaked into the logs")
		}
	})
	return f, a, logs
}

func count(cs []fakediscord.Call, kind string) int {
	n := 0
	for _, c := range cs {
		if c.Kind == kind {
			n++
		}
	}
	return n
}

// waitCalls waits for n more calls after index from and returns them.
func waitCalls(t *testing.T, f *fakediscord.Server, from, n int) []fakediscord.Call {
	t.Helper()
	cs, ok := f.Wait(5*time.Second, func(cs []fakediscord.Call) bool { return len(cs) >= from+n })
	if !ok {
		t.Fatalf("waiting for %d calls, got %d: %+v", n, len(cs)-from, cs[from:])
	}
	return cs[from:]
}

// nextOf waits for the first call of kind after index from; it returns the
// call and its index.
func nextOf(t *testing.T, f *fakediscord.Server, from int, kind string) (fakediscord.Call, int) {
	t.Helper()
	var got fakediscord.Call
	idx := -1
	_, ok := f.Wait(10*time.Second, func(cs []fakediscord.Call) bool {
		for i := from; i < len(cs); i++ {
			if cs[i].Kind == kind {
				got, idx = cs[i], i
				return true
			}
		}
		return false
	})
	if !ok {
		t.Fatalf("no %s call after %d", kind, from)
	}
	return got, idx
}

func TestBoggleThroughDiscord(t *testing.T) {
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f, a, _ := start(t, bot.Options{Clock: clk, Seed: 3, Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG")})
	cs := f.Calls()
	if cs[0].Kind != "get_commands" || cs[1].Kind != "commands" || cs[1].Path != "/applications/100/guilds/g1/commands" || !strings.Contains(string(cs[1].Body), `"it":"indovina"`) {
		t.Errorf("commands: %v %s", cs[:2], cs[1].Body)
	}
	n := len(cs)
	now := time.Now()
	id := f.Command("g1", "c1", alice, "boggle", "start",
		fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"}, fakediscord.Option{Name: "minutes", Type: 10, Value: 1})
	ans := waitAnswer(t, f, id, now)
	if ans.Ephemeral || !strings.Contains(ans.Content, "C A T S") || len(ans.Files) != 1 || ans.Files[0] != "board.png" {
		t.Errorf("start answer: %+v", ans)
	}
	st, idx := nextOf(t, f, n, "message")
	if st.Channel != "c1" || st.Content != "⏳ 1 minute left." {
		t.Errorf("status: %v", st)
	}
	status := st.MessageID
	n = idx + 1

	typed := []struct {
		u     fakediscord.User
		text  string
		react string
	}{
		{alice, "cat", "✅"}, {bob, "cat", "✅"}, {bob, "dog", "✅"}, {alice, "cat", "🔁"}, {alice, "zzz", "❌"}, {bob, "goat", "✅"},
		{alice, "<@12> 🎲", ""}, {alice, strings.Repeat("é", 3000), ""}, {alice, "nice board everyone", ""}, {alice, "città", "❌"},
	}
	for _, w := range typed {
		mid := f.Say("g1", "c1", w.u, w.text)
		if w.react == "" {
			continue
		}
		r, idx := nextOf(t, f, n, "reaction")
		if r.MessageID != mid || r.Emoji != w.react {
			t.Errorf("%s %q: %v", w.u.Name, w.text, r)
		}
		n = idx + 1
	}
	// A refusal goes to its user only.
	now = time.Now()
	if r := waitAnswer(t, f, f.Command("g1", "c1", bob, "stop", ""), now); !r.Ephemeral || !strings.HasPrefix(r.Content, "Only alice") {
		t.Errorf("stop by bob: %+v", r)
	}
	a.Bot().Wait()
	n = len(f.Calls())
	clk.Advance(time.Minute)
	// The minute passes the 30-second mark, then the deadline: the status
	// may show "30 seconds left" on its way (when that edit goes before the
	// next one replaces it), then time is up.
	for from := n; ; {
		ed, i := nextOf(t, f, from, "edit_message")
		if ed.MessageID == status && ed.Content == "⏳ 30 seconds left." {
			from = i + 1
			continue
		}
		if ed.MessageID != status || ed.Content != "⌛ Time is up!" {
			t.Errorf("status edit: %v", ed)
		}
		break
	}
	rep, idx := nextOf(t, f, n, "message")
	if !strings.Contains(rep.Content, "**alice**: 0 points\n> ~~CAT~~ 0 (found by another player), ~~CAT~~ 0 (already typed), ~~ZZZ~~ 0 (not in the dictionary), ~~CITTA~~ 0 (not in the dictionary)") ||
		!strings.Contains(rep.Content, "🏆 The winner is **bob** with 2 points!") {
		t.Errorf("report: %q", rep.Content)
	}
	if len(rep.Files) != 2 || rep.Files[0].Name != "result.png" || !bytes.HasPrefix(rep.Files[0].Data, []byte("\x89PNG")) || rep.Files[1].Name != "report.txt" {
		t.Errorf("report files: %v", rep)
	}
	if len(rep.Buttons) != 1 || rep.Buttons[0] != (fakediscord.Button{Label: "Play again", CustomID: "again:1"}) {
		t.Errorf("buttons: %+v", rep.Buttons)
	}
	n = idx + 1

	// A guess after the end: silence. The button by another user (in
	// Italian): a new round; a second click: a private refusal.
	f.Say("g1", "c1", alice, "cats")
	now = time.Now()
	if r := waitAnswer(t, f, f.Click("g1", "c1", rep.MessageID, carol, "again:1"), now); r.Ephemeral || !strings.Contains(r.Content, "parole di almeno 3 lettere") {
		t.Errorf("play again: %+v", r)
	}
	now = time.Now()
	if r := waitAnswer(t, f, f.Click("g1", "c1", rep.MessageID, carol, "again:1"), now); !r.Ephemeral || !strings.HasPrefix(r.Content, "In questo canale c'è già una partita di Boggle") {
		t.Errorf("second click: %+v", r)
	}
	// A command in a DM: a private answer.
	now = time.Now()
	if r := waitAnswer(t, f, f.Command("", "dm1", bob, "boggle", "start"), now); !r.Ephemeral || !strings.HasPrefix(r.Content, "Games are played in a server channel") {
		t.Errorf("DM: %+v", r)
	}
	a.Bot().Wait()
	time.Sleep(50 * time.Millisecond)
	for _, c := range f.CallsSince(n) {
		if c.Kind == "reaction" {
			t.Errorf("reaction after the end: %v", c)
		}
	}
	checkOnce(t, f.Calls())
}

// checkOnce fails when an interaction got more than one initial response.
func checkOnce(t *testing.T, cs []fakediscord.Call) {
	t.Helper()
	seen := map[string]int{}
	for _, c := range cs {
		if c.Kind == "callback" {
			seen[c.Interaction]++
		}
	}
	for id, n := range seen {
		if n != 1 {
			t.Errorf("interaction %s answered %d times", id, n)
		}
	}
}

func TestSlowAnswerIsDeferred(t *testing.T) {
	// Every event takes 100 ms, past the 5 ms the adapter waits before it
	// defers an answer.
	slow := func(bot.Event) { time.Sleep(100 * time.Millisecond) }
	f, _, _ := startAck(t, bot.Options{Lexicon: testLexicon("CAT"), NoImages: true, BeforeEvent: slow}, 5*time.Millisecond)
	n := len(f.Calls())
	id := f.Command("g1", "c1", alice, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATSDOGEXXXXXXXX"})
	cs := waitCalls(t, f, n, 3)
	if cs[0].Kind != "callback" || cs[0].Type != 5 || cs[0].Interaction != id {
		t.Errorf("defer: %v", cs[0])
	}
	if cs[1].Kind != "edit_original" || cs[1].Interaction != id || !strings.Contains(cs[1].Content, "C A T S") {
		t.Errorf("edit: %v", cs[1])
	}
	if cs[2].Kind != "message" || cs[2].Content != "⏳ 3 minutes left." {
		t.Errorf("status: %v", cs[2])
	}
	n += 3
	// A private command defers privately (only its user sees "thinking…"),
	// then its answer replaces that: nothing public is shown, nothing deleted.
	id = f.Command("g1", "c1", bob, "guess", "", fakediscord.Option{Name: "word", Type: 3, Value: "cat"})
	cs = waitCalls(t, f, n, 2)
	if cs[0].Kind != "callback" || cs[0].Type != 5 || !cs[0].Ephemeral() || cs[0].Interaction != id {
		t.Errorf("defer: %v", cs[0])
	}
	if cs[1].Kind != "edit_original" || cs[1].Interaction != id || cs[1].Content != "✅ CAT is on the board." {
		t.Errorf("after defer: %v", cs[1:])
	}
	n += 2
	// A command whose replies all go to the channel (/stop: the status
	// edit and the report) answers a deferred interaction too: the public
	// "thinking…" is deleted and the user alone sees ✓, as when it is not
	// deferred (it was left "thinking…" until Discord gave up).
	id = f.Command("g1", "c1", alice, "stop", "")
	if _, ok := f.Wait(5*time.Second, func(cs []fakediscord.Call) bool {
		return slices.ContainsFunc(cs[n:], func(c fakediscord.Call) bool { return c.Kind == "followup" && c.Interaction == id })
	}); !ok {
		t.Fatalf("/stop deferred and not answered: %v", f.CallsSince(n))
	}
	var kinds []string
	for _, c := range f.CallsSince(n) {
		switch {
		case c.Interaction == id:
			kinds = append(kinds, fmt.Sprintf("%s %d %v %q", c.Kind, c.Type, c.Ephemeral(), c.Content))
		case strings.Contains(c.Content, "Boggle: results"):
			kinds = append(kinds, "report")
		}
	}
	if want := []string{"callback 5 false \"\"", "report", "delete_original 0 false \"\"", "followup 0 true \"✓\""}; !slices.Equal(kinds, want) {
		t.Errorf("/stop deferred:\n%q\nwant\n%q", kinds, want)
	}
	time.Sleep(50 * time.Millisecond)
	checkOnce(t, f.Calls())
}

// host builds the bot main would hand the adapter; its logger is the
// adapter's unless opt names one.
func host(opt bot.Options, l *slog.Logger) *bot.Bot {
	if opt.Logger == nil {
		opt.Logger = l
	}
	return bot.New(opt, nil)
}
