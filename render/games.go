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
// variant's tile language writes them (Variant.Letters).
func CrosswordBoard(b *scarabeo.Board, last []crossword.Pos, ghost []crossword.Placed) Board {
	return LookBoard(b.Look(last), ghost)
}

// CrosswordRack returns the Rack picture of a Scarabeo or Scrabble rack.
func CrosswordRack(v *scarabeo.Variant, r crossword.Rack) Rack { return LookRack(v.Look(), r) }

// UpwordsBoard returns the Board of an Upwords board whose tiles are those
// of bag lang (upwords.Config.Tiles: "" for A-Z, a language, or
// upwords.Hasbro, whose Qu tile shows QU): each stack's top
// letter and height, the centre squares, the last move's squares
// highlighted and ghost (a proposed move) drawn as tiles not yet played.
func UpwordsBoard(b *upwords.Board, lang string, last []crossword.Pos, ghost []crossword.Placed) Board {
	return LookBoard(b.Look(lang, last), ghost)
}

// UpwordsRack returns the Rack picture of an Upwords hand of language
// lang's tiles (as UpwordsBoard).
func UpwordsRack(r crossword.Rack, lang string) Rack { return LookRack(upwords.LookOf(lang), r) }

// styleOf is the Style of a crossword.Look's style.
func styleOf(s string) Style {
	switch s {
	case crossword.StyleScarabeo:
		return Scarabeo
	case crossword.StyleUpwords:
		return Upwords
	}
	return Scrabble
}

// premiumOf is the Premium a crossword.Bonus shows.
func premiumOf(b crossword.Bonus) Premium {
	switch b {
	case crossword.DoubleLetter:
		return DL
	case crossword.TripleLetter:
		return TL
	case crossword.DoubleWord:
		return DW
	case crossword.TripleWord:
		return TW
	case crossword.CentreSquare:
		return Centre
	}
	return None
}

// LookBoard returns the Board of a crossword game's look (Scarabeo,
// Scrabble or Upwords: crossword.Look) with ghost (a proposed move, such
// as a hint; nil for none) drawn as tiles not yet played: each tile's
// letter as the game writes it, its value where the game's tiles show
// one, the stacks' heights in Upwords, the premiums and the centre, the
// latest move's squares highlighted.
func LookBoard(l crossword.Look, ghost []crossword.Placed) Board {
	rb := Board{Size: l.Size, Style: styleOf(l.Style)}
	value := func(t crossword.Tile) int {
		if l.Value == nil {
			return 0
		}
		return l.Value(t)
	}
	for _, s := range l.Squares {
		sq := Square{Premium: premiumOf(s.Bonus)}
		if l.Stacks {
			sq.Height = s.Height
		}
		if s.Height > 0 {
			sq.Letter, sq.Jolly, sq.Value = faceOf(l.Letters, s.Tile.Letter), s.Tile.Jolly && l.Jollies, value(s.Tile)
		}
		rb.Squares = append(rb.Squares, sq)
	}
	for _, p := range l.Last {
		rb.Last = append(rb.Last, Cell{Row: p.Row, Col: p.Col})
	}
	for _, t := range ghost {
		rb.Ghost = append(rb.Ghost, Tile{Row: t.Pos.Row, Col: t.Pos.Col, Letter: faceOf(l.Letters, t.Tile.Letter),
			Jolly: t.Tile.Jolly && l.Jollies, Value: value(t.Tile)})
	}
	return rb
}

// LookRack returns the Rack picture of rack r of a crossword game's look:
// each tile's letter, its value where the game's tiles show one, the
// jollies of a game that has them.
func LookRack(l crossword.Look, r crossword.Rack) Rack {
	rk := Rack{Style: styleOf(l.Style)}
	for _, t := range r.Tiles() {
		if t == crossword.Jolly && l.Jollies {
			rk.Tiles = append(rk.Tiles, RackTile{Jolly: true})
			continue
		}
		tile := RackTile{Letter: faceOf(l.Letters, t)}
		if l.Value != nil {
			tile.Value = l.Value(crossword.Tile{Letter: t})
		}
		rk.Tiles = append(rk.Tiles, tile)
	}
	return rk
}

// TurnBoard returns the Board of a crossword game in play (Scarabeo,
// Scrabble or Upwords): its tiles, the last move's squares highlighted, and
// ghost (a proposed move, such as a hint; nil for none) drawn with the
// move's own tiles.
func TurnBoard(g crossword.TurnGame, ghost *crossword.Move) Board {
	var tiles []crossword.Placed
	if ghost != nil {
		tiles = ghost.Tiles
	}
	return LookBoard(g.Look(), tiles)
}

// TurnRack returns the Rack picture of a player's tiles in a crossword game.
func TurnRack(g crossword.TurnGame, player int) Rack { return LookRack(g.Look(), g.Rack(player)) }
