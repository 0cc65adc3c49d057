package render

import (
	"bytes"
	"compress/zlib"
	"image"
	"image/png"
	"io"
	"testing"

	"github.com/wordbot/wordbot/internal/cputime"
)

// The goal: render plus PNG encoding of a 17x17 board under 30 ms.
//
//	go test ./render -run '^$' -bench . -benchmem
//
// Besides ns/op (wall time, inflated when other processes hold the cores),
// each benchmark reports cpu-ms/op: the process's CPU time per operation.

func benchPicture(b *testing.B, draw func() (image.Image, error), encode bool) {
	b.ReportAllocs()
	var size int
	cpu0 := cputime.Process()
	for i := 0; i < b.N; i++ {
		img, err := draw()
		if err != nil {
			b.Fatal(err)
		}
		if encode {
			var buf bytes.Buffer
			if err := EncodePNG(&buf, img); err != nil {
				b.Fatal(err)
			}
			size = buf.Len()
		}
		Release(img) // as the bot does
	}
	if cpu := cputime.Process() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
	if encode {
		b.ReportMetric(float64(size), "png-bytes")
	}
}

// BenchmarkBoard17 is the budgeted case: a full 17x17 Scarabeo board (every
// square a tile), rendered and encoded.
func BenchmarkBoard17(b *testing.B) {
	board := fullScarabeo()
	b.Run("render", func(b *testing.B) { benchPicture(b, func() (image.Image, error) { return BoardImage(board) }, false) })
	b.Run("render+png", func(b *testing.B) { benchPicture(b, func() (image.Image, error) { return BoardImage(board) }, true) })
	b.Run("cold+png", func(b *testing.B) {
		// the first board of a process: every cell picture drawn afresh
		benchPicture(b, func() (image.Image, error) {
			cellSprites.Clear()
			cellSpriteSize.Store(0)
			return BoardImage(board)
		}, true)
	})
	mid := sampleScarabeo()
	b.Run("midgame+png", func(b *testing.B) { benchPicture(b, func() (image.Image, error) { return BoardImage(mid) }, true) })
}

// BenchmarkEncode17 compares encoders on the full 17x17 board and on the
// end-of-round picture: image/png at three levels, and writePNG's rows (Up
// or Sub filter) through compress/zlib at BestSpeed, HuffmanOnly and
// DefaultCompression.
func BenchmarkEncode17(b *testing.B) {
	board, err := BoardImage(fullScarabeo())
	if err != nil {
		b.Fatal(err)
	}
	round, err := RoundImage(sampleRuzzle(), sampleScores(), "PASTONT", 102)
	if err != nil {
		b.Fatal(err)
	}
	for _, pic := range []struct {
		name string
		img  image.Image
	}{{"board17", board}, {"round", round}} {
		for _, lv := range []struct {
			name  string
			level png.CompressionLevel
		}{{"stdlib-BestSpeed", png.BestSpeed}, {"stdlib-Default", png.DefaultCompression}} {
			b.Run(pic.name+"/"+lv.name, func(b *testing.B) {
				enc := png.Encoder{CompressionLevel: lv.level, BufferPool: &bufferPool{}}
				benchEncode(b, func(w io.Writer) error { return enc.Encode(w, pic.img) })
			})
		}
		for _, lv := range []struct {
			name  string
			level int
		}{{"BestSpeed", zlib.BestSpeed}, {"Level2", 2}, {"Level3", 3}, {"Level4", 4}, {"HuffmanOnly", zlib.HuffmanOnly}, {"Default", zlib.DefaultCompression}} {
			for _, f := range []struct {
				name string
				f    byte
			}{{"Up", filterUp}, {"Sub", filterSub}, {"None", filterNone}} {
				b.Run(pic.name+"/"+f.name+"-"+lv.name, func(b *testing.B) {
					m := pic.img.(*image.RGBA)
					benchEncode(b, func(w io.Writer) error { return writePNGLevel(w, m, lv.level, f.f) })
				})
			}
		}
	}
}

func benchEncode(b *testing.B, enc func(io.Writer) error) {
	b.ReportAllocs()
	var cw countWriter
	cpu0 := cputime.Process()
	for i := 0; i < b.N; i++ {
		cw = 0
		if err := enc(&cw); err != nil {
			b.Fatal(err)
		}
	}
	if cpu := cputime.Process() - cpu0; cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
	}
	b.ReportMetric(float64(cw), "png-bytes")
}

type countWriter int

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

var _ io.Writer = (*countWriter)(nil)

func BenchmarkRuzzle6Path(b *testing.B) {
	g := sampleRuzzle()
	benchPicture(b, func() (image.Image, error) { return GridImage(g) }, true)
}

func BenchmarkRound(b *testing.B) {
	g, s := sampleRuzzle(), sampleScores()
	benchPicture(b, func() (image.Image, error) { return RoundImage(g, s, "PASTONT", 102) }, true)
}

func BenchmarkUpwords10(b *testing.B) {
	u := sampleUpwords()
	benchPicture(b, func() (image.Image, error) { return BoardImage(u) }, true)
}

func BenchmarkRack(b *testing.B) {
	r := Rack{Style: Scarabeo, Tiles: []RackTile{{"Q", false, 10}, {"U", false, 4}, {"A", false, 1}, {"", true, 0}, {"Z", false, 8}, {"E", false, 1}, {"M", false, 2}, {"R", false, 1}}}
	benchPicture(b, func() (image.Image, error) { return RackImage(r) }, true)
}

// BenchmarkLetters compares pictures of letters beyond Z (fitted faces:
// render/face.go) with the A-Z pictures of the same kind: a Spanish Boggle
// grid (CH, LL, RR, Ñ, Ä, Ç cubes: fitted on every picture) against the
// Italian sample, a Spanish Scrabble board (fitted once per cell look,
// then copied) against the English sample, and a rack of Spanish tiles.
func BenchmarkLetters(b *testing.B) {
	for _, c := range []struct {
		name string
		draw func() (image.Image, error)
	}{
		{"boggle-it", func() (image.Image, error) { return GridImage(sampleBoggle()) }},
		{"boggle-es", func() (image.Image, error) { return GridImage(sampleBoggleES()) }},
		{"scrabble-en", func() (image.Image, error) { return BoardImage(sampleScrabble()) }},
		{"scrabble-es", func() (image.Image, error) { return BoardImage(sampleScrabbleES()) }},
		{"rack-es", func() (image.Image, error) { return RackImage(rackES()) }},
	} {
		b.Run(c.name, func(b *testing.B) { benchPicture(b, c.draw, false) })
	}
}
