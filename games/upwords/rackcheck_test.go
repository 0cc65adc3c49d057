package upwords

import (
	"errors"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
)

// TestCheckRack: a rack is refused when it and the board's top letters
// hold more of a letter than the bag, or the board and the rack more tiles
// than the bag, with the code and its arguments.
func TestCheckRack(t *testing.T) {
	rows := strings.Repeat("......\n", 2) + "..Q...\n" + strings.Repeat("......\n", 3)
	heights := strings.Repeat("000000\n", 2) + "005000\n" + strings.Repeat("000000\n", 3)
	b, err := ParseBoard(strings.NewReader(rows + heights))
	if err != nil {
		t.Fatal(err)
	}
	rackOf := func(s string) crossword.Rack {
		r, err := ParseRack(s, Config{})
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	if err := CheckRack(b, rackOf("ABC"), Config{}); err != nil {
		t.Errorf("ABC: %v", err)
	}
	err = CheckRack(b, rackOf("Q"), Config{})
	var r *refusal.Refusal
	if !errors.As(err, &r) || r.Code != CodeRackLetters || err.Error() != "the rack and the board's top letters hold 2 Q tiles, but the game has only 1" {
		t.Errorf("Q: %v", err)
	}
	// A board of 5-high stacks everywhere holds more tiles than the bag.
	full := "OAIECR\nOAIESR\nOAIETR\nOAIECS\nOAIETS\nOAIECT\n" + strings.Repeat("555555\n", 6)
	if b, err = ParseBoard(strings.NewReader(full)); err != nil {
		t.Fatal(err)
	}
	err = CheckRack(b, rackOf("E"), Config{})
	if !errors.As(err, &r) || r.Code != CodeRackTiles || err.Error() != "the board and the rack hold 181 tiles, but the game has only 118" {
		t.Errorf("full board: %v", err)
	}
}
