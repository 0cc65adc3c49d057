package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"math/rand"
	"testing"

	"github.com/fogleman/gg"
)

// checkEncode encodes m with EncodePNG, decodes it with image/png and
// compares every pixel; it returns the file's size.
func checkEncode(t *testing.T, name string, m *image.RGBA) int {
	t.Helper()
	var buf bytes.Buffer
	if err := EncodePNG(&buf, m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	n := buf.Len()
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("%s: decoding: %v", name, err)
	}
	b := m.Rect
	if img.Bounds().Dx() != b.Dx() || img.Bounds().Dy() != b.Dy() {
		t.Fatalf("%s: decoded %v, want %dx%d", name, img.Bounds(), b.Dx(), b.Dy())
	}
	if _, ok := img.(*image.RGBA); !ok {
		t.Fatalf("%s: decoded as %T, want an opaque RGB PNG", name, img)
	}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			r, g, bl, a := img.At(x, y).RGBA()
			i := m.PixOffset(b.Min.X+x, b.Min.Y+y)
			if byte(r>>8) != m.Pix[i] || byte(g>>8) != m.Pix[i+1] || byte(bl>>8) != m.Pix[i+2] || a != 0xFFFF {
				t.Fatalf("%s: pixel (%d,%d) decoded differently", name, x, y)
			}
		}
	}
	return n
}

// opaque returns a w x h picture whose pixels set(x, y) colours.
func opaque(w, h int, set func(x, y int) (r, g, b byte)) *image.RGBA {
	m := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			r, g, b := set(x, y)
			i := m.PixOffset(x, y)
			m.Pix[i], m.Pix[i+1], m.Pix[i+2], m.Pix[i+3] = r, g, b, 0xFF
		}
	}
	return m
}

func TestEncodePNG(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	noise := func(int, int) (byte, byte, byte) {
		return byte(rng.Intn(256)), byte(rng.Intn(256)), byte(rng.Intn(256))
	}
	cases := map[string]*image.RGBA{
		"1x1":   opaque(1, 1, func(int, int) (byte, byte, byte) { return 1, 2, 3 }),
		"flat":  opaque(300, 40, func(int, int) (byte, byte, byte) { return 0x1B, 0x1E, 0x28 }),
		"noise": opaque(97, 31, noise),
		// the Up filter wraps around: a row darker than the one above
		"stripes": opaque(64, 64, func(x, y int) (byte, byte, byte) { return byte(255 * (y % 2)), byte(x * 4), byte(250 - y) }),
		// rows of 11,000 pixels: wider than deflate's window
		"wide": opaque(11000, 3, func(x, y int) (byte, byte, byte) { return byte(x / 100), byte(y), byte(x / 1000) }),
	}
	// a picture within a larger one: Rect.Min and Stride matter
	big := opaque(50, 40, noise)
	for y := 10; y < 30; y++ {
		for x := 5; x < 45; x++ {
			i := big.PixOffset(x, y)
			big.Pix[i], big.Pix[i+1], big.Pix[i+2] = byte(x/8), byte(y/4), 99
		}
	}
	cases["sub"] = big.SubImage(image.Rect(5, 10, 45, 30)).(*image.RGBA)
	board, err := BoardImage(fullScarabeo())
	if err != nil {
		t.Fatal(err)
	}
	cases["board17"] = board.(*image.RGBA)
	for name, m := range cases {
		n := checkEncode(t, name, m)
		t.Logf("%s: %dx%d, %d bytes", name, m.Rect.Dx(), m.Rect.Dy(), n)
	}
	// compression worth the name on flat colours: 36,040 bytes of rows of
	// one colour in a few hundred bytes, the full 17x17 board (2.7 MB of
	// rows) in at most 160 KB
	if n := checkEncode(t, "flat", cases["flat"]); n > 600 {
		t.Errorf("flat picture in %d bytes, want at most 600", n)
	}
	if n := checkEncode(t, "board17", cases["board17"]); n > 160<<10 {
		t.Errorf("full 17x17 board in %d bytes, want at most 160 KB", n)
	}
	// every filter the benchmarks compare decodes to the same pixels
	for name, m := range cases {
		for _, f := range []byte{filterNone, filterSub, filterUp} {
			var buf bytes.Buffer
			if err := writePNGLevel(&buf, m, zlibLevel, f); err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(&buf)
			if err != nil {
				t.Fatalf("%s, filter %d: %v", name, f, err)
			}
			if pixelHash(img) != pixelHash(m) {
				t.Errorf("%s, filter %d: pixels differ", name, f)
			}
		}
	}
}

