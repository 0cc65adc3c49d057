package render

import "image/color"

// theme holds every colour and layout measure of the pictures, so that a new
// look is one edit: change defaultTheme (and update the golden hashes, see
// render_test.go).
type theme struct {
	// Page and panels.
	Background color.RGBA // the whole picture
	Panel      color.RGBA // the board plate behind the squares
	Tray       color.RGBA // Boggle/Ruzzle tray behind the cubes
	Muted      color.RGBA // coordinates, captions
	Text       color.RGBA // text on the background

	// Squares of the crossword boards.
	Empty   color.RGBA // a plain empty square
	DL, TL  color.RGBA // letter premiums
	DW, TW  color.RGBA // word premiums
	Centre  color.RGBA // Scarabeo's start square (Scrabble's is a DW)
	Star    color.RGBA // the centre star
	LabelOn map[Premium]color.RGBA

	// Tiles and cubes.
	Tile       color.RGBA // face of a tile or cube
	TileEdge   color.RGBA // darker lip under a tile (depth)
	Ink        color.RGBA // letters on tiles
	Jolly      color.RGBA // face of a jolly/blank
	JollyEdge  color.RGBA
	JollyInk   color.RGBA
	Fresh      color.RGBA // face of a tile of the last move
	FreshEdge  color.RGBA
	LastRing   color.RGBA // outline of the last move's squares
	Ghost      color.RGBA // face of a proposed (hint) tile
	GhostEdge  color.RGBA
	GhostInk   color.RGBA
	GhostRing  color.RGBA
	Stack      [5]color.RGBA // Upwords faces by height 1..5
	StackEdge  [5]color.RGBA
	Badge      color.RGBA // Upwords height badge
	BadgeInk   color.RGBA
	UpCentre   color.RGBA  // Upwords centre squares
	LightInk   color.RGBA  // letters on dark premium cubes (Ruzzle TL/TW)
	PathLine   color.NRGBA // Boggle/Ruzzle path overlay (translucent)
	PathEdge   color.RGBA  // dark outline of the path line and arrows: contrast over premium colours
	PathRing   color.RGBA
	PathBadge  color.RGBA
	PathInk    color.RGBA
	WinnerStar color.RGBA

	// Crossword boards (Scarabeo, Scrabble, Upwords).
	BoardCell   int     // square pitch, px; letters need >= 24 px cap height
	UpwordsCell int     // square pitch of Upwords boards up to UpwordsSpan/UpwordsCell squares
	UpwordsSpan int     // larger Upwords boards shrink towards UpwordsMin to keep this width
	UpwordsMin  int     // smallest Upwords square pitch (20x20)
	BoardGap    int     // gap between squares, px
	BoardCoord  int     // width of the coordinate band on each edge, px
	BoardPad    int     // space around the plate, px
	SquareR     float64 // corner radius of an empty square
	TileR       float64 // corner radius of a tile
	TileInset   float64 // tile inset inside its square
	LetterSize  float64 // tile letter font size, px
	ValueSize   float64 // tile value font size, px
	LabelSize   float64 // premium label font size, px
	CoordSize   float64 // coordinate font size, px
	BadgeSize   float64 // Upwords height badge font size, px
	RingWidth   float64 // outline of last move / ghost squares
	EdgeDepth   float64 // depth of the tile lip, px
	RackCell    int     // rack tile pitch, px
	RackPad     int     // padding around the rack tiles, px
	RackScale   float64 // rack fonts relative to board fonts

	// Boggle/Ruzzle grids: cell pitch is GridSpan/n clamped to
	// [GridCellMin, GridCellMax]; fonts scale with the cell.
	GridSpan    int
	GridCellMin int
	GridCellMax int
	GridPad     int     // space around the tray, px
	GridTrayPad int     // tray margin around the cubes, px
	CubeInset   float64 // fraction of the cell left around a cube
	CubeR       float64 // corner radius, fraction of the cell
	CubeLetter  float64 // letter size, fraction of the cell
	CubeSmall   float64 // value/label/step size, fraction of the cell
	PathWidth   float64 // path line width, fraction of the cell
	LegendRow   int     // height of one legend row, px
	LegendSize  float64 // legend font size, px

	// End-of-round scoreboard.
	ScoreMinWidth int
	ScoreRow      int     // height of one player line, px
	ScoreSize     float64 // player line font size, px
	TitleSize     float64 // best-word line font size, px
	MaxScoreLines int     // lines shown; more are summarised as "+N more"
}

