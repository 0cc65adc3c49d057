package render

import (
	"bufio"
	"encoding/binary"
	"hash/crc32"
	"image"
	"io"
)

// The pictures are opaque *image.RGBA: writePNG writes them as 8-bit RGB
// PNGs whose image data encodeRows (deflate.go) compresses. image/png
// would spend most of its time choosing a filter for every row (it tries all
// five) and compress/flate most of the rest looking for matches that flat
// colours do not need. Any other image goes to image/png.

// opaqueRGBA reports whether img is a non-empty *image.RGBA (encodeRows
// checks that it is opaque while it reads it).
func opaqueRGBA(img image.Image) (*image.RGBA, bool) {
	m, ok := img.(*image.RGBA)
	if !ok || m.Rect.Empty() {
		return nil, false
	}
	return m, true
}

// writePNG writes m as an 8-bit RGB PNG, or returns errNotOpaque having
// written nothing.
func writePNG(w io.Writer, m *image.RGBA) error {
	out := outPool.get(m.Rect.Dx() * m.Rect.Dy() / 2)[:0] // larger than most files
	data, err := encodeRows(out, m)
	defer outPool.put(data)
	if err != nil {
		return err
	}
	bw := bufio.NewWriterSize(w, 4<<10)
	bw.WriteString("\x89PNG\r\n\x1a\n")
	var hdr [13]byte
	binary.BigEndian.PutUint32(hdr[0:], uint32(m.Rect.Dx()))
	binary.BigEndian.PutUint32(hdr[4:], uint32(m.Rect.Dy()))
	hdr[8], hdr[9] = 8, 2 // bit depth 8, colour type RGB; compression, filter, interlace 0
	writeChunk(bw, "IHDR", hdr[:])
	writeChunk(bw, "IDAT", data)
	writeChunk(bw, "IEND", nil)
	return bw.Flush()
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
