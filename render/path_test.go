package render

import (
	"fmt"
	"image"
	"math"
	"testing"
)

// Path pictures (issue 27, defect 13): the path leaves every letter, value
// and bonus label as it is without a path, its arrows sit between the
// cubes and never at a bend, and the legend names only the bonuses on the
// board.

// pathFaces are the faces a path may cross: A-Z, Qu and the letters beyond
// Z, one and two letters wide.
var pathFaces = func() []string {
	f := []string{"Qu", "CH", "LL", "RR", "Ñ", "Ä", "Ç", "Ü"}
	for c := 'A'; c <= 'Z'; c++ {
		f = append(f, string(c))
	}
	return f
}()

// cubeTextBoxes are the boxes of the ink of cube i's face, value and bonus
// label, as drawGrid draws them.
func cubeTextBoxes(g Grid, i int) []box {
	var fs faces
	defer fs.release()
	l := newGridLayout(g)
	cg := newCubeGeom(l)
	cell := l.cell
	lf := fs.face(fontBold, cell*th.CubeLetter)
	qf := fs.face(fontBold, cell*th.CubeLetter*0.74)
	sf := fs.face(fontBold, cell*th.CubeSmall)
	x, y := cg.corner(i/g.Size, i%g.Size)
	p := layCube(&fs, lf, qf, sf, g, i, x, y, cell, cg.side, cg.faceH)
	out := []box{textBox(p.letter.f, p.text, p.letter.x, p.letter.y)}
	if p.value != "" {
		out = append(out, textBox(sf, p.value, p.vx, p.vy))
	}
	if _, _, _, label := g.look(i); label != "" {
		out = append(out, textBox(sf, label, x+cell*0.07, y+cell*0.06+capHeight(sf)/2+sf.capH/2))
	}
	return out
}

// sameIn reports the first pixel of box b (grown by d) where a and b differ.
func sameIn(a, b image.Image, bx box, d float64) (image.Point, bool) {
	for y := int(math.Floor(bx.y0 - d)); y <= int(math.Ceil(bx.y1+d)); y++ {
		for x := int(math.Floor(bx.x0 - d)); x <= int(math.Ceil(bx.x1+d)); x++ {
			if a.At(x, y) != b.At(x, y) {
				return image.Pt(x, y), false
			}
		}
	}
	return image.Point{}, true
}

// TestPathLeavesTextClear draws a path through a cube and the same grid
// without it: the cube's letter(s), value and bonus label, and two pixels
// around each, are the same pixels in both. Neither the line (which ran
// through the letters' centres, half hiding I, T, F, E, R), nor an arrow,
// nor the step badge (which sat on a CH) may touch them. Every face, on
// the largest cells (a 3x3 grid) and the smallest (13x13), Boggle and
// Ruzzle (a TW cube with its label and value), for a path straight across
// the cube and one bending on it through both top corners.
func TestPathLeavesTextClear(t *testing.T) {
	paths := map[string][]Cell{
		"across":  {{1, 0}, {1, 1}, {1, 2}},
		"down":    {{0, 1}, {1, 1}, {2, 1}},
		"bend-up": {{0, 0}, {1, 1}, {0, 2}},
		"bend-dn": {{2, 0}, {1, 1}, {2, 2}},
	}
	for _, size := range []int{3, 13} {
		for _, ruzzle := range []bool{false, true} {
			for _, f := range pathFaces {
				g := Grid{Size: size, Letters: make([]string, size*size)}
				for i := range g.Letters {
					g.Letters[i] = "O"
				}
				g.Letters[size+1] = f
				if ruzzle {
					g.Values = make([]int, size*size)
					g.Bonus = make([]byte, size*size)
					for i := range g.Bonus {
						g.Values[i], g.Bonus[i] = 10, '.'
					}
					g.Bonus[size+1] = 'T'
				}
				plain := mustImage(t)(GridImage(g))
				boxes := cubeTextBoxes(g, size+1)
				for name, p := range paths {
					g.Path = p
					img := mustImage(t)(GridImage(g))
					for k, b := range boxes {
						if at, ok := sameIn(plain, img, b, 2); !ok {
							t.Errorf("%dx%d ruzzle=%v %q path %s: text %d changed at %v", size, size, ruzzle, f, name, k, at)
						}
					}
				}
			}
		}
	}
}

