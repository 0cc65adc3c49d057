package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/wordbot/wordbot/bot"
	"github.com/wordbot/wordbot/bot/terminal"
	"github.com/wordbot/wordbot/store"
)

// upgradeNow is the time the upgraded bot starts at: after the fixture's
// Boggle deadline (2026-11-25 04:21:53 UTC), before its Scarabeo turn times
// out (2026-11-26 04:19:53 UTC).
var upgradeNow = time.Date(2026, 11, 25, 5, 0, 0, 0, time.UTC)

// runOld copies the fixture name (a database written by the wordbot of
// commit 74a00cf, see testdata/upgrade-74a00cf/README.md) to path unless it
// is there already, opens it with the current code and plays input in the
// terminal, as the fixture was made; it returns what the terminal printed.
func runOld(t *testing.T, name, path string, now time.Time, input string) string {
	t.Helper()
	return runFixture(t, "upgrade-74a00cf", name, path, now, input)
}

// runFixture is runOld with the database name of testdata/dir.
func runFixture(t *testing.T, dir, name, path string, now time.Time, input string) string {
	t.Helper()
	if _, err := os.Stat(path); err != nil {
		data, err := os.ReadFile(filepath.Join("testdata", dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	st, err := store.Open(path)
	if err != nil {
		t.Fatalf("opening the old database: %v", err)
	}
	defer st.Close()
	clk := bot.NewFakeClock(now)
	var out bytes.Buffer
	var term *terminal.Terminal
	term = terminal.New(terminal.Config{
		Host: bot.New(bot.Options{Clock: clk, Seed: 1, NoImages: true, Store: store.Channels{S: st}, Results: st,
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, nil),
		ImageDir: filepath.Join(filepath.Dir(path), "images"),
		// Resume hands the saved games to the bot's queues: let it set
		// their timers before time passes.
		Wait: func(d time.Duration) { term.Bot().Wait(); clk.Advance(d) },
	}, &out)
	if err := term.Run(strings.NewReader(input)); err != nil {
		t.Fatal(err)
	}
	if n := term.Bot().Shutdown(); n != 0 {
		t.Fatalf("%d events abandoned", n)
	}
	if err := st.Check(context.Background()); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// seconds lets n seconds pass one at a time, so that a timer the bot sets
// when another fires is not skipped.
func seconds(n int) string { return strings.Repeat("/wait 1\n", n) }

// TestUpgradeFrom74a00cf opens databases written by the wordbot of commit
// 74a00cf (the version before issue 14) with games in progress and
// continues them: the Boggle round with its board, guesses and scores,
// reported exactly once; the Scarabeo game with its board, racks, scores,
// turn and bag.
func TestUpgradeFrom74a00cf(t *testing.T) {
	board := "  S I H S\n  V T E E\n  Y G K W\n  I Z O H\n"
	t.Run("boggle resumed before its deadline", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "wordbot.db")
		// One minute before the deadline: the round goes on, with the
		// guesses already made (Bea's HEIST is hers already; player's
		// GET makes her GET shared).
		resumed := time.Date(2026, 11, 25, 4, 20, 53, 731912746, time.UTC)
		out := runOld(t, "boggle.db", path, resumed, "/as Bea\nheist\n/as player\nget\n")
		// Started once more, ten seconds later: the guesses made since
		// the upgrade are kept too, and the round ends on time.
		out += runOld(t, "boggle.db", path, resumed.Add(10*time.Second), seconds(51))
		want := []string{
			"🎲 **Boggle** goes on after a restart: 1 minute left.",
			board,
			"🔁 Bea: heist",
			"✅ player: get",
			"**player**: 5 points\n  > ~~HEIST~~ 0 (found by another player), HOGTIES 5, ~~TI~~ 0 (too short), ~~GET~~ 0 (found by another player)\n",
			"**Bea**: 1 point\n  > ~~HEIST~~ 0 (found by another player), ~~HEIST~~ 0 (already typed), ~~HOSES~~ 0 (not on the board), THE 1, ~~GET~~ 0 (found by another player)\n", // HEIST typed again: listed once
			"🏆 The winner is **player** with 5 points!",
			"Best word: HOGTIES (5 points)",
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("missing %q in:\n%s", w, out)
			}
		}
		if n := strings.Count(out, "Boggle: results"); n != 1 {
			t.Errorf("%d reports, want 1:\n%s", n, out)
		}
	})
	t.Run("boggle deadline passed while down", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "wordbot.db")
		out := runOld(t, "boggle.db", path, upgradeNow, "/wait 1\n")
		want := []string{
			"⌛ Time is up!",
			"**player**: 5 points\n  > ~~HEIST~~ 0 (found by another player), HOGTIES 5, ~~TI~~ 0 (too short)\n",
			"**Bea**: 2 points\n  > ~~HEIST~~ 0 (found by another player), ~~HEIST~~ 0 (already typed), ~~HOSES~~ 0 (not on the board), THE 1, GET 1\n",
			"🏆 The winner is **player** with 5 points!",
			"Best word: HOGTIES (5 points)",
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("missing %q in:\n%s", w, out)
			}
		}
		if n := strings.Count(out, "Boggle: results"); n != 1 {
			t.Errorf("%d reports, want 1:\n%s", n, out)
		}
		// Started again: no second report, the result counted once.
		out = runOld(t, "boggle.db", path, upgradeNow.Add(time.Minute), seconds(60)+"/leaderboard\n")
		if n := strings.Count(out, "Boggle: results"); n != 0 {
			t.Errorf("reported again after a second restart:\n%s", out)
		}
		lb := "**Boggle**\n  1. player: rating 1662 ±290, 1 win in 1 game, 5 points (best 5), best word HOGTIES (5 points)\n" +
			"  2. Bea: rating 1338 ±290, 0 wins in 1 game, 2 points (best 2), best word THE (1 point)\n"
		if !strings.Contains(out, lb) {
			t.Errorf("leaderboard: want %q in:\n%s", lb, out)
		}
	})
	t.Run("scarabeo", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "wordbot.db")
		// OBI down from E13: O on a double-word square (row 13), B beside
		// the A on the covered double-word square D14, which still doubles:
		// OBI (1+4+1)x2 = 12, SO (1+1)x2 = 4, AB (1+4)x2 = 10, +10 without
		// a jolly = 36.
		out := runOld(t, "scarabeo.db", path, upgradeNow, "/board\n/score\n/as Bea\n/rack\n/play OBI E13\n/rack\n/score\n")
		want := []string{
			"[bot] Bea's turn.\n",
			"   7  . \" . N . . \" . . . \" . . . . \" .\n" +
				"   8  B . ' U . . . ' . ' . . . . ' . .\n" +
				"   9  e L E V A T O R I . . . . ' . . =\n" +
				"  10  L . ' O . . . ' . ' . . . . ' . .\n" +
				"  11  A \" . L . . \" . . . \" . . . . \" .\n" +
				"  12  V . . O . - . . . . . - . . . . .\n" +
				"  13  A . . S - . . . . . . . - . . . '\n" +
				"  14  . . . A . . . . ' . . . . - . . .\n",
			"Scores: player 179, Bea 80. Tiles in the bag: 93.",
			"[bot, only Bea sees this] Your tiles: B C E F G I O Q\n",
			"[bot] Bea plays OBI at E13 for 36 points. player's turn.",
			"  13  A . . S O . . . . . . . - . . . '\n" +
				"  14  . . . A B . . . ' . . . . - . . .\n" +
				"  15  . . - . I . . ' . ' . . . . - . .\n",
			// The bag and its random source are the stored ones: the
			// same three tiles are drawn every time.
			"[bot, only Bea sees this] Your tiles: C E F F G G Q S\n",
			"Scores: player 179, Bea 116. Tiles in the bag: 90.",
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("missing %q in:\n%s", w, out)
			}
		}
		// The move is saved in the current format: a restart shows it.
		out = runOld(t, "scarabeo.db", path, upgradeNow.Add(time.Minute), "/score\n/rack\n")
		for _, w := range []string{"Scores: player 179, Bea 116. Tiles in the bag: 90.", "[bot, only player sees this] Your tiles: A A E E E M Q U\n"} {
			if !strings.Contains(out, w) {
				t.Errorf("after a second restart: missing %q in:\n%s", w, out)
			}
		}
	})
}

