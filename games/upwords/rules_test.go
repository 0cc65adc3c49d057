package upwords

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

func italian(t testing.TB) *lexicon.DAWG {
	t.Helper()
	d, err := lexicon.Embedded("it")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func dict(t testing.TB, words ...string) *lexicon.DAWG {
	t.Helper()
	d, err := lexicon.Build(words)
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// newTestGame starts a 2-player game (or more, one rack each) with the given
// racks in place of the drawn ones; the drawn tiles go back to the bag.
func newTestGame(t testing.TB, cfg Config, lex *lexicon.DAWG, racks ...string) *Game {
	t.Helper()
	g, err := NewGame(cfg, lex, len(racks), rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range racks {
		setRack(t, g, i, r)
	}
	return g
}

// setRack gives a player exactly the letters of r, trading with the bag.
func setRack(t testing.TB, g *Game, player int, r string) {
	t.Helper()
	g.bag.Return(g.players[player].rack.Tiles())
	g.players[player].rack = crossword.Rack{}
	for i := 0; i < len(r); i++ {
		l := r[i] - 'A'
		k := -1
		for j, x := range g.bag.Tiles {
			if x == l {
				k = j
				break
			}
		}
		if k < 0 {
			t.Fatalf("no %c left in the bag", r[i])
		}
		g.bag.Tiles[k] = g.bag.Tiles[len(g.bag.Tiles)-1]
		g.bag.Tiles = g.bag.Tiles[:len(g.bag.Tiles)-1]
		g.players[player].rack[l]++
	}
}

func mustPlay(t *testing.T, g *Game, word, pos string, want int) *Move {
	t.Helper()
	m, err := g.Play(g.Turn(), word, pos)
	if err != nil {
		t.Fatalf("Play(%s %s): %v", word, pos, err)
	}
	if m.Score != want {
		t.Fatalf("Play(%s %s) scored %d, want %d", word, pos, m.Score, want)
	}
	return m
}

func state(t *testing.T, g *Game) []byte {
	t.Helper()
	b, err := json.Marshal(g)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// refused checks that an action fails with code and message, leaving the
// game as it was.
func refused(t *testing.T, g *Game, code refusal.Code, msg string, action func() error) {
	t.Helper()
	before := state(t, g)
	err := action()
	var e *refusal.Refusal
	if !errors.As(err, &e) {
		t.Fatalf("got %v, want a refusal %q", err, msg)
	}
	if e.Code != code || e.Error() != msg {
		t.Errorf("got %s %q, want %s %q", e.Code, e.Error(), code, msg)
	}
	if after := state(t, g); !bytes.Equal(before, after) {
		t.Errorf("the refusal %q changed the game", msg)
	}
}

// docs/rules.md, Upwords worked examples.
func TestWorkedExampleCasaCara(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAEIO", "RTOLMNE")
	m := mustPlay(t, g, "CASA", "5D", 8)
	if m.Start != (crossword.Pos{Row: 4, Col: 3}) || m.Dir != crossword.Across || m.Word != "CASA" || len(m.Tiles) != 4 {
		t.Errorf("CASA = %+v", m)
	}
	m = mustPlay(t, g, "CARA", "5D", 5)
	if want := []Tile{{4, 5, 'R'}}; len(m.Tiles) != 1 || TilesOf(m.Tiles)[0] != want[0] {
		t.Errorf("CARA tiles = %v, want %v", m.Tiles, want)
	}
	b := g.Board()
	if sq := b.At(crossword.Pos{Row: 4, Col: 5}); sq != (Square{'R', 2}) {
		t.Errorf("(4,5) = %+v", sq)
	}
	if s := b.Stack(crossword.Pos{Row: 4, Col: 5}); s != "SR" {
		t.Errorf("stack = %q, want SR", s)
	}
	if got := g.Scores(); got[0] != 8 || got[1] != 5 {
		t.Errorf("scores = %v", got)
	}
	if got := g.LastMove(); len(got) != 1 || got[0] != (crossword.Pos{Row: 4, Col: 5}) {
		t.Errorf("last move = %v", got)
	}
}

func TestWorkedExampleMareAli(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "MAREOOO", "ALIOOOO")
	mustPlay(t, g, "MARE", "5D", 8)
	m := mustPlay(t, g, "ALI", "H5", 16) // ALI 6 + MAREA 10
	if m.Word != "ALI" || m.Dir != crossword.Down || m.Start != (crossword.Pos{Row: 4, Col: 7}) {
		t.Errorf("ALI = %+v", m)
	}
	// The same with the R of MARE 3 high: MAREA 1+1+3+1+1 = 7.
	b := boardFrom(t, `
..........
..........
..........
..........
...MARE...
..........
..........
..........
..........
..........
0000000000
0000000000
0000000000
0000000000
0001311000
0000000000
0000000000
0000000000
0000000000
0000000000`)
	rack, _ := crossword.ParseRack("ALI", 7, Alphabet)
	c, err := Check(b, []Tile{{4, 7, 'A'}, {5, 7, 'L'}, {6, 7, 'I'}}, &rack, italian(t), Config{})
	if err != nil || c.Score != 13 {
		t.Errorf("ALI on a 3-high R = %v %v, want 13", c, err)
	}
}

func TestWorkedExampleCammino(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CAMMINO", "ALIOOOO")
	m := mustPlay(t, g, "cammino", "5c", 34) // 14 + 20 for all 7 tiles
	if len(m.Tiles) != 7 {
		t.Errorf("tiles = %v", m.Tiles)
	}
	// Six tiles of a seven-tile hand: no bonus.
	g = newTestGame(t, Config{}, italian(t), "CAMMINO", "ALIOOOO")
	mustPlay(t, g, "MONACI", "5C", 12)
	// With a hand of 6, six tiles are the whole hand.
	g = newTestGame(t, Config{Hand: 6}, italian(t), "MONACI", "ALIOOO")
	mustPlay(t, g, "MONACI", "5C", 32)
}

func TestWorkedExampleSale(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "SALEOOO", "MORIAAA")
	mustPlay(t, g, "SALE", "5D", 8)
	refused(t, g, CodeCoversWord, "MORI would cover the whole word SALE", func() error {
		_, err := g.Play(1, "MORI", "5D")
		return err
	})
	m := mustPlay(t, g, "MOLI", "5D", 7) // 2+2+1+2
	if len(m.Tiles) != 3 {
		t.Errorf("MOLI tiles = %v", m.Tiles)
	}
	// Covering every letter of a word while extending it is refused too.
	g = newTestGame(t, Config{}, italian(t), "SALEOOO", "MORIAAA")
	mustPlay(t, g, "SALE", "5D", 8)
	refused(t, g, CodeCoversWord, "MORIA would cover the whole word SALE", func() error {
		_, err := g.Play(1, "MORIA", "5D")
		return err
	})
}

func boardFrom(t testing.TB, s string) *Board {
	t.Helper()
	b, err := ParseBoard(strings.NewReader(s))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestRefusals(t *testing.T) {
	lex := dict(t, "CASA", "CASE", "ASSE", "ALA", "ALE", "RE", "TE", "TRE", "ORE", "ORA", "ERA", "CASO", "OCA", "OSA", "ARE", "AS", "SE", "SA", "AE")
	g := newTestGame(t, Config{}, lex, "CASAEOR", "EEERRTT", "OOOAAAS")
	play := func(p int, w, pos string) func() error {
		return func() error { _, err := g.Play(p, w, pos); return err }
	}
	refused(t, g, crossword.CodeNotYourTurn, "it is not your turn", play(1, "TRE", "5E"))
	refused(t, g, CodeFirstCentreAny, "the first word must cover a centre square", play(0, "CASA", "1A"))
	refused(t, g, crossword.CodeFirstMinTiles, "the first word needs at least 2 tiles", func() error {
		_, err := g.PlayTiles(0, []Tile{{4, 4, 'A'}})
		return err
	})
	refused(t, g, crossword.CodeInvalidWord, "CAAS is not a valid word", play(0, "CAAS", "5D"))
	refused(t, g, crossword.CodeMissingLetters, "you do not have the letters for that: missing S", play(0, "CASSA", "5D"))
	refused(t, g, crossword.CodeNotPosition, `"Z5Z" is not a position: write the row then the column for a word across (like 5E), or the column then the row for a word down (like E5); rows 1-10, columns A-J`, play(0, "CASA", "Z5Z"))
	refused(t, g, crossword.CodeOffBoardSquare, "5Z is off the board (rows 1-10, columns A-J)", play(0, "CASA", "5Z"))
	refused(t, g, crossword.CodeRunsOff, "CASA at 5H runs off the board", play(0, "CASA", "5H"))
	refused(t, g, CodeNotLetters, `"CAS4" is not a word: use the letters A-Z`, play(0, "CAS4", "5D"))
	refused(t, g, crossword.CodeNoWord, "write the word you want to play", play(0, " ", "5D"))
	refused(t, g, crossword.CodeNotInLine, "the tiles must all be in one row or in one column", func() error {
		_, err := g.PlayTiles(0, []Tile{{4, 4, 'C'}, {5, 5, 'A'}})
		return err
	})
	refused(t, g, crossword.CodeGap, "the tiles must make one unbroken word: square 5F is empty", func() error {
		_, err := g.PlayTiles(0, []Tile{{4, 4, 'C'}, {4, 6, 'A'}})
		return err
	})
	refused(t, g, crossword.CodeSameSquare, "you can put only one tile on each square in a move (two on 5E)", func() error {
		_, err := g.PlayTiles(0, []Tile{{4, 4, 'C'}, {4, 4, 'A'}})
		return err
	})
	refused(t, g, crossword.CodeTileOffBoard, "a tile at row 11, column 1 would be off the 10x10 board", func() error {
		_, err := g.PlayTiles(0, []Tile{{10, 0, 'C'}})
		return err
	})
	mustPlay(t, g, "CASA", "5D", 8)
	refused(t, g, CodeSameLetter, "you cannot put an A on an A (5E)", func() error {
		_, err := g.PlayTiles(1, []Tile{{4, 4, 'A'}})
		return err
	})
	refused(t, g, CodeNotConnected, "the word must cover a tile on the board or sit next to one", play(1, "TRE", "1A"))
	refused(t, g, CodeWordContinues, "the word does not stop there: with the tiles next to it, it reads CASAE; write the whole word", play(1, "E", "5H"))
	refused(t, g, crossword.CodeAllOnBoard, "every letter of CASA is already on the board: place at least one tile", play(1, "CASA", "5D"))
	refused(t, g, crossword.CodeInvalidWord, "CETE is not a valid word", play(1, "CETE", "5D"))
	// Cross words are checked: an R under the A of CASA at (5,4) makes AR.
	refused(t, g, crossword.CodeInvalidWord, "AR is not a valid word", play(1, "RE", "6E"))
	refused(t, g, crossword.CodeInvalidWords, "TT, AT and ST are not valid words", play(1, "TT", "6E"))
	refused(t, g, crossword.CodeLoneTile, "a single tile must make a word of at least 2 letters with the tiles next to it", func() error {
		// A lone tile on the board (possible in a board file) covered alone.
		g.board.cells[0].h, g.board.cells[0].s[0] = 1, 'O'-'A'
		defer func() { g.board.cells[0].h = 0 }()
		_, err := g.PlayTiles(1, []Tile{{0, 0, 'E'}})
		return err
	})
	refused(t, g, crossword.CodeNotHeld, "you do not have O to exchange", func() error { return g.Exchange(1, "o") })
	refused(t, g, CodeExchangeOne, "name the one letter you want to exchange", func() error { return g.Exchange(1, "EE") })
	refused(t, g, crossword.CodeNotYourTurn, "it is not your turn", func() error { return g.Pass(0) })
	refused(t, g, crossword.CodeNoPlayer, "there is no player 5 in this game", func() error { return g.Pass(4) })
	mustPlay(t, g, "CASE", "5D", 5) // heights 1,1,1,2
}

func TestTooHigh(t *testing.T) {
	b := boardFrom(t, `
..........
..........
..........
..........
...CASA...
..........
..........
..........
..........
..........
0000000000
0000000000
0000000000
0000000000
0001511000
0000000000
0000000000
0000000000
0000000000
0000000000`)
	lex := dict(t, "CESA", "CASE", "CESE")
	rack, _ := crossword.ParseRack("EEE", 7, Alphabet)
	_, err := Check(b, []Tile{{4, 4, 'E'}}, &rack, lex, Config{})
	var e *refusal.Refusal
	if !errors.As(err, &e) || e.Code != CodeTooHigh || e.Error() != "that stack is already 5 high (5E)" {
		t.Errorf("got %v", err)
	}
	m, err := Check(b, []Tile{{4, 6, 'E'}}, &rack, lex, Config{})
	if err != nil || m.Word != "CASE" || m.Score != 1+5+1+2 {
		t.Errorf("CASE = %+v %v, want 9", m, err)
	}
	if got := Moves(b, rack, lex, Config{}); len(got) != 1 || got[0].Word != "CASE" {
		t.Errorf("moves = %v", got)
	}
}

// Found by FuzzPlay: a lower-case letter given to PlayTiles.
func TestPlayTilesLowerCase(t *testing.T) {
	g := newTestGame(t, Config{}, italian(t), "CASAOOO", "EEIIUUO")
	m, err := g.PlayTiles(0, []Tile{{4, 4, 'c'}, {4, 5, 'a'}, {4, 6, 's'}, {4, 7, 'a'}})
	if err != nil || m.Word != "CASA" || m.Score != 8 || m.Tiles[0].Tile.Letter != 'C'-'A' {
		t.Fatalf("got %+v %v", m, err)
	}
	if r := g.Rack(0); r.Size() != 7 || g.BagLen() != 118-14-4 {
		t.Errorf("rack = %q, bag %d", r.String(), g.BagLen())
	}
	_, err = g.PlayTiles(1, []Tile{{9, 9, 0}})
	if err == nil || err.Error() != "byte 0x00 is not a letter" {
		t.Errorf("got %v", err)
	}
}

// A single tile forming words both ways is one move: the generator lists it
// across; Play keeps the direction the player wrote.
func TestSingleTileDirection(t *testing.T) {
	lex := dict(t, "CASA", "AL", "LE", "SE")
	g := newTestGame(t, Config{}, lex, "CASAOOO", "LEIIUUO")
	mustPlay(t, g, "CASA", "5D", 8)
	m := mustPlay(t, g, "AL", "E5", 4) // L under the A at (4,4): AL flat
	if m.Dir != crossword.Down || m.Word != "AL" || m.Start != (crossword.Pos{Row: 4, Col: 4}) {
		t.Errorf("AL = %+v", m)
	}
	// E at (5,5) makes LE across and SE down: 4 + 4.
	rack, _ := crossword.ParseRack("E", 7, Alphabet)
	var got []string
	for _, h := range Moves(g.board, rack, lex, Config{}) {
		got = append(got, h.String())
	}
	if strings.Join(got, "|") != "8 6E LE" {
		t.Errorf("moves = %v, want [8 6E LE]", got)
	}
	setRack(t, g, 0, "EOOOOOO")
	before := state(t, g)
	m, err := g.Play(0, "SE", "F5")
	if err != nil || m.Dir != crossword.Down || m.Word != "SE" || m.Score != 8 || m.Key() != "5,5,E" {
		t.Errorf("SE = %+v %v", m, err)
	}
	g2, _ := Load(before, lex)
	m, err = g2.Play(0, "LE", "6E")
	if err != nil || m.Dir != crossword.Across || m.Word != "LE" || m.Score != 8 || m.Key() != "5,5,E" {
		t.Errorf("LE = %+v %v", m, err)
	}
}

// Seed 001's rule: only words of 4 letters or more are checked.
func TestCheckMinLength(t *testing.T) {
	g := newTestGame(t, Config{CheckMinLength: 4}, italian(t), "CSAOZQT", "EEIIUUO")
	mustPlay(t, g, "QZT", "5D", 6) // any three letters pass
	refused(t, g, crossword.CodeInvalidWord, "QZTE is not a valid word", func() error {
		_, err := g.Play(1, "QZTE", "5D")
		return err
	})
	// Cross words too: E under Q makes QE (2 letters), unchecked.
	mustPlay(t, g, "EI", "6D", 4+4+4) // EI 4, QE 4, ZI 4
	// By default every word is checked.
	g = newTestGame(t, Config{}, italian(t), "CSAOZQT", "EEIIUUO")
	refused(t, g, crossword.CodeInvalidWord, "QZT is not a valid word", func() error {
		_, err := g.Play(0, "QZT", "5D")
		return err
	})
}

// A word typed as part of a longer run is refused with the whole run, read
// from the tiles outside the typed squares: AS typed on the middle of CASA
// reads CASA (on main before this test, reading the run on from its end
// ran off the board and panicked).
func TestWordContinuesInsideARun(t *testing.T) {
	g := newTestGame(t, Config{}, dict(t, "CASA", "CASE"), "CASAEIO", "AEIOSTR")
	mustPlay(t, g, "CASA", "5D", 8)
	play := func(word, pos string) func() error {
		return func() error { _, err := g.Play(1, word, pos); return err }
	}
	refused(t, g, CodeWordContinues, "the word does not stop there: with the tiles next to it, it reads CASA; write the whole word", play("AS", "5E"))
	refused(t, g, CodeWordContinues, "the word does not stop there: with the tiles next to it, it reads CASE; write the whole word", play("SE", "5F"))
	refused(t, g, CodeWordContinues, "the word does not stop there: with the tiles next to it, it reads CASA; write the whole word", play("A", "5E"))
}
