package render

import (
	"flag"
	"image"
	"os"
	"path/filepath"
	"testing"
)

var outDir = flag.String("out", "", "write the sample pictures as PNG files into this folder")

// TestWriteSamples writes every sample picture to -out, for looking at them.
func TestWriteSamples(t *testing.T) {
	if *outDir == "" {
		t.Skip("no -out folder")
	}
	for name, f := range samplePictures() {
		img, err := f()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		b, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*outDir, name+".png"), b, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %dx%d, %d bytes", name, img.Bounds().Dx(), img.Bounds().Dy(), len(b))
	}
}

// samplePictures draws every sample input.
func samplePictures() map[string]func() (image.Image, error) {
	return map[string]func() (image.Image, error){
		"scarabeo": func() (image.Image, error) { return BoardImage(sampleScarabeo()) },
		"scrabble": func() (image.Image, error) { return BoardImage(sampleScrabble()) },
		"upwords":  func() (image.Image, error) { return BoardImage(sampleUpwords()) },
		"ruzzle":   func() (image.Image, error) { return GridImage(sampleRuzzle()) },
		"boggle":   func() (image.Image, error) { return GridImage(sampleBoggle()) },
		"round_boggle": func() (image.Image, error) {
			return RoundImage(sampleBoggle(), sampleScores(), "NEGRO", 2)
		},
		"round_ruzzle": func() (image.Image, error) {
			return RoundImage(sampleRuzzle(), sampleScores(), "PASTONT", 102)
		},
		"empty_scrabble": func() (image.Image, error) {
			b := sampleScrabble()
			for i := range b.Squares {
				b.Squares[i].Letter = ""
			}
			b.Last = nil
			return BoardImage(b)
		},
		"rack_scarabeo": func() (image.Image, error) {
			return RackImage(Rack{Style: Scarabeo, Tiles: []RackTile{{"Q", false, 10}, {"U", false, 4}, {"A", false, 1}, {"", true, 0}, {"Z", false, 8}, {"E", false, 1}, {"M", false, 2}, {"R", false, 1}}})
		},
		"scrabble_es": func() (image.Image, error) { return BoardImage(sampleScrabbleES()) },
		"upwords_de":  func() (image.Image, error) { return BoardImage(sampleUpwordsDE()) },
		"boggle_es":   func() (image.Image, error) { return GridImage(sampleBoggleES()) },
		"ruzzle_pt":   func() (image.Image, error) { return GridImage(sampleRuzzlePT()) },
		"rack_es":     func() (image.Image, error) { return RackImage(rackES()) },
		"rack_upwords_de": func() (image.Image, error) {
			return RackImage(Rack{Style: Upwords, Tiles: []RackTile{{Letter: "Ä"}, {Letter: "Ö"}, {Letter: "Ü"}, {Letter: "CH"}, {Letter: "Ñ"}, {Letter: "Ç"}, {Letter: "E"}}})
		},
		"rack_upwords": func() (image.Image, error) {
			return RackImage(Rack{Style: Upwords, Tiles: []RackTile{{Letter: "C"}, {Letter: "A"}, {Letter: "M"}, {Letter: "I"}, {Letter: "N"}, {Letter: "O"}, {Letter: "Q"}}})
		},
	}
}