// TestUpgradeFrom360a2bc opens databases written by the wordbot of commit
// 360a2bc (the last whose sessions kept the bot's own round: players and
// their guesses as words, see testdata/upgrade-360a2bc/README.md), each with
// a round in progress, some guesses folded into the session and the later
// ones appended rows, and continues them: every guess is played again
// through the engine's round, new ones join them, and the round is reported
// once with every word.
func TestUpgradeFrom360a2bc(t *testing.T) {
	run := func(t *testing.T, name, path string, now time.Time, input string) string {
		return runFixture(t, "upgrade-360a2bc", name, path, now, input)
	}
	t.Run("boggle", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "wordbot.db")
		// Thirty seconds before the deadline (06:11:39.92).
		resumed := time.Date(2026, 11, 25, 6, 11, 9, 919219533, time.UTC)
		// GET is Bea's (an appended row): player's makes it shared; ZZZZ
		// was tried (folded) and does not count: tried again, ❌; ÑANDU is not
		// A-Z (an appended row): the A-Z check comes first, again, and the
		// report says so (it said "not in the dictionary").
		out := run(t, "boggle.db", path, resumed, "get\nzzzz\n/as Bea\nñandu\n")
		out += run(t, "boggle.db", path, resumed.Add(10*time.Second), seconds(21))
		want := []string{
			"🎲 **Boggle** goes on after a restart: 30 seconds left.",
			"  S I H S\n  V T E E\n  Y G K W\n  I Z O H\n",
			"✅ player: get",
			"❌ player: zzzz", // tried again, still not counting
			"❌ Bea: ñandu",
			"**player**: 5 points\n  > ~~HEIST~~ 0 (found by another player), HOGTIES 5, ~~TI~~ 0 (too short), ~~ZZZZ~~ 0 (not in the dictionary), ~~GET~~ 0 (found by another player)\n",
			"**Bea**: 1 point\n  > ~~HEIST~~ 0 (found by another player), ~~HEIST~~ 0 (already typed), ~~HOSES~~ 0 (not on the board), THE 1, ~~GET~~ 0 (found by another player), ~~ÑANDU~~ 0 (\"ÑANDU\" is not a word: 'Ñ' is not a letter A-Z)\n",
			"🏆 The winner is **player** with 5 points!",
			"Best word: HOGTIES (5 points)",
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("missing %q in:\n%s", w, out)
			}
		}
		if n := strings.Count(out, "Boggle: results"); n != 1 {
			t.Errorf("%d reports, want 1:\n%s", n, out)
		}
	})
	t.Run("ruzzle", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "wordbot.db")
		// Thirty seconds before the deadline (06:12:41.00).
		resumed := time.Date(2026, 11, 25, 6, 12, 11, 4424287, time.UTC)
		out := run(t, "ruzzle.db", path, resumed, "no\nin\n/as Bea\nis\n")
		out += run(t, "ruzzle.db", path, resumed.Add(10*time.Second), seconds(21))
		want := []string{
			"🎲 **Ruzzle** goes on after a restart: 30 seconds left.",
			"  U S L K   . . . .\n  I W P M   . t . .\n  M N V I   d . . .\n  O R P L   . . . .\n",
			"🔁 player: no",
			"🔁 player: in",
			"✅ Bea: is",
			// Ruzzle has no shared-word rule: ON, NO, IN and IS score for both.
			"**player**: 8 points\n  > ~~AN~~ 0 (not on the board), ON 2, NO 2, IN 2, ~~AT~~ 0 (not on the board),",
			"~~NOT~~ 0 (not on the board), ~~X~~ 0 (too short), ~~QQQQ~~ 0 (not in the dictionary), ~~NO~~ 0 (already typed), ~~IN~~ 0 (already typed)\n",
			"**Bea**: 8 points\n  > ~~AN~~ 0 (not on the board), ON 2, NO 2, IN 2, ~~IN~~ 0 (already typed), ~~TEA~~ 0 (not on the board), IS 2\n",
			"🏆 Tie between player and Bea with 8 points.",
		}
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("missing %q in:\n%s", w, out)
			}
		}
		if n := strings.Count(out, "Ruzzle: results"); n != 1 {
			t.Errorf("%d reports, want 1:\n%s", n, out)
		}
	})
}

