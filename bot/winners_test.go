package bot

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
)

func results(totals ...int) []boggle.PlayerResult {
	var rs []boggle.PlayerResult
	for i, t := range totals {
		rs = append(rs, boggle.PlayerResult{ID: string(rune('1' + i)), Name: string(rune('A' + i)), Total: t})
	}
	return rs
}

// One winner rule (roundWinners) for the chat line, the picture, the record
// and report.txt: ties, zero scores, a round stopped early, the computer.
func TestRoundWinners(t *testing.T) {
	for _, tc := range []struct {
		name     string
		totals   []int
		vsCPU    bool
		computer int
		early    bool
		win      []int
		cpu      bool
		report   string // report.txt's winner line
	}{
		{"one winner", []int{3, 5, 1}, false, 0, false, []int{1}, false, "The winner is B!"},
		{"tie", []int{5, 2, 5}, false, 0, false, []int{0, 2}, false, "The winners are A, C!"},
		{"stopped tie", []int{5, 2, 5}, false, 0, true, nil, false, "Stopped on a tie between A, C: nobody wins."},
		{"stopped, one winner", []int{5, 2, 4}, false, 0, true, []int{0}, false, "The winner is A!"},
		{"zero scores", []int{0, 0}, false, 0, false, nil, false, ""},
		{"nobody", nil, false, 0, false, nil, false, ""},
		{"computer beats", []int{4, 6}, true, 7, false, nil, true, "The winner is the computer!"},
		{"computer ties", []int{4, 7}, true, 7, false, []int{1}, false, "The winner is B!"},
		{"computer alone", nil, true, 0, false, nil, true, "The winner is the computer!"},
		{"computer alone, stopped", nil, true, 200, true, nil, false, "Stopped before anybody played: nobody wins."},
		{"computer beats, stopped", []int{0}, true, 200, true, nil, true, "The winner is the computer!"},
		{"nobody, stopped", nil, false, 0, true, nil, false, "Stopped before anybody played: nobody wins."},
	} {
		r := &wordRound{Kind: Boggle, VsComputer: tc.vsCPU}
		rs := results(tc.totals...)
		win, cpu := roundWinners(r, rs, tc.computer, tc.early)
		if !slices.Equal(win, tc.win) || cpu != tc.cpu {
			t.Errorf("%s: roundWinners = %v, %v; want %v, %v", tc.name, win, cpu, tc.win, tc.cpu)
		}
		res := boggle.Result{Players: rs, VsComputer: tc.vsCPU, Early: tc.early}
		if tc.vsCPU {
			res.Players = append(res.Players, boggle.PlayerResult{Name: boggle.Computer, Total: tc.computer})
		}
		rep := res.Report()
		got := ""
		for _, l := range strings.Split(rep, "\n") {
			if strings.HasPrefix(l, "The winner") || strings.HasPrefix(l, "Stopped") {
				got = l
			}
		}
		if got != tc.report {
			t.Errorf("%s: report.txt says %q, want %q", tc.name, got, tc.report)
		}
	}
}

// Every reason a word scores nothing is one of the engine's boggle.Reason
// values, worded in English and Italian in the chat and in report.txt.
func TestReasonsWorded(t *testing.T) {
	en, it := &handling{locale: "en"}, &handling{locale: "it"}
	for r := boggle.Invalid; r <= boggle.Digraph; r++ {
		e, i := en.reasonText(r), it.reasonText(r)
		if e == "" || e == i {
			t.Errorf("%v: English %q, Italian %q", r, e, i)
		}
		if rep := r.Report(); rep == r.String() || !strings.HasPrefix(rep, "the word ") {
			t.Errorf("%v: report.txt says %q", r, rep)
		}
		// the engine's words, translated by key in every language
		if e != r.Phrase(lexicon.Common) {
			t.Errorf("%v: the bot says %q, the engine %q", r, e, r.Phrase(lexicon.Common))
		}
		for _, lang := range Languages[1:] {
			c := &handling{locale: lang}
			if c.reasonText(r) == e || c.reportReason(r) == r.Report() {
				t.Errorf("%v: not translated to %s: %q, %q", r, lang, c.reasonText(r), c.reportReason(r))
			}
		}
	}
}

