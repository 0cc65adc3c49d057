package main

import (
	"encoding/json"
	"fmt"
	"image"
	"io"
)

// printHints writes the moves of a hint command as docs/cli.md says: one
// `SCORE POS WORD` line each (text) or one JSON object each (asJSON);
// `no move` in text mode when there is none. toJSON gives a move's object.
func printHints[M fmt.Stringer](w io.Writer, moves []M, asJSON bool, toJSON func(M) any) {
	if len(moves) == 0 && !asJSON {
		fmt.Fprintln(w, "no move")
	}
	for _, m := range moves {
		if asJSON {
			b, _ := json.Marshal(toJSON(m))
			fmt.Fprintf(w, "%s\n", b)
		} else {
			fmt.Fprintln(w, m.String())
		}
	}
}

// drawHint writes the board of a hint command with its best move drawn into
// path, when path is set; draw makes the picture from the best move's tiles
// (none when there is no move).
func drawHint[T any](path string, best []T, draw func(ghost []T) (image.Image, error)) error {
	if path == "" {
		return nil
	}
	img, err := draw(best)
	return writePNG(path, img, err)
}
