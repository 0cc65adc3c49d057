package render

import (
	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
)

// This file reads the games' state into the plain pictures of this package,
// so that every caller (the bot, the command line) draws a game the same way.

// BoggleGrid returns the Grid of a Boggle board with path drawn on it (nil
// for none). With qu, a Q cube reads "Qu" (the qu_face option).
func BoggleGrid(b boggle.Board, qu bool, path boggle.Path) Grid {
	n := b.Size()
	g := Grid{Size: n, Letters: make([]string, 0, n*n)}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			l := string(b.At(r, c))
			if qu && l == "Q" {
				l = "Qu"
			}
			g.Letters = append(g.Letters, l)
		}
	}
	for _, p := range path {
		g.Path = append(g.Path, Cell{Row: p.Row, Col: p.Col})
	}
	return g
}

// RuzzleGrid returns the Grid of a Ruzzle board, with each letter's value
// in the board's value table and its bonus squares, and path drawn on it.
func RuzzleGrid(b *ruzzle.Board, path ruzzle.Path) Grid {
	n := b.Size()
	letters := b.Letters()
	g := Grid{Size: n, Letters: make([]string, 0, n*n), Values: make([]int, 0, n*n), Bonus: []byte(b.Bonuses())}
	for i := 0; i < len(letters); i++ {
		g.Letters = append(g.Letters, letters[i:i+1])
		g.Values = append(g.Values, b.Scoring.Values.Value(letters[i]))
	}
	for _, p := range path {
		g.Path = append(g.Path, Cell{Row: p.Row, Col: p.Col})
	}
	return g
}

// CrosswordBoard returns the Board of a Scarabeo or Scrabble board: every
// tile with its value as the variant scores it, the premiums, the squares of
// the last move highlighted and ghost (a proposed move, such as a hint)
// drawn as tiles not yet played.
func CrosswordBoard(b *scarabeo.Board, last []crossword.Pos, ghost []crossword.Placed) Board {
	v := b.Variant()
	rb := Board{Size: b.Size(), Style: Scarabeo}
	if v.Name == "scrabble" {
		rb.Style = Scrabble
	}
	for r := 0; r < b.Size(); r++ {
		for c := 0; c < b.Size(); c++ {
			p := crossword.Pos{Row: r, Col: c}
			sq := Square{Premium: crosswordPremium(b.Premium(p))}
			if p == v.Centre {
				sq.Premium = Centre
			}
			if t, ok := b.At(p); ok {
				sq.Letter, sq.Jolly, sq.Value = 'A'+t.Letter, t.Jolly, v.TileValue(t)
			}
			rb.Squares = append(rb.Squares, sq)
		}
	}
	for _, p := range last {
		rb.Last = append(rb.Last, Cell{Row: p.Row, Col: p.Col})
	}
	for _, t := range ghost {
		rb.Ghost = append(rb.Ghost, Tile{Row: t.Pos.Row, Col: t.Pos.Col, Letter: 'A' + t.Tile.Letter,
			Jolly: t.Tile.Jolly, Value: v.TileValue(t.Tile)})
	}
	return rb
}

func crosswordPremium(p scarabeo.Premium) Premium {
	switch p {
	case scarabeo.DoubleLetter:
		return DL
	case scarabeo.TripleLetter:
		return TL
	case scarabeo.DoubleWord:
		return DW
	case scarabeo.TripleWord:
		return TW
	}
	return None
}

// CrosswordRack returns the Rack picture of a Scarabeo or Scrabble rack.
func CrosswordRack(v *scarabeo.Variant, r crossword.Rack) Rack {
	rk := Rack{Style: Scarabeo}
	if v.Name == "scrabble" {
		rk.Style = Scrabble
	}
	for _, t := range r.Tiles() {
		if t == crossword.Jolly {
			rk.Tiles = append(rk.Tiles, RackTile{Jolly: true})
			continue
		}
		rk.Tiles = append(rk.Tiles, RackTile{Letter: 'A' + t, Value: v.TileValue(crossword.Tile{Letter: t})})
	}
	return rk
}

// UpwordsBoard returns the Board of an Upwords board: each stack's top
// letter and height, the centre squares, the last move's squares highlighted
// and ghost (a proposed move) drawn as tiles not yet played.
func UpwordsBoard(b *upwords.Board, last []crossword.Pos, ghost []crossword.Placed) Board {
	rb := Board{Size: b.Size(), Style: Upwords}
	for r := 0; r < b.Size(); r++ {
		for c := 0; c < b.Size(); c++ {
			p := crossword.Pos{Row: r, Col: c}
			s := b.At(p)
			sq := Square{Letter: s.Letter, Height: s.Height}
			if b.Centre(p) {
				sq.Premium = Centre
			}
			rb.Squares = append(rb.Squares, sq)
		}
	}
	for _, p := range last {
		rb.Last = append(rb.Last, Cell{Row: p.Row, Col: p.Col})
	}
	for _, t := range ghost {
		rb.Ghost = append(rb.Ghost, Tile{Row: t.Pos.Row, Col: t.Pos.Col, Letter: 'A' + t.Tile.Letter})
	}
	return rb
}

// UpwordsRack returns the Rack picture of an Upwords hand.
func UpwordsRack(r crossword.Rack) Rack {
	rk := Rack{Style: Upwords}
	for _, t := range r.Tiles() {
		rk.Tiles = append(rk.Tiles, RackTile{Letter: 'A' + t})
	}
	return rk
}

// TurnBoard returns the Board of a crossword game in play (Scarabeo,
// Scrabble or Upwords): its tiles, the last move's squares highlighted, and
// ghost (a proposed move, such as a hint; nil for none) drawn with the
// move's own tiles. A game of another kind gives an empty Board, which
// BoardImage refuses.
func TurnBoard(g crossword.TurnGame, ghost *crossword.Move) Board {
	var tiles []crossword.Placed
	if ghost != nil {
		tiles = ghost.Tiles
	}
	switch g := g.(type) {
	case *scarabeo.Game:
		return CrosswordBoard(g.Board(), g.LastMove(), tiles)
	case *upwords.Game:
		return UpwordsBoard(g.Board(), g.LastMove(), tiles)
	}
	return Board{}
}

// TurnRack returns the Rack picture of a player's tiles in a crossword game.
func TurnRack(g crossword.TurnGame, player int) Rack {
	switch g := g.(type) {
	case *scarabeo.Game:
		return CrosswordRack(g.Variant(), g.Rack(player))
	case *upwords.Game:
		return UpwordsRack(g.Rack(player))
	}
	return Rack{}
}
