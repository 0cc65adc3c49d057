package render

import (
	"bytes"
	"image"
	"image/png"
	"testing"
)

func pngOf(img image.Image, err error) []byte {
	if err != nil {
		panic(err)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		panic(err)
	}
	return b.Bytes()
}

// The words a picture writes come from its Labels: zero labels are the
// English ones, and each picture that writes words (Ruzzle's legend, the
// round's best word and "+N more", Scarabeo's legend) changes with them.
func TestLabels(t *testing.T) {
	italian := Labels{DoubleLetter: "lettera doppia", TripleLetter: "lettera tripla", DoubleWord: "parola doppia",
		TripleWord: "parola tripla", DoubleWordP: "parola doppia", TripleWordP: "parola tripla", BestWord: "Parola migliore", More: "+%d altri"}
	many := make([]ScoreLine, 14)
	for i := range many {
		many[i] = ScoreLine{Name: "P", Points: i}
	}
	grids := map[string]func(Labels) []byte{
		"ruzzle": func(l Labels) []byte { g := sampleRuzzle(); g.Labels = l; return pngOf(GridImage(g)) },
		"round": func(l Labels) []byte {
			g := sampleBoggle()
			g.Labels = l
			return pngOf(RoundImage(g, many, "QUOTE", 3))
		},
		"scarabeo": func(l Labels) []byte { b := sampleScarabeo(); b.Labels = l; return pngOf(BoardImage(b)) },
	}
	for name, draw := range grids {
		zero, en, it := draw(Labels{}), draw(EnglishLabels), draw(italian)
		if !bytes.Equal(zero, en) {
			t.Errorf("%s: zero labels are not the English ones", name)
		}
		if bytes.Equal(en, it) {
			t.Errorf("%s: the Italian words change nothing", name)
		}
	}
	// Each field on its own: the round picture's two words.
	for _, l := range []Labels{{BestWord: "Parola migliore"}, {More: "+%d altri"}} {
		g := sampleBoggle()
		en := pngOf(RoundImage(g, many, "QUOTE", 3))
		g.Labels = l
		if bytes.Equal(en, pngOf(RoundImage(g, many, "QUOTE", 3))) {
			t.Errorf("%+v changes nothing", l)
		}
	}
}

// TestMoreText: one player left out takes MoreOne; without it, More in the
// language given, never the English one.
func TestMoreText(t *testing.T) {
	it := Labels{More: "+%d altri", MoreOne: "+%d altro"}.orEnglish()
	if got := []string{it.MoreText(1), it.MoreText(2)}; got[0] != "+1 altro" || got[1] != "+2 altri" {
		t.Errorf("Italian: %q", got)
	}
	if got := (Labels{More: "+%d altri"}).orEnglish().MoreText(1); got != "+1 altri" {
		t.Errorf("no MoreOne: %q", got)
	}
	if got := (Labels{}).orEnglish().MoreText(1); got != "+1 more" {
		t.Errorf("English: %q", got)
	}
}
