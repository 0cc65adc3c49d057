package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/fogleman/gg"
)

// Premium is the bonus printed on a square of a crossword board.
type Premium uint8

// The premiums. Centre is the start square: in the Scrabble style it is a
// double word with a star, in the Scarabeo style a plain square with a star
// (Scarabeo's centre carries no premium), in the Upwords style one of the
// centre squares the first move must cover.
const (
	None Premium = iota
	DL           // double letter (Scarabeo 2L)
	TL           // triple letter (Scarabeo 3L)
	DW           // double word (Scarabeo 2P)
	TW           // triple word (Scarabeo 3P)
	Centre
)

// Style says which game a board or rack belongs to: it picks the premium
// labels and whether tiles show values or stack heights.
type Style uint8

const (
	// Scrabble labels premiums DL TL DW TW and shows tile values.
	Scrabble Style = iota
	// Scarabeo labels premiums in Italian, 2L 3L 2P 3P, and shows values.
	Scarabeo
	// Upwords ignores premiums (except Centre) and values, and shows each
	// stack's height.
	Upwords
)

// label is the text printed on an empty premium square.
func (s Style) label(p Premium) string {
	if s == Scarabeo {
		switch p {
		case DL:
			return "2L"
		case TL:
			return "3L"
		case DW:
			return "2P"
		case TW:
			return "3P"
		}
		return ""
	}
	switch p {
	case DL:
		return "DL"
	case TL:
		return "TL"
	case DW:
		return "DW"
	case TW:
		return "TW"
	}
	return ""
}

// Square is one square of a crossword or Upwords board.
type Square struct {
	// Letter is the tile's face: "" for an empty square, else "A".."Z" or
	// a language's own letter ("Ñ", "Ä", "Ç", "CH", ...; any case)
	Letter  string
	Jolly   bool    // the tile is a jolly (blank) standing for Letter
	Value   int     // the points printed on the tile (a jolly's as the game scores it)
	Premium Premium // the square's bonus
	Height  int     // Upwords: tiles in the stack (1..5)
}

// Tile is a tile at a square: a proposed move's tiles (Board.Ghost).
type Tile struct {
	Row, Col int
	Letter   string // the face, as Square.Letter
	Jolly    bool
	Value    int
}

// Board is what BoardImage draws.
type Board struct {
	Size    int      // squares per side, 1..MaxBoardSize
	Style   Style    // Scrabble, Scarabeo or Upwords
	Squares []Square // Size*Size, row-major
	Last    []Cell   // squares of the last move: highlighted
	Ghost   []Tile   // a proposed move (a hint): drawn as green tiles on top
	Labels  Labels   // Scarabeo's legend in the reader's language (zero: English)
}

// MaxBoardSize is the largest board BoardImage draws (columns A..Z).
const MaxBoardSize = 26

// boardLayout places the squares of an n x n board.
type boardLayout struct {
	n      int
	cell   float64 // square pitch
	scale  float64 // tile fonts relative to the theme's sizes
	origin float64 // x and y of square (0,0)'s cell
	size   int     // picture width and height
}

func newBoardLayout(n int, st Style) boardLayout {
	cell, scale := th.BoardCell, 1.0
	if st == Upwords {
		// room for the height badge; boards beyond UpwordsSpan/UpwordsCell
		// squares shrink, fonts with them, to keep the file small
		cell = min(max(th.UpwordsSpan/n, th.UpwordsMin), th.UpwordsCell)
		scale = float64(cell) / float64(th.UpwordsCell)
	}
	o := th.BoardPad + th.BoardCoord
	return boardLayout{n: n, cell: float64(cell), scale: scale, origin: float64(o), size: 2*o + n*cell}
}

// square is the rectangle of square (r, c), gaps removed.
func (l boardLayout) square(r, c int) (x, y, w float64) {
	g := float64(th.BoardGap)
	cell := l.cell
	return l.origin + float64(c)*cell + g/2, l.origin + float64(r)*cell + g/2, cell - g
}

