package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"
	"sync/atomic"

	"github.com/fogleman/gg"
)

// Rounded rectangles are most of every picture's area (the tray, the cubes,
// the squares, the panels), and the same ones come back picture after
// picture. Each is drawn once with gg, as a coverage mask (an *image.Alpha
// of its bounding box, keyed by its size and its offset within the first
// pixel), and painted from then on with image/draw: draw.DrawMask of its
// colour through the mask. A shape on a plain background that the caller
// names (the panels and the tray) is kept as finished pixels, shape and
// background, and copied with draw.Src.

// shapeMask is the coverage of a shape and the rectangle of it that is
// fully covered (found in the mask itself, so painting it as one solid
// block gives the pixels that painting through the mask gives).
type shapeMask struct {
	*image.Alpha
	solid image.Rectangle
}

// shapeKey is a rounded rectangle within its bounding box: its offset into
// the box's first pixel, its size and radius, and the width of its outline
// (0: filled).
type shapeKey struct{ fx, fy, w, h, r, lw float64 }

// panelKey is a filled rounded rectangle on a plain background, in colour.
type panelKey struct {
	shape    shapeKey
	fill, bg color.RGBA
}

// The caches hold at most maxShapeBytes of pixels; a full cache is emptied
// (a game draws a few dozen shapes; only odd sizes would fill it).
var (
	shapeCache sync.Map // shapeKey -> *shapeMask, panelKey and rackTileKey -> *image.RGBA
	shapeBytes atomic.Int64
)

const maxShapeBytes = 32 << 20

// cacheShape keeps v (of n bytes) under k unless another caller did first,
// and returns what the cache holds.
func cacheShape(k any, v any, n int) any {
	if shapeBytes.Add(int64(n)) > maxShapeBytes {
		shapeCache.Clear()
		shapeBytes.Store(int64(n))
	}
	got, _ := shapeCache.LoadOrStore(k, v)
	return got
}

// newShape places the rounded rectangle (x, y, w, h, r), outline lw (0:
// filled), on the pixel grid: its key and its box's top left pixel. ok is
// false for an empty shape.
func newShape(x, y, w, h, r, lw float64) (k shapeKey, at image.Point, ok bool) {
	const far = 1 << 14 // beyond any picture
	if !(w > 0 && h > 0 && w < far && h < far && math.Abs(x) < far && math.Abs(y) < far && r < far && lw >= 0 && lw < far) {
		return k, at, false // NaN fails every test
	}
	if !(r > 0) {
		r = 0
	}
	x0, y0 := math.Floor(x), math.Floor(y)
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	return shapeKey{x - x0, y - y0, w, h, r, lw}, image.Pt(int(x0), int(y0)), true
}

// mask returns the coverage of k, drawn with gg the first time.
func (k shapeKey) mask() *shapeMask {
	if v, ok := shapeCache.Load(k); ok {
		return v.(*shapeMask)
	}
	bw, bh := int(math.Ceil(k.fx+k.w)), int(math.Ceil(k.fy+k.h))
	dc := gg.NewContext(bw, bh)
	dc.SetColor(color.White)
	dc.DrawRoundedRectangle(k.fx, k.fy, k.w, k.h, k.r)
	if lw := k.lw; lw > 0 && k.w > 2*lw && k.h > 2*lw {
		// an outline: the rectangle less the one lw further in, so
		// that the line lies inside the box
		iw, ih := k.w-2*lw, k.h-2*lw
		dc.SetFillRuleEvenOdd()
		dc.DrawRoundedRectangle(k.fx+lw, k.fy+lw, iw, ih, math.Max(0, math.Min(k.r-lw, math.Min(iw, ih)/2)))
	}
	dc.Fill()
	rgba := dc.Image().(*image.RGBA)
	m := image.NewAlpha(rgba.Rect)
	for i := range m.Pix {
		m.Pix[i] = rgba.Pix[4*i+3]
	}
	sm := &shapeMask{Alpha: m}
	if k.lw == 0 {
		sm.solid = solidRect(m)
	}
	return cacheShape(k, sm, len(m.Pix)).(*shapeMask)
}

