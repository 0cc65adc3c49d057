package boggle

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestCubeSets(t *testing.T) {
	c4, c5 := Classic4(), Big5()
	if len(c4) != 16 || len(c5) != 25 {
		t.Fatalf("%d and %d cubes", len(c4), len(c5))
	}
	if c4[0].String() != "AAEEGN" || c4[15].String() != "HLNNRZ" || c5[8].String() != "BJKQXZ" || c5[24].String() != "OOOTTU" {
		t.Errorf("cube lists wrong: %v %v", c4, c5)
	}
	for _, set := range [][]Cube{c4, c5} {
		for _, c := range set {
			for _, f := range c {
				if f < 'A' || f > 'Z' {
					t.Errorf("cube %s has face %q", c, f)
				}
			}
		}
	}
}

func TestReadCubes(t *testing.T) {
	good := "\ufeff# the classic set\n" + strings.Join(cubeStrings(Classic4()[:8]), "\n") + "\n\n" +
		strings.ToLower(strings.Join(cubeStrings(Classic4()[8:15]), "\r\n")) + "\nH L N N R Z\n"
	cubes, err := ReadCubes(strings.NewReader(good))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(cubeStrings(cubes), " ") != strings.Join(cubeStrings(Classic4()), " ") {
		t.Errorf("read %v", cubes)
	}
	bad := []struct{ in, want string }{
		{"AAEEGN\nABBJO\n", "cube file line 2: a cube has 6 letters, this line has 5"},
		{"AAEEGN\n\nABBJOOX\n", "cube file line 3: a cube has 6 letters, this line has 7"},
		{"AAEEGN\nAB1JOO\n", "cube file line 2: '1' is not a letter A-Z"},
		{"AAÉEGN\n", "cube file line 1: 'É' is not a letter A-Z"},
		{"AAEEGN\n", "a cube set needs 16, 25 or 36 cubes (4x4, 5x5 or 6x6), got 1"},
		{"", "a cube set needs 16, 25 or 36 cubes (4x4, 5x5 or 6x6), got 0"},
		{strings.Repeat("AAEEGN\n", 37), "cube file line 37: too many cubes (at most 36)"},
	}
	for _, tt := range bad {
		_, err := ReadCubes(strings.NewReader(tt.in))
		if err == nil || err.Error() != tt.want {
			t.Errorf("ReadCubes(%q) = %v, want %q", tt.in, err, tt.want)
		}
	}
	var ce *CubeError
	if _, err := ReadCubes(strings.NewReader("A\n")); !errors.As(err, &ce) || ce.Line != 1 {
		t.Errorf("error %v is not a *CubeError on line 1", err)
	}
}

func cubeStrings(cs []Cube) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// canAssign reports whether every cell of b can show a face of a different
// cube: the board is a throw of the set (bipartite matching).
func canAssign(b Board, cubes []Cube) bool {
	owner := make([]int, len(cubes)) // cube -> cell+1
	var try func(cell int, seen []bool) bool
	try = func(cell int, seen []bool) bool {
		for k, c := range cubes {
			if seen[k] || !strings.ContainsRune(c.String(), rune(b.String()[cell])) {
				continue
			}
			seen[k] = true
			if owner[k] == 0 || try(owner[k]-1, seen) {
				owner[k] = cell + 1
				return true
			}
		}
		return false
	}
	for cell := 0; cell < b.Cells(); cell++ {
		if !try(cell, make([]bool, len(cubes))) {
			return false
		}
	}
	return true
}

func TestShake(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	faces := map[string]int{}
	for i := range 2000 {
		set := Classic4()
		if i%2 == 1 {
			set = Big5()
		}
		b, err := Shake(set, rng)
		if err != nil {
			t.Fatal(err)
		}
		if b.Cells() != len(set) || !canAssign(b, set) {
			t.Fatalf("board %s is not a throw of the cubes", b)
		}
		if i%2 == 0 {
			faces[b.String()[:1]]++
		}
	}
	// Any cube can land on cell 0 with any face: its letter varies widely.
	if len(faces) < 18 {
		t.Errorf("cell 0 showed only %d letters in 1000 shakes", len(faces))
	}
	// Same seed, same board.
	a, _ := Shake(Classic4(), rand.New(rand.NewPCG(1, 1)))
	b, _ := Shake(Classic4(), rand.New(rand.NewPCG(1, 1)))
	if a != b {
		t.Errorf("same seed, boards %s and %s", a, b)
	}
	if _, err := Shake(Classic4()[:15], rng); err == nil {
		t.Error("15 cubes shake")
	}
	if _, err := Shake([]Cube{{'a', 'b', 'c', 'd', 'e', 'f'}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}, {}}, rng); err == nil {
		t.Error("cubes with non-letter faces shake")
	}
}
