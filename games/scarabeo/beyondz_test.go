package scarabeo

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/wordbot/wordbot/games/crossword"
	"github.com/wordbot/wordbot/games/refusal"
	"github.com/wordbot/wordbot/lexicon"
)

// Scrabble moves with the tiles beyond Z (docs/rules.md, Tiles per
// language), scored by hand from the sets' values (wordbot tiles --game
// scrabble --lang L). Every move is the first, across on row 8 (index 7),
// whose column H (index 7) is the centre's double word; no other premium
// is on columns E-I of that row. A jolly is worth 0.
var beyondZMoves = []struct {
	lang, rack, word, pos string
	spelled               string // Move.Word as players read it
	score                 int
}{
	// Spanish CH 5, I 1, C 3, O 1: CH on E, O on H: (5+1+3+1) x2 = 20.
	{"es", "CHICOAA", "CHICO", "8E", "CHICO", 20},
	// Spanish N 1, I 1, Ñ 8, O 1: Ñ on H: (1+1+8+1) x2 = 22.
	{"es", "NIÑOEEA", "niño", "8F", "NIÑO", 22},
	// Spanish LL 8, A 1, V 4, E 1, LL on E: (8+1+4+1) x2 = 28.
	{"es", "llave??", "LLAVE", "8E", "LLAVE", 28},
	// A jolly as CH (typed in lower case in a word of capitals): (0+1+3+1) x2 = 10.
	{"es", "?ICOAAE", "chICO", "8E", "chICO", 10},
	// A jolly as Ñ: (1+1+0+1) x2 = 6.
	{"es", "NIO?EEA", "NIñO", "8F", "NIñO", 6},
	// German B 3, Ä 6, R 1, Ä on G, R on H: (3+6+1) x2 = 20.
	{"de", "BÄRENTS", "BÄR", "8F", "BÄR", 20},
	// German Ü 6, B 3, E 1, R 1: (6+3+1+1) x2 = 22.
	{"de", "ÜBERAAA", "über", "8E", "ÜBER", 22},
	// German Ö 8, L 2: (8+2) x2 = 20; with a jolly as Ö: (0+2) x2 = 4.
	{"de", "ÖLEEEEE", "ÖL", "8G", "ÖL", 20},
	{"de", "?LEEEEE", "öL", "8G", "öL", 4},
	// German ß is two S tiles, in the case of the letter before it:
	// STRASSE from 8B, R on D's double letter, E on the double word, all
	// 7 tiles: (1+1+1x2+1+1+1+1) x2 + 50 = 66.
	{"de", "STRAßE", "STRAßE", "8B", "STRASSE", 66},
	// A German noun typed with its capital is the rack's own tiles (title
	// case reads as capitals, not as a Z and three jollies): Z 3, E 1,
	// H 2, N 1, N on the centre: (3+1+2+1) x2 = 14.
	{"de", "ZEHNAAA", "Zehn", "8E", "ZEHN", 14},
	// Portuguese C 2, A 1, Ç 3, A 1, Ç on G: (2+1+3+1) x2 = 14.
	{"pt", "CAÇAEEE", "CAÇA", "8E", "CAÇA", 14},
	// A jolly as Ç: (2+1+0+1) x2 = 8.
	{"pt", "CAA?EEE", "CAçA", "8E", "CAçA", 8},
}

