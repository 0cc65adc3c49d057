package lexicon

import "testing"

func TestCrossSet(t *testing.T) {
	d, err := Build([]string{"CASA", "CASE", "COSA", "CA", "AS", "ASA"})
	if err != nil {
		t.Fatal(err)
	}
	ls := func(s string) []byte {
		b := make([]byte, len(s))
		for i := range s {
			b[i] = s[i] - 'A'
		}
		return b
	}
	set := func(s string) uint32 {
		var m uint32
		for i := range s {
			m |= 1 << (s[i] - 'A')
		}
		return m
	}
	tests := []struct {
		prefix, suffix string
		want           string
	}{
		{"C", "SA", "AO"},
		{"CAS", "", "AE"},
		{"", "SA", "ACO"[:1]},
		{"", "S", "A"},
		{"X", "", ""},
		{"C", "", "A"},
		{"CAS", "X", ""},
	}
	for _, tt := range tests {
		if got := d.CrossSet(ls(tt.prefix), ls(tt.suffix)); got != set(tt.want) {
			t.Errorf("CrossSet(%s_%s) = %b, want %b (%s)", tt.prefix, tt.suffix, got, set(tt.want), tt.want)
		}
	}
}
