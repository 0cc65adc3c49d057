package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestTerminalNoActivityButton: the terminal has no Activity, so with
// web.public_url set its round and lobby still show no "Play in the
// Activity" (docs/activity.md, "Launching it").
func TestTerminalNoActivityButton(t *testing.T) {
	botEnv(t, t.TempDir(), "")
	t.Setenv("WORDBOT_WEB_PUBLIC_URL", "https://wordbot.example.com")
	var out, errb bytes.Buffer
	if code := run(nil, strings.NewReader("/boggle start board:CATSDOGEXXXXXXXX\n/stop\n/scarabeo new\n/quit\n"), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	got := out.String()
	if !strings.Contains(got, "[Guess]") || !strings.Contains(got, "[Join]") || strings.Contains(got, "Play in the Activity") {
		t.Errorf("the terminal's buttons:\n%s", got)
	}
}
