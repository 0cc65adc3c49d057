package discord

import (
	"encoding/json"
	"os"
	"testing"
)

// TestL10nCommandsGolden writes the registered commands to the file
// WORDBOT_L10N_COMMANDS names (issue 27, Deliver 4: compared before and
// after the translations moved to bot/l10n).
func TestL10nCommandsGolden(t *testing.T) {
	path := os.Getenv("WORDBOT_L10N_COMMANDS")
	if path == "" {
		t.Skip("WORDBOT_L10N_COMMANDS not set")
	}
	buf, _ := json.MarshalIndent(ApplicationCommands(), "", " ")
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		t.Fatal(err)
	}
}