// BoardImage draws a Scarabeo, Scrabble or Upwords board: premium squares
// coloured and labelled, tiles with their values (or stack heights), jollies
// in their own colour, the last move's tiles highlighted, a proposed move
// drawn as green tiles, and coordinates (columns A.., rows 1..) on the edges.
//
// An error is returned when Size is outside 1..MaxBoardSize or Squares does
// not hold Size*Size squares. A face is drawn in upper case; one with no
// letter (cleanFace) is an empty square, and a ghost tile without one is
// skipped, as are Last and Ghost cells off the board.
func BoardImage(b Board) (image.Image, error) {
	if b.Size < 1 || b.Size > MaxBoardSize {
		return nil, invalid("board size %d outside 1..%d", b.Size, MaxBoardSize)
	}
	if len(b.Squares) != b.Size*b.Size {
		return nil, invalid("board has %d squares, want %d for size %d", len(b.Squares), b.Size*b.Size, b.Size)
	}
	var fs faces
	defer fs.release()
	l := newBoardLayout(b.Size, b.Style)
	h := l.size
	if b.Style == Scarabeo {
		// 2L 3L 2P 3P are Italian abbreviations: a legend says what they are
		h += 2*th.LegendRow + th.BoardPad
	}
	dc := newCanvas(l.size, h)
	drawCoords(dc, &fs, l)
	if b.Style == Scarabeo {
		words := b.Labels.orEnglish()
		items := []legendItem{
			{th.DL, th.LabelOn[DL], Scarabeo.label(DL), words.DoubleLetter},
			{th.TL, th.LabelOn[TL], Scarabeo.label(TL), words.TripleLetter},
			{th.DW, th.LabelOn[DW], Scarabeo.label(DW), words.DoubleWordP},
			{th.TW, th.LabelOn[TW], Scarabeo.label(TW), words.TripleWordP},
		}
		drawLegendItems(dc, &fs, items, 0, float64(l.size)-float64(th.BoardPad)/2, float64(l.size), float64(th.BoardPad+th.BoardCoord))
	}

	n := b.Size
	// The plate shows only in a 2 px band around the cells (each cell
	// picture carries its own share of it): stroke the band, not the area.
	plate := float64(n) * l.cell
	strokeRound(dc, th.Panel, l.origin-2, l.origin-2, plate+4, plate+4, th.SquareR+2, 3)

	last := make([]bool, n*n)
	for _, c := range b.Last {
		if c.in(n) {
			last[c.Row*n+c.Col] = true
		}
	}
	ghost := make(map[int]Tile, len(b.Ghost))
	for _, t := range b.Ghost {
		if (Cell{t.Row, t.Col}).in(n) && cleanFace(t.Letter) != "" {
			ghost[t.Row*n+t.Col] = t
		}
	}

	dst := dc.Image().(*image.RGBA)
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			i := r*n + c
			sq := b.Squares[i]
			k := cellKey{cell: l.cell, scale: l.scale, style: b.Style, premium: sq.Premium}
			if b.Style == Upwords && k.premium != Centre {
				k.premium = None
			}
			if t, ok := ghost[i]; ok {
				h := 0
				if b.Style == Upwords {
					h = 1
					if cleanFace(sq.Letter) != "" {
						h = max(sq.Height, 1) + 1
					}
				}
				ink := th.GhostInk
				if t.Jolly {
					ink = th.JollyInk // a jolly in the proposed move keeps the jollies' letter colour
				}
				k.tile = tileLook{letter: cleanFace(t.Letter), value: t.Value, height: h,
					face: th.Ghost, edge: th.GhostEdge, ink: ink}
				k.ring = th.GhostRing
			} else {
				if cleanFace(sq.Letter) != "" {
					k.tile = squareLook(b.Style, sq, last[i])
				}
				if last[i] {
					k.ring = th.LastRing
				}
			}
			if b.Style == Upwords {
				k.tile.value = 0 // not shown: one picture for every value
			}
			if k.tile.letter != "" && k.premium == Centre {
				k.premium = None // a covered centre is not marked
			}
			x := int(l.origin + float64(c)*l.cell)
			y := int(l.origin + float64(r)*l.cell)
			sp := cellSprite(&fs, k)
			draw.Draw(dst, sp.Bounds().Add(image.Pt(x, y)), sp, image.Point{}, draw.Src)
		}
	}
	return dc.Image(), nil
}

