package render

import (
	"image"
	"image/color"
	"math"
)

// Rounded rectangles are most of every picture's area (the tray, the cubes,
// the squares, the panels). gg fills them through its general rasterizer,
// which blends every covered pixel one by one; fillRoundRGBA writes the
// fully covered pixels of a row as one copied span and computes coverage
// only for the pixels on the outline: exact for the straight edges, from the
// distance to the arc on the rounded corners.

// rrect is a rectangle [x0, x1] x [y0, y1] with corners of radius r.
type rrect struct{ x0, y0, x1, y1, r float64 }

func newRRect(x, y, w, h, r float64) rrect {
	r = math.Max(0, math.Min(r, math.Min(w, h)/2))
	return rrect{x, y, x + w, y + h, r}
}

func (q rrect) empty() bool { return !(q.x1 > q.x0 && q.y1 > q.y0) }

// rows is the range of pixel rows q touches, within b.
func (q rrect) rows(b image.Rectangle) (int, int) {
	return max(int(math.Floor(q.y0)), b.Min.Y), min(int(math.Ceil(q.y1)), b.Max.Y)
}

// cols is the range of pixel columns q touches, within b.
func (q rrect) cols(b image.Rectangle) (int, int) {
	return max(int(math.Floor(q.x0)), b.Min.X), min(int(math.Ceil(q.x1)), b.Max.X)
}

// full is the range [a, b) of the pixels of row py that q covers entirely
// (a >= b: none).
func (q rrect) full(py int) (int, int) {
	y := float64(py)
	if y < q.y0 || y+1 > q.y1 {
		return 0, 0
	}
	// how deep the row reaches into a corner band
	t := math.Max(q.y0+q.r-y, y+1-(q.y1-q.r))
	in := 0.0
	if t > 0 {
		in = q.r - math.Sqrt(math.Max(0, q.r*q.r-t*t))
	}
	return int(math.Ceil(q.x0 + in)), int(math.Floor(q.x1 - in))
}

// overlap is the length of [a, a+1] within [lo, hi].
func overlap(a, lo, hi float64) float64 {
	return math.Max(0, math.Min(a+1, hi)-math.Max(a, lo))
}

// cover is the fraction of pixel (px, py) that q covers.
func (q rrect) cover(px, py int) float64 {
	x, y := float64(px), float64(py)
	if x+1 <= q.x0 || x >= q.x1 || y+1 <= q.y0 || y >= q.y1 {
		return 0
	}
	if x >= q.x0+q.r && x+1 <= q.x1-q.r { // between the corners: a straight edge
		return overlap(y, q.y0, q.y1)
	}
	if y >= q.y0+q.r && y+1 <= q.y1-q.r {
		return overlap(x, q.x0, q.x1)
	}
	// a corner: the pixel's distance from the arc, as far as the box allows
	mx, my := x+0.5, y+0.5 // the pixel's centre
	var dx, dy float64     // its offset from the nearest corner's centre, outwards
	if right := q.x1 - q.r; mx > right {
		dx = mx - right
	} else if left := q.x0 + q.r; mx < left {
		dx = left - mx
	}
	if bottom := q.y1 - q.r; my > bottom {
		dy = my - bottom
	} else if top := q.y0 + q.r; my < top {
		dy = top - my
	}
	box := overlap(x, q.x0, q.x1) * overlap(y, q.y0, q.y1)
	arc := math.Max(0, math.Min(1, q.r-math.Hypot(dx, dy)+0.5))
	return math.Min(box, arc)
}

// fillRoundRGBA fills the rounded rectangle (x, y, w, h, r) of dst with the
// opaque colour c.
func fillRoundRGBA(dst *image.RGBA, c color.RGBA, x, y, w, h, r float64) {
	q := newRRect(x, y, w, h, r)
	if q.empty() {
		return
	}
	b := dst.Rect
	y0, y1 := q.rows(b)
	x0, x1 := q.cols(b)
	if x0 >= x1 {
		return
	}
	span := solidSpan(c, x1-x0)
	for py := y0; py < y1; py++ {
		a, e := q.full(py)
		a, e = max(a, x0), min(e, x1)
		if a < e {
			i := dst.PixOffset(a, py)
			copy(dst.Pix[i:i+4*(e-a)], span)
		} else {
			a, e = x1, x1
		}
		for px := x0; px < a; px++ {
			blend(dst, px, py, c, q.cover(px, py))
		}
		for px := e; px < x1; px++ {
			blend(dst, px, py, c, q.cover(px, py))
		}
	}
}

// strokeRoundRGBA draws the outline of width lw inside the rounded rectangle
// (x, y, w, h, r) of dst in the opaque colour c: the rectangle minus the one
// lw further in.
func strokeRoundRGBA(dst *image.RGBA, c color.RGBA, x, y, w, h, r, lw float64) {
	out := newRRect(x, y, w, h, r)
	if out.empty() {
		return
	}
	in := newRRect(x+lw, y+lw, w-2*lw, h-2*lw, r-lw)
	b := dst.Rect
	y0, y1 := out.rows(b)
	x0, x1 := out.cols(b)
	if x0 >= x1 {
		return
	}
	span := solidSpan(c, x1-x0)
	for py := y0; py < y1; py++ {
		a, e := out.full(py)
		ia, ie := 0, 0
		if !in.empty() {
			ia, ie = in.full(py)
		}
		iy0, iy1 := in.rows(b)
		touched := !in.empty() && py >= iy0 && py < iy1
		tx0, tx1 := in.cols(b)
		for px := x0; px < x1; px++ {
			if px >= ia && px < ie {
				px = ie - 1 // inside the inner rectangle: nothing to draw
				continue
			}
			inner := touched && px >= tx0 && px < tx1
			if px >= a && px < e && !inner {
				// fully covered up to the inner rectangle's first pixel
				end := min(e, x1)
				if touched && tx0 > px {
					end = min(end, tx0)
				}
				if end > px {
					i := dst.PixOffset(px, py)
					copy(dst.Pix[i:i+4*(end-px)], span)
					px = end - 1
					continue
				}
			}
			cv := out.cover(px, py)
			if inner {
				cv -= in.cover(px, py)
			}
			blend(dst, px, py, c, cv)
		}
	}
}

// solidSpan is n pixels of c.
func solidSpan(c color.RGBA, n int) []byte {
	s := make([]byte, 4*n)
	for i := 0; i < len(s); i += 4 {
		s[i], s[i+1], s[i+2], s[i+3] = c.R, c.G, c.B, c.A
	}
	return s
}

// blend paints the opaque colour c over pixel (x, y) of dst with coverage
// a (0..1).
func blend(dst *image.RGBA, x, y int, c color.RGBA, a float64) {
	if a <= 0 {
		return
	}
	i := dst.PixOffset(x, y)
	p := dst.Pix[i : i+4 : i+4]
	if a >= 1 {
		p[0], p[1], p[2], p[3] = c.R, c.G, c.B, c.A
		return
	}
	k := uint32(a*255 + 0.5)
	mix := func(s, d uint8) uint8 { return uint8((uint32(s)*k + uint32(d)*(255-k) + 127) / 255) }
	p[0], p[1], p[2], p[3] = mix(c.R, p[0]), mix(c.G, p[1]), mix(c.B, p[2]), mix(c.A, p[3])
}
