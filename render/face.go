package render

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// A tile's or cube's face is a string: "A".."Z", a language's own letters
// ("Ñ", "Ä", "Ç"), the two-letter tiles of Spanish ("CH", "LL", "RR") and
// Boggle's "Qu". A single letter A-Z (and Qu on a cube) is drawn as it
// always was, at the theme's size; any other face is fitted into its square
// (fitText): as large as the theme's size allows, smaller when it is wider
// or taller than the room left by the square's edge, its value and its
// badges.

// maxFaceRunes is the most characters a face keeps: a longer one is cut
// (no tile holds more than two letters; three still draw, smaller).
const maxFaceRunes = 4

// asciiFaces are the faces of the letters A-Z, so that the common case
// allocates nothing.
var asciiFaces = func() (t [26]string) {
	for i := range t {
		t[i] = string(rune('A' + i))
	}
	return
}()

// cleanFace returns the face drawn for s: its letters in upper case ("qu"
// and "QU" read "Qu"), at most maxFaceRunes of them, with "?" kept (an
// unknown tile) and every other character dropped; "" when nothing is
// left, which draws no tile.
func cleanFace(s string) string {
	if len(s) == 1 {
		switch c := s[0]; {
		case c >= 'A' && c <= 'Z':
			return s
		case c >= 'a' && c <= 'z':
			return asciiFaces[c-'a']
		case c == '?':
			return s
		}
		return ""
	}
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == maxFaceRunes {
			break
		}
		if r == utf8.RuneError || !(unicode.IsLetter(r) || r == '?') {
			continue
		}
		b.WriteRune(unicode.ToUpper(r))
		n++
	}
	if u := b.String(); u != "QU" {
		return u
	}
	return "Qu"
}

// plainFace reports whether s is one of the faces drawn at the theme's size
// without fitting: a letter A-Z, or "?" on a jolly.
func plainFace(s string) bool {
	return len(s) == 1 && (s[0] >= 'A' && s[0] <= 'Z' || s[0] == '?')
}

// box is a rectangle in picture coordinates, y down.
type box struct{ x0, y0, x1, y1 float64 }

func (b box) overlaps(o box) bool {
	return b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1
}

func (b box) inside(a box) bool {
	return b.x0 >= a.x0 && b.y0 >= a.y0 && b.x1 <= a.x1 && b.y1 <= a.y1
}

func (b box) grow(d float64) box { return box{b.x0 - d, b.y0 - d, b.x1 + d, b.y1 + d} }

func (b box) shift(dx, dy float64) box { return box{b.x0 + dx, b.y0 + dy, b.x1 + dx, b.y1 + dy} }

// fixedBox is r, relative to the dot at (x, y).
func fixedBox(r fixed.Rectangle26_6, x, y float64) box {
	return box{x + float64(r.Min.X)/64, y + float64(r.Min.Y)/64, x + float64(r.Max.X)/64, y + float64(r.Max.Y)/64}
}

// textBox is the box the ink of s covers when text draws it in f with its
// baseline starting at (x, y) (rounded there as text rounds it).
func textBox(f *face, s string, x, y float64) box {
	return fixedBox(inkBounds(f, s), math.Round(x), math.Round(y))
}

// fitRoom is where a face may go: its ink inside area, clear of every box
// of avoid (a value, a badge, a label), near the point where a plain letter
// has the centre of its capitals.
type fitRoom struct {
	area   box
	avoid  []box
	cx, cy float64
}

// fitted is where fitText puts a face: the face to draw it with and the
// start of its baseline.
type fitted struct {
	f    *face
	x, y float64
}

// faceSize is the size face s starts fitting from in room: size for a
// single letter; for a longer face, at most the size at which CH fits, so
// that the two-letter tiles of a picture (CH, LL, RR) share one size
// rather than LL, narrower, standing taller than CH.
func faceSize(fs *faces, s string, size float64, room fitRoom) float64 {
	if utf8.RuneCountInString(s) < 2 || s == "CH" {
		return size
	}
	return math.Min(size, fitText(fs, fontBold, "CH", size, room).f.size)
}

// minFitSize is the smallest font size fitText tries, px.
const minFitSize = 4

// fitStep is the ratio between the sizes fitText tries: a few sizes per
// tile size, shared by the faces that fit at them (each size a face kept,
// with its glyph cache, for reuse: fonts.go).
const fitStep = 0.95

