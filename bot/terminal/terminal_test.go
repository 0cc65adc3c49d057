package terminal

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/lexicon"
)

func TestParseOptions(t *testing.T) {
	boggle, _ := bot.CommandByName("boggle")
	play, _ := bot.CommandByName("play")
	define, _ := bot.CommandByName("define")
	guess, _ := bot.CommandByName("guess")
	scrabble, _ := bot.CommandByName("scrabble")
	settings, _ := bot.CommandByName("settings")
	history, _ := bot.CommandByName("history")
	leaderboard, _ := bot.CommandByName("leaderboard")
	cases := []struct {
		spec bot.CommandSpec
		in   string
		sub  string
		want map[string]string
	}{
		{boggle, "start size:5 minutes:2", "start", map[string]string{"size": "5", "minutes": "2"}},
		{boggle, "start board:CATS DOGE XXXX XXXX minutes:1", "start", map[string]string{"board": "CATS DOGE XXXX XXXX", "minutes": "1"}},
		{boggle, "", "start", map[string]string{}},
		{play, "word:casa pos:8H", "", map[string]string{"word": "casa", "pos": "8H"}},
		{play, "casa 8H", "", map[string]string{"word": "casa", "pos": "8H"}},
		{play, "parola:casa posizione:H8", "", map[string]string{"word": "casa", "pos": "H8"}},
		// A token past the options, or not one of the next option's
		// choices, joins the option before (it was dropped, or read as
		// the language): the bot judges it whole.
		{define, "cat it", "", map[string]string{"word": "cat", "lang": "it"}},
		{define, "two words", "", map[string]string{"word": "two words"}},
		{define, "two words en", "", map[string]string{"word": "two words", "lang": "en"}},
		{guess, "cat dog", "", map[string]string{"word": "cat dog"}},
		{play, "casa 8H 9I", "", map[string]string{"word": "casa", "pos": "8H 9I"}},
		// A choice as Discord shows it in any language is its value.
		{scrabble, "neu computer:schwer sprache:en", "new", map[string]string{"computer": "hard", "lang": "en"}},
		{scrabble, "nueva ordenador:Difícil", "new", map[string]string{"computer": "hard"}},
		{scrabble, "new computer:hard", "new", map[string]string{"computer": "hard"}},
		{scrabble, "new computer:brutal", "new", map[string]string{"computer": "brutal"}},
		{settings, "dict:häufig hints:désactivé", "", map[string]string{"dict": "common", "hints": "off"}},
		// A true/false option named alone is set, in any language.
		{history, "games", "", map[string]string{"games": "true"}},
		{history, "parties", "", map[string]string{"games": "true"}},
		{history, "games:false", "", map[string]string{"games": "false"}},
		{leaderboard, "global", "", map[string]string{"global": "true"}},
	}
	for _, c := range cases {
		sub, got := ParseOptions(c.spec, c.in)
		if sub != c.sub || len(got) != len(c.want) {
			t.Errorf("%q: %q %v", c.in, sub, got)
			continue
		}
		for k, v := range c.want {
			if got[k] != v {
				t.Errorf("%q: %s=%q, want %q", c.in, k, got[k], v)
			}
		}
	}
}

