package render

// The encoder EncodePNG used before encodeRows (deflate.go): compress/zlib at
// Compression's level with one fixed PNG filter per row. Kept for
// BenchmarkEncode17's comparison and as a second opinion in the tests.

import (
	"bufio"
	"compress/zlib"
	"encoding/binary"
	"image"
	"image/png"
	"io"
	"sync"
)

// rowFilter is the PNG filter writeRGB applies to every row. Measured on the
// full 17x17 board (BenchmarkEncode17, CPU time on the shared 2-core box):
// None 14-17 ms 108 KB, Sub 17-21 ms 110 KB, Up 20 ms 99 KB, Paeth 21-35 ms
// 98 KB, against image/png's filter search at BestSpeed 29-48 ms 95 KB. Flat
// colours leave the filters little to gain: None is the fastest and the
// worst case (a full 20x20 Upwords board) stays at 261 KB.
const rowFilter = filterNone

// PNG filter types (PNG specification, section 9).
const (
	filterNone  = 0
	filterSub   = 1
	filterUp    = 2
	filterPaeth = 4
)

var zlibPool = sync.Pool{New: func() any {
	w, _ := zlib.NewWriterLevel(nil, zlibLevel(Compression)) // level is valid
	return w
}}

// zlibLevel maps a png level to zlib's, as image/png does.
func zlibLevel(l png.CompressionLevel) int {
	switch l {
	case png.NoCompression:
		return zlib.NoCompression
	case png.BestSpeed:
		return zlib.BestSpeed
	case png.BestCompression:
		return zlib.BestCompression
	}
	return zlib.DefaultCompression
}

// writeRGB writes m as an 8-bit RGB PNG, every row filtered with f.
func writeRGB(w io.Writer, m *image.RGBA, f byte) error {
	bw := bufio.NewWriterSize(w, 32<<10)
	b := m.Rect
	width, height := b.Dx(), b.Dy()
	bw.WriteString("\x89PNG\r\n\x1a\n")
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(width))
	binary.BigEndian.PutUint32(hdr[4:], uint32(height))
	hdr[8], hdr[9] = 8, 2 // bit depth 8, colour type RGB; compression, filter, interlace 0
	writeChunk(bw, "IHDR", hdr[:])

	idat := &idatWriter{w: bw}
	zw := zlibPool.Get().(*zlib.Writer)
	defer zlibPool.Put(zw)
	zw.Reset(idat)
	n := 3 * width
	cur := make([]byte, n)
	prev := make([]byte, n)
	out := make([]byte, 1+n)
	out[0] = f
	for y := 0; y < height; y++ {
		row := m.Pix[m.PixOffset(b.Min.X, b.Min.Y+y):]
		for x, j := 0, 0; x < n; x, j = x+3, j+4 {
			cur[x], cur[x+1], cur[x+2] = row[j], row[j+1], row[j+2]
		}
		filterRow(out[1:], cur, prev, f)
		if _, err := zw.Write(out); err != nil {
			return err
		}
		cur, prev = prev, cur
	}
	if err := zw.Close(); err != nil {
		return err
	}
	idat.flush()
	writeChunk(bw, "IEND", nil)
	return bw.Flush()
}

// filterRow writes into dst the row cur filtered with f against the row
// above, prev (all zeros for the first row), 3 bytes a pixel.
func filterRow(dst, cur, prev []byte, f byte) {
	switch f {
	case filterSub:
		copy(dst[:3], cur[:3])
		for i := 3; i < len(cur); i++ {
			dst[i] = cur[i] - cur[i-3]
		}
	case filterUp:
		for i := range cur {
			dst[i] = cur[i] - prev[i]
		}
	case filterPaeth:
		for i := range cur {
			var a, c int
			if i >= 3 {
				a, c = int(cur[i-3]), int(prev[i-3])
			}
			bb := int(prev[i])
			p := a + bb - c
			pa, pb, pc := abs(p-a), abs(p-bb), abs(p-c)
			pred := c
			if pa <= pb && pa <= pc {
				pred = a
			} else if pb <= pc {
				pred = bb
			}
			dst[i] = cur[i] - byte(pred)
		}
	default:
		copy(dst, cur)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// idatWriter cuts the zlib stream into IDAT chunks of up to 64 KB.
type idatWriter struct {
	w   *bufio.Writer
	buf [64 << 10]byte
	n   int
}

func (c *idatWriter) Write(p []byte) (int, error) {
	total := len(p)
	for len(p) > 0 {
		k := copy(c.buf[c.n:], p)
		c.n += k
		p = p[k:]
		if c.n == len(c.buf) {
			c.flush()
		}
	}
	return total, nil
}

func (c *idatWriter) flush() {
	if c.n > 0 {
		writeChunk(c.w, "IDAT", c.buf[:c.n])
		c.n = 0
	}
}
