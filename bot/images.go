package bot

import (
	"image"

	"github.com/wordbot/wordbot/games/boggle"

	"github.com/wordbot/wordbot/render"
)

// wordBoardImage draws a Boggle or Ruzzle board, with path when given, as a
// PNG attachment; nil when images are off or drawing fails.
func wordBoardImage(r *wordRound, path boggle.Path, name, desc string, words render.Labels) *File {
	if noImages(r) {
		return nil
	}
	g := r.grid(path)
	g.Labels = words
	return pngFile(name, desc)(render.GridImage(g))
}

// roundImage draws the end of a round: the board with the best word's path
// and the scoreboard below it, as a PNG attachment; nil when images are off
// or drawing fails.
func roundImage(r *wordRound, path boggle.Path, lines []render.ScoreLine, best string, bestPoints int, desc string, words render.Labels) *File {
	if noImages(r) {
		return nil
	}
	g := r.grid(path)
	g.Labels = words
	return pngFile("result.png", desc)(render.RoundImage(g, lines, best, bestPoints))
}

// imageLabels are the pictures' words in the event's language (the
// render package's English ones in English).
func (c *handling) imageLabels() render.Labels {
	return render.Labels{
		DoubleLetter: c.t("double letter"), TripleLetter: c.t("triple letter"),
		DoubleWord: c.t("double word"), TripleWord: c.t("triple word"),
		DoubleWordP: c.t("double word (parola)"), TripleWordP: c.t("triple word (parola)"),
		BestWord: c.t("Best word"), More: countFormat(c.locale, "+%d more", 2), MoreOne: countFormat(c.locale, "+%d more", 1),
	}
}

// pngFile returns a function encoding a drawn picture as the attachment
// name described by desc (nil when drawing or encoding failed).
func pngFile(name, desc string) func(image.Image, error) *File {
	return func(img image.Image, err error) *File {
		if err != nil {
			return nil
		}
		data, err := encodePNG(img)
		if err != nil {
			return nil
		}
		return &File{Name: name, ContentType: "image/png", Data: data, Description: desc}
	}
}

// noImages is set per round by the bot's NoImages option.
func noImages(r *wordRound) bool { return r.NoImages }

// encodePNG encodes a picture render drew and gives its pixels back to
// render for the next one.
func encodePNG(img image.Image) ([]byte, error) {
	defer render.Release(img)
	return render.PNG(img)
}
