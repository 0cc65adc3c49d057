package render

import (
	"image"
	"image/color"
	"testing"
)

// TestSideBySide: each picture at its place, the gap and the shorter
// picture's bottom the background.
func TestSideBySide(t *testing.T) {
	red, blue := image.NewRGBA(image.Rect(0, 0, 10, 20)), image.NewRGBA(image.Rect(5, 5, 35, 15))
	for y := 0; y < 20; y++ {
		for x := 0; x < 10; x++ {
			red.Set(x, y, color.RGBA{255, 0, 0, 255})
		}
	}
	for y := 5; y < 15; y++ {
		for x := 5; x < 35; x++ {
			blue.Set(x, y, color.RGBA{0, 0, 255, 255})
		}
	}
	img := SideBySide(red, blue)
	if b := img.Bounds(); b.Dx() != 10+sideGap+30 || b.Dy() != 20 {
		t.Fatalf("bounds %v", b)
	}
	for _, c := range []struct {
		x, y int
		want color.RGBA
	}{{0, 0, color.RGBA{255, 0, 0, 255}}, {9, 19, color.RGBA{255, 0, 0, 255}}, {10, 0, th.Background},
		{10 + sideGap, 0, color.RGBA{0, 0, 255, 255}}, {10 + sideGap + 29, 9, color.RGBA{0, 0, 255, 255}}, {10 + sideGap, 10, th.Background}} {
		if got := color.RGBAModel.Convert(img.At(c.x, c.y)).(color.RGBA); got != c.want {
			t.Errorf("(%d,%d) = %v, want %v", c.x, c.y, got, c.want)
		}
	}
}
