package upwords

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/lexicon"
)

// fuzzGame returns a mid-game position (seeded self-play) as JSON.
func fuzzGame(t testing.TB) []byte {
	g, err := NewGame(Config{}, italian(t), 2, rand.New(rand.NewPCG(5, 8)))
	if err != nil {
		t.Fatal(err)
	}
	selfPlay(t, g, 8)
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// checkInvariants verifies a board after a move: heights within limits and
// no letter on the same letter in any stack.
func checkInvariants(t *testing.T, b *Board) {
	for i, c := range b.cells {
		if c.h > MaxHeight {
			t.Fatalf("stack %d is %d high", i, c.h)
		}
		for k := 1; k < int(c.h); k++ {
			if c.s[k] == c.s[k-1] && c.s[k] != unknown {
				t.Fatalf("stack %d has %c on %c", i, 'A'+c.s[k], 'A'+c.s[k])
			}
		}
	}
}

func FuzzPlay(f *testing.F) {
	start := fuzzGame(f)
	g0, _ := Load(start, italian(f))
	hs, _ := g0.Hint(g0.Turn(), 5)
	for _, m := range hs {
		f.Add(m.Word, m.Pos(), []byte{})
	}
	f.Add("CASA", "5D", []byte{})
	f.Add("", "", []byte{4, 4, 'A', 4, 5, 'B'})
	f.Add("zz", "J10", []byte{9, 9, 'Z'})
	f.Add("MORI", "99Z", []byte{255, 0, 'a'})
	f.Fuzz(func(t *testing.T, word, pos string, raw []byte) {
		fuzzPlayOne(t, start, italian(t), word, pos, raw)
	})
}

// FuzzPlaySpanish plays typed words, placed tiles and exchanges on a Spanish
// mid-game position (letters beyond Z: Ñ, CH, LL, RR; ß, ç and K refused).
func FuzzPlaySpanish(f *testing.F) {
	es := embedded(f, "es")
	g, err := NewGame(Config{Tiles: "es"}, es, 2, rand.New(rand.NewPCG(5, 8)))
	if err != nil {
		f.Fatal(err)
	}
	selfPlay(f, g, 8)
	start := mustJSON(f, g)
	hs, _ := g.Hint(g.Turn(), 5)
	for _, m := range hs {
		f.Add(m.Word, m.Pos(), []byte{})
		f.Add(strings.ToLower(m.Word), m.Pos(), []byte{})
	}
	f.Add("niño", "5D", []byte{})
	f.Add("CHICO", "E5", []byte{})
	f.Add("c h", "E5", []byte{})
	f.Add("straße", "1A", []byte{})
	f.Add("kiwi", "1A", []byte{})
	f.Add("ñ", "exchange", []byte{})
	f.Add("ch", "exchange", []byte{})
	f.Add("", "", []byte{4, 4, '[', 4, 5, '\\', 4, 6, '_'})
	f.Fuzz(func(t *testing.T, word, pos string, raw []byte) {
		if pos == "exchange" {
			g, err := Load(start, es)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Exchange(g.Turn(), word); err != nil {
				refusalOf(t, err)
				if after := mustJSON(t, g); !bytes.Equal(after, start) {
					t.Fatalf("refused (%v) but the game changed", err)
				}
			} else if _, err := Load(mustJSON(t, g), es); err != nil {
				t.Fatalf("the game after exchanging %q does not load: %v", word, err)
			}
			return
		}
		fuzzPlayOne(t, start, es, word, pos, raw)
	})
}

// refusalOf fails unless err is a refusal of Refusals that fits its
// template.
func refusalOf(t *testing.T, err error) {
	t.Helper()
	var e *refusal.Refusal
	if !errors.As(err, &e) || Refusals[e.Code] == "" {
		t.Fatalf("refusal %v is not a refusal of Refusals", err)
	}
	if _, err := refusal.Render(Refusals[e.Code], e.Args); err != nil {
		t.Fatalf("refusal %s does not fit its template: %v", e.Code, err)
	}
}

// fuzzPlayOne plays word at pos (or the tiles raw encodes, 3 bytes a tile:
// row, column, letter) on the game saved as start: a refusal leaves the game
// unchanged; a move is one the generator lists with the same score, and the
// game after it saves and loads.
func fuzzPlayOne(t *testing.T, start []byte, lex *lexicon.DAWG, word, pos string, raw []byte) {
	g, err := Load(start, lex)
	if err != nil {
		t.Fatal(err)
	}
	p := g.Turn()
	before := g.Scores()[p]
	var m *Move
	if len(raw) > 0 {
		var tiles []Tile
		for i := 0; i+2 < len(raw); i += 3 {
			tiles = append(tiles, Tile{Row: int(int8(raw[i])), Col: int(int8(raw[i+1])), Letter: raw[i+2]})
		}
		m, err = g.PlayTiles(p, tiles)
	} else {
		m, err = g.Play(p, word, pos)
	}
	if err != nil {
		refusalOf(t, err)
		if after, _ := g.MarshalJSON(); !bytes.Equal(after, start) {
			t.Fatalf("refused (%v) but the game changed", err)
		}
		return
	}
	if got := g.Scores()[p] - before; got != m.Score && !g.Over() {
		t.Fatalf("score went up by %d for a move of %d", got, m.Score)
	}
	checkInvariants(t, g.board)
	// The move was one the generator knows, with the same score.
	g1, _ := Load(start, lex)
	found := false
	for _, h := range Moves(g1.board, g1.players[p].rack, g1.lex, g1.cfg) {
		if h.Key() == m.Key() {
			// A single tile keeps the direction the player wrote it in.
			found = h.Score == m.Score && (h.Word == m.Word || len(m.Tiles) == 1)
			break
		}
	}
	if !found {
		t.Fatalf("played %v, which the generator does not list with that score", m)
	}
	if _, err := Load(mustJSON(t, g), lex); err != nil {
		t.Fatalf("the game after %v does not load: %v", m, err)
	}
}

func mustJSON(t testing.TB, g *Game) []byte {
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func FuzzBoard(f *testing.F) {
	f.Add([]byte(strings.Repeat("..........\n", 10) + strings.Repeat("0000000000\n", 10)))
	f.Add([]byte("......\n..AB..\n......\n......\n......\n......\n\n000000\n001200\n000000\n000000\n000000\n000000\n"))
	f.Add([]byte("\xef\xbb\xbf......\r\n......\n..CA..\n..AS..\n......\n......\n000000\n000000\n005100\n001300\n000000\n000000\n"))
	f.Add([]byte("......\n"))
	lex := dict(f, "CASA", "CA", "AS", "SA", "ASA", "CASE", "SE", "ES")
	rack, _ := crossword.ParseRack("CASEA", 7, Alphabet)
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := ParseBoard(bytes.NewReader(data))
		if err != nil {
			var e *BoardFileError
			if !errors.As(err, &e) {
				t.Fatalf("error %v is not a *BoardFileError", err)
			}
			return
		}
		s := b.String()
		b2, err := ParseBoard(strings.NewReader(s))
		if err != nil || b2.String() != s {
			t.Fatalf("the board does not read back: %v\n%s", err, s)
		}
		checkInvariants(t, b)
		for _, m := range BestMoves(b, rack, lex, Config{}, 3) {
			c, err := Check(b, TilesOf(m.Tiles), &rack, lex, Config{})
			if err != nil || c.Score != m.Score || c.Word != m.Word {
				t.Fatalf("hint %v: Check says %v %v", m, c, err)
			}
		}
	})
}

