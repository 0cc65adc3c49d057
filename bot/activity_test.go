package bot

import (
	"strings"
	"testing"
	"time"
)

// TestRoundView: the Activity's view of a channel's round (the board's
// faces, the deadline), none once it ends; a look at a channel without a
// game keeps nothing in memory.
func TestRoundView(t *testing.T) {
	b, rec, clk, _ := newTestBot(t)
	if _, ok := b.RoundView("c1"); ok {
		t.Fatal("a round in an empty channel")
	}
	b.mu.Lock()
	n := len(b.sessions)
	b.mu.Unlock()
	if n != 0 {
		t.Errorf("%d sessions in memory after looking at an empty channel, want 0", n)
	}
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "2"))
	rec.take()
	v, ok := b.RoundView("c1")
	if !ok || v.Kind != Boggle || v.Size != 4 || len(v.Faces) != 16 || strings.Join(v.Faces, "") != strings.ReplaceAll(testBoard, " ", "") ||
		!v.Deadline.Equal(t0.Add(2*time.Minute)) || v.ID == "" {
		t.Fatalf("view %+v %v", v, ok)
	}
	clk.Advance(2*time.Minute + time.Second)
	b.Wait()
	if _, ok := b.RoundView("c1"); ok {
		t.Error("a round after its deadline")
	}
}
