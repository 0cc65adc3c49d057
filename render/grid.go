package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/fogleman/gg"
)

// Grid is a Boggle or Ruzzle board, what GridImage draws.
type Grid struct {
	Size    int      // cells per side, 1..MaxGridSize
	Letters []string // Size*Size, row-major: "A".."Z" or "Qu" (any case)
	Values  []int    // Ruzzle letter values, Size*Size; nil for Boggle
	Bonus   []byte   // Ruzzle bonuses '.', 'd', 't', 'D', 'T', Size*Size; nil for none
	Path    []Cell   // a word's path, first letter first; nil for none
	Labels  Labels   // the legend's and the round picture's words (zero: English)
}

// MaxGridSize is the largest grid GridImage draws.
const MaxGridSize = 20

// gridLayout places the cells of a grid picture.
type gridLayout struct {
	n      int
	cell   float64
	origin float64 // x and y of cell (0,0) within the picture's grid part
	left   float64 // x of the grid part in the picture
	width  int     // picture width
	height int     // grid part height, legend included
	legend bool
}

func newGridLayout(g Grid) gridLayout {
	cell := min(max(th.GridSpan/g.Size, th.GridCellMin), th.GridCellMax)
	o := th.GridPad + th.GridTrayPad
	w := 2*o + g.Size*cell
	l := gridLayout{n: g.Size, cell: float64(cell), origin: float64(o), width: w, height: w}
	if g.Bonus != nil {
		l.legend = true
		l.height += 2*th.LegendRow + th.GridPad/2
	}
	return l
}

// centre is the middle of cell (r, c).
func (l gridLayout) centre(r, c int) (x, y float64) {
	return l.left + l.origin + (float64(c)+0.5)*l.cell, l.origin + (float64(r)+0.5)*l.cell
}

// checkGrid reports a grid whose shape is wrong.
func checkGrid(g Grid) error {
	if g.Size < 1 || g.Size > MaxGridSize {
		return invalid("grid size %d outside 1..%d", g.Size, MaxGridSize)
	}
	n := g.Size * g.Size
	if len(g.Letters) != n {
		return invalid("grid has %d letters, want %d for size %d", len(g.Letters), n, g.Size)
	}
	if g.Values != nil && len(g.Values) != n {
		return invalid("grid has %d values, want %d", len(g.Values), n)
	}
	if g.Bonus != nil && len(g.Bonus) != n {
		return invalid("grid has %d bonuses, want %d", len(g.Bonus), n)
	}
	return nil
}

// GridImage draws a Boggle grid (Values and Bonus nil) or a Ruzzle grid:
// letter cubes ("Qu" as Qu), letter values in a corner, bonus cubes in the
// premium colours with a legend below, and Path drawn over it as numbered
// steps with arrows.
//
// An error is returned when Size is outside 1..MaxGridSize or a non-nil
// slice does not hold Size*Size entries. A letter that is neither A-Z nor
// Qu is drawn as a blank cube, an unknown bonus as none; path cells off the
// grid or already on the path are skipped.
func GridImage(g Grid) (image.Image, error) {
	if err := checkGrid(g); err != nil {
		return nil, err
	}
	var fs faces
	defer fs.release()
	l := newGridLayout(g)
	dc := newCanvas(l.width, l.height)
	drawGrid(dc, &fs, g, l)
	return dc.Image(), nil
}

// face returns how cell i of g looks: face, lip and ink colours, and the
// bonus label.
func (g Grid) look(i int) (face, edge, ink color.RGBA, label string) {
	face, edge, ink = th.Tile, th.TileEdge, th.Ink
	if g.Bonus == nil {
		return
	}
	switch g.Bonus[i] {
	case 'd':
		return th.DL, shade(th.DL, 0.25), th.LabelOn[DL], "DL"
	case 't':
		return th.TL, shade(th.TL, 0.3), th.LightInk, "TL"
	case 'D':
		return th.DW, shade(th.DW, 0.25), th.LabelOn[DW], "DW"
	case 'T':
		return th.TW, shade(th.TW, 0.3), th.LightInk, "TW"
	}
	return
}

// cubeText is what a grid letter's cube shows (cleanFace): "A".."Z", "Qu",
// a language's letters ("Ñ", "CH", ...), or "" for a blank cube.
func cubeText(s string) string { return cleanFace(s) }

