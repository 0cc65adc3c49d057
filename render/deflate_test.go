package render

import (
	"bytes"
	"compress/zlib"
	"hash/adler32"
	"image"
	"image/png"
	"io"
	"math"
	"math/rand"
	"testing"
)

// rawRows is the PNG image data encodeRows compresses: each row a 0 (filter
// None) then its RGB bytes.
func rawRows(m *image.RGBA) []byte {
	var raw []byte
	for y := m.Rect.Min.Y; y < m.Rect.Max.Y; y++ {
		raw = append(raw, 0)
		for x := m.Rect.Min.X; x < m.Rect.Max.X; x++ {
			i := m.PixOffset(x, y)
			raw = append(raw, m.Pix[i:i+3]...)
		}
	}
	return raw
}

// checkEncode compresses m with encodeRows, inflates the result with
// compress/zlib (which checks the Adler-32 sum) and compares it with the
// rows, then decodes the whole PNG with image/png and compares the pixels.
func checkEncode(t *testing.T, name string, m *image.RGBA) int {
	t.Helper()
	z, err := encodeRows(nil, m)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	zr, err := zlib.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatalf("%s: zlib header: %v", name, err)
	}
	got, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("%s: inflating: %v", name, err)
	}
	if want := rawRows(m); !bytes.Equal(got, want) {
		t.Fatalf("%s: inflated %d bytes differ from the %d of the rows", name, len(got), len(want))
	}
	var buf bytes.Buffer
	if err := EncodePNG(&buf, m); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	img, err := png.Decode(&buf)
	if err != nil {
		t.Fatalf("%s: decoding: %v", name, err)
	}
	b := m.Rect
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			i := m.PixOffset(b.Min.X+x, b.Min.Y+y)
			if byte(r>>8) != m.Pix[i] || byte(g>>8) != m.Pix[i+1] || byte(bl>>8) != m.Pix[i+2] {
				t.Fatalf("%s: pixel (%d,%d) decoded differently", name, x, y)
			}
		}
	}
	return len(z)
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

