package render

import (
	"cmp"
	"image"
	"image/color"
	"image/draw"
	"math"
	"slices"
	"strconv"
	"strings"
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
	if rows := (len(legendOf(g)) + 1) / 2; rows > 0 {
		l.legend = true
		l.height += rows*th.LegendRow + th.GridPad/2
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
// premium colours with a legend below (of the bonus kinds on the board
// only), and Path drawn over it: a thin line from cube to cube that stops
// short of every letter, value and label, a chevron in the middle of each
// step (between the cubes), a ring round each cube and its step number in
// a corner clear of the cube's text (docs/bot.md, Pictures).
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
// face (above its lip), and its value and bonus label (empty boxes where
// the cube has none). The step badge's four corners are cornerBadges.
type cubeBoxes struct {
	face, value, label box
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
	p.letter = cubeFace(fs, lf, qf, p.text, p.cubeBoxes, x, y, side, faceH)
	return p
}

// cubeFace places face s on the cube at (x, y), of the given side and face
// height. A letter A-Z is centred in lf and Qu in the smaller qf (as cubes
// always had them; the step badges in the corners clear them:
// TestPathLeavesTextClear). Any other face is fitted (fitText) inside the
// cube's face, clear of its value, its bonus label and the four corners a
// step badge may take: a single letter (Ñ, Ä) from lf's size, a longer
// face (CH, LL, RR) from qf's.
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
	for _, b := range cornerBadges(x, y, side, faceH) {
		room.avoid = append(room.avoid, b.grow(gap))
	}
	size := lf.size
	if utf8.RuneCountInString(s) > 1 {
		size = qf.size
		room.cy += side * 0.05
	}
	return fitText(fs, fontBold, s, faceSize(fs, s, size, room), room)
}

// cubeGeom is where the cubes of a grid picture lie within their cells.
type cubeGeom struct {
	l                            gridLayout
	inset, side, r, depth, faceH float64
}

func newCubeGeom(l gridLayout) cubeGeom {
	cell := l.cell
	inset := math.Round(cell * th.CubeInset)
	side := cell - 2*inset
	depth := math.Max(3, math.Round(cell*0.06))
	return cubeGeom{l: l, inset: inset, side: side, r: cell * th.CubeR, depth: depth, faceH: side - depth}
}

// corner is the top left of the cube of cell (row, col).
func (cg cubeGeom) corner(row, col int) (x, y float64) {
	l := cg.l
	return l.left + l.origin + float64(col)*l.cell + cg.inset, l.origin + float64(row)*l.cell + cg.inset
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

	cg := newCubeGeom(l)
	inset, side, r, depth, faceH := cg.inset, cg.side, cg.r, cg.depth, cg.faceH
	path := cleanPath(g.Path, n)
	corner := cg.corner

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

	// Where each cube's letters, value and label go.
	lf := fs.face(fontBold, cell*th.CubeLetter)
	qf := fs.face(fontBold, cell*th.CubeLetter*0.74)
	sf := fs.face(fontBold, cell*th.CubeSmall)
	parts := make([]cubeParts, n*n)
	for i := range parts {
		x, y := corner(i/n, i%n)
		parts[i] = layCube(fs, lf, qf, sf, g, i, x, y, cell, side, faceH)
	}

	// The path line runs from cube centre to cube centre, thin, orange
	// with a dark edge (its contrast over the red and blue bonus cubes),
	// round at its joins, over the rings round the path's cubes.
	lineY := -depth / 2
	for _, c := range path {
		x, y := corner(c.Row, c.Col)
		strokeRound(dc, th.PathRing, x-inset/2, y-inset/2, side+inset, side+inset, r+inset/2, math.Max(3, cell*0.045))
	}
	// Each step's line stops short of the letters, value and label of
	// its two cubes (boxes round their ink, the line's width and a gap
	// away), so that it never touches a letter's strokes and its ends are
	// round, not cut (TestPathLeavesTextClear).
	gap := math.Max(3, cell*0.04)
	if len(path) > 1 {
		w := cell * th.PathWidth
		margin := gap + w/2 + pathEdge(cell)
		var pieces [][4]float64
		var keep []box
		for k := 1; k < len(path); k++ {
			a, b := path[k-1], path[k]
			x0, y0 := l.centre(a.Row, a.Col)
			x1, y1 := l.centre(b.Row, b.Col)
			keep = keep[:0]
			for _, c := range []Cell{a, b} {
				keep = append(keep, textBoxes(g, parts, sf, cg, c)...)
			}
			for _, iv := range outside(x0, y0+lineY, x1, y1+lineY, keep, margin) {
				pieces = append(pieces, [4]float64{
					x0 + (x1-x0)*iv[0], y0 + lineY + (y1-y0)*iv[0],
					x0 + (x1-x0)*iv[1], y0 + lineY + (y1-y0)*iv[1]})
			}
		}
		for k, c := range []color.Color{th.PathEdge, th.PathRing} {
			dc.SetColor(c)
			dc.SetLineWidth(w + float64(1-k)*2*pathEdge(cell))
			dc.SetLineCapRound()
			for _, p := range pieces {
				dc.DrawLine(p[0], p[1], p[2], p[3])
			}
			dc.Stroke()
		}
	}

	// One chevron in the middle of each step, between the two cubes (on
	// their shared edge, or the corner of a diagonal step), where no
	// letter is: an arrow at a segment's end met the next segment's at a
	// bend as a spiky star (TestNoArrowAtBend).
	// Drawn as one stroke per colour (each stroke costs a pass of gg's
	// rasterizer).
	if len(path) > 1 {
		for k, c := range []color.Color{th.PathEdge, th.PathRing} {
			dc.SetColor(c)
			dc.SetLineWidth(cell*th.PathWidth + float64(1-k)*2*pathEdge(cell))
			dc.SetLineCapRound()
			dc.SetLineJoinRound()
			for k := 1; k < len(path); k++ {
				x0, y0 := l.centre(path[k-1].Row, path[k-1].Col)
				x1, y1 := l.centre(path[k].Row, path[k].Col)
				chevron(dc, (x0+x1)/2, (y0+y1)/2+lineY, x1-x0, y1-y0, cell*0.13)
			}
			dc.Stroke()
		}
	}

	// Each path cube's letters, value and label get their ground back: the
	// cube's own pixels in a box a few pixels round their ink, within the
	// face's rectangle. The line already stops short of them; this keeps a
	// chevron's wing (a diagonal step's, near a Ruzzle value) and the
	// inner curve of a ring at a labelled corner off them too
	// (TestPathLeavesTextClear).
	if len(path) > 1 {
		for _, c := range path {
			i := c.Row*n + c.Col
			x, y := corner(c.Row, c.Col)
			face, edge, _, _ := g.look(i)
			sp := cubeSprite(cubeKey{cell: int(cell), face: face, edge: edge})
			at := image.Pt(int(x-inset), int(y-inset))
			faceR := image.Rect(int(math.Floor(x)), int(math.Floor(y)), int(math.Ceil(x+side)), int(math.Ceil(y+faceH)))
			for _, b := range textBoxes(g, parts, sf, cg, c) {
				b = b.grow(gap)
				rc := image.Rect(int(math.Floor(b.x0)), int(math.Floor(b.y0)), int(math.Ceil(b.x1)), int(math.Ceil(b.y1))).Intersect(faceR)
				draw.Draw(dst, rc, sp, rc.Min.Sub(at), draw.Src)
			}
		}
	}

	// Letters, values and bonus labels. Qu is set smaller, as on a real
	// cube.
	for i, p := range parts {
		x, y := corner(i/n, i%n)
		_, _, ink, label := g.look(i)
		if p.text != "" {
			text(dc, p.letter.f, ink, p.text, p.letter.x, p.letter.y)
			if p.value != "" {
				text(dc, sf, ink, p.value, p.vx, p.vy)
			}
		}
		if label != "" {
			leftText(dc, sf, ink, label, x+cell*0.07, y+cell*0.06+capHeight(sf)/2)
		}
	}

	// Step numbers, each in a corner of its cube clear of the letters
	// (badgeCorners).
	bf := fs.face(fontBold, side*0.16)
	badges := badgeBoxes(g, l, path)
	for k, c := range []color.Color{th.PathEdge, th.PathBadge} {
		for _, b := range badges {
			br := (b.x1 - b.x0) / 2
			dc.DrawCircle(b.x0+br, b.y0+br, br+float64(1-k)*pathEdge(cell)/2)
		}
		dc.SetColor(c)
		dc.Fill()
	}
	for k, b := range badges {
		inkCentred(dc, bf, th.PathInk, strconv.Itoa(k+1), (b.x0+b.x1)/2, (b.y0+b.y1)/2)
	}

	if l.legend {
		drawLegend(dc, fs, l, legendOf(g))
	}
}

// The corners of a cube, in the order a step badge takes them.
const (
	topRight = iota
	topLeft
	bottomLeft
	bottomRight
)

// cornerBadges are the boxes of a step badge in each corner of the cube at
// (x, y) of the given side and face height (topRight...): a disc of radius
// 0.13 side centred 0.5 of it in from the face's edges, where
// no letter reaches.
func cornerBadges(x, y, side, faceH float64) [4]box {
	br := side * 0.13
	in := br * 0.5
	disc := func(cx, cy float64) box { return box{cx - br, cy - br, cx + br, cy + br} }
	return [4]box{
		topRight:    disc(x+side-in, y+in),
		topLeft:     disc(x+in, y+in),
		bottomLeft:  disc(x+in, y+faceH-in),
		bottomRight: disc(x+side-in, y+faceH-in),
	}
}

// badgeCorners are the corners of the path's cubes their step badges
// take, step by step: for each, the first of top right, top left, bottom
// left, bottom right that holds no bonus label (top left) or value
// (bottom right), where no diagonal step of the path has its chevron (the
// corner point shared by its two cubes, whichever cubes they are) and no
// earlier badge sits across the gap (two badges side by side read as one
// number). Qu, set low and left, leaves its bottom left corner alone. A
// cube with no corner free takes its top right.
func badgeCorners(g Grid, path []Cell) []int {
	taken := make(map[Cell]bool, 2*len(path)) // grid corner points: (row, col) of the cell below right
	for j := 1; j < len(path); j++ {
		a, b := path[j-1], path[j]
		if abs(a.Row-b.Row) == 1 && abs(a.Col-b.Col) == 1 {
			taken[Cell{max(a.Row, b.Row), max(a.Col, b.Col)}] = true
		}
	}
	out := make([]int, len(path))
	for k, c := range path {
		i := c.Row*g.Size + c.Col
		var used [4]bool
		if _, _, _, label := g.look(i); label != "" {
			used[topLeft] = true
		}
		if g.Values != nil && g.Values[i] >= 0 {
			used[bottomRight] = true
		}
		if cubeText(g.Letters[i]) == "Qu" {
			used[bottomLeft] = true
		}
		at := [4]Cell{topRight: {c.Row, c.Col + 1}, topLeft: {c.Row, c.Col}, bottomLeft: {c.Row + 1, c.Col}, bottomRight: {c.Row + 1, c.Col + 1}}
		out[k] = topRight
		for corner, p := range at {
			if !used[corner] && !taken[p] {
				out[k] = corner
				break
			}
		}
		taken[at[out[k]]] = true
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// textBoxes are the boxes of the ink of cell c's letters, value and bonus
// label (none for a blank cube).
func textBoxes(g Grid, parts []cubeParts, sf *face, cg cubeGeom, c Cell) []box {
	i := c.Row*g.Size + c.Col
	p := parts[i]
	if p.text == "" {
		return nil
	}
	out := []box{textBox(p.letter.f, p.text, p.letter.x, p.letter.y)}
	if p.value != "" {
		out = append(out, textBox(sf, p.value, p.vx, p.vy))
	}
	if _, _, _, label := g.look(i); label != "" {
		x, y := cg.corner(c.Row, c.Col)
		cell := cg.l.cell
		out = append(out, textBox(sf, label, x+cell*0.07, y+cell*0.06+capHeight(sf)/2+sf.capH/2))
	}
	return out
}

// outside returns the parts of the segment (x0, y0)-(x1, y1), as
// intervals of its parameter 0..1, that lie outside every box grown by
// margin.
func outside(x0, y0, x1, y1 float64, boxes []box, margin float64) [][2]float64 {
	type iv = [2]float64
	var in []iv
	dx, dy := x1-x0, y1-y0
	for _, b := range boxes {
		b = b.grow(margin)
		lo, hi := 0.0, 1.0
		// Liang-Barsky: clip the parameter range to each slab
		for _, s := range [][3]float64{{-dx, x0 - b.x0}, {dx, b.x1 - x0}, {-dy, y0 - b.y0}, {dy, b.y1 - y0}} {
			p, q := s[0], s[1]
			switch {
			case p == 0:
				if q < 0 {
					lo, hi = 1, 0
				}
			case p < 0:
				lo = math.Max(lo, q/p)
			default:
				hi = math.Min(hi, q/p)
			}
		}
		if lo < hi {
			in = append(in, iv{lo, hi})
		}
	}
	slices.SortFunc(in, func(a, b iv) int { return cmp.Compare(a[0], b[0]) })
	var out []iv
	t := 0.0
	for _, v := range in {
		if v[0] > t {
			out = append(out, iv{t, v[0]})
		}
		t = math.Max(t, v[1])
	}
	if t < 1 {
		out = append(out, iv{t, 1})
	}
	return out
}

// pathEdge is the width of the path's dark edge on each side, px.
func pathEdge(cell float64) float64 { return math.Max(2, cell*0.025) }

// badgeBoxes are the boxes of the step badges of path (a cleanPath).
func badgeBoxes(g Grid, l gridLayout, path []Cell) []box {
	cg := newCubeGeom(l)
	out := make([]box, len(path))
	for k, corner := range badgeCorners(g, path) {
		x, y := cg.corner(path[k].Row, path[k].Col)
		out[k] = cornerBadges(x, y, cg.side, cg.faceH)[corner]
	}
	return out
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
func drawLegend(dc *gg.Context, fs *faces, l gridLayout, items []legendItem) {
	drawLegendItems(dc, fs, items, l.left, float64(l.width)-float64(th.GridPad)/2, float64(l.width), float64(th.GridPad))
}

// legendOf is the legend of the bonuses on g, in g's words: only the kinds
// the board has (none: no legend).
func legendOf(g Grid) []legendItem {
	var has [4]bool
	kinds := "dtDT"
	for _, b := range g.Bonus {
		if k := strings.IndexByte(kinds, b); k >= 0 {
			has[k] = true
		}
	}
	if has == [4]bool{} {
		return nil
	}
	words := g.Labels.orEnglish()
	all := [4]legendItem{
		{th.DL, th.LabelOn[DL], "DL", words.DoubleLetter},
		{th.TL, th.LightInk, "TL", words.TripleLetter},
		{th.DW, th.LabelOn[DW], "DW", words.DoubleWord},
		{th.TW, th.LightInk, "TW", words.TripleWord},
	}
	var items []legendItem
	for k, it := range all {
		if has[k] {
			items = append(items, it)
		}
	}
	return items
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
