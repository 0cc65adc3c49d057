package bot

import (
	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/render"
	"strings"
	"testing"
	"time"
)

// Issue 13 item 2: /upwords new size:20 was accepted and Start answered
// "Internal error." with the channel blocked by a lobby that never ended.
func TestUpwordsSizesAndLobbyExpiry(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	for _, c := range []struct{ k, v, want string }{
		{"size", "20", "The option size must be a whole number from 6 to 16."},
		{"size", "5", "The option size must be a whole number from 6 to 16."},
		{"hand", "13", "The option hand must be a whole number from 2 to 12."},
		{"hand", "1", "The option hand must be a whole number from 2 to 12."},
	} {
		b.Handle(cmd(alice, "upwords", "new", c.k, c.v))
		if r := one(t, rec, c.k+":"+c.v).R; !r.Private || r.Text != c.want {
			t.Errorf("%s:%s = %+v, want %q", c.k, c.v, r, c.want)
		}
	}
	b.Handle(cmd(alice, "upwords", "new", "size", "16", "hand", "2"))
	r := one(t, rec, "lobby").R
	if !strings.Contains(r.Text, "The lobby closes if nobody starts it within 30 minutes.") {
		t.Errorf("lobby does not say when it closes: %q", r.Text)
	}
	b.Handle(press(bob, "join:1"))
	rec.take()
	b.Handle(press(alice, "start:1"))
	out := rec.take()
	if len(out) != 2 || !strings.Contains(out[0].R.Text, "begins") || !strings.Contains(out[1].R.Text, "  A  B  C  D  E  F  G  H  I  J  K  L  M  N  O  P \n") {
		t.Fatalf("16x16 start: %+v", out)
	}
	b.Handle(cmd(alice, "rack", ""))
	if r := one(t, rec, "rack").R; len(strings.TrimPrefix(r.Text, "Your tiles: ")) < 2 {
		t.Errorf("rack of 2: %q", r.Text)
	}

	// A lobby nobody starts closes after 30 minutes and frees the channel.
	b2, rec2, clk2 := newTurnBot(t)
	b2.Handle(cmd(alice, "upwords", "new"))
	rec2.take()
	clk2.Advance(29 * time.Minute)
	b2.Wait()
	if out := rec2.take(); len(out) != 0 {
		t.Fatalf("lobby closed early: %+v", out)
	}
	clk2.Advance(time.Minute)
	b2.Wait()
	if r := one(t, rec2, "expiry").R; r.Text != "⌛ The Upwords lobby closed: nobody started it within 30 minutes." {
		t.Errorf("expiry = %+v", r)
	}
	b2.Handle(press(alice, "start:1"))
	if r := one(t, rec2, "start after expiry").R; !r.Private || r.Text != "This game has already started or ended." {
		t.Errorf("start after expiry = %+v", r)
	}
	b2.Handle(cmd(bob, "scrabble", "new"))
	if r := one(t, rec2, "new lobby").R; r.Private || !strings.Contains(r.Text, "a new game opened by Bob") {
		t.Errorf("channel still blocked: %+v", r)
	}
}

// Issue 13 item 4: guesses wrapped in punctuation or markdown were ignored
// silently and the words listed as "nobody found".
func TestGuessesWithPunctuationAndMarkdown(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", "SIHS VTEE YGKW IZOH", "minutes", "2"))
	rec.take()
	for _, text := range []string{"EEK!", "hog.", "**heist**", "`sheet`", "how?", "||hogties||", "_eke_"} {
		b.Handle(msg(alice, text))
		if r := one(t, rec, text).R; r.React != ReactValid {
			t.Errorf("%q: %+v, want a %s reaction", text, r, ReactValid)
		}
	}
	// Messages that are clearly not a guess are still ignored.
	for _, text := range []string{"how are you?", "good luck!", "it's", "e.g.", "!!!", ":)", "<@123>", "12"} {
		b.Handle(msg(alice, text))
		if out := rec.take(); len(out) != 0 {
			t.Errorf("%q answered: %+v", text, out)
		}
	}
	b.Handle(cmd(alice, "guess", "", "word", "~~keg~~"))
	if r := one(t, rec, "private").R; r.Text != "✅ KEG is on the board." {
		t.Errorf("/guess ~~keg~~ = %q", r.Text)
	}
}