func TestEncodeRows(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	noise := func(int, int) (byte, byte, byte) {
		return byte(rng.Intn(256)), byte(rng.Intn(256)), byte(rng.Intn(256))
	}
	few := func(int, int) (byte, byte, byte) { c := byte(rng.Intn(3) * 100); return c, c, 255 - c }
	cases := map[string]*image.RGBA{
		"1x1":   opaque(1, 1, func(int, int) (byte, byte, byte) { return 1, 2, 3 }),
		"flat":  opaque(300, 40, func(int, int) (byte, byte, byte) { return 0x1B, 0x1E, 0x28 }),
		"noise": opaque(97, 31, noise),
		"few":   opaque(64, 64, few),
		// runs longer than one deflate match (258 bytes = 86 pixels) and
		// lengths that leave 1 or 2 bytes over
		"runs": opaque(1000, 6, func(x, y int) (byte, byte, byte) {
			if x%(87+y*40) == 0 {
				return 9, 9, 9
			}
			return 200, 100, 50
		}),
		// the same block of noise repeated along a row: found by the hash
		"repeat": opaque(400, 20, func(x, y int) (byte, byte, byte) {
			v := byte((x%37)*7 + (x%37)*(x%37) + y*13)
			return v, v ^ 0x55, byte(x % 37)
		}),
		// rows alike but shifted: matches with the row above and by hash
		"shifted": opaque(120, 50, func(x, y int) (byte, byte, byte) { return byte((x + y) / 3 * 40), byte(x / 5), 7 }),
		// rows of 11,000 pixels: the row above is beyond deflate's window
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
	for name, m := range cases {
		n := checkEncode(t, name, m)
		t.Logf("%s: %dx%d, %d bytes", name, m.Rect.Dx(), m.Rect.Dy(), n)
	}

	// compression worth the name on flat colours: a 300x40 picture of one
	// colour (36,040 bytes of rows) in some 400 bytes
	if n := checkEncode(t, "flat", cases["flat"]); n > 600 {
		t.Errorf("flat picture compressed to %d bytes, want at most 600", n)
	}
}

func TestEncodeRowsNotOpaque(t *testing.T) {
	m := opaque(20, 10, func(x, y int) (byte, byte, byte) { return 50, 60, 70 })
	m.Pix[m.PixOffset(13, 7)+3] = 0x80 // inside a run
	if _, err := encodeRows(nil, m); err != errNotOpaque {
		t.Fatalf("a translucent pixel in a run: %v, want errNotOpaque", err)
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

func TestAdler(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for trial := 0; trial < 200; trial++ {
		n := 1 + rng.Intn(300)
		px := make([]byte, 4*n)
		for i := range px {
			px[i] = byte(rng.Intn(4) * 85)
		}
		var raw []byte
		for i := 0; i < n; i++ {
			raw = append(raw, px[4*i:4*i+3]...)
		}
		// add the pixels in random pieces, some as rows of known sums
		a := adler{s1: 1}
		for i := 0; i < n; {
			j := i + 1 + rng.Intn(n-i)
			if rng.Intn(2) == 0 {
				a.add(sums(px[4*i:4*j]), j-i)
			} else {
				a.pixels(px[4*i : 4*j])
			}
			i = j
		}
		a.reduce()
		if got, want := a.sum(), adler32.Checksum(raw); got != want {
			t.Fatalf("trial %d: adler %08x, want %08x", trial, got, want)
		}
	}
}

func TestDistCode(t *testing.T) {
	for d := 1; d <= maxDistance; d++ {
		s := len(distBase) - 1
		for distBase[s] > d {
			s--
		}
		code, n := distCode(d)
		if want := reverse(uint32(s), 5) | uint32(d-distBase[s])<<5; code != want || n != 5+distExtra[s] {
			t.Fatalf("distance %d: code %x/%d bits, want %x/%d", d, code, n, want, 5+distExtra[s])
		}
	}
}

func FuzzEncodeRows(f *testing.F) {
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

// The fast rounded rectangles cover what their shape covers: everything
// inside, nothing outside, an area within a pixel's worth of the exact one.
func TestFillRound(t *testing.T) {
	bg := rgb(0, 0, 0)
	c := rgb(255, 255, 255)
	for _, q := range []struct{ x, y, w, h, r float64 }{
		{10, 10, 80, 60, 14}, {10.5, 9.25, 33.3, 20.7, 7}, {3, 3, 40, 40, 20}, {5, 5, 30, 10, 0}, {2.2, 2.7, 50, 8, 12},
	} {
		m := image.NewRGBA(image.Rect(0, 0, 100, 100))
		fillRect(m, bg)
		fillRoundRGBA(m, c, q.x, q.y, q.w, q.h, q.r)
		rr := newRRect(q.x, q.y, q.w, q.h, q.r)
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
				case px > q.x+rr.r+1 && px < q.x+q.w-rr.r-1 && py > q.y+1 && py < q.y+q.h-1,
					py > q.y+rr.r+1 && py < q.y+q.h-rr.r-1 && px > q.x+1 && px < q.x+q.w-1:
					if v != 1 {
						t.Fatalf("%v: pixel (%d,%d) inside painted %v", q, x, y, v)
					}
				}
			}
		}
		want := q.w*q.h - (4-math.Pi)*rr.r*rr.r
		if math.Abs(area-want) > 1+0.05*rr.r {
			t.Errorf("%v: area %.2f, want %.2f", q, area, want)
		}

		// the outline of width 3 is the rectangle minus the one 3 further in
		m2 := image.NewRGBA(image.Rect(0, 0, 100, 100))
		fillRect(m2, bg)
		strokeRoundRGBA(m2, c, q.x, q.y, q.w, q.h, q.r, 3)
		var ring float64
		for i := 0; i < len(m2.Pix); i += 4 {
			ring += float64(m2.Pix[i]) / 255
		}
		in := newRRect(q.x+3, q.y+3, q.w-6, q.h-6, q.r-3)
		inner := 0.0
		if !in.empty() {
			inner = (in.x1-in.x0)*(in.y1-in.y0) - (4-math.Pi)*in.r*in.r
		}
		if math.Abs(ring-(want-inner)) > 2+0.1*rr.r {
			t.Errorf("%v: outline area %.2f, want %.2f", q, ring, want-inner)
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
