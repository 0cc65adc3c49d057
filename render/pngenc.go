package render

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"io"
	"sync"
)

// The pictures are opaque *image.RGBA: writePNG writes them as 8-bit RGB
// PNGs compressed by compress/zlib at zlibLevel, every row with the same
// filter, pngFilter. image/png would spend most of its time choosing a
// filter for every row (it tries all five). Any other image goes to
// image/png.

// zlibLevel and pngFilter were chosen with BenchmarkEncode17 on the full
// 17x17 board and the end-of-round picture (CPU per encoding at load 4,
// file size; docs/bot.md, Limits):
//
//	                      board 17x17       end of round
//	None,  level 2        6.4-6.8 ms 116 KB  4.6-4.8 ms  88 KB
//	None,  level 3        6.8 ms     109 KB  4.9-5.1 ms  84 KB
//	None,  BestSpeed      8.6-10 ms  126 KB  5.1-5.2 ms  97 KB
//	Up,    BestSpeed      8.2-9.2 ms 120 KB  5.4-5.6 ms  92 KB
//	Up,    level 2        7.5-10 ms  129 KB  5.1-5.4 ms  99 KB
//	Sub,   BestSpeed      8.6-8.8 ms 131 KB  5.8-5.9 ms 100 KB
//	Up,    HuffmanOnly    15 ms      768 KB  8.9 ms     347 KB
//	Up,    Default (6)    18-21 ms   105 KB  13-14 ms    86 KB
//	image/png BestSpeed   24 ms      114 KB  14 ms       87 KB
//
// BestSpeed builds a Huffman code every 64 KB of input, whatever it holds;
// level 2 writes a block per 16,384 matches and literals, and its hash
// chains find the row above (one row back) and the pixel before (3 bytes
// back) by themselves, so a filter only adds work. HuffmanOnly spends a
// bit at least on every byte.
const zlibLevel = 2

// pngFilter is the PNG filter of every row.
var pngFilter byte = filterNone

// PNG filter types (PNG specification, section 9).
const (
	filterNone = 0
	filterSub  = 1
	filterUp   = 2
)

// errNotOpaque says that a picture has a pixel that is not opaque: it is then
// left to image/png.
var errNotOpaque = errors.New("render: picture not opaque")

// opaqueRGBA reports whether img is a non-empty *image.RGBA (writePNG
// checks that it is opaque while it reads it).
func opaqueRGBA(img image.Image) (*image.RGBA, bool) {
	m, ok := img.(*image.RGBA)
	if !ok || m.Rect.Empty() {
		return nil, false
	}
	return m, true
}

// pngState is what one encoding reuses from the last: the zlib writer (its
// tables are most of its cost to make), the compressed data and a row.
type pngState struct {
	zw   *zlib.Writer
	data bytes.Buffer
	row  []byte
	lvl  int
}

var pngStates sync.Pool // *pngState

// writePNG writes m as an 8-bit RGB PNG, or returns errNotOpaque having
// written nothing.
func writePNG(w io.Writer, m *image.RGBA) error {
	return writePNGLevel(w, m, zlibLevel, pngFilter)
}