// Issue 13 item 3: CITTÀ could not be played, with or without the accent.
func TestItalianGuessesFoldAccents(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", "CITT EEEA EEEE EEEE", "lang", "it"))
	rec.take()
	for _, text := range []string{"città", "CITTÀ"} {
		b.Handle(msg(alice, text))
	}
	out := rec.take()
	if len(out) != 2 || out[0].R.React != ReactValid || out[1].R.React != ReactRepeat {
		t.Errorf("città, CITTÀ: %+v", out)
	}
	b.Handle(msg(bob, "CITTA"))
	if r := one(t, rec, "bob").R; r.React != ReactValid {
		t.Errorf("CITTA: %+v", r)
	}
	b.Handle(msg(bob, "mañana"))
	if r := one(t, rec, "mañana").R; r.React != ReactInvalid {
		t.Errorf("mañana: %+v", r)
	}
}

// Issue 13 item 15: text boards say what the pictures say.
func TestTextBoards(t *testing.T) {
	// Upwords: each tile with its stack's height, centre squares marked.
	ub := render.Board{Size: 6, Style: render.Upwords, Squares: make([]render.Square, 36)}
	for _, i := range []int{14, 15, 20, 21} {
		ub.Squares[i].Premium = render.Centre
	}
	ub.Squares[14] = render.Square{Letter: "C", Height: 1}
	ub.Squares[15] = render.Square{Letter: "A", Height: 3, Premium: render.Centre}
	want := "    A  B  C  D  E  F \n" +
		" 1  .  .  .  .  .  . \n" +
		" 2  .  .  .  .  .  . \n" +
		" 3  .  .  C1 A3 .  . \n" +
		" 4  .  .  +  +  .  . \n" +
		" 5  .  .  .  .  .  . \n" +
		" 6  .  .  .  .  .  . \n" +
		"C2: a C on a stack of 2 tiles. +: a centre square.\n"
	if got := boardLetters("en", ub); got != want {
		t.Errorf("upwords text:\n%s\nwant:\n%s", got, want)
	}
	// Scarabeo: premiums and the centre on empty squares, jollies in lower case.
	sb := render.Board{Size: 3, Style: render.Scarabeo, Squares: []render.Square{
		{Premium: render.TW}, {Premium: render.DL}, {Premium: render.TL},
		{Premium: render.DW}, {Premium: render.Centre}, {Letter: "E", Jolly: true},
		{Letter: "A", Premium: render.DW}, {}, {},
	}}
	want = "    A B C\n 1  = ' \"\n 2  - * e\n 3  A . .\n' 2L  \" 3L  - 2P  = 3P  * centre  a-z: a blank\n"
	if got := boardLetters("en", sb); got != want {
		t.Errorf("scarabeo text:\n%s\nwant:\n%s", got, want)
	}
	// A language's letters as its tiles show them: a two-letter tile takes
	// the space before it, a jolly is in lower case (ñ, ll).
	es := render.Board{Size: 3, Style: render.Scrabble, Squares: []render.Square{
		{Letter: "CH"}, {Letter: "A"}, {Letter: "Ñ", Jolly: true},
		{}, {Letter: "LL", Jolly: true}, {Letter: "Ä"}, {}, {}, {}}}
	want = "    A B C\n 1 CH A ñ\n 2  .ll Ä\n 3  . . .\n' DL  \" TL  - DW  = TW  * centre  a-z: a blank\n"
	if got := boardLetters("en", es); got != want {
		t.Errorf("spanish text:\n%s\nwant:\n%s", got, want)
	}
	ub = render.Board{Size: 2, Style: render.Upwords, Squares: []render.Square{{Letter: "RR", Height: 2}, {Letter: "Ü", Height: 1}, {}, {}}}
	want = "    A  B \n 1 RR2 Ü1\n 2  .  . \nC2: a C on a stack of 2 tiles. +: a centre square.\n"
	if got := boardLetters("en", ub); got != want {
		t.Errorf("upwords text with two-letter tiles:\n%s\nwant:\n%s", got, want)
	}
	// qu_face: Q reads Qu in the text as in the picture.
	want = "Qu I  H  S \nV  T  E  E \n"
	if got := boardText([]string{"QIHS", "VTEE"}, "", true); got != want {
		t.Errorf("qu_face text:\n%q\nwant:\n%q", got, want)
	}
	if got := boardText([]string{"QIHS", "VTEE"}, "", false); got != "Q I H S\nV T E E\n" {
		t.Errorf("plain Q text: %q", got)
	}
}

