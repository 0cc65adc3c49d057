package discord

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/discord/fakediscord"
	"github.com/wordbot/wordbot/lexicon"
)

// Members whose nicknames would ping everyone, a role and alice, and would
// format the bot's messages, were they not escaped.
var (
	eve = fakediscord.User{ID: "21", Name: "eve", Nick: "@everyone **Eve** <@&123>"}
	mal = fakediscord.User{ID: "22", Name: "mal", Nick: "<@11> _Mal_ ||x|| `c` ~~s~~ @here"}
)

// hostile are pieces of the nicknames that must never reach a message
// unescaped, and how they must read escaped.
var hostile = map[string]string{
	"**Eve**": `\*\*Eve\*\*`, "_Mal_": `\_Mal\_`, "||x||": `\|\|x\|\|`, "`c`": "\\`c\\`", "~~s~~": `\~\~s\~\~`,
}

// sendsContent reports whether a call is a body Discord could show (a
// message, an edit, an interaction response or follow-up).
func sendsContent(c fakediscord.Call) bool {
	switch c.Kind {
	case "message", "edit_message", "followup", "edit_original":
		return true
	case "callback":
		return c.Type != 6 && c.Type != 9 // a deferred update has no message, a modal is a form
	}
	return false
}

// TestNoStrayPings plays a Boggle round, a Scarabeo game and the
// leaderboard with members whose nicknames and guesses are mentions and
// Markdown: every body the bot sends says allowed_mentions with an empty
// parse list, names are escaped, and the only notifications are the
// deliberate ones: the game's players when it starts, then whose turn it is.
func TestNoStrayPings(t *testing.T) {
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	f, a, _ := start(t, bot.Options{Clock: clk, Seed: 5, Lexicon: lexicon.Embedded})
	cmd := func(ch string, u fakediscord.User, name, sub string, opts ...fakediscord.Option) answer {
		t.Helper()
		now := time.Now()
		return waitAnswer(t, f, f.Command("g1", ch, u, name, sub, opts...), now)
	}
	click := func(ch string, u fakediscord.User, id string) answer {
		t.Helper()
		now := time.Now()
		return waitAnswer(t, f, f.Click("g1", ch, "msg", u, id), now)
	}

	// Boggle: a round started by eve, guesses that are mentions.
	cmd("b1", eve, "boggle", "start", fakediscord.Option{Name: "board", Type: 3, Value: "CATS DOGE XXXX XXXX"},
		fakediscord.Option{Name: "minutes", Type: 10, Value: 1})
	for _, w := range []struct {
		u    fakediscord.User
		text string
	}{{eve, "cat"}, {mal, "dog"}, {mal, "@here"}, {eve, "<@&123>"}, {mal, "@everyone"}, {eve, "<@11>"}, {mal, "cats"}} {
		f.Say("g1", "b1", w.u, w.text)
	}
	if r := cmd("b1", mal, "guess", "", fakediscord.Option{Name: "word", Type: 3, Value: "<@&123>"}); !r.Ephemeral {
		t.Errorf("/guess <@&123>: %+v", r)
	}
	if r := cmd("b1", mal, "stop", ""); !r.Ephemeral || !strings.HasPrefix(r.Content, `Only \@everyone \*\*Eve\*\* \<\@&123> (who started`) {
		t.Errorf("stop by mal: %+v", r)
	}
	a.Bot().Wait()
	n := len(f.Calls())
	clk.Advance(time.Minute)
	rep, _ := nextOf(t, f, n, "message")
	if !strings.Contains(rep.Content, `**\@everyone \*\*Eve\*\* \<\@&123>**: 1 point`) || !strings.Contains(rep.Content, "**\\<\\@11> \\_Mal\\_ \\|\\|x\\|\\| \\`c\\` \\~\\~s\\~\\~ \\@here**: 2 points") {
		t.Errorf("report: %q", rep.Content)
	}

	// Scarabeo: eve opens, mal joins, eve starts: both are pinged once,
	// then each move pings whose turn it is.
	cmd("s1", eve, "scarabeo", "new")
	click("s1", mal, "join:1")
	n = len(f.Calls())
	if r := click("s1", eve, "start:1"); !r.Update || !strings.Contains(r.Content, `begins: \@everyone \*\*Eve\*\* \<\@&123>, \<\@11> \_Mal\_`) {
		t.Errorf("start: %+v", r)
	}
	board, _ := nextOf(t, f, n, "message")
	if !slices.Equal(board.Pings.Users, []string{eve.ID, mal.ID}) || board.Pings.Everyone || len(board.Pings.Roles) > 0 {
		t.Errorf("start pings %+v: %q", board.Pings, board.Content)
	}
	players := []fakediscord.User{eve, mal}
	turn := 0
	for move := 0; move < 3; move++ {
		u, other := players[turn], players[1-turn]
		n = len(f.Calls())
		h := cmd("s1", u, "hint", "")
		var r answer
		if len(h.Buttons) == 1 && move < 2 {
			r = click("s1", u, h.Buttons[0].CustomID)
		} else {
			r = cmd("s1", u, "pass", "")
		}
		if r.Ephemeral || !strings.Contains(r.Content, esc(other.Nick)+"'s turn.") {
			t.Fatalf("move %d by %s: %+v", move, u.Name, r)
		}
		var pinged []fakediscord.Call
		for _, c := range f.CallsSince(n) {
			if c.Pings.Any() {
				pinged = append(pinged, c)
			}
		}
		if len(pinged) != 1 || !slices.Equal(pinged[0].Pings.Users, []string{other.ID}) || !strings.HasSuffix(pinged[0].Content, "\n<@"+other.ID+">") {
			t.Errorf("move %d by %s pings %v", move, u.Name, pinged)
		}
		turn = 1 - turn
	}
	// A game with moves asks its stopper to confirm, privately.
	if r := cmd("s1", eve, "stop", ""); !r.Ephemeral || len(r.Buttons) != 1 || r.Buttons[0].CustomID != "stopgame:1" {
		t.Errorf("stop: %+v", r)
	}
	if r := click("s1", eve, "stopgame:1"); r.Ephemeral || !strings.Contains(r.Content, `The game was stopped by \@everyone \*\*Eve\*\* \<\@&123>.`) {
		t.Errorf("stop confirmed: %+v", r)
	}

	// The leaderboard names both.
	lb := cmd("s1", alice, "leaderboard", "")
	if !strings.Contains(lb.Content, `\@everyone \*\*Eve\*\* \<\@&123>`) || !strings.Contains(lb.Content, `\<\@11> \_Mal\_`) {
		t.Errorf("leaderboard: %q", lb.Content)
	}
	a.Bot().Wait()
	time.Sleep(50 * time.Millisecond)

	// Every body: allowed_mentions with an empty parse list, no raw
	// Markdown from a name, and no notification but the turn pings.
	bodies, pings, files := 0, 0, 0
	for _, c := range f.Calls() {
		if !sendsContent(c) {
			continue
		}
		bodies++
		// Every attachment is described (for players who cannot see it).
		for _, fl := range c.Files {
			files++
			if d := c.Description(fl.Name); d == "" || (fl.Name == "board.png" && strings.Contains(c.Content, "C A T S") && d != "Boggle board, row by row: CATS / DOGE / XXXX / XXXX.") {
				t.Errorf("%s described %q in %v", fl.Name, d, c)
			}
		}
		if c.AllowedMentions == nil || c.AllowedMentions.Parse == nil || len(c.AllowedMentions.Parse) != 0 || len(c.AllowedMentions.Roles) != 0 {
			t.Errorf("allowed_mentions %+v in %v: %s", c.AllowedMentions, c, c.Body)
		}
		for raw := range hostile {
			if strings.Contains(strings.ReplaceAll(c.Content, hostile[raw], ""), raw) {
				t.Errorf("unescaped %q in %v", raw, c)
			}
		}
		if c.Pings.Everyone || len(c.Pings.Roles) > 0 {
			t.Errorf("%v pings %+v", c, c.Pings)
		}
		if len(c.Pings.Users) > 0 {
			pings++
			if !strings.Contains(c.Content, "'s turn.") || slices.Contains(c.Pings.Users, alice.ID) {
				t.Errorf("stray ping %+v: %v", c.Pings, c)
			}
		}
	}
	if bodies < 15 || pings != 4 || files < 8 {
		t.Errorf("%d bodies, %d with pings, %d files; want at least 15, 4, at least 8", bodies, pings, files)
	}
}

// esc is the escaped form of a nickname, as the tests expect it.
func esc(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `*`, `\*`, `_`, `\_`, `~`, `\~`, "`", "\\`", `|`, `\|`, `<`, `\<`, `@`, `\@`, `[`, `\[`, `]`, `\]`)
	return r.Replace(s)
}
