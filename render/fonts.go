package render

import (
	"math"
	"sync"
	"unicode/utf8"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/math/fixed"
)

// The embedded Go fonts: no system font is ever read.
var (
	fontBold    = mustParse(gobold.TTF)
	fontMedium  = mustParse(gomedium.TTF)
	fontRegular = mustParse(goregular.TTF)
)

func mustParse(ttf []byte) *truetype.Font {
	f, err := truetype.Parse(ttf)
	if err != nil {
		panic("render: embedded font: " + err.Error())
	}
	return f
}

// A font face keeps a glyph cache and is not safe for concurrent use, and
// building one allocates; faces are pooled per font and size. A face's
// output does not depend on its cache, so pooling keeps output deterministic.
type faceKey struct {
	f    *truetype.Font
	size float64
}

var facePools sync.Map // faceKey -> *sync.Pool

func newFace(f *truetype.Font, size float64) font.Face {
	return truetype.NewFace(f, &truetype.Options{
		Size:              size,
		DPI:               72,
		Hinting:           font.HintingFull,
		GlyphCacheEntries: 64,
	})
}

// faces hands out the faces one picture uses and returns them to the pools.
type faces struct{ got map[faceKey]font.Face }

func (fs *faces) face(f *truetype.Font, size float64) font.Face {
	size = math.Round(size*4) / 4
	k := faceKey{f, size}
	if fc, ok := fs.got[k]; ok {
		return fc
	}
	if fs.got == nil {
		fs.got = make(map[faceKey]font.Face)
	}
	p, _ := facePools.LoadOrStore(k, &sync.Pool{})
	fc, _ := p.(*sync.Pool).Get().(font.Face)
	if fc == nil {
		fc = newFace(f, size)
	}
	fs.got[k] = fc
	return fc
}

func (fs *faces) release() {
	for k, fc := range fs.got {
		if p, ok := facePools.Load(k); ok {
			p.(*sync.Pool).Put(fc)
		}
	}
	fs.got = nil
}

// capHeight is the height in pixels of a capital letter (H) in face.
func capHeight(face font.Face) float64 {
	b, _, ok := face.GlyphBounds('H')
	if !ok {
		return float64(face.Metrics().Ascent) / 64
	}
	return float64(-b.Min.Y) / 64
}

// textWidth is the advance width of s in face, in pixels.
func textWidth(face font.Face, s string) float64 {
	return float64(font.MeasureString(face, s)) / 64
}

// inkBounds is the box the glyphs of s cover when drawn with the dot at
// the origin (y grows downwards; Min.Y < 0 is above the baseline).
func inkBounds(face font.Face, s string) fixed.Rectangle26_6 {
	b, _ := font.BoundString(face, s)
	return b
}

// centred draws s with its capitals centred on (cx, cy): lower-case letters
// (the u of Qu) sit on the same baseline.
func centred(dc *gg.Context, face font.Face, s string, cx, cy float64) {
	dc.SetFontFace(face)
	w := textWidth(face, s)
	dc.DrawString(s, math.Round(cx-w/2), math.Round(cy+capHeight(face)/2))
}

// inkCentred draws s with the box of its ink centred on (cx, cy): for digits
// and labels in badges, whatever their shape.
func inkCentred(dc *gg.Context, face font.Face, s string, cx, cy float64) {
	dc.SetFontFace(face)
	b := inkBounds(face, s)
	x0, x1 := float64(b.Min.X)/64, float64(b.Max.X)/64
	y0, y1 := float64(b.Min.Y)/64, float64(b.Max.Y)/64
	dc.DrawString(s, math.Round(cx-(x0+x1)/2), math.Round(cy-(y0+y1)/2))
}

// leftText draws s starting at x with its capitals centred on cy.
func leftText(dc *gg.Context, face font.Face, s string, x, cy float64) {
	dc.SetFontFace(face)
	dc.DrawString(s, math.Round(x), math.Round(cy+capHeight(face)/2))
}

// rightText draws s ending at x with its capitals centred on cy.
func rightText(dc *gg.Context, face font.Face, s string, x, cy float64) {
	leftText(dc, face, s, x-textWidth(face, s), cy)
}

// fit shortens s with an ellipsis until it is at most w pixels wide in face,
// dropping control characters.
func fit(face font.Face, s string, w float64) string {
	clean := make([]rune, 0, len(s))
	for _, r := range s {
		if r == utf8.RuneError || r < 0x20 || (r >= 0x7F && r < 0xA0) {
			continue
		}
		clean = append(clean, r)
	}
	if textWidth(face, string(clean)) <= w {
		return string(clean)
	}
	for n := len(clean) - 1; n > 0; n-- {
		t := string(clean[:n]) + "…"
		if textWidth(face, t) <= w {
			return t
		}
	}
	return "…"
}
