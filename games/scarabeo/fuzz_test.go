package scarabeo

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/refusal"

	"github.com/wordbot/wordbot/games/crossword"
)

// tileCount counts every tile of the game: board, racks and bag.
func tileCount(g *Game) int {
	n := g.bag.Len()
	for i := range g.racks {
		n += g.racks[i].Size()
	}
	for _, s := range g.board.sq {
		if s != 0 {
			n++
		}
	}
	return n
}

// FuzzPlay plays two fuzzed moves in the players' notation: a refused move
// must leave the game unchanged (byte for byte), an accepted one must keep
// every tile and add its score.
func FuzzPlay(f *testing.F) {
	f.Add("CASA", "9F", "ALI", "G9", 0)
	f.Add("CaSA", "9i", "qua", "9R", 1)
	f.Add("SCARABEO", "9B", "ECO", "I8", 0)
	f.Add("", "", "\xff", "99", -1)
	f.Add("LIMONE", "9D", "CASA", "20A", 2)
	lex := mustLex(f, exampleWords...)
	f.Fuzz(func(t *testing.T, w1, p1, w2, p2 string, player int) {
		g, err := NewGame(Scarabeo(), lex, 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		g.racks[0] = rackOf(t, g.v, "CASALI?O")
		g.racks[1] = rackOf(t, g.v, "QUAECO?M")
		for i, mv := range [][2]string{{w1, p1}, {w2, p2}} {
			who := g.Turn()
			if i == 1 {
				who = player
			}
			before, _ := json.Marshal(g)
			tiles := tileCount(g)
			score := 0
			if who >= 0 && who < 2 {
				score = g.scores[who]
			}
			m, err := g.Play(who, mv[0], mv[1])
			after, _ := json.Marshal(g)
			if err != nil {
				r, ok := err.(*refusal.Refusal)
				if !ok {
					t.Fatalf("Play(%q, %q): error %T %v", mv[0], mv[1], err, err)
				}
				if _, err := refusal.Render(Refusals[r.Code], r.Args); err != nil {
					t.Fatalf("Play(%q, %q): refusal %s does not fit its template: %v", mv[0], mv[1], r.Code, err)
				}
				if !bytes.Equal(before, after) {
					t.Fatalf("refused Play(%q, %q) changed the game", mv[0], mv[1])
				}
				continue
			}
			if tileCount(g) != tiles || g.scores[who] != score+m.Score {
				t.Fatalf("Play(%q, %q): tiles %d -> %d, score %d + %d -> %d", mv[0], mv[1], tiles, tileCount(g), score, m.Score, g.scores[who])
			}
			if !strings.EqualFold(m.Word, strings.Join(strings.Fields(mv[0]), "")) && len(m.Tiles) > 1 {
				t.Fatalf("Play(%q, %q) played %s", mv[0], mv[1], m.Word)
			}
		}
	})
}

// FuzzParseBoard: any input gives a board or an error; a board prints back
// to a file that parses to the same board.
func FuzzParseBoard(f *testing.F) {
	f.Add(strings.Repeat(".................\n", 17))
	f.Add(strings.Repeat("CASA.............\n", 17))
	f.Add("\n\n" + strings.Repeat("a...............Z\r\n", 17))
	f.Add("J")
	f.Add(strings.Repeat("...............\n", 15))
	f.Add(strings.Repeat("....CHICO.......\n", 15))
	f.Add(strings.Repeat("ñ..Ä..Ç..ch.ß....\n", 15))
	f.Add(strings.Repeat("[\\]^_{|}~\x7f.....\n", 15))
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range []*Variant{Scarabeo(), Scrabble(), scrabbleIn("es"), scrabbleIn("de")} {
			b, err := ParseBoard(strings.NewReader(s), v)
			if err != nil {
				if _, ok := err.(*BoardError); !ok {
					t.Fatalf("error %T %v", err, err)
				}
				continue
			}
			c, err := ParseBoard(strings.NewReader(b.String()), v)
			if err != nil || c.String() != b.String() {
				t.Fatalf("round trip: %v", err)
			}
			for r := 0; r < v.Size; r++ {
				for col := 0; col < v.Size; col++ {
					if tile, ok := b.At(crossword.Pos{Row: r, Col: col}); ok && !v.HasLetter(tile.Letter) {
						t.Fatalf("letter %c on a %s board", tile.Rune(), v.Name)
					}
				}
			}
		}
	})
}