func TestEncodePNGNotOpaque(t *testing.T) {
	m := opaque(20, 10, func(x, y int) (byte, byte, byte) { return 50, 60, 70 })
	m.Pix[m.PixOffset(13, 7)+3] = 0x80
	if err := writePNG(&bytes.Buffer{}, m); err != errNotOpaque {
		t.Fatalf("a translucent pixel: %v, want errNotOpaque", err)
	}
	// EncodePNG then leaves the picture to image/png, which keeps the alpha
	var buf bytes.Buffer
	if err := EncodePNG(&buf, m); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, _, a := img.At(13, 7).RGBA(); a>>8 != 0x80 {
		t.Fatalf("alpha %d after the round trip, want 128", a>>8)
	}
}

func FuzzEncodePNG(f *testing.F) {
	f.Add(uint8(3), []byte{1, 2, 3, 1, 2, 3, 1, 2, 3, 9, 9, 9})
	f.Add(uint8(1), []byte{0})
	f.Fuzz(func(t *testing.T, w uint8, data []byte) {
		if w == 0 || len(data) == 0 {
			return
		}
		width := int(w)
		h := min((len(data)/3+width-1)/width, 64)
		m := opaque(width, max(h, 1), func(x, y int) (byte, byte, byte) {
			i := 3 * (y*width + x) % len(data)
			return data[i], data[(i+1)%len(data)], data[(i+2)%len(data)]
		})
		checkEncode(t, "fuzz", m)
	})
}

