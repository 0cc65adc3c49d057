package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBotInTerminal runs wordbot with no arguments and no token: the bot
// plays in the terminal on piped input.
func TestBotInTerminal(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("WORDBOT_CONFIG", filepath.Join(dir, "none.yaml"))
	os.WriteFile(filepath.Join(dir, "none.yaml"), []byte("{}\n"), 0o644)
	t.Setenv("WORDBOT_DATA_DIR", dir)
	t.Setenv("DISCORD_TOKEN", "")
	in := strings.NewReader("/boggle start size:4 minutes:1\nzzzz\n/stop\n/quit\n")
	var out, errb bytes.Buffer
	if code := run(nil, in, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	got := out.String()
	for _, want := range []string{"wordbot in the terminal", "[bot] 🎲 **Boggle** 4x4 (en): 1 minute", "  ❌ player: zzzz", "[bot] 🏁 **Boggle: results**", "[Play again]"} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "images", "0001-board.png")); err != nil {
		t.Errorf("board image: %v", err)
	}
}

// Issue 13 item 6: after a restart of the terminal, the lobby's buttons were
// dead ("No button [Start] to press") and a resumed round showed only the
// time left, without its board.
func TestTerminalButtonsAcrossRestarts(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("WORDBOT_CONFIG", filepath.Join(dir, "none.yaml"))
	os.WriteFile(filepath.Join(dir, "none.yaml"), []byte("{}\n"), 0o644)
	t.Setenv("WORDBOT_DATA_DIR", dir)
	t.Setenv("DISCORD_TOKEN", "")
	session := func(input string) string {
		t.Helper()
		var out, errb bytes.Buffer
		if code := run(nil, strings.NewReader(input), &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		return out.String()
	}
	session("/scarabeo new\n/quit\n")
	got := session("/as Bob\n/press Join\n/as player\n/press Start\n/board\n/stop\n/press Rematch\n/quit\n")
	for _, want := range []string{"Players (2/4): player, Bob.", "🎲 **Scarabeo** begins: player, Bob.", "is over"} {
		if !strings.Contains(got, want) {
			t.Errorf("after a restart, output lacks %q:\n%s", want, got)
		}
	}
	if n := strings.Count(got, "🎲 **Scarabeo** begins"); n != 2 {
		t.Errorf("Start then Rematch began %d games:\n%s", n, got)
	}
	if strings.Contains(got, "No button") || strings.Contains(got, "has not started yet") {
		t.Errorf("dead buttons after a restart:\n%s", got)
	}
	got = session("/stop\n/quit\n")
	session("/boggle start board:SIHS VTEE YGKW IZOH minutes:5\n/quit\n")
	got = session("/quit\n")
	if !strings.Contains(got, "goes on after a restart") || !strings.Contains(got, "S I H S") || !strings.Contains(got, "left.") {
		t.Errorf("a resumed round does not repost its board:\n%s", got)
	}
	got = session("/press Guess\nheist\n/stop\n/press Play again\n/stop\n/quit\n")
	if strings.Contains(got, "No button") || !strings.Contains(got, "HEIST is on the board") {
		t.Errorf("round buttons after a restart:\n%s", got)
	}
}
