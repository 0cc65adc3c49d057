package boggle

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
)

// Cube is a letter die: six faces, letters 'A'..'Z'.
type Cube [6]byte

func (c Cube) String() string { return string(c[:]) }

func mustCubes(faces ...string) []Cube {
	cubes := make([]Cube, len(faces))
	for i, f := range faces {
		copy(cubes[i][:], f)
	}
	return cubes
}

// Classic4 returns the 16 cubes of 4x4 Boggle (the "new" cubes of
// docs/rules.md, Boggle).
func Classic4() []Cube {
	return mustCubes("AAEEGN", "ABBJOO", "ACHOPS", "AFFKPS", "AOOTTW", "CIMOTU", "DEILRX", "DELRVY",
		"DISTTY", "EEGHNW", "EEINSU", "EHRTVW", "EIOSST", "ELRTTY", "HIMNQU", "HLNNRZ")
}

// Big5 returns the 25 cubes of Big Boggle (5x5).
func Big5() []Cube {
	return mustCubes("AAAFRS", "AAEEEE", "AAFIRS", "ADENNN", "AEEEEM", "AEEGMU", "AEGMNN",
		"AFIRSY", "BJKQXZ", "CCENST", "CEIILT", "CEILPT", "CEIPST", "DDHNOT", "DHHLOR", "DHLNOR", "DHLNOR",
		"EIIITT", "EMOTTT", "ENSSSU", "FIPRSY", "GORRVW", "IPRRRY", "NOOTUW", "OOOTTU")
}

// CubeError is a bad line of a cube file.
type CubeError struct {
	Line   int // 1-based
	Reason string
}

func (e *CubeError) Error() string { return fmt.Sprintf("cube file line %d: %s", e.Line, e.Reason) }

// MaxCubeFileBytes bounds a cube file: 36 cubes take some 300 bytes, and
// reading stops with an error past this many, however the file goes on.
const MaxCubeFileBytes = 64 << 10

// ReadCubes reads a cube set: one cube of six letters a line, any case.
// Spaces inside a line are ignored ("A A E E G N" works); blank lines and
// lines starting with '#' are skipped. Errors are *CubeError with the line
// number. The set must hold 16, 25 or 36 cubes (a 4x4, 5x5 or 6x6 board).
func ReadCubes(r io.Reader) ([]Cube, error) {
	lr := &io.LimitedReader{R: r, N: MaxCubeFileBytes + 1}
	sc := bufio.NewScanner(lr)
	sc.Buffer(make([]byte, 0, 4096), MaxCubeFileBytes+1)
	var cubes []Cube
	line := 0
	for sc.Scan() {
		line++
		s := strings.TrimSpace(sc.Text())
		if line == 1 {
			s = strings.TrimPrefix(s, "\ufeff")
		}
		if s == "" || s[0] == '#' {
			continue
		}
		var c Cube
		n := 0
		for _, ch := range s {
			switch {
			case ch == ' ' || ch == '\t':
				continue
			case ch >= 'a' && ch <= 'z':
				ch -= 'a' - 'A'
			case ch >= 'A' && ch <= 'Z':
			default:
				return nil, &CubeError{line, fmt.Sprintf("%q is not a letter A-Z", ch)}
			}
			if n < len(c) {
				c[n] = byte(ch)
			}
			n++
		}
		if n != len(c) {
			return nil, &CubeError{line, fmt.Sprintf("a cube has 6 letters, this line has %d", n)}
		}
		if len(cubes) == MaxSize*MaxSize {
			return nil, &CubeError{line, fmt.Sprintf("too many cubes (at most %d)", MaxSize*MaxSize)}
		}
		cubes = append(cubes, c)
	}
	if err := sc.Err(); err != nil {
		if err == bufio.ErrTooLong {
			return nil, &CubeError{line + 1, "line too long"}
		}
		return nil, err
	}
	if lr.N <= 0 {
		return nil, &CubeError{line, fmt.Sprintf("the file is longer than %d bytes; a cube set is much shorter", MaxCubeFileBytes)}
	}
	if _, err := cubeSize(len(cubes)); err != nil {
		return nil, err
	}
	return cubes, nil
}

// cubeSize returns n for a set of n*n cubes.
func cubeSize(count int) (int, error) {
	for n := MinSize; n <= MaxSize; n++ {
		if n*n == count {
			return n, nil
		}
	}
	return 0, errorf(ErrBadCubes, fmt.Sprintf("a cube set needs 16, 25 or 36 cubes (4x4, 5x5 or 6x6), got %d", count))
}

// Shake throws the cubes on a board (docs/rules.md, Boggle): every cube lands on a random
// cell and shows a random face. The board size follows from the number of
// cubes (16, 25 or 36).
func Shake(cubes []Cube, rng *rand.Rand) (Board, error) {
	n, err := cubeSize(len(cubes))
	if err != nil {
		return Board{}, err
	}
	order := make([]int, len(cubes))
	for i := range order {
		order[i] = i
	}
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	letters := make([]byte, len(cubes))
	for cell, k := range order {
		face := cubes[k][rng.IntN(len(cubes[k]))]
		if face < 'A' || face > 'Z' {
			return Board{}, errorf(ErrBadCubes, fmt.Sprintf("cube %d has a face %q that is not a letter A-Z", k+1, face))
		}
		letters[cell] = face - 'A'
	}
	return NewBoard(n, letters)
}