// cubeBoxes are the parts of a cube a letter is placed among: the cube's
// face (above its lip), and its value, bonus label and path step badge
// (empty boxes where the cube has none).
type cubeBoxes struct {
	face, value, label, badge box
}

// plainCube reports whether face s is drawn on a cube as it always was: a
// letter A-Z (or "?"), or Qu.
func plainCube(s string) bool { return plainFace(s) || s == "Qu" }

// cubeParts is where drawGrid puts the text of a cube.
type cubeParts struct {
	cubeBoxes
	text   string // the face (cubeText); "" for a blank cube
	letter fitted
	value  string // "" for none
	vx, vy float64
}

// layCube places the face, value and bonus label of cube i of g, at (x, y)
// in a cell of the given size, the cube of the given side and face height;
// lf, qf and sf are the faces of letters, Qu and small text (values). The
// boxes of the value, label and badge are measured only for a face that is
// fitted (not plainCube): A-Z grids cost what they always did.
func layCube(fs *faces, lf, qf, sf *face, g Grid, i int, x, y, cell, side, faceH float64) cubeParts {
	p := cubeParts{text: cubeText(g.Letters[i])}
	if p.text == "" {
		return p
	}
	if g.Values != nil && g.Values[i] >= 0 {
		p.value = strconv.Itoa(g.Values[i])
		// as rightText puts it
		p.vx = x + side - cell*0.07 - textWidth(sf, p.value)
		p.vy = y + faceH - cell*0.06 - capHeight(sf)/2 + sf.capH/2
	}
	p.face = box{x, y, x + side, y + faceH}
	if plainCube(p.text) {
		// placed as always: the boxes below are for fitting
		p.letter = cubeFace(fs, lf, qf, p.text, p.cubeBoxes, x, y, side, faceH)
		return p
	}
	if p.value != "" {
		p.cubeBoxes.value = textBox(sf, p.value, p.vx, p.vy)
	}
	if _, _, _, label := g.look(i); label != "" {
		p.label = textBox(sf, label, x+cell*0.07, y+cell*0.06+capHeight(sf)/2+sf.capH/2)
	}
	br := cell * 0.15
	p.badge = box{x + side - 2*br - cell*0.03, y + cell*0.03, x + side - cell*0.03, y + cell*0.03 + 2*br}
	p.letter = cubeFace(fs, lf, qf, p.text, p.cubeBoxes, x, y, side, faceH)
	return p
}

// cubeFace places face s on the cube at (x, y), of the given side and face height. A letter A-Z is
// centred in lf and Qu in the smaller qf (as cubes always had them: the
// step badge may cover a corner of a letter). Any other face is fitted
// (fitText) inside the cube's face, clear of its value and bonus label: a
// single letter (Ñ, Ä) from lf's size, its accent clear of the step
// badge's corner (the badge may cover a capital's corner, as it does A's,
// not the mark that makes the letter), a longer face (CH, LL, RR) from
// qf's and wholly clear of that corner, which Qu's u leaves free by moving
// the badge (a wide face has no free corner).
func cubeFace(fs *faces, lf, qf *face, s string, cb cubeBoxes, x, y, side, faceH float64) fitted {
	f := cb.face
	cx, cy := x+side/2, y+faceH/2
	switch {
	case plainFace(s):
		return fitted{lf, cx - textWidth(lf, s)/2, cy + lf.capH/2}
	case s == "Qu":
		cx, cy = cx-side*0.04, cy+side*0.05
		return fitted{qf, cx - textWidth(qf, s)/2, cy + qf.capH/2}
	}
	m := side * 0.06
	room := fitRoom{area: box{f.x0 + m, f.y0 + m, f.x1 - m, f.y1 - m}, cx: cx, cy: cy}
	gap := math.Max(1.5, m/2)
	for _, o := range []box{cb.value, cb.label} {
		if o != (box{}) {
			room.avoid = append(room.avoid, o.grow(gap))
		}
	}
	size := lf.size
	if utf8.RuneCountInString(s) > 1 {
		size = qf.size
		room.cy += side * 0.05
		room.avoid = append(room.avoid, cb.badge.grow(gap))
	} else {
		// an accent above the capitals' top (Ñ's tilde, Ä's dots) must
		// not go under the badge, which would hide what tells Ñ from N
		above := cb.badge
		above.y1 = math.Min(above.y1, cy-lf.capH/2-gap)
		room.avoid = append(room.avoid, above.grow(gap))
	}
	return fitText(fs, fontBold, s, faceSize(fs, s, size, room), room)
}

