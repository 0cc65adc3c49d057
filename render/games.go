package render

import (
	"github.com/wordbot/wordbot/games/boggle"
	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/ruzzle"
	"github.com/wordbot/wordbot/games/scarabeo"
	"github.com/wordbot/wordbot/games/upwords"
	"github.com/wordbot/wordbot/lexicon"
)

// This file reads the games' state into the plain pictures of this package,
// so that every caller (the bot, the command line) draws a game the same way.
// The engines hold letters as numbers (0..25 for A-Z, then a language's own
// letters, lexicon.AlphabetOf); each tile or cube shows its letter as the
// game's language writes it: "A", "Ñ", "CH", "Ä", "Ç".

// alphabetOf is lang's alphabet, or nil for a language without one ("":
// letters A-Z only).
func alphabetOf(lang string) *lexicon.Alphabet {
	a, err := lexicon.AlphabetOf(lang)
	if err != nil {
		return nil
	}
	return a
}

// faceOf is letter l (0.., as the engines number letters) of alphabet a as
// its tile shows it: "A".."Z", "Ñ", "CH", ...; "?" for a letter beyond Z
// that a has not (nil a: letters A-Z only).
func faceOf(a *lexicon.Alphabet, l byte) string {
	if l < 26 {
		return asciiFaces[l]
	}
	if a != nil {
		if s := a.Symbol(l); s != "" {
			return s
		}
	}
	return "?"
}

// BoggleGrid returns the Grid of a Boggle board of the round's language
// lang (boggle.Rules.Lang; "" for A-Z) with path drawn on it (nil for none):
// letters beyond Z as lang writes them ("Ñ", "CH", "Ä"). With qu, a Q cube
// reads "Qu" (the qu_face option).
func BoggleGrid(b boggle.Board, lang string, qu bool, path boggle.Path) Grid {
	n := b.Size()
	a := alphabetOf(lang)
	g := Grid{Size: n, Letters: make([]string, 0, n*n)}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			l := faceOf(a, b.At(r, c)-'A')
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

// RuzzleGrid returns the Grid of a Ruzzle board of the round's language
// lang, with each letter's value in the board's value table and its bonus
// squares, and path drawn on it: letters beyond Z as lang writes them. An
// empty lang is the language of the value table (ruzzle.ValuesES is
// Spanish's, on Spanish letters).
func RuzzleGrid(b *ruzzle.Board, lang string, path ruzzle.Path) Grid {
	n := b.Size()
	letters := b.Letters()
	if lang == "" {
		lang = b.Scoring.Values.String()
	}
	a := alphabetOf(lang)
	g := Grid{Size: n, Letters: make([]string, 0, n*n), Values: make([]int, 0, n*n), Bonus: []byte(b.Bonuses())}
	for i := 0; i < len(letters); i++ {
		l := letters[i] - 'A'
		g.Letters = append(g.Letters, faceOf(a, l))
		g.Values = append(g.Values, b.Scoring.Values.Value(l))
	}
	for _, p := range path {
		g.Path = append(g.Path, Cell{Row: p.Row, Col: p.Col})
	}
	return g
}

// CrosswordBoard returns the Board of a Scarabeo or Scrabble board: every
// tile with its value as the variant scores it, the premiums, the squares of
// the last move highlighted and ghost (a proposed move, such as a hint)
// drawn as tiles not yet played. Letters beyond Z are written as the
// variant's tile language writes them (tileAlphabet).
func CrosswordBoard(b *scarabeo.Board, last []crossword.Pos, ghost []crossword.Placed) Board {
	v := b.Variant()
	a := tileAlphabet(v)
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
				sq.Letter, sq.Jolly, sq.Value = faceOf(a, t.Letter), t.Jolly, v.TileValue(t)
			}
			rb.Squares = append(rb.Squares, sq)
		}
	}
	for _, p := range last {
		rb.Last = append(rb.Last, Cell{Row: p.Row, Col: p.Col})
	}
	for _, t := range ghost {
		rb.Ghost = append(rb.Ghost, Tile{Row: t.Pos.Row, Col: t.Pos.Col, Letter: faceOf(a, t.Tile.Letter),
			Jolly: t.Tile.Jolly, Value: v.TileValue(t.Tile)})
	}
	return rb
}

// tileAlphabet is the alphabet of v's tiles (Variant.TileLanguage: Scrabble
// in Spanish has Spanish tiles).
func tileAlphabet(v *scarabeo.Variant) *lexicon.Alphabet { return alphabetOf(v.TileLanguage()) }

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
	a := tileAlphabet(v)
	for _, t := range r.Tiles() {
		if t == crossword.Jolly {
			rk.Tiles = append(rk.Tiles, RackTile{Jolly: true})
			continue
		}
		rk.Tiles = append(rk.Tiles, RackTile{Letter: faceOf(a, t), Value: v.TileValue(crossword.Tile{Letter: t})})
	}
	return rk
}

// UpwordsBoard returns the Board of an Upwords board whose tiles are those
// of bag lang (upwords.Config.Tiles: "" for A-Z, a language, or
// upwords.Hasbro, whose Qu tile shows QU): each stack's top
// letter and height, the centre squares, the last move's squares
// highlighted and ghost (a proposed move) drawn as tiles not yet played.
func UpwordsBoard(b *upwords.Board, lang string, last []crossword.Pos, ghost []crossword.Placed) Board {
	rb := Board{Size: b.Size(), Style: Upwords}
	a := upwords.AlphabetOf(lang) // a bag's letters: Hasbro's Qu tile too
	for r := 0; r < b.Size(); r++ {
		for c := 0; c < b.Size(); c++ {
			p := crossword.Pos{Row: r, Col: c}
			s := b.At(p)
			sq := Square{Height: s.Height}
			if s.Height > 0 {
				sq.Letter = faceOf(a, s.Letter-'A')
			}
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
		rb.Ghost = append(rb.Ghost, Tile{Row: t.Pos.Row, Col: t.Pos.Col, Letter: faceOf(a, t.Tile.Letter)})
	}
	return rb
}

// UpwordsRack returns the Rack picture of an Upwords hand of language
// lang's tiles (as UpwordsBoard).
func UpwordsRack(r crossword.Rack, lang string) Rack {
	rk := Rack{Style: Upwords}
	a := upwords.AlphabetOf(lang)
	for _, t := range r.Tiles() {
		rk.Tiles = append(rk.Tiles, RackTile{Letter: faceOf(a, t)})
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
		return UpwordsBoard(g.Board(), g.Config().Tiles, g.LastMove(), tiles)
	}
	return Board{}
}

// TurnRack returns the Rack picture of a player's tiles in a crossword game.
func TurnRack(g crossword.TurnGame, player int) Rack {
	switch g := g.(type) {
	case *scarabeo.Game:
		return CrosswordRack(g.Variant(), g.Rack(player))
	case *upwords.Game:
		return UpwordsRack(g.Rack(player), g.Config().Tiles)
	}
	return Rack{}
}