// defaultTheme is the one look wordbot ships: flat colours on a dark page,
// readable in Discord's dark mode on a phone.
var defaultTheme = theme{
	Background: rgb(0x1B, 0x1E, 0x28),
	Panel:      rgb(0x10, 0x12, 0x19),
	Tray:       rgb(0x24, 0x4A, 0x9A),
	Muted:      rgb(0x9A, 0xA4, 0xB8),
	Text:       rgb(0xF2, 0xF4, 0xF8),

	Empty:  rgb(0x2E, 0x34, 0x45),
	DL:     rgb(0x7F, 0xC4, 0xEE),
	TL:     rgb(0x25, 0x74, 0xD0),
	DW:     rgb(0xF0, 0x94, 0xAE),
	TW:     rgb(0xDC, 0x3E, 0x45),
	Centre: rgb(0x4A, 0x3F, 0x2A),
	Star:   rgb(0xFF, 0xC8, 0x3D),
	LabelOn: map[Premium]color.RGBA{
		DL: rgb(0x12, 0x35, 0x52),
		TL: rgb(0xFF, 0xFF, 0xFF),
		DW: rgb(0x5A, 0x14, 0x2A),
		TW: rgb(0xFF, 0xFF, 0xFF),
	},

	Tile:       rgb(0xF6, 0xE7, 0xC8),
	TileEdge:   rgb(0xC9, 0xAE, 0x80),
	Ink:        rgb(0x2A, 0x22, 0x18),
	Jolly:      rgb(0xD9, 0xD0, 0xFA),
	JollyEdge:  rgb(0x9C, 0x8C, 0xD8),
	JollyInk:   rgb(0x3F, 0x2C, 0x8C),
	Fresh:      rgb(0xFF, 0xDF, 0x7A),
	FreshEdge:  rgb(0xD8, 0xA8, 0x30),
	LastRing:   rgb(0xFF, 0x8A, 0x1E),
	Ghost:      rgb(0xBF, 0xF2, 0xC9),
	GhostEdge:  rgb(0x6F, 0xC4, 0x84),
	GhostInk:   rgb(0x11, 0x5E, 0x2C),
	GhostRing:  rgb(0x2E, 0xCC, 0x71),
	Stack:      [5]color.RGBA{rgb(0xF6, 0xEC, 0xD8), rgb(0xEE, 0xD9, 0xAE), rgb(0xE4, 0xC2, 0x82), rgb(0xD8, 0xA8, 0x5A), rgb(0xC8, 0x8C, 0x38)},
	StackEdge:  [5]color.RGBA{rgb(0xC6, 0xB4, 0x94), rgb(0xBE, 0xA0, 0x6E), rgb(0xB0, 0x8A, 0x4A), rgb(0x9E, 0x72, 0x2E), rgb(0x88, 0x5A, 0x18)},
	Badge:      rgb(0x2A, 0x22, 0x18),
	BadgeInk:   rgb(0xFF, 0xFF, 0xFF),
	UpCentre:   rgb(0x3E, 0x4E, 0x6E),
	LightInk:   rgb(0xFF, 0xFF, 0xFF),
	PathLine:   color.NRGBA{0xFF, 0x8C, 0x00, 0xC0}, // translucent orange
	PathEdge:   rgb(0x1B, 0x1E, 0x28),
	PathRing:   rgb(0xFF, 0x9F, 0x1C),
	PathBadge:  rgb(0xFF, 0x9F, 0x1C),
	PathInk:    rgb(0x1B, 0x1E, 0x28),
	WinnerStar: rgb(0xFF, 0xC8, 0x3D),

	BoardCell:   50,
	UpwordsCell: 60,
	UpwordsSpan: 720,
	UpwordsMin:  44,
	BoardGap:    2,
	BoardCoord:  26,
	BoardPad:    6,
	SquareR:     4,
	TileR:       7,
	TileInset:   1,
	LetterSize:  34,
	ValueSize:   13,
	LabelSize:   15,
	CoordSize:   15,
	BadgeSize:   13,
	RingWidth:   3,
	EdgeDepth:   4,
	RackCell:    72,
	RackPad:     12,
	RackScale:   1.3,

	GridSpan:    600,
	GridCellMin: 48,
	GridCellMax: 120,
	GridPad:     16,
	GridTrayPad: 10,
	CubeInset:   0.05,
	CubeR:       0.14,
	CubeLetter:  0.52,
	CubeSmall:   0.19,
	PathWidth:   0.07,
	LegendRow:   34,
	LegendSize:  16,

	ScoreMinWidth: 480,
	ScoreRow:      40,
	ScoreSize:     22,
	TitleSize:     24,
	MaxScoreLines: 10,
}

// th is the theme in use.
var th = defaultTheme

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 0xFF} }
