package bot

import (
	"fmt"
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
	// Its report, with each word's cells.
	b.Handle(cmd(alice, "boggle", "start", "board", testBoard, "minutes", "2"))
	b.Handle(&Message{ID: "m1", Text: "dog", User: bob, Channel: "c1", Guild: "g1"})
	b.Handle(&Message{ID: "m2", Text: "zebra", User: bob, Channel: "c1", Guild: "g1"})
	clk.Advance(2*time.Minute + time.Second)
	b.Wait()
	rep, ok := b.LastReport("c1")
	if !ok || rep.Size != 4 || len(rep.Faces) != 16 || len(rep.Players) != 1 || rep.Players[0].Name != "Bob" {
		t.Fatalf("report %+v %v", rep, ok)
	}
	ws := rep.Players[0].Words
	if len(ws) != 2 || ws[0].Word != "DOG" || !ws[0].Counted || fmt.Sprint(ws[0].Cells) != "[4 5 6]" || ws[1].Word != "ZEBRA" || ws[1].Counted || ws[1].Cells != nil {
		t.Errorf("Bob's words %+v", ws)
	}
}