// fitText finds the largest size on the ladder size, size*fitStep,
// size*fitStep², ... at which s in font fnt fits room, and where: its ink
// centred on (cx, cy) (the capitals' middle on cy) when that is clear, else
// moved as little as possible out of the boxes to avoid. Each size is tried
// with the outlines' own bounds (cheap, no face is built), then checked
// with the hinted face that draws it. A face that fits nowhere (a room
// smaller than a few pixels) is drawn at the smallest size, inside the
// area as far as it goes.
func fitText(fs *faces, fnt *truetype.Font, s string, size float64, room fitRoom) fitted {
	var gb truetype.GlyphBuf
	for k := 0; ; k++ {
		sz := math.Round(size*math.Pow(fitStep, float64(k))*4) / 4 // as faces rounds it
		if sz < minFitSize {
			break
		}
		ink, capH, ok := outlineBox(&gb, fnt, s, sz)
		if !ok {
			break
		}
		// the outlines are a little off the hinted glyphs: a pixel of slack
		if _, ok := room.place(ink.grow(1), capH); !ok {
			continue
		}
		f := fs.face(fnt, sz)
		if at, ok := room.place(fixedBox(inkBounds(f, s), 0, 0), f.capH); ok {
			return fitted{f, at.x, at.y}
		}
	}
	f := fs.face(fnt, minFitSize)
	b := fixedBox(inkBounds(f, s), 0, 0)
	x := room.cx - (b.x0+b.x1)/2
	y := room.cy + f.capH/2
	x += math.Max(0, room.area.x0-(x+b.x0)) - math.Max(0, (x+b.x1)-room.area.x1)
	y += math.Max(0, room.area.y0-(y+b.y0)) - math.Max(0, (y+b.y1)-room.area.y1)
	return fitted{f, math.Round(x), math.Round(y)}
}

// place returns the start of the baseline that puts ink (relative to the
// dot) in the room, whole pixels, or false when it does not fit.
func (room fitRoom) place(ink box, capH float64) (at struct{ x, y float64 }, ok bool) {
	a := room.area
	if ink.x1-ink.x0 > a.x1-a.x0 || ink.y1-ink.y0 > a.y1-a.y0 {
		return at, false
	}
	// centred, then inside the area
	x := room.cx - (ink.x0+ink.x1)/2
	y := room.cy + capH/2
	x += math.Max(0, a.x0-(x+ink.x0)) - math.Max(0, (x+ink.x1)-a.x1)
	y += math.Max(0, a.y0-(y+ink.y0)) - math.Max(0, (y+ink.y1)-a.y1)
	clear := func(x, y float64) bool {
		b := ink.shift(x, y)
		if !b.inside(a) {
			return false
		}
		for _, o := range room.avoid {
			if b.overlaps(o) {
				return false
			}
		}
		return true
	}
	x, y = math.Round(x), math.Round(y)
	if clear(x, y) {
		at.x, at.y = x, y
		return at, true
	}
	// out of each box in the way, by the least distance that clears all
	best := math.Inf(1)
	b := ink.shift(x, y)
	for _, o := range room.avoid {
		if !b.overlaps(o) {
			continue
		}
		for _, d := range [4][2]float64{
			{math.Floor(o.x0 - b.x1), 0}, {math.Ceil(o.x1 - b.x0), 0},
			{0, math.Floor(o.y0 - b.y1)}, {0, math.Ceil(o.y1 - b.y0)},
		} {
			if dist := math.Abs(d[0]) + math.Abs(d[1]); dist < best && clear(x+d[0], y+d[1]) {
				best = dist
				at.x, at.y = x+d[0], y+d[1]
			}
		}
	}
	return at, !math.IsInf(best, 1)
}

// outlineBox is the box of the outlines of s at size px (unhinted, the dot
// at the origin, y down) and the height of a capital H; false when the
// font cannot load a glyph.
func outlineBox(gb *truetype.GlyphBuf, fnt *truetype.Font, s string, size float64) (box, float64, bool) {
	scale := fixed.Int26_6(math.Round(size * 64))
	if err := gb.Load(fnt, scale, fnt.Index('H'), font.HintingNone); err != nil {
		return box{}, 0, false
	}
	capH := float64(gb.Bounds.Max.Y) / 64
	out := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	var dot fixed.Int26_6
	prev := truetype.Index(0)
	for i, r := range s {
		idx := fnt.Index(r)
		if i > 0 {
			dot += fnt.Kern(scale, prev, idx)
		}
		if err := gb.Load(fnt, scale, idx, font.HintingNone); err != nil {
			return box{}, 0, false
		}
		if b := gb.Bounds; b.Max.X > b.Min.X {
			// glyph space has y up
			out.x0 = math.Min(out.x0, float64(dot+b.Min.X)/64)
			out.x1 = math.Max(out.x1, float64(dot+b.Max.X)/64)
			out.y0 = math.Min(out.y0, -float64(b.Max.Y)/64)
			out.y1 = math.Max(out.y1, -float64(b.Min.Y)/64)
		}
		dot += fnt.HMetric(scale, idx).AdvanceWidth
		prev = idx
	}
	if math.IsInf(out.x0, 1) {
		return box{}, capH, true // no ink (spaces): anything fits
	}
	return out, capH, true
}
