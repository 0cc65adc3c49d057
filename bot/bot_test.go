package bot

import (
	"fmt"
	"log/slog"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

// sent is one reply with where it went.
type sent struct {
	T Target
	R Reply
}

type recorder struct {
	mu  sync.Mutex
	out []sent
}

func (r *recorder) Send(t Target, rs []Reply) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, x := range rs {
		r.out = append(r.out, sent{t, x})
	}
	if len(rs) == 0 {
		r.out = append(r.out, sent{t, Reply{}})
	}
}

// take returns and forgets what was sent.
func (r *recorder) take() []sent {
	r.mu.Lock()
	defer r.mu.Unlock()
	o := r.out
	r.out = nil
	return o
}

var t0 = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)

func testLexicon(words ...string) func(string) (*lexicon.DAWG, error) {
	d, err := lexicon.Build(words)
	if err != nil {
		panic(err)
	}
	return func(string) (*lexicon.DAWG, error) { return d, nil }
}

func newTestBot(t *testing.T) (*Bot, *recorder, *FakeClock, *MemStore) {
	t.Helper()
	rec := &recorder{}
	clk := NewFakeClock(t0)
	st := &MemStore{}
	b := New(Options{Clock: clk, Seed: 1, Store: st, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: testLexicon("CAT", "CATS", "COD", "DOG", "GOAT", "TAG", "ZEBRA")}, rec)
	return b, rec, clk, st
}

var (
	alice = User{ID: "1", Name: "Alice"}
	bob   = User{ID: "2", Name: "Bob"}
	carol = User{ID: "3", Name: "Carol"}
	admin = User{ID: "9", Name: "Admin", ManageChannels: true}
)

func cmd(u User, name, sub string, kv ...string) *Command {
	o := map[string]string{}
	for i := 0; i+1 < len(kv); i += 2 {
		o[kv[i]] = kv[i+1]
	}
	return &Command{Name: name, Sub: sub, Options: o, User: u, Channel: "c1", Guild: "g1"}
}

var msgSeq atomic.Int64

func msg(u User, text string) *Message {
	return &Message{ID: fmt.Sprint("m", msgSeq.Add(1)), Text: text, User: u, Channel: "c1", Guild: "g1"}
}

const testBoard = "CATS DOGE XXXX XXXX"