// Issue 13 item 15: report.txt says how rows count, and Ruzzle's keeps its
// bonus squares.
func TestReportTextBoard(t *testing.T) {
	b, rec, clk := newTurnBot(t)
	b.Handle(cmd(alice, "ruzzle", "start", "size", "4", "minutes", "1"))
	rec.take()
	clk.Advance(time.Minute)
	b.Wait()
	out := rec.take()
	var report string
	for _, s := range out {
		for _, f := range s.R.Files {
			if f.Name == "report.txt" {
				report = string(f.Data)
			}
		}
	}
	for _, want := range []string{"Rows and columns count from 1: (2,3) is row 2, column 3.",
		"Bonuses: d double letter, t triple letter, D double word, T triple word, . none"} {
		if !strings.Contains(report, want) {
			t.Errorf("report.txt lacks %q:\n%s", want, report)
		}
	}
	var grid strings.Builder
	bd, err := boggle.ParseBoard("ABCD EFGH IJKL MNOP", 0)
	if err != nil {
		t.Fatal(err)
	}
	boggle.WriteGrid(&grid, bd, false, "d.T.............")
	if got := grid.String(); got != "    1 2 3 4\n 1  A B C D    d . T .\n 2  E F G H    . . . .\n 3  I J K L    . . . .\n 4  M N O P    . . . .\n"+
		"Bonuses: d double letter, t triple letter, D double word, T triple word, . none\n" {
		t.Errorf("WriteGrid = %q", got)
	}
}

// Issue 13 item 5: Play again repeated a typed board right after its report
// listed all its words, and a match's round 2 reused it.
func TestPlayAgainShakesANewBoard(t *testing.T) {
	for _, match := range []bool{false, true} {
		b, rec, clk, _ := newTestBot(t)
		opts := []string{"board", testBoard}
		if match {
			opts = append(opts, "victory_points", "50")
		}
		b.Handle(cmd(alice, "boggle", "start", opts...))
		out := rec.take()
		if len(out) == 0 || !strings.Contains(out[0].R.Text, "C A T S\nD O G E") {
			t.Fatalf("typed board: %+v", out)
		}
		b.Handle(msg(alice, "cat"))
		clk.Advance(4 * time.Minute)
		b.Wait()
		rec.take()
		b.Handle(press(alice, "again:1"))
		out = rec.take()
		if len(out) == 0 || !strings.Contains(out[0].R.Text, "🎲 **Boggle** 4x4") {
			t.Fatalf("match %v: play again: %+v", match, out)
		}
		if strings.Contains(out[0].R.Text, "C A T S\nD O G E") {
			t.Errorf("match %v: play again repeated the typed board:\n%s", match, out[0].R.Text)
		}
		if match && !strings.Contains(out[0].R.Text, "round 2") {
			t.Errorf("match round 2: %s", out[0].R.Text)
		}
	}
}

