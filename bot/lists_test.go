package bot

import (
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

// listsWith returns the built-in lists plus, for each lang/name/words
// triple, an operator's list written to a file and added.
func listsWith(t *testing.T, lists ...[3]string) *lexicon.Lists {
	t.Helper()
	l := lexicon.NewLists()
	for _, x := range lists {
		p := filepath.Join(t.TempDir(), "list.txt")
		if err := os.WriteFile(p, []byte(strings.ReplaceAll(x[2], " ", "\n")), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := l.Add(x[0], x[1], p); err != nil {
			t.Fatal(err)
		}
	}
	return l
}

// TestBoggleOnAList: /boggle start list:tiny plays the operator's list
// TINY (CAT, DOGE): its start message names it, DOGE counts and DOG (a
// word of the default list) does not; a list the language lacks is
// refused, naming the lists it has; list:default plays the default.
func TestBoggleOnAList(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.opt.Lists = listsWith(t, [3]string{"en", "TINY", "cat doge"})
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "list", "nwl"))
	if r := one(t, rec, "unknown list").R; !r.Private || r.Text != "This bot has no word list nwl for lang:en; its lists: SCOWL, TINY." {
		t.Errorf("unknown list: %q", r.Text)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "list", "tiny"))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "Words in English (TINY).") {
		t.Fatalf("start: %+v", out)
	}
	for _, g := range []struct{ word, react string }{{"doge", ReactValid}, {"dog", ReactInvalid}, {"cat", ReactValid}, {"cod", ReactInvalid}} {
		b.Handle(msg(alice, g.word))
		if out := rec.take(); len(out) != 1 || out[0].R.React != g.react {
			t.Errorf("%s: %+v, want %s", g.word, out, g.react)
		}
	}
	clk.Advance(4 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "list", "default"))
	out = rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "Words in English (SCOWL).") {
		t.Fatalf("start on the default: %+v", out)
	}
	b.Handle(msg(alice, "dog"))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactValid {
		t.Errorf("dog on the default: %+v", out)
	}
}

// TestSettingsList: /settings boggle_list names a list for the server's
// Boggle rounds (stored, shown, the default of /boggle start, which a
// typed list option still overrides); a name no language has is refused
// and nothing changes; default unsets it. A Ruzzle round keeps its
// default.
func TestSettingsList(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.opt.Lists = listsWith(t, [3]string{"en", "TINY", "cat doge"}, [3]string{"it", "Zingarelli", "casa"})
	b.Handle(cmd(manager, "settings", "", "boggle_list", "tiny"))
	if r := one(t, rec, "set").R; !strings.Contains(r.Text, "\nword lists: Boggle TINY\n") {
		t.Errorf("set: %q", r.Text)
	}
	if st := b.GuildSettings("g1"); st != (Settings{BoggleList: "TINY"}) {
		t.Errorf("stored %+v", st)
	}
	b.Handle(cmd(manager, "settings", "", "scrabble_list", "csw"))
	var all []string // every language's built-in lists, and the two added
	for _, lang := range lexicon.Languages {
		all = append(all, lexicon.NewLists().Names(lang)...)
		switch lang {
		case "en":
			all = append(all, "TINY")
		case "it":
			all = append(all, "Zingarelli")
		}
	}
	if r := one(t, rec, "bad").R; r.Text != "This bot has no word list csw; its lists: "+strings.Join(all, ", ")+"." || !strings.Contains(r.Text, ": SCOWL, TINY, hunspell it_IT, Zingarelli, hunspell fr, ") {
		t.Errorf("unknown list: %q", r.Text)
	}
	if st := b.GuildSettings("g1"); st != (Settings{BoggleList: "TINY"}) {
		t.Errorf("after a refusal %+v", st)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Words in English (TINY).") {
		t.Fatalf("start under the setting: %+v", out)
	}
	b.Handle(msg(alice, "dog"))
	if out := rec.take(); len(out) != 1 || out[0].R.React != ReactInvalid {
		t.Errorf("dog under the setting: %+v", out)
	}
	clk.Advance(4 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "list", "SCOWL"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Words in English (SCOWL).") {
		t.Fatalf("typed option over the setting: %+v", out)
	}
	clk.Advance(4 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "ruzzle", "start"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Words in English (SCOWL).") {
		t.Fatalf("ruzzle: %+v", out)
	}
	clk.Advance(4 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(manager, "settings", "", "boggle_list", "default"))
	if r := one(t, rec, "unset").R; !strings.Contains(r.Text, "\nword lists: default\n") {
		t.Errorf("unset: %q", r.Text)
	}
	if st := b.GuildSettings("g1"); st != (Settings{}) {
		t.Errorf("after default %+v", st)
	}
}