func TestBoggleRound(t *testing.T) {
	b, rec, clk, st := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "2"))
	out := rec.take()
	if len(out) != 2 {
		t.Fatalf("start: %d replies: %+v", len(out), out)
	}
	if out[0].R.Private || !strings.Contains(out[0].R.Text, "Boggle** 4x4 (en): 2 minutes, words of 3+ letters.") ||
		!strings.Contains(out[0].R.Text, "C A T S\nD O G E\n") {
		t.Errorf("start reply: %+v", out[0].R)
	}
	if out[1].R.Key != "status" || !out[1].R.Detached || out[1].R.Text != "⏳ 2 minutes left." {
		t.Errorf("status: %+v", out[1].R)
	}

	// A second start is refused privately, naming the player and /stop.
	b.Handle(cmd(bob, "boggle", "start"))
	out = rec.take()
	if len(out) != 1 || !out[0].R.Private || !strings.Contains(out[0].R.Text, "started by Alice") || !strings.Contains(out[0].R.Text, "/stop") {
		t.Errorf("second start: %+v", out)
	}

	guesses := []struct {
		u     User
		text  string
		react string
	}{
		{alice, "cat", ReactValid},
		{alice, "Dog", ReactValid},
		{alice, "CAT", ReactRepeat},
		{alice, "zebra", ReactInvalid},
		{alice, "hello world", ""},
		{alice, strings.Repeat("a", 10000), ""},
		{alice, "<@123>", ""},
		{alice, "🎲", ""},
		{bob, "dog", ReactValid},
		{bob, "goat", ReactValid},
		{bob, "xyz", ReactInvalid},
		{carol, "città", ReactInvalid},
		{carol, "ca", ReactInvalid},
	}
	for _, g := range guesses {
		b.Handle(msg(g.u, g.text))
		out = rec.take()
		if g.react == "" {
			if len(out) != 0 {
				t.Errorf("%q: want silence, got %+v", g.text, out)
			}
			continue
		}
		if len(out) != 1 || out[0].R.React != g.react || out[0].T.MessageID == "" {
			t.Errorf("%q: want %s, got %+v", g.text, g.react, out)
		}
	}
	b.Handle(cmd(bob, "guess", "", "word", "tag"))
	out = rec.take()
	if len(out) != 1 || !out[0].R.Private || out[0].R.Text != "✅ TAG is on the board." {
		t.Errorf("/guess: %+v", out)
	}
	b.Handle(cmd(bob, "stop", ""))
	out = rec.take()
	if len(out) != 1 || !out[0].R.Private || !strings.Contains(out[0].R.Text, "Only Alice") {
		t.Errorf("/stop by bob: %+v", out)
	}

	// Countdown: edits at 1 minute, 30 s and 10 s.
	steps := []time.Duration{60 * time.Second, 30 * time.Second, 20 * time.Second}
	for i, want := range []string{"⏳ 1 minute left.", "⏳ 30 seconds left.", "⏳ 10 seconds left."} {
		clk.Advance(steps[i] - time.Second)
		b.Wait()
		if out = rec.take(); len(out) != 0 {
			t.Fatalf("early countdown: %+v", out)
		}
		clk.Advance(time.Second)
		b.Wait()
		out = rec.take()
		if len(out) != 1 || out[0].R.Edit != "status" || out[0].R.Text != want {
			t.Fatalf("countdown %q: %+v", want, out)
		}
	}
	clk.Advance(10 * time.Second)
	b.Wait()
	out = rec.take()
	if len(out) != 2 || out[0].R.Edit != "status" || out[0].R.Text != "⌛ Time is up!" {
		t.Fatalf("end: %+v", out)
	}
	rep := out[1].R
	wantLines := []string{
		"🏁 **Boggle: results**",
		"**Alice**: 1 point",
		"> CAT 1, ~~DOG~~ 0 (found by another player), ~~CAT~~ 0 (already typed), ~~ZEBRA~~ 0 (not on the board)",
		"**Bob**: 2 points",
		"> ~~DOG~~ 0 (found by another player), GOAT 1, ~~XYZ~~ 0 (not in the dictionary), TAG 1",
		"**Carol**: 0 points",
		"> ~~CITTA~~ 0 (not in the dictionary), ~~CA~~ 0 (too short)", // CITTÀ folds (docs/rules.md)
		"🏆 The winner is **Bob** with 2 points!",
		"Words nobody found: CATS, COD.",
		"Best word: GOAT (1 point), drawn on the board.",
		// the meanings of the best word and of the best word nobody found
		// (docs/bot.md, Definitions)
		"📖 **GOAT** · goat (noun): any of numerous agile ruminants related to sheep but having a beard and straight horns",
		"📖 **CATS** · cat (noun): feline mammal usually having thick soft fur and no ability to roar: domestic cats",
	}
	if got := strings.Join(wantLines, "\n"); rep.Text != got {
		t.Errorf("report:\n%s\nwant:\n%s", rep.Text, got)
	}
	if !rep.Detached || len(rep.Buttons) != 1 || rep.Buttons[0].Label != "Play again" || rep.Buttons[0].ID != "again:1" {
		t.Errorf("report buttons: %+v", rep)
	}
	if len(rep.Files) != 1 || rep.Files[0].Name != "report.txt" || !strings.Contains(string(rep.Files[0].Data), "GOAT can be found in the board, following the path :\n (2,3) (2,2) (1,2) (1,3)\n\nGOAT: 1 point") {
		t.Errorf("report file: %+v", rep.Files)
	}
	// Guesses after the end: silence; /guess: a private answer.
	b.Handle(msg(alice, "cats"))
	if out = rec.take(); len(out) != 0 {
		t.Errorf("late guess: %+v", out)
	}
	b.Handle(cmd(alice, "guess", "", "word", "cats"))
	if out = rec.take(); len(out) != 1 || !out[0].R.Private || out[0].R.Text != "No round is running in this channel." {
		t.Errorf("late /guess: %+v", out)
	}
	// Play again: a new round, and the old button then belongs to an older game.
	b.Handle(&Press{CustomID: "again:1", User: carol, Channel: "c1", Guild: "g1"})
	out = rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "🎲 **Boggle** 4x4") || strings.Contains(out[0].R.Text, "C A T S\nD O G E") {
		t.Fatalf("play again (a new board, not the typed one again): %+v", out)
	}
	b.Handle(&Press{CustomID: "again:1", User: carol, Channel: "c1", Guild: "g1"})
	out = rec.take()
	if len(out) != 1 || !out[0].R.Private || !strings.Contains(out[0].R.Text, "already running") {
		t.Errorf("play again twice: %+v", out)
	}
	// The session was saved.
	if d, _ := st.Load("c1"); !strings.Contains(string(d), `"kind":"boggle"`) {
		t.Errorf("stored: %s", d)
	}
	// An admin stops it: the report is a durable channel message.
	b.Handle(cmd(admin, "stop", ""))
	out = rec.take()
	if len(out) != 2 || !out[1].R.Detached || !strings.HasSuffix(out[1].R.Durable, "/report") || out[0].R.Text != "⏹️ Stopped by Admin." || !strings.Contains(out[1].R.Text, "Stopped before anybody played: nobody wins.") {
		t.Errorf("admin stop: %+v", out)
	}
}