// Issue 13 item 7: /upwords new lang:en read lang as the size and
// /scrabble new lang:it ignored it; every start message names its language
// and lexicon.
func TestLanguagePerGame(t *testing.T) {
	for _, c := range []struct{ kind, lang, want string }{
		{"upwords", "en", "Words in English (SCOWL)."},
		{"scrabble", "it", "Words in Italian (hunspell it_IT)."},
		{"scarabeo", "en", "Words in English (SCOWL)."},
		{"upwords", "", "Words in Italian (hunspell it_IT)."},
		{"scrabble", "", "Words in English (SCOWL)."},
	} {
		spec, _ := CommandByName(c.kind)
		found := false
		for _, o := range spec.Options {
			found = found || o.Name == "lang"
		}
		if !found {
			t.Errorf("/%s new has no lang option", c.kind)
		}
		b, rec, _ := newTurnBot(t)
		var kv []string
		if c.lang != "" {
			kv = []string{"lang", c.lang}
		}
		b.Handle(cmd(alice, c.kind, "new", kv...))
		if r := one(t, rec, "lobby").R; r.Private {
			t.Fatalf("%s lang:%s: %q", c.kind, c.lang, r.Text)
		}
		b.Handle(press(bob, "join:1"))
		rec.take()
		b.Handle(press(alice, "start:1"))
		out := rec.take()
		if len(out) != 2 || !strings.Contains(out[0].R.Text, c.want) {
			t.Errorf("%s lang:%s start: %+v, want %q", c.kind, c.lang, out, c.want)
		}
	}
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "boggle", "start", "lang", "it"))
	if out := rec.take(); len(out) == 0 || !strings.Contains(out[0].R.Text, "(it): ") || !strings.Contains(out[0].R.Text, "Words in Italian (hunspell it_IT).") {
		t.Errorf("boggle lang:it: %+v", out)
	}
	b.Handle(cmd(alice, "stop", ""))
	rec.take()
	// Scrabble plays fr, es, de and pt with their tiles; no Dutch set.
	b.Handle(cmd(alice, "scrabble", "new", "lang", "nl"))
	if r := one(t, rec, "nl").R; !r.Private || r.Text != "The option lang must be en, it, fr, es, de or pt." {
		t.Errorf("lang:nl = %+v", r)
	}
	b.Handle(cmd(alice, "scarabeo", "new", "lang", "fr"))
	if r := one(t, rec, "scarabeo fr").R; !r.Private || r.Text != "The option lang must be en or it." {
		t.Errorf("scarabeo lang:fr = %+v", r)
	}
}

// Issue 13 item 10: a private /guess of a word already rejected said
// "🔁 You already have HOSES" and the report listed it twice.
func TestGuessAlreadyRejected(t *testing.T) {
	b, rec, clk := newTurnBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", "SIHS VTEE YGKW IZOH", "minutes", "2"))
	rec.take()
	b.Handle(cmd(bob, "guess", "", "word", "hoses"))
	if r := one(t, rec, "first").R; r.Text != "❌ HOSES does not count: not on the board." {
		t.Errorf("first /guess hoses: %q", r.Text)
	}
	b.Handle(cmd(bob, "guess", "", "word", "hoses"))
	if r := one(t, rec, "second").R; r.Text != "🔁 You already tried HOSES, and it does not count: not on the board." {
		t.Errorf("second /guess hoses: %q", r.Text)
	}
	b.Handle(msg(bob, "hoses")) // still does not count: ❌, not 🔁 (issue 27 item 7)
	if r := one(t, rec, "typed").R; r.React != ReactInvalid {
		t.Errorf("typed again: %+v", r)
	}
	b.Handle(cmd(bob, "guess", "", "word", "heist"))
	rec.take()
	b.Handle(cmd(bob, "guess", "", "word", "heist"))
	if r := one(t, rec, "valid twice").R; r.Text != "🔁 You already have HEIST." {
		t.Errorf("second /guess heist: %q", r.Text)
	}
	clk.Advance(2 * time.Minute)
	b.Wait()
	out := rec.take()
	rep := out[len(out)-1].R.Text
	if n := strings.Count(rep, "HOSES"); n != 1 || !strings.Contains(rep, "~~HOSES~~ 0 (not on the board)") {
		t.Errorf("report lists HOSES %d times:\n%s", n, rep)
	}
}

