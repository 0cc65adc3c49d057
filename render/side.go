package render

import (
	"image"
	"image/draw"
)

// sideGap is the space between the two pictures of SideBySide.
const sideGap = 24

// SideBySide puts two pictures next to each other, left then right, top
// aligned on a white background with a gap between them: a reviewed move
// beside the best move of the same position (docs/bot.md, /review).
func SideBySide(left, right image.Image) image.Image {
	lb, rb := left.Bounds(), right.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, lb.Dx()+sideGap+rb.Dx(), max(lb.Dy(), rb.Dy())))
	draw.Draw(out, out.Bounds(), image.NewUniform(th.Background), image.Point{}, draw.Src)
	draw.Draw(out, image.Rect(0, 0, lb.Dx(), lb.Dy()), left, lb.Min, draw.Src)
	draw.Draw(out, image.Rect(lb.Dx()+sideGap, 0, lb.Dx()+sideGap+rb.Dx(), rb.Dy()), right, rb.Min, draw.Src)
	return out
}
