package bot

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
)

// setRack gives seat the saved rack rack (the saved form: "ACT??EE") in
// the channel's turn game.
func setRack(t *testing.T, b *Bot, seat int, rack string) {
	t.Helper()
	tg := b.sessions["c1"].Turn
	var state map[string]any
	if err := json.Unmarshal(tg.State, &state); err != nil {
		t.Fatal(err)
	}
	state["racks"].([]any)[seat] = rack
	data, err := json.Marshal(state)
	if err != nil {
		t.Fatal(err)
	}
	tg.State = data
	if _, err := b.loadEngine(tg); err != nil {
		t.Fatal(err)
	}
}

// TestPlacementJolliesAsPlaced: tiles placed in the Activity are played
// exactly as placed, blanks included (docs/activity.md). Alice holds C, A,
// T and two blanks and places her C, then her blanks as A and T on 8H: the
// preview and the move are C with two blanks, 6 points (C 3 on the
// centre's double word), not her real A and T (10); her rack keeps them.
// Before, the placement was written "Cat", title case, which /play reads
// as capitals and played with her A and T.
func TestPlacementJolliesAsPlaced(t *testing.T) {
	b, rec, _ := newTurnBot(t)
	startScrabble(t, b, rec)
	setRack(t, b, 0, "ACT??EE")
	tiles := []PlacedTile{{Square: 112, Letter: "C"}, {Square: 113, Letter: "A", Jolly: true}, {Square: 114, Letter: "T", Jolly: true}}
	if p := b.TurnPreview("c1", alice, "en", tiles); p.Refused != "" || p.Word != "Cat" || p.Pos != "8H" || p.Score != 6 {
		t.Errorf("preview: %+v, want Cat at 8H for 6", p)
	}
	word, pos, refused := b.TurnPlacement("c1", alice, "en", tiles)
	if refused != "" || word != "C?a?t" || pos != "8H" {
		t.Fatalf("placement: %q %q %q, want C?a?t at 8H", word, pos, refused)
	}
	b.Handle(cmd(alice, "play", "", "word", word, "pos", pos))
	if r := one(t, rec, "play").R; !strings.HasPrefix(r.Text, "Alice plays Cat at 8H for 6 points") {
		t.Errorf("/play %s %s: %q", word, pos, r.Text)
	}
	e, err := b.loadEngine(b.sessions["c1"].Turn)
	if err != nil {
		t.Fatal(err)
	}
	look := e.Look()
	for i, want := range []bool{false, true, true} {
		if sq := look.Squares[112+i]; sq.Height == 0 || sq.Tile.Jolly != want {
			t.Errorf("square %d: %+v, want a jolly: %v", 112+i, sq, want)
		}
	}
	rack := e.Rack(0)
	if rack['A'-'A'] < 1 || rack['T'-'A'] < 1 || rack[crossword.Jolly] != 0 || e.Scores()[0] != 6 {
		t.Errorf("after the move: Alice's rack %s, score %d; want her A and T kept, no blank", rack.String(), e.Scores()[0])
	}
}