// Issue 13 item 14: a game stopped before any move counted as a game
// played, and a stopped game's tie was recorded as a shared win.
func TestStoppedGamesOnTheLeaderboard(t *testing.T) {
	b, rec, _, _ := newTestBot(t)
	b.Handle(cmd(alice, "scarabeo", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	b.Handle(cmd(alice, "stop", ""))
	rec.take()
	b.Handle(cmd(alice, "leaderboard", ""))
	if r := one(t, rec, "after a stop at zero").R; r.Text != "No game has been played on this server yet." {
		t.Errorf("leaderboard after a game stopped before any move: %q", r.Text)
	}
	// A round stopped early on a tie: played, but nobody's win.
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard))
	b.Handle(msg(alice, "cat"))
	b.Handle(msg(bob, "dog"))
	b.Handle(cmd(alice, "stop", ""))
	out := rec.take()
	if rep := out[len(out)-1].R.Text; strings.Contains(rep, "🏆") {
		t.Errorf("a stopped tie has a winner:\n%s", rep)
	}
	b.Handle(cmd(alice, "leaderboard", ""))
	want := "**Boggle**\n1. Alice: 0 wins in 1 game, 1 point (best 1), best word CAT (1 point)\n2. Bob: 0 wins in 1 game, 1 point (best 1), best word DOG (1 point)"
	if r := one(t, rec, "after a stopped tie").R; r.Text != want {
		t.Errorf("leaderboard:\n%q\nwant\n%q", r.Text, want)
	}
	b.Handle(cmd(bob, "stats", ""))
	if r := one(t, rec, "stats").R; strings.HasSuffix(r.Text, "\n") {
		t.Errorf("stats end with a blank line: %q", r.Text)
	}
}

// Issue 13 item 9: /swap and /swap ZZ said "is not a position" (it takes a
// letter).
func TestSwapWithoutALetter(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scarabeo", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	for _, arg := range []string{"", "ZZ", " "} {
		b.Handle(cmd(alice, "swap", "", "letter", arg))
		if r := one(t, rec, "swap "+arg).R; !r.Private || r.Text != "Give the letter the blank stands for, or its square." {
			t.Errorf("/swap %q: %q", arg, r.Text)
		}
	}
}

// TestScrabbleRefusesSwap: /swap in a Scrabble game says the rule is
// Scarabeo's; it answered "No jolly on the board stands for A." as if a
// jolly could be taken.
func TestScrabbleRefusesSwap(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "scrabble", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(alice, "swap", "", "letter", "A"))
	if r := one(t, rec, "swap").R; !r.Private || r.Text != "Scrabble has no blank swap: a blank stays on the board for the rest of the game." {
		t.Errorf("/swap A: %q", r.Text)
	}
}

// Issue 13 item 11: help and start messages use each board's own centre and
// explain writing the whole word; wording fixes.
func TestHelpAndStartWording(t *testing.T) {
	for _, c := range []struct{ kind, want string }{
		{"scarabeo", "(9I across, I9 down)"},
		{"scrabble", "(8H across, H8 down)"},
		{"upwords", "(5E across, E5 down). Words in Italian (hunspell it_IT). Write the whole word as it reads after your move"},
	} {
		b, rec, _ := newTurnBot(t)
		b.Handle(cmd(alice, c.kind, "new"))
		b.Handle(press(bob, "join:1"))
		b.Handle(press(alice, "start:1"))
		out := rec.take()
		if len(out) < 2 || !strings.Contains(out[len(out)-2].R.Text, c.want) {
			t.Errorf("%s start: %+v, want %q", c.kind, out, c.want)
		}
		if c.kind == "upwords" {
			b.Handle(cmd(carol, "scarabeo", "new"))
			if r := one(t, rec, "busy").R; !strings.HasPrefix(r.Text, "A game of Upwords is already running") {
				t.Errorf("busy: %q", r.Text)
			}
		}
	}
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "help", ""))
	var parts []string
	for _, r := range rec.take() { // within Discord's 2000 characters, maybe in parts
		parts = append(parts, r.R.Text)
	}
	help := strings.Join(parts, "\n")
	for _, want := range []string{"a word found by several players scores for each of them", "the whole word as it reads after your move", "8H on Scrabble, 5E on a 10x10 Upwords board"} {
		if !strings.Contains(help, want) {
			t.Errorf("/help lacks %q", want)
		}
	}
	if strings.Contains(help, "`9I` across") {
		t.Error("/help still gives 9I as the example of every board")
	}
	// Against the computer, the words no player found are the computer's.
	b2, rec2, clk, _ := newTestBot(t)
	b2.Handle(cmd(alice, "boggle", "start", "board", testBoard, "vs_computer", "true"))
	b2.Handle(msg(alice, "cat"))
	clk.Advance(4 * time.Minute)
	b2.Wait()
	out := rec2.take()
	rep := out[len(out)-1].R.Text
	if !strings.Contains(rep, "Words left to the computer (no player found them): ") || strings.Contains(rep, "Words nobody found") {
		t.Errorf("vs computer report:\n%s", rep)
	}
	for _, f := range out[len(out)-1].R.Files {
		if f.Name == "report.txt" && (strings.Contains(string(f.Data), " 1 points") || !strings.Contains(string(f.Data), "CAT: 1 point\n")) {
			t.Errorf("report.txt says 1 points:\n%s", f.Data)
		}
	}
}

