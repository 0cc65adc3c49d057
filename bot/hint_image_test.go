package bot

import (
	"bytes"
	"log/slog"
	"testing"
	"time"

	"github.com/wordbot/wordbot/lexicon"
)

// TestHintImageShowsTheMove: the hint's picture is the board with the
// hint's own tiles drawn on it, so it differs from the board as it stands.
func TestHintImageShowsTheMove(t *testing.T) {
	for _, kind := range []string{"scrabble", "upwords"} {
		rec := &recorder{}
		b := New(Options{Clock: NewFakeClock(t0), Seed: 7, Logger: slog.New(slog.DiscardHandler),
			Lexicon: lexicon.Embedded, TurnTimeout: 5 * time.Minute}, rec)
		b.Handle(cmd(alice, kind, "new"))
		one(t, rec, kind+" lobby")
		b.Handle(press(bob, "join:1"))
		one(t, rec, "join")
		b.Handle(press(alice, "start:1"))
		rec.take()
		b.Handle(cmd(alice, "board", ""))
		board := one(t, rec, "board").R
		b.Handle(cmd(alice, "hint", ""))
		hint := one(t, rec, "hint").R
		if len(board.Files) != 1 || len(hint.Files) != 1 || hint.Files[0].Name != "hint.png" {
			t.Fatalf("%s: board files %d, hint %+v", kind, len(board.Files), hint)
		}
		if bytes.Equal(board.Files[0].Data, hint.Files[0].Data) {
			t.Errorf("%s: the hint's picture is the bare board", kind)
		}
	}
}
