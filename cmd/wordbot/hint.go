package main

import (
	"encoding/json"
	"fmt"
	"image"
	"io"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// printHints writes the moves of a hint command as docs/cli.md says: one
// `SCORE POS WORD` line each (text) or one JSON object each (asJSON);
// `no move` in text mode when there is none. jollies: the game has jollies,
// and each tile's object says whether it is one.
// Each move's Word is printed as it is (the caller spells it in its
// language); the tiles' letters in JSON are written as the language of a
// writes them (crossword.Symbol: Ñ, CH), nil writing A-Z.
func printHints(w io.Writer, moves []crossword.Move, asJSON, jollies bool, a *lexicon.Alphabet) {
	if len(moves) == 0 && !asJSON {
		fmt.Fprintln(w, "no move")
	}
	for _, m := range moves {
		if asJSON {
			b, _ := json.Marshal(hintJSON(m, jollies, a))
			fmt.Fprintf(w, "%s\n", b)
		} else {
			fmt.Fprintln(w, m.String())
		}
	}
}

type tileJSON struct {
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Letter string `json:"letter"`
	Jolly  *bool  `json:"jolly,omitempty"`
}

type moveJSON struct {
	Score int        `json:"score"`
	Dir   string     `json:"dir"`
	Row   int        `json:"row"`
	Col   int        `json:"col"`
	Word  string     `json:"word"`
	Tiles []tileJSON `json:"tiles"`
}

// hintJSON is a move's object: {"score":8,"dir":"across","row":4,"col":3,
// "word":"CASA","tiles":[{"row":4,"col":3,"letter":"C"},...]}, each tile
// with "jolly" when the game has jollies.
func hintJSON(m crossword.Move, jollies bool, a *lexicon.Alphabet) moveJSON {
	out := moveJSON{Score: m.Score, Dir: m.Dir.String(), Row: m.Start.Row, Col: m.Start.Col, Word: m.Word, Tiles: []tileJSON{}}
	for _, t := range m.Tiles {
		j := tileJSON{Row: t.Pos.Row, Col: t.Pos.Col, Letter: crossword.Symbol(t.Tile.Letter, a)}
		if jollies {
			j.Jolly = &t.Tile.Jolly
		}
		out.Tiles = append(out.Tiles, j)
	}
	return out
}

// drawHint writes the board of a hint command with its best move drawn into
// path, when path is set; draw makes the picture from the best move's tiles
// (none when there is no move).
func drawHint(path string, best []crossword.Placed, draw func(ghost []crossword.Placed) (image.Image, error)) error {
	if path == "" {
		return nil
	}
	img, err := draw(best)
	return writePNG(path, img, err)
}
