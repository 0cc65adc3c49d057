package render

import (
	"image/color"
	"math"

	"github.com/fogleman/gg"
)

// tile draws a raised tile: a darker lip of the given depth under the face.
// It returns the face's height.
func tile(dc *gg.Context, face, edge color.Color, x, y, w, h, r, depth float64) float64 {
	fillRound(dc, edge, x, y, w, h, r)
	fillRound(dc, face, x, y, w, h-depth, r)
	return h - depth
}

// star draws a filled five-pointed star centred on (cx, cy).
func star(dc *gg.Context, c color.Color, cx, cy, outer float64) {
	inner := outer * 0.45
	dc.SetColor(c)
	for i := 0; i < 10; i++ {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		dc.LineTo(cx+r*math.Cos(a), cy+r*math.Sin(a))
	}
	dc.ClosePath()
	dc.Fill()
}

// chevron adds to dc's path an open arrowhead (a V) centred on (x, y)
// pointing along (dx, dy), about size long and wide, for the caller to
// stroke.
func chevron(dc *gg.Context, x, y, dx, dy, size float64) {
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l // along
	px, py := -uy, ux    // across
	tip, back, half := size*0.35, size*0.35, size*0.55
	dc.MoveTo(x-ux*back+px*half, y-uy*back+py*half)
	dc.LineTo(x+ux*tip, y+uy*tip)
	dc.LineTo(x-ux*back-px*half, y-uy*back-py*half)
}

// shade darkens c by f (0 = unchanged, 1 = black).
func shade(c color.RGBA, f float64) color.RGBA {
	m := func(v uint8) uint8 { return uint8(math.Round(float64(v) * (1 - f))) }
	return color.RGBA{m(c.R), m(c.G), m(c.B), c.A}
}
