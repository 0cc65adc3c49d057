package bot

import (
	"testing"
	"time"
)

// TestFakeClockDue: a timer set for a time already passed runs at once, as
// a real one fires at once, and one set later waits for Advance.
func TestFakeClockDue(t *testing.T) {
	clk := NewFakeClock(t0)
	var ran []string
	clk.AfterFunc(0, func() { ran = append(ran, "now") })
	clk.AfterFunc(-time.Second, func() { ran = append(ran, "past") })
	tm := clk.AfterFunc(time.Second, func() { ran = append(ran, "later") })
	if len(ran) != 2 || ran[0] != "now" || ran[1] != "past" || clk.Pending() != 1 {
		t.Fatalf("before Advance: ran %q, %d pending", ran, clk.Pending())
	}
	clk.Advance(time.Second)
	if len(ran) != 3 || ran[2] != "later" || clk.Pending() != 0 || tm.Stop() {
		t.Fatalf("after Advance: ran %q, %d pending", ran, clk.Pending())
	}
}