// cellKey is everything that decides how one cell of a board looks.
type cellKey struct {
	cell, scale float64
	style       Style
	premium     Premium
	tile        tileLook   // letter "": no tile
	ring        color.RGBA // zero: no ring
}

// cellSprites caches the picture of each cell look: a board is then mostly
// copies of a few dozen small pictures. A sprite is drawn the same way
// whenever it is made, so the cache never changes the output.
var (
	cellSprites    sync.Map // cellKey -> *image.RGBA
	cellSpriteSize atomic.Int64
)

// maxCellSprites bounds the cache (about 10 KB a sprite); a full cache is
// emptied. A game uses a few hundred looks at most.
const maxCellSprites = 2048

// cellSprite returns the picture of one cell: the plate around the square,
// the square, its tile and its ring.
func cellSprite(fs *faces, k cellKey) *image.RGBA {
	if v, ok := cellSprites.Load(k); ok {
		return v.(*image.RGBA)
	}
	n := int(k.cell)
	dc := gg.NewContext(n, n)
	dc.SetColor(th.Panel)
	dc.Clear()
	g := float64(th.BoardGap)
	x, y, w := g/2, g/2, k.cell-g
	covered := k.tile.letter != ""
	drawSquare(dc, fs, k.style, k.premium, covered, x, y, w)
	if covered {
		drawTile(dc, fs, k.style, k.tile, x, y, w, k.scale)
		coveredMark(dc, k.style, k.premium, x, y, w)
	}
	if k.ring != (color.RGBA{}) {
		strokeRound(dc, k.ring, x, y, w, w, th.TileR, th.RingWidth)
	}
	img := dc.Image().(*image.RGBA)
	if cellSpriteSize.Load() >= maxCellSprites {
		// full (odd values?): start again rather than grow
		cellSprites.Clear()
		cellSpriteSize.Store(0)
	}
	if _, loaded := cellSprites.LoadOrStore(k, img); !loaded {
		cellSpriteSize.Add(1)
	}
	return img
}

// drawCoords writes column letters above and below the board and row
// numbers left and right of it.
func drawCoords(dc *gg.Context, fs *faces, l boardLayout) {
	face := fs.face(fontBold, th.CoordSize)
	cell := l.cell
	near := float64(th.BoardPad) + float64(th.BoardCoord)/2
	far := float64(l.size) - near
	for i := 0; i < l.n; i++ {
		mid := l.origin + (float64(i)+0.5)*cell
		col := string(rune('A' + i))
		row := strconv.Itoa(i + 1)
		centred(dc, face, th.Muted, col, mid, near)
		centred(dc, face, th.Muted, col, mid, far)
		centred(dc, face, th.Muted, row, near, mid)
		centred(dc, face, th.Muted, row, far, mid)
	}
}

// drawSquare draws a square: its colour, and its label or star unless a
// tile will cover it.
func drawSquare(dc *gg.Context, fs *faces, st Style, p Premium, covered bool, x, y, w float64) {
	if st == Upwords && p != Centre {
		p = None
	}
	bg := th.Empty
	switch p {
	case DL:
		bg = th.DL
	case TL:
		bg = th.TL
	case DW:
		bg = th.DW
	case TW:
		bg = th.TW
	case Centre:
		switch st {
		case Scrabble:
			bg = th.DW
		case Scarabeo:
			bg = th.Centre
		default:
			bg = th.UpCentre
		}
	}
	if covered {
		// a tile covers the square: no premium colour peeking at its corners
		fillRound(dc, th.Empty, x, y, w, w, th.SquareR)
		return
	}
	fillRound(dc, bg, x, y, w, w, th.SquareR)
	switch {
	case p == Centre && st != Upwords:
		star(dc, th.Star, x+w/2, y+w/2, w*0.36)
	case p != None && p != Centre:
		inkCentred(dc, fs.face(fontBold, th.LabelSize), th.LabelOn[p], st.label(p), x+w/2, y+w/2)
	}
}