// writePNGLevel is writePNG at a given zlib level and row filter (the
// benchmarks compare them).
func writePNGLevel(w io.Writer, m *image.RGBA, level int, filter byte) error {
	st, _ := pngStates.Get().(*pngState)
	if st == nil || st.lvl != level {
		zw, err := zlib.NewWriterLevel(nil, level)
		if err != nil {
			return err
		}
		st = &pngState{zw: zw, lvl: level}
	}
	defer func() {
		if st.data.Cap() <= maxPooledBytes {
			pngStates.Put(st)
		}
	}()
	st.data.Reset()
	st.zw.Reset(&st.data)
	b := m.Rect
	width, height := b.Dx(), b.Dy()
	if cap(st.row) < 1+3*width+2 {
		st.row = make([]byte, 1+3*width+2) // 2 bytes of room for filterRow
	}
	out := st.row[:1+3*width+2]
	out[0] = filter
	for y := 0; y < height; y++ {
		o := m.PixOffset(b.Min.X, b.Min.Y+y)
		cur := m.Pix[o : o+4*width]
		var above []byte
		if y > 0 {
			above = m.Pix[o-m.Stride : o-m.Stride+4*width]
		}
		if !filterRow(out[1:], cur, above, filter) {
			return errNotOpaque
		}
		if _, err := st.zw.Write(out[:1+3*width]); err != nil {
			return err
		}
	}
	if err := st.zw.Close(); err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 4<<10)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(width))
	binary.BigEndian.PutUint32(hdr[4:], uint32(height))
	hdr[8], hdr[9] = 8, 2 // bit depth 8, colour type RGB; compression, filter, interlace 0
	writeChunk(bw, "IHDR", hdr[:])
	writeChunk(bw, "IDAT", st.data.Bytes())
	writeChunk(bw, "IEND", nil)
	return bw.Flush()
}

// filterRow writes into dst (3 bytes a pixel, and 2 bytes of room after
// them) the RGBA row cur filtered with f against the row above (nil for the
// first row, which the filters see as zeros). It reports false at a pixel
// that is not opaque.
//
// A row equal to the one above (most rows of a board) is all zeros under
// Up and is known to be opaque; the others are read two pixels a load.
func filterRow(dst, cur, above []byte, f byte) bool {
	n := len(cur) / 4
	if f == filterUp && above != nil && bytes.Equal(cur, above) {
		clear(dst[:3*n])
		return true
	}
	if f == filterSub {
		return subRow(dst, cur)
	}
	if f != filterUp {
		above = nil // None: subtract nothing
	}
	const alpha = 0xFF000000FF000000
	x := 0
	for ; x+2 <= n; x += 2 {
		c := binary.LittleEndian.Uint64(cur[4*x:])
		if c&alpha != alpha {
			return false
		}
		if above != nil {
			c = sub8(c, binary.LittleEndian.Uint64(above[4*x:]))
		}
		// RGB of the two pixels, then 2 bytes the next pair overwrites
		binary.LittleEndian.PutUint64(dst[3*x:], c&0xFFFFFF|c>>8&0xFFFFFF000000)
	}
	if x < n {
		c := binary.LittleEndian.Uint32(cur[4*x:])
		if c>>24 != 0xFF {
			return false
		}
		if above != nil {
			c = uint32(sub8(uint64(c), uint64(binary.LittleEndian.Uint32(above[4*x:]))))
		}
		binary.LittleEndian.PutUint32(dst[3*x:], c&0xFFFFFF)
	}
	return true
}

// sub8 subtracts b from a byte by byte, modulo 256 each.
func sub8(a, b uint64) uint64 {
	const h = 0x8080808080808080
	return ((a | h) - (b &^ h)) ^ ((a ^ ^b) & h)
}

// subRow is filterRow with the Sub filter: each byte less the one of the
// pixel before.
func subRow(dst, cur []byte) bool {
	var p0, p1, p2 byte
	for x := 0; x < len(cur)/4; x++ {
		c := cur[4*x : 4*x+4 : 4*x+4]
		if c[3] != 0xFF {
			return false
		}
		d := dst[3*x : 3*x+3 : 3*x+3]
		d[0], d[1], d[2] = c[0]-p0, c[1]-p1, c[2]-p2
		p0, p1, p2 = c[0], c[1], c[2]
	}
	return true
}

// writeChunk writes one PNG chunk: length, type, data, CRC of type and data.
func writeChunk(w *bufio.Writer, typ string, data []byte) {
	var b [8]byte
	binary.BigEndian.PutUint32(b[:4], uint32(len(data)))
	copy(b[4:], typ)
	w.Write(b[:])
	w.Write(data)
	crc := crc32.NewIEEE()
	crc.Write(b[4:])
	crc.Write(data)
	binary.BigEndian.PutUint32(b[:4], crc.Sum32())
	w.Write(b[:4])
}