func TestPipedBoggleRound(t *testing.T) {
	lex, err := lexicon.Build([]string{"CAT", "CATS", "COD", "DOG", "GOAT", "TAG"})
	if err != nil {
		t.Fatal(err)
	}
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	dir := t.TempDir()
	var out bytes.Buffer
	cfg := Config{
		Host: bot.New(bot.Options{Clock: clk, Seed: 1, Logger: slog.New(slog.DiscardHandler),
			Lexicon: func(string) (*lexicon.DAWG, error) { return lex, nil }}, nil),
		ImageDir: dir, Player: "Ann", Wait: clk.Advance,
	}
	in := strings.Join([]string{
		"/boggle start board:CATS DOGE XXXX XXXX minutes:1",
		"cat",
		"cat",
		"hello there",
		"/as Ben",
		"dog",
		"/guess tag",
		"/press Guess",
		"cats goat",
		"/wait 50",
		"/wait 10",
		"/press Play again",
		"/stop",
		"/quit",
		"never read",
	}, "\n")
	if err := Run(cfg, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"[bot] 🎲 **Boggle** 4x4 (en): 1 minute, words of 3+ letters.",
		"  C A T S\n  D O G E\n",
		"file: " + filepath.Join(dir, "0001-board.png"),
		"[bot] ⏳ 1 minute left.\n",
		"  ✅ Ann: cat\n  🔁 Ann: cat\n(now playing as Ben)\n  ✅ Ben: dog\n",
		"[bot, only Ben sees this] ✅ TAG is on the board.\n",
		"[bot, only Ben sees this] Guess: Your words (one or several)\n  (type them on the next line)\n" +
			"[bot, only Ben sees this] ✅ CATS is on the board.\n  ✅ GOAT is on the board.\n",
		"[bot, edited] ⏳ 10 seconds left.\n",
		"[bot, edited] ⌛ Time is up!\n",
		"[bot] 🏁 **Boggle: results**\n  **Ann**: 1 point\n  > CAT 1, ~~CAT~~ 0 (already typed)\n  **Ben**: 4 points\n  > DOG 1, TAG 1, CATS 1, GOAT 1\n",
		"  🏆 The winner is **Ben** with 4 points!\n",
		"[Play again]  (press with /press LABEL)",
		"[bot, edited] ⏹️ Stopped by Ben.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(got, "never read") || strings.Count(got, "🏁") != 2 {
		t.Errorf("output:\n%s", got)
	}
	if t.Failed() {
		t.Logf("output:\n%s", got)
	}
	data, err := os.ReadFile(filepath.Join(dir, "0003-report.txt"))
	if err != nil || !strings.Contains(string(data), "The winner is Ben!") {
		t.Errorf("report file: %v %q", err, data)
	}
}

func TestPipedScarabeoGame(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{
		Host:     bot.New(bot.Options{Seed: 5, NoImages: true, Logger: slog.New(slog.DiscardHandler)}, nil),
		ImageDir: t.TempDir(), Player: "Ann",
	}
	in := strings.Join([]string{
		"/scarabeo new",
		"/as Ben",
		"/press Join",
		"/rack",
		"/as Ann",
		"/press Start",
		"/rack",
		"/hint",
		"/press Play it",
		"/play CASA 9I",
		"/as Ben",
		"/play CASA Z99",
		"/hint",
		"/press Play it",
		"/as Cy",
		"/pass",
		"/as Ann", "/pass", "/as Ben", "/pass", "/as Ann", "/pass", "/as Ben", "/pass",
	}, "\n") + "\n"
	if err := Run(cfg, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"[bot] 🎲 **Scarabeo**: a new game opened by Ann. Players (1/4): Ann.",
		"  [Join] [Leave] [Start] [Add computer (easy)] [Add computer (medium)] [Add computer (hard)]  (press with /press LABEL)\n",
		"[bot, updated] 🎲 **Scarabeo**: a new game opened by Ann. Players (2/4): Ann, Ben.",
		"[bot, only Ben sees this] The game has not started yet: Ann starts it with the Start button.\n",
		"[bot, updated] 🎲 **Scarabeo** begins: Ann, Ben.",
		"[bot] Ann's turn.\n      A B C D E F G H I J K L M N O P Q\n   1  = . . .",
		"[bot, only Ann sees this] Your tiles: ",
		"[bot, only Ann sees this] Best move: ",
		"  [Play it]  (press with /press LABEL)\n[bot] Ann plays ",
		"[bot, only Ann sees this] It is not your turn: it is Ben's.\n",
		"[bot, only Ben sees this] ",
		"[bot] Ben plays ",
		"[bot, only Cy sees this] You are not in this game.\n",
		"[bot] Ann passes. Ben's turn.",
		"[bot] Ben passes.\n  🏁 **Scarabeo** is over. Scores: Ann ",
		"  🏆 The winner is **",
		"  [Rematch]  (press with /press LABEL)\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", got)
	}
}