func TestDirectMessagesAndUnknown(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	c := cmd(alice, "boggle", "start")
	c.Guild = ""
	b.Handle(c)
	out := rec.take()
	if len(out) != 1 || !out[0].R.Private || !strings.HasPrefix(out[0].R.Text, "Games are played in a server channel") {
		t.Errorf("DM: %+v", out)
	}
	b.Handle(cmd(alice, "help", ""))
	out = rec.take()
	if len(out) != 2 || !out[0].R.Private || !out[1].R.Private || !strings.Contains(out[0].R.Text, "/boggle start") || !strings.Contains(out[1].R.Text, "/settings") {
		t.Errorf("help: %+v", out)
	}
	for _, bad := range [][]string{{"size", "9"}, {"minutes", "x"}, {"board", "ABC"}, {"lang", "nl"}, {"vs_computer", "maybe"}} {
		b.Handle(cmd(alice, "boggle", "start", bad...))
		out = rec.take()
		if len(out) != 1 || !out[0].R.Private || out[0].R.Text == "" || strings.Contains(out[0].R.Text, "Internal") {
			t.Errorf("%v: %+v", bad, out)
		}
	}
	b.Handle(&Press{CustomID: "again:7", User: alice, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || !out[0].R.Private {
		t.Errorf("stale button: %+v", out)
	}
	b.Handle(&Press{CustomID: strings.Repeat("x", 500), User: alice, Channel: "c1", Guild: "g1"})
	if out = rec.take(); len(out) != 1 || !out[0].R.Private || out[0].R.Text != "This button no longer works." {
		t.Errorf("junk button: %+v", out)
	}
}

func TestItalianLocale(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	c := cmd(alice, "boggle", "start", "board", testBoard)
	c.Locale = "it"
	b.Handle(c)
	out := rec.take()
	if !strings.Contains(out[0].R.Text, "parole di almeno 3 lettere") || out[1].R.Text != "⏳ Tempo rimasto: 3 minuti." {
		t.Errorf("italian: %q / %q", out[0].R.Text, out[1].R.Text)
	}
}

func TestVersusComputerAndMatch(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "vs_computer", "true", "victory_points", "2"))
	rec.take()
	b.Handle(msg(alice, "cats"))
	b.Handle(msg(alice, "goat"))
	clk.Advance(4 * time.Minute)
	b.Wait()
	out := rec.take()
	rep := out[len(out)-1].R.Text
	for _, want := range []string{"🤖 **Computer**: 4 points (4 words left on the board).", "🏆 The computer wins with 4 points.", "Match totals: Alice 2.", "🏆 **Alice** wins the match!", "(round 1 of the match to 2 points)"} {
		if !strings.Contains(rep, want) {
			t.Errorf("report lacks %q:\n%s", want, rep)
		}
	}
}