// Issue 13 item 12: /resign and /stop of a game with moves ask for
// confirmation with a private button.
func TestStopAndResignConfirm(t *testing.T) {
	start := func() (*Bot, *recorder) {
		b, rec, _ := newTurnBot(t)
		b.Handle(cmd(alice, "scarabeo", "new"))
		b.Handle(press(bob, "join:1"))
		b.Handle(press(carol, "join:1"))
		b.Handle(press(alice, "start:1"))
		rec.take()
		return b, rec
	}
	// No move yet: /stop stops at once.
	b, rec := start()
	b.Handle(cmd(alice, "stop", ""))
	if r := one(t, rec, "stop at once").R; r.Private || !strings.Contains(r.Text, "The game was stopped by Alice.") {
		t.Errorf("stop before any move: %+v", r)
	}
	b, rec = start()
	b.Handle(cmd(alice, "pass", ""))
	rec.take()
	b.Handle(cmd(carol, "resign", ""))
	r := one(t, rec, "resign").R
	if !r.Private || r.Text != "Leave this Scarabeo game? You cannot come back to it." || len(r.Buttons) != 1 || r.Buttons[0].ID != "resign:1" {
		t.Fatalf("/resign with moves: %+v", r)
	}
	b.Handle(press(carol, "resign:1"))
	if r := one(t, rec, "resigned").R; r.Private || !strings.Contains(r.Text, "Carol resigns.") {
		t.Errorf("resign confirmed: %+v", r)
	}
	b.Handle(cmd(alice, "stop", ""))
	r = one(t, rec, "stop").R
	if !r.Private || r.Text != "Stop this Scarabeo game for everyone? It ends now with the scores so far." || len(r.Buttons) != 1 || r.Buttons[0].ID != "stopgame:1" {
		t.Fatalf("/stop with moves: %+v", r)
	}
	b.Handle(press(bob, "stopgame:1")) // not the creator nor a manager
	if r := one(t, rec, "stop by bob").R; !r.Private || !strings.HasPrefix(r.Text, "Only Alice") {
		t.Errorf("bob's press: %+v", r)
	}
	b.Handle(press(alice, "stopgame:1"))
	if r := one(t, rec, "stopped").R; r.Private || !strings.Contains(r.Text, "The game was stopped by Alice.") {
		t.Errorf("stop confirmed: %+v", r)
	}
	b.Handle(press(alice, "stopgame:1"))
	if r := one(t, rec, "stale").R; !r.Private || r.Text != "This game has already ended." {
		t.Errorf("stale confirmation: %+v", r)
	}
}

// TestUpwordsResignChargesNobody: in a two-player Upwords game, the player
// who resigns ends it, and the one who stays is not charged for the tiles
// on their rack (they finished on -35 for 7 tiles).
func TestUpwordsResignChargesNobody(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	b.Handle(cmd(alice, "upwords", "new"))
	b.Handle(press(bob, "join:1"))
	b.Handle(press(alice, "start:1"))
	rec.take()
	b.Handle(cmd(bob, "resign", ""))
	r := one(t, rec, "resign").R
	if r.Private || !strings.Contains(r.Text, "Bob resigns.") || strings.Contains(r.Text, "For the tiles left") ||
		!strings.Contains(r.Text, "Alice 0") || strings.Contains(r.Text, "-35") {
		t.Errorf("resign: %q", r.Text)
	}
}