// A private reply's buttons can be pressed only by the player who saw it,
// as on Discord: another player cannot play someone else's hint.
func TestPrivateButtonsAreTheirPlayers(t *testing.T) {
	var out bytes.Buffer
	cfg := Config{
		Host:     bot.New(bot.Options{Seed: 5, NoImages: true, Logger: slog.New(slog.DiscardHandler)}, nil),
		ImageDir: t.TempDir(), Player: "Ann",
	}
	in := strings.Join([]string{
		"/scarabeo new",
		"/as Ben",
		"/press Join",
		"/as Ann",
		"/press Start",
		"/hint",
		"/as Ben",
		"/press Play it",
		"/as Ann",
		"/press Play it",
	}, "\n") + "\n"
	if err := Run(cfg, strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		"(now playing as Ben)\nNo button [Play it] to press.\n",
		"[bot] Ann plays ",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if strings.Contains(got, "[bot, only Ben sees this]") {
		t.Errorf("Ben pressed Ann's private button")
	}
	if t.Failed() {
		t.Logf("output:\n%s", got)
	}
}

// Issue 13 item 7: /upwords new lang:en read lang as the size.
func TestParseLangOption(t *testing.T) {
	for _, name := range []string{"upwords", "scrabble", "scarabeo"} {
		spec, _ := bot.CommandByName(name)
		sub, opts := ParseOptions(spec, "new lang:en")
		if sub != "new" || len(opts) != 1 || opts["lang"] != "en" {
			t.Errorf("/%s new lang:en = %q %v", name, sub, opts)
		}
	}
}

// Issue 13 item 9: /boggle stop and /boggle start bogus:1 talked about the
// size.
func TestUnknownSubcommandAndOption(t *testing.T) {
	var out strings.Builder
	tm := New(Config{Host: bot.New(bot.Options{NoImages: true}, nil), ImageDir: t.TempDir()}, &out)
	tm.Line("/boggle stop")
	tm.Line("/boggle start bogus:1")
	tm.Line("/pass please:1")
	tm.Bot().Wait()
	got := out.String()
	for _, want := range []string{
		"[bot, only player sees this] Unknown command. Type /help for the list of commands.\n",
		"/boggle has no option bogus: its options are size, minutes, board, lang, vs_computer, min_letters, victory_points, dict, list.\n",
		"/pass takes no option please.\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "size must") {
		t.Errorf("talks about the size:\n%s", got)
	}
}

// endless is n bytes of 'A', produced as read, never held in memory.
type endless struct{ n int }

func (e *endless) Read(p []byte) (int, error) {
	if e.n == 0 {
		return 0, io.EOF
	}
	k := min(len(p), e.n)
	for i := range p[:k] {
		p[i] = 'A'
	}
	e.n -= k
	return k, nil
}

// A line over MaxLine is refused with a sentence and skipped; the lines
// after it are read as usual; one of MaxLine bytes is a line like any other.
func TestLongLines(t *testing.T) {
	lex, _ := lexicon.Build([]string{"CAT"})
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	var out bytes.Buffer
	cfg := Config{
		Host: bot.New(bot.Options{Clock: clk, Seed: 1, Logger: slog.New(slog.DiscardHandler), NoImages: true,
			Lexicon: func(string) (*lexicon.DAWG, error) { return lex, nil }}, nil),
		ImageDir: t.TempDir(), Player: "Ann", Wait: clk.Advance,
	}
	in := io.MultiReader(
		strings.NewReader(strings.Repeat("x", MaxLine+1)+"\n"),
		&endless{3 << 20}, strings.NewReader("\r\n"), // 3 MiB, then a CRLF
		strings.NewReader("/as Ben\n"),
		strings.NewReader(strings.Repeat("y", MaxLine)+"\n"),
		strings.NewReader("/boggle start board:CATX XXXX XXXX XXXX\ncat"), // no end of line at the end
	)
	term := New(cfg, &out)
	if err := term.Run(in); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	for _, want := range []string{
		fmt.Sprintf("(line of %d bytes ignored: at most %d)\n", MaxLine+1, MaxLine),
		fmt.Sprintf("(line of %d bytes ignored: at most %d)\n", 3<<20+1, MaxLine), // the CR counts
		"(now playing as Ben)\n",
		"  ✅ Ben: cat\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if len(term.texts) != 2 || len(term.texts["t1"]) != MaxLine || term.texts["t2"] != "cat" {
		t.Errorf("chat lines kept: %d, t1 of %d bytes, t2 %q", len(term.texts), len(term.texts["t1"]), term.texts["t2"])
	}
	if t.Failed() {
		t.Logf("output:\n%.2000s", got)
	}
}

// Skipping a long line does not hold it: reading a 64 MiB line allocates
// about the reader's buffer, not the line.
func TestLongLineMemory(t *testing.T) {
	r := bufio.NewReaderSize(io.MultiReader(&endless{64 << 20}, strings.NewReader("\nnext\n")), 64<<10)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	line, n, err := readLine(r, MaxLine)
	runtime.ReadMemStats(&after)
	if line != "" || n != 64<<20 || err != nil {
		t.Fatalf("got %q, %d bytes, %v", line, n, err)
	}
	// TotalAlloc counts the whole process (other goroutines too): buffering
	// the 64 MiB line would take at least 64 MiB, so 16 MiB is the bar.
	if grown := after.TotalAlloc - before.TotalAlloc; grown > 16<<20 {
		t.Errorf("skipping the line allocated %d bytes", grown)
	}
	if line, n, err := readLine(r, MaxLine); line != "next" || n != 4 || err != nil {
		t.Errorf("next line: %q, %d, %v", line, n, err)
	}
	if _, _, err := readLine(r, MaxLine); err != io.EOF {
		t.Errorf("at the end: %v", err)
	}
}

// The terminal keeps the text of only the latest chat lines (for printing
// beside their reactions).
func TestChatLinesBounded(t *testing.T) {
	lex, _ := lexicon.Build([]string{"CAT"})
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	var out bytes.Buffer
	cfg := Config{
		Host: bot.New(bot.Options{Clock: clk, Seed: 1, Logger: slog.New(slog.DiscardHandler), NoImages: true,
			Lexicon: func(string) (*lexicon.DAWG, error) { return lex, nil }}, nil),
		ImageDir: t.TempDir(), Player: "Ann", Wait: clk.Advance,
	}
	var in strings.Builder
	in.WriteString("/boggle start board:CATX XXXX XXXX XXXX\n")
	for i := 0; i < 3*maxTexts; i++ {
		fmt.Fprintf(&in, "chat line %d\n", i)
	}
	in.WriteString("cat\n")
	term := New(cfg, &out)
	if err := term.Run(strings.NewReader(in.String())); err != nil {
		t.Fatal(err)
	}
	if len(term.texts) != maxTexts || len(term.textIDs) != maxTexts {
		t.Errorf("%d texts kept (%d IDs), want %d", len(term.texts), len(term.textIDs), maxTexts)
	}
	if _, ok := term.texts["t1"]; ok {
		t.Error("the oldest line is still kept")
	}
	if !strings.Contains(out.String(), "  ✅ Ann: cat\n") {
		t.Errorf("the latest line's reaction lacks its text:\n%s", out.String())
	}
}

// Issue 13 item 8: everyone counted as a channel manager in the terminal, so
// a non-player could /stop any game.
func TestTerminalManagers(t *testing.T) {
	var out strings.Builder
	tm := New(Config{Host: bot.New(bot.Options{NoImages: true}, nil), ImageDir: t.TempDir()}, &out)
	tm.Line("/as Ann")
	tm.Line("/boggle start board:CATSDOGEXXXXXXXX")
	tm.Line("/as Bob")
	tm.Line("/stop")
	tm.Line("/as player")
	tm.Line("/stop")
	tm.Bot().Wait()
	got := out.String()
	if !strings.Contains(got, "[bot, only Bob sees this] Only Ann (who started the game) or a member with Manage Channels can stop it.") ||
		!strings.Contains(got, "Stopped by player.") {
		t.Errorf("managers: the first player only:\n%s", got)
	}
	out.Reset()
	tm = New(Config{Host: bot.New(bot.Options{NoImages: true}, nil), ImageDir: t.TempDir(), Managers: []string{"Bob"}}, &out)
	tm.Line("/boggle start board:CATSDOGEXXXXXXXX")
	tm.Line("/as bob")
	tm.Line("/stop")
	tm.Bot().Wait()
	if got := out.String(); !strings.Contains(got, "Stopped by bob.") {
		t.Errorf("a configured manager cannot stop:\n%s", got)
	}
}

// TestTerminalSettings: terminal.managers are server managers too: they
// may use /settings, the others are refused, and the settings are the
// defaults of the next round.
func TestTerminalSettings(t *testing.T) {
	var out strings.Builder
	tm := New(Config{Host: bot.New(bot.Options{NoImages: true}, nil), ImageDir: t.TempDir(), Managers: []string{"Bob"}}, &out)
	tm.Line("/settings size:5")
	tm.Line("/as bob")
	tm.Line("/settings size:6 minutes:2")
	tm.Line("/as player")
	tm.Line("/boggle start")
	tm.Bot().Wait()
	got := out.String()
	if !strings.Contains(got, "[bot, only player sees this] Only a member with Manage Server can see or change this server's settings.") ||
		!strings.Contains(got, "board size: 6\n") || !strings.Contains(got, "**Boggle** 6x6 (en): 2 minutes") {
		t.Errorf("terminal settings:\n%s", got)
	}
}

// TestNumberingAfterRestart: a new terminal goes on from the highest number
// in the image folder (not the count of files), and never overwrites a
// file whose number is taken.
func TestNumberingAfterRestart(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"0001-board.png", "0007-report.txt", "notes.txt", "12-x"} {
		os.WriteFile(filepath.Join(dir, name), []byte("old"), 0o644)
	}
	var out strings.Builder
	term := New(Config{ImageDir: dir}, &out)
	p, err := term.writeFile(bot.File{Name: "board.png", Data: []byte("new")})
	if err != nil || filepath.Base(p) != "0013-board.png" {
		t.Fatalf("first file after a restart: %s, %v", p, err)
	}
	os.WriteFile(filepath.Join(dir, "0014-result.png"), []byte("someone else's"), 0o644)
	p, err = term.writeFile(bot.File{Name: "result.png", Data: []byte("new")})
	if err != nil || filepath.Base(p) != "0015-result.png" {
		t.Errorf("a taken number: %s, %v", p, err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "0014-result.png")); string(b) != "someone else's" {
		t.Error("a file was overwritten")
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "0001-board.png")); string(b) != "old" {
		t.Error("an old file was overwritten")
	}
}