// TestMatchToOnePoint: a match's target is counted as each language
// counts ("Match to 1 point", "Match en 1 point", "Match bis 1 Punkt"), in
// the start message and the report; it said "Match to 1 points".
func TestMatchToOnePoint(t *testing.T) {
	for _, tc := range []struct{ locale, start, report string }{
		{"en-US", "Match to 1 point, round 1.", "(round 1 of the match to 1 point)"},
		{"fr", "Match en 1 point, manche 1.", "(manche 1 du match en 1 point)"},
		{"de", "Match bis 1 Punkt, Runde 1.", "(Runde 1 des Matches bis 1 Punkt)"},
		{"it", "Sfida a 1 punto, round 1.", "(round 1 della sfida a 1 punto)"},
		{"es", "Partida a 1 punto, ronda 1.", "(ronda 1 de la partida a 1 punto)"},
		{"pt-BR", "Disputa até 1 ponto, rodada 1.", "(rodada 1 da disputa até 1 ponto)"},
	} {
		b, rec, clk, _ := newTestBot(t)
		c := cmd(alice, "boggle", "start", "board", testBoard, "victory_points", "1", "lang", "en")
		c.Locale = tc.locale
		b.Handle(c)
		if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, tc.start) {
			t.Errorf("%s: the start lacks %q: %+v", tc.locale, tc.start, out)
		}
		clk.Advance(4 * time.Minute)
		b.Wait()
		out := rec.take()
		if len(out) == 0 || !strings.Contains(out[len(out)-1].R.Text, tc.report) {
			t.Errorf("%s: the report lacks %q: %+v", tc.locale, tc.report, out)
		}
	}
}

func TestParallelChannels(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		ch := fmt.Sprint("ch", i)
		wg.Add(1)
		go func() {
			defer wg.Done()
			c := cmd(alice, "boggle", "start", "board", testBoard)
			c.Channel = ch
			b.Handle(c)
			for _, w := range []string{"cat", "dog", "cat", "zzz"} {
				m := msg(bob, w)
				m.Channel = ch
				b.Dispatch(m)
			}
		}()
	}
	wg.Wait()
	b.Wait()
	per := map[string][]string{}
	for _, s := range rec.take() {
		if s.R.React != "" {
			per[s.T.Channel] = append(per[s.T.Channel], s.R.React)
		}
	}
	for i := 0; i < 20; i++ {
		got := strings.Join(per[fmt.Sprint("ch", i)], " ")
		if got != "✅ ✅ 🔁 ❌" {
			t.Errorf("ch%d: %s", i, got)
		}
	}
}

func TestMatchTotalsWhenNobodyPlayed(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "victory_points", "2"))
	rec.take()
	clk.Advance(4 * time.Minute)
	b.Wait()
	out := rec.take()
	rep := out[len(out)-1].R.Text
	if strings.Contains(rep, "Match totals: .") || !strings.Contains(rep, "Match totals: nobody has played yet.") {
		t.Errorf("empty match totals:\n%s", rep)
	}
}

// TestRoundMinutesRange: a round's minutes outside 0.25-30 (NaN, infinities,
// negative, huge) are refused with the range, as /settings refuses them;
// the channel stays free.
func TestRoundMinutesRange(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	for _, game := range []string{"boggle", "ruzzle"} {
		for _, v := range []string{"nan", "NaN", "inf", "+Inf", "-inf", "-1", "0", "0.2", "30.5", "1e308", "1e400", "x"} {
			b.Handle(cmd(alice, game, "start", "minutes", v))
			if out := rec.take(); len(out) != 1 || !out[0].R.Private || out[0].R.Text != "The option minutes must be a number from 0.25 to 30." {
				t.Errorf("%s minutes %q: %+v", game, v, out)
			}
		}
		for _, v := range []string{"0.25", "30", " 2 "} {
			b.Handle(cmd(alice, game, "start", "minutes", v))
			if out := rec.take(); len(out) == 0 || out[0].R.Private {
				t.Errorf("%s minutes %q not started: %+v", game, v, out)
			}
			b.Handle(cmd(alice, "stop", ""))
			rec.take()
		}
	}
}