// cleanPath drops the cells of p that are off an n x n grid or repeated.
func cleanPath(p []Cell, n int) []Cell {
	seen := make(map[Cell]bool, len(p))
	out := make([]Cell, 0, len(p))
	for _, c := range p {
		if c.in(n) && !seen[c] {
			seen[c] = true
			out = append(out, c)
		}
	}
	return out
}

// drawGrid draws the tray, the cubes, the path and the legend of g.
func drawGrid(dc *gg.Context, fs *faces, g Grid, l gridLayout) {
	n := g.Size
	cell := l.cell
	tp := float64(th.GridTrayPad)
	tray := float64(n)*cell + 2*tp
	panel(dc, th.Background, th.Tray, l.left+l.origin-tp, l.origin-tp, tray, tray, cell*th.CubeR+tp)

	inset := math.Round(cell * th.CubeInset)
	side := cell - 2*inset
	r := cell * th.CubeR
	depth := math.Max(3, math.Round(cell*0.06))
	faceH := side - depth
	path := cleanPath(g.Path, n)
	onPath := make(map[Cell]int, len(path))
	for k, c := range path {
		onPath[c] = k + 1
	}
	corner := func(row, col int) (x, y float64) {
		return l.left + l.origin + float64(col)*cell + inset, l.origin + float64(row)*cell + inset
	}

	// Cubes: copies of one picture per look, each a whole cell of the tray
	// (the tray's rounded corners lie outside the cells).
	dst := dc.Image().(*image.RGBA)
	for i := 0; i < n*n; i++ {
		x, y := corner(i/n, i%n)
		face, edge, _, _ := g.look(i)
		sp := cubeSprite(cubeKey{cell: int(cell), face: face, edge: edge})
		at := image.Pt(int(x-inset), int(y-inset))
		draw.Draw(dst, sp.Bounds().Add(at), sp, image.Point{}, draw.Src)
	}

	// Path line under the letters: a dark outline first, so that the orange
	// keeps its contrast over the red and blue premium cubes.
	if len(path) > 1 {
		w := cell * th.PathWidth
		for k, c := range []color.Color{th.PathEdge, th.PathRing} {
			dc.SetColor(c)
			dc.SetLineWidth(w + float64(1-k)*math.Max(4, cell*0.04))
			dc.SetLineCapRound()
			dc.SetLineJoinRound()
			for _, c := range path {
				x, y := l.centre(c.Row, c.Col)
				dc.LineTo(x, y-depth/2)
			}
			dc.Stroke()
		}
	}

	// Each arrow sits at the end of its segment, on the face of the next
	// cube, so that it reads as a direction and not as a mark; drawn
	// under the letters, it never hides one.
	for k := 1; k < len(path); k++ {
		x0, y0 := l.centre(path[k-1].Row, path[k-1].Col)
		x1, y1 := l.centre(path[k].Row, path[k].Col)
		dx, dy := x1-x0, y1-y0
		d := math.Hypot(dx, dy)
		size := cell * 0.3
		// the tip (0.6 size ahead of the arrow's centre) ends at the next
		// cube's letter, which is drawn over it
		back := cell*0.16/math.Max(math.Abs(dx), math.Abs(dy))*d + size*0.6
		ax, ay := x1-dx/d*back, y1-dy/d*back-depth/2
		arrowHead(dc, th.PathEdge, ax, ay, dx, dy, size*1.3)
		arrowHead(dc, th.PathRing, ax, ay, dx, dy, size)
	}

	// Letters, values and bonus labels. Qu is set smaller, as on a real
	// cube, so that the step badge in the corner leaves its u visible.
	lf := fs.face(fontBold, cell*th.CubeLetter)
	qf := fs.face(fontBold, cell*th.CubeLetter*0.74)
	sf := fs.face(fontBold, cell*th.CubeSmall)
	for i := 0; i < n*n; i++ {
		x, y := corner(i/n, i%n)
		_, _, ink, label := g.look(i)
		if p := layCube(fs, lf, qf, sf, g, i, x, y, cell, side, faceH); p.text != "" {
			text(dc, p.letter.f, ink, p.text, p.letter.x, p.letter.y)
			if p.value != "" {
				text(dc, sf, ink, p.value, p.vx, p.vy)
			}
		}
		if label != "" {
			leftText(dc, sf, ink, label, x+cell*0.07, y+cell*0.06+capHeight(sf)/2)
		}
	}

	// Rings, arrows and step numbers.
	for _, c := range path {
		x, y := corner(c.Row, c.Col)
		strokeRound(dc, th.PathRing, x-inset/2, y-inset/2, side+inset, side+inset, r+inset/2, math.Max(3, cell*0.045))
	}

	bf := fs.face(fontBold, cell*th.CubeSmall*0.95)
	for k, c := range path {
		x, y := corner(c.Row, c.Col)
		br := cell * 0.15
		bx, by := x+side-br-cell*0.03, y+br+cell*0.03
		if i := c.Row*n + c.Col; cubeText(g.Letters[i]) == "Qu" {
			if _, _, _, label := g.look(i); label == "" {
				bx = x + br + cell*0.03 // the u keeps the top right corner
			}
		}
		dc.SetColor(th.PathBadge)
		dc.DrawCircle(bx, by, br)
		dc.Fill()
		inkCentred(dc, bf, th.PathInk, strconv.Itoa(k+1), bx, by)
	}

	if l.legend {
		drawLegend(dc, fs, l, g.Labels.orEnglish())
	}
}

