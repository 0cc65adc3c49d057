package render

import (
	"image"
	"sync"

	"github.com/fogleman/gg"
)

// A picture's pixels (a few MB) and its compressed data are the
// largest allocations of an event; allocating them afresh each time costs
// the clearing and the garbage collections. They are kept for reuse in
// small pools that, unlike sync.Pool, a collection does not empty.

// bytePool keeps up to maxPooled byte slices of at most maxPooledBytes.
type bytePool struct {
	mu   sync.Mutex
	free [][]byte
}

const (
	maxPooled      = 4
	maxPooledBytes = 16 << 20
)

// get returns a slice of length n, reused when one is large enough, its
// contents undefined.
func (p *bytePool) get(n int) []byte {
	p.mu.Lock()
	for i, b := range p.free {
		if cap(b) >= n {
			last := len(p.free) - 1
			p.free[i] = p.free[last]
			p.free[last] = nil
			p.free = p.free[:last]
			p.mu.Unlock()
			return b[:n]
		}
	}
	p.mu.Unlock()
	return make([]byte, n)
}

// put keeps b for reuse, unless the pool is full (then the smallest slice
// is dropped for a larger b) or b is too large.
func (p *bytePool) put(b []byte) {
	if cap(b) == 0 || cap(b) > maxPooledBytes {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.free) < maxPooled {
		p.free = append(p.free, b)
		return
	}
	small := 0
	for i, f := range p.free {
		if cap(f) < cap(p.free[small]) {
			small = i
		}
	}
	if cap(b) > cap(p.free[small]) {
		p.free[small] = b
	}
}

var pixPool bytePool // pictures' pixels

// newCanvas returns a w x h drawing context filled with the background,
// its pixels from the pool.
func newCanvas(w, h int) *gg.Context {
	m := &image.RGBA{Pix: pixPool.get(4 * w * h), Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
	fillRect(m, th.Background)
	return gg.NewContextForRGBA(m)
}

// Release gives the pixels of a picture back for the next picture: the
// caller must not use img, nor any image sharing its pixels, afterwards.
// Calling it is optional (a picture not released is garbage collected as
// usual); a picture already released (its pixels nil) is ignored.
func Release(img image.Image) {
	if m, ok := img.(*image.RGBA); ok && m.Pix != nil {
		pixPool.put(m.Pix)
		m.Pix = nil
	}
}