// TestMatchTotalsKeepEveryPlayer: a match's totals list every player of the
// match, also one who sits a round out, and a round nobody plays repeats
// them (it said "Match totals: Alice 2." without Bob, then "nobody has
// played yet").
func TestMatchTotalsKeepEveryPlayer(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "victory_points", "50"))
	rec.take()
	b.Handle(msg(alice, "cats"))
	b.Handle(msg(bob, "dog"))
	clk.Advance(4 * time.Minute)
	b.Wait()
	out := rec.take()
	if rep := out[len(out)-1].R.Text; !strings.Contains(rep, "Match totals: Alice 1, Bob 1.") {
		t.Fatalf("round 1:\n%s", rep)
	}
	for round := range 2 {
		want := "Match totals: Alice 1, Bob 1."
		b.Handle(press(alice, fmt.Sprintf("again:%d", round+1)))
		out = rec.take()
		if len(out) == 0 || !strings.Contains(out[0].R.Text, fmt.Sprintf("round %d", round+2)) {
			t.Fatalf("round %d: %+v", round+2, out)
		}
		if round == 0 {
			b.Handle(msg(bob, "xqzv")) // Bob plays a word that does not count
		}
		clk.Advance(4 * time.Minute)
		b.Wait()
		out = rec.take()
		if rep := out[len(out)-1].R.Text; !strings.Contains(rep, want) {
			t.Errorf("round %d: want %q in\n%s", round+2, want, rep)
		}
	}
}

// TestRepeatsListedOnce: a word typed nine ways is listed once as found
// and once as already typed (it was listed eight times), and a refused word
// typed again still gets ❌ (it got 🔁, "already yours").
func TestRepeatsListedOnce(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	rec.take()
	for _, w := range []string{"cat", "CAT", "Cat", "cAt", "caT", "CAt", "cAT", "CaT", "càt"} {
		b.Handle(msg(alice, w))
	}
	b.Handle(msg(alice, "zebra"))
	b.Handle(msg(alice, "ZEBRA"))
	out := rec.take()
	reacts := ""
	for _, o := range out {
		reacts += o.R.React
	}
	if want := "✅" + strings.Repeat("🔁", 8) + "❌❌"; reacts != want {
		t.Errorf("reactions %s, want %s", reacts, want)
	}
	clk.Advance(4 * time.Minute)
	b.Wait()
	out = rec.take()
	if rep := out[len(out)-1].R.Text; !strings.Contains(rep, "> CAT 1, ~~CAT~~ 0 (already typed), ~~ZEBRA~~ 0 (not on the board)\n") {
		t.Errorf("report:\n%s", rep)
	}
}

// TestMatchTie: a match whose last round leaves two players tied at or
// above the target ends in a tie between them (boggle.Match.Leaders); it
// named the first of them in alphabetical order the winner.
func TestMatchTie(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "victory_points", "1"))
	rec.take()
	b.Handle(msg(bob, "dog"))
	b.Handle(msg(alice, "cats"))
	clk.Advance(4 * time.Minute)
	b.Wait()
	out := rec.take()
	rep := out[len(out)-1].R.Text
	if want := "Match totals: Bob 1, Alice 1.\n🏆 The match ends in a tie between Bob and Alice with 1 point.\n"; !strings.Contains(rep, want) || strings.Contains(rep, "wins the match") {
		t.Errorf("report lacks %q:\n%s", want, rep)
	}
	// Play again starts a new match.
	b.Handle(press(alice, "again:1"))
	if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, ", round 1.") {
		t.Errorf("after the match: %+v", out)
	}
}

