package ruzzle

import (
	"bytes"
	"os"
	"testing"

	"github.com/wordbot/wordbot/internal/widegen"
)

// The wide searches are the narrow ones with the wide layout's constants
// (wordgrid.Packing): solver_wide.go and small_wide.go are what
// internal/widegen writes from solver.go and small.go (run go generate after
// changing visit or searchSmall).
func TestWideGenerated(t *testing.T) {
	for _, c := range []struct {
		in, out string
		funcs   map[string]string
	}{
		{"solver.go", "solver_wide.go", map[string]string{"visit": "visitWide"}},
		{"small.go", "small_wide.go", map[string]string{"searchSmall": "searchSmallWide"}},
	} {
		src, err := os.ReadFile(c.in)
		if err != nil {
			t.Fatal(err)
		}
		want, err := widegen.Generate(c.in, src, c.funcs)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(c.out)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s is not what go generate writes from %s", c.out, c.in)
		}
	}
}
