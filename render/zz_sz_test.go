package render

import (
	"bytes"
	"image/png"
	"testing"
)

func TestSzTmp(t *testing.T) {
	b := Board{Size: 20, Style: Upwords, Squares: make([]Square, 400)}
	for i := range b.Squares {
		b.Squares[i] = Square{Letter: byte('A' + i%26), Height: 1 + i%5}
	}
	img, _ := BoardImage(b)
	for _, lv := range []png.CompressionLevel{png.BestSpeed, png.DefaultCompression, png.BestCompression} {
		var buf bytes.Buffer
		(&png.Encoder{CompressionLevel: lv}).Encode(&buf, img)
		t.Log(lv, buf.Len())
	}
	img, _ = BoardImage(fullScarabeo())
	for _, lv := range []png.CompressionLevel{png.BestSpeed, png.DefaultCompression} {
		var buf bytes.Buffer
		(&png.Encoder{CompressionLevel: lv}).Encode(&buf, img)
		t.Log(lv, buf.Len())
	}
}
