package boggle

import (
	"fmt"
	"slices"
	"testing"
)

// Winners: the best total, every player on a tie (zero scores included), the
// computer alone when it beats every player or nobody played.
func TestWinners(t *testing.T) {
	for _, tc := range []struct {
		totals   []int
		computer int
		vs       bool
		idx      []int
		cpu      bool
	}{
		{[]int{1, 4, 2}, 0, false, []int{1}, false},
		{[]int{4, 1, 4}, 0, false, []int{0, 2}, false},
		{[]int{0, 0}, 0, false, []int{0, 1}, false},
		{nil, 0, false, nil, false},
		{[]int{3, 5}, 6, true, nil, true},
		{[]int{3, 5}, 5, true, []int{1}, false},
		{[]int{0}, 0, true, []int{0}, false},
		{nil, 0, true, nil, true},
	} {
		idx, cpu := Winners(tc.totals, tc.computer, tc.vs)
		if !slices.Equal(idx, tc.idx) || cpu != tc.cpu {
			t.Errorf("Winners(%v, %d, %v) = %v, %v; want %v, %v", tc.totals, tc.computer, tc.vs, idx, cpu, tc.idx, tc.cpu)
		}
	}
}

// RecordedWinners: a best total of 0, a tie in a round stopped early and a
// round stopped early that nobody played (also against the computer) are
// nobody's win; otherwise it is Winners.
func TestRecordedWinners(t *testing.T) {
	cases := []struct {
		totals   []int
		computer int
		vs       bool
		early    bool
		want     []int
		cpu      bool
	}{
		{[]int{3, 5}, 0, false, false, []int{1}, false},
		{[]int{5, 5}, 0, false, false, []int{0, 1}, false},
		{[]int{5, 5}, 0, false, true, nil, false},
		{[]int{3, 5}, 0, false, true, []int{1}, false},
		{[]int{0, 0}, 0, false, false, nil, false},
		{[]int{2}, 7, true, false, nil, true},
		{[]int{2}, 7, true, true, nil, true},
		{nil, 7, true, false, nil, true},
		{nil, 7, true, true, nil, false},
		{nil, 0, false, true, nil, false},
	}
	for _, c := range cases {
		idx, cpu := RecordedWinners(c.totals, c.computer, c.vs, c.early)
		if fmt.Sprint(idx) != fmt.Sprint(c.want) || cpu != c.cpu {
			t.Errorf("RecordedWinners(%v, %d, %v, %v) = %v, %v; want %v, %v", c.totals, c.computer, c.vs, c.early, idx, cpu, c.want, c.cpu)
		}
	}
}
