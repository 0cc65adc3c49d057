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
