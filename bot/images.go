package bot

import (
	"image"

	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/render"
)

// wordBoardImage draws a Boggle or Ruzzle board, with path when given, as a
// PNG attachment; nil when images are off or drawing fails.
func wordBoardImage(r *wordRound, bd wordBoard, path []cell, name string) *File {
	if noImages(r) {
		return nil
	}
	return pngFile(name)(render.GridImage(wordGrid(r, bd, path)))
}

// roundImage draws the end of a round: the board with the best word's path
// and the scoreboard below it, as a PNG attachment; nil when images are off
// or drawing fails.
func roundImage(r *wordRound, bd wordBoard, path []cell, lines []render.ScoreLine, best string, bestPoints int) *File {
	if noImages(r) {
		return nil
	}
	return pngFile("result.png")(render.RoundImage(wordGrid(r, bd, path), lines, best, bestPoints))
}

// pngFile returns a function encoding a drawn picture as the attachment
// name (nil when drawing or encoding failed).
func pngFile(name string) func(image.Image, error) *File {
	return func(img image.Image, err error) *File {
		if err != nil {
			return nil
		}
		data, err := render.PNG(img)
		if err != nil {
			return nil
		}
		return &File{Name: name, ContentType: "image/png", Data: data}
	}
}

// wordGrid is the picture of a Boggle or Ruzzle board with path.
func wordGrid(r *wordRound, bd wordBoard, path []cell) render.Grid {
	g := render.Grid{Size: r.Size}
	for _, row := range bd.Rows() {
		for i := 0; i < len(row); i++ {
			g.Letters = append(g.Letters, string(row[i]))
		}
	}
	if r.Kind == "ruzzle" && len(r.Bonuses) == r.Size*r.Size {
		t := ruzzle.ValuesIT
		if r.Lang == "en" {
			t = ruzzle.ValuesEN
		}
		if v, err := ruzzle.ParseValueTable(r.Values); err == nil && r.Values != "" {
			t = v
		}
		g.Bonus = []byte(r.Bonuses)
		for _, l := range g.Letters {
			g.Values = append(g.Values, t.Value(l[0]))
		}
	}
	for _, c := range path {
		g.Path = append(g.Path, render.Cell{Row: c.R, Col: c.C})
	}
	return g
}

// noImages is set per round by the bot's NoImages option.
func noImages(r *wordRound) bool { return r.NoImages }