// Each move through the game (typed word and rack), the generator (the
// full list, the hint list and the best move's bound) and the validation.
func TestScrabbleBeyondZMoves(t *testing.T) {
	for _, c := range beyondZMoves {
		v, err := ScrabbleIn(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		lex := mustEmbedded(t, c.lang)
		g, err := NewGame(v, lex, 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		rack, err := crossword.ParseRackIn(c.rack, v.RackSize, v.Alphabet, v.Letters())
		if err != nil {
			t.Fatalf("%s rack %s: %v", c.lang, c.rack, err)
		}
		g.racks[0] = rack
		hints, err := g.Hint(0, 1<<20) // every move, best first
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.Play(0, c.word, c.pos)
		if err != nil {
			t.Fatalf("%s %s %s: %v", c.lang, c.word, c.pos, err)
		}
		if m.Score != c.score || v.Spell(m.Word) != c.spelled || crossword.Spell(m.Word, v.Letters()) != c.spelled {
			t.Errorf("%s %s %s: %d %q, want %d %q", c.lang, c.word, c.pos, m.Score, v.Spell(m.Word), c.score, c.spelled)
		}
		found := false
		for _, h := range hints {
			if h.Key() == m.Key() {
				found = h.Score == c.score && h.Word == m.Word
			}
		}
		if !found {
			t.Errorf("%s %s: not in the hint list with %d", c.lang, c.word, c.score)
		}
		if best := NewGenerator(v, lex).Best(NewBoard(v), rack, 1); len(best) != 1 || best[0].Score < c.score {
			t.Errorf("%s %s: best move %v below %d", c.lang, c.rack, best, c.score)
		}
	}
}

// Typed words and racks with letters the game has no tile for are refused
// naming them as the language writes them.
func TestScrabbleBeyondZRefusals(t *testing.T) {
	es, _ := ScrabbleIn("es")
	g, err := NewGame(es, mustEmbedded(t, "es"), 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	g.racks[0] = rackOf(t, es, "CHICOAA") // saved form: C H I C O A A
	for _, c := range []struct{ word, pos, want string }{
		{"KIWI", "8E", "there is no K in Scrabble"},
		{"garçon", "8E", `"garçon" is not a word: use the letters A-Z and Ñ, CH, LL and RR (lower case for a blank)`},
		{"NIÑO", "8F", "you do not have the letters for that: missing N and Ñ"},
	} {
		if _, err := g.Play(0, c.word, c.pos); err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %q", c.word, err, c.want)
		}
	}
	if err := g.Exchange(0, "ñ"); err == nil || err.Error() != "you do not have Ñ to exchange" {
		t.Errorf("exchange ñ: %v", err)
	}
	if err := g.Exchange(0, "w"); err == nil || err.Error() != "there is no W tile in this game" {
		t.Errorf("exchange w: %v", err)
	}
	de, _ := ScrabbleIn("de")
	if _, err := crossword.ParseRackIn("ÑA", 7, de.Alphabet, de.Letters()); err == nil || err.Error() != "'Ñ' is not a tile: use letters, and ? for a blank" {
		t.Errorf("German rack with Ñ: %v", err)
	}
	// ß is two tiles, S S.
	if r, err := crossword.ParseRackIn("ß", 7, de.Alphabet, de.Letters()); err != nil || r['S'-'A'] != 2 || r.Size() != 2 {
		t.Errorf("German rack ß: %v %v", r, err)
	}
}

// TestDigraphTile: in Spanish Scrabble CH is one tile: MECHA from a rack
// of M E C H A and no CH is refused saying that the C and H are two tiles
// that do not make it (digraph_tile), not only "missing CH"; LL the same
// with two L; a rack without the C and H is refused as before, and a
// jolly stands for the CH. Issue 27, defect 8.
func TestDigraphTile(t *testing.T) {
	es, _ := ScrabbleIn("es")
	g, err := NewGame(es, mustEmbedded(t, "es"), 2, rand.New(rand.NewPCG(1, 2)))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		rack, word string
		code       refusal.Code
		want       string
	}{
		{"MECHAXX", "MECHA", crossword.CodeDigraphTile, "you do not have the letters for that: missing CH (CH is one tile of its own: your C and H are two tiles that do not make it)"},
		{"CALLEXX", "calle", crossword.CodeDigraphTile, "you do not have the letters for that: missing LL (LL is one tile of its own: your L and L are two tiles that do not make it)"},
		{"CALEXXX", "CALLE", crossword.CodeMissingLetters, "you do not have the letters for that: missing LL"},
		{"MECAXXX", "MECHA", crossword.CodeMissingLetters, "you do not have the letters for that: missing CH"},
		{"MECHA?X", "MECHA", "", ""},
	} {
		g.racks[0] = rackOf(t, es, c.rack) // C H as two tiles
		_, err := g.Play(0, c.word, "8E")
		if c.code == "" {
			if err != nil {
				t.Errorf("%s from %s: %v", c.word, c.rack, err)
			}
			continue
		}
		var r *refusal.Refusal
		if !errors.As(err, &r) || r.Code != c.code || err.Error() != c.want {
			t.Errorf("%s from %s: %v, want %s %q", c.word, c.rack, err, c.code, c.want)
		}
	}
}

// The saved forms of letters beyond Z: racks, bag and board rows write them
// as the bytes 'A'+letter ('[' ...), jollies as 'a'+letter ('{' ...), and a
// game saved mid-game with CH and Ñ on the board and in the racks loads
// and goes on exactly as the original.
func TestSpanishGameSavesBeyondZ(t *testing.T) {
	v, _ := ScrabbleIn("es")
	lex := mustEmbedded(t, "es")
	g, err := NewGame(v, lex, 2, rand.New(rand.NewPCG(5, 6)))
	if err != nil {
		t.Fatal(err)
	}
	g.racks[0] = rackOf(t, v, `\ICO?AA`) // CH I C O ? A A
	if _, err := g.Play(0, "chICO", "8E"); err != nil {
		t.Fatal(err)
	}
	g.racks[1] = rackOf(t, v, "NI[EE[A") // N I Ñ E E Ñ A (a position, not a bag)
	// NIÑO down column H, ending on the O of chICO.
	if _, err := g.Play(1, "NIÑO", "H5"); err != nil {
		t.Fatal(err)
	}
	data, err := g.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for _, want := range []string{`....|ICO`, `[`, `"tile_lang":"es"`} {
		if !strings.Contains(s, want) {
			t.Fatalf("saved game lacks %s: %s", want, s)
		}
	}
	h, err := Load(data, lex)
	if err != nil {
		t.Fatal(err)
	}
	again, _ := h.MarshalJSON()
	if !bytes.Equal(again, data) {
		t.Fatalf("saved again differs:\n%s\n%s", data, again)
	}
	if h.Board().String() != g.Board().String() || h.Rack(1) != g.Rack(1) || h.Rack(1)[26] == 0 {
		t.Fatalf("loaded board or racks differ:\n%s\n%s\n%v %v", g.Board(), h.Board(), g.Rack(1), h.Rack(1))
	}
	// Both go on with the same moves, draws and scores to the end.
	for turn := 0; !g.Over() && turn < 200; turn++ {
		p := g.Turn()
		a, err1 := g.Hint(p, 1)
		b, err2 := h.Hint(p, 1)
		if err1 != nil || err2 != nil || len(a) != len(b) {
			t.Fatalf("turn %d: hints %v %v / %v %v", turn, a, err1, b, err2)
		}
		if len(a) == 0 {
			if g.Pass(p) != nil || h.Pass(p) != nil {
				t.Fatal("pass refused")
			}
			continue
		}
		if a[0].Key() != b[0].Key() || a[0].Score != b[0].Score {
			t.Fatalf("turn %d: %v and %v", turn, a[0], b[0])
		}
		if _, err := g.PlayMove(p, a[0].Tiles); err != nil {
			t.Fatal(err)
		}
		if _, err := h.PlayMove(p, b[0].Tiles); err != nil {
			t.Fatal(err)
		}
		if testing.Short() && turn > 4 {
			break
		}
	}
	x, _ := g.MarshalJSON()
	y, _ := h.MarshalJSON()
	if !bytes.Equal(x, y) {
		t.Fatalf("the games parted:\n%s\n%s", x, y)
	}
}

// Board files in the language's letters: CH is one square, ñ a jolly; the
// saved form reads too.
func TestParseBoardBeyondZ(t *testing.T) {
	v, _ := ScrabbleIn("es")
	rows := make([]string, 15)
	for i := range rows {
		rows[i] = strings.Repeat(".", 15)
	}
	rows[7] = "....CHICO......." // 16 characters, 15 squares
	rows[8] = ".......ñ......."
	b, err := ParseBoard(strings.NewReader(strings.Join(rows, "\n")), v)
	if err != nil {
		t.Fatal(err)
	}
	if tl, _ := b.At(sq(7, 4)); tl.Letter != 27 || tl.Jolly {
		t.Fatalf("8E holds %v, want CH", tl)
	}
	if tl, _ := b.At(sq(8, 7)); tl.Letter != 26 || !tl.Jolly {
		t.Fatalf("9H holds %v, want a jolly Ñ", tl)
	}
	saved := b.String()
	if !strings.Contains(saved, `....\ICO.......`) || !strings.Contains(saved, ".......{.......") {
		t.Fatalf("saved form:\n%s", saved)
	}
	c, err := ParseBoard(strings.NewReader(saved), v)
	if err != nil || c.String() != saved {
		t.Fatalf("saved form read back: %v\n%s", err, c)
	}
	for row, want := range map[string]string{
		"....CHICOS.......": "board line 8: 17 characters, want 15",
		"....KIWI.......":   "board line 8: column 5: there is no K in Scrabble",
		"....ÇA.........":   "board line 8: column 5: 'Ç' is not a square",
		"....CHICO.......x": "board line 8: 17 characters, want 15",
		"....CHICO.....":    "board line 8: 14 characters, want 15",
	} {
		rs := append([]string(nil), rows...)
		rs[7], rs[8] = row, strings.Repeat(".", 15)
		if _, err := ParseBoard(strings.NewReader(strings.Join(rs, "\n")), v); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v, want %s", row, err, want)
		}
	}
	if _, err := lexicon.AlphabetOf("es"); err != nil {
		t.Fatal(err)
	}
}

