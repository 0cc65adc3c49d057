package bot

import (
	"bytes"
	"image/png"
	"log/slog"
	"testing"

	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/lexicon"
	"github.com/wordbot/wordbot/render"
)

// A round's picture shows the round's letters as its language writes them
// (the round's lang reaches render.BoggleGrid): the Spanish board NIÑO /
// CHICO is drawn with its Ñ and CH cubes, not as the letters' bytes.
func TestRoundImageLanguage(t *testing.T) {
	const typed = "N I Ñ O CH I C O R A T A S E R A"
	rec := &recorder{}
	b := New(Options{Clock: NewFakeClock(t0), Seed: 7, Logger: slog.New(slog.DiscardHandler), Lexicon: lexicon.Embedded}, rec)
	b.Handle(cmd(alice, "boggle", "start", "board", typed, "minutes", "1", "lang", "es"))
	out := rec.take()
	if len(out) == 0 || len(out[0].R.Files) != 1 {
		t.Fatalf("start %+v", out)
	}
	got, err := png.Decode(bytes.NewReader(out[0].R.Files[0].Data))
	if err != nil {
		t.Fatal(err)
	}
	es, _ := lexicon.AlphabetOf("es")
	board, err := boggle.ParseBoardIn(typed, 4, es)
	if err != nil {
		t.Fatal(err)
	}
	same := func(lang string) bool {
		want, err := render.GridImage(render.BoggleGrid(board, lang, false, nil))
		if err != nil {
			t.Fatal(err)
		}
		if want.Bounds() != got.Bounds() {
			return false
		}
		r := want.Bounds()
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				r1, g1, b1, _ := want.At(x, y).RGBA()
				r2, g2, b2, _ := got.At(x, y).RGBA()
				if r1>>8 != r2>>8 || g1>>8 != g2>>8 || b1>>8 != b2>>8 {
					return false
				}
			}
		}
		return true
	}
	if !same("es") {
		t.Error("the round's picture is not its Spanish board as render draws it")
	}
	if same("") {
		t.Error("the Spanish board draws the same without its language")
	}
}