// TestHostBot: main builds the bot and the terminal attaches itself to it;
// the replies of that bot reach the terminal.
func TestHostBot(t *testing.T) {
	lex, err := lexicon.Build([]string{"CAT", "CATS", "DOG"})
	if err != nil {
		t.Fatal(err)
	}
	clk := bot.NewFakeClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	b := bot.New(bot.Options{Clock: clk, Seed: 1, NoImages: true, Logger: slog.New(slog.DiscardHandler),
		Lexicon: func(string) (*lexicon.DAWG, error) { return lex, nil }}, nil)
	var out bytes.Buffer
	term := New(Config{Host: b, ImageDir: t.TempDir(), Player: "Ann", Wait: clk.Advance}, &out)
	if term.Bot() != b {
		t.Fatal("the terminal built its own bot")
	}
	if err := term.Run(strings.NewReader("/boggle start board:CATS DOGE XXXX XXXX minutes:1\ncat\n/stop\n/quit\n")); err != nil {
		t.Fatal(err)
	}
	b.Shutdown()
	if s := out.String(); !strings.Contains(s, "Boggle** 4x4") || !strings.Contains(s, "CAT") {
		t.Errorf("output: %s", s)
	}
}

// Issue 18 item 2: /define in the terminal, the word as the first option.
func TestDefine(t *testing.T) {
	var out strings.Builder
	tm := New(Config{Host: bot.New(bot.Options{NoImages: true}, nil), ImageDir: t.TempDir()}, &out)
	tm.Line("/define ran")
	tm.Line("/define città lang:it")
	tm.Line("/define word:xyzzy")
	tm.Bot().Wait()
	got := out.String()
	for _, want := range []string{
		"[bot, only player sees this] 📖 **RAN** · English dictionary (WordNet)\n  • run (verb): move fast by using one's feet, with one foot off the ground at any given time\n",
		"[bot, only player sees this] 📖 **CITTÀ** · Italian-English dictionary (FreeDict)\n  • città: (translation) city, town\n",
		"[bot, only player sees this] No entry for XYZZY in the English dictionary (WordNet).\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

// The terminal never builds a bot of its own: without Config.Host, Run
// says so.
func TestNoHostBot(t *testing.T) {
	var out strings.Builder
	if err := New(Config{ImageDir: t.TempDir()}, &out).Run(strings.NewReader("/help\n")); err == nil || err.Error() != "terminal: no bot (Config.Host)" {
		t.Errorf("Run without a bot: %v", err)
	}
}

// TestDaily: the terminal offers the daily puzzle: /daily boggle (the
// game as the subcommand), its Guess form and Done, then /daily.
func TestDaily(t *testing.T) {
	var out strings.Builder
	tm := New(Config{Host: bot.New(bot.Options{NoImages: true, DailySeed: "terminal"}, nil), ImageDir: t.TempDir()}, &out)
	tm.Line("/daily boggle")
	tm.Line("/press Guess")
	tm.Line("zzzq")
	tm.Line("/press Done")
	tm.Line("/daily")
	tm.Bot().Wait()
	got := out.String()
	// /daily standings (Italian /daily classifica) is /daily alone, as on
	// Discord, where a command with subcommands cannot be invoked bare.
	for _, line := range []string{"/daily standings", "/daily classifica"} {
		out.Reset()
		tm.Line(line)
		tm.Bot().Wait()
		if s := out.String(); !strings.Contains(s, "This server: 1. player 0 (0%, streak 1 day)") {
			t.Errorf("%s:\n%s", line, s)
		}
	}
	for _, want := range []string{
		"[bot, only player sees this] 🗓️ **Daily Boggle** of ",
		"[Guess] [Done]",
		"❌ ZZZQ does not count: not in the dictionary.\n  Total so far: 0 points.\n",
		"[bot, only player sees this] 🏁 Your daily Boggle of ",
		"[bot] 🗓️ **player** finished the daily Boggle: 0 points, 0 words, 0% of the maximum; streak 1 day.\n",
		"This server: 1. player 0 (0%, streak 1 day)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

// TestTerminalLocales: with Locale fr (terminal.lang: fr) the replies are
// French and the French command and option names work as Discord shows
// them (/boggle lancer taille:5, /aide); /settings locale:de then answers
// in German, its own confirmation first, whatever the terminal's language.
func TestTerminalLocales(t *testing.T) {
	var out strings.Builder
	tm := New(Config{Host: bot.New(bot.Options{NoImages: true}, nil), ImageDir: t.TempDir(), Locale: "fr"}, &out)
	tm.Line("/boggle lancer taille:5 minutes:2")
	tm.Line("/stop")
	tm.Line("/paramètres langue_bot:de")
	tm.Line("/boggle lancer")
	tm.Line("/nope")
	tm.Line("/press Rien")
	tm.Bot().Wait()
	got := out.String()
	// The terminal's own lines are in its language (the bot's follow the
	// server's setting).
	for _, want := range []string{"**Boggle** 5x5 (en) : 2 minutes, mots d'au moins 4 lettres.", "⏹️ Arrêtée par player.",
		"Einstellungen dieses Servers, geändert:", "Sprache des Bots: de\n", "**Boggle** 4x4 (en): 3 Minuten, Wörter ab 3 Buchstaben.",
		"[Deviner]  (presse avec /press LIBELLÉ)\n", "  fichier : ", "[bot, seul player le voit] ",
		"Commande inconnue /nope. Écris /aide pour la liste des commandes.\n", "Aucun bouton [Rien] à presser.\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in:\n%s", want, got)
		}
	}
}