// coveredMark marks a premium square under a tile: a corner of the tile in
// the premium's colour (Scarabeo's premiums stay active once covered, and
// players look for them either way).
func coveredMark(dc *gg.Context, st Style, p Premium, x, y, w float64) {
	var c color.RGBA
	switch {
	case st == Upwords:
		return
	case p == DL:
		c = th.DL
	case p == TL:
		c = th.TL
	case p == DW:
		c = th.DW
	case p == TW:
		c = th.TW
	default:
		return
	}
	in := th.TileInset
	x, y = x+in, y+in
	s := w * 0.36
	dc.SetColor(shade(c, 0.35))
	dc.MoveTo(x+th.TileR*0.3, y+th.TileR*0.3)
	dc.LineTo(x+s+1.5, y)
	dc.LineTo(x, y+s+1.5)
	dc.ClosePath()
	dc.Fill()
	dc.SetColor(c)
	dc.MoveTo(x+th.TileR*0.3, y+th.TileR*0.3)
	dc.LineTo(x+s, y)
	dc.LineTo(x, y+s)
	dc.ClosePath()
	dc.Fill()
}

// tileLook is how one tile is drawn.
type tileLook struct {
	letter           string // the face (cleanFace)
	value            int
	height           int // Upwords stack height, 0 elsewhere
	face, edge, ink  color.RGBA
	hideValue, qmark bool
}

// squareLook picks the colours of the tile on sq.
func squareLook(st Style, sq Square, fresh bool) tileLook {
	t := tileLook{letter: cleanFace(sq.Letter), value: sq.Value, face: th.Tile, edge: th.TileEdge, ink: th.Ink}
	if st == Upwords {
		t.height = max(sq.Height, 1)
		k := min(t.height, len(th.Stack)) - 1
		t.face, t.edge = th.Stack[k], th.StackEdge[k]
	}
	switch {
	case sq.Jolly:
		t.face, t.edge, t.ink = th.Jolly, th.JollyEdge, th.JollyInk
	case fresh && st != Upwords: // Upwords keeps the height's shade; the ring marks the move
		t.face, t.edge = th.Fresh, th.FreshEdge
	}
	return t
}

// drawTile draws a tile filling the square at (x, y) of side w: letter,
// value (crossword styles) or height badge (Upwords). Fonts are the theme's
// sizes times scale.
func drawTile(dc *gg.Context, fs *faces, st Style, t tileLook, x, y, w, scale float64) {
	p := layTile(fs, st, t, x, y, w, scale)
	x, y, w = p.tile.x0, p.tile.y0, p.tile.x1-p.tile.x0
	fh := tile(dc, t.face, t.edge, x, y, w, w, th.TileR, p.depth)
	if t.height > 1 {
		// one line in the lip per tile under the top one
		dc.SetColor(shade(t.edge, 0.3))
		for k := 1; k < min(t.height, 5); k++ {
			dc.DrawRectangle(x+th.TileR, math.Round(y+fh)+float64(2*k), w-2*th.TileR, 1)
			dc.Fill()
		}
	}
	text(dc, p.letter.f, t.ink, t.text(), p.letter.x, p.letter.y)
	if p.value != "" {
		text(dc, p.vf, t.ink, p.value, p.vx, p.vy)
	}
	if p.badge != (box{}) {
		dc.SetColor(th.Badge)
		dc.DrawCircle(p.bx, p.by, p.br)
		dc.Fill()
		inkCentred(dc, fs.face(fontBold, th.BadgeSize*scale), th.BadgeInk, strconv.Itoa(t.height), p.bx, p.by)
	}
}