// FuzzLoad reads damaged saves of a Spanish game: Load refuses them or
// gives a game that saves back to what it read and gives hints.
func FuzzLoad(f *testing.F) {
	es := embedded(f, "es")
	g, err := NewGame(Config{Tiles: "es"}, es, 2, rand.New(rand.NewPCG(5, 8)))
	if err != nil {
		f.Fatal(err)
	}
	selfPlay(f, g, 8)
	f.Add(mustJSON(f, g))
	f.Add([]byte(strings.Replace(string(mustJSON(f, g)), `"tiles":"es"`, `"tiles":"fr"`, 1)))
	f.Add([]byte(`{"config":{"size":6,"tiles":"es"},"board":{"size":6,"stacks":[["_","","","","",""],["","","","","",""],["","","","","",""],["","","","","",""],["","","","","",""],["","","","","",""]]},"players":[{"rack":"^"},{"rack":"["}],"rng":"cGNnOgAAAAAAAAABAAAAAAAAAAEAAAAAAAAAAQAAAAAAAAAB"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data, es)
		if err != nil {
			return
		}
		saved := mustJSON(t, g)
		g2, err := Load(saved, es)
		if err != nil {
			t.Fatalf("a loaded game does not load again: %v\n%s", err, saved)
		}
		if again := mustJSON(t, g2); !bytes.Equal(again, saved) {
			t.Fatalf("saved twice differs:\n%s\n%s", saved, again)
		}
		checkInvariants(t, g.board)
		for _, m := range BestMoves(g.board, g.players[g.Turn()].rack, es, g.cfg, 3) {
			if strings.ContainsAny(m.Word, "[\\]^_") {
				t.Fatalf("hint %v not spelled", m)
			}
		}
	})
}
