package render

import (
	"image"
	"image/draw"
	"math"

	"github.com/fogleman/gg"
)

// MaxRackSize is the most tiles RackImage draws.
const MaxRackSize = 20

// RackTile is one tile on a rack.
type RackTile struct {
	Letter string // the face, as Square.Letter; ignored for a jolly
	Jolly  bool   // a jolly (blank): drawn as a blank tile with "?"
	Value  int    // points printed on the tile (not shown in the Upwords style)
}

// Rack is what RackImage draws: a player's private tiles.
type Rack struct {
	Style Style // Scrabble and Scarabeo show values; Upwords does not
	Tiles []RackTile
}

// RackImage draws a rack: the tiles in order on a tray, with their values
// (except in the Upwords style), jollies as blank tiles marked "?". An empty
// rack gives an empty tray. An error is returned for more than MaxRackSize
// tiles; a tile whose face has no letter (cleanFace) is drawn as a jolly.
func RackImage(r Rack) (image.Image, error) {
	if len(r.Tiles) > MaxRackSize {
		return nil, invalid("rack of %d tiles, at most %d", len(r.Tiles), MaxRackSize)
	}
	var fs faces
	defer fs.release()
	n := max(len(r.Tiles), 1)
	cell := float64(th.RackCell)
	pad := float64(th.RackPad)
	w := int(2*pad) + n*th.RackCell
	h := int(2*pad) + th.RackCell
	dc := newCanvas(w, h)
	panel(dc, th.Background, th.Panel, pad/2, pad/2, float64(w)-pad, float64(h)-pad, th.TileR+4)
	const gap = 8.0
	dst := dc.Image().(*image.RGBA)
	for i, t := range r.Tiles {
		x := pad + float64(i)*cell + gap/2
		y := pad + gap/2
		look := tileLook{letter: cleanFace(t.Letter), value: t.Value, face: th.Tile, edge: th.TileEdge, ink: th.Ink}
		if r.Style == Upwords {
			look.face, look.edge = th.Stack[0], th.StackEdge[0]
			look.hideValue = true
		}
		if t.Jolly || look.letter == "" {
			look.face, look.edge, look.ink = th.Jolly, th.JollyEdge, th.JollyInk
			look.qmark, look.hideValue = true, true
		}
		st := r.Style
		if st == Upwords {
			st = Scrabble // no height badge on a rack
		}
		sp := rackTile(&fs, rackTileKey{style: st, look: look, side: cell - gap})
		draw.Draw(dst, sp.Rect.Add(image.Pt(int(x), int(y))), sp, image.Point{}, draw.Src)
	}
	return dc.Image(), nil
}

// rackTileKey is everything that decides how a tile on a rack looks.
type rackTileKey struct {
	style Style
	look  tileLook
	side  float64
}

// rackTile returns the picture of one rack tile on the rack's panel, drawn
// the first time (with the shapes' cache, shapes.go): a rack is then eight
// copies.
func rackTile(fs *faces, k rackTileKey) *image.RGBA {
	if v, ok := shapeCache.Load(k); ok {
		return v.(*image.RGBA)
	}
	n := int(math.Ceil(k.side))
	dc := gg.NewContext(n, n)
	dc.SetColor(th.Panel)
	dc.Clear()
	drawTile(dc, fs, k.style, k.look, 0, 0, k.side, th.RackScale)
	img := dc.Image().(*image.RGBA)
	return cacheShape(k, img, len(img.Pix)).(*image.RGBA)
}