// tileParts is where drawTile puts the parts of a tile.
type tileParts struct {
	tile   box     // the tile, lip included
	depth  float64 // the lip's depth
	top    box     // the tile's face, above the lip
	letter fitted  // the face's text
	value  string  // the value shown ("" for none)
	vf     *face
	vx, vy float64 // the value's baseline start, as rightText puts it
	badge  box     // Upwords: the height badge's disc (empty for none)
	bx, by float64 // the badge's centre
	br     float64 // and radius
}

// layTile places the parts of tile t drawn in the square at (x, y) of side
// w: the tile a TileInset in, its value (crossword styles) at the bottom
// right or its height badge (Upwords) at the top right, and its face
// (tileFace) clear of them.
func layTile(fs *faces, st Style, t tileLook, x, y, w, scale float64) tileParts {
	in := th.TileInset
	x, y, w = x+in, y+in, w-2*in
	depth := th.EdgeDepth
	if t.height > 1 {
		depth += float64(min(t.height, 5)-1) * 2
	}
	fh := w - depth // as tile returns it
	p := tileParts{tile: box{x, y, x + w, y + w}, depth: depth, top: box{x, y, x + w, y + fh}}
	lf := fs.face(fontBold, th.LetterSize*scale)
	if st == Upwords {
		r := th.BadgeSize * scale * 0.7
		bx, by := x+w-r-2, y+r+2
		if t.height > 0 {
			p.badge, p.bx, p.by, p.br = box{bx - r, by - r, bx + r, by + r}, bx, by, r
		}
		p.letter = tileFace(fs, lf, t, p.top, x+w/2-w*0.08, y+fh/2+w*0.03, p.badge)
		return p
	}
	showValue := !t.hideValue && t.value >= 0
	dx := 0.0
	if showValue {
		dx = -w * 0.07 // room for the value
	}
	if showValue && t.text() == "Q" {
		dx -= w * 0.05 // keep the Q's tail off the value
	}
	var vbox box
	if showValue {
		p.vf = fs.face(fontBold, th.ValueSize*scale)
		p.value = strconv.Itoa(t.value)
		p.vx, p.vy = x+w-3-textWidth(p.vf, p.value), y+fh-3-capHeight(p.vf)/2+p.vf.capH/2
		vbox = textBox(p.vf, p.value, p.vx, p.vy)
	}
	p.letter = tileFace(fs, lf, t, p.top, x+w/2+dx, y+fh/2-w*0.02, vbox)
	return p
}

// text is what the tile shows: its face, or "?" on a jolly of a rack.
func (t tileLook) text() string {
	if t.qmark {
		return "?"
	}
	return t.letter
}

// tileFace places the face of tile t, whose top (the face above its lip)
// is tile: a plain letter (plainFace) in lf with its capitals centred on
// (cx, cy), as tiles always had it; any other face fitted (fitText) inside
// the tile, a margin in, and clear of obstacle (the value or the height
// badge; an empty box for none), from lf's size (faceSize).
func tileFace(fs *faces, lf *face, t tileLook, tile box, cx, cy float64, obstacle box) fitted {
	s := t.text()
	if plainFace(s) {
		return fitted{lf, cx - textWidth(lf, s)/2, cy + lf.capH/2}
	}
	m := (tile.x1 - tile.x0) * 0.06
	room := fitRoom{area: box{tile.x0 + m, tile.y0 + m, tile.x1 - m, tile.y1 - m}, cx: cx, cy: cy}
	if obstacle != (box{}) {
		room.avoid = []box{obstacle.grow(math.Max(1.5, m/2))}
	}
	return fitText(fs, fontBold, s, faceSize(fs, s, lf.size, room), room)
}
