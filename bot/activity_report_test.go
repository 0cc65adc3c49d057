package bot

import (
	"fmt"
	"log/slog"
	"testing"
	"time"
)

// TestReportAfterRestart: the Activity's report of a round (the board, the
// words with their cells) is there after a restart, both for a round that
// ended while wordbot was down (the new process ends it) and for one that
// ended before the restart; a session saved without a report (an older
// version) has none.
func TestReportAfterRestart(t *testing.T) {
	b, rec, _, st := newTestBot(t)
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "1"))
	b.Handle(msg(bob, "dog"))
	b.Handle(msg(bob, "zebra"))
	rec.take()
	b.Shutdown()
	restart := func(after time.Duration) *Bot {
		b2 := New(Options{Clock: NewFakeClock(t0.Add(after)), Seed: 2, Store: st, NoImages: true,
			Logger: slog.New(slog.DiscardHandler), Lexicon: testLexicon("CAT", "DOG", "ZEBRA")}, &recorder{})
		if err := b2.Resume(); err != nil {
			t.Fatal(err)
		}
		b2.Wait()
		t.Cleanup(func() { b2.Shutdown() })
		return b2
	}
	check := func(b *Bot, when string) {
		t.Helper()
		rep, ok := b.LastReport("c1")
		if !ok || rep.Size != 4 || len(rep.Faces) != 16 || len(rep.Players) != 1 || rep.Players[0].Name != "Bob" {
			t.Fatalf("%s: report %+v %v", when, rep, ok)
		}
		ws := rep.Players[0].Words
		if len(ws) != 2 || ws[0].Word != "DOG" || !ws[0].Counted || fmt.Sprint(ws[0].Cells) != "[4 5 6]" || ws[1].Word != "ZEBRA" || ws[1].Counted {
			t.Errorf("%s: Bob's words %+v", when, ws)
		}
	}
	// Ended while down: the new process ends it on resuming.
	check(restart(5*time.Minute), "a round ended while wordbot was down")
	// Ended before: another restart still has it.
	check(restart(6*time.Minute), "after a second restart")

	// A session an older version saved: no report, and no error.
	st.Save("c2", []byte(`{"game":3,"creator":{"id":"1","name":"Alice"},"last":{"game":3,"kind":"boggle"}}`))
	if rep, ok := restart(7 * time.Minute).LastReport("c2"); ok {
		t.Errorf("an older session's report: %+v", rep)
	}
}
