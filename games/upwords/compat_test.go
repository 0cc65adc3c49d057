package upwords

import (
	"bytes"
	"os"
	"testing"

	"github.com/wordbot/wordbot/lexicon"
)

// Games saved by main before the engine took letters beyond Z (testdata/
// main-*.json: an Italian game and a French one, each mid-game and played
// to its end by the hint) load unchanged, save the same bytes, and played
// on to the end by the same hints reach the same final state, byte for byte.
func TestSavedBeforeLettersBeyondZ(t *testing.T) {
	for _, lang := range []string{"it", "fr"} {
		lex, err := lexicon.Embedded(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, stage := range []string{"mid", "end"} {
			data, err := os.ReadFile("testdata/main-" + lang + "-" + stage + ".json")
			if err != nil {
				t.Fatal(err)
			}
			g, err := Load(data, lex)
			if err != nil {
				t.Fatalf("%s %s: %v", lang, stage, err)
			}
			if again := state(t, g); !bytes.Equal(again, data) {
				t.Fatalf("%s %s: saved again differs:\n%s\n%s", lang, stage, data, again)
			}
			if stage == "end" {
				continue
			}
			selfPlay(t, g, 1000)
			want, err := os.ReadFile("testdata/main-" + lang + "-end.json")
			if err != nil {
				t.Fatal(err)
			}
			if got := state(t, g); !bytes.Equal(got, want) {
				t.Fatalf("%s: played to the end, the game differs from main's:\n%s\n%s", lang, want, got)
			}
		}
	}
}