// FuzzPlaySpanish plays a fuzzed word typed in Spanish (ñ, ch, jollies in
// lower case) on a Spanish Scrabble board with CHICO on it: a refused move
// leaves the game unchanged and fits its template, an accepted one keeps
// every tile, adds its score and reads as typed.
func FuzzPlaySpanish(f *testing.F) {
	for _, s := range [][2]string{{"NIÑO", "H5"}, {"niño", "H5"}, {"NIñO", "H5"}, {"CHICOS", "8E"}, {"chICO", "8E"}, {"ßA", "9A"}, {"LLAVE", "7A"}, {"c h", "5H"}, {"\xff", "8H"}} {
		f.Add(s[0], s[1])
	}
	v := scrabbleIn("es")
	lex := mustEmbedded(f, "es")
	f.Fuzz(func(t *testing.T, word, pos string) {
		g, err := NewGame(v, lex, 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		put(g.board, sq(7, 4), crossword.Across, `\ICO`)
		g.racks[0] = rackOf(t, v, "NI[S]?A")
		before, _ := json.Marshal(g)
		tiles := tileCount(g)
		m, err := g.Play(0, word, pos)
		after, _ := json.Marshal(g)
		if err != nil {
			r, ok := err.(*refusal.Refusal)
			if !ok {
				t.Fatalf("Play(%q, %q): error %T %v", word, pos, err, err)
			}
			tb := Refusals[r.Code]
			if tb == "" {
				tb = crossword.Refusals[r.Code]
			}
			if _, err := refusal.Render(tb, r.Args); err != nil {
				t.Fatalf("Play(%q, %q): refusal %s does not fit its template: %v", word, pos, r.Code, err)
			}
			if !bytes.Equal(before, after) {
				t.Fatalf("refused Play(%q, %q) changed the game", word, pos)
			}
			return
		}
		if tileCount(g) != tiles || g.scores[0] != m.Score {
			t.Fatalf("Play(%q, %q): tiles %d -> %d, score %d", word, pos, tiles, tileCount(g), m.Score)
		}
		typed, _ := crossword.ReadLetters(word, v.Letters(), false)
		played, err := crossword.ReadLetters(m.Word, v.Letters(), false)
		if err != nil || len(typed) != len(played) {
			t.Fatalf("Play(%q, %q) played %s: %v", word, pos, m.Word, err)
		}
		for i := range typed {
			if typed[i].Letter != played[i].Letter {
				t.Fatalf("Play(%q, %q) played %s", word, pos, m.Word)
			}
		}
	})
}

// FuzzLoadGame: any saved text gives a game or an error, and a loaded game
// saves back to text that loads to the same game.
func FuzzLoadGame(f *testing.F) {
	lex := mustLex(f, exampleWords...)
	g, err := NewGame(Scarabeo(), lex, 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		f.Fatal(err)
	}
	data, _ := json.Marshal(g)
	f.Add(data)
	g.Pass(0)
	data, _ = json.Marshal(g)
	f.Add(data)
	f.Add([]byte(`{"variant":"scrabble"}`))
	// A Spanish game with CH, Ñ and jollies on the board and the racks.
	es, err := NewGame(scrabbleIn("es"), lex, 2, rand.New(rand.NewPCG(3, 4)))
	if err != nil {
		f.Fatal(err)
	}
	es.racks[0] = rackOf(f, es.v, `\[?AEIO`)
	put(es.board, sq(7, 4), crossword.Across, `\ICO`)
	put(es.board, sq(8, 7), crossword.Down, "{]^")
	data, _ = json.Marshal(es)
	f.Add(data)
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Load(data, lex)
		if err != nil {
			return
		}
		out, err := json.Marshal(g)
		if err != nil {
			t.Fatal(err)
		}
		h, err := Load(out, lex)
		if err != nil {
			t.Fatalf("reload: %v", err)
		}
		again, _ := json.Marshal(h)
		if !bytes.Equal(out, again) {
			t.Fatal("save, load, save differs")
		}
		// Whatever was loaded, actions do not panic.
		g.Hint(g.Turn(), 1)
		g.Pass(g.Turn())
		g.Play(g.Turn(), "CASA", "9F")
	})
}

// FuzzSwap: any argument of a swap gives a refusal that fits its template
// and leaves the game unchanged, or takes a jolly: the tiles are all kept and
// the square then holds the letter the jolly stood for.
func FuzzSwap(f *testing.F) {
	for _, s := range []string{"a", "S", "9I", "i9", "9J", "", "ZZ", "5", "é", "99Z", " s ", "e"} {
		f.Add(s)
	}
	lex := mustLex(f, exampleWords...)
	f.Fuzz(func(t *testing.T, arg string) {
		g, err := NewGame(Scarabeo(), lex, 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		g.board.Set(crossword.Pos{Row: 8, Col: 8}, crossword.Tile{Letter: 0, Jolly: true})  // a jolly A on 9I
		g.board.Set(crossword.Pos{Row: 8, Col: 9}, crossword.Tile{Letter: 18, Jolly: true}) // a jolly S on 9J
		p := g.Turn()
		g.racks[p] = rackOf(t, g.v, "CASALIOO")
		before, _ := json.Marshal(g)
		tiles := tileCount(g)
		err = g.Swap(p, arg)
		after, _ := json.Marshal(g)
		if err != nil {
			r, ok := err.(*refusal.Refusal)
			if !ok {
				t.Fatalf("Swap(%q): error %T %v", arg, err, err)
			}
			if _, err := refusal.Render(Refusals[r.Code], r.Args); err != nil {
				t.Fatalf("Swap(%q): refusal %s does not fit its template: %v", arg, r.Code, err)
			}
			if !bytes.Equal(before, after) {
				t.Fatalf("refused Swap(%q) changed the game", arg)
			}
			return
		}
		if tileCount(g) != tiles || g.racks[p][crossword.Jolly] != 1 || g.Turn() != p {
			t.Fatalf("Swap(%q): tiles %d -> %d, rack %s, turn %d", arg, tiles, tileCount(g), g.racks[p].String(), g.Turn())
		}
		a, _ := g.board.At(crossword.Pos{Row: 8, Col: 8})
		s, _ := g.board.At(crossword.Pos{Row: 8, Col: 9})
		if a.Jolly == s.Jolly || a.Letter != 0 || s.Letter != 18 {
			t.Fatalf("Swap(%q): 9I %+v 9J %+v, want one jolly taken", arg, a, s)
		}
	})
}
