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
	Letter  byte    // 0 for an empty square, else 'A'..'Z'
	Jolly   bool    // the tile is a jolly (blank) standing for Letter
	Value   int     // the points printed on the tile (a jolly's as the game scores it)
	Premium Premium // the square's bonus
	Height  int     // Upwords: tiles in the stack (1..5)
}

// Tile is a tile at a square: a proposed move's tiles (Board.Ghost).
type Tile struct {
	Row, Col int
	Letter   byte // 'A'..'Z'
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
// not hold Size*Size squares. Letters outside A-Z (lower case is folded) are
// drawn as empty squares; Last and Ghost cells off the board are skipped.
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
		items := []legendItem{
			{th.DL, th.LabelOn[DL], Scarabeo.label(DL), "double letter"},
			{th.TL, th.LabelOn[TL], Scarabeo.label(TL), "triple letter"},
			{th.DW, th.LabelOn[DW], Scarabeo.label(DW), "double word (parola)"},
			{th.TW, th.LabelOn[TW], Scarabeo.label(TW), "triple word (parola)"},
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
		if (Cell{t.Row, t.Col}).in(n) && letter(t.Letter) != 0 {
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
					if letter(sq.Letter) != 0 {
						h = max(sq.Height, 1) + 1
					}
				}
				ink := th.GhostInk
				if t.Jolly {
					ink = th.JollyInk // a jolly in the proposed move keeps the jollies' letter colour
				}
				k.tile = tileLook{letter: letter(t.Letter), value: t.Value, height: h,
					face: th.Ghost, edge: th.GhostEdge, ink: ink}
				k.ring = th.GhostRing
			} else {
				if letter(sq.Letter) != 0 {
					k.tile = squareLook(b.Style, sq, last[i])
				}
				if last[i] {
					k.ring = th.LastRing
				}
			}
			if b.Style == Upwords {
				k.tile.value = 0 // not shown: one picture for every value
			}
			if k.tile.letter != 0 && k.premium == Centre {
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
	tile        tileLook   // letter 0: no tile
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
	covered := k.tile.letter != 0
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

// letter folds l to 'A'..'Z', or 0 when it is not a letter.
func letter(l byte) byte {
	switch {
	case l >= 'A' && l <= 'Z':
		return l
	case l >= 'a' && l <= 'z':
		return l - 'a' + 'A'
	}
	return 0
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
	letter           byte
	value            int
	height           int // Upwords stack height, 0 elsewhere
	face, edge, ink  color.RGBA
	hideValue, qmark bool
}

// squareLook picks the colours of the tile on sq.
func squareLook(st Style, sq Square, fresh bool) tileLook {
	t := tileLook{letter: letter(sq.Letter), value: sq.Value, face: th.Tile, edge: th.TileEdge, ink: th.Ink}
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
	in := th.TileInset
	x, y, w = x+in, y+in, w-2*in
	depth := th.EdgeDepth
	if t.height > 1 {
		depth += float64(min(t.height, 5)-1) * 2
	}
	fh := tile(dc, t.face, t.edge, x, y, w, w, th.TileR, depth)
	if t.height > 1 {
		// one line in the lip per tile under the top one
		dc.SetColor(shade(t.edge, 0.3))
		for k := 1; k < min(t.height, 5); k++ {
			dc.DrawRectangle(x+th.TileR, math.Round(y+fh)+float64(2*k), w-2*th.TileR, 1)
			dc.Fill()
		}
	}
	s := string(rune(t.letter))
	if t.qmark {
		s = "?"
	}
	lf := fs.face(fontBold, th.LetterSize*scale)
	if st == Upwords {
		centred(dc, lf, t.ink, s, x+w/2-w*0.08, y+fh/2+w*0.03)
		if t.height > 0 {
			r := th.BadgeSize * scale * 0.7
			bx, by := x+w-r-2, y+r+2
			dc.SetColor(th.Badge)
			dc.DrawCircle(bx, by, r)
			dc.Fill()
			inkCentred(dc, fs.face(fontBold, th.BadgeSize*scale), th.BadgeInk, strconv.Itoa(t.height), bx, by)
		}
		return
	}
	showValue := !t.hideValue && t.value >= 0
	dx := 0.0
	if showValue {
		dx = -w * 0.07 // room for the value
	}
	if showValue && s == "Q" {
		dx -= w * 0.05 // keep the Q's tail off the value
	}
	centred(dc, lf, t.ink, s, x+w/2+dx, y+fh/2-w*0.02)
	if showValue {
		vf := fs.face(fontBold, th.ValueSize*scale)
		rightText(dc, vf, t.ink, strconv.Itoa(t.value), x+w-3, y+fh-3-capHeight(vf)/2)
	}
}
