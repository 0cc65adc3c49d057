package render

import (
	"image"
	"image/color"
	"math"
	"sync"
	"unicode/utf8"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/math/fixed"
)

// The embedded Go fonts: no system font is ever read.
var (
	fontBold   = mustParse(gobold.TTF)
	fontMedium = mustParse(gomedium.TTF)
)

func mustParse(ttf []byte) *truetype.Font {
	f, err := truetype.Parse(ttf)
	if err != nil {
		panic("render: embedded font: " + err.Error())
	}
	return f
}

// A font face keeps a glyph cache and is not safe for concurrent use, and
// building one (and filling its cache: hinting every glyph) costs more than
// drawing with it; faces are kept per font and size for reuse, a few of
// each (one per picture drawn at the same time), in lists that garbage
// collection does not empty. A face's output does not depend on its cache,
// so reuse keeps output deterministic.
type faceKey struct {
	f    *truetype.Font
	size float64
}

// maxIdleFaces is how many unused faces of one font and size are kept.
const maxIdleFaces = 4

var (
	faceMu    sync.Mutex
	idleFaces = map[faceKey][]*face{}
)

// face is a font face with its measures cached: measuring a hinted glyph
// runs the hinter every time.
type face struct {
	font.Face
	size  float64                // the font size, px
	capH  float64                // height of a capital (H), px
	cache map[string]metrics     // measures of the strings drawn so far
	adv   map[rune]fixed.Int26_6 // advance of each rune measured so far
}

// metrics are the measures of one string.
type metrics struct {
	adv float64             // advance width, px
	ink fixed.Rectangle26_6 // glyph box with the dot at the origin
}

func newFace(f *truetype.Font, size float64) *face {
	ff := truetype.NewFace(f, &truetype.Options{
		Size:              size,
		DPI:               72,
		Hinting:           font.HintingFull,
		GlyphCacheEntries: 256, // faces are kept (see faces): room for every glyph of a picture
	})
	fc := &face{Face: ff, size: size, cache: make(map[string]metrics), adv: make(map[rune]fixed.Int26_6)}
	if b, _, ok := ff.GlyphBounds('H'); ok {
		fc.capH = float64(-b.Min.Y) / 64
	} else {
		fc.capH = float64(ff.Metrics().Ascent) / 64
	}
	return fc
}

// measure returns the measures of s, cached.
func (f *face) measure(s string) metrics {
	if m, ok := f.cache[s]; ok {
		return m
	}
	b, adv := font.BoundString(f.Face, s)
	m := metrics{adv: float64(adv) / 64, ink: b}
	if len(f.cache) < 1024 {
		f.cache[s] = m
	}
	return m
}

// advance is the advance width of r, cached.
func (f *face) advance(r rune) fixed.Int26_6 {
	a, ok := f.adv[r]
	if !ok {
		a, _ = f.GlyphAdvance(r)
		if len(f.adv) < 1024 {
			f.adv[r] = a
		}
	}
	return a
}

// width is the advance width of rs followed by tail (-1: none), as
// font.BoundString measures it: advances and kerning, rune by rune.
func (f *face) width(rs []rune, tail rune) fixed.Int26_6 {
	var w fixed.Int26_6
	prev := rune(-1)
	for _, r := range rs {
		if prev >= 0 {
			w += f.Kern(prev, r)
		}
		w += f.advance(r)
		prev = r
	}
	if tail >= 0 {
		if prev >= 0 {
			w += f.Kern(prev, tail)
		}
		w += f.advance(tail)
	}
	return w
}

// faces hands out the faces one picture uses and returns them to the pools.
type faces struct{ got map[faceKey]*face }

func (fs *faces) face(f *truetype.Font, size float64) *face {
	size = math.Round(size*4) / 4
	k := faceKey{f, size}
	if fc, ok := fs.got[k]; ok {
		return fc
	}
	if fs.got == nil {
		fs.got = make(map[faceKey]*face)
	}
	var fc *face
	faceMu.Lock()
	if idle := idleFaces[k]; len(idle) > 0 {
		fc = idle[len(idle)-1]
		idleFaces[k] = idle[:len(idle)-1]
	}
	faceMu.Unlock()
	if fc == nil {
		fc = newFace(f, size)
	}
	fs.got[k] = fc
	return fc
}

func (fs *faces) release() {
	faceMu.Lock()
	for k, fc := range fs.got {
		if len(idleFaces[k]) < maxIdleFaces {
			idleFaces[k] = append(idleFaces[k], fc)
		}
	}
	faceMu.Unlock()
	fs.got = nil
}

// capHeight is the height in pixels of a capital letter (H) in f.
func capHeight(f *face) float64 { return f.capH }

// textWidth is the advance width of s in f, in pixels.
func textWidth(f *face, s string) float64 { return f.measure(s).adv }

// inkBounds is the box the glyphs of s cover when drawn with the dot at
// the origin (y grows downwards; Min.Y < 0 is above the baseline).
func inkBounds(f *face, s string) fixed.Rectangle26_6 { return f.measure(s).ink }

// text draws s in colour c with its baseline starting at (x, y), rounded to
// whole pixels. It draws straight into the context's pixels (no transform),
// the fast path of image/draw for glyph masks.
func text(dc *gg.Context, f *face, c color.Color, s string, x, y float64) {
	dst, ok := dc.Image().(*image.RGBA)
	if !ok {
		return
	}
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: f.Face,
		Dot: fixed.P(int(math.Round(x)), int(math.Round(y)))}
	d.DrawString(s)
}

// centred draws s with its capitals centred on (cx, cy): lower-case letters
// (the u of Qu) sit on the same baseline.
func centred(dc *gg.Context, f *face, c color.Color, s string, cx, cy float64) {
	text(dc, f, c, s, cx-textWidth(f, s)/2, cy+f.capH/2)
}

// inkCentred draws s with the box of its ink centred on (cx, cy): for digits
// and labels in badges, whatever their shape.
func inkCentred(dc *gg.Context, f *face, c color.Color, s string, cx, cy float64) {
	b := inkBounds(f, s)
	x0, x1 := float64(b.Min.X)/64, float64(b.Max.X)/64
	y0, y1 := float64(b.Min.Y)/64, float64(b.Max.Y)/64
	text(dc, f, c, s, cx-(x0+x1)/2, cy-(y0+y1)/2)
}

// leftText draws s starting at x with its capitals centred on cy.
func leftText(dc *gg.Context, f *face, c color.Color, s string, x, cy float64) {
	text(dc, f, c, s, x, cy+f.capH/2)
}

// rightText draws s ending at x with its capitals centred on cy.
func rightText(dc *gg.Context, f *face, c color.Color, s string, x, cy float64) {
	leftText(dc, f, c, s, x-textWidth(f, s), cy)
}

// fit shortens s with an ellipsis until it is at most w pixels wide in f,
// dropping control characters.
func fit(f *face, s string, w float64) string {
	clean := make([]rune, 0, len(s))
	for _, r := range s {
		if r == utf8.RuneError || r < 0x20 || (r >= 0x7F && r < 0xA0) {
			continue
		}
		clean = append(clean, r)
	}
	// measured rune by rune: every glyph measured is hinted, and names
	// are many and long
	limit := fixed.Int26_6(math.Floor(w * 64))
	if f.width(clean, -1) <= limit {
		return string(clean)
	}
	// the longest prefix that fits with the ellipsis; widths grow with n
	lo, hi := 0, len(clean)-1 // clean[:lo] fits (or lo == 0), clean[:hi+1] does not
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if f.width(clean[:mid], '…') <= limit {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return "…"
	}
	return string(clean[:lo]) + "…"
}
