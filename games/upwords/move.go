package upwords

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/wordbot/wordbot/games/crossword"
)

// Tile is a tile a move puts on the board: its square (0-based) and its
// letter ('A'..'Z').
type Tile struct {
	Row, Col int
	Letter   byte
}

// Move is a legal placement: the set of tiles put on the board, with the
// main word they make. A move is identified by its tiles alone. Dir is the
// line of the tiles; a single tile's move is counted once, across when the
// tile has a neighbour across (its across word is the main word), down
// otherwise.
type Move struct {
	Pos   crossword.Pos // first square of the main word
	Dir   crossword.Dir
	Word  string // the whole main word as it reads after the move
	Tiles []Tile // the placed tiles, in order along the line
	Score int
}

// Notation returns the main word's start in the players' notation: "5E"
// across, "E5" down.
func (m Move) Notation() string { return crossword.FormatPos(m.Pos, m.Dir) }

// String writes the move as the hint command prints it: "SCORE POS WORD".
func (m Move) String() string { return fmt.Sprintf("%d %s %s", m.Score, m.Notation(), m.Word) }

// Key identifies the move by its tiles: "row,col,L" for each tile, sorted.
func (m Move) Key() string {
	parts := make([]string, len(m.Tiles))
	for i, t := range m.Tiles {
		parts[i] = fmt.Sprintf("%d,%d,%c", t.Row, t.Col, t.Letter)
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
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
	if a.Pos.Row != b.Pos.Row {
		return a.Pos.Row < b.Pos.Row
	}
	return a.Pos.Col < b.Pos.Col
}

// SortMoves orders moves best first (see Hint).
func SortMoves(ms []Move) {
	sort.Slice(ms, func(i, j int) bool { return better(&ms[i], &ms[j]) })
}

// squareName names a square in the players' notation (row then column).
func squareName(p crossword.Pos) string { return crossword.FormatPos(p, crossword.Across) }

// tileJSON is the JSON form of a tile: {"row":4,"col":3,"letter":"C"}.
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
	if len(j.Letter) != 1 || j.Letter[0] < 'A' || j.Letter[0] > 'Z' {
		return fmt.Errorf("tile: %q is not a letter A-Z", j.Letter)
	}
	*t = Tile{Row: j.Row, Col: j.Col, Letter: j.Letter[0]}
	return nil
}

// moveJSON is the JSON form of a move (the hint objects of docs/cli.md).
type moveJSON struct {
	Score int    `json:"score"`
	Dir   string `json:"dir"`
	Row   int    `json:"row"`
	Col   int    `json:"col"`
	Word  string `json:"word"`
	Tiles []Tile `json:"tiles"`
}

// MarshalJSON writes the move as the hint command does:
// {"score":8,"dir":"across","row":4,"col":3,"word":"CASA","tiles":[...]}.
func (m Move) MarshalJSON() ([]byte, error) {
	tiles := m.Tiles
	if tiles == nil {
		tiles = []Tile{}
	}
	return json.Marshal(moveJSON{m.Score, m.Dir.String(), m.Pos.Row, m.Pos.Col, m.Word, tiles})
}

// UnmarshalJSON reads a move written by MarshalJSON.
func (m *Move) UnmarshalJSON(data []byte) error {
	var j moveJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	var d crossword.Dir
	switch j.Dir {
	case "across":
	case "down":
		d = crossword.Down
	default:
		return fmt.Errorf("move: direction %q is not across or down", j.Dir)
	}
	*m = Move{Pos: crossword.Pos{Row: j.Row, Col: j.Col}, Dir: d, Word: j.Word, Tiles: j.Tiles, Score: j.Score}
	return nil
}