// TestNoArrowAtBend: a path and the same path reversed differ in their
// arrows and the numbers in their badges; every other pixel they differ in
// lies near the middle of a segment (a chevron between two cubes), and no
// badge covers a chevron. The arrows were drawn at each segment's end, on
// the next cube, where two met at a bend as a spiky star.
func TestNoArrowAtBend(t *testing.T) {
	for _, p := range [][]Cell{
		{{0, 0}, {0, 1}, {1, 1}, {2, 2}, {2, 1}}, // bends of 90 and 135 degrees, a diagonal
		{{2, 0}, {1, 1}, {0, 2}, {0, 1}},
		{{1, 0}, {1, 1}, {1, 2}},
	} {
		g := Grid{Size: 3, Letters: []string{"I", "T", "F", "E", "R", "CH", "Qu", "W", "M"}, Path: p}
		fwd := mustImage(t)(GridImage(g))
		rev := make([]Cell, len(p))
		for k := range p {
			rev[k] = p[len(p)-1-k]
		}
		g.Path = rev
		back := mustImage(t)(GridImage(g))
		l := newGridLayout(g)
		var mids [][2]float64
		for k := 1; k < len(p); k++ {
			x0, y0 := l.centre(p[k-1].Row, p[k-1].Col)
			x1, y1 := l.centre(p[k].Row, p[k].Col)
			mids = append(mids, [2]float64{(x0 + x1) / 2, (y0 + y1) / 2})
		}
		// no step badge sits on a chevron (a diagonal step's is on the
		// corner of four cubes)
		for k := range p {
			b := badgeBoxes(g, l, p)[k]
			for _, m := range mids {
				dx := math.Max(0, math.Max(b.x0-m[0], m[0]-b.x1))
				dy := math.Max(0, math.Max(b.y0-m[1], m[1]-b.y1))
				if math.Hypot(dx, dy) < l.cell*0.12 {
					t.Errorf("path %v: step %d's badge %v is on the chevron at %v", p, k+1, b, m)
				}
			}
		}
		var stray []image.Point
		b := fwd.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				if fwd.At(x, y) == back.At(x, y) {
					continue
				}
				near := false
				for _, m := range mids {
					near = near || math.Hypot(float64(x)-m[0], float64(y)-m[1]) < l.cell*0.22
				}
				if !near && !inBadge(g, p, x, y) {
					stray = append(stray, image.Pt(x, y))
				}
			}
		}
		if len(stray) > 0 {
			t.Errorf("path %v: %d pixels differ from the reversed path away from the segments' middles and the badges, first %v", p, len(stray), stray[0])
		}
	}
}

// inBadge reports whether (x, y) lies in the box of a step badge of path p.
func inBadge(g Grid, p []Cell, x, y int) bool {
	l := newGridLayout(g)
	for k := range p {
		b := badgeBoxes(g, l, p)[k].grow(1)
		if float64(x) >= b.x0 && float64(x) <= b.x1 && float64(y) >= b.y0 && float64(y) <= b.y1 {
			return true
		}
	}
	return false
}

// TestLegendListsBonusesPresent: a Ruzzle board with letter bonuses only
// has a legend of one row, DL and TL, and the words for DW and TW are
// nowhere in the picture (changing them changes no pixel); one with no
// bonus has no legend. The legend listed all four whatever the board.
func TestLegendListsBonusesPresent(t *testing.T) {
	g := sampleRuzzle()
	for i, b := range g.Bonus {
		if b == 'D' || b == 'T' {
			g.Bonus[i] = '.'
		}
	}
	img := mustImage(t)(GridImage(g))
	l := newGridLayout(g)
	if got, want := img.Bounds().Dy(), l.width+th.LegendRow+th.GridPad/2; got != want {
		t.Errorf("height %d, want %d (one legend row)", got, want)
	}
	g.Labels = Labels{DoubleWord: "zzz zzz", TripleWord: "yyy yyy"}
	if pixelHash(mustImage(t)(GridImage(g))) != pixelHash(img) {
		t.Error("the words for DW and TW are drawn on a board without DW or TW")
	}
	g.Labels = Labels{DoubleLetter: "zzz zzz"}
	if pixelHash(mustImage(t)(GridImage(g))) == pixelHash(img) {
		t.Error("the word for DL is not drawn on a board with DL")
	}
	for i := range g.Bonus {
		g.Bonus[i] = '.'
	}
	if got, want := mustImage(t)(GridImage(g)).Bounds().Dy(), l.width; got != want {
		t.Errorf("no bonus: height %d, want %d (no legend)", got, want)
	}
	var tags []string
	for _, it := range legendOf(sampleRuzzle()) {
		tags = append(tags, it.tag)
	}
	if fmt.Sprint(tags) != "[DL TL DW TW]" {
		t.Errorf("sample legend %v", tags)
	}
}

// TestBadgesApart: no two step badges touch (E's and G's sat side by side
// across the gap in the Boggle sample, reading as "23").
func TestBadgesApart(t *testing.T) {
	for _, g := range []Grid{sampleBoggle(), sampleRuzzle(), sampleRuzzlePT(), sampleBoggleES(),
		{Size: 3, Letters: make([]string, 9), Path: []Cell{{0, 0}, {0, 1}, {1, 1}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {1, 2}, {0, 2}}}} {
		l := newGridLayout(g)
		p := cleanPath(g.Path, g.Size)
		bs := badgeBoxes(g, l, p)
		for i := range bs {
			for j := i + 1; j < len(bs); j++ {
				if bs[i].grow(1).overlaps(bs[j]) {
					t.Errorf("path %v: the badges of steps %d and %d touch: %v %v", p, i+1, j+1, bs[i], bs[j])
				}
			}
		}
	}
}