// cubeKey is everything that decides how a cube looks, letters aside.
type cubeKey struct {
	cell       int
	face, edge color.RGBA
}

// cubeSprites caches the picture of each cube look on its cell of the tray;
// the looks are a few per cell size (plain and four bonuses), the sizes a
// few dozen (one per grid size). Drawn the same way whenever it is made, a
// sprite never changes the output.
var cubeSprites sync.Map // cubeKey -> *image.RGBA

// cubeSprite returns the picture of a cell of the tray with a cube of k's
// look on it, drawn as drawGrid places it.
func cubeSprite(k cubeKey) *image.RGBA {
	if v, ok := cubeSprites.Load(k); ok {
		return v.(*image.RGBA)
	}
	cell := float64(k.cell)
	inset := math.Round(cell * th.CubeInset)
	side := cell - 2*inset
	m := image.NewRGBA(image.Rect(0, 0, k.cell, k.cell))
	fillRect(m, th.Tray)
	dc := gg.NewContextForRGBA(m)
	tile(dc, k.face, k.edge, inset, inset, side, side, cell*th.CubeR, math.Max(3, math.Round(cell*0.06)))
	v, _ := cubeSprites.LoadOrStore(k, m)
	return v.(*image.RGBA)
}

// legendItem is one entry of a legend: a swatch with its tag, and a text.
type legendItem struct {
	c, ink    color.RGBA
	tag, text string
}

// drawLegend explains the Ruzzle bonus colours under the grid, two by two.
func drawLegend(dc *gg.Context, fs *faces, l gridLayout, words Labels) {
	items := []legendItem{
		{th.DL, th.LabelOn[DL], "DL", words.DoubleLetter},
		{th.TL, th.LightInk, "TL", words.TripleLetter},
		{th.DW, th.LabelOn[DW], "DW", words.DoubleWord},
		{th.TW, th.LightInk, "TW", words.TripleWord},
	}
	drawLegendItems(dc, fs, items, l.left, float64(l.width)-float64(th.GridPad)/2, float64(l.width), float64(th.GridPad))
}

// drawLegendItems draws items two by two in rows of th.LegendRow from top,
// across a picture part of the given width starting at left, pad in from
// its sides.
func drawLegendItems(dc *gg.Context, fs *faces, items []legendItem, left, top, width, pad float64) {
	face := fs.face(fontMedium, th.LegendSize)
	tagFace := fs.face(fontBold, th.LegendSize*0.8)
	colW := (width - 2*pad) / 2
	sw := float64(th.LegendRow) - 8
	for k, it := range items {
		x := left + pad + float64(k%2)*colW
		cy := top + (float64(k/2)+0.5)*float64(th.LegendRow)
		panel(dc, th.Background, it.c, x, cy-sw/2, sw*1.3, sw, 5)
		inkCentred(dc, tagFace, it.ink, it.tag, x+sw*0.65, cy)
		leftText(dc, face, th.Text, fit(face, it.text, colW-sw*1.3-16), x+sw*1.3+10, cy)
	}
}