// TestMatchOlderReplay: Play again saved by an older version, with a
// match's totals by user ID, their names and the rounds played (before
// boggle.Match held them), goes on with that match: round 3, the totals
// kept.
func TestMatchOlderReplay(t *testing.T) {
	b, rec, clk, st := newTestBot(t)
	old := `{"game":2,"guild":"g1","last":{"game":2,"kind":"boggle","options":{"minutes":"1","victory_points":"10"},` +
		`"players":[{"ID":"1","Name":"Alice"},{"ID":"2","Name":"Bob"}],"totals":{"1":3,"2":4},"names":{"1":"Alice","2":"Bob"},"rounds":2}}`
	if err := st.Save("c1", []byte(old)); err != nil {
		t.Fatal(err)
	}
	if err := b.Resume(); err != nil {
		t.Fatal(err)
	}
	b.Wait()
	rec.take()
	b.Handle(press(alice, "again:2"))
	if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "Match to 10 points, round 3.") {
		t.Fatalf("Play again: %+v", out)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	out := rec.take()
	rep := out[len(out)-1].R.Text
	for _, want := range []string{"(round 3 of the match to 10 points)", "Match totals: Bob 4, Alice 3."} {
		if !strings.Contains(rep, want) {
			t.Errorf("report lacks %q:\n%s", want, rep)
		}
	}
}

// TestVersusComputerRefused: a bad vs_computer is refused like every other
// option, with the option's name in the player's language ("contre_ordinateur"
// for a French player, who never saw vs_computer); it said "vs_computer
// doit être true ou false.".
func TestVersusComputerRefused(t *testing.T) {
	for locale, want := range map[string]string{
		"en": "The option vs_computer must be true or false.",
		"fr": "L'option contre_ordinateur doit être true ou false.",
		"de": "Die Option gegen_computer muss true oder false sein.",
	} {
		b, rec, _, _ := newTestBot(t)
		c := cmd(alice, "boggle", "start", "board", testBoard, "vs_computer", "hard")
		c.Locale = locale
		b.Handle(c)
		if r := one(t, rec, locale).R; r.Text != want {
			t.Errorf("%s: %q, want %q", locale, r.Text, want)
		}
	}
}

// TestOneMoreCounted: the counts after a cut list are written as each
// language counts one: the report's words nobody found, cut after 30, end
// "e ancora 1" in Italian and "und 1 weiteres" in German (they said "e altre
// 1", "und 1 weitere"); the round picture's players left out read "+1
// autre", "+1 altro", "+1 outro", "+1 weiterer" (they said "+1 autres").
func TestOneMoreCounted(t *testing.T) {
	b, _, _, _ := newTestBot(t)
	var nobody []boggle.Word
	for i := range 31 {
		nobody = append(nobody, boggle.Word{Word: fmt.Sprintf("W%02d", i), Points: 1})
	}
	for locale, want := range map[string]string{"en": "W29, and 1 more.", "it": "W29, e ancora 1.", "de": "W29, und 1 weiteres.",
		"fr": "W29, et 1 de plus.", "es": "W29, y 1 más.", "pt": "W29, e mais 1."} {
		c := &handling{b: b, s: &session{}, locale: locale}
		if got := c.reportText(&wordRound{Kind: Boggle}, roundSummary{nobody: nobody}); !strings.Contains(got, want) {
			t.Errorf("%s: the report lacks %q:\n%s", locale, want, got)
		}
		nobody2 := append(slices.Clone(nobody), boggle.Word{Word: "W31"})
		wantTwo := map[string]string{"en": "and 2 more", "it": "e altre 2", "de": "und 2 weitere", "fr": "et 2 de plus", "es": "y 2 más", "pt": "e mais 2"}[locale]
		if got := c.reportText(&wordRound{Kind: Boggle}, roundSummary{nobody: nobody2}); !strings.Contains(got, wantTwo) {
			t.Errorf("%s: the report lacks %q:\n%s", locale, wantTwo, got)
		}
	}
	for locale, want := range map[string][2]string{"en": {"+1 more", "+2 more"}, "fr": {"+1 autre", "+2 autres"}, "it": {"+1 altro", "+2 altri"},
		"pt": {"+1 outro", "+2 outros"}, "de": {"+1 weiterer", "+2 weitere"}, "es": {"+1 más", "+2 más"}} {
		c := &handling{b: b, s: &session{}, locale: locale}
		l := c.imageLabels()
		if got := [2]string{l.MoreText(1), l.MoreText(2)}; got != want {
			t.Errorf("%s: players left out %q, want %q", locale, got, want)
		}
	}
}
