// Package render draws the games' boards as PNG images: Boggle and Ruzzle
// grids (with an optional word path), Scarabeo, Scrabble and Upwords boards
// (with the last move and a proposed move), racks, and the end-of-round
// picture of Boggle and Ruzzle.
//
// The drawing functions read plain input types (Grid, Board, Rack,
// ScoreLine). games.go fills them from the engines' state (BoggleGrid,
// RuzzleGrid, CrosswordBoard, UpwordsBoard and the racks), so render imports
// the engines' packages to read their boards; it never changes a game and
// no engine imports render.
// Each picture has one function returning (image.Image, error): an error
// (wrapping ErrInvalid) for input whose shape is wrong (a size out of range,
// a slice whose length does not match the size); content that is merely odd
// (a face with no letter, a path or last-move cell off the board, an unknown
// bonus) is drawn as far as it is valid and never panics. Output is
// deterministic: the same input gives the same pixels and the same PNG bytes.
//
// A tile's or cube's face is a string, so that every language's letters
// are drawn as its tiles show them: "A".."Z", "Ñ", "Ä", "Ç", the Spanish
// two-letter tiles "CH", "LL", "RR", Boggle's "Qu" (face.go: A-Z and Qu
// at the theme's size, as always; any other face fitted into its square).
//
// Colours and measures live in theme.go; fonts are the embedded Go fonts.
// The functions are safe for concurrent use.
package render

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"sync"
)

// ErrInvalid is wrapped by every error the drawing functions return.
var ErrInvalid = errors.New("render: invalid input")

func invalid(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrInvalid}, args...)...)
}

// Cell is a square of a board or grid, 0-based, row 0 at the top.
type Cell struct{ Row, Col int }

func (c Cell) in(n int) bool { return c.Row >= 0 && c.Col >= 0 && c.Row < n && c.Col < n }

// Compression is the zlib level of the pictures EncodePNG leaves to
// image/png (those that are not opaque RGBA): BestSpeed.
const Compression = png.BestSpeed

var encoder = png.Encoder{CompressionLevel: Compression, BufferPool: &bufferPool{}}

// EncodePNG writes img as a PNG. The package's own pictures (opaque
// *image.RGBA) are written as 8-bit RGB, each row with the Up filter,
// through compress/zlib (pngenc.go: a few times faster than image/png,
// which tries every filter on every row); any other image is encoded by
// image/png at the Compression level.
func EncodePNG(w io.Writer, img image.Image) error {
	if m, ok := opaqueRGBA(img); ok {
		if err := writePNG(w, m); err != errNotOpaque {
			return err
		}
	}
	return encoder.Encode(w, img)
}

// PNG encodes img as EncodePNG does and returns the bytes.
func PNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	if err := EncodePNG(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// bufferPool lets concurrent encodings reuse the encoder's buffers.
type bufferPool struct{ p sync.Pool }

func (b *bufferPool) Get() *png.EncoderBuffer {
	v, _ := b.p.Get().(*png.EncoderBuffer)
	return v
}

func (b *bufferPool) Put(e *png.EncoderBuffer) { b.p.Put(e) }