// TestUpgradeFromae2870a opens databases written by the wordbot of commit
// ae2870a (the last before the turn-game contract held the move log, the
// unseen tiles and the outcome: see testdata/upgrade-ae2870a/README.md),
// each with a turn game in progress, and continues them to their end: the
// history read from the saved log, the unseen tiles, a resignation that
// ends a Scarabeo game of three, a stopped Upwords game, and the records
// after the end.
func TestUpgradeFromae2870a(t *testing.T) {
	resumed := time.Date(2026, 12, 6, 19, 0, 0, 0, time.UTC)
	run := func(t *testing.T, name, path string, now time.Time, input string) string {
		return runFixture(t, "upgrade-ae2870a", name, path, now, input)
	}
	check := func(t *testing.T, out string, want ...string) {
		t.Helper()
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("missing %q in:\n%s", w, out)
			}
		}
	}
	history := func(lines ...string) string {
		return fmt.Sprintf("Moves so far (%d):\n  ", len(lines)) + strings.Join(lines, "\n  ") + "\n"
	}
	// player, Bea and Cy: Cy resigned, Bea plays on, then resigns too.
	sc := []string{
		"1. player: MACHO at 9E, 23 points (total 23)",
		"2. Bea exchanges tiles (8)",
		"3. Cy passes",
		"4. player: FOHN at I8, 25 points (total 48)",
		"5. Cy resigns",
		"6. Bea exchanges a tile",
		"7. player: SGRAVaR at F6, 62 points (total 110)",
	}
	t.Run("scarabeo", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "wordbot.db")
		out := run(t, "scarabeo.db", path, resumed, "/as Bea\n/history\n/unseen\n/score\n/hint\n/press Play it\n/resign\n/press Resign\n/history\n/export\n")
		check(t, out,
			history(sc...),
			"Tiles you cannot see (the bag and the other racks): 108. A×10, B×4, C×6, D×4, E×11, F×3, G×2, I×11, L×6, M×5, N×5, O×10, P×4, Q×2, R×5, S×4, T×7, U×4, V×2, Z×2, ?×1\n",
			"[bot] Scores: player 110, Bea 0, Cy 0 (resigned). Tiles in the bag: 92.\n",
			// The bag and its random source are the saved ones.
			"[bot] Bea plays GESSAVI at 13E for 122 points. player's turn.",
			"[bot] Bea resigns.\n  🏁 **Scarabeo** is over. Scores: player 110, Bea 122 (resigned), Cy 0 (resigned). Tiles in the bag: 85.\n  🏆 The winner is **player**! Not rated: a hint was asked during the game.\n",
			history(append(sc, "8. Bea: GESSAVI at 13E, 122 points (total 122)", "9. Bea resigns")...),
			"The game as a GCG record (Quackle, Macondo, woogles.io).\n")
		if strings.Contains(out, "For the tiles left") {
			t.Errorf("a resignation charged the tiles left:\n%s", out)
		}
		gcgs, _ := filepath.Glob(filepath.Join(filepath.Dir(path), "images", "*.gcg"))
		if len(gcgs) != 1 {
			t.Fatalf("GCG files %v", gcgs)
		}
		data, err := os.ReadFile(gcgs[0])
		if err != nil {
			t.Fatal(err)
		}
		want := ">player: ACHMNORV 9E MACHO +23 23\n" +
			">Bea: CEIILOPU -CEIILOPU +0 0\n" +
			">Cy: EEIMOUUZ - +0 0\n" +
			">player: FGHNRRSV I8 F.HN +25 48\n" +
			"#note Cy resigns\n" +
			">Bea: AAEGOSSV -A +0 0\n" +
			">player: GNRRSTV? F6 SGR.VaR +62 110\n" +
			">Bea: AEGIOSSV 13E GESSAVI +122 122\n" +
			"#note Bea resigns\n"
		if !strings.HasSuffix(string(data), want) {
			t.Errorf("GCG record:\n%s\nwant it to end with:\n%s", data, want)
		}
	})
	// player and Bea: player plays on, then stops the game.
	up := []string{
		"1. player: ELEO at 5B, 8 points (total 8)",
		"2. Bea exchanges a tile",
		"3. player passes",
		"4. Bea: CIAO at 4D, 16 points (total 16)",
	}
	t.Run("upwords", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "wordbot.db")
		out := run(t, "upwords.db", path, resumed, "/history\n/unseen\n/score\n/hint\n/press Play it\n/stop\n/press Stop the game\n/history\n/unseen\n/export\n")
		check(t, out,
			history(up...),
			"Tiles you cannot see (the bag and the other racks): 103. A×13, B×3, C×5, D×3, E×9, F×3, G×2, H×1, I×9, L×3, M×5, N×5, O×13, P×3, Q×1, R×5, S×6, T×6, U×3, V×3, Z×2\n",
			"[bot] Scores: player 8, Bea 16. Tiles in the bag: 96.\n",
			"[bot] player plays IULI at 3A for 14 points. Bea's turn.",
			// Stopped: nobody is charged for the tiles left, the best score wins.
			"[bot] The game was stopped by player.\n  🏁 **Upwords** is over. Scores: player 22, Bea 16. Tiles in the bag: 92.\n  🏆 The winner is **player**! Not rated: a hint was asked during the game.\n",
			history(append(up, "5. player: IULI at 3A, 14 points (total 22)")...),
			"Tiles you cannot see (the bag and the other racks): 99. A×12, B×2, C×5, D×3, E×9, F×3, G×2, H×1, I×9, L×3, M×5, N×4, O×13, P×3, Q×1, R×5, S×6, T×6, U×2, V×3, Z×2\n",
			"Upwords has no GCG record (stacked tiles do not fit the format): /history lists its moves.\n")
		if strings.Contains(out, "For the tiles left") {
			t.Errorf("stopping charged the tiles left:\n%s", out)
		}
	})
}

