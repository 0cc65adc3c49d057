package upwords

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// Tile is a tile a move puts on the board: its square (0-based) and its
// letter, 'A'+letter as lexicon words hold it ('A'..'Z', then '[' for letter
// 26 and so on: Spanish Ñ, German Ä, Portuguese Ç; lexicon.Alphabet).
type Tile struct {
	Row, Col int
	Letter   byte
}

// Move is a legal placement: the crossword games' one Move
// (games/crossword). In Upwords a move is identified by its tiles alone;
// Dir is the line of the tiles, and a single tile's move is counted once,
// across when the tile has a neighbour across (its across word is the main
// word), down otherwise. Word is the whole main word as it reads after the
// move; Tiles are the placed tiles in order along the line (never jollies).
type Move = crossword.Move

// placedOf returns tiles in the Move's form.
func placedOf(tiles []Tile) []crossword.Placed {
	out := make([]crossword.Placed, len(tiles))
	for i, t := range tiles {
		out[i] = crossword.Placed{Pos: crossword.Pos{Row: t.Row, Col: t.Col}, Tile: crossword.Tile{Letter: t.Letter - 'A'}}
	}
	return out
}

// TilesOf returns a move's tiles in the saved form.
func TilesOf(ps []crossword.Placed) []Tile {
	out := make([]Tile, len(ps))
	for i, p := range ps {
		out[i] = Tile{Row: p.Pos.Row, Col: p.Pos.Col, Letter: 'A' + p.Tile.Letter}
	}
	return out
}

// better is the order of hints: higher score first, then the word
// alphabetically, then across before down, then by position. It is a total
// order on moves (a word, direction and start determine the tiles).
func better(a, b *Move) bool {
	if a.Score != b.Score {
		return a.Score > b.Score
	}
	if a.Word != b.Word {
		return a.Word < b.Word
	}
	if a.Dir != b.Dir {
		return a.Dir < b.Dir
	}
	if a.Start.Row != b.Start.Row {
		return a.Start.Row < b.Start.Row
	}
	return a.Start.Col < b.Start.Col
}

// SortMoves orders moves best first (see Hint).
func SortMoves(ms []Move) {
	sort.Slice(ms, func(i, j int) bool { return better(&ms[i], &ms[j]) })
}

// squareName names a square in the players' notation (row then column).
func squareName(p crossword.Pos) string { return crossword.FormatPos(p, crossword.Across) }

// tileJSON is the JSON form of a tile: {"row":4,"col":3,"letter":"C"} (a
// letter beyond Z as its byte: "[" for Spanish Ñ).
type tileJSON struct {
	Row    int    `json:"row"`
	Col    int    `json:"col"`
	Letter string `json:"letter"`
}

// MarshalJSON writes the tile with its letter as a string.
func (t Tile) MarshalJSON() ([]byte, error) {
	return json.Marshal(tileJSON{t.Row, t.Col, string(rune(t.Letter))})
}

// UnmarshalJSON reads a tile written by MarshalJSON.
func (t *Tile) UnmarshalJSON(data []byte) error {
	var j tileJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	if len(j.Letter) != 1 || j.Letter[0] < 'A' || j.Letter[0] > 'A'+lexicon.MaxLetter {
		return fmt.Errorf("tile: %q is not a letter", j.Letter)
	}
	*t = Tile{Row: j.Row, Col: j.Col, Letter: j.Letter[0]}
	return nil
}
