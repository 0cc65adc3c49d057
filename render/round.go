package render

import (
	"image"
	"strconv"
)

// ScoreLine is one player's line on the end-of-round scoreboard.
type ScoreLine struct {
	Name   string
	Points int  // the player's total
	Winner bool // marked with a star (several players may share a win)
}

// RoundImage draws the end of a Boggle or Ruzzle round: the grid with
// g.Path (the best word's path) and below it the scoreboard: the best word
// and its points (omitted when best is ""), then one line per player in the
// order given, winners starred. Names too wide are shortened with "…";
// beyond ten lines (theme.go) the last line says how many more players.
// Errors are those of GridImage.
func RoundImage(g Grid, scores []ScoreLine, best string, bestPoints int) (image.Image, error) {
	if err := checkGrid(g); err != nil {
		return nil, err
	}
	var fs faces
	defer fs.release()
	gl := newGridLayout(g)
	w := max(gl.width, th.ScoreMinWidth)
	words := g.Labels.orEnglish()

	shown := scores
	more := 0
	if len(shown) > th.MaxScoreLines {
		more = len(shown) - (th.MaxScoreLines - 1)
		shown = shown[:th.MaxScoreLines-1]
	}
	rows := len(shown)
	if more > 0 {
		rows++
	}
	pad := float64(th.GridPad)
	row := float64(th.ScoreRow)
	header := 0.0
	if best != "" {
		header = row * 1.5
	}
	panelH := header + float64(rows)*row + pad
	switch {
	case rows == 0 && header == 0:
		panelH = 0
	case rows == 0:
		panelH = header + pad/2 // the best word alone: no empty rows under it
	}
	h := gl.height
	if panelH > 0 {
		h += int(panelH + pad)
	}

	dc := newCanvas(w, h)
	gl.left = float64((w - gl.width) / 2)
	drawGrid(dc, &fs, g, gl)
	if panelH == 0 {
		return dc.Image(), nil
	}

	top := float64(gl.height)
	left, right := pad, float64(w)-pad
	panel(dc, th.Background, th.Panel, left, top, right-left, panelH, 12)
	in := 16.0
	y := top + pad/2

	if best != "" {
		lab := fs.face(fontMedium, th.ScoreSize*0.8)
		big := fs.face(fontBold, th.TitleSize*1.2)
		pts := fs.face(fontBold, th.TitleSize)
		cy := y + header/2
		leftText(dc, lab, th.Muted, words.BestWord, left+in, cy)
		p := "+" + strconv.Itoa(bestPoints)
		rightText(dc, pts, th.PathBadge, p, right-in, cy)
		wx := left + in + textWidth(lab, words.BestWord) + 14
		room := right - in - textWidth(pts, p) - 14 - wx
		leftText(dc, big, th.Text, fit(big, best, room), wx, cy)
		y += header
		if rows > 0 {
			dc.SetColor(th.Empty)
			dc.DrawRectangle(left+in, y-1, right-left-2*in, 2)
			dc.Fill()
		}
	}

	name := fs.face(fontMedium, th.ScoreSize)
	bold := fs.face(fontBold, th.ScoreSize)
	for _, s := range shown {
		cy := y + row/2
		if s.Winner {
			panel(dc, th.Panel, th.Empty, left+in/2, y+3, right-left-in, row-6, 8)
			star(dc, th.WinnerStar, left+in+11, cy, 11)
		}
		pts := strconv.Itoa(s.Points)
		face := name
		if s.Winner {
			face = bold
		}
		nx := left + in + 30
		rightText(dc, bold, th.Text, pts, right-in, cy)
		leftText(dc, face, th.Text, fit(face, s.Name, right-in-textWidth(bold, pts)-16-nx), nx, cy)
		y += row
	}
	if more > 0 {
		leftText(dc, name, th.Muted, words.MoreText(more), left+in+30, y+row/2)
	}
	return dc.Image(), nil
}