// solidRect is a rectangle of m that is fully covered: the columns of the
// run of full coverage across its middle row, over the rows that are fully
// covered in those columns around it.
func solidRect(m *image.Alpha) image.Rectangle {
	b := m.Rect
	full := func(y, x0, x1 int) bool {
		for _, v := range m.Pix[m.PixOffset(x0, y):m.PixOffset(x1, y)] {
			if v != 0xFF {
				return false
			}
		}
		return true
	}
	mid := (b.Min.Y + b.Max.Y) / 2
	x0 := b.Min.X
	for x0 < b.Max.X && m.AlphaAt(x0, mid).A != 0xFF {
		x0++
	}
	x1 := x0
	for x1 < b.Max.X && m.AlphaAt(x1, mid).A == 0xFF {
		x1++
	}
	if x0 == x1 {
		return image.Rectangle{}
	}
	y0, y1 := mid, mid+1
	for y0 > b.Min.Y && full(y0-1, x0, x1) {
		y0--
	}
	for y1 < b.Max.Y && full(y1, x0, x1) {
		y1++
	}
	return image.Rect(x0, y0, x1, y1)
}

// paint draws colour c through the mask of k with its box at at.
func paint(dc *gg.Context, c color.Color, k shapeKey, at image.Point) {
	m := k.mask()
	dst, ok := dc.Image().(*image.RGBA)
	if !ok {
		return // the package draws only on RGBA pictures
	}
	src := image.NewUniform(c)
	parts := []image.Rectangle{m.Rect}
	W, H := m.Rect.Dx(), m.Rect.Dy()
	if _, _, _, a := c.RGBA(); a == 0xFFFF && !m.solid.Empty() {
		// an opaque colour: the fully covered block is one solid fill,
		// the four pieces around it go through the mask
		sd := m.solid
		draw.Draw(dst, sd.Add(at), src, image.Point{}, draw.Src)
		parts = []image.Rectangle{
			image.Rect(0, 0, W, sd.Min.Y), image.Rect(0, sd.Max.Y, W, H),
			image.Rect(0, sd.Min.Y, sd.Min.X, sd.Max.Y), image.Rect(sd.Max.X, sd.Min.Y, W, sd.Max.Y),
		}
	}
	// an outline covers nothing deeper than its width and the corners'
	// radius: paint the four bands around the hole (the frame of a board
	// is a few pixels of a 900-pixel square)
	if t := int(math.Ceil(k.lw+k.r)) + 2; k.lw > 0 && 2*t < W && 2*t < H {
		parts = []image.Rectangle{
			image.Rect(0, 0, W, t), image.Rect(0, H-t, W, H),
			image.Rect(0, t, t, H-t), image.Rect(W-t, t, W, H-t),
		}
	}
	for _, r := range parts {
		if r.Empty() {
			continue
		}
		draw.DrawMask(dst, r.Add(at), src, image.Point{}, m.Alpha, r.Min, draw.Over)
	}
}

// fillRound fills a rounded rectangle.
func fillRound(dc *gg.Context, c color.Color, x, y, w, h, r float64) {
	if k, at, ok := newShape(x, y, w, h, r, 0); ok {
		paint(dc, c, k, at)
	}
}

// strokeRound outlines a rounded rectangle with the line inside the box.
func strokeRound(dc *gg.Context, c color.Color, x, y, w, h, r, lw float64) {
	if k, at, ok := newShape(x, y, w, h, r, lw); ok {
		paint(dc, c, k, at)
	}
}

// panel fills a rounded rectangle whose bounding box is all of colour bg
// (the background of the picture, or of a panel under it): the finished
// pixels are kept and copied.
func panel(dc *gg.Context, bg, c color.RGBA, x, y, w, h, r float64) {
	k, at, ok := newShape(x, y, w, h, r, 0)
	if !ok {
		return
	}
	dst, isRGBA := dc.Image().(*image.RGBA)
	if !isRGBA {
		return
	}
	pk := panelKey{k, c, bg}
	var sp *image.RGBA
	if v, ok := shapeCache.Load(pk); ok {
		sp = v.(*image.RGBA)
	} else {
		m := k.mask()
		sp = image.NewRGBA(m.Rect)
		draw.Draw(sp, sp.Rect, image.NewUniform(bg), image.Point{}, draw.Src)
		draw.DrawMask(sp, sp.Rect, image.NewUniform(c), image.Point{}, m.Alpha, image.Point{}, draw.Over)
		sp = cacheShape(pk, sp, len(sp.Pix)).(*image.RGBA)
	}
	draw.Draw(dst, sp.Rect.Add(at), sp, image.Point{}, draw.Src)
}

// fillRect paints every pixel of m with c.
func fillRect(m *image.RGBA, c color.RGBA) {
	draw.Draw(m, m.Rect, image.NewUniform(c), image.Point{}, draw.Src)
}