// TestUpgradeFrom426e041 opens a database written by the wordbot of commit
// 426e041 (the last whose bot kept a match's totals itself: see
// testdata/upgrade-426e041/README.md) with a Boggle match to 10 points in
// its second round, where player took a hint (UPSTARES) and Bea, who leads
// after round 1 (Bea 2, player 1), has not played: the round goes on, its
// report shows the hint not typed and the match totals keep Bea, and Play
// again starts round 3 of the same match.
func TestUpgradeFrom426e041(t *testing.T) {
	path := filepath.Join(t.TempDir(), "wordbot.db")
	// Thirty seconds before the deadline (19:14:38.84).
	resumed := time.Date(2026, 12, 6, 19, 14, 8, 844436032, time.UTC)
	run := func(now time.Time, input string) string {
		return runFixture(t, "upgrade-426e041", "match.db", path, now, input)
	}
	out := run(resumed, "bust\n")
	out += run(resumed.Add(10*time.Second), seconds(21)+"/press Play again\n")
	want := []string{
		"🎲 **Boggle** goes on after a restart: 30 seconds left.",
		"  L H B P\n  Y T S U\n  V S T R\n  M Y E A\n",
		"✅ player: bust",
		"🏁 **Boggle: results** (round 2 of the match to 10 points)",
		"**player**: 1 point\n  > BUST 1, 💡 UPSTARES (a hint, not typed)\n",
		"Match totals: Bea 2, player 2.",
		"Match to 10 points, round 3.",
	}
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("missing %q in:\n%s", w, out)
		}
	}
	if n := strings.Count(out, "Boggle: results"); n != 1 {
		t.Errorf("%d reports, want 1:\n%s", n, out)
	}
}