// The cached shapes cover what their shape covers: everything inside,
// nothing outside, an area within a pixel's worth of the exact one; the
// panels (kept as finished pixels) are the same pixels as the shape painted
// on their background.
func TestShapes(t *testing.T) {
	bg := rgb(0, 0, 0)
	c := rgb(255, 255, 255)
	for _, q := range []struct{ x, y, w, h, r float64 }{
		{10, 10, 80, 60, 14}, {10.5, 9.25, 33.3, 20.7, 7}, {3, 3, 40, 40, 20}, {5, 5, 30, 10, 0}, {2.2, 2.7, 50, 8, 12},
	} {
		m := image.NewRGBA(image.Rect(0, 0, 100, 100))
		fillRect(m, bg)
		dc := gg.NewContextForRGBA(m)
		fillRound(dc, c, q.x, q.y, q.w, q.h, q.r)
		r := math.Min(q.r, math.Min(q.w, q.h)/2)
		var area float64
		for y := 0; y < 100; y++ {
			for x := 0; x < 100; x++ {
				v := float64(m.Pix[m.PixOffset(x, y)]) / 255
				area += v
				px, py := float64(x)+0.5, float64(y)+0.5
				switch {
				case px < q.x-1 || px > q.x+q.w+1 || py < q.y-1 || py > q.y+q.h+1:
					if v != 0 {
						t.Fatalf("%v: pixel (%d,%d) outside painted %v", q, x, y, v)
					}
				case px > q.x+r+1 && px < q.x+q.w-r-1 && py > q.y+1 && py < q.y+q.h-1,
					py > q.y+r+1 && py < q.y+q.h-r-1 && px > q.x+1 && px < q.x+q.w-1:
					if v != 1 {
						t.Fatalf("%v: pixel (%d,%d) inside painted %v", q, x, y, v)
					}
				}
			}
		}
		want := q.w*q.h - (4-math.Pi)*r*r
		if math.Abs(area-want) > 1+0.05*r {
			t.Errorf("%v: area %.2f, want %.2f", q, area, want)
		}

		// gg's own rounded rectangle, drawn where it is: the same pixels
		// but for rounding
		m4 := image.NewRGBA(image.Rect(0, 0, 100, 100))
		fillRect(m4, bg)
		direct := gg.NewContextForRGBA(m4)
		direct.SetColor(c)
		direct.DrawRoundedRectangle(q.x, q.y, q.w, q.h, r)
		direct.Fill()
		for i := range m4.Pix {
			if d := int(m4.Pix[i]) - int(m.Pix[i]); d > 2 || d < -2 {
				t.Fatalf("%v: byte %d is %d, gg draws %d", q, i, m.Pix[i], m4.Pix[i])
			}
		}

		// a panel: the same pixels, copied
		m3 := image.NewRGBA(image.Rect(0, 0, 100, 100))
		fillRect(m3, bg)
		for range 2 { // drawn, then from the cache
			panel(gg.NewContextForRGBA(m3), bg, c, q.x, q.y, q.w, q.h, q.r)
			if !bytes.Equal(m3.Pix, m.Pix) {
				t.Fatalf("%v: the panel differs from the filled shape", q)
			}
		}

		// the outline of width 3 is the rectangle minus the one 3 further in
		m2 := image.NewRGBA(image.Rect(0, 0, 100, 100))
		fillRect(m2, bg)
		strokeRound(gg.NewContextForRGBA(m2), c, q.x, q.y, q.w, q.h, q.r, 3)
		var ring float64
		for i := 0; i < len(m2.Pix); i += 4 {
			ring += float64(m2.Pix[i]) / 255
		}
		inner := 0.0
		if iw, ih := q.w-6, q.h-6; iw > 0 && ih > 0 {
			ir := math.Max(0, math.Min(r-3, math.Min(iw, ih)/2))
			inner = iw*ih - (4-math.Pi)*ir*ir
		}
		if math.Abs(ring-(want-inner)) > 2+0.15*r {
			t.Errorf("%v: outline area %.2f, want %.2f", q, ring, want-inner)
		}
	}
	// shapes with no area, or absurd, draw nothing and do not panic
	m := image.NewRGBA(image.Rect(0, 0, 10, 10))
	dc := gg.NewContextForRGBA(m)
	for _, q := range [][4]float64{{0, 0, 0, 5}, {0, 0, 5, -1}, {math.NaN(), 0, 5, 5}, {0, 0, math.NaN(), 5}, {0, 0, 1e9, 5}, {math.Inf(1), 0, 5, 5}, {0, math.NaN(), 5, 5}, {0, 0, 5, math.Inf(1)}} {
		fillRound(dc, color.White, q[0], q[1], q[2], q[3], 2)
		strokeRound(dc, color.White, q[0], q[1], q[2], q[3], 2, 1)
		panel(dc, bg, c, q[0], q[1], q[2], q[3], 2)
	}
	for _, v := range m.Pix {
		if v != 0 {
			t.Fatal("an empty shape painted")
		}
	}
}

// A released picture's pixels serve the next one, which comes out the same
// as when drawn afresh.
func TestReleaseReuse(t *testing.T) {
	g := sampleRuzzle()
	first, err := GridImage(g)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := PNG(first)
	other, _ := RoundImage(sampleRuzzle(), sampleScores(), "PASTONT", 102)
	used := &other.(*image.RGBA).Pix[0]
	Release(other)
	again, _ := GridImage(g)
	if &again.(*image.RGBA).Pix[0] != used {
		t.Fatal("the released pixels were not reused")
	}
	if got, _ := PNG(again); !bytes.Equal(got, want) {
		t.Fatal("a picture drawn on reused pixels differs")
	}
	Release(again)
	Release(again) // a second release is ignored
	a, _ := GridImage(g)
	b, _ := GridImage(g)
	if &a.(*image.RGBA).Pix[0] == &b.(*image.RGBA).Pix[0] {
		t.Fatal("two live pictures share their pixels")
	}
}