// Games saved by the code before the letters beyond Z (commit c41c575,
// testdata/upgrade-c41c575/README.md) load, save back unchanged, and go on
// to the very end the old code reached: same moves, draws and scores.
func TestUpgradeFromC41c575(t *testing.T) {
	for _, name := range []string{"scrabble-en", "scrabble-fr", "scarabeo-it"} {
		dir := "testdata/upgrade-c41c575/"
		mid, err := os.ReadFile(dir + name + "-mid.json")
		if err != nil {
			t.Fatal(err)
		}
		end, err := os.ReadFile(dir + name + "-end.json")
		if err != nil {
			t.Fatal(err)
		}
		var probe Game
		if err := probe.UnmarshalJSON(mid); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		g, err := Load(mid, mustEmbedded(t, probe.Variant().Lang))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if again, _ := g.MarshalJSON(); !bytes.Equal(again, mid) {
			t.Fatalf("%s saved back differs:\n%s\n%s", name, mid, again)
		}
		for i := 0; i < 1000 && !g.Over(); i++ {
			p := g.Turn()
			hs, err := g.Hint(p, 2)
			if err != nil {
				t.Fatal(err)
			}
			if len(hs) == 0 {
				if err := g.Pass(p); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if _, err := g.PlayMove(p, hs[len(hs)-1].Tiles); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
		}
		if got, _ := g.MarshalJSON(); !bytes.Equal(got, end) {
			t.Errorf("%s played on differs from the old code's game:\n%s\n%s", name, end, got)
		}
	}
}

// TestRemovedWordsRefused: the abbreviations and names taken out of the
// built-in lists (lexicon/data/README.md, Not words) are refused when
// played: Spanish AV and OC, French FEVR and ATM, German BERLIN, Italian
// ECC, all on the first move from a rack that holds them.
func TestRemovedWordsRefused(t *testing.T) {
	for _, c := range []struct{ lang, rack, word, ok string }{
		{"es", "AVOCXXX", "AV", "OCA"},
		{"es", "AVOCXXX", "OC", "OCA"},
		{"fr", "FEVRIER", "FEVR", "FEVRIER"},
		{"de", "BERLINX", "BERLIN", "BERLINER"},
		{"fr", "ATMOSEE", "ATM", "ATOME"}, // a symbol (fr.aff's KEEPCASE)
		{"it", "ECCOTTA", "ECC", "ECCO"},
	} {
		v, err := ScrabbleIn(c.lang)
		if err != nil {
			t.Fatal(err)
		}
		lex := mustEmbedded(t, c.lang)
		g, err := NewGame(v, lex, 2, rand.New(rand.NewPCG(1, 2)))
		if err != nil {
			t.Fatal(err)
		}
		g.racks[0] = rackOf(t, v, c.rack)
		_, err = g.Play(0, c.word, "8H")
		var r *refusal.Refusal
		if !errors.As(err, &r) || r.Code != crossword.CodeInvalidWord {
			t.Errorf("%s %s from %s: %v, want %s", c.lang, c.word, c.rack, err, crossword.CodeInvalidWord)
		}
		if f, _ := v.Letters().Fold(c.ok); !lex.Contains(f) {
			t.Errorf("%s: %s is not a word", c.lang, c.ok)
		}
	}
}