// TestScrabbleOnAList: a Scrabble game started with list:two (every pair
// of letters, AA to ZZ) names it, its hints are words of that list only,
// it keeps its list across a restart (a new bot on the same store) and
// /export names it in #lexicon. Two games on one list share the list's
// lexicon (so its move generator, cached by lexicon, is built once).
func TestScrabbleOnAList(t *testing.T) {
	var pairs []string
	for a := 'a'; a <= 'z'; a++ {
		for b := 'a'; b <= 'z'; b++ {
			pairs = append(pairs, string(a)+string(b))
		}
	}
	lists := listsWith(t, [3]string{"en", "two", strings.Join(pairs, " ")})
	st := &MemStore{}
	opts := Options{Clock: NewFakeClock(t0), Seed: 3, NoImages: true, Logger: slog.New(slog.DiscardHandler), Store: st,
		Lexicon: lexicon.Embedded, Lists: lists, TurnTimeout: 5 * time.Minute}
	rec := &recorder{}
	b := New(opts, rec)
	b.Handle(cmd(alice, "scrabble", "new", "list", "TWO", "computer", "easy"))
	out := rec.take()
	if len(out) < 1 || !strings.Contains(out[0].R.Text, "Words in English (two).") {
		t.Fatalf("start: %+v", out)
	}
	hint := func(b *Bot, rec *recorder) string {
		t.Helper()
		b.Handle(cmd(alice, "hint", ""))
		r := one(t, rec, "hint").R
		word, ok := strings.CutPrefix(r.Text, "Best move: ")
		if !ok {
			t.Fatalf("hint: %q", r.Text)
		}
		return word[:strings.Index(word, " ")]
	}
	if w := hint(b, rec); len(w) != 2 {
		t.Errorf("hint %q is not a word of the list", w)
	}
	b.Shutdown() // the first process ends
	rec2 := &recorder{}
	b2 := New(opts, rec2)
	if err := b2.Resume(); err != nil {
		t.Fatal(err)
	}
	b2.Wait()
	rec2.take()
	if w := hint(b2, rec2); len(w) != 2 {
		t.Errorf("after a restart, hint %q is not a word of the list", w)
	}
	b2.Handle(cmd(alice, "export", ""))
	r := one(t, rec2, "export").R
	if len(r.Files) != 1 || !strings.Contains(string(r.Files[0].Data), "\n#lexicon two\n") {
		t.Errorf("export: %+v", r)
	}
	d1, _ := b.lexiconOf("en", "two")
	d2, _ := b2.lexiconOf("en", "two")
	if d1 != d2 || d1 == lexicon.MustEmbedded("en") {
		t.Error("two games on one list have two lexicons")
	}
	// The list removed from the config: the game goes on, on the default.
	opts.Lists = lexicon.NewLists()
	b2.Shutdown()
	rec3 := &recorder{}
	b3 := New(opts, rec3)
	if err := b3.Resume(); err != nil {
		t.Fatal(err)
	}
	b3.Wait()
	rec3.take()
	if w := hint(b3, rec3); len(w) < 2 {
		t.Errorf("on the default, hint %q", w)
	}
}

// TestListStartMessages: Ruzzle and the turn games name their list in
// their start message, the Upwords lobby keeps it until Start, and an
// Italian game refuses an English list's name.
func TestListStartMessages(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	b.opt.Lists = listsWith(t, [3]string{"en", "TINY", "cat doge"}, [3]string{"it", "Zinga", "casa"})
	b.Handle(cmd(alice, "ruzzle", "start", "list", "Tiny"))
	if out := rec.take(); len(out) != 2 || !strings.Contains(out[0].R.Text, "Words in English (TINY).") {
		t.Fatalf("ruzzle: %+v", out)
	}
	clk.Advance(4 * time.Minute)
	b.Wait()
	rec.take()
	b.Handle(cmd(alice, "upwords", "new", "lang", "it", "list", "tiny"))
	if r := one(t, rec, "it on an en list").R; r.Text != "This bot has no word list tiny for lang:it; its lists: hunspell it_IT, Zinga." {
		t.Errorf("it on an en list: %q", r.Text)
	}
	b.Handle(cmd(alice, "upwords", "new", "lang", "it", "list", "zinga"))
	rec.take()
	b.Handle(press(bob, "join:2")) // game 2: the Ruzzle round was 1
	b.Handle(press(alice, "start:2"))
	if out := rec.take(); len(out) < 3 || !strings.Contains(out[1].R.Text, "Words in Italian (Zinga).") {
		t.Fatalf("upwords: %+v", out)
	}
}

// TestSuggestLists: autocomplete of a game's list suggests the lists of
// its language (lang typed, else the server's), those beginning with what
// was typed first; /settings <game>_list suggests every language's and
// default; other options have none.
func TestSuggestLists(t *testing.T) {
	b, _, _, _ := newTestBot(t)
	b.opt.Lists = listsWith(t, [3]string{"en", "CSW21", "qi"}, [3]string{"en", "NWL2023", "qi"}, [3]string{"it", "Zingarelli", "casa"})
	for _, c := range []struct {
		cmd  *Command
		want string
	}{
		{cmd(alice, "scrabble", "new", "list", ""), "SCOWL|CSW21|NWL2023"},
		{cmd(alice, "scrabble", "new", "list", "c"), "CSW21|SCOWL"},
		{cmd(alice, "scrabble", "new", "list", "n"), "NWL2023"},
		{cmd(alice, "boggle", "start", "lang", "it", "list", ""), "hunspell it_IT|Zingarelli"},
		{cmd(alice, "scarabeo", "new", "list", "z"), "Zingarelli"},
		{cmd(manager, "settings", "", "upwords_list", "zi"), "Zingarelli"},
		{cmd(manager, "settings", "", "upwords_list", "defau"), "default"},
		{cmd(manager, "settings", "", "upwords_list", "scow"), "SCOWL"},
		{cmd(manager, "settings", "", "dict", ""), ""},
		{cmd(alice, "scrabble", "new", "computer", ""), ""},
	} {
		focused := ""
		for k := range c.cmd.Options {
			if k == "list" || strings.HasSuffix(k, "_list") || focused == "" && k != "lang" {
				focused = k
			}
		}
		if got := strings.Join(b.Suggest(c.cmd, focused), "|"); got != c.want {
			t.Errorf("/%s %v: %q, want %q", c.cmd.Name, c.cmd.Options, got, c.want)
		}
	}
	b.Handle(cmd(manager, "settings", "", "lang", "it"))
	if got := strings.Join(b.Suggest(cmd(alice, "upwords", "new", "list", ""), "list"), "|"); got != "hunspell it_IT|Zingarelli" {
		t.Errorf("upwords on an Italian server: %q", got)
	}
}