// When no player scored, the report names the best word on the board,
// among the words found that scored nothing too (here the shared CATS, as
// before the round was the engine's).
func TestBestWordWhenNobodyScored(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	for _, u := range []User{alice, bob} {
		b.Handle(msg(u, "cats"))
		b.Handle(msg(u, "goat"))
	}
	rec.take()
	b.Handle(cmd(alice, "stop", ""))
	out := rec.take()
	if rep := out[len(out)-1].R.Text; !strings.Contains(rep, "The best word was CATS (1 point), drawn on the board.") {
		t.Errorf("report:\n%s", rep)
	}
}

// TestStoppedUnplayedRound: a round stopped before anybody played says so
// and is nobody's win, also against the computer (which won it before:
// "🏆 The computer wins with 6 points."); a round against the computer that
// runs its time with nobody playing stays the computer's.
func TestStoppedUnplayedRound(t *testing.T) {
	for _, tc := range []struct {
		name   string
		c      *Command
		locale string
		want   string // the report's lines after its title
	}{
		{"alone with the computer", cmd(alice, "boggle", "start", "board", testBoard, "vs_computer", "true"), "",
			"Stopped before anybody played: nobody wins.\n🤖 **Computer**: 6 points (6 words left on the board).\n" +
				"Words left to the computer (no player found them): CAT, CATS, COD, DOG, GOAT, TAG.\n" +
				"The best word was CATS (1 point), drawn on the board."},
		{"nobody at all", cmd(alice, "boggle", "start", "board", testBoard), "",
			"Stopped before anybody played: nobody wins.\nWords nobody found: CAT, CATS, COD, DOG, GOAT, TAG.\n" +
				"The best word was CATS (1 point), drawn on the board."},
		{"Ruzzle, in French", cmd(alice, "ruzzle", "start", "lang", "en"), "fr",
			"Arrêtée avant que quiconque ait joué : personne ne gagne.\n"},
	} {
		b, rec, _, _ := newTestBot(t)
		tc.c.Locale = tc.locale
		b.Handle(tc.c)
		rec.take()
		rep := stopReport(t, b, rec, tc.locale)
		_, body, _ := strings.Cut(rep, "\n")
		if !strings.HasPrefix(body, tc.want) || strings.Contains(rep, "🏆") {
			t.Errorf("%s: report\n%s\nwant it to begin, after its title, with\n%s", tc.name, rep, tc.want)
		}
	}
	// the same round run to its end: the computer wins
	b, rec, clk, _ := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "vs_computer", "true", "minutes", "1"))
	rec.take()
	clk.Advance(time.Minute)
	b.Wait()
	out := rec.take()
	if rep := out[len(out)-1].R.Text; !strings.Contains(rep, "Nobody played.\n🤖 **Computer**: 6 points (6 words left on the board).\n🏆 The computer wins with 6 points.\n") {
		t.Errorf("a round run to its end, nobody playing:\n%s", rep)
	}
}

// TestComputerWordLeft: the computer's line counts its words as each
// language counts them: one word is "1 word", not "1 words".
func TestComputerWordLeft(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"", "🤖 **Computer**: 1 point (1 word left on the board)."},
		{"fr", "🤖 **Ordinateur** : 1 point (1 mot de plus sur la grille)."},
		{"de", "🤖 **Computer**: 1 Punkt (1 Wort mehr im Raster)."},
	} {
		b, rec, _, _ := newTestBot(t)
		start := cmd(alice, "boggle", "start", "board", testBoard, "vs_computer", "true")
		start.Locale = tc.locale
		b.Handle(start)
		for _, w := range []string{"cats", "cod", "dog", "goat", "tag"} {
			b.Handle(msg(alice, w))
		}
		rec.take()
		if rep := stopReport(t, b, rec, tc.locale); !strings.Contains(rep, tc.want+"\n") {
			t.Errorf("%q: report\n%s\nwant the line %s", tc.locale, rep, tc.want)
		}
	}
}

// stopReport stops the channel's round as alice with Discord locale and
// returns the report, the last reply.
func stopReport(t *testing.T, b *Bot, rec *recorder, locale string) string {
	t.Helper()
	stop := cmd(alice, "stop", "")
	stop.Locale = locale
	b.Handle(stop)
	out := rec.take()
	if len(out) == 0 {
		t.Fatalf("%q: no report", locale)
	}
	return out[len(out)-1].R.Text
}
